import { z } from 'zod';

/** The one error envelope every failing API call answers with (issue 2, STYLE "Errors are values with a code"). */
export const apiErrorSchema = z.object({
  error: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

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
} as const;
export type PlatformErrorCode = (typeof platformErrorCodes)[keyof typeof platformErrorCodes];
