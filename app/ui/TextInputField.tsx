import type { ComponentProps, ReactNode } from 'react';
import { Field } from './Field';

/** The input attributes a text field passes through. */
export type TextInputAttributes = Pick<
  ComponentProps<'input'>,
  'type' | 'autoComplete' | 'maxLength' | 'minLength' | 'placeholder' | 'min' | 'max' | 'inputMode' | 'spellCheck' | 'pattern'
>;

export interface TextInputFieldProps extends TextInputAttributes {
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  /** The message under the field, already in the reader's words. */
  error?: string | null;
  /** The control's name (the form's field name). */
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Ids of text outside the field that describes it too (one message under a pair of fields). */
  describedBy?: string;
  /** Marked invalid by such a message outside the field. */
  invalid?: boolean;
}

/**
 * A labelled single-line input, whoever keeps its value: the form kit's TextField
 * (app/forms/TextField.tsx) binds it to a TanStack Form field; the sign-in form, which loads
 * before the form kit, to its own state. Text, email, password, url, date… by `type`.
 */
export function TextInputField({
  label,
  hint,
  required,
  error,
  describedBy,
  invalid,
  type = 'text',
  value,
  onChange,
  ...input
}: TextInputFieldProps) {
  return (
    <Field label={label} hint={hint} required={required} error={error}>
      {(control) => (
        <input
          {...control}
          {...input}
          aria-describedby={[describedBy, control['aria-describedby']].filter(Boolean).join(' ') || undefined}
          aria-invalid={invalid || control['aria-invalid'] ? true : undefined}
          type={type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
