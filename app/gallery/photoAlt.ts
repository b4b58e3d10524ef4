import type { TFunction } from 'i18next';
import type { GalleryPhoto } from '@/contract/galleries';

/** A photo's text alternative: its caption, or "Photo 3" (its place in the gallery) when it has none. */
export function photoAlt(t: TFunction, photo: GalleryPhoto, index: number): string {
  return photo.caption || t('gallery.ui.photoAlt', { number: index + 1 });
}
