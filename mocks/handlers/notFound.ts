import { http, HttpResponse } from 'msw';
import { platformErrorCodes } from '@/contract/errors';

/** Like the server: any /api path nobody handles is a 404 in the error envelope. Keep it last. */
export const notFoundHandler = http.all('/api/*', () =>
  HttpResponse.json({ error: 'Not found', code: platformErrorCodes.notFound }, { status: 404 }),
);
