import { isApiError, platformErrorCodes } from '@/contract/apiError';

/** Codes the browser gives failures that never got an answer in the server's envelope. */
export const clientErrorCodes = {
  network: 'network_error',
  unexpectedResponse: 'unexpected_response',
  /** SPEC §7: a 401 whose session refresh failed; the stored session is gone. */
  sessionExpired: 'session_expired',
} as const;

/**
 * Every failed API call rejects with this: the HTTP status (0 when no answer came), the server's
 * machine `code` to translate, its `error` text as `message` (the fallback to show) and per-field
 * messages for forms. STYLE: errors are values with a code.
 */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string[]> | undefined;
  /** The whole envelope, for a code whose answer says more (applications_refused lists the refused ids). */
  readonly body: unknown;

  constructor(init: { status: number; code: string; message: string; fields?: Record<string, string[]>; body?: unknown }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields;
    this.body = init.body;
  }

  /** 4xx: asking again gives the same answer, so nobody should retry it. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }

  get isNetworkError(): boolean {
    return this.code === clientErrorCodes.network;
  }
}

/** Reads the `{ error, code, fields? }` envelope of a failed response; other bodies get a code from the status. */
export async function apiRequestErrorFromResponse(response: Response): Promise<ApiRequestError> {
  const body = await readJson(response);
  if (isApiError(body)) {
    return new ApiRequestError({ status: response.status, code: body.code, message: body.error, fields: body.fields, body });
  }
  return new ApiRequestError({
    status: response.status,
    // A 5xx without our envelope came from a proxy or a crash: the server failed all the same.
    code: response.status >= 500 ? platformErrorCodes.internal : clientErrorCodes.unexpectedResponse,
    message: `Request failed with status ${response.status}`,
  });
}

export function networkError(cause: unknown): ApiRequestError {
  const error = new ApiRequestError({
    status: 0,
    code: clientErrorCodes.network,
    message: cause instanceof Error ? cause.message : 'Network request failed',
  });
  error.cause = cause;
  return error;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined; // an HTML error page or an empty body
  }
}
