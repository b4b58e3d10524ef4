import type { ComponentProps } from 'react';
import { Field } from '@/app/ui/Field';
import { useFieldMessage, type LabelledFieldProps } from './fieldMessage';
import { useFieldContext } from './formContext';

type TextAreaAttributes = Pick<ComponentProps<'textarea'>, 'rows' | 'maxLength' | 'placeholder' | 'spellCheck'>;

/** A labelled multi-line text bound to its form field. */
export function TextAreaField({ label, hint, required, error, name, ...textarea }: LabelledFieldProps & TextAreaAttributes) {
  const field = useFieldContext<string>();
  const message = useFieldMessage(field, error);
  return (
    <Field label={label} hint={hint} required={required} error={message}>
      {(control) => (
        <textarea
          {...control}
          {...textarea}
          name={name ?? field.name}
          value={field.state.value}
          onChange={(event) => field.handleChange(event.target.value)}
          onBlur={field.handleBlur}
        />
      )}
    </Field>
  );
}
