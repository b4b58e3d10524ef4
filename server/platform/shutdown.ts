import type { FastifyInstance } from 'fastify';

/**
 * What main.ts does on SIGTERM and SIGINT: stop accepting connections, let the requests in flight
 * finish, then run the onClose hooks (the database closes last). Connections still open after
 * `timeoutMs` are cut so that the database is closed all the same.
 */
export async function closeGracefully(app: FastifyInstance, { timeoutMs = 10_000 } = {}): Promise<void> {
  const closed = app.close();
  const timer = setTimeout(() => {
    app.log.warn(`requests still running after ${timeoutMs} ms: closing their connections`);
    app.server.closeAllConnections();
  }, timeoutMs);
  try {
    await closed;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * While closing, answers that finish close their connection: Fastify keeps connections alive for
 * 72 s, and the server cannot finish closing while one stays open.
 */
export function closeConnectionsWhileClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
