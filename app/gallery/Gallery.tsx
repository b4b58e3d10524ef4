import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DeletePhotoMutation, GalleryQueryOptions, UploadPhotosMutation } from '@/queries/galleries';
import { apiErrorMessage } from '@/app/errors/apiErrorMessage';
import { Button } from '@/app/ui/Button';
import { Card } from '@/app/ui/Card';
import { Spinner } from '@/app/ui/Spinner';
import { GalleryGrid } from './GalleryGrid';
import { GalleryUploadPanel } from './GalleryUploadPanel';
import './gallery.css';

/** The page's failure messages: SPEC §8's, or the profile's 'Please try again later' forms. */
export interface GalleryMessages {
  load: string;
  upload: string;
  delete: string;
}

interface GalleryProps {
  /** Which gallery: an event's, the NGO's own, or a public one (queries/galleries.ts). */
  query: GalleryQueryOptions;
  /** Given when the reader may add photos: the upload panel shows above the grid. */
  upload?: UploadPhotosMutation;
  /** Given when the reader may delete photos. */
  remove?: DeletePhotoMutation;
  messages: GalleryMessages;
  titleLevel?: 2 | 3;
}

/**
 * SPEC §2 a gallery: its photos as a thumbnail grid with the large view, and for its owner the
 * upload panel and delete. What differs between the pages comes in as props (STYLE).
 */
export function Gallery({ query, upload, remove, messages, titleLevel = 2 }: GalleryProps) {
  const { t } = useTranslation();
  const photos = useQuery(query);

  return (
    <Card title={t('gallery.ui.title')} titleLevel={titleLevel} className="gallery">
      {upload && <GalleryUploadPanel upload={upload} failureMessage={messages.upload} />}
      {photos.isPending ? (
        <Spinner label={t('gallery.ui.loading')} />
      ) : photos.isError ? (
        <div className="gallery__failure">
          <p className="gallery__failure-title">{t('gallery.ui.loadFailedTitle')}</p>
          <p role="alert">{messages.load}</p>
          {apiErrorMessage(photos.error, t, messages.load) !== messages.load && (
            <p className="gallery__failure-cause">{apiErrorMessage(photos.error, t, messages.load)}</p>
          )}
          <Button variant="secondary" size="small" busy={photos.isFetching} onClick={() => void photos.refetch()}>
            {t('common.actions.retry')}
          </Button>
        </div>
      ) : (
        <GalleryGrid photos={photos.data} remove={remove} deleteFailureMessage={messages.delete} />
      )}
    </Card>
  );
}
