import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { PUBLIC_EVENT_STATUSES } from '@/contract/admin';
import { galleryErrorCodes, galleryErrorKeys, type GalleryListQuery, type GalleryPage, type GalleryPhoto } from '@/contract/galleries';
import { GALLERY_MAX_PHOTOS } from '@/contract/limits';
import { events, galleryPhotos, ngos } from '@/server/db/schema';
import { eventNotFound } from '@/server/events/service';
import { publicNgoNotFound } from '@/server/publicNgos/service';
import { lockNgo } from '@/server/platform/lockNgo';
import type { Database, Queries } from '@/server/platform/db';
import { AppError, englishText } from '@/server/platform/errors';
import { deleteImage, storeProcessedImage, type ProcessedImage, type StoredImage } from '@/server/platform/images';
import { removeImageFiles, type ImageFiles } from '@/server/platform/uploads';
import { releaseGalleryPhotos, releasedPhotoColumns } from './release';

// Issue 16: an event's gallery and the NGO's own (SPEC §2, §3, §7). Reading, adding (all or
// nothing, docs/decisions/galleries-and-files.md "Gallery calls") and deleting photos; the files live in app.storage.

/** A gallery: an event's (eventId) or the NGO's own (eventId null). */
export type Gallery = { ngoId: number; eventId: number | null };

/** Who reads an event's gallery: its NGO (ngoId), or the administrator (null), who reads any. */
export async function eventGallery(db: Queries, eventId: number, ngoId: number | null, query: GalleryListQuery): Promise<GalleryPhoto[] | GalleryPage> {
  const ownership = ngoId === null ? undefined : eq(events.organizedBy, ngoId);
  const [event] = await db.select({ id: events.id }).from(events).where(and(eq(events.id, eventId), ownership));
  if (!event) throw eventNotFound();
  return photosOf(db, eq(galleryPhotos.eventId, eventId), query);
}

/**
 * GET /api/public/events/{id}/gallery/: anyone reads the gallery of an approved or published event
 * of an approved NGO, also once it has ended (the photos of a past event are the point of one).
 */
export async function publicEventGallery(db: Queries, eventId: number, query: GalleryListQuery): Promise<GalleryPhoto[] | GalleryPage> {
  const [event] = await db
    .select({ id: events.id })
    .from(events)
    .innerJoin(ngos, eq(ngos.id, events.organizedBy))
    .where(and(eq(events.id, eventId), inArray(events.status, [...PUBLIC_EVENT_STATUSES]), eq(ngos.status, 'approved')));
  if (!event) throw eventNotFound();
  return photosOf(db, eq(galleryPhotos.eventId, eventId), query);
}

/** GET /api/portal/gallery/: the NGO's own gallery (not its events' photos). */
export function ngoGallery(db: Queries, ngoId: number, query: GalleryListQuery): Promise<GalleryPhoto[] | GalleryPage> {
  return photosOf(db, ownGallery(ngoId), query);
}

/** GET /api/public/ngos/{id}/gallery/: an approved NGO's own gallery; any other id answers 404 ngo_not_found. */
export async function publicNgoGallery(db: Queries, ngoId: number, query: GalleryListQuery): Promise<GalleryPhoto[] | GalleryPage> {
  const [ngo] = await db.select({ id: ngos.id }).from(ngos).where(and(eq(ngos.id, ngoId), eq(ngos.status, 'approved')));
  if (!ngo) throw publicNgoNotFound();
  return photosOf(db, ownGallery(ngoId), query);
}

/**
 * The event, when it is this NGO's: an event_id naming another NGO's event answers exactly like an
 * unknown one (404 event_not_found). `lock`: until the transaction ends, so it cannot go meanwhile.
 */
export async function checkEventOfNgo(db: Queries, eventId: number, ngoId: number, lock = false): Promise<void> {
  const query = db.select({ id: events.id }).from(events).where(and(eq(events.id, eventId), eq(events.organizedBy, ngoId)));
  const [event] = await (lock ? query.for('share') : query);
  if (!event) throw eventNotFound();
}

/**
 * POST /api/event/photos/upload and /api/ngo/photos/upload, once every file passed the pipeline:
 * stores them all, then inserts all rows in one transaction that holds the NGO's lock while it
 * checks the gallery's cap (409 gallery_full). Any failure removes every file it stored.
 * Answers the new photos, in the order the files came.
 */
