// The error envelope and the platform's codes without zod (issue 13): the browser reads every failed
// call's answer with these, on pages that never load zod. contract/errors.ts holds the envelope's
// zod schema for the server's route declarations, checked against ApiError.

/** The one error envelope every failing API call answers with (issue 2, STYLE "Errors are values with a code"). */
export interface ApiError {
  error: string;
  code: string;
  fields?: Record<string, string[]>;
}

/** Whether an answer's body is the error envelope (a proxy's HTML page or an empty body is not). */
export function isApiError(body: unknown): body is ApiError {
  if (!isRecord(body) || typeof body.error !== 'string' || typeof body.code !== 'string') return false;
  return body.fields === undefined || (isRecord(body.fields) && Object.values(body.fields).every(isListOfText));
}

/** Machine codes the platform itself answers with; features add their own next to their routes. */
export const platformErrorCodes = {
  notFound: 'not_found',
  badRequest: 'bad_request',
  validation: 'validation_failed',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  rateLimited: 'rate_limited',
  internal: 'internal_error',
  imageInvalid: 'image_invalid',
  imageTooLarge: 'image_too_large',
  databaseUnavailable: 'database_unavailable',
} as const;
export type PlatformErrorCode = (typeof platformErrorCodes)[keyof typeof platformErrorCodes];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isListOfText(value: unknown): boolean {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}
