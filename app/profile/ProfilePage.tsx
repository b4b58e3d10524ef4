import { profileFailureMessage } from '@/app/profileParts/profileFailure';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ErrorComponentProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ngoProfileQueryOptions } from '@/queries/profile';
import { apiErrorMessage } from '@/app/errors/apiErrorMessage';
import { ErrorCard } from '@/app/shell/ErrorCard';
import { useDocumentTitle } from '@/app/shell/useDocumentTitle';
import { ContactsCard } from './ContactsCard';
import { OrganisationCard } from './OrganisationCard';
import { ProfileFigures } from './ProfileFigures';
import { SocialLinksCard } from './SocialLinksCard';
import '@/app/ui/primitives.css';
import './profile.css';

/**
 * SPEC §2 /profile: the figures, the organisation card, the social media and contact cards side by
 * side (stacked on a phone), and the gallery below them. The route's loader has the profile; the
 * tab is titled 'NGO Profile' while the page is open.
 */
export function ProfilePage({ ngoId, gallery, notifications }: { ngoId: number; gallery?: ReactNode; notifications?: ReactNode }) {
  const { t } = useTranslation();
  const profile = useSuspenseQuery(ngoProfileQueryOptions()).data;
  useDocumentTitle(t('profile.page.title'));

  return (
    <div className="profile-page">
      <header className="events-page__header">
        <h1 className="events-page__title">{t('profile.page.title')}</h1>
        {/* The public NGO page (issue 15, point 5): what volunteers read, opened in this tab. */}
        {ngoId > 0 && (
          <a className="button button--secondary button--small" href={`#/ngos/${ngoId}`}>
            {t('profile.page.viewPublic')}
          </a>
        )}
      </header>
      <ProfileFigures profile={profile} />
      <OrganisationCard profile={profile} />
      <div className="profile-page__columns">
        <SocialLinksCard />
        <ContactsCard />
        {/* Issue 18: the e-mail notifications card (app/notifications), composed by the route. */}
        {notifications}
      </div>
      {/* SPEC §2: the NGO's gallery (app/gallery), composed by the route. */}
      {gallery}
    </div>
  );
}

/** The profile could not be loaded: SPEC §8's message with 'Please try again later', the cause, and a retry. */
export function ProfileError({ error }: ErrorComponentProps) {
  const { t } = useTranslation();
  useDocumentTitle(t('profile.page.title'));
  const message = profileFailureMessage(t, 'profile.page.loadFailed');
  return <ErrorCard title={t('profile.page.title')} message={message} cause={apiErrorMessage(error, t, message)} retry="route" />;
}
