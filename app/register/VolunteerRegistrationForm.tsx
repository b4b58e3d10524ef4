import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MIN_PASSWORD_LENGTH, REDIRECT_AFTER_REGISTRATION_MS, VOLUNTEER_EARLIEST_BIRTHDAY } from '@/contract/limits';
import {
  VOLUNTEER_REGISTRATION_MAX_LENGTHS,
  isVolunteerRegistrationFieldRequired,
  volunteerRegistrationFields,
  volunteerRegistrationProblems,
  volunteerRegistrationRequestOf,
  type VolunteerRegistrationField,
  type VolunteerRegistrationForm as VolunteerRegistrationValues,
  type VolunteerRegistrationProblem,
} from '@/contract/volunteerRegistration';
import { latestBirthday } from '@/contract/volunteers';
import { homeOf, type Session } from '@/queries/session';
import { registerVolunteer, signInVolunteer } from '@/queries/volunteer';
import { useAppForm } from '@/app/forms/appForm';
import { firstProblemPerField, focusField, isProblem } from '@/app/forms/formProblems';
import { Button } from '@/app/ui/Button';
import { RegistrationMessages } from './RegistrationMessages';
import { registrationFailureMessage, registrationFieldErrors, type RegistrationFormFields } from './registrationFailureMessage';
import '@/app/ui/primitives.css';
import './register.css';

interface VolunteerRegistrationFormProps {
  /** Where the new volunteer goes once signed in (a checked `next`); else their home. */
  next?: string;
}

/**
 * Issue 17, decision 5: the volunteer registration, with the NGO form's pieces, order of checks and
 * messages. On success: the message, the volunteer is signed in with what they typed, and after
 * 2 s (SPEC §9) goes on to `next` or #/volunteer. If that sign-in fails, the volunteer sign-in
 * page takes over (it says the account is ready and keeps `next`).
 */
