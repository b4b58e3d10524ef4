/**
 * A small load balancer for the multi-instance test (issue 19), doing what nginx or HAProxy does in
 * front of the portal: requests go to the instances in turn, only to those whose
 * /api/health/ready/ answered 200 at the last check (every `checkEveryMs`), with X-Forwarded-For
 * added. A request an instance did not take is tried on the next one: any request whose
 * connection was refused, and an idempotent one (GET, HEAD, PUT, DELETE, OPTIONS) whose connection
 * broke before an answer (as nginx's `proxy_next_upstream error`, which never resends a POST that
 * may have been received). Every request is recorded with the instance that answered it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ProxiedRequest = {
  method: string;
  url: string;
  /** The instance that answered, or null when none did (502). */
  backend: string | null;
  /** Instances tried: 1 unless retried. */
  attempts: number;
  status: number;
};

export type Backend = { name: string; url: string };

const IDEMPOTENT = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'proxy-connection', 'upgrade'];

export async function startRoundRobinProxy(backends: Backend[], { checkEveryMs = 100 } = {}) {
  const ready = new Map(backends.map((backend) => [backend.name, false]));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const records: ProxiedRequest[] = [];
  let turn = 0;
  let stopped = false;

  const check = async () => {
    await Promise.all(
      backends.map(async (backend) => {
        try {
          const response = await fetch(`${backend.url}/api/health/ready/`, { signal: AbortSignal.timeout(1_000) });
          ready.set(backend.name, response.status === 200);
        } catch {
          ready.set(backend.name, false);
        }
      }),
    );
  };
  await check();
  const checking = (async () => {
    while (!stopped) {
      await new Promise((resolve) => setTimeout(resolve, checkEveryMs));
      await check();
    }
  })();

  const pick = (tried: Set<string>): Backend | undefined => {
    for (let n = 0; n < backends.length; n += 1) {
      const backend = backends[turn++ % backends.length]!;
      if (ready.get(backend.name) && !tried.has(backend.name)) return backend;
    }
    return undefined;
  };

  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const method = request.method ?? 'GET';
    const record: ProxiedRequest = { method, url: request.url ?? '/', backend: null, attempts: 0, status: 502 };
    records.push(record);
    const tried = new Set<string>();
    for (let backend = pick(tried); backend; backend = pick(tried)) {
      tried.add(backend.name);
      record.attempts += 1;
      try {
        const upstream = await forward(backend, request, body, agent);
        record.backend = backend.name;
        record.status = upstream.statusCode ?? 502;
        const headers: http.OutgoingHttpHeaders = { ...upstream.headers, 'x-backend': backend.name };
        for (const name of HOP_BY_HOP) delete headers[name];
        response.writeHead(record.status, headers);
        // An instance killed after its answer's head: the client's connection is cut, as a load
        // balancer's would be (without this, the reset was an uncaught error in the test process).
        upstream.on('error', () => response.destroy());
        upstream.pipe(response);
        return;
      } catch (error) {
        const refused = (error as NodeJS.ErrnoException).code === 'ECONNREFUSED';
        if (!refused && !IDEMPOTENT.has(method)) break;
      }
    }
    response.writeHead(502, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'no instance answered' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    records,
    async close() {
      stopped = true;
      await checking;
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
    },
  };
}

/** Sends the request to one instance; resolves with its answer's head, rejects when the connection fails first. */
function forward(backend: Backend, request: http.IncomingMessage, body: Buffer, agent: http.Agent): Promise<http.IncomingMessage> {
  const target = new URL(request.url ?? '/', backend.url);
  const forwardedFor = [request.headers['x-forwarded-for'], request.socket.remoteAddress].filter(Boolean).join(', ');
  const headers: http.OutgoingHttpHeaders = { ...request.headers, host: target.host, 'x-forwarded-for': forwardedFor, 'content-length': String(body.length) };
  for (const name of HOP_BY_HOP) delete headers[name];
  return new Promise((resolve, reject) => {
    const upstream = http.request(target, { method: request.method, headers, agent }, resolve);
    upstream.on('error', reject);
    upstream.end(body);
  });
}
