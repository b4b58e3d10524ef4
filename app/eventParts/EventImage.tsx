import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import './eventParts.css';

interface EventImageProps {
  url: string | null;
  /** The event's name: the image's text alternative. */
  name: string;
  className?: string;
}

/** SPEC §2: an event's main image, or a 'No Image' placeholder (also when the image cannot be loaded). */
export function EventImage({ url, name, className }: EventImageProps) {
  const { t } = useTranslation();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const classes = ['event-main-image', className].filter(Boolean).join(' ');
  if (!url || failedUrl === url) {
    return (
      <div className={`${classes} event-main-image--empty`}>
        <span>{t('events.card.noImage')}</span>
      </div>
    );
  }
  return <img className={classes} src={url} alt={name} loading="lazy" onError={() => setFailedUrl(url)} />;
}
