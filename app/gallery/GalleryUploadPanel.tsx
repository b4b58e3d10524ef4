import '@/app/ui/primitives.css';
import { useEffect, useId, useRef, useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { useTranslation } from 'react-i18next';
import { galleryErrorKeys, galleryFilesProblem, type GalleryErrorCode } from '@/contract/galleries';
import { GALLERY_CAPTION_MAX_LENGTH, GALLERY_MAX_PHOTOS, GALLERY_UPLOAD_MAX_FILES, MAX_IMAGE_BYTES } from '@/contract/limits';
import { ApiRequestError } from '@/queries/ApiRequestError';
import type { UploadPhotosMutation } from '@/queries/galleries';
import { readSession } from '@/queries/session';
import type { UploadProgress } from '@/queries/uploadWithProgress';
import { apiErrorMessage } from '@/app/errors/apiErrorMessage';
import { ACCEPTED_IMAGES } from '@/app/ui/imageDrop';
import { Button } from '@/app/ui/Button';
import { useToast } from '@/app/ui/Toast';
import { filePercents } from './filePercents';

/** SPEC §5/§9: JPEG, JPG, PNG and GIF, by type or by name (some systems give no type). */

interface ChosenFile {
  file: File;
  /** The preview's object URL, revoked when the file leaves the list or the panel goes. */
  url: string;
}

interface GalleryUploadPanelProps {
  upload: UploadPhotosMutation;
  /** The page's failure message: 'Failed to upload photos. Please try again.', or the profile's 'Please try again later' form. */
  failureMessage: string;
}

/**
 * SPEC §2 gallery upload: drag and drop or the file picker (images only, several), a preview of each
 * chosen file with Remove, an optional caption, Upload and Cancel. One request carries every file;
 * each file's percent comes from the request's byte offsets (the files are sent in order). Cancel
 * aborts the request and keeps the files for another try.
 */
export function GalleryUploadPanel({ upload, failureMessage }: GalleryUploadPanelProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const hintId = useId();
  const captionId = useId();
  const [chosen, setChosen] = useState<ChosenFile[]>([]);
  const [caption, setCaption] = useState('');
  /** The browser's refusals and the selection's problems, before sending. */
  const [problems, setProblems] = useState<string[]>([]);
  /** Why the server refused the upload, or the page's failure message. */
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const uploading = upload.isPending;

  // Object URLs live as long as their file is in the list; the panel's going releases the rest.
  const chosenRef = useRef(chosen);
  chosenRef.current = chosen;
  useEffect(
    () => () => {
      controller.current?.abort();
      for (const { url } of chosenRef.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: ACCEPTED_IMAGES,
    maxSize: MAX_IMAGE_BYTES,
    multiple: true,
    // The drop area is a plain region; the "Choose files" button opens the picker (no nested controls).
    noClick: true,
    noKeyboard: true,
    disabled: uploading,
    onDrop: (accepted: File[], rejections: FileRejection[]) => {
      setCancelled(false);
      setFailure(null);
      const room = GALLERY_UPLOAD_MAX_FILES - chosen.length;
      const added = accepted.slice(0, Math.max(room, 0));
      const refused = rejections.map(({ file, errors }) =>
        t('gallery.ui.fileRefused', { name: file.name, reason: t(errors.some((error) => error.code === 'file-too-large') ? 'errors.image.tooLarge' : 'errors.image.invalid') }),
      );
      if (accepted.length > added.length) refused.push(t('gallery.validation.tooManyFiles', { max: GALLERY_UPLOAD_MAX_FILES }));
      setProblems(refused);
      setChosen((previous) => [...previous, ...added.map((file) => ({ file, url: URL.createObjectURL(file) }))]);
    },
  });

  const remove = (doomed: ChosenFile) => {
    URL.revokeObjectURL(doomed.url);
    setChosen((previous) => previous.filter((entry) => entry !== doomed));
    setProblems([]);
  };

  const clear = () => {
    for (const { url } of chosen) URL.revokeObjectURL(url);
    setChosen([]);
    setCaption('');
    setProblems([]);
    setFailure(null);
    setCancelled(false);
  };

  const send = () => {
    setCancelled(false);
    setFailure(null);
    const countProblem = galleryFilesProblem(chosen.length);
    if (countProblem) {
      setProblems([t(countProblem, { max: GALLERY_UPLOAD_MAX_FILES })]);
      return;
    }
    // SPEC §5: an upload needs a stored user.
    if (!readSession()) {
      setProblems([t('gallery.errors.userNotAuthenticated')]);
      return;
    }
    setProblems([]);
    setProgress({ loaded: 0, total: 1 });
    const abort = new AbortController();
    controller.current = abort;
    upload.mutate(
      { files: chosen.map(({ file }) => file), caption, signal: abort.signal, onProgress: setProgress },
      {
        onSuccess: (photos) => {
          clear();
          toast.success(t('gallery.ui.uploaded', { count: photos.length }));
        },
        onError: (failure) => {
          if (abort.signal.aborted) {
            setCancelled(true);
            return;
          }
          setFailure(uploadFailureText(failure));
        },
        onSettled: () => {
          setProgress(null);
          controller.current = null;
        },
      },
    );
  };

  /** The file the server refused, named (fields.file starts with its name); a known code in the reader's language; else the page's message. */
  function uploadFailureText(failure: unknown): string {
    if (!(failure instanceof ApiRequestError)) return failureMessage;
    const fileText = failure.fields?.file?.[0];
    const refused = fileText ? chosen.find(({ file }) => fileText.startsWith(`${file.name}:`) || fileText.startsWith(`${file.name} (`)) : undefined;
    if (refused) return t('gallery.ui.fileRefused', { name: refused.file.name, reason: apiErrorMessage(failure, t, fileText ?? failureMessage) });
    const galleryKey = galleryErrorKeys[failure.code as GalleryErrorCode] as string | undefined;
    if (galleryKey) return t(galleryKey as (typeof galleryErrorKeys)[GalleryErrorCode], { max: failure.code === 'gallery_full' ? GALLERY_MAX_PHOTOS : GALLERY_UPLOAD_MAX_FILES });
    return failure.isClientError ? apiErrorMessage(failure, t, failureMessage) : failureMessage;
  }

  const percents = filePercents(chosen.map(({ file }) => file.size), progress);

  return (
    <div className="gallery-upload">
      <div
        {...getRootProps({
          className: ['drop-area', 'gallery-upload__dropzone', isDragActive ? 'drop-area--active' : null].filter(Boolean).join(' '),
        })}
      >
        <input {...getInputProps({ 'aria-label': t('gallery.ui.chooseFiles'), 'aria-describedby': hintId })} />
        <p className="gallery-upload__dropzone-text">{t('gallery.ui.dropzone')}</p>
        <Button variant="secondary" size="small" onClick={open} disabled={uploading} aria-describedby={hintId}>
          {t('gallery.ui.chooseFiles')}
        </Button>
        <p id={hintId} className="gallery-upload__hint">
          {t('gallery.ui.formats', { max: GALLERY_UPLOAD_MAX_FILES })}
        </p>
      </div>

      {chosen.length > 0 && (
        <ul className="gallery-upload__files" aria-label={t('gallery.ui.chosenFiles')}>
          {chosen.map((entry, index) => (
            <li key={entry.url} className="gallery-upload__file">
              <img className="gallery-upload__preview" src={entry.url} alt="" />
              <span className="gallery-upload__name">{entry.file.name}</span>
              {percents ? (
                <span className="gallery-upload__progress">
                  <progress max={100} value={percents[index]} aria-label={t('gallery.ui.fileProgress', { name: entry.file.name })} />
                  <span>{t('gallery.ui.percent', { percent: percents[index] })}</span>
                </span>
              ) : (
                <Button variant="ghost" size="small" onClick={() => remove(entry)} aria-label={t('gallery.ui.removeFile', { name: entry.file.name })}>
                  {t('gallery.ui.remove')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}

      <div className="field">
        <label className="field__label" htmlFor={captionId}>
          {t('gallery.ui.caption')}
        </label>
        <input
          id={captionId}
          className="field__input"
          type="text"
          value={caption}
          maxLength={GALLERY_CAPTION_MAX_LENGTH}
          disabled={uploading}
          onChange={(event) => setCaption(event.target.value)}
        />
      </div>

      {(failure || problems.length > 0) && (
        <div role="alert" className="gallery-upload__problems">
          {failure && (
            <p className="field__error">
              <strong>{t('gallery.ui.uploadFailedTitle')}:</strong> {failure}
            </p>
          )}
          {problems.map((problem) => (
            <p key={problem} className="field__error">
              {problem}
            </p>
          ))}
        </div>
      )}
      <p role="status" className="gallery-upload__status">
        {cancelled ? t('gallery.ui.cancelled') : null}
      </p>

      <div className="gallery-upload__actions">
        <Button variant="secondary" onClick={uploading ? () => controller.current?.abort() : clear} disabled={!uploading && chosen.length === 0 && !caption}>
          {t('common.actions.cancel')}
        </Button>
        <Button onClick={send} busy={uploading} busyLabel={t('gallery.ui.uploading')}>
          {t('gallery.ui.upload')}
        </Button>
      </div>
    </div>
  );
}
