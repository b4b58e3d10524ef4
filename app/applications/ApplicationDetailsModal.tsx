import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Application } from '@/contract/applications';
import { applicationQueryOptions } from '@/queries/applications';
import { Button } from '@/app/ui/Button';
import { dateTimeFormat, formatDateTime } from '@/app/ui/dateTimeFormat';
import { Modal } from '@/app/ui/Modal';
import { formatEventDay } from '@/app/eventParts/eventDateFormats';
import { applicantName } from './applicantName';
import { ApplicationStatusBadge } from '@/app/applicationParts/ApplicationStatusBadge';

/** A birthday is a calendar day, not an instant: formatted in UTC so no time zone moves it a day. */
const BIRTHDAY: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeZone: 'UTC' };

/**
 * SPEC §2 details modal: applicant name, e-mail, bio, total XP, birthday, event name, application
 * date and status; the event's day and the volunteer's message (issue 33). It shows the row at once and reads the application again (SPEC §7's one
 * application call), so it is current even when the page was loaded a while ago.
 */
export function ApplicationDetailsModal({ application, onClose }: { application: Application | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={application !== null}
      title={t('applications.details.title')}
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('common.actions.close')}
        </Button>
      }
    >
      {application && <ApplicationDetails shown={application} />}
    </Modal>
  );
}

function ApplicationDetails({ shown }: { shown: Application }) {
  const { t, i18n } = useTranslation();
  const fresh = useQuery({ ...applicationQueryOptions(shown.id), placeholderData: shown });
  const application = fresh.data ?? shown;
  const user = application.user;
  const birthday = user?.birthday ? dateTimeFormat(i18n.language, BIRTHDAY).format(new Date(`${user.birthday}T00:00:00Z`)) : null;

  return (
    <dl className="application-details">
      <Fact label={t('applications.details.name')}>{applicantName(application, t)}</Fact>
      <Fact label={t('applications.details.email')}>
        {user?.email ? <a href={`mailto:${user.email}`}>{user.email}</a> : t('volunteers.modal.noEmail')}
      </Fact>
      <Fact label={t('applications.details.bio')}>
        {user?.bio ? <span className="application-details__bio">{user.bio}</span> : t('applications.details.noBio')}
      </Fact>
      <Fact label={t('applications.details.totalXp')}>{user ? user.total_xp : t('applications.details.notSpecified')}</Fact>
      <Fact label={t('applications.details.birthday')}>{birthday ?? t('applications.details.notSpecified')}</Fact>
      <Fact label={t('applications.details.event')}>
        {application.event_name}
        <span className="application-details__event-date">{formatEventDay(application.event_start, i18n.language, application.time_zone)}</span>
      </Fact>
      <Fact label={t('applications.details.applicationDate')}>{formatDateTime(new Date(application.application_date), i18n.language)}</Fact>
      <Fact label={t('applications.details.status')}>
        <ApplicationStatusBadge status={application.status} />
      </Fact>
      {/* Issue 33: the volunteer's message whole, as typed: text (React escapes it), its line breaks kept. */}
      <Fact label={t('applications.details.message')}>
        {application.message ? <span className="application-details__message">{application.message}</span> : t('applications.details.noMessage')}
      </Fact>
    </dl>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="application-details__fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
