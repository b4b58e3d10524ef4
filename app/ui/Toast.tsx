import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type ToastTone = 'info' | 'success' | 'error';

/** How long a toast stays; errors stay longer so they can be read. Hover or focus pauses both. */
export const TOAST_DURATION_MS = 5_000;
export const ERROR_TOAST_DURATION_MS = 10_000;

export interface ToastApi {
  show: (message: string, tone?: ToastTone) => void;
  success: (message: string) => void;
  error: (message: string) => void;
  dismiss: (id: number) => void;
  /** Removes every toast: after a sign-out the next user of the browser must not read them. */
  clear: () => void;
}

interface ToastMessage {
  id: number;
  message: string;
  tone: ToastTone;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Short messages after an action ('Event created'), shown at the edge of the screen. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  const lastId = useRef(0);

  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);
  const show = useCallback((message: string, tone: ToastTone = 'info') => {
    lastId.current += 1;
    const id = lastId.current;
    setToasts((current) => [...current, { id, message, tone }]);
  }, []);
  const clear = useCallback(() => setToasts([]), []);
  const api = useMemo<ToastApi>(
    () => ({ show, dismiss, clear, success: (message) => show(message, 'success'), error: (message) => show(message, 'error') }),
    [show, dismiss, clear],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section className="toasts" aria-label={t('common.notifications')}>
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </section>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a <ToastProvider> above it');
  return api;
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
