import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CONTACT_TYPE_KEYS, FALLBACK_CONTACT_TYPES, type Contact } from '@/contract/contacts';
import { contactsQueryOptions, contactTypeChoicesQueryOptions, useDeleteContact } from '@/queries/contacts';
import { Badge } from '@/app/ui/Badge';
import { contactInfoView } from './contactDisplay';
import { ContactForm } from './ContactForm';
import { ProfileItemsCard, type ProfileItemsKeys } from './ProfileItemsCard';

const KEYS: ProfileItemsKeys = {
  title: 'contacts.card.title',
  add: 'contacts.card.add',
  listLabel: 'contacts.card.listLabel',
  empty: 'contacts.card.empty',
  emptyText: 'contacts.card.emptyText',
  editButton: 'contacts.card.editButton',
  deleteButton: 'contacts.card.deleteButton',
  confirmTitle: 'contacts.card.confirmTitle',
  confirmDelete: 'contacts.card.confirmDelete',
  fetchFailure: 'contacts.card.failures.fetch',
  deleteFailure: 'contacts.card.failures.delete',
};

/**
 * SPEC §2 /profile, contact information card (issue 15, point 4): each contact's name, type and
 * information (a phone formatted for the reader with a tel: link, an e-mail with a mailto: link),
 * and whether the public NGO page shows it, in words; add, edit one at a time, delete after
 * confirmation (SPEC §5). The types come from the choices call, or Phone and E-mail when it fails.
 */
export function ContactsCard() {
  const { t } = useTranslation();
  const contacts = useQuery(contactsQueryOptions());
  const choices = useQuery(contactTypeChoicesQueryOptions());
  const types = choices.data?.map((choice) => choice.value) ?? FALLBACK_CONTACT_TYPES;
  const remove = useDeleteContact();

  /** The contact named in buttons and the question: its name, else its information as shown. */
  const labelOf = (contact: Contact) => contact.name || contactInfoView(contact).text;

  return (
    <ProfileItemsCard
      keys={KEYS}
      items={contacts}
      remove={remove}
      labelsOf={(contact) => ({
        edit: t('contacts.card.edit', { contact: labelOf(contact) }),
        delete: t('contacts.card.delete', { contact: labelOf(contact) }),
        confirm: t('contacts.card.confirmMessage', { contact: labelOf(contact) }),
      })}
      renderItem={(contact) => <ContactRow contact={contact} />}
      renderForm={(contact, onDone) => (
        <ContactForm key={contact?.id ?? 'new'} contact={contact} types={types} choicesFailed={choices.isError} onDone={onDone} />
      )}
    />
  );
}

function ContactRow({ contact }: { contact: Contact }) {
  const { t } = useTranslation();
  const info = contactInfoView(contact);
  return (
    <>
      <div className="profile-item__text">
        <span className="profile-item__name">
          {contact.name && <>{contact.name} · </>}
          <span className="profile-item__type">{t(CONTACT_TYPE_KEYS[contact.contact_type])}</span>
        </span>
        {info.href ? (
          <a className="profile-item__link" href={info.href}>
            {info.text}
          </a>
        ) : (
          <span className="profile-item__info">{info.text}</span>
        )}
      </div>
      <Badge tone={contact.is_public ? 'success' : 'neutral'}>{t(contact.is_public ? 'contacts.card.public' : 'contacts.card.private')}</Badge>
    </>
  );
}