export async function addPhotos(db: Database, storage: ImageFiles['storage'], gallery: Gallery, caption: string, images: readonly ProcessedImage[]): Promise<GalleryPhoto[]> {
  const stored = await storeAll(storage, images);
  try {
    return await db.transaction(async (tx) => {
      await lockNgo(tx, gallery.ngoId);
      if (gallery.eventId !== null) await checkEventOfNgo(tx, gallery.eventId, gallery.ngoId, true);
      const where = gallery.eventId === null ? ownGallery(gallery.ngoId) : eq(galleryPhotos.eventId, gallery.eventId);
      const [counted] = await tx.select({ count: sql<number>`count(*)::int` }).from(galleryPhotos).where(where);
      if ((counted?.count ?? 0) + stored.length > GALLERY_MAX_PHOTOS) throw galleryFull();
      const rows = await tx
        .insert(galleryPhotos)
        .values(stored.map((image) => ({ ...gallery, caption, thumbnailUrl: image.thumbnailUrl, largeUrl: image.largeUrl, thumbnailKey: image.keys.thumbnail, largeKey: image.keys.large })))
        .returning(photoColumns);
      return rows.sort((a, b) => a.id - b.id).map(photoOf);
    });
  } catch (error) {
    await Promise.all(stored.map((image) => deleteImage(storage, image.keys).catch(() => undefined)));
    throw error;
  }
}

/**
 * DELETE /api/events/{id}/gallery/{photoId}/delete/ (gallery: the event's, of this NGO or of any for
 * the administrator: ngoId null) and DELETE /api/portal/gallery/{id}/ (the NGO's own). Another
 * gallery's photo is as unknown as a missing one. The files go after the commit, unless an event
 * shows the photo as its main image (release.ts).
 */
export async function deletePhoto(db: Database, files: ImageFiles, photoId: number, gallery: { ngoId: number | null; eventId: number | null }): Promise<void> {
  const unused = await db.transaction(async (tx) => {
    const inGallery = gallery.eventId === null ? ownGallery(gallery.ngoId!) : eq(galleryPhotos.eventId, gallery.eventId);
    const owner = gallery.ngoId === null ? undefined : eq(galleryPhotos.ngoId, gallery.ngoId);
    const removed = await tx.delete(galleryPhotos).where(and(eq(galleryPhotos.id, photoId), inGallery, owner)).returning(releasedPhotoColumns);
    if (removed.length === 0) throw photoNotFound();
    return releaseGalleryPhotos(tx, removed);
  });
  await removeImageFiles(files, unused);
}

export function photoNotFound(): AppError {
  return new AppError(404, galleryErrorCodes.photoNotFound, englishText(galleryErrorKeys.gallery_photo_not_found));
}

function galleryFull(): AppError {
  return new AppError(409, galleryErrorCodes.full, englishText(galleryErrorKeys.gallery_full, { max: GALLERY_MAX_PHOTOS }));
}

function ownGallery(ngoId: number): SQL {
  return and(eq(galleryPhotos.ngoId, ngoId), isNull(galleryPhotos.eventId))!;
}

const photoColumns = {
  id: galleryPhotos.id,
  caption: galleryPhotos.caption,
  thumbnailUrl: galleryPhotos.thumbnailUrl,
  largeUrl: galleryPhotos.largeUrl,
};

function photoOf(row: { id: number; caption: string; thumbnailUrl: string; largeUrl: string }): GalleryPhoto {
  return { id: row.id, caption: row.caption, thumbnail_image: row.thumbnailUrl, large_image: row.largeUrl };
}

/** A gallery in upload order: every photo, or one page and how many there are. */
async function photosOf(db: Queries, where: SQL, query: GalleryListQuery): Promise<GalleryPhoto[] | GalleryPage> {
  const ordered = () => db.select(photoColumns).from(galleryPhotos).where(where).orderBy(asc(galleryPhotos.id));
  if (query.page === undefined) return (await ordered()).map(photoOf);
  const [counted] = await db.select({ count: sql<number>`count(*)::int` }).from(galleryPhotos).where(where);
  const count = counted?.count ?? 0;
  const offset = (query.page - 1) * query.page_size;
  const rows = offset >= count ? [] : await ordered().limit(query.page_size).offset(offset);
  return { count, results: rows.map(photoOf) };
}

/** Every image stored, or none: a failure removes the ones stored before it answers. */
async function storeAll(storage: ImageFiles['storage'], images: readonly ProcessedImage[]): Promise<StoredImage[]> {
  const now = new Date();
  const results = await Promise.allSettled(images.map((image) => storeProcessedImage(storage, image, now)));
  const stored = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) {
    await Promise.all(stored.map((image) => deleteImage(storage, image.keys).catch(() => undefined)));
    throw failure.reason;
  }
  return stored;
}
