import type { AnyFieldApi } from '@tanstack/react-form';
import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What every labelled field of the app's form hook takes besides its input attributes. */
export interface LabelledFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  /**
   * The message under the field, worded by the form (its own rules, the server's answer). Without
   * it the field shows its own first error: a validator's message key, translated when shown.
   */
  error?: string | null;
  /** The control's name, when the form looks it up by another name than the field's (focus after a failed save). */
  name?: string;
}

/** The message a field shows: the form's own wording when given, else its first error's key translated. */
export function useFieldMessage(field: AnyFieldApi, error: string | null | undefined): string | null {
  const { t } = useTranslation();
  if (error !== undefined) return error;
  const key = (field.state.meta.errors as unknown[]).find((candidate) => typeof candidate === 'string' && candidate !== '');
  return typeof key === 'string' ? t(key as ParseKeys) : null;
}
