import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../mocks/node';
import { ApiRequestError } from './ApiRequestError';
import { api } from './client';

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
