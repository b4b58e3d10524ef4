import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorSchema } from '@/contract/errors';
import { MAX_IMAGE_BYTES } from '@/contract/limits';
import { testDatabases, useTestApp } from '@/server/test/app';
import { AppError } from './errors';

/** Routes that fail in each way a feature can, added to the app under test only. */
function addFailingRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/api/test/places/',
    {
      schema: {
        body: z.object({
          name: z.string().min(1, 'is required'),
          location: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
        }),
        querystring: z.object({ page: z.coerce.number().int().min(1).optional() }),
      },
    },
    async (request) => ({ saved: request.body.name }),
  );
  routes.get('/api/test/crash/', async () => {
    throw new Error('connection string postgres://admin:hunter2@db/portal refused');
  });
  routes.put('/api/test/events/:id/', async () => {
    throw new AppError(409, 'event_not_editable', 'Only draft events can be edited', { status: ['is published'] });
  });
  routes.post('/api/test/photos/upload', async (request) => {
    const file = await request.file();
    return { bytes: (await file!.toBuffer()).length };
  });
  routes.post('/api/test/login/', { config: { rateLimit: { max: 1, timeWindow: '1 minute' } } }, async () => ({ ok: true }));
}

function multipartImage(bytes: number) {
  const boundary = 'ngo-portal-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    Buffer.alloc(bytes, 1),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(testDatabases)('the error envelope on $name', (database) => {
  const t = useTestApp(database);
  beforeAll(() => addFailingRoutes(t.app));

  it('answers an unknown API path with 404 not_found', async () => {
    for (const [method, url] of [['GET', '/api/no-such-thing/'], ['DELETE', '/api/events/1/'], ['GET', '/api']] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(apiErrorSchema.parse(response.json())).toMatchObject({ code: 'not_found' });
    }
  });

  it('answers a body that breaks the schema with 400 and the messages of each field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/places/',
      payload: { name: '', location: { latitude: 123, longitude: 'east' } },
    });
    expect(response.statusCode).toBe(400);
    const body = apiErrorSchema.parse(response.json());
    expect(body.code).toBe('validation_failed');
    expect(Object.keys(body.fields ?? {}).sort()).toEqual(['location.latitude', 'location.longitude', 'name']);
    expect(body.fields?.name).toEqual(['is required']);
    expect(body.fields?.['location.latitude']?.[0]).toMatch(/90/);
    expect(body.error).toContain('location.latitude: ');
  });

  it('names a missing body and a bad query parameter too', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/test/places/' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields)).toEqual(['body']);

    const badPage = await t.app.inject({
      method: 'POST',
      url: '/api/test/places/?page=0',
      payload: { name: 'Park', location: { latitude: 1, longitude: 2 } },
    });
    expect(badPage.statusCode).toBe(400);
    expect(Object.keys(badPage.json().fields)).toEqual(['page']);
  });

  it('answers malformed JSON with 400 bad_request', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/places/',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'bad_request' });
  });

  it('answers a JSON body over 1 MB with 413 payload_too_large', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/places/',
      payload: { name: 'x'.repeat(1_100_000), location: { latitude: 0, longitude: 0 } },
    });
    expect(response.statusCode).toBe(413);
    expect(apiErrorSchema.parse(response.json())).toMatchObject({ code: 'payload_too_large' });
  });

  it('answers an uploaded file over 5 MB with 413 image_too_large', async () => {
    const small = await t.app.inject({ method: 'POST', url: '/api/test/photos/upload', ...multipartImage(1_000) });
    expect(small.json()).toEqual({ bytes: 1_000 });

    const big = await t.app.inject({ method: 'POST', url: '/api/test/photos/upload', ...multipartImage(MAX_IMAGE_BYTES + 1) });
    expect(big.statusCode).toBe(413);
    expect(apiErrorSchema.parse(big.json())).toEqual({ code: 'image_too_large', error: 'File size must be less than 5MB' });
  });

  it('answers a content type the API does not read with 415', async () => {
    for (const contentType of ['text/plain', 'application/xml']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/test/places/',
        headers: { 'content-type': contentType },
        payload: 'name=Park',
      });
      expect(response.statusCode).toBe(415);
      expect(apiErrorSchema.parse(response.json())).toMatchObject({ code: 'unsupported_media_type' });
    }
    const jsonToFileRoute = await t.app.inject({ method: 'POST', url: '/api/test/photos/upload', payload: { file: 'x' } });
    expect(jsonToFileRoute.statusCode).toBe(415);
  });

  it('answers a thrown error with 500 internal_error, a generic message and no stack', async () => {
    const response = await t.app.inject({ url: '/api/test/crash/' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Internal server error', code: 'internal_error' });
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('at ');
  });

  it('passes an AppError through with its status, code and fields', async () => {
    const response = await t.app.inject({ method: 'PUT', url: '/api/test/events/7/' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'Only draft events can be edited',
      code: 'event_not_editable',
      fields: { status: ['is published'] },
    });
  });

  it('answers a route over its rate limit with 429 rate_limited', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/test/login/' })).statusCode).toBe(200);
    const limited = await t.app.inject({ method: 'POST', url: '/api/test/login/' });
    expect(limited.statusCode).toBe(429);
    expect(apiErrorSchema.parse(limited.json())).toMatchObject({ code: 'rate_limited' });
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('answers a URL that cannot be decoded with 400 bad_request', async () => {
    const response = await t.app.inject({ url: '/api/events/%E0%A4%A/' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'bad_request' });
  });
});
