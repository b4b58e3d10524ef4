import type { SocialPlatform } from '@/contract/socialLinks';

// Simplified platform marks, drawn inline (no image requests, no icon font). Decorative: the
// platform's name is always written beside them.

const MARKS: Record<SocialPlatform, { colour: string; body: React.ReactNode }> = {
  facebook: {
    colour: '#1877f2',
    body: (
      <>
        <circle cx="12" cy="12" r="11" fill="currentColor" />
        <path d="M13.4 19.5v-6.1h2.1l.3-2.4h-2.4V9.5c0-.7.2-1.2 1.2-1.2h1.3V6.2a17 17 0 0 0-1.9-.1c-1.9 0-3.2 1.2-3.2 3.3V11H8.7v2.4h2.1v6.1z" fill="#fff" />
      </>
    ),
  },
  instagram: {
    colour: '#c13584',
    body: (
      <>
        <rect x="2" y="2" width="20" height="20" rx="6" fill="currentColor" />
        <rect x="5.5" y="5.5" width="13" height="13" rx="4" fill="none" stroke="#fff" strokeWidth="1.8" />
        <circle cx="12" cy="12" r="3.2" fill="none" stroke="#fff" strokeWidth="1.8" />
        <circle cx="16.1" cy="7.9" r="1" fill="#fff" />
      </>
    ),
  },
  linkedin: {
    colour: '#0a66c2',
    body: (
      <>
        <rect x="2" y="2" width="20" height="20" rx="3" fill="currentColor" />
        <rect x="6" y="10" width="2.6" height="8" fill="#fff" />
        <circle cx="7.3" cy="6.9" r="1.5" fill="#fff" />
        <path d="M10.6 10h2.5v1.2c.4-.8 1.4-1.4 2.7-1.4 2.2 0 2.8 1.4 2.8 3.4V18H16v-4.3c0-1-.2-1.8-1.2-1.8s-1.6.7-1.6 1.8V18h-2.6z" fill="#fff" />
      </>
    ),
  },
  tiktok: {
    colour: '#111111',
    body: (
      <>
        <rect x="2" y="2" width="20" height="20" rx="5" fill="currentColor" />
        <path d="M13.2 5.5h2.3c.2 1.6 1.3 2.8 2.9 3v2.3a5.6 5.6 0 0 1-2.9-.9v4.6a4.1 4.1 0 1 1-4.1-4.1h.5v2.4a1.8 1.8 0 1 0 1.3 1.7z" fill="#fff" />
      </>
    ),
  },
  youtube: {
    colour: '#ff0000',
    body: (
      <>
        <rect x="1.5" y="5" width="21" height="14" rx="4" fill="currentColor" />
        <path d="M10 8.8v6.4l5.5-3.2z" fill="#fff" />
      </>
    ),
  },
};

/** The platform's mark, 24 px, hidden from assistive technology. */
export function SocialPlatformIcon({ platform }: { platform: SocialPlatform }) {
  const mark = MARKS[platform];
  return (
    <svg className="social-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" style={{ color: mark.colour }}>
      {mark.body}
    </svg>
  );
}
