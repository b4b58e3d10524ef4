import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Issue 19: `draining` from SIGTERM on: readiness answers 503 and answers close their connection. */
    lifecycle: { draining: boolean };
  }
}

/**
 * What main.ts does on SIGTERM and SIGINT: first answer not-ready for `drainMs` (DRAIN_SECONDS)
 * while still serving everything, so a load balancer that polls /api/health/ready/ stops sending
 * new requests here; then stop accepting connections, let the requests in flight finish, and run
 * the onClose hooks (the database closes last). Connections still open after `timeoutMs` are cut
 * so that the database is closed all the same.
 */
export async function closeGracefully(app: FastifyInstance, { timeoutMs = 10_000, drainMs = app.config.drainMs } = {}): Promise<void> {
  app.lifecycle.draining = true;
  if (drainMs > 0) {
    app.log.info(`draining: answering not-ready for ${drainMs} ms, then closing`);
    await new Promise((resolve) => setTimeout(resolve, drainMs));
  }
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
 * From the drain on, answers close their connection: a load balancer's next request opens a new
 * one (to an instance that is ready), and Fastify, which keeps connections alive for 72 s, cannot
 * finish closing while one stays open.
 */
export function closeConnectionsWhileClosing(app: FastifyInstance): void {
  const lifecycle = { draining: false };
  app.decorate('lifecycle', lifecycle);
  app.addHook('preClose', async () => {
    lifecycle.draining = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (lifecycle.draining) reply.header('connection', 'close');
  });
}
