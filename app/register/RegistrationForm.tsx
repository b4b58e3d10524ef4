import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ORGANIZATION_OFFERINGS,
  type OrganizationOffering,
  type Problem,
  type RegistrationField,
  type RegistrationForm as RegistrationRequestBody,
} from '@/contract/accounts';
import { MIN_PASSWORD_LENGTH, REDIRECT_AFTER_REGISTRATION_MS } from '@/contract/limits';
import { isRegistrationFieldRequired, registrationProblems } from '@/contract/registration';
import { registerNgo } from '@/queries/accounts';
import { useAppForm } from '@/app/forms/appForm';
import { firstProblemPerField, focusField, isProblem } from '@/app/forms/formProblems';
import { emptyPhone, phoneNumberOf, type PhoneValue } from '@/app/forms/PhoneInput';
import { Button } from '@/app/ui/Button';
import { RegistrationMessages } from './RegistrationMessages';
import { registrationFailureMessage, registrationFieldErrors } from './registrationFailureMessage';
import '@/app/ui/primitives.css';
import './register.css';

/** What the form holds while the reader types; the phone keeps its country and the typed number. */
export interface RegistrationValues {
  organization_name: string;
  website: string;
  registration_number: string;
  operating_countries: string;
  contact_person_first_name: string;
  contact_person_last_name: string;
  contact_person_email: string;
  contact_person_phone: PhoneValue;
  password: string;
  confirm_password: string;
  organization_offerings: OrganizationOffering[];
}

/** The body of POST /api/ngo/register/: text trimmed (passwords as typed), the phone in full international form. */
export function registrationRequestOf(values: RegistrationValues): RegistrationRequestBody {
  return {
    organization_name: values.organization_name.trim(),
    website: values.website.trim(),
    registration_number: values.registration_number.trim(),
    contact_person_first_name: values.contact_person_first_name.trim(),
    contact_person_last_name: values.contact_person_last_name.trim(),
    contact_person_email: values.contact_person_email.trim(),
    contact_person_phone: phoneNumberOf(values.contact_person_phone),
    password: values.password,
    confirm_password: values.confirm_password,
    operating_countries: values.operating_countries.trim(),
    // In the spec's order, whatever order they were ticked in.
    organization_offerings: ORGANIZATION_OFFERINGS.filter((code) => values.organization_offerings.includes(code)),
  };
}

/**
 * SPEC §2 "Registration": the NGO registration form. Checks the §5 rules before sending (the first
 * problem as the form's message, every problem under its field), then sends; on success shows the
 * message and goes to sign-in after 2 s (§9), on failure shows §8's message and keeps what was typed.
 */
