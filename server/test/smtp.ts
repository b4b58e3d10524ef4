/**
 * A real SMTP server for the mail tests (issue 18): smtp-server from the npm registry on a free
 * port, every message it accepts parsed back with mailparser.
 *
 *   const smtp = await startSmtpServer();
 *   const t = useTestApp(database, { env: { SMTP_URL: smtp.url } });
 *   await t.app.mail.deliverDue();
 *   smtp.messages[0].subject
 *   await smtp.stop(); … await smtp.start();   // the same port again
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type TestSmtpServer = {
  readonly url: string;
  /** Every message accepted so far, in order. */
  readonly messages: ParsedMail[];
  /** Stops listening; sending then fails with a refused connection. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  /** The messages to this address. */
  to(address: string): ParsedMail[];
};

export async function startSmtpServer(options: { delayMs?: number; /** Answered 550 at RCPT TO, as a mailbox that does not exist. */ unknown?: string[] } = {}): Promise<TestSmtpServer> {
  const messages: ParsedMail[] = [];
  let server: SMTPServer | undefined;
  let port = 0;

  const listen = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (options.unknown?.includes(address.address)) {
          callback(Object.assign(new Error('5.1.1 Recipient address rejected: User unknown'), { responseCode: 550 }));
        } else {
          callback();
        }
      },
      onData(stream, _session, callback) {
        simpleParser(stream).then(
          async (parsed) => {
            if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
            messages.push(parsed);
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
    await new Promise<void>((resolve, reject) => {
      server!.server.once('error', reject);
      server!.listen(port, '127.0.0.1', () => resolve());
    });
    port = (server.server.address() as AddressInfo).port;
  };
  await listen();

  return {
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    messages,
    stop: () => new Promise<void>((resolve) => server!.close(() => resolve())),
    start: listen,
    to: (address) => messages.filter((message) => [message.to].flat().some((to) => to?.value.some((value) => value.address === address))),
  };
}

/** The address of the message's button or link that starts with `${base}/#${path}`. */
export function linkIn(message: ParsedMail, base: string, path: string): string {
  const prefix = `${base}/#${path}`;
  const found = (message.text ?? '').split(/\s+/).find((word) => word.startsWith(prefix));
  if (!found) throw new Error(`no link to ${prefix} in:\n${message.text}`);
  return found;
}

/** A header as the message carries it (mailparser folds List-* headers into its own shape). */
export function rawHeader(message: ParsedMail, name: string): string | undefined {
  const line = message.headerLines.find((header) => header.key === name.toLowerCase())?.line;
  return line?.slice(line.indexOf(':') + 1).replace(/\r?\n\s+/g, ' ').trim();
}
