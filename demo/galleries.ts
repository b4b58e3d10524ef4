import { GREEN_VALLEY, type DemoNgo } from './world';

// The demo world's gallery photos (issue 16): Green Valley's ended litter pick and its own gallery.
// `npm run demo` (server/demo/fill.ts) makes each image (a gradient, as a JPEG) and adds it
// through the gallery service, so the files go through the same pipeline and storage as an upload.

export type DemoGalleryPhoto = {
  ngo: DemoNgo;
  /** The event whose gallery shows it; null for the NGO's own gallery. */
  eventName: string | null;
  caption: string;
  /** The gradient's colours, top left to bottom right. */
  colours: readonly [string, string];
};

export const DEMO_GALLERY_PHOTOS: readonly DemoGalleryPhoto[] = [
  { ngo: GREEN_VALLEY, eventName: 'Autumn Litter Pick', caption: 'Bags filled along the Savinja', colours: ['#2f7d4a', '#a8d5ba'] },
  { ngo: GREEN_VALLEY, eventName: 'Autumn Litter Pick', caption: 'Bags filled along the Savinja', colours: ['#1f5f8b', '#9fd3f0'] },
  { ngo: GREEN_VALLEY, eventName: 'Autumn Litter Pick', caption: 'Bags filled along the Savinja', colours: ['#8b5e1f', '#f0d39f'] },
  { ngo: GREEN_VALLEY, eventName: null, caption: 'Our volunteers', colours: ['#4a2f7d', '#d5a8e0'] },
  { ngo: GREEN_VALLEY, eventName: null, caption: 'The tool shed', colours: ['#7d2f3a', '#f0b0a0'] },
];
