import type { KeyboardEvent } from 'react';
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

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      step(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      step(1);
    }
  };

  return (
    <Modal open={photo !== undefined} title={photo ? photoAlt(t, photo, index ?? 0) : ''} onClose={onClose} size="large">
      {photo && index !== null && (
        // The arrows work wherever focus is inside the large view (the buttons, or the figure itself).
        <div className="gallery-lightbox" onKeyDown={handleKeyDown}>
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
