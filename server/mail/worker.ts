import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { isSecurityMail, MAIL_MAX_ATTEMPTS, mailRetryDelayMs, type MailKind } from '@/contract/mail';
import { mailOutbox } from '@/server/db/schema';
import type { MailConfig } from '@/server/platform/config';
import type { Database, Queries } from '@/server/platform/db';
import { runIfDue } from '@/server/platform/scheduledJobs';
import { queueApplicationSummaries, queueReviewReminders } from './jobs';
import { knownLanguage, unsubscribeToken } from './outbox';
import { renderMail, type MailData } from './templates';
import type { MailTransport } from './transport';

// Issue 18, point 1: the worker sends what the outbox holds. Each round claims up to BATCH due
// messages in one short statement (FOR UPDATE SKIP LOCKED, then a lease in locked_until), sends
// them outside any transaction and records the outcome: sent, or tried again later (the delay
// doubles, contract/mail.ts), or failed after MAIL_MAX_ATTEMPTS or at once on a permanent (5xx)
// refusal, kept for the administrator.
// Several instances on one PostgreSQL each claim different messages; a message whose sender died
// is taken again once its lease ends (docs/decisions/mail.md "Outbox and worker").

/** Longer than any send can take (transport.ts SMTP_TIMEOUTS add up to under a minute). */
export const CLAIM_LEASE_MS = 5 * 60 * 1000;
const BATCH = 20;
/** How often the worker looks for due messages. */
export const MAIL_POLL_MS = 2_000;
/** How often the scheduled jobs (application summaries, review reminders) run, on one instance. */
export const MAIL_JOBS_INTERVAL_MS = 60_000;
/** Their row in scheduled_jobs. */
export const MAIL_JOBS_NAME = 'mail';

export type DeliveryRound = { sent: number; retried: number; failed: number };

export type MailWorkerOptions = {
  db: Database;
  transport: MailTransport;
  config: MailConfig;
  secret: () => string;
  log: FastifyBaseLogger;
  /** scheduled_jobs.last_run_by; this host and process unless a test names two workers in one process. */
  instance?: string;
};

export class MailWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;

  constructor(private readonly options: MailWorkerOptions) {}

  get transport(): MailTransport {
    return this.options.transport;
  }

  /** Sends the messages due now, BATCH at a time until none is left. */
  async deliverDue(): Promise<DeliveryRound> {
    const total: DeliveryRound = { sent: 0, retried: 0, failed: 0 };
    for (;;) {
      const claimed = await this.claim();
      for (const message of claimed) total[await this.deliver(message)] += 1;
      if (claimed.length < BATCH) return total;
    }
  }

  /** The scheduled jobs, now and here: they queue messages in the outbox, which deliverDue then sends. */
  async runJobs(): Promise<void> {
    await this.options.db.transaction((tx) => this.jobs(tx));
  }

  /**
   * The scheduled jobs when they are due: once every MAIL_JOBS_INTERVAL_MS across all instances on
   * this database, run by whichever locks them first (issue 19). Answers whether they ran here.
   */
  async runJobsIfDue(): Promise<boolean> {
    return runIfDue(this.options.db, MAIL_JOBS_NAME, MAIL_JOBS_INTERVAL_MS, (tx) => this.jobs(tx), this.options.instance);
  }

  private async jobs(tx: Queries): Promise<void> {
    await queueApplicationSummaries(tx);
    await queueReviewReminders(tx, this.options.config.reviewReminderHours);
  }

  /** Polls every MAIL_POLL_MS until stop(); a failing round (database down) is logged and tried again. */
  start(): void {
    this.stopped = false;
    const round = async () => {
      try {
        await this.runJobsIfDue();
        await this.deliverDue();
      } catch (error) {
        this.options.log.warn({ err: error }, 'mail worker round failed; trying again');
      }
    };
    const next = () => {
      if (this.stopped) return;
      this.timer = setTimeout(() => {
        this.running = round().finally(next);
      }, MAIL_POLL_MS);
      this.timer.unref();
    };
    this.running = round().finally(next);
  }

  /** Stops polling and waits for the round in progress, so the database can close after it. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    this.options.transport.close();
  }

  private async claim() {
    const { db } = this.options;
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, 'pending'),
          lte(mailOutbox.nextAttemptAt, sql`now()`),
          or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(mailOutbox)
      .set({ lockedUntil: sql`now() + make_interval(secs => ${CLAIM_LEASE_MS / 1000})`, attempts: sql`${mailOutbox.attempts} + 1` })
      .where(inArray(mailOutbox.id, due))
      .returning();
    // RETURNING keeps no order (PostgreSQL answered these newest first): sent in the order queued.
    return claimed.sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() || a.id - b.id);
  }

  private async deliver(message: typeof mailOutbox.$inferSelect): Promise<keyof DeliveryRound> {
    const { db, transport, config, secret, log } = this.options;
    // Still this worker's: no other claimed it since (each claim adds an attempt).
    const ours = and(eq(mailOutbox.id, message.id), eq(mailOutbox.attempts, message.attempts), eq(mailOutbox.status, 'pending'));
    try {
      await transport.send(outgoingOf(message, config, secret()));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      // A 5xx reply (no such mailbox, refused) will not change by waiting; 4xx and lost connections may.
      const permanent = Number((error as { responseCode?: unknown }).responseCode) >= 500;
      const failed = permanent || message.attempts >= MAIL_MAX_ATTEMPTS;
      await db
        .update(mailOutbox)
        .set({
          status: failed ? 'failed' : 'pending',
          lastError: reason.slice(0, 1_000),
          lockedUntil: null,
          nextAttemptAt: sql`now() + make_interval(secs => ${mailRetryDelayMs(message.attempts) / 1000})`,
        })
        .where(ours);
      log.warn({ mail: message.id, kind: message.kind, attempts: message.attempts, err: error }, failed ? 'mail failed for good' : 'mail not sent; will try again');
      return failed ? 'failed' : 'retried';
    }
    // The reset token has done its job: the stored message no longer holds it.
    await db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null, data: sql`${mailOutbox.data} - 'token'` })
      .where(ours);
    return 'sent';
  }
}

/** The message as it leaves: rendered in its language, with RFC 8058 one-click unsubscribe for a user. */
function outgoingOf(message: typeof mailOutbox.$inferSelect, config: MailConfig, secret: string) {
  const kind = message.kind as MailKind;
  const language = knownLanguage(message.language);
  // Security mail cannot be turned off, so it offers no unsubscribe link.
  const token = message.userId !== null && !isSecurityMail(kind) ? unsubscribeToken(secret, message.userId) : undefined;
  const rendered = renderMail(kind, language, message.data as MailData, {
    publicUrl: config.publicUrl,
    unsubscribeUrl: token ? `${config.publicUrl}/#/unsubscribe?token=${token}` : undefined,
  });
  const headers: Record<string, string> = {
    'Auto-Submitted': 'auto-generated',
    'Message-ID': `<outbox-${message.id}.${message.createdAt.getTime()}@${new URL(config.publicUrl).hostname}>`,
  };
  if (token) {
    headers['List-Unsubscribe'] = `<${config.publicUrl}/api/mail/unsubscribe/?token=${token}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  return { id: message.id, kind, to: message.recipient, language, headers, ...rendered };
}
