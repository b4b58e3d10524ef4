import { apiRequestErrorFromResponse, networkError } from './ApiRequestError';
import { refreshAfterUnauthorized } from './client';
import { readSession } from './session';

/** Bytes of the request body sent so far, of how many. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

interface UploadOptions {
  /** Aborting it aborts the request; the promise rejects with the signal's reason. */
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
}

/**
 * POST a multipart form to `/api/<path>` and report the upload's progress. ky's `onUploadProgress`
 * needs a streaming request body, which Chromium sends only over HTTP/2
 * (docs/decisions/galleries-and-files.md, "Gallery screens"), so
 * uploads that show progress go through XMLHttpRequest, with the `api` client's rules: the bearer
 * token, the reader's language, one refresh and replay on 401 (refreshAfterUnauthorized), failures
 * as ApiRequestError. No timeout: a large upload on a slow line is legitimate, and Cancel aborts.
 * Resolves with the answer's JSON.
 */
export async function uploadWithProgress(path: string, body: FormData, options: UploadOptions = {}): Promise<unknown> {
  const first = await send(path, body, options);
  if (first.status === 401) {
    if (await refreshAfterUnauthorized(first.sentToken)) return answerOf(await send(path, body, options));
  }
  return answerOf(first);
}

interface Sent {
  status: number;
  text: string;
  contentType: string;
  sentToken: string | undefined;
}

function send(path: string, body: FormData, { signal, onProgress }: UploadOptions): Promise<Sent> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const request = new XMLHttpRequest();
    const sentToken = readSession()?.access_token;
    request.open('POST', `/api/${path}`);
    if (sentToken) request.setRequestHeader('Authorization', `Bearer ${sentToken}`);
    const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
    if (language) request.setRequestHeader('Accept-Language', language);

    // Settles once: an abort rejects at once, whether or not the transport reports it afterwards.
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', abort);
      outcome();
    };
    const abort = () => {
      settle(() => reject(signal?.reason ?? new DOMException('The upload was aborted.', 'AbortError')));
      request.abort();
    };
    signal?.addEventListener('abort', abort, { once: true });

    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    });
    request.addEventListener('load', () => {
      settle(() =>
        resolve({ status: request.status, text: request.responseText, contentType: request.getResponseHeader('Content-Type') ?? '', sentToken }),
      );
    });
    request.addEventListener('error', () => settle(() => reject(networkError(new Error('Network request failed')))));
    request.addEventListener('abort', () => settle(() => reject(new DOMException('The upload was aborted.', 'AbortError'))));
    request.send(body);
  });
}

async function answerOf({ status, text, contentType }: Sent): Promise<unknown> {
  const response = new Response(status === 204 ? null : text, { status, headers: { 'Content-Type': contentType } });
  if (!response.ok) throw await apiRequestErrorFromResponse(response);
  return response.json();
}
