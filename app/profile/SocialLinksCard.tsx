import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SOCIAL_PLATFORM_CHOICES, type SocialLink } from '@/contract/socialLinks';
import { socialLinksQueryOptions, socialPlatformChoicesQueryOptions, useDeleteSocialLink } from '@/queries/socialLinks';
import { ErrorCard } from '@/app/shell/ErrorCard';
import { Button } from '@/app/ui/Button';
import { Card } from '@/app/ui/Card';
import { ConfirmDialog } from '@/app/ui/ConfirmDialog';
import { EmptyState } from '@/app/ui/EmptyState';
import { Spinner } from '@/app/ui/Spinner';
import { profileFailureMessage } from './profileFailure';
import { SocialLinkForm } from './SocialLinkForm';
import { SocialPlatformIcon } from '@/app/ui/SocialPlatformIcon';
import { useItemEditing } from './useItemEditing';
import './profileCards.css';

/**
 * SPEC §2 /profile, social media card (issue 15, point 4): the NGO's links with their platform's
 * mark, each opening in a new tab without handing the page to the site (noopener noreferrer); add,
 * edit one at a time, delete after confirmation. The platforms come from the choices call, or SPEC
 * §3's default list when it fails (said quietly under the select, docs/decisions.md).
 */
export function SocialLinksCard() {
  const { t } = useTranslation();
  const links = useQuery(socialLinksQueryOptions());
  const choicesQuery = useQuery(socialPlatformChoicesQueryOptions());
  const choices = choicesQuery.data ?? SOCIAL_PLATFORM_CHOICES;
  const { editing, addButton, open, close, openerProps } = useItemEditing();
  const [deleting, setDeleting] = useState<SocialLink | null>(null);
  const remove = useDeleteSocialLink();

  const nameOf = (link: SocialLink) => choices.find((choice) => choice.value === link.platform)?.display_name ?? link.platform;
  const form = (link?: SocialLink) => (
    <SocialLinkForm key={link?.id ?? 'new'} link={link} choices={choices} choicesFailed={choicesQuery.isError} onDone={close} />
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
      title={t('socialLinks.card.title')}
      className="profile-card"
      actions={
        <Button ref={addButton} size="small" variant="secondary" onClick={() => open('new')} disabled={editing === 'new' || !links.data}>
          {t('socialLinks.card.add')}
        </Button>
      }
    >
      {remove.isError && (
        <p className="profile-card__alert" role="alert">
          {profileFailureMessage(t, 'socialLinks.card.failures.delete')}
        </p>
      )}
      {links.isError ? (
        <ErrorCard
          message={profileFailureMessage(t, 'socialLinks.card.failures.fetch')}
          retry={{ onRetry: () => void links.refetch(), busy: links.isFetching }}
        />
      ) : !links.data ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <>
          {editing === 'new' && form()}
          {links.data.length === 0 && editing !== 'new' ? (
            <EmptyState title={t('socialLinks.card.empty')} text={t('socialLinks.card.emptyText')} />
          ) : (
            <ul className="profile-items" aria-label={t('socialLinks.card.listLabel')}>
              {links.data.map((link) =>
                editing === link.id ? (
                  <li key={link.id} className="profile-item profile-item--editing">
                    {form(link)}
                  </li>
                ) : (
                  <li key={link.id} className="profile-item">
                    <SocialPlatformIcon platform={link.platform} />
                    <div className="profile-item__text">
                      <span className="profile-item__name">{nameOf(link)}</span>
                      <a className="profile-item__link" href={link.url} target="_blank" rel="noopener noreferrer">
                        {link.url}
                        <span className="visually-hidden"> {t('socialLinks.card.opensInNewTab')}</span>
                      </a>
                    </div>
                    <div className="profile-item__actions">
                      <Button
                        {...openerProps(link.id)}
                        size="small"
                        variant="secondary"
                        aria-label={t('socialLinks.card.edit', { platform: nameOf(link) })}
                        onClick={() => open(link.id)}
                      >
                        {t('socialLinks.card.editButton')}
                      </Button>
                      <Button
                        size="small"
                        variant="ghost"
                        aria-label={t('socialLinks.card.delete', { platform: nameOf(link) })}
                        onClick={() => {
                          remove.reset();
                          setDeleting(link);
                        }}
                      >
                        {t('socialLinks.card.deleteButton')}
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
        title={t('socialLinks.card.confirmTitle')}
        message={deleting ? t('socialLinks.card.confirmMessage', { platform: nameOf(deleting), url: deleting.url }) : ''}
        confirmLabel={t('socialLinks.card.confirmDelete')}
        tone="danger"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Card>
  );
}
