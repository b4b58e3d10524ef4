import { randomBytes } from 'node:crypto';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_ATTEMPTS_MAX } from '@/contract/accounts';
import { ngoRegistration } from '@/server/test/accounts';
import { freshPostgresDatabase, temporaryDir } from '@/server/test/app';
import { eventPayload } from '@/server/test/events';
import { jpeg } from '@/server/test/galleries';
import { startInstance, stopAll, type Instance } from '@/server/test/instances';
import { multipartBody } from '@/server/test/openapi';
import { redisEnv, testRedisUrl } from '@/server/test/redis';
import { startRoundRobinProxy } from '@/server/test/roundRobinProxy';
import { startSmtpServer, type TestSmtpServer } from '@/server/test/smtp';

// Issue 19, point 3: three instances of the portal, each its own process, on one PostgreSQL
// database, one Redis and one S3-protocol bucket (s3rver), behind a round-robin proxy written for
// the test (server/test/roundRobinProxy.ts). Runs where TEST_DATABASE_URL and TEST_REDIS_URL are set
// (.ci/run sets both); 22 to 37 s, depending on what runs beside it.

const databaseUrl = process.env.TEST_DATABASE_URL;
const ADMIN = { email: 'admin@scale.example', password: 'scale-out-admin-1' };
const BUCKET = 'scale-out';
const DRAIN_SECONDS = 1;

/** The fields of the answers the test reads (an access token, an error code, a page's count, a new event). */
type Body = { access: string; code: string; count: number; data: { id: number } };
type Answer = { status: number; body: Body; backend: string | null };

