import { Field } from '@/app/ui/Field';
import { useFieldMessage, type LabelledFieldProps } from './fieldMessage';
import { useFieldContext } from './formContext';
import { PhoneInput, type PhoneValue } from './PhoneInput';

/** A labelled phone number with its country (PhoneInput) bound to its form field, which keeps a PhoneValue. */
export function PhoneField({ label, hint, required, error, name }: LabelledFieldProps) {
  const field = useFieldContext<PhoneValue>();
  const message = useFieldMessage(field, error);
  return (
    <Field label={label} hint={hint} required={required} error={message}>
      {(control) => (
        <PhoneInput
          control={control}
          name={name ?? field.name}
          value={field.state.value}
          onChange={(phone) => field.handleChange(phone)}
          onBlur={field.handleBlur}
        />
      )}
    </Field>
  );
}
