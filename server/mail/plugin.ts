import fp from 'fastify-plugin';
import { createMailTransport } from './transport';
import { MailWorker } from './worker';

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailWorker;
  }
}

/**
 * Issue 18: `app.mail`, the outbox's worker. With `start`, it polls from the moment the app is
 * ready until it closes (stopped before the database closes); without it (the server tests) a test
 * calls `app.mail.deliverDue()` and `app.mail.runJobs()` itself.
 */
export const mailPlugin = fp<{ start: boolean }>(
  async (app, { start }) => {
    const transport = createMailTransport(app.config.mail, app.config.dataDir, app.log);
    const worker = new MailWorker({ db: app.db, transport, config: app.config.mail, secret: () => app.secrets.jwt, log: app.log });
    app.decorate('mail', worker);
    if (start) app.addHook('onReady', async () => worker.start());
    // preClose: before the database's onClose, so a round in progress finishes with it open.
    app.addHook('preClose', async () => worker.stop());
  },
  { name: 'mail', dependencies: ['database', 'secrets'] },
);
