/**
 * For the benchmarks: runs `npm start` in a checkout exactly as a user types it (npm, its prestart,
 * the server). It is stopped as a service manager would: one SIGTERM to npm, which passes it on to
 * the server (a second one, to the whole group, would stop the server at once).
 */
import { spawn } from 'node:child_process';
import net from 'node:net';

export type NpmStart = {
  port: number;
  /** Every line the process printed so far, stdout and stderr, each with its time since spawn (ms). */
  lines: Array<{ ms: number; text: string }>;
  /** Resolves when the server answers GET /api/health/ with 200; rejects if the process exits first. */
  healthy: Promise<void>;
  /** SIGTERM to npm, which passes it on to the server; answers npm's exit code (the server's). */
  stop: () => Promise<number | null>;
};

export async function npmStart(root: string, env: NodeJS.ProcessEnv): Promise<NpmStart> {
  const port = await freePort(3200);
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const started = performance.now();
  const lines: NpmStart['lines'] = [];
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk: Buffer) => {
      const parts = (rest + chunk.toString()).split('\n');
      rest = parts.pop()!;
      for (const text of parts) lines.push({ ms: performance.now() - started, text });
    });
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let running = true;
  void exited.then(() => (running = false));
  const healthy = (async () => {
    for (;;) {
      if (!running) throw new Error(`npm start exited before it was healthy:\n${lines.map((line) => line.text).join('\n')}`);
      const status = await fetch(`http://127.0.0.1:${port}/api/health/`, { signal: AbortSignal.timeout(2_000) }).then((response) => response.status, () => 0);
      if (status === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  return {
    port,
    lines,
    healthy,
    stop: () => {
      if (running) child.kill('SIGTERM');
      return exited;
    },
  };
}

async function freePort(from: number): Promise<number> {
  for (let port = from + Math.floor(Math.random() * 500); ; port += 1) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer().once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
}
