import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { volunteerProfileQueryOptions } from '@/queries/volunteer';
import { apiErrorMessage } from '@/app/errors/apiErrorMessage';
import { ErrorCard } from '@/app/shell/ErrorCard';
import { useDocumentTitle } from '@/app/shell/useDocumentTitle';
import { profileFailureMessage } from '@/app/profileParts/profileFailure';
import { CalendarFeedCard } from './CalendarFeedCard';
import { VolunteerProfileCard } from './VolunteerProfileCard';
import '@/app/ui/primitives.css';
import './volunteerProfile.css';

/**
 * Issue 17, point 3: #/volunteer/profile: the total XP, the profile card (name, bio, birthday,
 * photo) and the private calendar feed; below the feed, the e-mail notifications card (issue 18)
 * the route composes. The route's loader has the profile (GET /api/volunteer/me/, the navbar's
 * query too, so a new name shows there at once).
 */
export function VolunteerProfilePage({ notifications }: { notifications?: ReactNode }) {
  const { t, i18n } = useTranslation();
  // The total XP rises when an NGO confirms attendance: each visit asks again while the cached profile shows.
  const profile = useSuspenseQuery({ ...volunteerProfileQueryOptions(), staleTime: 0 }).data;
  const title = t('volunteerArea.profile.title');
  useDocumentTitle(title);

  return (
    <div className="volunteer-profile">
      <header className="events-page__header">
        <h1 className="events-page__title">{title}</h1>
      </header>
      <ul className="stat-cards volunteer-profile__figures" aria-label={t('volunteerArea.figures.label')}>
        <li className="stat-card stat-card--total">
          <span className="stat-card__count">{new Intl.NumberFormat(i18n.language).format(profile.total_xp)}</span>
          <span className="stat-card__label">{t('volunteerArea.figures.totalXp')}</span>
          <Link to="/volunteer/certificate" className="volunteer-profile__certificate">
            {t('volunteerArea.profile.certificateLink')}
          </Link>
        </li>
      </ul>
      <div className="volunteer-profile__columns">
        <VolunteerProfileCard profile={profile} />
        <div className="volunteer-profile__side">
          <CalendarFeedCard />
          {notifications}
        </div>
      </div>
    </div>
  );
}

/** The profile could not be loaded: the area's message with 'Please try again later', the cause, and a retry. */
export function VolunteerProfileError({ error }: ErrorComponentProps) {
  const { t } = useTranslation();
  const title = t('volunteerArea.profile.title');
  useDocumentTitle(title);
  const message = profileFailureMessage(t, 'volunteerArea.profile.loadFailed');
  return <ErrorCard title={title} message={message} cause={apiErrorMessage(error, t, message)} retry="route" />;
}
