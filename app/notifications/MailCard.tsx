import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminMail, MailStatus } from '@/contract/mail';
import { Badge, type BadgeTone } from '@/app/ui/Badge';
import { Button } from '@/app/ui/Button';
import { formatDateTime } from '@/app/ui/dateTimeFormat';

/** The colour only repeats the words. */
const STATUS_TONES: Record<MailStatus, BadgeTone> = { failed: 'danger', pending: 'warning', sent: 'success' };

interface MailCardProps {
  mail: AdminMail;
  /** The administrator asked to send an undelivered message again. */
  onRetry: (mail: AdminMail) => void;
  retrying: boolean;
}

/**
 * One message of the outbox (issue 18): its subject and status, to whom, what kind, how many
 * attempts, the last error and when; Retry for an undelivered one. Never its body, which may hold
 * a password reset link.
 */
export function MailCard({ mail, onRetry, retrying }: MailCardProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const when = (iso: string) => <time dateTime={iso}>{formatDateTime(new Date(iso), i18n.language)}</time>;

  return (
    <article className="mail-card" aria-labelledby={headingId}>
      <header className="mail-card__header">
        <div className="mail-card__heading">
          <h2 id={headingId} className="mail-card__subject">
            {mail.subject}
          </h2>
          <Badge tone={STATUS_TONES[mail.status]}>{t(`adminMail.status.${mail.status}`)}</Badge>
        </div>
        {mail.status === 'failed' && (
          <Button
            size="small"
            busy={retrying}
            aria-label={t('adminMail.retryNamed', { subject: mail.subject, recipient: mail.recipient })}
            onClick={() => onRetry(mail)}
          >
            {t('adminMail.retry')}
          </Button>
        )}
      </header>
      <dl className="mail-card__facts">
        <Fact label={t('adminMail.fields.recipient')} className="mail-card__fact--recipient">
          {mail.recipient}
        </Fact>
        <Fact label={t('adminMail.fields.kind')}>{t(`adminMail.kinds.${mail.kind}`)}</Fact>
        <Fact label={t('adminMail.fields.attempts')}>{mail.attempts}</Fact>
        <Fact label={t('adminMail.fields.created')}>{when(mail.created_at)}</Fact>
        {mail.next_attempt_at && mail.status === 'pending' && <Fact label={t('adminMail.fields.nextAttempt')}>{when(mail.next_attempt_at)}</Fact>}
        {mail.sent_at && <Fact label={t('adminMail.fields.sentAt')}>{when(mail.sent_at)}</Fact>}
        <Fact label={t('adminMail.fields.lastError')} className="mail-card__fact--wide">
          {mail.last_error ? <code className="mail-card__error">{mail.last_error}</code> : t('adminMail.noError')}
        </Fact>
      </dl>
    </article>
  );
}

function Fact({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={['mail-card__fact', className].filter(Boolean).join(' ')}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
