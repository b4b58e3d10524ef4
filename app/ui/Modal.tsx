import './primitives.css';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

interface ModalProps {
  open: boolean;
  title: ReactNode;
  /** Called for Escape, the close button and the browser's own close requests. */
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom, usually the dialog's actions. */
  footer?: ReactNode;
  size?: 'small' | 'medium' | 'large';
  /** Where focus goes on opening; defaults to the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * A modal dialog on the native <dialog>: the page behind is inert, focus stays inside and goes
 * back to the element that opened it when it closes.
 */
export function Modal({ open, title, onClose, children, footer, size = 'medium', initialFocusRef }: ModalProps) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    (initialFocusRef?.current ?? focusableIn(dialog)[0] ?? dialog).focus();
    // Runs on closing and on unmounting while open alike.
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, [open, initialFocusRef]);

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      // Handled here so the parent's state decides; the browser's cancel then does not fire.
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab') {
      keepFocusInside(event);
    }
  }

  return (
    <dialog
      ref={dialogRef}
      className={`modal modal--${size}`}
      aria-labelledby={titleId}
      onKeyDown={handleKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <div className="modal__frame">
          <header className="modal__header">
            <h2 id={titleId} className="modal__title">
              {title}
            </h2>
            <button type="button" className="modal__close" aria-label={t('common.actions.close')} onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          </header>
          <div className="modal__body">{children}</div>
          {footer && <footer className="modal__footer">{footer}</footer>}
        </div>
      )}
    </dialog>
  );
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/** Tab from the last element goes to the first, Shift+Tab from the first to the last. */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  const focusable = focusableIn(event.currentTarget);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