export function RegistrationForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);

  const registration = useMutation({
    mutationFn: registerNgo,
    onError: (error) => focusField(formRef.current, Object.keys(registrationFieldErrors(error, t))[0]),
  });

  const form = useAppForm({
    defaultValues: initialValues(),
    validators: {
      // SPEC §5: the same rules the server runs, in the spec's order.
      onSubmit: ({ value }) => {
        const problems = registrationProblems(registrationRequestOf(value));
        if (problems.length === 0) return undefined;
        return { form: problems[0], fields: firstProblemPerField(problems) };
      },
    },
    onSubmitInvalid: ({ value }) =>
      focusField(formRef.current, registrationProblems(registrationRequestOf(value))[0]?.field),
    onSubmit: ({ value }) => registration.mutate(registrationRequestOf(value)),
  });

  // SPEC §2, §9: after the success message, sign-in (which greets the new registration) after 2 s.
  useEffect(() => {
    if (!registration.isSuccess) return;
    const timer = setTimeout(() => {
      void navigate({ to: '/login', search: { registered: true } });
    }, REDIRECT_AFTER_REGISTRATION_MS);
    return () => clearTimeout(timer);
  }, [registration.isSuccess, navigate]);

  const serverFieldErrors = registrationFieldErrors(registration.error, t);
  // The answer's message sits above the form: bring it into view unless a field to fix took the focus.
  const revealMessage = registration.isSuccess || (registration.isError && Object.keys(serverFieldErrors).length === 0);

  const problemText = (problem: Problem) =>
    t(problem.message, { field: problem.values?.field ? t(problem.values.field) : undefined });
  /** The error under a field: this form's check first, else what the server said about it. */
  const fieldError = (name: RegistrationField, errors: unknown[]): string | null => {
    const problem = errors.find(isProblem<Problem>);
    return problem ? problemText(problem) : (serverFieldErrors[name] ?? null);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    registration.reset(); // a new attempt: the last answer's messages go
    void form.handleSubmit();
  };

  const textField = (name: TextFieldName, input: TextInputProps = {}, hint?: ReactNode) => (
    <form.AppField name={name}>
      {(field) => (
        <field.TextField
          {...input}
          label={t(`register.fields.${name}`)}
          hint={hint}
          required={isRegistrationFieldRequired(name)}
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
            problem={isProblem<Problem>(problem) ? problemText(problem) : null}
            failure={registration.isError ? registrationFailureMessage(registration.error, t) : null}
            success={registration.isSuccess ? t('register.success') : null}
            reveal={revealMessage}
          />
        )}
      </form.Subscribe>

      {/* Disabled once registered, so nothing is sent twice while the redirect waits. */}
      <fieldset className="form-body" disabled={registration.isSuccess}>
        <fieldset className="form-section">
          <legend className="form-section__legend">{t('register.sections.organisation')}</legend>
          {textField('organization_name', { type: 'text', autoComplete: 'organization' })}
          {textField('website', { type: 'url', autoComplete: 'url' }, t('register.hints.website'))}
          {textField('registration_number', { type: 'text' }, t('register.hints.registration_number'))}
          {textField('operating_countries', { type: 'text' }, t('register.hints.operating_countries'))}
        </fieldset>

        <form.AppField name="organization_offerings">
          {(field) => (
            <field.CheckboxGroupField
              legend={t('register.sections.offerings')}
              options={ORGANIZATION_OFFERINGS.map((code) => ({ value: code, label: t(`register.offerings.${code}`) }))}
              error={null} // the boxes hold only the spec's codes: nothing to say under them
              className="form-section"
              legendClassName="form-section__legend"
              choicesClassName="register-form__offerings"
              choiceClassName="register-form__offering"
            />
          )}
        </form.AppField>

        <fieldset className="form-section">
          <legend className="form-section__legend">{t('register.sections.contact')}</legend>
          <div className="register-form__row">
            {textField('contact_person_first_name', { type: 'text', autoComplete: 'given-name' })}
            {textField('contact_person_last_name', { type: 'text', autoComplete: 'family-name' })}
          </div>
          {textField('contact_person_email', { type: 'email', autoComplete: 'email', spellCheck: false })}
          <form.AppField name="contact_person_phone">
            {(field) => (
              <field.PhoneField
                label={t('register.fields.contact_person_phone')}
                required={isRegistrationFieldRequired('contact_person_phone')}
                error={fieldError('contact_person_phone', field.state.meta.errors)}
              />
            )}
          </form.AppField>
        </fieldset>

        <fieldset className="form-section">
          <legend className="form-section__legend">{t('register.sections.account')}</legend>
          {textField(
            'password',
            { type: 'password', autoComplete: 'new-password' },
            t('register.hints.password', { min: MIN_PASSWORD_LENGTH }),
          )}
          {textField('confirm_password', { type: 'password', autoComplete: 'new-password' })}
        </fieldset>

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

type TextFieldName = Exclude<keyof RegistrationValues, 'contact_person_phone' | 'organization_offerings'>;
type TextInputProps = Pick<ComponentProps<'input'>, 'type' | 'autoComplete' | 'spellCheck'>;

function initialValues(): RegistrationValues {
  return {
    organization_name: '',
    website: '',
    registration_number: '',
    operating_countries: '',
    contact_person_first_name: '',
    contact_person_last_name: '',
    contact_person_email: '',
    contact_person_phone: emptyPhone(),
    password: '',
    confirm_password: '',
    organization_offerings: [],
  };
}
