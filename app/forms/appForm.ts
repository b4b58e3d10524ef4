import { createFormHook } from '@tanstack/react-form';
import { CheckboxField } from './CheckboxField';
import { CheckboxGroupField } from './CheckboxGroupField';
import { fieldContext, formContext } from './formContext';
import { NumberField } from './NumberField';
import { PhoneField } from './PhoneField';
import { SelectField } from './SelectField';
import { TextAreaField } from './TextAreaField';
import { TextField } from './TextField';

/**
 * The app's forms (TanStack Form composition): `useAppForm` takes useForm's options and gives
 * `form.AppField`, whose field carries the pre-bound pieces, each wiring value, change and blur
 * once: `<form.AppField name="email">{(f) => <f.TextField type="email" label={…} />}</form.AppField>`.
 * `withForm` makes a section of a larger form that receives `form`.
 */
export const { useAppForm, withForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, TextAreaField, NumberField, SelectField, CheckboxField, CheckboxGroupField, PhoneField },
  formComponents: {},
});
