import type { ReactNode } from 'react';
import { useFieldContext } from './formContext';

interface CheckboxFieldProps {
  /** Follows the box, which it labels. */
  label: ReactNode;
  className?: string;
  name?: string;
}

/** A yes-or-no box bound to its form field. */
export function CheckboxField({ label, className, name }: CheckboxFieldProps) {
  const field = useFieldContext<boolean>();
  return (
    <label className={className}>
      <input
        type="checkbox"
        name={name ?? field.name}
        checked={field.state.value}
        onChange={(event) => field.handleChange(event.target.checked)}
        onBlur={field.handleBlur}
      />
      <span>{label}</span>
    </label>
  );
}
