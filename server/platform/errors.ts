import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { addFieldMessage, catalogueText, platformErrorCodes, problemMessages, schemaIssueText, validationError, type ApiError, type FieldMessages, type RuleProblem } from '@/contract/errors';
import en from '@/i18n/locales/en.json';
import { DATABASE_RETRY_AFTER_SECONDS, databaseErrorEnvelope, databaseOutageLog } from './databaseErrors';

/**
 * A failure a feature reports on purpose: `throw new AppError(404, 'event_not_found', 'Event not found')`.
 * The error handler turns it into the envelope `{ error, code, fields? }` with this status, and
 * `details` beside them (the ids a bulk call refused: `{ refused }`).
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: FieldMessages,
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/**
 * 400 validation_failed with every broken rule in English: each field's messages, and `error` as
 * 'field: messages' joined by '; ' (SPEC §8). The app translates them again from the same keys.
 */
export function validationFailed(problems: readonly RuleProblem[]): AppError {
  const { code, error, fields } = validationError(problemMessages(problems, en));
  return new AppError(400, code, error, fields);
}

/** The English catalogue's text for an i18n key such as `validation.required`. */
export function englishText(key: string, values?: RuleProblem['values']): string {
  return catalogueText(en, key, values);
}

/** The app's error handler: every failure leaves as one envelope, and a 500 never shows its cause. */
export function sendErrorEnvelope(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = envelopeFor(error);
  if (body.code === platformErrorCodes.databaseUnavailable) {
    logDatabaseOutage(request.log, error);
    reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
  } else if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
  } else {
    request.log.info({ code: body.code, err: error.message }, 'request refused');
  }
  return reply.code(status).send(body);
}

const logDatabaseOutage = databaseOutageLog();

/** For `frameworkErrors` (a URL Fastify cannot decode), which run before any hook. */
export function sendBadUrlEnvelope(_error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.header('x-request-id', request.id);
  return reply.code(400).send({ error: 'Malformed URL', code: platformErrorCodes.badRequest } satisfies ApiError);
}

function envelopeFor(error: FastifyError | AppError): { status: number; body: ApiError } {
  const fromDatabase = databaseErrorEnvelope(error);
  if (fromDatabase) return fromDatabase;
  if (error instanceof AppError) {
    return { status: error.status, body: { ...error.details, error: error.message, code: error.code, fields: error.fields } };
  }
  if (Array.isArray(error.validation) && error.validation.length > 0) {
    return { status: 400, body: validationError(fieldsFromValidation(error)) };
  }
  const status = error.statusCode ?? 500;
  if (status === 413) {
    return error.code === 'FST_REQ_FILE_TOO_LARGE'
      ? { status, body: { error: en.errors.image.tooLarge, code: platformErrorCodes.imageTooLarge } }
      : { status, body: { error: 'Request is too large', code: platformErrorCodes.payloadTooLarge } };
  }
  // @fastify/multipart answers 406 when a file route is called without multipart/form-data.
  if (status === 415 || error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return { status: 415, body: { error: 'Unsupported content type', code: platformErrorCodes.unsupportedMediaType } };
  }
  if (status === 404) return { status, body: { error: error.message, code: platformErrorCodes.notFound } };
  if (status === 429) return { status, body: { error: error.message, code: platformErrorCodes.rateLimited } };
  if (status >= 400 && status < 500) {
    return { status, body: { error: error.message, code: platformErrorCodes.badRequest } };
  }
  return { status: 500, body: { error: 'Internal server error', code: platformErrorCodes.internal } };
}

/** `location.latitude` → its messages; a whole-input problem is named after its part (`body`, `query`…). */
function fieldsFromValidation(error: FastifyError): FieldMessages {
  const part = error.validationContext === 'querystring' ? 'query' : (error.validationContext ?? 'body');
  const fields: FieldMessages = {};
  for (const issue of error.validation ?? []) {
    // JSON-schema routes (not zod) name a missing property in params rather than in the path.
    const missing = typeof issue.params?.missingProperty === 'string' ? [issue.params.missingProperty] : [];
    const path = [...issue.instancePath.split('/').filter(Boolean), ...missing];
    const name = path.length > 0 ? path.join('.') : part;
    addFieldMessage(fields, name, issue.message ? schemaIssueText(issue.message, en) : 'is invalid');
  }
  return fields;
}
