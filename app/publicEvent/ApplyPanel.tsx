import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { VolunteerApplication } from '@/contract/applications';
import { APPLICATION_MESSAGE_MAX_LENGTH } from '@/contract/limits';
import { isEventFull, type PublicEvent } from '@/contract/publicEvents';
import { apiErrorMessage } from '@/app/errors/apiErrorMessage';
import { ErrorCard } from '@/app/shell/ErrorCard';
import { ApplicationStatusBadge } from '@/app/applicationParts/ApplicationStatusBadge';
import { Button } from '@/app/ui/Button';
import { dateTimeFormat } from '@/app/ui/dateTimeFormat';
import { Field } from '@/app/ui/Field';
import { Spinner } from '@/app/ui/Spinner';
import { useSession } from '@/queries/session';
import { useApply, volunteerApplicationsQueryOptions } from '@/queries/volunteerApplications';

interface ApplyPanelProps {
  event: PublicEvent;
  /** The form is open (`?apply=1`: a volunteer back from signing in finds it open). */
  formOpen: boolean;
  onFormOpen: (open: boolean) => void;
}

/**
 * Issue 17, decision 6: applying on #/explore/{id}. Signed out: sign in or register as a volunteer,
 * both coming back here with the form open. A volunteer: their application to this event, or Apply
 * with an optional message (a full event says beforehand that it joins the waitlist). NGO staff and
 * the administrator: only volunteers apply.
 */
export function ApplyPanel({ event, formOpen, onFormOpen }: ApplyPanelProps) {
  const { t } = useTranslation();
  const session = useSession();
  const titleId = useId();
  return (
    <section className="apply-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="apply-panel__title">
        {t('apply.title')}
      </h2>
      {!session ? (
        <SignedOut eventId={event.id} />
      ) : session.user_type === 'volunteer' ? (
        <VolunteerApply event={event} formOpen={formOpen} onFormOpen={onFormOpen} />
      ) : (
        <p className="apply-panel__note">{t('apply.staffOnly')}</p>
      )}
    </section>
  );
}

/** Both links come back to this event with the form open (app/auth/nextPath.ts allows it). */
function SignedOut({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const next = `/explore/${eventId}?apply=1`;
  return (
    <>
      <p className="apply-panel__note">{t('apply.signedOut')}</p>
      <div className="apply-panel__actions">
        <Link to="/volunteer/login" search={{ next }} className="button button--primary button--medium">
          {t('apply.signIn')}
        </Link>
        <Link to="/volunteer/register" search={{ next }} className="button button--secondary button--medium">
          {t('apply.register')}
        </Link>
      </div>
    </>
  );
}

function VolunteerApply({ event, formOpen, onFormOpen }: ApplyPanelProps) {
  const { t } = useTranslation();
  const mine = useQuery(volunteerApplicationsQueryOptions({ event_id: event.id, page: 1, page_size: 1 }));
  const apply = useApply();
  const full = isEventFull(event);
  // The answer of a moment ago shows until the list, fetched again, holds it too.
  const application = mine.data?.results[0] ?? (apply.data?.event_id === event.id ? apply.data : undefined);

  return (
    <>
      {/* One live region from the start, so the outcome of sending is announced when it appears. */}
      <p role="status" className={['apply-panel__sent', apply.data?.status === 'waitlisted' ? 'apply-panel__sent--waitlisted' : null].filter(Boolean).join(' ')}>
        {apply.data && (apply.data.status === 'waitlisted' ? t('apply.waitlisted') : t('apply.sent'))}
      </p>
      {application ? (
        <ApplicationState application={application} />
      ) : mine.isPending ? (
        <Spinner label={t('apply.loading')} />
      ) : mine.isError ? (
        <ErrorCard message={t('apply.errors.loadFailed')} retry={{ onRetry: () => void mine.refetch(), busy: mine.isFetching }} />
      ) : formOpen ? (
        <ApplyForm
          full={full}
          busy={apply.isPending}
          failure={apply.isError ? apiErrorMessage(apply.error, t, t('apply.errors.failed')) : null}
          onSend={(message) =>
            apply.mutate({ eventId: event.id, message: message.trim() || undefined }, { onSuccess: () => onFormOpen(false) })
          }
          onCancel={() => {
            apply.reset();
            onFormOpen(false);
          }}
        />
      ) : (
        <>
          {full && <p className="apply-panel__waitlist">{t('apply.fullBefore')}</p>}
          <div className="apply-panel__actions">
            <Button onClick={() => onFormOpen(true)}>{t('apply.open')}</Button>
          </div>
        </>
      )}
    </>
  );
}

function ApplyForm({ full, busy, failure, onSend, onCancel }: {
  full: boolean;
  busy: boolean;
  failure: string | null;
  onSend: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  // Kept when sending fails, so nothing typed is lost.
  const [message, setMessage] = useState('');
  const messageRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => messageRef.current?.focus(), []);

  function send(formEvent: FormEvent) {
    formEvent.preventDefault();
    onSend(message);
  }

  return (
    <form className="apply-panel__form" onSubmit={send} aria-busy={busy || undefined}>
      {full && <p className="apply-panel__waitlist">{t('apply.fullBefore')}</p>}
      <Field label={t('apply.message.label')} hint={t('apply.message.hint', { max: APPLICATION_MESSAGE_MAX_LENGTH })}>
        {(control) => (
          <textarea
            {...control}
            ref={messageRef}
            rows={4}
            maxLength={APPLICATION_MESSAGE_MAX_LENGTH}
            value={message}
            disabled={busy}
            onChange={(changed) => setMessage(changed.target.value)}
          />
        )}
      </Field>
      {failure && (
        <p role="alert" className="apply-panel__error">
          {failure}
        </p>
      )}
      <div className="apply-panel__actions">
        <Button type="submit" busy={busy} busyLabel={t('apply.sending')}>
          {t('apply.send')}
        </Button>
        <Button variant="ghost" disabled={busy} onClick={onCancel}>
          {t('common.actions.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** The volunteer's application to this event: its status, when it was made, and the way to all of them. */
function ApplicationState({ application }: { application: VolunteerApplication }) {
  const { t, i18n } = useTranslation();
  const applied = new Date(application.application_date);
  return (
    <>
      <p className="apply-panel__status">
        <span>{t('apply.status')}</span> <ApplicationStatusBadge status={application.status} />
      </p>
      {!Number.isNaN(applied.getTime()) && (
        <p className="apply-panel__note">
          {t('apply.appliedOn', { date: dateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(applied) })}
        </p>
      )}
      <Link to="/volunteer" className="apply-panel__link">
        {t('apply.myApplications')}
      </Link>
    </>
  );
}
