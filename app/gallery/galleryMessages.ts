import type { TFunction } from 'i18next';
import type { GalleryMessages } from './Gallery';

/** SPEC §8's gallery failures as the event pages show them; the profile page words them its own way. */
export function galleryMessages(t: TFunction): GalleryMessages {
  return { load: t('gallery.ui.loadFailed'), upload: t('gallery.ui.uploadFailed'), delete: t('gallery.ui.deleteFailed') };
}
