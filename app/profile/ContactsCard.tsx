import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_TYPE_KEYS, FALLBACK_CONTACT_TYPES, type Contact } from '@/contract/contacts';
import { contactsQueryOptions, contactTypeChoicesQueryOptions, useDeleteContact } from '@/queries/contacts';
import { ErrorCard } from '@/app/shell/ErrorCard';
import { Badge } from '@/app/ui/Badge';
import { Button } from '@/app/ui/Button';
import { Card } from '@/app/ui/Card';
import { ConfirmDialog } from '@/app/ui/ConfirmDialog';
import { EmptyState } from '@/app/ui/EmptyState';
import { Spinner } from '@/app/ui/Spinner';
import { contactInfoView } from './contactDisplay';
import { ContactForm } from './ContactForm';
import { profileFailureMessage } from './profileFailure';
import { useItemEditing } from './useItemEditing';
import './profileCards.css';

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
  const { editing, addButton, open, close, openerProps } = useItemEditing();
  const [deleting, setDeleting] = useState<Contact | null>(null);
  const remove = useDeleteContact();

  /** The contact named in buttons and the question: its name, else its information as shown. */
  const labelOf = (contact: Contact) => contact.name || contactInfoView(contact).text;
  const form = (contact?: Contact) => (
    <ContactForm key={contact?.id ?? 'new'} contact={contact} types={types} choicesFailed={choices.isError} onDone={close} />
  );

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSettled: () => setDeleting(null),
      onSuccess: () => {
        if (editing === deleting.id) close();
        addButton.current?.focus();
      },
    });
  }

  return (
    <Card
      title={t('contacts.card.title')}
      className="profile-card"
      actions={
        <Button ref={addButton} size="small" variant="secondary" onClick={() => open('new')} disabled={editing === 'new' || !contacts.data}>
          {t('contacts.card.add')}
        </Button>
      }
    >
      {remove.isError && (
        <p className="profile-card__alert" role="alert">
          {profileFailureMessage(t, 'contacts.card.failures.delete')}
        </p>
      )}
      {contacts.isError ? (
        <ErrorCard
          message={profileFailureMessage(t, 'contacts.card.failures.fetch')}
          retry={{ onRetry: () => void contacts.refetch(), busy: contacts.isFetching }}
        />
      ) : !contacts.data ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <>
          {editing === 'new' && form()}
          {contacts.data.length === 0 && editing !== 'new' ? (
            <EmptyState title={t('contacts.card.empty')} text={t('contacts.card.emptyText')} />
          ) : (
            <ul className="profile-items" aria-label={t('contacts.card.listLabel')}>
              {contacts.data.map((contact) => {
                if (editing === contact.id) {
                  return (
                    <li key={contact.id} className="profile-item profile-item--editing">
                      {form(contact)}
                    </li>
                  );
                }
                const info = contactInfoView(contact);
                return (
                  <li key={contact.id} className="profile-item">
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
                    <div className="profile-item__actions">
                      <Button
                        {...openerProps(contact.id)}
                        size="small"
                        variant="secondary"
                        aria-label={t('contacts.card.edit', { contact: labelOf(contact) })}
                        onClick={() => open(contact.id)}
                      >
                        {t('contacts.card.editButton')}
                      </Button>
                      <Button
                        size="small"
                        variant="ghost"
                        aria-label={t('contacts.card.delete', { contact: labelOf(contact) })}
                        onClick={() => {
                          remove.reset();
                          setDeleting(contact);
                        }}
                      >
                        {t('contacts.card.deleteButton')}
                      </Button>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('contacts.card.confirmTitle')}
        message={deleting ? t('contacts.card.confirmMessage', { contact: labelOf(deleting) }) : ''}
        confirmLabel={t('contacts.card.confirmDelete')}
        tone="danger"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Card>
  );
}
