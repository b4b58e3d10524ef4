import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { emptyPhone, phoneNumberOf, type PhoneValue } from '@/app/forms/PhoneInput';
import {
  CONTACT_TYPE_KEYS,
  contactErrorKeys,
  contactInfoProblem,
  contactTypeProblem,
  type Contact,
  type ContactType,
} from '@/contract/contacts';
import { CONTACTS_MAX_PER_NGO } from '@/contract/limits';
import { useCreateContact, useUpdateContact } from '@/queries/contacts';
import { useAppForm } from '@/app/forms/appForm';
import { phoneValueOf } from './contactDisplay';
import { focusInvalid, ProfileItemForm, useSendRules } from './ProfileItemForm';
import { saveFailureOf } from './saveFailure';

interface ContactFormProps {
  /** The contact to change; none adds a new one. */
  contact?: Contact;
  /** The types to offer: the choices call's, or SPEC §3's Phone and E-mail when it failed. */
  types: readonly ContactType[];
  /** The choices call failed: said quietly under the select. */
  choicesFailed: boolean;
  onDone: () => void;
}

interface ContactValues {
  name: string;
  contact_type: ContactType;
  /** The information of an e-mail or another type. */
  info: string;
  /** A phone's country and number; kept apart, so switching the type back and forth loses nothing. */
  phone: PhoneValue;
  is_public: boolean;
}

const FIELD_KEYS = [
  'contacts.validation.typeRequired',
  'contacts.validation.typeUnsupported',
  'contacts.validation.infoRequired',
  'contacts.validation.emailNoAt',
  'contacts.validation.emailNoDomain',
  'contacts.validation.emailInvalid',
  'validation.phoneTooShort',
  'validation.phoneInvalidForCountry',
  'validation.phoneNoCountryCode',
] as const;

/** The information to send: a phone as the input composes it (+ calling code + number; digits alone without a country). */
function infoOf(values: ContactValues): string {
  return values.contact_type === 'phone' ? phoneNumberOf(values.phone) : values.info.trim();
}

function problemsOf(value: ContactValues) {
  return {
    contact_type: contactTypeProblem(value.contact_type) ?? undefined,
    contact_info: contactInfoProblem(value.contact_type, infoOf(value)) ?? undefined,
  };
}

/**
 * Adds or changes one contact: an optional name, the type, the information (for a phone the
 * registration's input with its country selector, default US, calling code not editable) and
 * whether the public page shows it (unchecked by default). SPEC §5's rules from the contract before
 * sending, the server's refusals under their fields; a failed save keeps what was typed.
 */
export function ContactForm({ contact, types, choicesFailed, onDone }: ContactFormProps) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const { problems, check } = useSendRules(problemsOf);
  const create = useCreateContact();
  const update = useUpdateContact();
  const save = contact ? update : create;
  const phone = contact?.contact_type === 'phone';

  const form = useAppForm({
    defaultValues: {
      name: contact?.name ?? '',
      contact_type: contact?.contact_type ?? types[0] ?? 'phone',
      info: contact && !phone ? contact.contact_info : '',
      phone: contact && phone ? phoneValueOf(contact.contact_info) : emptyPhone(),
      is_public: contact?.is_public ?? false,
    } as ContactValues,
    onSubmit: ({ value }) => {
      const body = { name: value.name.trim(), contact_type: value.contact_type, contact_info: infoOf(value), is_public: value.is_public };
      const settled = { onSuccess: onDone, onError: () => focusInvalid(formRef.current) };
      if (contact) update.mutate({ id: contact.id, ...body }, settled);
      else create.mutate(body, settled);
    },
  });

  const failure = save.isError
    ? saveFailureOf(save.error, t, {
        serviceKey: contact ? 'contacts.card.failures.update' : 'contacts.card.failures.create',
        codeKeys: contactErrorKeys,
        fieldKeys: FIELD_KEYS,
        formFields: ['name', 'contact_type', 'contact_info'],
        values: { max: CONTACTS_MAX_PER_NGO },
      })
    : null;
  /** The form's own check first, else what the server said about the field. */
  const errorOf = (name: 'name' | 'contact_type' | 'contact_info') => {
    const key = name === 'name' ? undefined : problems[name];
    return key ? t(key) : (failure?.fields[name] ?? null);
  };

  // A contact of a type the offered list lacks (the default list after a failed choices call) keeps its type.
  const offered = contact && !types.includes(contact.contact_type) ? [...types, contact.contact_type] : types;
  return (
    <ProfileItemForm
      formRef={formRef}
      title={contact ? t('contacts.card.editTitle') : t('contacts.card.addTitle')}
      adding={!contact}
      failure={failure?.message}
      saveLabel={t('contacts.card.save')}
      save={save}
      check={() => check(form.state.values)}
      send={() => void form.handleSubmit()}
      onCancel={onDone}
    >
      <form.AppField name="name">
        {(field) => (
          <field.TextField type="text" label={t('contacts.card.name')} hint={t('contacts.card.nameHint')} error={errorOf('name')} />
        )}
      </form.AppField>
      <form.AppField name="contact_type">
        {(field) => (
          <field.SelectField
            label={t('contacts.card.type')}
            required
            hint={choicesFailed ? t('contacts.card.choicesFailed') : undefined}
            error={errorOf('contact_type')}
            options={offered.map((type) => ({ value: type, label: t(CONTACT_TYPE_KEYS[type]) }))}
          />
        )}
      </form.AppField>
      <form.Subscribe selector={(state) => state.values.contact_type}>
        {(type) =>
          type === 'phone' ? (
            <form.AppField name="phone">
              {(field) => (
                <field.PhoneField
                  label={t('contacts.card.phone')}
                  required
                  noCountryLabel={t('contacts.card.noCountry')}
                  error={errorOf('contact_info')}
                />
              )}
            </form.AppField>
          ) : (
            <form.AppField name="info">
              {(field) => (
                <field.TextField
                  type={type === 'email' ? 'email' : 'text'}
                  spellCheck={type === 'email' ? false : undefined}
                  label={t(type === 'email' ? 'contacts.card.email' : 'contacts.card.info')}
                  required
                  error={errorOf('contact_info')}
                />
              )}
            </form.AppField>
          )
        }
      </form.Subscribe>
      <form.AppField name="is_public">
        {(field) => <field.CheckboxField label={t('contacts.card.isPublic')} className="profile-item-form__check" />}
      </form.AppField>
    </ProfileItemForm>
  );
}
