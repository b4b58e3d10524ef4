import { createFormHookContexts } from '@tanstack/react-form';

/** The contexts the app's form hook (appForm.ts) provides and its field components read. */
export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts();
