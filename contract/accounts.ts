import { z } from 'zod';
import { ADMIN_NGOS_MAX_LIMIT } from './limits';
import { MAX_ID } from './platform';
import type { TextProblemKey } from './text';
import { lineText, searchQueryText, textRule } from './textSchemas';
import { NGO_STATUSES, type AdminLoginResponse, type LoginRequest, type NgoLoginResponse, type RefreshResponse } from './signIn';

// SPEC §3, §5, §7: accounts — NGO registration, sign-in of both roles, tokens, NGO approval.
// The statuses, codes, sign-in answers and session keys are in contract/signIn.ts, which the
// browser reads without zod (issue 13); they are re-exported here, and the schemas checked against them.
export {
  accountErrorCodes,
  DEFAULT_ADMIN_NAME,
  NGO_STATUSES,
  SESSION_KEYS,
  USER_TYPES,
  type AdminLoginResponse,
  type LoginRequest,
  type NgoLoginResponse,
  type NgoStatus,
  type RefreshResponse,
  type SessionKey,
  type UserType,
} from './signIn';

/** SPEC §3: organisation offerings, as codes on the wire. */
export const ORGANIZATION_OFFERINGS = ['VOLUNTEERING', 'EVENTS', 'DONATIONS', 'PETITIONS', 'PRODUCTS_OR_SERVICES'] as const;
export type OrganizationOffering = (typeof ORGANIZATION_OFFERINGS)[number];

// ---------------------------------------------------------------------------------------------
// Registration (SPEC §3 fields, §5 rules in order)

export const registrationFields = [
  'organization_name',
  'website',
  'registration_number',
  'contact_person_first_name',
  'contact_person_last_name',
  'contact_person_email',
  'contact_person_phone',
  'password',
  'confirm_password',
  'operating_countries',
] as const;
export type RegistrationField = (typeof registrationFields)[number] | 'organization_offerings';

/**
 * POST /api/ngo/register/ body. The schema bounds sizes and refuses characters no typed line holds;
 * registrationProblems checks the SPEC §5 rules.
 */
export const registrationRequestSchema = z.object({
  organization_name: lineText(200),
  website: lineText(500).default(''),
  registration_number: lineText(100).default(''),
  contact_person_first_name: lineText(100),
  contact_person_last_name: lineText(100),
  contact_person_email: lineText(254),
  contact_person_phone: lineText(40).default(''),
  password: lineText(200),
  confirm_password: lineText(200),
  operating_countries: lineText(500).default(''),
  organization_offerings: z.array(z.enum(ORGANIZATION_OFFERINGS)).max(ORGANIZATION_OFFERINGS.length).default([]),
});
export type RegistrationRequest = z.input<typeof registrationRequestSchema>;
export type RegistrationForm = z.output<typeof registrationRequestSchema>;

export const registrationResponseSchema = z.object({ message: z.string() });

/**
 * One broken rule: the field, the i18n key of its message and the values the message needs.
 * `field` in values is itself an i18n key (the field's label), translated before interpolation.
 */
export type Problem<Field extends string = string> = {
  field: Field;
  message: ProblemMessageKey;
  values?: { field?: FieldLabelKey };
};

export type ProblemMessageKey =
  | 'validation.required'
  | 'validation.passwordsMismatch'
  | 'validation.passwordTooShort'
  | 'validation.emailInvalid'
  | 'validation.websiteInvalid'
  | 'validation.phoneTooShort'
  | 'validation.phoneInvalidForCountry'
  | 'validation.phoneNoCountryCode'
  | TextProblemKey;

export type FieldLabelKey = `register.fields.${(typeof registrationFields)[number]}`;

/** SPEC §5: contact e-mail "looks like {email}": something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// The rules that read the registration form (phone numbers' metadata among them) are in
// contract/registration.ts, so the pages that only sign in do not load them (issue 13).

// ---------------------------------------------------------------------------------------------
// Sign-in and tokens (SPEC §7)

/** SPEC §5: email and password required. */
export const loginRequestSchema = z.object({
  email: z.string().trim().min(1).max(254).superRefine(textRule('line')),
  password: lineText(200).min(1),
}) satisfies z.ZodType<LoginRequest>;

export const ngoLoginResponseSchema = z.object({
  access: z.string(),
  refresh: z.string(),
  user_id: z.number().int(),
  ngo_id: z.number().int(),
  ngo_name: z.string(),
}) satisfies z.ZodType<NgoLoginResponse>;

export const adminLoginResponseSchema = z.object({
  access: z.string(),
  refresh: z.string(),
  user_id: z.number().int(),
  email: z.string(),
  name: z.string(),
}) satisfies z.ZodType<AdminLoginResponse>;

export const refreshRequestSchema = z.object({ refresh: lineText(200).min(1) });
export const refreshResponseSchema = z.object({ access: z.string(), refresh: z.string() }) satisfies z.ZodType<RefreshResponse>;

/** POST /api/token/logout/: the client hands back its refresh token, which is revoked. */
export const logoutRequestSchema = refreshRequestSchema;

/** Lifetimes. SPEC leaves refresh open: 7 days of inactivity signs out (docs/decisions/accounts-and-sessions.md). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
/** Issue 3: more than 10 sign-in attempts in 3 minutes per IP and e-mail are refused with 429. */
export const LOGIN_ATTEMPTS_MAX = 10;
export const LOGIN_ATTEMPTS_WINDOW_MS = 3 * 60 * 1000;
/** Registrations per IP address in a window, failed ones included (docs/decisions/accounts-and-sessions.md). */
export const REGISTRATIONS_MAX = 10;
export const REGISTRATIONS_WINDOW_MS = 10 * 60 * 1000;

/** GET /api/ngo/me/: the signed-in NGO user's account, for the dashboard. */
export const ngoAccountSchema = z.object({
  user_id: z.number().int(),
  ngo_id: z.number().int(),
  ngo_name: z.string(),
  email: z.string(),
  status: z.enum(NGO_STATUSES),
});
export type NgoAccount = z.infer<typeof ngoAccountSchema>;

// ---------------------------------------------------------------------------------------------
// NGO approval (issue 3, item 6; the screen comes with the administrator issue)

export const adminNgoSchema = z.object({
  id: z.number().int(),
  organization_name: z.string(),
  website: z.string(),
  registration_number: z.string(),
  contact_person_first_name: z.string(),
  contact_person_last_name: z.string(),
  contact_person_email: z.string(),
  contact_person_phone: z.string(),
  operating_countries: z.string(),
  organization_offerings: z.array(z.enum(ORGANIZATION_OFFERINGS)),
  status: z.enum(NGO_STATUSES),
  created: z.string(),
});
export type AdminNgo = z.infer<typeof adminNgoSchema>;

/**
 * GET /api/super-admin/ngos/ query: `status` (issue 3); issue 13 adds `search` (matchesNgoSearch,
 * contract/admin.ts), and `limit` and `offset` for paging with the number of matches in the
 * X-Total-Count header, as the administrator's event list. Without them every NGO comes.
 */
export const adminNgoListQuerySchema = z.object({
  status: z.enum(NGO_STATUSES).optional(),
  search: searchQueryText,
  limit: z.coerce.number().int().min(1).max(ADMIN_NGOS_MAX_LIMIT).optional(),
  offset: z.coerce.number().int().min(0).max(MAX_ID).optional(),
});
/** Any of the list's parameters; left out is no filter. */
export type AdminNgoListQuery = Partial<z.output<typeof adminNgoListQuerySchema>>;
