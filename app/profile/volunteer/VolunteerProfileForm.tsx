import { revalidateLogic } from '@tanstack/react-form';
import type { ParseKeys, TFunction } from 'i18next';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { platformErrorCodes } from '@/contract/errors';
import { FULL_NAME_MAX_LENGTH, VOLUNTEER_BIO_MAX_LENGTH, VOLUNTEER_EARLIEST_BIRTHDAY } from '@/contract/limits';
import { latestBirthday, volunteerErrorCodes, volunteerProfileUpdateSchema, type VolunteerProfile } from '@/contract/volunteers';
import { ApiRequestError } from '@/queries/ApiRequestError';
import { useUpdateVolunteerProfile } from '@/queries/volunteer';
import { apiErrorMessage } from '@/app/errors/apiErrorMessage';
import { useAppForm } from '@/app/forms/appForm';
import { Button } from '@/app/ui/Button';
import { Field } from '@/app/ui/Field';
import { profileFailureMessage } from '@/app/profileParts/profileFailure';
import { useToast } from '@/app/ui/Toast';
import { ProfilePhotoInput } from './ProfilePhotoInput';

/** What the form edits, as PATCH /api/volunteer/me/ takes it (the birthday '' until one is given). */
type ProfileValues = { full_name: string; bio: string; birthday: string; profile_image: string | null };
type ProfileField = keyof ProfileValues;
type ProfileProblem = { key: ParseKeys; max?: number };

const PROFILE_FIELDS: readonly ProfileField[] = ['profile_image', 'full_name', 'birthday', 'bio'];

/** The messages the server answers about a field, in English: the keys to show them in the reader's language. */
const SERVER_MESSAGE_KEYS: readonly ParseKeys[] = [
  'volunteers.validation.fullNameRequired',
  'volunteers.validation.birthdayInvalid',
  'volunteers.validation.birthdayTooEarly',
  'volunteers.validation.birthdayInFuture',
  'volunteers.server.profileImageUnknown',
  'validation.controlCharacters',
  'validation.singleLine',
];

interface VolunteerProfileFormProps {
  /** The saved profile: the form starts from it. */
  profile: VolunteerProfile;
  /** Saved, or cancelled: back to the card's view. */
  onDone: () => void;
}

/**
 * The profile card's edit mode: photo, full name (required), birthday and bio by the contract's
 * rules (volunteerProfileUpdateSchema, birthdayProblem's messages) on save, then after each change;
 * the e-mail is shown, not edited. Save sends PATCH /api/volunteer/me/; the server's field messages
 * show under their fields and anything else above the form, which keeps what was typed.
 */
