import { useTranslation } from 'react-i18next';
import { profileFailureMessage } from '@/app/profileParts/profileFailure';
import {
  eventGalleryQueryOptions,
  ngoGalleryQueryOptions,
  publicEventGalleryQueryOptions,
  publicNgoGalleryQueryOptions,
  useDeleteEventPhoto,
  useDeleteNgoPhoto,
  useUploadEventPhotos,
  useUploadNgoPhotos,
} from '@/queries/galleries';
import { Gallery } from './Gallery';
import { galleryMessages } from './galleryMessages';

// The galleries as each page shows them; routes/ hands them to the pages (features compose there).

/** SPEC §2 event details: the event's gallery; its NGO adds and deletes photos. */
export function EventGallery({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const upload = useUploadEventPhotos(eventId);
  const remove = useDeleteEventPhoto(eventId);
  return <Gallery query={eventGalleryQueryOptions(eventId)} upload={upload} remove={remove} messages={galleryMessages(t)} />;
}

/**
 * SPEC §2 /profile: the NGO's own gallery. SPEC §8: a profile gallery failure is the service's
 * message with 'Please try again later' (app/profileParts/profileFailure.ts).
 */
export function ProfileGallery() {
  const { t } = useTranslation();
  const upload = useUploadNgoPhotos();
  const remove = useDeleteNgoPhoto();
  const messages = {
    load: profileFailureMessage(t, 'gallery.ui.serviceFetch'),
    upload: profileFailureMessage(t, 'gallery.ui.serviceUpload'),
    delete: profileFailureMessage(t, 'gallery.ui.serviceDelete'),
  };
  return <Gallery query={ngoGalleryQueryOptions()} upload={upload} remove={remove} messages={messages} />;
}

/** A public event's photos, read-only. */
export function PublicEventGallery({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  return <Gallery query={publicEventGalleryQueryOptions(eventId)} messages={galleryMessages(t)} />;
}

/** An approved NGO's own gallery on its public page, read-only. */
export function PublicNgoGallery({ ngoId }: { ngoId: number }) {
  const { t } = useTranslation();
  return <Gallery query={publicNgoGalleryQueryOptions(ngoId)} messages={galleryMessages(t)} />;
}
