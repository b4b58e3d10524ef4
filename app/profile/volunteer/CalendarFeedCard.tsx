import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarFeedStatusQueryOptions, useCreateCalendarFeed, useRevokeCalendarFeed } from '@/queries/calendarFeed';
import { ErrorCard } from '@/app/shell/ErrorCard';
import { Button } from '@/app/ui/Button';
import { Card } from '@/app/ui/Card';
import { ConfirmDialog } from '@/app/ui/ConfirmDialog';
import { formatDateTime } from '@/app/ui/dateTimeFormat';
import { profileFailureMessage } from '@/app/profileParts/profileFailure';
import { Spinner } from '@/app/ui/Spinner';
import { useToast } from '@/app/ui/Toast';

/**
 * Issue 17, point 4: the volunteer's private calendar feed of the events they hold a place at. The
 * server keeps only the token's hash, so its address is shown once, when made (with Copy and how to
 * subscribe); later the card says a link is active. Replace makes a new one (the old one stops
 * working), Turn off revokes it; both ask first.
 */
export function CalendarFeedCard() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const status = useQuery(calendarFeedStatusQueryOptions());
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [asking, setAsking] = useState<'replace' | 'turnOff' | null>(null);
  const createButton = useRef<HTMLButtonElement>(null);

  const makeLink = () =>
    create.mutate(undefined, {
      onError: () => toast.error(profileFailureMessage(t, 'calendars.createFailed')),
      onSettled: () => setAsking(null),
    });
  const turnOff = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        create.reset(); // its address no longer works: it leaves the screen
        toast.success(t('calendars.turnedOff'));
        // Turn off is gone with the link: the reader continues at "Create a calendar link".
        requestAnimationFrame(() => createButton.current?.focus());
      },
      onError: () => toast.error(profileFailureMessage(t, 'calendars.turnOffFailed')),
      onSettled: () => setAsking(null),
    });

  const feed = create.data;
  return (
    <Card title={t('calendars.title')} className="calendar-feed">
      <p className="calendar-feed__intro">{t('calendars.intro')}</p>
      {status.isError && !status.data ? (
        <ErrorCard message={profileFailureMessage(t, 'calendars.loadFailed')} retry={{ onRetry: () => void status.refetch(), busy: status.isFetching }} />
      ) : !status.data ? (
        <Spinner />
      ) : !status.data.active ? (
        <>
          <p>{t('calendars.none')}</p>
          <Button ref={createButton} onClick={makeLink} busy={create.isPending} busyLabel={t('calendars.creating')}>
            {t('calendars.create')}
          </Button>
        </>
      ) : (
        <>
          {feed ? (
            <CalendarLink key={feed.url} url={feed.url} />
          ) : (
            <p>
              {status.data.created_at
                ? t('calendars.activeSince', { date: formatDateTime(new Date(status.data.created_at), i18n.language) })
                : t('calendars.active')}{' '}
              {t('calendars.shownOnce')}
            </p>
          )}
          <div className="calendar-feed__actions">
            <Button variant="secondary" size="small" onClick={() => setAsking('replace')}>
              {t('calendars.replace')}
            </Button>
            <Button variant="secondary" size="small" onClick={() => setAsking('turnOff')}>
              {t('calendars.turnOff')}
            </Button>
          </div>
        </>
      )}
      <ConfirmDialog
        open={asking === 'replace'}
        title={t('calendars.replaceConfirm.title')}
        message={t('calendars.replaceConfirm.message')}
        confirmLabel={t('calendars.replaceConfirm.confirm')}
        busy={create.isPending}
        onConfirm={makeLink}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking === 'turnOff'}
        title={t('calendars.turnOffConfirm.title')}
        message={t('calendars.turnOffConfirm.message')}
        confirmLabel={t('calendars.turnOffConfirm.confirm')}
        tone="danger"
        busy={revoke.isPending}
        onConfirm={turnOff}
        onCancel={() => setAsking(null)}
      />
    </Card>
  );
}

/** The feed's new address, read-only and selected on focus, with Copy and how to subscribe. */
function CalendarLink({ url }: { url: string }) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);

  // A new address is what the reader came for (it is shown this once): start on it, selected.
  useEffect(() => input.current?.focus(), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('copied');
    } catch {
      // No clipboard (an insecure page, a refusal): the address is selected for the reader to copy.
      input.current?.focus();
      input.current?.select();
      setCopied('failed');
    }
  };

  return (
    <div className="calendar-feed__link">
      <label className="field__label" htmlFor={inputId}>
        {t('calendars.linkLabel')}
      </label>
      <div className="calendar-feed__copy">
        {/* A text area, so the whole address shows (wrapped) even on a phone. */}
        <textarea
          ref={input}
          id={inputId}
          className="field__control calendar-feed__url"
          value={url}
          readOnly
          rows={3}
          spellCheck={false}
          aria-describedby={hintId}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="secondary" onClick={() => void copy()}>
          {t('calendars.copy')}
        </Button>
      </div>
      <p role="status" className="calendar-feed__copied">
        {copied === 'copied' ? t('calendars.copied') : copied === 'failed' ? t('calendars.copyFailed') : null}
      </p>
      <p id={hintId} className="field__hint">
        {t('calendars.hint')}
      </p>
    </div>
  );
}
