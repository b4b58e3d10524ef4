import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ToastList as ToastListComponent, ToastMessage, ToastTone } from './ToastList';

export type { ToastTone } from './ToastList';

export interface ToastApi {
  show: (message: string, tone?: ToastTone) => void;
  success: (message: string) => void;
  error: (message: string) => void;
  dismiss: (id: number) => void;
  /** Removes every toast: after a sign-out the next user of the browser must not read them. */
  clear: () => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/**
 * Short messages after an action ('Event created'), shown at the edge of the screen. The list that
 * shows them and its styles come with the first toast (issue 32: the sign-in page, loaded first,
 * shows none); a toast shown while they load appears when they are here.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  const [ToastList, setToastList] = useState<typeof ToastListComponent>();
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

  const waiting = toasts.length > 0 && !ToastList;
  useEffect(() => {
    // A failed fetch (the connection dropped) is tried again with the next toast.
    if (waiting) void loadToastList().then((module) => setToastList(() => module.ToastList), () => undefined);
  }, [waiting, toasts.length]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {ToastList && <ToastList toasts={toasts} onDismiss={dismiss} />}
    </ToastContext.Provider>
  );
}

/**
 * The toast list's chunk. The root route asks for it on the way to any page but sign-in, so a toast
 * about a failed call still shows when the connection has dropped since (routes/__root.tsx).
 */
export function loadToastList() {
  return import('./ToastList');
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a <ToastProvider> above it');
  return api;
}
