// The process: read the configuration, build the app, listen, and close gracefully on a signal.
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { hasSuperAdmin, NO_SUPER_ADMIN_HINT } from './accounts/super-admins';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './platform/config';
import { databaseLocation, describeDatabaseLocation } from './platform/db';
import { closeGracefully } from './platform/shutdown';

performance.mark('modules loaded');
const config = readConfig();

let app;
try {
  app = await buildApp({ config, logger: true });
  performance.mark('app built');
  await app.listen({ host: config.host, port: config.port });
  performance.mark('listening');
} catch (error) {
  console.error('The server could not start:', error instanceof Error ? error.message : error);
  await app?.close().catch(() => undefined);
  process.exit(1);
}

// Installed as soon as the server listens: a signal during the lines below still closes gracefully.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  // once: a second Ctrl-C falls back to Node's default and stops the process at once.
  process.once(signal, () => {
    const drain = config.drainMs > 0 ? `answering not-ready for ${config.drainMs / 1000} s, then ` : '';
    console.log(`${signal} received: ${drain}finishing requests in flight, then closing the database`);
    closeGracefully(app).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Shutdown was not clean:', error instanceof Error ? error.message : error);
        process.exit(1);
      },
    );
  });
}

const { port } = app.server.address() as AddressInfo;
console.log(`NGO portal is running on http://localhost:${port}`);
console.log(`Data:  ${describeDatabaseLocation(databaseLocation(config))}`);
console.log(`Media: ${describeMediaLocation(config)}`);
console.log(`Mail:  ${app.mail.transport.description}; links lead to ${config.mail.publicUrl}`);
console.log(`Rate limits: ${config.redis ? `shared by every instance in Redis (${redisLocation(config.redis.url)})` : 'counted by this instance'}`);
if (!(await hasSuperAdmin(app.db))) console.log(NO_SUPER_ADMIN_HINT);
// Where a start spends its time (bench/start.ts reads it): each phase's end, in epoch milliseconds.
const timeline = performance.getEntriesByType('mark').map(({ name, startTime }) => ({ name, at: Math.round(performance.timeOrigin + startTime) }));
app.log.debug({ timeline: [{ name: 'process started', at: Math.round(performance.timeOrigin) }, ...timeline] }, 'start-up timeline');

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** The Redis server without its password. */
function redisLocation(url: string): string {
  const { protocol, host, pathname } = new URL(url);
  return `${protocol}//${host}${pathname}`;
}

function describeMediaLocation({ s3, dataDir }: Config): string {
  return s3 ? `S3 bucket ${s3.bucket}, read from ${s3.publicUrl}` : path.join(dataDir, 'media');
}
