import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { GalleryPhoto } from '@/contract/galleries';
import { Button } from '@/app/ui/Button';
import { Modal } from '@/app/ui/Modal';
import { photoAlt } from './photoAlt';

interface GalleryLightboxProps {
  photos: GalleryPhoto[];
  /** The photo shown, or null when the large view is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * SPEC §2 the large view: one photo with its caption (also its alt text), its place ("3 of 7"),
 * previous and next (wrapping round), ArrowLeft and ArrowRight; Escape and the close button close
 * it, and the Modal keeps focus inside and gives it back to the thumbnail that opened it.
 */
export function GalleryLightbox({ photos, index, onIndexChange, onClose }: GalleryLightboxProps) {
  const { t } = useTranslation();
  const photo = index === null ? undefined : photos[index];
  const count = photos.length;

  const step = (by: number) => {
    if (index !== null && count > 0) onIndexChange((index + by + count) % count);
  };

  // The arrows work wherever focus is in the large view (the close button included); the Modal is
  // modal, so nothing else on the page takes keys while it is open.
  const open = photo !== undefined;
  useEffect(() => {
    if (!open || index === null || count === 0) return;
    const handleKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      event.preventDefault();
      onIndexChange((index + (event.key === 'ArrowLeft' ? -1 : 1) + count) % count);
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [open, index, count, onIndexChange]);

  return (
    <Modal open={open} title={t('gallery.ui.title')} onClose={onClose} size="large">
      {photo && index !== null && (
        <div className="gallery-lightbox">
          <figure className="gallery-lightbox__figure">
            <img className="gallery-lightbox__image" src={photo.large_image} alt={photoAlt(t, photo, index)} />
            {photo.caption && <figcaption className="gallery-lightbox__caption">{photo.caption}</figcaption>}
          </figure>
          <div className="gallery-lightbox__nav">
            <Button variant="secondary" onClick={() => step(-1)} disabled={count < 2}>
              <span aria-hidden="true">← </span>
              {t('gallery.ui.previous')}
            </Button>
            <p className="gallery-lightbox__position" aria-live="polite">
              {t('gallery.ui.position', { position: index + 1, count })}
            </p>
            <Button variant="secondary" onClick={() => step(1)} disabled={count < 2}>
              {t('gallery.ui.next')}
              <span aria-hidden="true"> →</span>
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
