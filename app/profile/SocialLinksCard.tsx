import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SOCIAL_PLATFORM_CHOICES, type SocialLink } from '@/contract/socialLinks';
import { socialLinksQueryOptions, socialPlatformChoicesQueryOptions, useDeleteSocialLink } from '@/queries/socialLinks';
import { SocialPlatformIcon } from '@/app/profileParts/SocialPlatformIcon';
import { ProfileItemsCard, type ProfileItemsKeys } from './ProfileItemsCard';
import { SocialLinkForm } from './SocialLinkForm';

const KEYS: ProfileItemsKeys = {
  title: 'socialLinks.card.title',
  add: 'socialLinks.card.add',
  listLabel: 'socialLinks.card.listLabel',
  empty: 'socialLinks.card.empty',
  emptyText: 'socialLinks.card.emptyText',
  editButton: 'socialLinks.card.editButton',
  deleteButton: 'socialLinks.card.deleteButton',
  confirmTitle: 'socialLinks.card.confirmTitle',
  confirmDelete: 'socialLinks.card.confirmDelete',
  fetchFailure: 'socialLinks.card.failures.fetch',
  deleteFailure: 'socialLinks.card.failures.delete',
};

/**
 * SPEC §2 /profile, social media card (issue 15, point 4): the NGO's links with their platform's
 * mark, each opening in a new tab without handing the page to the site (noopener noreferrer); add,
 * edit one at a time, delete after confirmation. The platforms come from the choices call, or SPEC
 * §3's default list when it fails (said quietly under the select, docs/decisions/people-and-profiles.md).
 */
export function SocialLinksCard() {
  const { t } = useTranslation();
  const links = useQuery(socialLinksQueryOptions());
  const choicesQuery = useQuery(socialPlatformChoicesQueryOptions());
  const choices = choicesQuery.data ?? SOCIAL_PLATFORM_CHOICES;
  const remove = useDeleteSocialLink();

  const nameOf = (link: SocialLink) => choices.find((choice) => choice.value === link.platform)?.display_name ?? link.platform;

  return (
    <ProfileItemsCard
      keys={KEYS}
      items={links}
      remove={remove}
      labelsOf={(link) => ({
        edit: t('socialLinks.card.edit', { platform: nameOf(link) }),
        delete: t('socialLinks.card.delete', { platform: nameOf(link) }),
        confirm: t('socialLinks.card.confirmMessage', { platform: nameOf(link), url: link.url }),
      })}
      renderItem={(link) => (
        <>
          <SocialPlatformIcon platform={link.platform} />
          <div className="profile-item__text">
            <span className="profile-item__name">{nameOf(link)}</span>
            <a className="profile-item__link" href={link.url} target="_blank" rel="noopener noreferrer">
              {link.url}
              <span className="visually-hidden"> {t('socialLinks.card.opensInNewTab')}</span>
            </a>
          </div>
        </>
      )}
      renderForm={(link, onDone) => (
        <SocialLinkForm key={link?.id ?? 'new'} link={link} choices={choices} choicesFailed={choicesQuery.isError} onDone={onDone} />
      )}
    />
  );
}
