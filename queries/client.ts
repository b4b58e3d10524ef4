import ky, { type AfterResponseHook, type BeforeErrorHook, type BeforeRequestHook } from 'ky';
import { isRefreshResponse } from '@/contract/signIn';
// A named import: only this part of the English catalogue comes into the first page (i18n/index.ts).
import { errors as enErrors } from '@/i18n/locales/en.json';
import { ApiRequestError, apiRequestErrorFromResponse, clientErrorCodes, networkError } from './ApiRequestError';
import { clearSession, readSession, saveTokens, type Session } from './session';

/** A call that gets no answer in this long is reported as a network failure. */
export const REQUEST_TIMEOUT_MS = 15_000;

/**
 * The one HTTP client of the app: `api.get('events/1/').json()`. Paths are relative to /api and
 * keep the spec's trailing slash. Every failure rejects with an ApiRequestError.
 */
export const api = ky.create({
  prefixUrl: '/api',
  // React Query decides about retries (app/queryClient.ts); two retry layers would multiply. The one
  // retry ky may make is the replay after a token refresh, which only `ky.retry()` can ask for:
  // no method and no status is retried on its own.
  retry: { limit: 1, methods: [], statusCodes: [] },
  // The timeout lives in sendRequest, so it too becomes a `network_error` instead of ky's TimeoutError.
  timeout: false,
  fetch: sendRequest,
  hooks: {
    beforeRequest: [
      // Before addCacheBuster: it returns a new Request, and ky stops the beforeRequest chain there.
      addBearerToken,
      addReaderLanguage,
      addCacheBuster,
    ] satisfies BeforeRequestHook[],
    afterResponse: [refreshOnceOnUnauthorized] satisfies AfterResponseHook[],
    beforeError: [rejectWithApiRequestError],
  },
});

/**
 * SPEC §7: called when refreshing the session failed, after the stored session was cleared, with
 * the session that expired (null if it was gone already), so the app can go to the right sign-in
 * page (issue 17: a volunteer's). Returns the unsubscribe function.
 */
export function onSessionExpired(listener: (expired: Session | null) => void): () => void {
  expiryListeners.add(listener);
  return () => expiryListeners.delete(listener);
}

// ---------------------------------------------------------------------------------------------

/** Name of the Web Lock that keeps two tabs from rotating the same refresh token at once. */
const REFRESH_LOCK = 'ngo-portal-token-refresh';

/** Sign-in and token calls: their 401 means "wrong credentials" or "dead token", never "refresh me". */
const CALLS_WITHOUT_REFRESH = [
  '/api/ngo/login/',
  '/api/super-admin/login/',
  '/api/ngo/register/',
  '/api/volunteer/login/',
  '/api/volunteer/register/',
  '/api/token/refresh/',
  '/api/token/logout/',
];

const expiryListeners = new Set<(expired: Session | null) => void>();
/** Single flight: every request that meets a 401 during one refresh waits for this same promise. */
let refreshing: Promise<void> | undefined;

/** Answers with words in them (an application's status_display) come in the reader's language: the page's `lang`. */
function addReaderLanguage(request: Request): void {
  const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (language) request.headers.set('Accept-Language', language);
}

/** SPEC §7: every call carries the bearer access token of the stored session. */
function addBearerToken(request: Request): void {
  const session = readSession();
  if (session) request.headers.set('Authorization', `Bearer ${session.access_token}`);
}

/** SPEC §7: GET calls carry `_t=<timestamp>` so no cache in between answers with old data. */
function addCacheBuster(request: Request): Request | void {
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  url.searchParams.set('_t', String(Date.now()));
  return new Request(url, request);
}

/**
 * SPEC §7: on a 401 the session is refreshed once, concurrent requests wait, and all are replayed
 * with the new token (`ky.retry()` re-runs addBearerToken). A replay that meets 401 again is not
 * refreshed a second time (`retryCount` > 0), so nothing loops.
 */
async function refreshOnceOnUnauthorized(
  ...[request, , response, state]: Parameters<AfterResponseHook>
): Promise<ReturnType<typeof ky.retry> | void> {
  if (response.status !== 401 || state.retryCount > 0) return;
  if (CALLS_WITHOUT_REFRESH.includes(new URL(request.url).pathname)) return;
  const sentToken = request.headers.get('Authorization')?.replace(/^Bearer /, '');
  if (await refreshAfterUnauthorized(sentToken)) return ky.retry({ delay: 0, code: 'TOKEN_REFRESHED' });
}

/**
 * SPEC §7 for a call that met 401 with `sentToken`: refreshes the session unless another request
 * already did (single flight), and says whether to replay the call once with the stored token.
 * False when signed out: the 401 is the answer. Rejects like `api` when the refresh fails. The
 * ky hook above and the XMLHttpRequest uploads (queries/uploadWithProgress.ts) share it.
 */
export async function refreshAfterUnauthorized(sentToken: string | undefined): Promise<boolean> {
  const session = readSession();
  if (!session) return false;
  // Sent with an older token than the stored one: another request already refreshed, just replay.
  if (sentToken === session.access_token) await refreshSession(session.access_token);
  return true;
}

/** Runs after every afterResponse hook, so a 401 the refresh hook recovers never gets here. */
async function rejectWithApiRequestError(...[error]: Parameters<BeforeErrorHook>): Promise<never> {
  // ky lets a beforeError hook throw; throwing our own type gives callers one error shape.
  throw await apiRequestErrorFromResponse(error.response);
}

/** One refresh at a time in this tab (single flight) and across tabs (Web Lock, where supported). */
function refreshSession(staleAccessToken: string): Promise<void> {
  refreshing ??= withTabLock(() => rotateTokens(staleAccessToken)).finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

async function withTabLock(work: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return work();
  await locks.request(REFRESH_LOCK, work);
}

/** POST /api/token/refresh/ with the stored refresh token; refresh tokens rotate, so both are stored. */
async function rotateTokens(staleAccessToken: string): Promise<void> {
  // Inside the lock: another tab may have refreshed (or signed out) while this one waited.
  const session = readSession();
  if (session && session.access_token !== staleAccessToken) return;
  try {
    if (!session) throw new Error('signed out while waiting for the refresh');
    const answer = await api.post('token/refresh/', { json: { refresh: session.refresh_token } }).json();
    if (!isRefreshResponse(answer)) throw new Error('POST /api/token/refresh/ answered something else than tokens');
    saveTokens(answer);
  } catch (cause) {
    // No answer or a server fault says nothing about the session: keep it, report the failure,
    // and the next call tries again (docs/decisions/accounts-and-sessions.md). Offline for a minute
    // must not sign out.
    if (cause instanceof ApiRequestError && (cause.isNetworkError || cause.status >= 500)) throw cause;
    // SPEC §7: if refresh fails, the stored session is cleared, the user goes to login.
    clearSession();
    for (const listener of [...expiryListeners]) listener(session);
    const error = new ApiRequestError({
      status: 401,
      code: clientErrorCodes.sessionExpired,
      message: enErrors.accounts.sessionExpired,
    });
    error.cause = cause;
    throw error;
  }
}

/** ky's transport: fetch with a timeout, where "no answer at all" becomes a `network_error`. */
async function sendRequest(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  try {
    return await fetch(request, { signal: AbortSignal.any([request.signal, timeout]) });
  } catch (error) {
    // A caller's cancel (React Query aborting a query it no longer needs) is not a failure to show.
    if (request.signal.aborted) throw error;
    throw networkError(error);
  }
}
