import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { canWithdrawApplication, type VolunteerApplication } from '@/contract/applications';
import { ApplicationStatusBadge } from '@/app/applicationParts/ApplicationStatusBadge';
import { Button } from '@/app/ui/Button';
import { formatDateTime } from '@/app/ui/dateTimeFormat';
import { formatEventRange, hasEnded } from '@/app/eventParts/eventDateFormats';
import { RatingStars } from './StarRating';

interface VolunteerApplicationCardProps {
  application: VolunteerApplication;
  onWithdraw: (application: VolunteerApplication) => void;
  onRate: (application: VolunteerApplication) => void;
}

/**
 * One of the volunteer's applications: the event (linking to its public page until it ends), the
 * organiser's page, when (the reader's language and zone), the status, when they applied and what
 * they wrote; Withdraw while applied or waitlisted; once completed, the XP attendance gave and the
 * rating (or "Rate {NGO}" until given).
 */
export function VolunteerApplicationCard({ application, onWithdraw, onRate }: VolunteerApplicationCardProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const ended = hasEnded(application.event_end);
  const completed = application.status === 'completed';
  const rateable = completed && application.rating === null;
  const withdrawable = canWithdrawApplication(application.status);

  return (
    <article className="my-application" aria-labelledby={titleId}>
      <header className="my-application__header">
        <h2 id={titleId} className="my-application__event">
          {ended ? (
            application.event_name
          ) : (
            <Link to="/explore/$eventId" params={{ eventId: application.event_id }}>
              {application.event_name}
            </Link>
          )}
        </h2>
        <ApplicationStatusBadge status={application.status} />
      </header>
      <dl className="my-application__facts">
        <div>
          <dt>{t('volunteerArea.applications.organiser')}</dt>
          <dd>
            <Link to="/ngos/$ngoId" params={{ ngoId: application.ngo_id }}>
              {application.ngo_name}
            </Link>
          </dd>
        </div>
        <div>
          <dt>{t('volunteerArea.applications.when')}</dt>
          <dd>
            {formatEventRange(application.event_start, application.event_end, i18n.language)}
            {ended && <span className="my-application__ended">{t('volunteerArea.applications.ended')}</span>}
          </dd>
        </div>
        <div>
          <dt>{t('volunteerArea.applications.applied')}</dt>
          <dd>{formatDateTime(new Date(application.application_date), i18n.language)}</dd>
        </div>
        {completed && (
          <div>
            <dt>{t('volunteerArea.applications.xpAwarded')}</dt>
            <dd className="my-application__xp">{t('volunteerArea.xp', { xp: application.awarded_xp })}</dd>
          </div>
        )}
        {application.rating !== null && (
          <div>
            <dt>{t('volunteerArea.applications.yourRating')}</dt>
            <dd>
              <RatingStars score={application.rating} />
            </dd>
          </div>
        )}
        {application.message.trim() !== '' && (
          <div className="my-application__message">
            <dt>{t('volunteerArea.applications.message')}</dt>
            <dd>{application.message}</dd>
          </div>
        )}
      </dl>
      {(withdrawable || rateable) && (
        <div className="my-application__actions">
          {withdrawable && (
            <Button
              variant="secondary"
              size="small"
              aria-label={t('volunteerArea.withdraw.named', { event: application.event_name })}
              onClick={() => onWithdraw(application)}
            >
              {t('volunteerArea.withdraw.action')}
            </Button>
          )}
          {rateable && (
            <Button size="small" onClick={() => onRate(application)}>
              {t('volunteerArea.rating.rate', { ngo: application.ngo_name })}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
