import { z } from 'zod';
import { CONTACT_INFO_MAX_LENGTH, CONTACT_NAME_MAX_LENGTH } from './limits';
import { normalizePhone, phoneProblem, type PhoneProblemKey } from './phone';
import { textRule } from './textSchemas';

// Issue 15, point 3: an NGO's contacts (SPEC §3 "Contact", §5 "Contact", §7 the /api/portal/contacts/
// calls). One implementation of the rules, for the server, the screen and the mocks. Messages are
// i18n keys; the server answers them in English.

/**
 * The contact types: SPEC §3's fallback Phone and E-mail, and (issue 15,
 * docs/decisions/people-and-profiles.md) an address and anything else, whose information is free
 * text.
 */
export const CONTACT_TYPES = ['phone', 'email', 'address', 'other'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

export function isContactType(value: string): value is ContactType {
  return (CONTACT_TYPES as readonly string[]).includes(value);
}

/** The i18n key of each type's name (contact_type_display, the choices' display_name). */
export const CONTACT_TYPE_KEYS = {
  phone: 'contacts.types.phone',
  email: 'contacts.types.email',
  address: 'contacts.types.address',
  other: 'contacts.types.other',
} as const satisfies Record<ContactType, string>;

/** SPEC §8: the screen's fallback when the choices call fails is Phone and E-mail only. */
export const FALLBACK_CONTACT_TYPES: readonly ContactType[] = ['phone', 'email'];

export type EmailProblemKey = 'contacts.validation.emailNoAt' | 'contacts.validation.emailNoDomain' | 'contacts.validation.emailInvalid';
export type ContactInfoProblemKey = 'contacts.validation.infoRequired' | PhoneProblemKey | EmailProblemKey;
export type ContactTypeProblemKey = 'contacts.validation.typeRequired' | 'contacts.validation.typeUnsupported';

/** SPEC §5 e-mail type: no @; no domain with a dot after it; anything else not name@domain.tld. */
export function contactEmailProblem(value: string): EmailProblemKey | null {
  const email = value.trim();
  if (!email.includes('@')) return 'contacts.validation.emailNoAt';
  const domain = email.slice(email.lastIndexOf('@') + 1);
  if (!/[^.\s]\.[^.\s]/.test(domain)) return 'contacts.validation.emailNoDomain';
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email) ? null : 'contacts.validation.emailInvalid';
}

export function contactTypeProblem(value: string): ContactTypeProblemKey | null {
  if (value.trim() === '') return 'contacts.validation.typeRequired';
  return isContactType(value) ? null : 'contacts.validation.typeUnsupported';
}

/**
 * SPEC §5 "Contact": the information is required ('Contact information is required'); a phone a
 * valid international number (contract/phone.ts, libphonenumber-js: the screen's country selector,
 * default US, puts the calling code in front); an e-mail its three messages; other types free text.
 */
export function contactInfoProblem(type: string, value: string): ContactInfoProblemKey | null {
  if (value.trim() === '') return 'contacts.validation.infoRequired';
  if (type === 'phone') return phoneProblem(value);
  if (type === 'email') return contactEmailProblem(value);
  return null;
}

/** The information as stored: a phone in E.164 (`+12015550123`), anything else trimmed. */
export function normalizeContactInfo(type: ContactType, value: string): string {
  if (type === 'phone') return normalizePhone(value) ?? value.trim();
  return value.trim();
}

/** POST /api/portal/contacts/create/ and PUT /api/portal/contacts/{id}/ (SPEC §7: name, contact_type, contact_info). */
export const contactRequestSchema = z
  .strictObject({
    name: z.string().max(CONTACT_NAME_MAX_LENGTH).superRefine(textRule('line')).optional().describe('Optional: whom the contact reaches'),
    contact_type: z.string().max(50).describe(`One of ${CONTACT_TYPES.join(', ')}`),
    contact_info: z.string().max(CONTACT_INFO_MAX_LENGTH).superRefine(textRule('line')).describe('A phone in international form, an e-mail address, or text'),
    is_public: z
      .boolean()
      .optional()
      .describe('Shown on the public NGO page. Private (false) when a new contact leaves it out; an update that leaves it out keeps it'),
  })
  .superRefine((body, context) => {
    const type = contactTypeProblem(body.contact_type);
    if (type) context.addIssue({ code: 'custom', path: ['contact_type'], message: type });
    const info = contactInfoProblem(body.contact_type, body.contact_info);
    if (info) context.addIssue({ code: 'custom', path: ['contact_info'], message: info });
  })
  .transform((body) => {
    const contactType = body.contact_type as ContactType;
    return {
      name: body.name?.trim() ?? '',
      contact_type: contactType,
      contact_info: normalizeContactInfo(contactType, body.contact_info),
      is_public: body.is_public,
    };
  });
export type ContactRequest = z.input<typeof contactRequestSchema>;
export type ContactInput = z.output<typeof contactRequestSchema>;

/** SPEC §3 "Contact: id, name (optional), contact_type, contact_type_display, contact_info"; the name is '' when none. */
export const contactSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  contact_type: z.enum(CONTACT_TYPES),
  contact_type_display: z.string().describe("The type's name in the reader's language (Accept-Language)"),
  contact_info: z.string().describe('A phone in E.164'),
  /** Issue 15, point 5: whether the public NGO page shows it (docs/decisions/people-and-profiles.md: private by default). */
  is_public: z.boolean(),
});
export type Contact = z.infer<typeof contactSchema>;
export const contactListSchema = z.array(contactSchema);

/** GET /api/portal/contacts/choices/: SPEC §7 "list in data.data"; label in English, display_name in the reader's language. */
export const contactTypeChoicesSchema = z.object({
  data: z.object({
    data: z.array(z.object({ value: z.enum(CONTACT_TYPES), label: z.string(), display_name: z.string() })),
  }),
});

/** Machine codes of the contact calls. */
export const contactErrorCodes = {
  /** 404: an unknown id, or another NGO's. */
  notFound: 'contact_not_found',
  /** 409: the NGO already keeps CONTACTS_MAX_PER_NGO contacts. */
  limitReached: 'contacts_limit_reached',
} as const;

export const contactErrorKeys = {
  [contactErrorCodes.notFound]: 'contacts.errors.notFound',
  [contactErrorCodes.limitReached]: 'contacts.errors.limitReached',
} as const;
