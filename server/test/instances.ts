/**
 * Portal instances as separate processes for the multi-instance test (issue 19): each one is
 * `node --import tsx server/main.ts`, as `npm run dev:server` runs it, with its own environment,
 * so that nothing but PostgreSQL, Redis and the bucket is shared.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
const START_TIMEOUT_MS = 60_000;

export type Instance = {
  name: string;
  url: string;
  /** Everything it printed so far (pino's lines and the start banner). */
  output(): string;
  /** Sends the signal and answers the exit code once it has exited. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  readonly exited: boolean;
};

export async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repositoryRoot,
    // Not the test runner's NODE_ENV=test: a production instance, whose mail worker runs.
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let exited = false;
  void exit.then(() => (exited = true));

  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start within ${START_TIMEOUT_MS} ms:\n${output}`)), START_TIMEOUT_MS);
    const look = () => {
      const match = /NGO portal is running on http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout.on('data', look);
    void exit.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code} before it listened:\n${output}`));
    });
  });

  return {
    name,
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    get exited() {
      return exited;
    },
    async stop(signal = 'SIGTERM') {
      if (!exited) child.kill(signal);
      return exit;
    },
  };
}

export async function stopAll(instances: Array<Instance | undefined>): Promise<void> {
  await Promise.all(instances.map((instance) => instance?.stop('SIGKILL')));
}
