import type { ParseKeys } from 'i18next';
import { useEffect, useId, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/app/ui/Button';

interface ProfileItemFormProps {
  /** The form element, which the item's form also needs to focus a refused save's message. */
  formRef: RefObject<HTMLFormElement | null>;
  title: string;
  /** Adding an item: the form stands above the list instead of in an item's place. */
  adding: boolean;
  /** A failed save's message above the fields. */
  failure: string | null | undefined;
  saveLabel: string;
  save: { isPending: boolean; reset: () => void };
  /** Runs the form's own rules on what was typed: true when they pass. */
  check: () => boolean;
  /** Sends what was typed, once the rules pass. */
  send: () => void;
  onCancel: () => void;
  children: ReactNode;
}

/**
 * The frame of a /profile item's form (a social link, a contact): its title, a failed save's
 * message, Save and Cancel. The first field takes the focus when it opens; a send that the rules
 * refuse moves it to the first invalid field.
 */
export function ProfileItemForm({ formRef, title, adding, failure, saveLabel, save, check, send, onCancel, children }: ProfileItemFormProps) {
  const { t } = useTranslation();
  const titleId = useId();

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input, select')?.focus();
  }, [formRef]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.reset(); // a new attempt: the last answer's messages go
    if (check()) send();
    else focusInvalid(formRef.current);
  };

  return (
    <form
      ref={formRef}
      className={adding ? 'profile-item-form profile-item-form--new' : 'profile-item-form'}
      aria-labelledby={titleId}
      noValidate
      onSubmit={submit}
    >
      <h3 id={titleId} className="profile-item-form__title">
        {title}
      </h3>
      {failure && (
        <p className="profile-card__alert" role="alert" tabIndex={-1}>
          {failure}
        </p>
      )}
      {children}
      <div className="profile-item-form__actions">
        <Button type="submit" busy={save.isPending}>
          {saveLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={save.isPending}>
          {t('common.actions.cancel')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The rules run when the reader sends, and their messages stay until the next send: a message
 * that changed as the focus left a field would move the Save button from under the pointer.
 */
export function useSendRules<Values, Field extends string>(rulesOf: (values: Values) => Partial<Record<Field, ParseKeys>>) {
  const [problems, setProblems] = useState<Partial<Record<Field, ParseKeys>>>({});
  const check = (values: Values) => {
    const found = rulesOf(values);
    setProblems(found);
    return !Object.values(found).some(Boolean);
  };
  return { problems, check };
}

/** After a refused save: the first field marked invalid, else the form's message. */
export function focusInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]')?.focus());
}
