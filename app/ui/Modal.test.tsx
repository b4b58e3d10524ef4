import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from './Modal';

/** A page with a button that opens the modal, as features use it. */
function VolunteersPage() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        View volunteers
      </button>
      <Modal
        open={open}
        title="Volunteers"
        onClose={() => setOpen(false)}
        footer={
          <button type="button" onClick={() => setOpen(false)}>
            Done
          </button>
        }
      >
        <label>
          Status <input />
        </label>
      </Modal>
    </>
  );
}

async function openModal() {
  render(<VolunteersPage />);
  await userEvent.click(screen.getByRole('button', { name: 'View volunteers' }));
  return screen.getByRole<HTMLDialogElement>('dialog', { name: 'Volunteers' });
}

describe('Modal', () => {
  it('opens as a native modal dialog labelled by its title', async () => {
    expect(screen.queryByRole('dialog')).toBeNull();

    const dialog = await openModal();

    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.open).toBe(true);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const dialog = await openModal();

    await userEvent.keyboard('{Escape}');

    expect(dialog.open).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'View volunteers' }));
  });

  it('closes with its close button', async () => {
    const dialog = await openModal();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog.open).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'View volunteers' }));
  });

  it('keeps focus inside: Tab from the last element wraps to the first, Shift+Tab back', async () => {
    await openModal();
    const close = screen.getByRole('button', { name: 'Close' });
    const done = screen.getByRole('button', { name: 'Done' });

    done.focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(close);

    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(done);
  });

  it('moves through its content with Tab', async () => {
    await openModal();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Status' }));
  });
});