export function VolunteerRegistrationForm({ next }: VolunteerRegistrationFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);

  const registration = useMutation({
    mutationFn: async (values: VolunteerRegistrationValues): Promise<Session | null> => {
      const body = volunteerRegistrationRequestOf(values);
      await registerVolunteer(body);
      // Registered either way: a failed sign-in only means the volunteer signs in on the next page.
      return signInVolunteer({ email: body.email, password: body.password }).catch(() => null);
    },
    onError: (error) => focusField(formRef.current, Object.keys(registrationFieldErrors(error, t, VOLUNTEER_FORM))[0]),
  });

  const form = useAppForm({
    defaultValues: initialValues(),
    validators: {
      // The NGO registration's rules and order (contract/volunteerRegistration.ts).
      onSubmit: ({ value }) => {
        const problems = volunteerRegistrationProblems(value);
        if (problems.length === 0) return undefined;
        return { form: problems[0], fields: firstProblemPerField(problems) };
      },
    },
    onSubmitInvalid: ({ value }) => focusField(formRef.current, volunteerRegistrationProblems(value)[0]?.field),
    onSubmit: ({ value }) => registration.mutate(value),
  });

  // SPEC §9: the success message stays 2 s, then the page the volunteer came for (or their home).
  const session = registration.data;
  useEffect(() => {
    if (!registration.isSuccess) return;
    const timer = setTimeout(() => {
      if (session) void navigate({ href: next ?? homeOf(session), replace: true });
      else void navigate({ to: '/volunteer/login', search: { registered: true, next } });
    }, REDIRECT_AFTER_REGISTRATION_MS);
    return () => clearTimeout(timer);
  }, [registration.isSuccess, session, next, navigate]);

  const serverFieldErrors = registrationFieldErrors(registration.error, t, VOLUNTEER_FORM);
  // The answer's message sits above the form: bring it into view unless a field to fix took the focus.
  const revealMessage = registration.isSuccess || (registration.isError && Object.keys(serverFieldErrors).length === 0);

  const problemText = (problem: VolunteerRegistrationProblem) =>
    t(problem.message, { field: problem.values?.field ? t(problem.values.field) : undefined });
  /** The error under a field: this form's check first, else what the server said about it. */
  const fieldError = (name: VolunteerRegistrationField, errors: unknown[]): string | null => {
    const problem = errors.find(isProblem<VolunteerRegistrationProblem>);
    return problem ? problemText(problem) : (serverFieldErrors[name] ?? null);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    registration.reset(); // a new attempt: the last answer's messages go
    void form.handleSubmit();
  };

  const textField = (name: Exclude<VolunteerRegistrationField, 'bio'>, input: TextInputProps = {}, hint?: ReactNode) => (
    <form.AppField name={name}>
      {(field) => (
        <field.TextField
          {...input}
          label={t(`volunteerAuth.fields.${name}`)}
          hint={hint}
          required={isVolunteerRegistrationFieldRequired(name)}
          maxLength={name === 'birthday' ? undefined : VOLUNTEER_REGISTRATION_MAX_LENGTHS[name]}
          error={fieldError(name, field.state.meta.errors)}
        />
      )}
    </form.AppField>
  );

  return (
    <form ref={formRef} className="register-form" noValidate onSubmit={submit}>
      <form.Subscribe selector={(state) => state.errorMap.onSubmit}>
        {(problem) => (
          <RegistrationMessages
            problem={isProblem<VolunteerRegistrationProblem>(problem) ? problemText(problem) : null}
            failure={registration.isError ? registrationFailureMessage(registration.error, t, VOLUNTEER_FORM) : null}
            success={registration.isSuccess ? t('volunteerAuth.register.success') : null}
            reveal={revealMessage}
          />
        )}
      </form.Subscribe>

      {/* Disabled once registered, so nothing is sent twice while the redirect waits. */}
      <fieldset className="form-body" disabled={registration.isSuccess}>
        {textField('full_name', { type: 'text', autoComplete: 'name' })}
        {textField('email', { type: 'email', autoComplete: 'email', spellCheck: false })}
        {textField('password', { type: 'password', autoComplete: 'new-password' }, t('register.hints.password', { min: MIN_PASSWORD_LENGTH }))}
        {textField('confirm_password', { type: 'password', autoComplete: 'new-password' })}
        {textField(
          'birthday',
          { type: 'date', autoComplete: 'bday', min: VOLUNTEER_EARLIEST_BIRTHDAY, max: latestBirthday() },
          t('volunteerAuth.register.hints.birthday'),
        )}
        <form.AppField name="bio">
          {(field) => (
            <field.TextAreaField
              label={t('volunteerAuth.fields.bio')}
              hint={t('volunteerAuth.register.hints.bio')}
              rows={3}
              maxLength={VOLUNTEER_REGISTRATION_MAX_LENGTHS.bio}
              error={fieldError('bio', field.state.meta.errors)}
            />
          )}
        </form.AppField>

        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(isSubmitting) => (
            <Button type="submit" busy={isSubmitting || registration.isPending} busyLabel={t('register.submitting')}>
              {t('register.submit')}
            </Button>
          )}
        </form.Subscribe>
      </fieldset>
    </form>
  );
}

// ---------------------------------------------------------------------------------------------

type TextInputProps = Pick<ComponentProps<'input'>, 'type' | 'autoComplete' | 'spellCheck' | 'min' | 'max'>;

/** How the server names the form's fields (its answer names `email` on email_taken) and their labels. */
const VOLUNTEER_FORM: RegistrationFormFields<VolunteerRegistrationField> = {
  fields: volunteerRegistrationFields,
  emailField: 'email',
  label: (field, t) => t(`volunteerAuth.fields.${field}`),
};

function initialValues(): VolunteerRegistrationValues {
  return { full_name: '', email: '', password: '', confirm_password: '', birthday: '', bio: '' };
}
