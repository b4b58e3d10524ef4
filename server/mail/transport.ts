import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type SendMailOptions, type TransportOptions } from 'nodemailer';
import type { MailConfig } from '@/server/platform/config';

// Issue 18, point 1: how a rendered message leaves. With SMTP_URL, nodemailer over SMTP; without it,
// an .eml file under DATA_DIR/outbox/ and a log line saying where, so a fresh start shows what
// would be sent. Either way send() throws when the message did not go: the worker retries it.

export type OutgoingMail = {
  id: number;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  language: string;
  headers: Record<string, string>;
};

export interface MailTransport {
  send(message: OutgoingMail): Promise<void>;
  /** For the start banner: where messages go, never a password. */
  readonly description: string;
  close(): void;
}

/**
 * Limits on a silent mail server, so a send ends well within the worker's lease on the message
 * (worker.ts CLAIM_LEASE_MS) and another instance never takes a message that is still being sent.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createMailTransport(config: MailConfig, dataDir: string, log: FastifyBaseLogger): MailTransport {
  return config.smtpUrl ? smtpTransport(config, config.smtpUrl) : fileTransport(config, path.join(dataDir, 'outbox'), log);
}

function smtpTransport(config: MailConfig, url: string): MailTransport {
  const transporter = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS } as TransportOptions);
  const where = new URL(url);
  return {
    description: `SMTP at ${where.hostname}:${where.port || (where.protocol === 'smtps:' ? '465' : '587')}`,
    async send(message) {
      await transporter.sendMail(envelopeOf(config, message));
    },
    close: () => transporter.close(),
  };
}

function fileTransport(config: MailConfig, dir: string, log: FastifyBaseLogger): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: `.eml files in ${dir} (no SMTP_URL)`,
    async send(message) {
      const info = await transporter.sendMail(envelopeOf(config, message));
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${message.id}-${message.kind}.eml`);
      await writeFile(file, info.message as Buffer);
      log.info({ mail: message.id, kind: message.kind, file }, `mail to ${message.to} written to ${file}`);
    },
    close: () => transporter.close(),
  };
}

function envelopeOf(config: MailConfig, message: OutgoingMail): SendMailOptions {
  return {
    from: config.from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: { 'Content-Language': message.language, ...message.headers },
  };
}
