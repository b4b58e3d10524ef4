import '@/app/ui/primitives.css';
import { useEffect, useId, useRef, useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { useTranslation } from 'react-i18next';
import { uploadMainImage } from '@/queries/events';
import { apiErrorMessage } from '@/app/errors/apiErrorMessage';
import { imageRejectionKey, ONE_IMAGE_DROP } from '@/app/ui/imageDrop';
import { Button } from '@/app/ui/Button';
import { Field } from '@/app/ui/Field';
import { Spinner } from '@/app/ui/Spinner';
import type { ImageMode, MainImageValue } from './eventFormValues';

interface MainImageInputProps {
  value: MainImageValue;
  /** Takes an update of the latest value: an upload finishes after other changes may have happened. */
  onChange: (update: (previous: MainImageValue) => MainImageValue) => void;
  /** A problem with the image URL (the payload's check). */
  error?: string;
  disabled?: boolean;
}

/**
 * SPEC §2 "Form behaviour", §4, §5: the main image, from a URL or an upload. An upload goes to the
 * server at once (uploading → uploaded); removing it clears the image (removed) and offers the
 * drop area again. The browser refuses other formats and files over 5 MB with the spec's messages.
 */
export function MainImageInput({ value, onChange, error, disabled = false }: MainImageInputProps) {
  const { t } = useTranslation();
  const legendId = useId();

  const chooseMode = (mode: ImageMode) => onChange((previous) => ({ ...previous, mode }));

  return (
    <fieldset className="event-image" aria-labelledby={legendId}>
      <legend id={legendId} className="event-form__sublegend">
        {t('events.image.legend')}
      </legend>
      <div className="event-image__modes">
        {(['upload', 'url'] as const).map((mode) => (
          <label key={mode} className="event-form__choice">
            <input
              type="radio"
              name="image_mode"
              value={mode}
              checked={value.mode === mode}
              disabled={value.upload === 'uploading'}
              onChange={() => chooseMode(mode)}
            />
            <span>{t(mode === 'url' ? 'events.image.modeUrl' : 'events.image.modeUpload')}</span>
          </label>
        ))}
      </div>
      {value.mode === 'url' ? (
        <ImageUrlInput value={value} onChange={onChange} error={error} />
      ) : (
        <ImageUpload value={value} onChange={onChange} disabled={disabled} />
      )}
    </fieldset>
  );
}

function ImageUrlInput({ value, onChange, error }: Pick<MainImageInputProps, 'value' | 'onChange' | 'error'>) {
  const { t } = useTranslation();
  const url = value.url.trim();
  return (
    <>
      <Field label={t('events.image.url')} hint={t('events.image.urlHint')} error={error}>
        {(control) => (
          <input
            {...control}
            type="url"
            name="main_image_url"
            inputMode="url"
            maxLength={2000}
            value={value.url}
            onChange={(event) => {
              const typed = event.target.value;
              onChange((previous) => ({ ...previous, url: typed }));
            }}
          />
        )}
      </Field>
      {/^(https?:\/\/|\/)\S+$/i.test(url) && <ImagePreview key={url} src={url} />}
    </>
  );
}

/** The image as it will show; hidden when it cannot be loaded (a wrong address, or a site the page may not load from). */
function ImagePreview({ src }: { src: string }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return <img className="event-image__preview" src={src} alt={t('events.image.preview')} onError={() => setFailed(true)} />;
}

function ImageUpload({ value, onChange, disabled }: Pick<MainImageInputProps, 'value' | 'onChange'> & { disabled: boolean }) {
  const { t } = useTranslation();
  const hintId = useId();
  const problemId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const uploading = useRef<AbortController | null>(null);
  const justRemoved = useRef(false);

  useEffect(() => () => uploading.current?.abort(), []);

  const upload = async (file: File) => {
    const before = value.upload;
    const controller = new AbortController();
    uploading.current = controller;
    onChange((previous) => ({ ...previous, upload: 'uploading' }));
    try {
      const url = await uploadMainImage(file, controller.signal);
      onChange((previous) => ({ ...previous, upload: 'uploaded', uploadedUrl: url }));
    } catch (failure) {
      onChange((previous) => (previous.upload === 'uploading' ? { ...previous, upload: before } : previous));
      if (controller.signal.aborted) return; // the upload area was left: nobody waits for the answer
      setProblem(apiErrorMessage(failure, t, t('events.errors.service.uploadMainImage')));
    }
  };

  const chooseRef = useRef<HTMLButtonElement>(null);
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    ...ONE_IMAGE_DROP,
    disabled,
    onDrop: (accepted: File[], rejections: FileRejection[]) => {
      setProblem(null);
      if (rejections.length > 0) {
        setProblem(t(imageRejectionKey(rejections, 'events.image.oneFile')));
        return;
      }
      if (accepted[0]) void upload(accepted[0]);
    },
  });

  useEffect(() => {
    // After "Remove image" its button is gone: the reader continues at the drop area's button.
    if (value.upload === 'removed' && justRemoved.current) chooseRef.current?.focus();
    justRemoved.current = false;
  }, [value.upload]);

  const remove = () => {
    justRemoved.current = true;
    setProblem(null);
    onChange((previous) => ({ ...previous, upload: 'removed', uploadedUrl: null }));
  };

  return (
    <div className="event-image__upload">
      {/* Always present, so screen readers announce the text when it arrives. */}
      <p role="status" className="event-image__removed">
        {value.upload === 'removed' ? t('events.image.removed') : null}
      </p>
      {value.upload === 'uploading' ? (
        <div className="event-image__uploading">
          <Spinner label={t('events.image.uploading')} />
          <span aria-hidden="true">{t('events.image.uploading')}</span>
        </div>
      ) : value.upload === 'uploaded' && value.uploadedUrl ? (
        <div className="event-image__uploaded">
          <img className="event-image__preview" src={value.uploadedUrl} alt={t('events.image.preview')} />
          <Button variant="secondary" size="small" onClick={remove} disabled={disabled}>
            {t('events.image.remove')}
          </Button>
        </div>
      ) : (
        <>
          {/* A plain drop area with its own "Choose a file" button: no control inside another (axe nested-interactive). */}
          <div
            {...getRootProps({
              className: [
                'drop-area',
                isDragActive ? 'drop-area--active' : null,
                problem ? 'drop-area--invalid' : null,
              ]
                .filter(Boolean)
                .join(' '),
            })}
          >
            <input {...getInputProps({ 'aria-label': t('events.image.dropzone') })} />
            <span className="event-image__dropzone-text">{t('events.image.dropzone')}</span>
            <Button
              ref={chooseRef}
              variant="secondary"
              size="small"
              onClick={open}
              disabled={disabled}
              aria-describedby={[hintId, problem ? problemId : null].filter(Boolean).join(' ')}
            >
              {t('gallery.ui.chooseFile')}
            </Button>
            <span id={hintId} className="event-image__dropzone-hint">
              {t('events.image.formats')}
            </span>
          </div>
          {problem && (
            <p id={problemId} className="field__error" role="alert">
              {problem}
            </p>
          )}
        </>
      )}
    </div>
  );
}
