import './toasts.css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type ToastTone = 'info' | 'success' | 'error';

export interface ToastMessage {
  id: number;
  message: string;
  tone: ToastTone;
}

/** How long a toast stays; errors stay longer so they can be read. Hover or focus pauses both. */
export const TOAST_DURATION_MS = 5_000;
export const ERROR_TOAST_DURATION_MS = 10_000;

/** The toasts at the edge of the screen (Toast.tsx loads this with the first one a page shows). */
export function ToastList({ toasts, onDismiss }: { toasts: ToastMessage[]; onDismiss: (id: number) => void }) {
  const { t } = useTranslation();
  return (
    <section className="toasts" aria-label={t('common.notifications')}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />
      ))}
    </section>
  );
}

function ToastItem({ toast, onDismiss }: { toast: ToastMessage; onDismiss: (id: number) => void }) {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused) return;
    const duration = toast.tone === 'error' ? ERROR_TOAST_DURATION_MS : TOAST_DURATION_MS;
    const timer = setTimeout(() => onDismiss(toast.id), duration);
    return () => clearTimeout(timer);
  }, [paused, toast, onDismiss]);

  return (
    <div
      className={`toast toast--${toast.tone}`}
      role={toast.tone === 'error' ? 'alert' : 'status'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <span className="toast__icon" aria-hidden="true">
        {TONE_ICONS[toast.tone]}
      </span>
      <p className="toast__message">{toast.message}</p>
      <button type="button" className="toast__dismiss" aria-label={t('common.actions.dismiss')} onClick={() => onDismiss(toast.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

const TONE_ICONS: Record<ToastTone, string> = { info: 'i', success: '✓', error: '!' };
