import { queryOptions, useMutation, useQueryClient, type QueryKey, type UseMutationResult } from '@tanstack/react-query';
import { galleryPhotoListSchema, type GalleryPhoto } from '@/contract/galleries';
import { api } from './client';
import { uploadWithProgress, type UploadProgress } from './uploadWithProgress';

// Issue 16: the event galleries and the NGO's own gallery (SPEC §7), and their public twins for the
// public pages. Reads are SPEC's plain lists: a gallery holds at most GALLERY_MAX_PHOTOS (500) and
// the grid loads thumbnails lazily (docs/decisions/galleries-and-files.md, "Gallery screens"). Fresh
// 5 minutes like every query; an upload or a delete invalidates the gallery and its public twin.

export const galleryKeys = {
  all: ['galleries'] as const,
  /** An event's gallery as its NGO (or the administrator) reads it. */
  event: (eventId: number) => [...galleryKeys.all, 'event', eventId] as const,
  /** The signed-in NGO's own gallery. */
  ngo: () => [...galleryKeys.all, 'ngo'] as const,
  publicEvent: (eventId: number) => [...galleryKeys.all, 'public', 'event', eventId] as const,
  publicNgo: (ngoId: number) => [...galleryKeys.all, 'public', 'ngo', ngoId] as const,
  /** Every public gallery of NGOs: the NGO's own gallery changes one of them, by an id it need not know. */
  publicNgos: () => [...galleryKeys.all, 'public', 'ngo'] as const,
};

/** GET /api/events/{id}/gallery/: the event's photos, oldest first. */
export const eventGalleryQueryOptions = (eventId: number) => galleryQuery(galleryKeys.event(eventId), `events/${eventId}/gallery/`);

/** GET /api/portal/gallery/: the signed-in NGO's own photos. */
export const ngoGalleryQueryOptions = () => galleryQuery(galleryKeys.ngo(), 'portal/gallery/');

/** GET /api/public/events/{id}/gallery/: an approved or published event's photos, for anyone. */
export const publicEventGalleryQueryOptions = (eventId: number) =>
  galleryQuery(galleryKeys.publicEvent(eventId), `public/events/${eventId}/gallery/`);

/** GET /api/public/ngos/{id}/gallery/: an approved NGO's own gallery, for anyone. */
export const publicNgoGalleryQueryOptions = (ngoId: number) => galleryQuery(galleryKeys.publicNgo(ngoId), `public/ngos/${ngoId}/gallery/`);

export type GalleryQueryOptions = ReturnType<typeof eventGalleryQueryOptions>;

/** What an upload sends: the chosen files, one caption for all, and the screen's cancel and progress. */
export interface PhotoUpload {
  files: File[];
  caption: string;
  signal: AbortSignal;
  onProgress: (progress: UploadProgress) => void;
}

export type UploadPhotosMutation = UseMutationResult<GalleryPhoto[], Error, PhotoUpload>;
export type DeletePhotoMutation = UseMutationResult<void, Error, number>;

/** POST /api/event/photos/upload (file repeated, caption, event_id); invalidates the event's gallery and its public twin. */
export function useUploadEventPhotos(eventId: number): UploadPhotosMutation {
  const invalidate = useInvalidateGalleries([galleryKeys.event(eventId), galleryKeys.publicEvent(eventId)]);
  return useMutation({
    mutationFn: (upload: PhotoUpload) => sendPhotos('event/photos/upload', upload, { event_id: String(eventId) }),
    onSuccess: invalidate,
  });
}

/** DELETE /api/events/{id}/gallery/{photoId}/delete/; invalidates the event's gallery and its public twin. */
export function useDeleteEventPhoto(eventId: number): DeletePhotoMutation {
  const invalidate = useInvalidateGalleries([galleryKeys.event(eventId), galleryKeys.publicEvent(eventId)]);
  return useMutation({
    mutationFn: async (photoId: number) => {
      await api.delete(`events/${eventId}/gallery/${photoId}/delete/`);
    },
    onSuccess: invalidate,
  });
}

/**
 * POST /api/ngo/photos/upload (file repeated, caption; ngo_id is left out: the server takes the
 * NGO from the token); invalidates the NGO's gallery and the public NGO galleries.
 */
export function useUploadNgoPhotos(): UploadPhotosMutation {
  const invalidate = useInvalidateGalleries([galleryKeys.ngo(), galleryKeys.publicNgos()]);
  return useMutation({
    mutationFn: (upload: PhotoUpload) => sendPhotos('ngo/photos/upload', upload, {}),
    onSuccess: invalidate,
  });
}

/** DELETE /api/portal/gallery/{id}/; invalidates the NGO's gallery and the public NGO galleries. */
export function useDeleteNgoPhoto(): DeletePhotoMutation {
  const invalidate = useInvalidateGalleries([galleryKeys.ngo(), galleryKeys.publicNgos()]);
  return useMutation({
    mutationFn: async (photoId: number) => {
      await api.delete(`portal/gallery/${photoId}/`);
    },
    onSuccess: invalidate,
  });
}

// ---------------------------------------------------------------------------------------------

function galleryQuery(queryKey: QueryKey, path: string) {
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }): Promise<GalleryPhoto[]> => galleryPhotoListSchema.parse(await api.get(path, { signal }).json()),
  });
}

/**
 * The multipart form: the owner field and the caption first, then the files in the order chosen, so
 * the screen can tell each file's progress from the request's byte offsets (GalleryUploadPanel).
 */
async function sendPhotos(path: string, { files, caption, signal, onProgress }: PhotoUpload, owner: Record<string, string>): Promise<GalleryPhoto[]> {
  const form = new FormData();
  for (const [name, value] of Object.entries(owner)) form.append(name, value);
  if (caption.trim()) form.append('caption', caption.trim());
  for (const file of files) form.append('file', file, file.name);
  return galleryPhotoListSchema.parse(await uploadWithProgress(path, form, { signal, onProgress }));
}

function useInvalidateGalleries(keys: QueryKey[]) {
  const queryClient = useQueryClient();
  return () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
