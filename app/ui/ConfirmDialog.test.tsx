import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';

function renderDeleteQuestion(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog
      open
      title="Delete event"
      message="Are you sure you want to delete this event?"
      confirmLabel="Delete"
      tone="danger"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('asks the question in a dialog named by its title', () => {
    renderDeleteQuestion();
    const dialog = screen.getByRole('dialog', { name: 'Delete event' });
    expect(dialog.textContent).toContain('Are you sure you want to delete this event?');
  });

  it('answers yes through onConfirm', async () => {
    const { onConfirm, onCancel } = renderDeleteQuestion();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('answers no through onCancel, from the button or Escape', async () => {
    const { onConfirm, onCancel } = renderDeleteQuestion();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('starts on Cancel, so a stray Enter deletes nothing', () => {
    renderDeleteQuestion();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });

  it('shows the danger variant on the confirm button', () => {
    renderDeleteQuestion();
    expect(screen.getByRole('button', { name: 'Delete' }).classList).toContain('button--danger');
  });

  it('uses Confirm and a primary button by default', () => {
    renderDeleteQuestion({ confirmLabel: undefined, tone: undefined });
    expect(screen.getByRole('button', { name: 'Confirm' }).classList).toContain('button--primary');
  });

  it('waits while the confirmed action runs', async () => {
    const { onCancel } = renderDeleteQuestion({ busy: true });
    expect(screen.getByRole('button', { name: 'Delete' }).getAttribute('aria-busy')).toBe('true');
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });
});
