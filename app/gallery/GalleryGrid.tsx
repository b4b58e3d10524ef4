import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GalleryPhoto } from '@/contract/galleries';
import { ApiRequestError } from '@/queries/ApiRequestError';
import type { DeletePhotoMutation } from '@/queries/galleries';
import { apiErrorMessage } from '@/app/errors/apiErrorMessage';
import { ConfirmDialog } from '@/app/ui/ConfirmDialog';
import { EmptyState } from '@/app/ui/EmptyState';
import { useToast } from '@/app/ui/Toast';
import { GalleryLightbox } from './GalleryLightbox';
import { photoAlt } from './photoAlt';

interface GalleryGridProps {
  photos: GalleryPhoto[];
  /** Given when the reader may delete: each photo gets a Delete button, confirmed first. */
  remove?: DeletePhotoMutation;
  /** The page's message when a delete fails ('Failed to delete photo. Please try again.'). */
  deleteFailureMessage?: string;
}

/**
 * SPEC §2 the thumbnail grid: fixed square boxes, so the layout stays put while lazy images arrive;
 * each thumbnail is a button that opens the large view; the caption is the alt text ("Photo 3"
 * without one). Delete asks first and says it cannot be undone.
 */
export function GalleryGrid({ photos, remove, deleteFailureMessage }: GalleryGridProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [shown, setShown] = useState<number | null>(null);
  const [doomed, setDoomed] = useState<GalleryPhoto | null>(null);

  if (photos.length === 0) return <EmptyState title={t('gallery.ui.emptyTitle')} text={t('gallery.ui.emptyText')} />;

  const confirmDelete = () => {
    if (!doomed || !remove) return;
    remove.mutate(doomed.id, {
      onSuccess: () => toast.success(t('gallery.ui.deleted')),
      onError: (failure) => {
        // SPEC §8's message; a refusal with a reason of its own (another's photo: 404) says that instead.
        const message = deleteFailureMessage ?? t('gallery.ui.deleteFailed');
        toast.error(failure instanceof ApiRequestError && failure.isClientError ? apiErrorMessage(failure, t, message) : message);
      },
      onSettled: () => setDoomed(null),
    });
  };

  return (
    <>
      <ul className="gallery-grid" aria-label={t('gallery.ui.photos')}>
        {photos.map((photo, index) => (
          <li key={photo.id} className="gallery-grid__item">
            <button type="button" className="gallery-grid__open" onClick={() => setShown(index)}>
              <img className="gallery-grid__thumbnail" src={photo.thumbnail_image} alt={photoAlt(t, photo, index)} loading="lazy" decoding="async" />
            </button>
            {remove && (
              <button
                type="button"
                className="button button--danger button--small gallery-grid__delete"
                aria-label={t('gallery.ui.deletePhoto', { name: photoAlt(t, photo, index) })}
                onClick={() => setDoomed(photo)}
              >
                {t('gallery.ui.delete')}
              </button>
            )}
          </li>
        ))}
      </ul>
      <GalleryLightbox photos={photos} index={shown} onIndexChange={setShown} onClose={() => setShown(null)} />
      <ConfirmDialog
        open={doomed !== null}
        title={t('gallery.ui.deleteTitle')}
        message={t('gallery.ui.deleteMessage')}
        confirmLabel={t('gallery.ui.delete')}
        tone="danger"
        busy={remove?.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDoomed(null)}
      />
    </>
  );
}
