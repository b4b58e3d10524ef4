import { z } from 'zod';
import { ADMIN_NGOS_MAX_LIMIT } from './limits';
import { MAX_ID } from './platform';
import { lineText, textRule, type TextProblemKey } from './text';

// SPEC §3, §5, §7: accounts — NGO registration, sign-in of both roles, tokens, NGO approval.

/** SPEC §3: organisation offerings, as codes on the wire. */
export const ORGANIZATION_OFFERINGS = ['VOLUNTEERING', 'EVENTS', 'DONATIONS', 'PETITIONS', 'PRODUCTS_OR_SERVICES'] as const;
export type OrganizationOffering = (typeof ORGANIZATION_OFFERINGS)[number];

/** An NGO waits for approval after registering; a super administrator approves or suspends it. */
export const NGO_STATUSES = ['pending', 'approved', 'suspended'] as const;
export type NgoStatus = (typeof NGO_STATUSES)[number];

/** SPEC §3: session user_type. */
export const USER_TYPES = ['ngo', 'super_admin'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Machine codes of the accounts calls; the app translates them (i18n `errors.accounts.*`). */
export const accountErrorCodes = {
  invalidCredentials: 'invalid_credentials',
  ngoPending: 'ngo_pending',
  ngoSuspended: 'ngo_suspended',
  emailTaken: 'email_taken',
  /** 401: no access token, a bad one or an expired one. */
  unauthenticated: 'unauthenticated',
  /** 403: a valid token of the wrong user type, or an NGO that is not approved. */
  forbidden: 'forbidden',
  /** 401 on /api/token/refresh/: unknown, expired, used or revoked refresh token. */
  invalidRefreshToken: 'invalid_refresh_token',
  /** 404 on the super administrator's NGO calls. */
  ngoNotFound: 'ngo_not_found',
} as const;

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
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const ngoLoginResponseSchema = z.object({
  access: z.string(),
  refresh: z.string(),
  user_id: z.number().int(),
  ngo_id: z.number().int(),
  ngo_name: z.string(),
});
export type NgoLoginResponse = z.infer<typeof ngoLoginResponseSchema>;

export const adminLoginResponseSchema = z.object({
  access: z.string(),
  refresh: z.string(),
  user_id: z.number().int(),
  email: z.string(),
  name: z.string(),
});
export type AdminLoginResponse = z.infer<typeof adminLoginResponseSchema>;

export const refreshRequestSchema = z.object({ refresh: lineText(200).min(1) });
/** SPEC §7 answers `access`; refresh tokens rotate, so the new one comes with it (docs/decisions.md). */
export const refreshResponseSchema = z.object({ access: z.string(), refresh: z.string() });
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

/** POST /api/token/logout/: the client hands back its refresh token, which is revoked. */
export const logoutRequestSchema = refreshRequestSchema;

/** Lifetimes. SPEC leaves refresh open: 7 days of inactivity signs out (docs/decisions.md). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
/** Issue 3: more than 10 sign-in attempts in 3 minutes per IP and e-mail are refused with 429. */
export const LOGIN_ATTEMPTS_MAX = 10;
export const LOGIN_ATTEMPTS_WINDOW_MS = 3 * 60 * 1000;
/** Registrations per IP address in a window, failed ones included (docs/decisions.md). */
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
  search: z
    .string()
    .max(200)
    .superRefine(textRule('line'))
    .optional()
    .transform((text) => text?.trim() || undefined),
  limit: z.coerce.number().int().min(1).max(ADMIN_NGOS_MAX_LIMIT).optional(),
  offset: z.coerce.number().int().min(0).max(MAX_ID).optional(),
});
/** Any of the list's parameters; left out is no filter. */
export type AdminNgoListQuery = Partial<z.output<typeof adminNgoListQuerySchema>>;

// ---------------------------------------------------------------------------------------------
// The browser's session (SPEC §3: kept locally under exactly these keys)

export const SESSION_KEYS = [
  'access_token',
  'refresh_token',
  'user_id',
  'ngo_id',
  'ngo_name',
  'user_type',
  'admin_email',
  'admin_name',
] as const;
export type SessionKey = (typeof SESSION_KEYS)[number];

/** SPEC §2: the admin navbar shows this when the administrator has no name. */
export const DEFAULT_ADMIN_NAME = 'Super Admin';
