import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCard } from '@/app/shell/ErrorCard';
import { Button } from '@/app/ui/Button';
import { Card } from '@/app/ui/Card';
import { ConfirmDialog } from '@/app/ui/ConfirmDialog';
import { EmptyState } from '@/app/ui/EmptyState';
import { Spinner } from '@/app/ui/Spinner';
import { profileFailureMessage } from '@/app/profileParts/profileFailure';
import { useItemEditing } from './useItemEditing';
import './profileCards.css';

/** A card's own catalogue keys (contacts.card.*, socialLinks.card.*). */
export interface ProfileItemsKeys {
  title: ParseKeys;
  add: ParseKeys;
  listLabel: ParseKeys;
  empty: ParseKeys;
  emptyText: ParseKeys;
  editButton: ParseKeys;
  deleteButton: ParseKeys;
  confirmTitle: ParseKeys;
  confirmDelete: ParseKeys;
  fetchFailure: ParseKeys;
  deleteFailure: ParseKeys;
}

/** What names one item to a screen reader and in the delete question, in the reader's language. */
export interface ItemLabels {
  edit: string;
  delete: string;
  confirm: string;
}

interface ProfileItemsCardProps<Item extends { id: number }> {
  keys: ProfileItemsKeys;
  items: UseQueryResult<Item[]>;
  remove: Pick<UseMutationResult<unknown, Error, number>, 'mutate' | 'reset' | 'isError' | 'isPending'>;
  labelsOf: (item: Item) => ItemLabels;
  /** The item as its row shows it, before its Edit and Delete buttons. */
  renderItem: (item: Item) => ReactNode;
  /** The form that adds an item (none given) or changes it; `onDone` closes it. */
  renderForm: (item: Item | undefined, onDone: () => void) => ReactNode;
}

/**
 * A /profile card of the NGO's items (social links, contacts; SPEC §2): add, edit one at a time in
 * place, delete after confirmation (SPEC §5), the service's failures as SPEC §8 words them. After a
 * delete the focus goes to the Add button, since the item's own buttons are gone.
 */
export function ProfileItemsCard<Item extends { id: number }>({
  keys,
  items,
  remove,
  labelsOf,
  renderItem,
  renderForm,
}: ProfileItemsCardProps<Item>) {
  const { t } = useTranslation();
  const { editing, addButton, open, close, openerProps } = useItemEditing();
  const [deleting, setDeleting] = useState<Item | null>(null);

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
      title={t(keys.title)}
      className="profile-card"
      actions={
        <Button ref={addButton} size="small" variant="secondary" onClick={() => open('new')} disabled={editing === 'new' || !items.data}>
          {t(keys.add)}
        </Button>
      }
    >
      {remove.isError && (
        <p className="profile-card__alert" role="alert">
          {profileFailureMessage(t, keys.deleteFailure)}
        </p>
      )}
      {items.isError ? (
        <ErrorCard
          message={profileFailureMessage(t, keys.fetchFailure)}
          retry={{ onRetry: () => void items.refetch(), busy: items.isFetching }}
        />
      ) : !items.data ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <>
          {editing === 'new' && renderForm(undefined, close)}
          {items.data.length === 0 && editing !== 'new' ? (
            <EmptyState title={t(keys.empty)} text={t(keys.emptyText)} />
          ) : (
            <ul className="profile-items" aria-label={t(keys.listLabel)}>
              {items.data.map((item) =>
                editing === item.id ? (
                  <li key={item.id} className="profile-item profile-item--editing">
                    {renderForm(item, close)}
                  </li>
                ) : (
                  <li key={item.id} className="profile-item">
                    {renderItem(item)}
                    <div className="profile-item__actions">
                      <Button {...openerProps(item.id)} size="small" variant="secondary" aria-label={labelsOf(item).edit} onClick={() => open(item.id)}>
                        {t(keys.editButton)}
                      </Button>
                      <Button
                        size="small"
                        variant="ghost"
                        aria-label={labelsOf(item).delete}
                        onClick={() => {
                          remove.reset();
                          setDeleting(item);
                        }}
                      >
                        {t(keys.deleteButton)}
                      </Button>
                    </div>
                  </li>
                ),
              )}
            </ul>
          )}
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t(keys.confirmTitle)}
        message={deleting ? labelsOf(deleting).confirm : ''}
        confirmLabel={t(keys.confirmDelete)}
        tone="danger"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Card>
  );
}
