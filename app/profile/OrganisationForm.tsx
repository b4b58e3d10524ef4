import { profileFailureMessage } from '@/app/profileParts/profileFailure';
import { revalidateLogic } from '@tanstack/react-form';
import type { ParseKeys } from 'i18next';
import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { platformErrorCodes } from '@/contract/errors';
import { CONTACT_PERSON_BIO_MAX_LENGTH, NGO_ABOUT_MAX_LENGTH, NGO_HISTORY_MAX_LENGTH, ORGANIZATION_NAME_MAX_LENGTH } from '@/contract/limits';
import { ngoProfileUpdateSchema, type NgoProfile } from '@/contract/profile';
import { ApiRequestError } from '@/queries/ApiRequestError';
import { useUpdateProfile } from '@/queries/profile';
import { apiErrorMessage } from '@/app/errors/apiErrorMessage';
import { useAppForm } from '@/app/forms/appForm';
import { Button } from '@/app/ui/Button';
import { useToast } from '@/app/ui/Toast';

/** The organisation's texts, in the card's order (SPEC §7 PATCH body). */
export const ORGANISATION_FIELDS = ['name', 'about', 'history', 'contact_person_bio'] as const;
export type OrganisationField = (typeof ORGANISATION_FIELDS)[number];
type OrganisationValues = Record<OrganisationField, string>;

/** contract/limits.ts: what each field takes, so the input stops there. */
const MAX_LENGTHS: Record<OrganisationField, number> = {
  name: ORGANIZATION_NAME_MAX_LENGTH,
  about: NGO_ABOUT_MAX_LENGTH,
  history: NGO_HISTORY_MAX_LENGTH,
  contact_person_bio: CONTACT_PERSON_BIO_MAX_LENGTH,
};

interface OrganisationFormProps {
  /** The saved profile: the form starts from its texts. */
  profile: NgoProfile;
  /** Saved, or cancelled: back to the card's view. */
  onDone: () => void;
}

/**
 * The organisation card's edit mode: the contract's rules (ngoProfileUpdateSchema) on save, then
 * after each change; the server's field messages under their fields; any other failure says SPEC
 * §8's 'Failed to update NGO profile' with 'Please try again later' and keeps what was typed.
 */
export function OrganisationForm({ profile, onDone }: OrganisationFormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const update = useUpdateProfile();

  const form = useAppForm({
    defaultValues: valuesOf(profile),
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: {
      onDynamic: ({ value }) => {
        const fields = profileProblems(value);
        return Object.keys(fields).length > 0 ? { fields } : undefined;
      },
    },
    onSubmitInvalid: ({ value }) => focusField(formRef.current, Object.keys(profileProblems(value))[0]),
    onSubmit: ({ value }) =>
      update.mutate(ngoProfileUpdateSchema.parse(value), {
        onSuccess: () => {
          toast.success(t('profile.organisation.saved'));
          onDone();
        },
        onError: (error) => focusField(formRef.current, Object.keys(serverFieldMessages(error))[0]),
      }),
  });

  // Edit mode opens on the first field.
  useEffect(() => focusField(formRef.current, 'name'), []);

  const serverFields = serverFieldMessages(update.error);
  const failed = update.isError && Object.keys(serverFields).length === 0;
  const failure = profileFailureMessage(t, 'profile.organisation.updateFailed');
  const cause = failed ? apiErrorMessage(update.error, t, failure) : '';

  const errorFor = (field: OrganisationField, errors: unknown[]): string | null => {
    const problem = errors.find(isProblem);
    if (problem) return t(problem.key, { max: problem.max });
    return serverFields[field]?.join(', ') ?? null;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    update.reset(); // a new attempt: the last answer's messages go
    void form.handleSubmit();
  };

  return (
    <form ref={formRef} className="profile-organisation__form" noValidate onSubmit={submit}>
      {failed && (
        <div className="profile-organisation__failure" role="alert">
          <p>{failure}</p>
          {cause !== failure && <p className="profile-organisation__cause">{cause}</p>}
        </div>
      )}
      {ORGANISATION_FIELDS.map((name) => (
        <form.AppField key={name} name={name}>
          {(field) =>
            name === 'name' ? (
              <field.TextField
                label={t('profile.organisation.fields.name')}
                required
                maxLength={MAX_LENGTHS.name}
                autoComplete="organization"
                error={errorFor(name, field.state.meta.errors)}
              />
            ) : (
              <field.TextAreaField
                label={t(`profile.organisation.fields.${name}`)}
                rows={name === 'contact_person_bio' ? 3 : 5}
                maxLength={MAX_LENGTHS[name]}
                error={errorFor(name, field.state.meta.errors)}
              />
            )
          }
        </form.AppField>
      ))}
      <div className="profile-organisation__actions">
        <Button type="submit" busy={update.isPending} busyLabel={t('profile.organisation.saving')}>
          {t('profile.organisation.save')}
        </Button>
        <Button
          variant="secondary"
          disabled={update.isPending}
          onClick={() => {
            form.reset();
            onDone();
          }}
        >
          {t('common.actions.cancel')}
        </Button>
      </div>
    </form>
  );
}

// ---------------------------------------------------------------------------------------------

type ProfileProblem = { key: ParseKeys; max?: number };

function valuesOf(profile: NgoProfile): OrganisationValues {
  return { name: profile.name, about: profile.about, history: profile.history, contact_person_bio: profile.contact_person_bio };
}

/** The contract's rules of the PATCH body, the first problem of each field (its message is a catalogue key). */
function profileProblems(values: OrganisationValues): Partial<Record<OrganisationField, ProfileProblem>> {
  const parsed = ngoProfileUpdateSchema.safeParse(values);
  if (parsed.success) return {};
  const problems: Partial<Record<OrganisationField, ProfileProblem>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as OrganisationField;
    problems[field] ??= issue.code === 'too_big' ? { key: 'profile.organisation.tooLong', max: Number(issue.maximum) } : { key: issue.message as ParseKeys };
  }
  return problems;
}

function isProblem(value: unknown): value is ProfileProblem {
  return typeof value === 'object' && value !== null && 'key' in value;
}

/** A 400 validation_failed answer's messages by field. */
function serverFieldMessages(error: unknown): Partial<Record<OrganisationField, string[]>> {
  if (!(error instanceof ApiRequestError) || error.code !== platformErrorCodes.validation) return {};
  const fields: Partial<Record<OrganisationField, string[]>> = {};
  for (const [name, messages] of Object.entries(error.fields ?? {})) {
    if ((ORGANISATION_FIELDS as readonly string[]).includes(name)) fields[name as OrganisationField] = messages;
  }
  return fields;
}

/** Puts the reader on the field to fix (its control carries the field's name). */
function focusField(form: HTMLFormElement | null, field: string | undefined): void {
  const control = field ? form?.elements.namedItem(field) : null;
  if (control instanceof HTMLElement) control.focus();
}
