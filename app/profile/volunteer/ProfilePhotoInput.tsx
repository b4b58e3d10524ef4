import '@/app/ui/primitives.css';
import { useEffect, useId, useRef, useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { useTranslation } from 'react-i18next';
import { imageFormatOf } from '@/contract/images';
import { uploadProfileImage } from '@/queries/volunteer';
import { apiErrorMessage } from '@/app/errors/apiErrorMessage';
import { imageRejectionKey, ONE_IMAGE_DROP } from '@/app/ui/imageDrop';
import { Avatar } from '@/app/ui/Avatar';
import { Button } from '@/app/ui/Button';
import { Spinner } from '@/app/ui/Spinner';

interface ProfilePhotoInputProps {
  /** The photo the profile will have when saved: the saved one, a new upload, or null (none). */
  value: string | null;
  onChange: (url: string | null) => void;
  /** An upload is under way (the form waits for it before saving). */
  onUploading: (uploading: boolean) => void;
  /** The volunteer's name, for the initials shown without a photo. */
  name: string;
  /** What the server said about the photo on save (profile_image_unknown). */
  error?: string | null;
  disabled?: boolean;
}

/**
 * The profile's photo in edit mode: drag an image in or choose one; the browser checks the
 * contract's rules first (JPEG, PNG or GIF by type and by its first bytes, at most 5 MB), then
 * POST /api/volunteer/me/profile-image/ stores it and the preview shows it. Remove leaves no photo.
 * Nothing changes on the profile until the form is saved.
 */
export function ProfilePhotoInput({ value, onChange, onUploading, name, error, disabled = false }: ProfilePhotoInputProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const problemId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [status, setStatus] = useState<'uploaded' | 'removed' | null>(null);
  const upload = useRef<AbortController | null>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);

  useEffect(() => () => upload.current?.abort(), []);

  const send = async (file: File) => {
    // The first bytes decide, as on the server: a text file named .png is refused before sending.
    if (imageFormatOf(new Uint8Array(await file.slice(0, 12).arrayBuffer())) === undefined) {
      setProblem(t('errors.image.invalid'));
      return;
    }
    const controller = new AbortController();
    upload.current = controller;
    setUploading(true);
    onUploading(true);
    try {
      onChange(await uploadProfileImage(file, controller.signal));
      setStatus('uploaded');
    } catch (failure) {
      if (controller.signal.aborted) return; // the form was left: nobody waits for the answer
      setProblem(apiErrorMessage(failure, t, t('volunteerArea.photo.uploadFailed')));
    } finally {
      setUploading(false);
      onUploading(false);
    }
  };

  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    ...ONE_IMAGE_DROP,
    disabled: disabled || uploading,
    onDrop: (accepted: File[], rejections: FileRejection[]) => {
      setProblem(null);
      setStatus(null);
      if (rejections.length > 0) {
        setProblem(t(imageRejectionKey(rejections, 'volunteerArea.photo.oneFile')));
        return;
      }
      if (accepted[0]) void send(accepted[0]);
    },
  });

  const remove = () => {
    setProblem(null);
    setStatus('removed');
    onChange(null);
    chooseRef.current?.focus(); // the Remove button is gone: the reader continues at Choose
  };

  const shownProblem = problem ?? error ?? null;

  return (
    <fieldset className="profile-photo">
      <legend className="profile-photo__legend">{t('volunteerArea.profile.fields.photo')}</legend>
      <div className="profile-photo__row">
        <div className="profile-photo__preview">
          {uploading ? (
            <Spinner label={t('volunteerArea.photo.uploading')} />
          ) : value ? (
            <img className="profile-photo__image" src={value} alt={t('volunteerArea.photo.preview')} />
          ) : (
            <Avatar name={name} image={null} />
          )}
        </div>
        <div
          {...getRootProps({
            className: ['drop-area', 'profile-photo__drop', isDragActive ? 'drop-area--active' : null, shownProblem ? 'drop-area--invalid' : null]
              .filter(Boolean)
              .join(' '),
          })}
        >
          <input {...getInputProps({ 'aria-label': t('volunteerArea.photo.dropzone') })} />
          <span>{t('volunteerArea.photo.dropzone')}</span>
          <div className="profile-photo__buttons">
            <Button
              ref={chooseRef}
              variant="secondary"
              size="small"
              onClick={open}
              disabled={disabled || uploading}
              aria-describedby={[hintId, shownProblem ? problemId : null].filter(Boolean).join(' ')}
            >
              {t('volunteerArea.photo.choose')}
            </Button>
            {value && !uploading && (
              <Button variant="ghost" size="small" onClick={remove} disabled={disabled}>
                {t('volunteerArea.photo.remove')}
              </Button>
            )}
          </div>
          <span id={hintId} className="profile-photo__hint">
            {t('volunteerArea.photo.formats')}
          </span>
        </div>
      </div>
      {/* Always present, so screen readers announce the text when it arrives. */}
      <p role="status" className="profile-photo__status">
        {status === 'uploaded' ? t('volunteerArea.photo.uploaded') : status === 'removed' ? t('volunteerArea.photo.removed') : null}
      </p>
      {shownProblem && (
        <p id={problemId} className="field__error" role="alert">
          {shownProblem}
        </p>
      )}
    </fieldset>
  );
}
