/**
 * What the benchmarks that load the real server share: a private PostgreSQL cluster they may stop
 * and start, the server spawned as `npm start` runs it, and a free port.
 *
 *   const cluster = await startCluster();                 // or undefined for PGlite
 *   const server = await startServer({ dataDir, databaseUrl: cluster?.url, admin });
 *   ...
 *   await server.stop();
 *   await cluster?.destroy();
 */
import { execFile, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type Cluster = Awaited<ReturnType<typeof startCluster>>;

/**
 * A PostgreSQL cluster of the run's own, as the `postgres` user (initdb refuses root), with the
 * machine's newest binaries (/usr/lib/postgresql/<version>/bin) on a free port from 5433, so
 * stopping it harms no one. destroy() stops it and removes its directory.
 */
export async function startCluster() {
  const version = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b)).at(-1)!;
  const bin = `/usr/lib/postgresql/${version}/bin`;
  const dir = mkdtempSync(path.join(tmpdir(), 'ngo-bench-pg-'));
  const uid = Number((await run('id', ['-u', 'postgres'])).stdout);
  const gid = Number((await run('id', ['-g', 'postgres'])).stdout);
  chownSync(dir, uid, gid);
  const port = await freePort(5433);
  const asPostgres = (tool: string, ...args: string[]) => run('runuser', ['-u', 'postgres', '--', `${bin}/${tool}`, ...args]);
  await asPostgres('initdb', '-D', dir, '-U', 'bench', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync');
  const pgCtl = (...args: string[]) =>
    asPostgres('pg_ctl', '-D', dir, '-l', path.join(dir, 'server.log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, ...args);
  await pgCtl('start');
  return {
    version,
    port,
    url: `postgres://bench@127.0.0.1:${port}/postgres`,
    pgCtl,
    async destroy() {
      await pgCtl('stop', '-m', 'immediate').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type ServerOptions = {
  /** DATA_DIR: the embedded database (when no databaseUrl) and local media. */
  dataDir: string;
  /** DATABASE_URL, or undefined for PGlite in dataDir. */
  databaseUrl?: string;
  /** ADMIN_EMAIL / ADMIN_PASSWORD: the super administrator created at start. */
  admin: { email: string; password: string };
  /** The checkout whose server/main.ts runs (another one measures "before"); this one by default. */
  root?: string;
  /** Node.js options before the script, e.g. ['--cpu-prof', '--cpu-prof-dir', dir]. */
  nodeOptions?: string[];
};

export type BenchServer = Awaited<ReturnType<typeof startServer>>;

/**
 * The server as `npm start` runs it (server/cli/start.mjs: built when stale, then dist-server/main.js;
 * a checkout from before issue 13 has no start.mjs: `node --import tsx server/main.ts`), with the
 * environment of a deployment (NODE_ENV=production, LOG_LEVEL=warn), on a port the system picks;
 * collects the log levels and the warnings and errors.
 */
export async function startServer(options: ServerOptions) {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', DATA_DIR: options.dataDir };
  env.ADMIN_EMAIL = options.admin.email;
  env.ADMIN_PASSWORD = options.admin.password;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;
  const root = options.root ?? process.cwd();
  const entry = existsSync(path.join(root, 'server/cli/start.mjs')) ? ['server/cli/start.mjs'] : ['--import', 'tsx', 'server/main.ts'];
  const child = spawn(process.execPath, [...(options.nodeOptions ?? []), ...entry], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const state = { logLevels: [] as string[], messages: new Set<string>() };
  let exitCode: number | null | undefined;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve((exitCode = code))));
  const levels: Record<number, string> = { 40: 'warn', 50: 'error', 60: 'fatal' };
  const listening = new Promise<number>((resolve, reject) => {
    const onLine = (line: string) => {
      const port = /running on http:\/\/localhost:(\d+)/.exec(line)?.[1];
      if (port) resolve(Number(port));
      if (!line.startsWith('{')) return void (/error|warn/i.test(line) && state.messages.add(line.slice(0, 200)));
      const entry = JSON.parse(line) as { level: number; msg: string };
      state.logLevels.push(levels[entry.level] ?? String(entry.level));
      if (entry.level >= 40) state.messages.add(entry.msg);
    };
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.on('data', (chunk: Buffer) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop()!;
        lines.forEach(onLine);
      });
    }
    child.once('exit', () => reject(new Error(`the server exited before listening: ${[...state.messages].join(' | ')}`)));
  });
  const port = await listening;
  return Object.assign(state, {
    port,
    /** The exit code if the process has ended, else undefined. */
    exitCode: () => exitCode,
    /** SIGTERM, as a deployment stops it; answers the exit code. */
    stop: () => {
      if (exitCode === undefined) child.kill('SIGTERM');
      return exited;
    },
  });
}

export async function freePort(from: number): Promise<number> {
  for (let port = from; ; port += 1) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer().once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
}
