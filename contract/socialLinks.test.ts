import { describe, expect, it } from 'vitest';
import en from '@/i18n/locales/en.json';
import { SOCIAL_PLATFORM_CHOICES, socialLinkRequestSchema, socialPlatformProblem, socialUrlProblem } from './socialLinks';

// Issue 15, point 2: SPEC §5 "Social link: platform required, url must be a URL", §8 'Only use
// supported platforms.', and each platform's own domains.

describe('social link rules', () => {
  it('offers the five platforms of SPEC §3 with their names', () => {
    expect(SOCIAL_PLATFORM_CHOICES.map((choice) => choice.display_name)).toEqual(['Facebook', 'Instagram', 'LinkedIn', 'TikTok', 'YouTube']);
  });

  it('requires a platform and refuses any other with the spec message', () => {
    expect(socialPlatformProblem('')).toBe('socialLinks.validation.platformRequired');
    expect(socialPlatformProblem('myspace')).toBe('socialLinks.validation.unsupportedPlatform');
    expect(socialPlatformProblem('Facebook')).toBe('socialLinks.validation.unsupportedPlatform');
    expect(en.socialLinks.validation.unsupportedPlatform).toBe('Only use supported platforms.');
    expect(socialPlatformProblem('tiktok')).toBeNull();
  });

  it.each([
    ['facebook', 'https://www.facebook.com/greenvalley'],
    ['facebook', 'https://fb.com/greenvalley'],
    ['facebook', 'http://m.facebook.com/greenvalley'],
    ['instagram', 'https://instagram.com/greenvalley/'],
    ['linkedin', 'https://si.linkedin.com/company/greenvalley'],
    ['tiktok', 'https://www.tiktok.com/@greenvalley'],
    ['youtube', 'https://youtu.be/abc123'],
    ['youtube', 'HTTPS://WWW.YOUTUBE.COM/@greenvalley'],
  ])('accepts a %s link %j', (platform, url) => {
    expect(socialUrlProblem(platform, url)).toBeNull();
  });

  it.each([
    ['', 'socialLinks.validation.urlRequired'],
    ['   ', 'socialLinks.validation.urlRequired'],
    ['facebook.com/greenvalley', 'socialLinks.validation.urlInvalid'],
    ['ftp://facebook.com/greenvalley', 'socialLinks.validation.urlInvalid'],
    ['javascript:alert(1)', 'socialLinks.validation.urlInvalid'],
    ['https://localhost/x', 'socialLinks.validation.urlInvalid'],
    ['https://instagram.com/greenvalley', 'socialLinks.validation.urlWrongPlatform'],
    ['https://notfacebook.com/greenvalley', 'socialLinks.validation.urlWrongPlatform'],
    ['https://facebook.com.evil.example/greenvalley', 'socialLinks.validation.urlWrongPlatform'],
  ])('refuses %j for Facebook with %s', (url, key) => {
    expect(socialUrlProblem('facebook', url)).toBe(key);
  });

  it('trims what it keeps and names each broken field', () => {
    expect(socialLinkRequestSchema.parse({ platform: 'youtube', url: '  https://youtube.com/@gv  ' })).toEqual({ platform: 'youtube', url: 'https://youtube.com/@gv' });
    const result = socialLinkRequestSchema.safeParse({ platform: 'myspace', url: 'nope' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['platform', 'socialLinks.validation.unsupportedPlatform'],
      ['url', 'socialLinks.validation.urlInvalid'],
    ]);
  });
});
