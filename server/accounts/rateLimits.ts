import type { FastifyRequest } from 'fastify';
import { LOGIN_ATTEMPTS_MAX, LOGIN_ATTEMPTS_WINDOW_MS, REGISTRATIONS_MAX, REGISTRATIONS_WINDOW_MS } from '@/contract/accounts';
import { platformErrorCodes } from '@/contract/errors';
import en from '@/i18n/locales/en.json';
import { AppError } from '@/server/platform/errors';
import { canonicalEmail } from './service';

// The rate limits of the account calls; the volunteers' registration and sign-in (server/volunteers)
// count the same way.

/** At most REGISTRATIONS_MAX registrations per address in REGISTRATIONS_WINDOW_MS. */
export const REGISTRATIONS_PER_IP = {
  max: REGISTRATIONS_MAX,
  timeWindow: REGISTRATIONS_WINDOW_MS,
  errorResponseBuilder: () => new AppError(429, platformErrorCodes.rateLimited, en.register.rateLimited),
} as const;

/**
 * Issue 3: more than LOGIN_ATTEMPTS_MAX attempts in LOGIN_ATTEMPTS_WINDOW_MS for one address and
 * e-mail are refused with 429. Counted after validation (preHandler), where the e-mail is known;
 * each sign-in call keeps its own count. In memory: each instance counts its own requests.
 */
export const loginAttemptsLimit = {
  max: LOGIN_ATTEMPTS_MAX,
  timeWindow: LOGIN_ATTEMPTS_WINDOW_MS,
  hook: 'preHandler',
  keyGenerator: (request: FastifyRequest) => {
    const { email } = request.body as { email: string };
    return `${request.ip} ${canonicalEmail(email)}`;
  },
  errorResponseBuilder: () => new AppError(429, platformErrorCodes.rateLimited, en.errors.accounts.rateLimited),
} as const;

/** A client refreshes once per 15-minute access token; 60 a minute leaves room for many tabs behind one address. */
export const REFRESHES_PER_IP = { max: 60, timeWindow: 60 * 1000 } as const;
