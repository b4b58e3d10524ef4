import type { ComponentProps } from 'react';
import { Field } from '@/app/ui/Field';
import { useFieldMessage, type LabelledFieldProps } from './fieldMessage';
import { useFieldContext } from './formContext';

type TextInputAttributes = Pick<
  ComponentProps<'input'>,
  'type' | 'autoComplete' | 'maxLength' | 'minLength' | 'placeholder' | 'min' | 'max' | 'inputMode' | 'spellCheck' | 'pattern'
>;

interface TextFieldProps extends LabelledFieldProps, TextInputAttributes {
  /** Ids of text outside the field that describes it too (one message under a pair of fields). */
  describedBy?: string;
  /** Marked invalid by such a message outside the field. */
  invalid?: boolean;
}

/**
 * A labelled single-line input bound to its form field: text, email, password, url, date,
 * datetime-local… by `type`. `<form.AppField name="email">{(f) => <f.TextField type="email" label={…} />}</form.AppField>`
 */
export function TextField({ label, hint, required, error, name, describedBy, invalid, type = 'text', ...input }: TextFieldProps) {
  const field = useFieldContext<string>();
  const message = useFieldMessage(field, error);
  return (
    <Field label={label} hint={hint} required={required} error={message}>
      {(control) => (
        <input
          {...control}
          {...input}
          aria-describedby={[describedBy, control['aria-describedby']].filter(Boolean).join(' ') || undefined}
          aria-invalid={invalid || control['aria-invalid'] ? true : undefined}
          type={type}
          name={name ?? field.name}
          value={field.state.value}
          onChange={(event) => field.handleChange(event.target.value)}
          onBlur={field.handleBlur}
        />
      )}
    </Field>
  );
}