describe.skipIf(!databaseUrl || !testRedisUrl)('three instances behind a load balancer', { timeout: 60_000 }, () => {
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let s3: S3rver;
  let smtp: TestSmtpServer;
  let instances: Instance[] = [];
  let proxy: Awaited<ReturnType<typeof startRoundRobinProxy>>;
  let admin: string;

  /** A call through the proxy (or straight to one instance with `base`), as a client on `ip`. */
  const call = async (method: string, path: string, options: { token?: string; json?: unknown; ip?: string; base?: string; body?: Buffer; headers?: Record<string, string> } = {}): Promise<Answer> => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.ip) headers['x-forwarded-for'] = options.ip;
    let body: BodyInit | undefined = options.body ? new Uint8Array(options.body) : undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const response = await fetch(`${options.base ?? proxy.url}${path}`, { method, headers, body });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null, backend: response.headers.get('x-backend') };
  };

  /** Registers an NGO through the proxy, approves it as the administrator and signs it in. */
  const approvedNgo = async () => {
    const registration = ngoRegistration();
    expect((await call('POST', '/api/ngo/register/', { json: registration, ip: `198.51.100.${randomBytes(1)[0]}` })).status).toBe(201);
    const listed = await call('GET', '/api/super-admin/ngos/', { token: admin });
    const { id } = (listed.body as unknown as Array<{ id: number; contact_person_email: string }>).find((ngo) => ngo.contact_person_email === registration.contact_person_email)!;
    expect((await call('POST', `/api/super-admin/ngos/${id}/approve/`, { token: admin })).status).toBe(200);
    const signedIn = await call('POST', '/api/ngo/login/', { json: { email: registration.contact_person_email, password: registration.password } });
    expect(signedIn.status).toBe(200);
    return { id, email: registration.contact_person_email, access: signedIn.body.access };
  };

  beforeAll(async () => {
    database = await freshPostgresDatabase('scale_out');
    s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: temporaryDir('s3rver'), configureBuckets: [{ name: BUCKET }] });
    const { port: s3Port } = await s3.run();
    smtp = await startSmtpServer();
    const env = {
      DATABASE_URL: database.url,
      ...redisEnv(),
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_PUBLIC_URL: `http://127.0.0.1:${s3Port}/${BUCKET}`,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://portal.example',
      TRUST_PROXY: 'true',
      DRAIN_SECONDS: String(DRAIN_SECONDS),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
    };
    // Started together, as after a deployment: they take turns to migrate and make one administrator.
    instances = await Promise.all(['a', 'b', 'c'].map((name) => startInstance(name, { ...env, DATA_DIR: temporaryDir(`instance-${name}`) })));
    proxy = await startRoundRobinProxy(instances);
    const signedIn = await call('POST', '/api/super-admin/login/', { json: ADMIN });
    expect(signedIn.status).toBe(200);
    admin = signedIn.body.access;
  }, 120_000);

  afterAll(async () => {
    await proxy?.close();
    await stopAll(instances);
    await smtp?.stop();
    await s3?.close();
  });

  it('limits ten wrong passwords spread over the instances as one', async () => {
    const ngo = await approvedNgo();
    const attempts: Answer[] = [];
    for (let n = 0; n < LOGIN_ATTEMPTS_MAX; n += 1) {
      attempts.push(await call('POST', '/api/ngo/login/', { json: { email: ngo.email, password: 'wrong-password' }, ip: '203.0.113.50' }));
    }
    expect(attempts.map((answer) => answer.status)).toEqual(Array(LOGIN_ATTEMPTS_MAX).fill(401));
    expect(new Set(attempts.map((answer) => answer.backend))).toEqual(new Set(['a', 'b', 'c']));
    // Each instance saw three or four of them; the next, even with the right password, is refused wherever it lands.
    for (const instance of instances) {
      const next = await call('POST', '/api/ngo/login/', { json: { email: ngo.email, password: 'volunteer-123' }, ip: '203.0.113.50', base: instance.url });
      expect([instance.name, next.status, next.body.code]).toEqual([instance.name, 429, 'rate_limited']);
    }
  });

  it('refuses an NGO suspended through one instance on the others at its next request', async () => {
    const ngo = await approvedNgo();
    // Each instance has the account in its cache.
    for (const instance of instances) expect((await call('GET', '/api/ngo/me/', { token: ngo.access, base: instance.url })).status).toBe(200);

    const [through, ...others] = instances;
    expect((await call('POST', `/api/super-admin/ngos/${ngo.id}/suspend/`, { token: admin, base: through!.url })).status).toBe(200);
    for (const instance of others) {
      const next = await call('GET', '/api/ngo/me/', { token: ngo.access, base: instance.url });
      expect([instance.name, next.status, next.body.code]).toEqual([instance.name, 403, 'forbidden']);
    }
  });

  it('serves a photo uploaded through one instance through the others', async () => {
    const ngo = await approvedNgo();
    const bytes = await jpeg(640, 480, '#1d5fa3');
    const { payload, headers } = multipartBody([{ field: 'file', filename: 'river.jpg', contentType: 'image/jpeg', bytes }, { field: 'caption', bytes: 'On the river' }]);
    const [through, ...others] = instances;
    const uploaded = await call('POST', '/api/ngo/photos/upload', { token: ngo.access, body: payload, headers, base: through!.url });
    expect(uploaded.status).toBe(201);
    const [photo] = uploaded.body as unknown as Array<{ id: number; large_image: string; thumbnail_image: string }>;

    for (const instance of others) {
      const gallery = await call('GET', `/api/public/ngos/${ngo.id}/gallery/`, { base: instance.url });
      expect(gallery.status).toBe(200);
      const listed = JSON.stringify(gallery.body);
      expect(listed).toContain(photo!.large_image);
      const image = await fetch(photo!.large_image);
      expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    }
  });

  it('sends each queued message once, whichever instance queued it', async () => {
    // What the tests before queued has gone out: from here on, every message is this test's.
    await expect.poll(() => database.query('select count(*)::int as n from mail_outbox where status = $1', ['pending']), { timeout: 15_000 }).toEqual([{ n: 0 }]);
    const [{ last }] = await database.query('select coalesce(max(id), 0)::int as last from mail_outbox');
    const sent = smtp.messages.length;
    const registrations = Array.from({ length: 9 }, () => ngoRegistration());
    const queuedBy = new Set<string | null>();
    for (const [n, registration] of registrations.entries()) {
      const registered = await call('POST', '/api/ngo/register/', { json: registration, ip: `192.0.2.${n + 10}` });
      expect(registered.status).toBe(201);
      queuedBy.add(registered.backend);
    }
    expect(queuedBy).toEqual(new Set(['a', 'b', 'c']));
    // Each registration queued a receipt to the NGO and a notice to the administrator.
    const queued = await database.query('select count(*)::int as n from mail_outbox where id > $1', [last]);
    expect(queued).toEqual([{ n: 2 * registrations.length }]);
    await expect.poll(() => database.query('select status, count(*)::int as n from mail_outbox where id > $1 group by status', [last]), { timeout: 15_000 }).toEqual([
      { status: 'sent', n: 2 * registrations.length },
    ]);
    // Three workers poll every 2 s: a second copy would have arrived by now.
    await new Promise((resolve) => setTimeout(resolve, 4_500));
    const received = smtp.messages.slice(sent);
    expect(received).toHaveLength(2 * registrations.length);
    expect(new Set(received.map((message) => message.messageId)).size).toBe(received.length);
    for (const { contact_person_email: address } of registrations) {
      expect(received.filter((message) => [message.to].flat()[0]!.text === address)).toHaveLength(1);
    }
  });

  /**
   * Six clients, each creating an event and reading its list in turn, as fast as answers come,
   * for a second before `meanwhile` and a second after it. Answers every proxied request, the
   * events answered 201 and the answers that were not 2xx.
   */
  const underLoad = async (ngo: { id: number; access: string }, meanwhile: () => Promise<void>) => {
    const started = proxy.records.length;
    const created: number[] = [];
    const failures: Array<Answer & { method: string }> = [];
    let loading = true;
    const client = async (n: number) => {
      for (let round = 0; loading; round += 1) {
        const write = await call('POST', '/api/events/create/', { token: ngo.access, json: eventPayload({ eventName: `Load ${n}-${round}` }) });
        if (write.status === 201) created.push(write.body.data.id);
        else failures.push({ ...write, method: 'POST' });
        const read = await call('GET', `/api/events/organizers/${ngo.id}/manage/?page=1&page_size=5`, { token: ngo.access });
        if (read.status !== 200) failures.push({ ...read, method: 'GET' });
      }
    };
    const load = Promise.all(Array.from({ length: 6 }, (_, n) => client(n)));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await meanwhile();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    loading = false;
    await load;
    const requests = proxy.records.slice(started);
    return { requests, retried: requests.filter((record) => record.attempts > 1), created, failures };
  };

  /** The NGO's events as the server lists them: how many, and whether each of these ids is among them. */
  const expectAllStored = async (ngo: { id: number; access: string }, created: number[]) => {
    const listed = await call('GET', `/api/events/organizers/${ngo.id}/manage/?page=1&page_size=1`, { token: ngo.access });
    const ids = new Set((await database.query('select id from events where organized_by = $1', [ngo.id])).map((row) => row.id as number));
    expect(created.filter((id) => !ids.has(id))).toEqual([]);
    return listed.body.count;
  };

  it('drains an instance stopped under load: no request fails or needs a retry, no answered write is lost', async () => {
    const ngo = await approvedNgo();
    const stopping = instances[2]!;
    let exitCode: number | null = null;
    let stopMs = 0;
    const { requests, retried, created, failures } = await underLoad(ngo, async () => {
      const stoppedAt = Date.now();
      exitCode = await stopping.stop('SIGTERM');
      stopMs = Date.now() - stoppedAt;
    });
    const servedByStopped = requests.filter((record) => record.backend === stopping.name).length;
    console.log(
      `SIGTERM under load: ${requests.length} requests (${created.length} writes answered 201), ${servedByStopped} answered by ` +
        `instance ${stopping.name}, which exited ${exitCode} after ${stopMs} ms; ${retried.length} retried; ${failures.length} failed`,
    );
    expect(exitCode).toBe(0);
    expect(stopMs).toBeGreaterThanOrEqual(DRAIN_SECONDS * 1000);
    expect(servedByStopped).toBeGreaterThan(0);
    expect(failures).toEqual([]);
    // The proxy saw it not ready and stopped sending before it closed: nothing had to be sent twice.
    expect(retried).toEqual([]);
    expect(await expectAllStored(ngo, created)).toBe(created.length);
  });

  it('when an instance dies under load, the proxy retries what it may, and no answered write is lost', async () => {
    const ngo = await approvedNgo();
    const dying = instances[1]!;
    const { requests, retried, created, failures } = await underLoad(ngo, async () => {
      await dying.stop('SIGKILL');
    });
    console.log(
      `SIGKILL under load: ${requests.length} requests (${created.length} writes answered 201); ${retried.length} retried on ` +
        `another instance, all answered; ${failures.length} failed (writes in flight when it died)`,
    );
    // It served its share until it died; how many requests then meet it before the proxy's next check
    // is chance (0 to 10 in runs), and each one that did was sent on and answered.
    expect(requests.filter((record) => record.backend === dying.name).length).toBeGreaterThan(0);
    expect(retried.filter((record) => record.status >= 400)).toEqual([]);
    // Only a write in flight at the moment of the crash may fail: the proxy cannot know whether it was done.
    expect(failures.every((failure) => failure.method === 'POST' && failure.status === 502)).toBe(true);
    expect(failures.length).toBeLessThanOrEqual(6);
    const stored = await expectAllStored(ngo, created);
    expect(stored - created.length).toBeGreaterThanOrEqual(0);
    expect(stored - created.length).toBeLessThanOrEqual(failures.length);
  });
});
