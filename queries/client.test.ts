import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@/mocks/node';
import { ApiRequestError } from './ApiRequestError';
import { api, onSessionExpired } from './client';
import { readSession, saveSession, saveTokens, type Session } from './session';

describe('api client', () => {
  it('adds a _t timestamp to every GET (SPEC §7)', async () => {
    let seen: URL | undefined;
    server.use(
      http.get('/api/things/', ({ request }) => {
        seen = new URL(request.url);
        return HttpResponse.json([]);
      }),
    );
    const before = Date.now();

    await api.get('things/', { searchParams: { status: 'pending' } }).json();

    expect(seen?.pathname).toBe('/api/things/');
    expect(seen?.searchParams.get('status')).toBe('pending');
    expect(Number(seen?.searchParams.get('_t'))).toBeGreaterThanOrEqual(before);
  });

  it('sends no _t on POST', async () => {
    let seen: { url: URL; body: unknown } | undefined;
    server.use(
      http.post('/api/things/', async ({ request }) => {
        seen = { url: new URL(request.url), body: await request.json() };
        return HttpResponse.json({ id: 1 }, { status: 201 });
      }),
    );

    await expect(api.post('things/', { json: { name: 'A' } }).json()).resolves.toEqual({ id: 1 });

    expect(seen?.url.searchParams.has('_t')).toBe(false);
    expect(seen?.body).toEqual({ name: 'A' });
  });

  it("rejects with the server's error envelope: status, code, message and fields", async () => {
    server.use(
      http.post('/api/things/', () =>
        HttpResponse.json(
          { error: 'Validation failed', code: 'validation_failed', fields: { name: ['Event name is required'] } },
          { status: 400 },
        ),
      ),
    );

    const error = await api.post('things/', { json: {} }).catch((failure: unknown) => failure);

    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Validation failed',
      fields: { name: ['Event name is required'] },
      isClientError: true,
    });
  });

  it('answers an unknown /api path with not_found, like the server', async () => {
    const error = await api.get('no-such-thing/').catch((failure: unknown) => failure);
    expect(error).toMatchObject({ status: 404, code: 'not_found', message: 'Not found' });
  });

  it('maps a 5xx without the envelope to internal_error', async () => {
    server.use(http.get('/api/things/', () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502 })));

    const error = await api.get('things/').catch((failure: unknown) => failure);

    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 502, code: 'internal_error', isClientError: false });
  });

  it('keeps the code of a 5xx that does carry the envelope', async () => {
    server.use(
      http.get('/api/things/', () =>
        HttpResponse.json({ error: 'Internal server error', code: 'internal_error' }, { status: 500 }),
      ),
    );
    await expect(api.get('things/')).rejects.toMatchObject({ status: 500, message: 'Internal server error' });
  });

  it('maps a request that gets no answer to network_error', async () => {
    server.use(http.get('/api/things/', () => HttpResponse.error()));

    const error = await api.get('things/').catch((failure: unknown) => failure);

    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 0, code: 'network_error', isNetworkError: true });
  });

  it('lets a caller cancel without reporting a failure', async () => {
    server.use(http.get('/api/things/', () => new Promise<Response>(() => {})));
    const controller = new AbortController();

    const request = api.get('things/', { signal: controller.signal });
    controller.abort();

    const error = await request.catch((failure: unknown) => failure);
    expect(error).not.toBeInstanceOf(ApiRequestError);
  });
});

