/**
 * The portal as processes of its own, in a clean environment (PATH and HOME only, then what the
 * test gives), their output collected: the built server as `npm start` runs it (server/main.test.ts)
 * and, for the multi-instance test (issue 19), instances run from the sources, as
 * `npm run dev:server` does, so that nothing but PostgreSQL, Redis and the bucket is shared.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

/** `node <args>` at the repository's root; LOG_LEVEL warn unless `env` says otherwise. */
export function spawnPortal(args: string[], env: Record<string, string>) {
  // node rather than npm: signals reach the server itself, not a wrapper process.
  const child = spawn(process.execPath, args, {
    cwd: repositoryRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'warn', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  /** Waits until stdout matches, answering the match; fails when the process exits first or the time is up. */
  const printed = async (pattern: RegExp, timeoutMs = 30_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!pattern.test(stdout)) {
      if (child.exitCode !== null || Date.now() > deadline) {
        throw new Error(`never printed ${pattern}\nstdout:\n${stdout}\nstderr:\n${stderr}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return pattern.exec(stdout)!;
  };
  return { child, exited, printed, output: () => ({ stdout, stderr }) };
}

export type Instance = {
  name: string;
  url: string;
  /** Sends the signal (unless it has exited) and answers the exit code once it has exited. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
};

/** One instance from the sources on a free port of 127.0.0.1, in production mode (its mail worker runs). */
export async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const server = spawnPortal(['--import', 'tsx', 'server/main.ts'], { NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0', ...env });
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
    return server.exited;
  };
  try {
    const [, port] = await server.printed(/NGO portal is running on http:\/\/localhost:(\d+)/, 60_000);
    return { name, url: `http://127.0.0.1:${port}`, stop };
  } catch (error) {
    await stop('SIGKILL');
    throw error;
  }
}

export async function stopAll(instances: Array<Instance | undefined>): Promise<void> {
  await Promise.all(instances.map((instance) => instance?.stop('SIGKILL')));
}
