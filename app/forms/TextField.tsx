import { TextInputField, type TextInputAttributes } from '@/app/ui/TextInputField';
import { useFieldMessage, type LabelledFieldProps } from './fieldMessage';
import { useFieldContext } from './formContext';

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
export function TextField({ error, name, ...props }: TextFieldProps) {
  const field = useFieldContext<string>();
  const message = useFieldMessage(field, error);
  return (
    <TextInputField
      {...props}
      error={message}
      name={name ?? field.name}
      value={field.state.value}
      onChange={(value) => field.handleChange(value)}
      onBlur={field.handleBlur}
    />
  );
}