describe('api client: bearer token and session refresh (SPEC §7)', () => {
  const ngoSession: Session = {
    user_type: 'ngo',
    access_token: 'access-1',
    refresh_token: 'refresh-1',
    user_id: 7,
    ngo_id: 3,
    ngo_name: 'Green Valley Volunteers',
  };

  /** /api/things/:id answers 200 only to `Bearer <accepted>`; records every Authorization it saw. */
  function protectedThings(accepted: () => string) {
    const seen: Array<{ path: string; authorization: string | null; t: string | null; body?: unknown }> = [];
    server.use(
      http.all('/api/things/:id/', async ({ request, params }) => {
        const url = new URL(request.url);
        const authorization = request.headers.get('Authorization');
        const body = request.method === 'POST' ? await request.json() : undefined;
        seen.push({ path: url.pathname, authorization, t: url.searchParams.get('_t'), body });
        if (authorization !== `Bearer ${accepted()}`) {
          return HttpResponse.json({ error: 'Authentication required', code: 'unauthenticated' }, { status: 401 });
        }
        return HttpResponse.json({ id: params.id, body });
      }),
    );
    return seen;
  }

  /** /api/token/refresh/ rotating to access-2 / refresh-2 once `release` is called (or failing). */
  function refreshEndpoint(answer: 'rotate' | 'refuse' = 'rotate') {
    const calls: unknown[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('/api/token/refresh/', async ({ request }) => {
        calls.push(await request.json());
        await released; // keep the refresh in flight until the test has sent all its requests
        if (answer === 'refuse') {
          return HttpResponse.json({ error: 'Invalid refresh token', code: 'invalid_refresh_token' }, { status: 401 });
        }
        return HttpResponse.json({ access: 'access-2', refresh: 'refresh-2' });
      }),
    );
    return { calls, release };
  }

  it('sends the stored access token as a bearer and still adds _t to GET', async () => {
    saveSession(ngoSession);
    const seen = protectedThings(() => 'access-1');

    await expect(api.get('things/1/').json()).resolves.toMatchObject({ id: '1' });

    expect(seen[0]?.authorization).toBe('Bearer access-1');
    expect(seen[0]?.t).toMatch(/^\d+$/);
  });

  it('refreshes once for several requests that meet 401 at once, and replays them all with the new token', async () => {
    saveSession(ngoSession);
    const seen = protectedThings(() => 'access-2');
    const refresh = refreshEndpoint();

    const requests = [
      api.get('things/1/').json(),
      api.get('things/2/').json(),
      api.post('things/3/', { json: { name: 'A' } }).json(),
    ];
    await vi.waitFor(() => expect(seen).toHaveLength(3));
    refresh.release();

    await expect(Promise.all(requests)).resolves.toEqual([
      { id: '1' },
      { id: '2' },
      { id: '3', body: { name: 'A' } },
    ]);
    expect(refresh.calls).toEqual([{ refresh: 'refresh-1' }]);
    const replays = seen.slice(3);
    expect(replays).toHaveLength(3);
    for (const replay of replays) expect(replay.authorization).toBe('Bearer access-2');
    expect(replays.filter((replay) => replay.path !== '/api/things/3/').every((replay) => replay.t)).toBe(true);
    expect(readSession()).toMatchObject({ access_token: 'access-2', refresh_token: 'refresh-2', ngo_id: 3 });
  });

  it('replays without refreshing when the token was already renewed while the request was under way', async () => {
    saveSession(ngoSession);
    const refresh = refreshEndpoint();
    let hits = 0;
    server.use(
      http.get('/api/slow/', ({ request }) => {
        hits += 1;
        if (request.headers.get('Authorization') === 'Bearer access-2') return HttpResponse.json({ ok: true });
        saveTokens({ access: 'access-2', refresh: 'refresh-2' }); // another request refreshed meanwhile
        return HttpResponse.json({ error: 'Token expired', code: 'unauthenticated' }, { status: 401 });
      }),
    );

    await expect(api.get('slow/').json()).resolves.toEqual({ ok: true });
    expect(hits).toBe(2);
    expect(refresh.calls).toHaveLength(0);
  });

  it('clears the session, announces the expiry once and rejects every waiting request when the refresh fails', async () => {
    saveSession(ngoSession);
    const seen = protectedThings(() => 'never');
    const refresh = refreshEndpoint('refuse');
    const expired = vi.fn();
    const unsubscribe = onSessionExpired(expired);

    const requests = [api.get('things/1/'), api.get('things/2/'), api.post('things/3/', { json: {} })].map((request) =>
      request.catch((failure: unknown) => failure),
    );
    await vi.waitFor(() => expect(seen).toHaveLength(3));
    refresh.release();
    const failures = await Promise.all(requests);
    unsubscribe();

    for (const failure of failures) {
      expect(failure).toBeInstanceOf(ApiRequestError);
      expect(failure).toMatchObject({ status: 401, code: 'session_expired', message: 'Session expired. Please login again.' });
    }
    expect(refresh.calls).toHaveLength(1);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(readSession()).toBeNull();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(seen).toHaveLength(3); // nothing was replayed
  });

  it('keeps the session when the refresh gets no answer, and reports the network failure', async () => {
    saveSession(ngoSession);
    protectedThings(() => 'never');
    server.use(http.post('/api/token/refresh/', () => HttpResponse.error()));
    const expired = vi.fn();
    const unsubscribe = onSessionExpired(expired);

    const failure = await api.get('things/1/').catch((error: unknown) => error);
    unsubscribe();

    expect(failure).toMatchObject({ code: 'network_error' });
    expect(expired).not.toHaveBeenCalled();
    expect(readSession()).toMatchObject({ access_token: 'access-1', refresh_token: 'refresh-1' });
  });

  it('does not loop when the replayed request meets 401 again', async () => {
    saveSession(ngoSession);
    const seen = protectedThings(() => 'never');
    const refresh = refreshEndpoint();
    refresh.release();

    const failure = await api.get('things/1/').catch((error: unknown) => error);

    expect(failure).toMatchObject({ status: 401, code: 'unauthenticated' });
    expect(seen.map((request) => request.authorization)).toEqual(['Bearer access-1', 'Bearer access-2']);
    expect(refresh.calls).toHaveLength(1);
  });

  it.each(['ngo/login/', 'volunteer/login/', 'volunteer/register/'])('does not refresh when %s answers 401', async (path) => {
    saveSession(ngoSession);
    const refresh = refreshEndpoint();
    refresh.release();
    server.use(
      http.post(`/api/${path}`, () =>
        HttpResponse.json({ error: 'Invalid credentials', code: 'invalid_credentials' }, { status: 401 }),
      ),
    );

    await expect(api.post(path, { json: { email: 'a@b.org', password: 'x' } })).rejects.toMatchObject({
      status: 401,
      code: 'invalid_credentials',
    });
    expect(refresh.calls).toHaveLength(0);
    expect(readSession()).not.toBeNull();
  });

  it('does not refresh without a stored session', async () => {
    const seen = protectedThings(() => 'access-1');
    const refresh = refreshEndpoint();
    refresh.release();

    await expect(api.get('things/1/')).rejects.toMatchObject({ status: 401, code: 'unauthenticated' });
    expect(seen[0]?.authorization).toBeNull();
    expect(refresh.calls).toHaveLength(0);
  });

  it('takes the lock across tabs and uses tokens another tab stored meanwhile instead of refreshing', async () => {
    saveSession(ngoSession);
    const seen = protectedThings(() => 'access-from-other-tab');
    const refresh = refreshEndpoint();
    refresh.release();
    const lockNames: string[] = [];
    const locks = {
      request: async (name: string, work: () => Promise<void>) => {
        lockNames.push(name);
        saveTokens({ access: 'access-from-other-tab', refresh: 'refresh-from-other-tab' }); // the other tab held the lock
        return work();
      },
    };
    Object.defineProperty(navigator, 'locks', { configurable: true, value: locks });
    try {
      await expect(api.get('things/1/').json()).resolves.toEqual({ id: '1' });
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }

    expect(lockNames).toEqual(['ngo-portal-token-refresh']);
    expect(refresh.calls).toHaveLength(0);
    expect(seen.at(-1)?.authorization).toBe('Bearer access-from-other-tab');
  });
});
