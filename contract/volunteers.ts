import { z } from 'zod';
import { EMAIL_PATTERN } from './accounts';
import { isCalendarDate } from './dates';
import {
  FULL_NAME_MAX_LENGTH,
  MIN_PASSWORD_LENGTH,
  PROFILE_IMAGE_URL_MAX_LENGTH,
  VOLUNTEER_BIO_MAX_LENGTH,
  VOLUNTEER_EARLIEST_BIRTHDAY,
} from './limits';
import { freeText, lineText, textRule } from './textSchemas';

// Issue 14, point 1: volunteer accounts. A volunteer registers and signs in through their own calls
// (the SPA's sign-in screen stays for NGOs and administrators) and keeps a profile whose total_xp
// only attendance changes. Messages that are i18n keys are answered in English by the server.

/** The one user_type a volunteer's sign-in answers. */
export const VOLUNTEER_USER_TYPE = 'volunteer' as const;

/** Machine codes of the volunteer calls beyond the accounts' own (email_taken, invalid_credentials …). */
export const volunteerErrorCodes = {
  /** 400 on PATCH /api/volunteer/me/: profile_image is not an image this volunteer uploaded. */
  profileImageUnknown: 'profile_image_unknown',
} as const;

/**
 * The latest birthday a volunteer may give: today where the day is furthest ahead (UTC+14), so
 * that someone born today anywhere on Earth is accepted and a day later than that nowhere is.
 */
export function latestBirthday(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** The i18n key of what is wrong with a birthday ('YYYY-MM-DD'), or null when it is a possible one. */
export function birthdayProblem(value: string, now: Date = new Date()): BirthdayProblemKey | null {
  if (!isCalendarDate(value)) return 'volunteers.validation.birthdayInvalid';
  if (value < VOLUNTEER_EARLIEST_BIRTHDAY) return 'volunteers.validation.birthdayTooEarly';
  if (value > latestBirthday(now)) return 'volunteers.validation.birthdayInFuture';
  return null;
}
export type BirthdayProblemKey =
  | 'volunteers.validation.birthdayInvalid'
  | 'volunteers.validation.birthdayTooEarly'
  | 'volunteers.validation.birthdayInFuture';

/** A birthday as the calls take it: 'YYYY-MM-DD' of a possible day, or null (none given). */
const birthdaySchema = z
  .string()
  .max(10)
  .superRefine((value, context) => {
    const problem = birthdayProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  })
  .nullable();

/** A person's name: one line, trimmed, not blank. */
const fullNameSchema = lineText(FULL_NAME_MAX_LENGTH)
  .transform((name) => name.trim())
  .refine((name) => name !== '', 'volunteers.validation.fullNameRequired');

/** Free text about the volunteer, trimmed. */
const bioSchema = freeText(VOLUNTEER_BIO_MAX_LENGTH).transform((bio) => bio.trim());

/** POST /api/volunteer/register/. */
export const volunteerRegistrationSchema = z.object({
  full_name: fullNameSchema,
  email: z
    .string()
    .max(254)
    .superRefine(textRule('line'))
    .transform((email) => email.trim())
    .refine((email) => EMAIL_PATTERN.test(email), 'validation.emailInvalid'),
  password: lineText(200).refine((password) => password.length >= MIN_PASSWORD_LENGTH, 'validation.passwordTooShort'),
  birthday: birthdaySchema.optional().transform((birthday) => birthday ?? null),
  bio: bioSchema.optional().transform((bio) => bio ?? ''),
});
export type VolunteerRegistrationRequest = z.input<typeof volunteerRegistrationSchema>;
export type VolunteerRegistration = z.output<typeof volunteerRegistrationSchema>;

/** 201 of the registration: the new account's id; the volunteer signs in next. */
export const volunteerRegistrationResponseSchema = z.object({ message: z.string(), user_id: z.number().int() });

/** POST /api/volunteer/login/ (its body is the accounts' loginRequestSchema). */
export const volunteerLoginResponseSchema = z.object({
  access: z.string(),
  refresh: z.string(),
  user_id: z.number().int(),
  user_type: z.literal(VOLUNTEER_USER_TYPE),
});
export type VolunteerLoginResponse = z.infer<typeof volunteerLoginResponseSchema>;

/** GET and PATCH /api/volunteer/me/: the signed-in volunteer's profile. */
export const volunteerProfileSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  bio: z.string(),
  birthday: z.string().nullable().describe('YYYY-MM-DD, or null when not given'),
  profile_image: z.string().nullable().describe('The image URL the upload answered, or null'),
  total_xp: z.number().int().min(0).describe('Read-only: attendance the NGOs confirm adds to it'),
});
export type VolunteerProfile = z.infer<typeof volunteerProfileSchema>;

/**
 * PATCH /api/volunteer/me/: any of these; a field left out is kept. total_xp (or anything else) is
 * refused, not ignored, so a client that tries to write it learns it cannot. profile_image is a URL
 * answered by POST /api/volunteer/me/profile-image/ to this volunteer, or null to remove it.
 */
export const volunteerProfileUpdateSchema = z.strictObject({
  full_name: fullNameSchema.optional(),
  bio: bioSchema.optional(),
  birthday: birthdaySchema.optional(),
  profile_image: lineText(PROFILE_IMAGE_URL_MAX_LENGTH).nullable().optional(),
});
export type VolunteerProfileUpdate = z.output<typeof volunteerProfileUpdateSchema>;
