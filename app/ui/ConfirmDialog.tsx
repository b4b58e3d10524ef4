import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Modal } from './Modal';

interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** The question, e.g. 'Are you sure you want to delete this event?' */
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** 'danger' for what cannot be undone: the confirm button turns red. */
  tone?: 'default' | 'danger';
  /** The confirmed action is running: the confirm button shows it and both buttons wait. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action; the answer comes back through onConfirm or onCancel. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  tone = 'default',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  // Focus starts on Cancel: a stray Enter must not delete anything.
  const cancelRef = useRef<HTMLButtonElement>(null);
  const close = busy ? () => {} : onCancel;

  return (
    <Modal
      open={open}
      title={title}
      onClose={close}
      size="small"
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel ?? t('common.actions.cancel')}
          </Button>
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} onClick={onConfirm} busy={busy}>
            {confirmLabel ?? t('common.actions.confirm')}
          </Button>
        </>
      }
    >
      <p className="confirm-dialog__message">{message}</p>
    </Modal>
  );
}
