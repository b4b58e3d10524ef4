import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APPLICATION_STATUSES, type Application, type ApplicationStatus } from '@/contract/applications';
import type { Event } from '@/contract/events';
import { applicationsQueryOptions } from '@/queries/applications';
import { apiErrorMessage } from '@/app/errors/apiErrorMessage';
import { ErrorCard } from '@/app/shell/ErrorCard';
import { Avatar } from '@/app/ui/Avatar';
import { ApplicationStatusBadge } from '@/app/applicationParts/ApplicationStatusBadge';
import { Button } from '@/app/ui/Button';
import { Modal } from '@/app/ui/Modal';
import { Spinner } from '@/app/ui/Spinner';

/** SPEC §2: the volunteers modal's status filter: all, or one status (completed too). */
type StatusFilter = 'all' | ApplicationStatus;

/**
 * SPEC §2: the volunteers modal of an event card and the view-volunteers dialog of event details,
 * one button and dialog for both. The list loads when the dialog opens.
 */
export function EventVolunteersButton({ event }: { event: Pick<Event, 'id' | 'eventName'> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const name = event.eventName;

  return (
    <>
      <Button
        variant="secondary"
        size="small"
        aria-haspopup="dialog"
        aria-label={t('volunteers.modal.openNamed', { name })}
        onClick={() => setOpen(true)}
      >
        {t('volunteers.modal.open')}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('volunteers.modal.title', { name })}>
        <EventVolunteers eventId={event.id} />
      </Modal>
    </>
  );
}

/** The event's applicants with the status filter and how many it shows. */
function EventVolunteers({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<StatusFilter>('all');
  const filterId = useId();
  const applications = useQuery(applicationsQueryOptions({ event_id: eventId }));

  if (applications.isPending) return <Spinner label={t('common.loading')} />;
  if (applications.isError) {
    return (
      <ErrorCard
        message={t('volunteers.errors.screen.loadFailed')}
        cause={apiErrorMessage(applications.error, t, t('volunteers.errors.service.fetchFailed'))}
        retry={{ onRetry: () => void applications.refetch(), busy: applications.isFetching }}
      />
    );
  }

  const shown = filter === 'all' ? applications.data : applications.data.filter((application) => application.status === filter);
  return (
    <div className="volunteers">
      <div className="volunteers__toolbar">
        <div className="field volunteers__filter">
          <label className="field__label" htmlFor={filterId}>
            {t('volunteers.modal.statusFilter')}
          </label>
          <select id={filterId} className="field__control" value={filter} onChange={(change) => setFilter(change.target.value as StatusFilter)}>
            <option value="all">{t('volunteers.modal.all')}</option>
            {APPLICATION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`applications.status.${status}`)}
              </option>
            ))}
          </select>
        </div>
        {/* Announced when the filter changes the list. */}
        <p className="volunteers__count" role="status">
          {t('volunteers.modal.count', { count: shown.length })}
        </p>
      </div>
      {shown.length === 0 ? (
        <p className="volunteers__empty">{t(filter === 'all' ? 'volunteers.modal.empty' : 'volunteers.modal.emptyFiltered')}</p>
      ) : (
        <ul className="volunteers__list" aria-label={t('volunteers.modal.listLabel')}>
          {shown.map((application) => (
            <VolunteerRow key={application.id} application={application} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** One applicant: picture or initials, name, e-mail, message (issue 33) and status, with SPEC §2's fallbacks for an unknown user or no e-mail. */
function VolunteerRow({ application }: { application: Application }) {
  const { t } = useTranslation();
  const user = application.user;
  const email = user?.email ?? null;

  return (
    <li className="volunteers__item">
      <Avatar name={user?.full_name ?? null} image={user?.profile_image ?? null} />
      <div className="volunteers__who">
        <span className={user ? 'volunteers__name' : 'volunteers__name volunteers__name--unknown'}>
          {user ? user.full_name : t('volunteers.modal.unknownUser')}
        </span>
        {email ? (
          <a className="volunteers__email" href={`mailto:${email}`}>
            {email}
          </a>
        ) : (
          <span className="volunteers__email volunteers__email--missing">{t('volunteers.modal.noEmail')}</span>
        )}
        {application.message && (
          // Issue 33: what the volunteer wrote when applying, as typed (plain text, its line breaks kept).
          <p className="volunteers__message">
            <span className="visually-hidden">{t('applications.details.message')}: </span>
            {application.message}
          </p>
        )}
      </div>
      <ApplicationStatusBadge status={application.status} />
    </li>
  );
}
