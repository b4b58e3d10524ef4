import ky, { type AfterResponseHook, type BeforeErrorHook } from 'ky';
import { apiRequestErrorFromResponse, networkError } from './ApiRequestError';

/** A call that gets no answer in this long is reported as a network failure. */
export const REQUEST_TIMEOUT_MS = 15_000;

/**
 * The one HTTP client of the app: `api.get('events/1/').json()`. Paths are relative to /api and
 * keep the spec's trailing slash. Every failure rejects with an ApiRequestError.
 */
export const api = ky.create({
  prefixUrl: '/api',
  // React Query decides about retries (app/queryClient.ts); two retry layers would multiply.
  retry: 0,
  // The timeout lives in sendRequest, so it too becomes a `network_error` instead of ky's TimeoutError.
  timeout: false,
  fetch: sendRequest,
  hooks: {
    beforeRequest: [
      // Accounts issue: add its `Authorization: Bearer <access>` hook HERE, before addCacheBuster.
      // addCacheBuster returns a new Request, and ky stops the beforeRequest chain at such a hook.
      addCacheBuster,
    ],
    afterResponse: [
      // Accounts issue: the refresh-once-on-401 hook goes here (SPEC §7: refresh with the refresh
      // token, replay waiting requests via ky.retry({ request }), or clear the session and go to login).
    ] satisfies AfterResponseHook[],
    beforeError: [rejectWithApiRequestError],
  },
});

/** SPEC §7: GET calls carry `_t=<timestamp>` so no cache in between answers with old data. */
function addCacheBuster(request: Request): Request | void {
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  url.searchParams.set('_t', String(Date.now()));
  return new Request(url, request);
}

/** Runs after every afterResponse hook, so a 401 the refresh hook recovers never gets here. */
async function rejectWithApiRequestError(...[error]: Parameters<BeforeErrorHook>): Promise<never> {
  // ky lets a beforeError hook throw; throwing our own type gives callers one error shape.
  throw await apiRequestErrorFromResponse(error.response);
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
