import '@/app/ui/primitives.css';
import { useId, type ReactNode } from 'react';
import { Field } from '@/app/ui/Field';
import { useFieldMessage, type LabelledFieldProps } from './fieldMessage';
import { useFieldContext } from './formContext';

interface NumberFieldProps extends LabelledFieldProps {
  min?: number;
  max?: number;
  step?: number;
  /** Shown after the input and read with it ("weeks"). */
  unit?: ReactNode;
}

/**
 * A labelled whole-number input bound to its form field. The field keeps the text as typed: the
 * form's rules judge it, so a half-typed or out-of-range number gets the form's own message.
 */
export function NumberField({ label, hint, required, error, name, min, max, step = 1, unit }: NumberFieldProps) {
  const field = useFieldContext<string>();
  const message = useFieldMessage(field, error);
  const unitId = useId();
  return (
    <Field label={label} hint={hint} required={required} error={message}>
      {(control) => {
        const input = (
          <input
            {...control}
            aria-describedby={[unit ? unitId : null, control['aria-describedby']].filter(Boolean).join(' ') || undefined}
            type="number"
            name={name ?? field.name}
            min={min}
            max={max}
            step={step}
            inputMode="numeric"
            value={field.state.value}
            onChange={(event) => field.handleChange(event.target.value)}
            onBlur={field.handleBlur}
          />
        );
        if (!unit) return input;
        return (
          <span className="field__with-unit">
            {input}
            <span id={unitId} className="field__unit">
              {unit}
            </span>
          </span>
        );
      }}
    </Field>
  );
}
