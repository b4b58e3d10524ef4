import type { ContactType } from '@/contract/contacts';
import type { SocialPlatform } from '@/contract/socialLinks';
import { GREEN_VALLEY, PAWS_OF_SAVINJA, type DemoNgo } from './world';

// The demo world's social links and contacts (issue 15), in the order each NGO added them: one
// source for `npm run demo` (server/demo/fill.ts, through the services) and the msw store
// (mocks/demoData.ts). Green Valley's public page shows its volunteer desk's phone, not its e-mail.

export type DemoSocialLink = { ngo: DemoNgo; platform: SocialPlatform; url: string };
export type DemoContact = { ngo: DemoNgo; name: string; contact_type: ContactType; contact_info: string; is_public: boolean };

export const DEMO_SOCIAL_LINKS: readonly DemoSocialLink[] = [
  { ngo: GREEN_VALLEY, platform: 'facebook', url: 'https://www.facebook.com/greenvalleyvolunteers' },
  { ngo: GREEN_VALLEY, platform: 'instagram', url: 'https://www.instagram.com/greenvalleyvolunteers/' },
  // Another NGO's, which Green Valley never sees.
  { ngo: PAWS_OF_SAVINJA, platform: 'tiktok', url: 'https://www.tiktok.com/@pawsofsavinja' },
];

/** Phones in E.164, as the contacts calls store them. */
export const DEMO_CONTACTS: readonly DemoContact[] = [
  { ngo: GREEN_VALLEY, name: 'Volunteer desk', contact_type: 'phone', contact_info: '+38640123456', is_public: true },
  { ngo: GREEN_VALLEY, name: '', contact_type: 'email', contact_info: 'info@greenvalley.example.org', is_public: false },
  { ngo: PAWS_OF_SAVINJA, name: 'Shelter', contact_type: 'phone', contact_info: '+38631555123', is_public: true },
];
