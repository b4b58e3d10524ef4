import { z } from 'zod';
import { SOCIAL_LINK_URL_MAX_LENGTH } from './limits';
import { textRule } from './textSchemas';

// Issue 15, point 2: an NGO's social links (SPEC §3 "Social media link", §5 "Social link", §7 the
// /api/portal/social-media/ calls). One implementation of the rules, for the server, the screen and
// the mocks. Messages are i18n keys; the server answers them in English.

/** SPEC §3: the platforms, in the order the choices list them. */
export const SOCIAL_PLATFORMS = ['facebook', 'instagram', 'linkedin', 'tiktok', 'youtube'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

/** Brand names: the same in every language, so they are not in the catalogues. */
export const SOCIAL_PLATFORM_NAMES: Record<SocialPlatform, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
  youtube: 'YouTube',
};

/**
 * The hosts a platform's links live on: the domain itself or any subdomain of it (www., m.,
 * si.linkedin.com …). fb.com and youtu.be are the platforms' own short domains.
 */
export const SOCIAL_PLATFORM_DOMAINS: Record<SocialPlatform, readonly string[]> = {
  facebook: ['facebook.com', 'fb.com'],
  instagram: ['instagram.com'],
  linkedin: ['linkedin.com'],
  tiktok: ['tiktok.com'],
  youtube: ['youtube.com', 'youtu.be'],
};

export function isSocialPlatform(value: string): value is SocialPlatform {
  return (SOCIAL_PLATFORMS as readonly string[]).includes(value);
}

/** SPEC §3 "Platform choice: value, label, display_name". */
export type SocialPlatformChoice = { value: SocialPlatform; label: string; display_name: string };

/** The choices in SPEC's order; also the screen's fallback when the choices call fails (SPEC §8). */
export const SOCIAL_PLATFORM_CHOICES: readonly SocialPlatformChoice[] = SOCIAL_PLATFORMS.map((value) => ({
  value,
  label: SOCIAL_PLATFORM_NAMES[value],
  display_name: SOCIAL_PLATFORM_NAMES[value],
}));

export type SocialPlatformProblemKey = 'socialLinks.validation.platformRequired' | 'socialLinks.validation.unsupportedPlatform';
export type SocialUrlProblemKey = 'socialLinks.validation.urlRequired' | 'socialLinks.validation.urlInvalid' | 'socialLinks.validation.urlWrongPlatform';

/** SPEC §5 "platform required"; SPEC §8 'Only use supported platforms.' for any other platform. */
export function socialPlatformProblem(value: string): SocialPlatformProblemKey | null {
  if (value.trim() === '') return 'socialLinks.validation.platformRequired';
  return isSocialPlatform(value) ? null : 'socialLinks.validation.unsupportedPlatform';
}

/**
 * SPEC §5 "url must be a URL": an http(s) address; and (issue 15) on the platform's domains. Null
 * when it is fine. An unknown platform leaves the domain unchecked: the platform's own message says it.
 */
export function socialUrlProblem(platform: string, value: string): SocialUrlProblemKey | null {
  const text = value.trim();
  if (text === '') return 'socialLinks.validation.urlRequired';
  const url = URL.canParse(text) ? new URL(text) : null;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname.includes('.')) return 'socialLinks.validation.urlInvalid';
  if (!isSocialPlatform(platform)) return null;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const onPlatform = SOCIAL_PLATFORM_DOMAINS[platform].some((domain) => host === domain || host.endsWith(`.${domain}`));
  return onPlatform ? null : 'socialLinks.validation.urlWrongPlatform';
}

/** POST /api/portal/social-media/create/ and PUT /api/portal/social-media/{id}/: platform and url, trimmed. */
export const socialLinkRequestSchema = z
  .strictObject({
    platform: z.string().max(50).describe(`One of ${SOCIAL_PLATFORMS.join(', ')}`),
    url: z.string().max(SOCIAL_LINK_URL_MAX_LENGTH).superRefine(textRule('line')).describe('http(s), on the platform\'s domain or a subdomain'),
  })
  .superRefine((body, context) => {
    const platform = socialPlatformProblem(body.platform);
    if (platform) context.addIssue({ code: 'custom', path: ['platform'], message: platform });
    const url = socialUrlProblem(body.platform, body.url);
    if (url) context.addIssue({ code: 'custom', path: ['url'], message: url });
  })
  .transform((body) => ({ platform: body.platform as SocialPlatform, url: body.url.trim() }));
export type SocialLinkRequest = z.input<typeof socialLinkRequestSchema>;

/** SPEC §3 "Social media link: id, platform, url". */
export const socialLinkSchema = z.object({
  id: z.number().int(),
  platform: z.enum(SOCIAL_PLATFORMS),
  url: z.string(),
});
export type SocialLink = z.infer<typeof socialLinkSchema>;
export const socialLinkListSchema = z.array(socialLinkSchema);

/** GET /api/portal/social-media/choices/: SPEC §7 "list in data.data". */
export const socialPlatformChoicesSchema = z.object({
  data: z.object({
    data: z.array(z.object({ value: z.enum(SOCIAL_PLATFORMS), label: z.string(), display_name: z.string() })),
  }),
});

/** Machine codes of the social-link calls. */
export const socialLinkErrorCodes = {
  /** 404: an unknown id, or another NGO's. */
  notFound: 'social_link_not_found',
  /** 409: the NGO already keeps SOCIAL_LINKS_MAX_PER_NGO links. */
  limitReached: 'social_links_limit_reached',
  /** 409: the NGO already keeps a link to this very address. */
  duplicate: 'social_link_duplicate',
} as const;

/** The i18n key of each code's message. */
export const socialLinkErrorKeys = {
  [socialLinkErrorCodes.notFound]: 'socialLinks.errors.notFound',
  [socialLinkErrorCodes.limitReached]: 'socialLinks.errors.limitReached',
  [socialLinkErrorCodes.duplicate]: 'socialLinks.errors.duplicate',
} as const;
