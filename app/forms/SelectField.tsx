import { Field } from '@/app/ui/Field';
import { useFieldMessage, type LabelledFieldProps } from './fieldMessage';
import { useFieldContext } from './formContext';

export interface SelectOption<T extends string | number> {
  value: T;
  label: string;
}

interface SelectFieldProps<T extends string | number> extends LabelledFieldProps {
  options: ReadonlyArray<SelectOption<T>>;
}

/** A labelled choice of one option bound to its form field; the field keeps the option's own value (a number stays a number). */
export function SelectField<T extends string | number>({ label, hint, required, error, name, options }: SelectFieldProps<T>) {
  const field = useFieldContext<T>();
  const message = useFieldMessage(field, error);
  return (
    <Field label={label} hint={hint} required={required} error={message}>
      {(control) => (
        <select
          {...control}
          name={name ?? field.name}
          value={field.state.value}
          onChange={(event) => {
            const chosen = options.find((option) => String(option.value) === event.target.value);
            if (chosen) field.handleChange(chosen.value);
          }}
          onBlur={field.handleBlur}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
