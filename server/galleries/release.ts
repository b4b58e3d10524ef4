import { inArray } from 'drizzle-orm';
import { events, galleryPhotos, uploadedImages } from '@/server/db/schema';
import type { Queries } from '@/server/platform/db';
import type { ImageKeys } from '@/server/platform/images';

// Issue 16, point 3: what becomes of a gallery photo's files when its row goes (the photo, its
// event or its series deleted). Used by server/galleries and by server/events' delete path.

/** A gallery photo's row as its release needs it. */
export type ReleasedPhoto = { ngoId: number; largeUrl: string; thumbnailKey: string; largeKey: string };

export const releasedPhotoColumns = {
  ngoId: galleryPhotos.ngoId,
  largeUrl: galleryPhotos.largeUrl,
  thumbnailKey: galleryPhotos.thumbnailKey,
  largeKey: galleryPhotos.largeKey,
};

/**
 * The gallery photos of these events, read before the events are deleted (an event, a series, the
 * occurrences an edit drops): their rows go by the cascade, their files are released after.
 */
export async function galleryPhotosOfEvents(tx: Queries, eventIds: readonly number[]): Promise<ReleasedPhoto[]> {
  if (eventIds.length === 0) return [];
  return tx.select(releasedPhotoColumns).from(galleryPhotos).where(inArray(galleryPhotos.eventId, [...eventIds]));
}

/**
 * In the deleting transaction, once the photos' rows are gone: the files of the photos nothing shows
 * any more, to remove after the commit (removeImageFiles). A photo whose large image an event still
 * shows as its main image (linked by URL) keeps its files: they become an uploaded image of the
 * NGO, which the events' own release path removes once no event shows it.
 */
export async function releaseGalleryPhotos(tx: Queries, photos: readonly ReleasedPhoto[]): Promise<ImageKeys[]> {
  if (photos.length === 0) return [];
  const shown = await tx
    .select({ url: events.mainImageUrl })
    .from(events)
    .where(inArray(events.mainImageUrl, photos.map((photo) => photo.largeUrl)));
  const shownUrls = new Set(shown.map((row) => row.url));
  const kept = photos.filter((photo) => shownUrls.has(photo.largeUrl));
  if (kept.length > 0) {
    await tx
      .insert(uploadedImages)
      .values(kept.map((photo) => ({ ngoId: photo.ngoId, userId: null, largeUrl: photo.largeUrl, thumbnailKey: photo.thumbnailKey, largeKey: photo.largeKey })))
      .onConflictDoNothing({ target: uploadedImages.largeUrl });
  }
  return photos.filter((photo) => !shownUrls.has(photo.largeUrl)).map((photo) => ({ thumbnail: photo.thumbnailKey, large: photo.largeKey }));
}
