import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import { Field } from '@/app/ui/Field';
import { useFieldMessage, type LabelledFieldProps } from './fieldMessage';
import { useFieldContext } from './formContext';
import type { PhoneInput as PhoneInputComponent, PhoneValue } from './PhoneInput';

type PhoneInputType = ComponentType<ComponentProps<typeof PhoneInputComponent>>;

// Every form gets PhoneField through useAppForm, the sign-in form too: the input and its country
// metadata (libphonenumber, ~10 KB gzipped) load only where a form shows a phone number (issue 13).
// A page that imports PhoneInput itself (registration, for emptyPhone) has it registered before it
// renders, so the field shows at once; any other waits for the lazy chunk.
let loadedPhoneInput: PhoneInputType | undefined;
const LazyPhoneInput = lazy(() => import('./PhoneInput').then((module) => ({ default: module.PhoneInput })));

/** Called by PhoneInput.tsx as it loads. */
export function registerPhoneInput(component: PhoneInputType): void {
  loadedPhoneInput = component;
}

/** A labelled phone number with its country (PhoneInput) bound to its form field, which keeps a PhoneValue. */
export function PhoneField({ label, hint, required, error, name, noCountryLabel }: LabelledFieldProps & { noCountryLabel?: string }) {
  const field = useFieldContext<PhoneValue>();
  const message = useFieldMessage(field, error);
  const PhoneInput = loadedPhoneInput ?? LazyPhoneInput;
  return (
    <Field label={label} hint={hint} required={required} error={message}>
      {(control) => (
        <Suspense fallback={null}>
          <PhoneInput
            control={control}
            name={name ?? field.name}
            value={field.state.value}
            onChange={(phone) => field.handleChange(phone)}
            onBlur={field.handleBlur}
            noCountryLabel={noCountryLabel}
          />
        </Suspense>
      )}
    </Field>
  );
}