export function VolunteerProfileForm({ profile, onDone }: VolunteerProfileFormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const update = useUpdateVolunteerProfile();
  const [uploading, setUploading] = useState(false);

  const form = useAppForm({
    defaultValues: valuesOf(profile),
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: {
      onDynamic: ({ value }) => {
        const fields = profileProblems(value);
        return Object.keys(fields).length > 0 ? { fields } : undefined;
      },
    },
    onSubmitInvalid: ({ value }) => focusField(formRef.current, firstOf(Object.keys(profileProblems(value)))),
    onSubmit: ({ value }) =>
      update.mutate(requestOf(value, profile), {
        onSuccess: () => {
          toast.success(t('volunteerArea.profile.saved'));
          onDone();
        },
        onError: (error) => focusField(formRef.current, firstOf(Object.keys(serverFieldMessages(error, t)))),
      }),
  });

  // Edit mode opens on the name.
  useEffect(() => focusField(formRef.current, 'full_name'), []);

  const serverFields = serverFieldMessages(update.error, t);
  const failed = update.isError && Object.keys(serverFields).length === 0;
  const failure = profileFailureMessage(t, 'volunteerArea.profile.updateFailed');
  const cause = failed ? apiErrorMessage(update.error, t, failure) : '';

  const errorFor = (field: ProfileField, errors: unknown[]): string | null => {
    const problem = errors.find(isProblem);
    if (problem) return t(problem.key, { max: problem.max });
    return serverFields[field] ?? null;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending || uploading) return;
    update.reset(); // a new attempt: the last answer's messages go
    void form.handleSubmit();
  };

  return (
    <form ref={formRef} className="volunteer-profile__form" noValidate onSubmit={submit}>
      {failed && (
        <div className="volunteer-profile__failure" role="alert">
          <p>{failure}</p>
          {cause !== failure && <p className="volunteer-profile__cause">{cause}</p>}
        </div>
      )}
      <form.Field name="profile_image">
        {(field) => (
          <form.Subscribe selector={(state) => state.values.full_name}>
            {(name) => (
              <ProfilePhotoInput
                value={field.state.value}
                onChange={(url) => field.handleChange(url)}
                onUploading={setUploading}
                name={name.trim() || profile.full_name}
                error={serverFields.profile_image}
                disabled={update.isPending}
              />
            )}
          </form.Subscribe>
        )}
      </form.Field>
      <form.AppField name="full_name">
        {(field) => (
          <field.TextField
            label={t('volunteerArea.profile.fields.full_name')}
            required
            maxLength={FULL_NAME_MAX_LENGTH}
            autoComplete="name"
            error={errorFor('full_name', field.state.meta.errors)}
          />
        )}
      </form.AppField>
      {/* The sign-in address: shown so the volunteer knows it, changed nowhere here. */}
      <Field label={t('volunteerArea.profile.fields.email')} hint={t('volunteerArea.profile.emailHint')}>
        {(control) => <input {...control} type="email" name="email" value={profile.email} readOnly />}
      </Field>
      <form.AppField name="birthday">
        {(field) => (
          <field.TextField
            label={t('volunteerArea.profile.fields.birthday')}
            hint={t('volunteerArea.profile.birthdayHint')}
            type="date"
            autoComplete="bday"
            min={VOLUNTEER_EARLIEST_BIRTHDAY}
            max={latestBirthday()}
            error={errorFor('birthday', field.state.meta.errors)}
          />
        )}
      </form.AppField>
      <form.AppField name="bio">
        {(field) => (
          <field.TextAreaField
            label={t('volunteerArea.profile.fields.bio')}
            hint={t('volunteerArea.profile.bioHint')}
            rows={4}
            maxLength={VOLUNTEER_BIO_MAX_LENGTH}
            error={errorFor('bio', field.state.meta.errors)}
          />
        )}
      </form.AppField>
      <div className="volunteer-profile__actions">
        <Button type="submit" busy={update.isPending} busyLabel={t('volunteerArea.profile.saving')} disabled={uploading}>
          {t('volunteerArea.profile.save')}
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

function valuesOf(profile: VolunteerProfile): ProfileValues {
  return { full_name: profile.full_name, bio: profile.bio, birthday: profile.birthday ?? '', profile_image: profile.profile_image };
}

/** The PATCH body: the texts, the birthday (null when cleared) and the photo only when it changed. */
function requestOf(values: ProfileValues, saved: VolunteerProfile) {
  const { full_name, bio, birthday } = volunteerProfileUpdateSchema.parse(bodyOf(values));
  return { full_name, bio, birthday, ...(values.profile_image === saved.profile_image ? {} : { profile_image: values.profile_image }) };
}

function bodyOf(values: ProfileValues) {
  return { full_name: values.full_name, bio: values.bio, birthday: values.birthday.trim() === '' ? null : values.birthday };
}

/** The contract's rules of the PATCH body, the first problem of each field (its message is a catalogue key). */
function profileProblems(values: ProfileValues): Partial<Record<ProfileField, ProfileProblem>> {
  const parsed = volunteerProfileUpdateSchema.safeParse(bodyOf(values));
  if (parsed.success) return {};
  const problems: Partial<Record<ProfileField, ProfileProblem>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ProfileField;
    problems[field] ??=
      issue.code === 'too_big' && field !== 'birthday'
        ? { key: 'volunteerArea.tooLong', max: Number(issue.maximum) }
        : { key: (field === 'birthday' && issue.code === 'too_big' ? 'volunteers.validation.birthdayInvalid' : issue.message) as ParseKeys };
  }
  return problems;
}

function isProblem(value: unknown): value is ProfileProblem {
  return typeof value === 'object' && value !== null && 'key' in value;
}

/** A 400's messages by field (validation_failed, profile_image_unknown), in the reader's language when the catalogue has them. */
function serverFieldMessages(error: unknown, t: TFunction): Partial<Record<ProfileField, string>> {
  if (!(error instanceof ApiRequestError)) return {};
  if (error.code !== platformErrorCodes.validation && error.code !== volunteerErrorCodes.profileImageUnknown) return {};
  const fields: Partial<Record<ProfileField, string>> = {};
  for (const [name, messages] of Object.entries(error.fields ?? {})) {
    if (!(PROFILE_FIELDS as readonly string[]).includes(name)) continue;
    fields[name as ProfileField] = messages
      .map((message) => {
        const key = SERVER_MESSAGE_KEYS.find((candidate) => t(candidate, { lng: 'en' }) === message);
        return key ? t(key) : message;
      })
      .join(' ');
  }
  return fields;
}

/** The first field in the form's order. */
function firstOf(fields: string[]): ProfileField | undefined {
  return PROFILE_FIELDS.find((field) => fields.includes(field));
}

/** Puts the reader on the field to fix (its control carries the field's name; the photo's is its Choose button). */
function focusField(form: HTMLFormElement | null, field: ProfileField | undefined): void {
  const control = field === 'profile_image' ? form?.querySelector('.profile-photo button') : field ? form?.elements.namedItem(field) : null;
  if (control instanceof HTMLElement) control.focus();
}
