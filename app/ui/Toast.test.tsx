import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './Toast';
import { ERROR_TOAST_DURATION_MS, TOAST_DURATION_MS } from './ToastList';

function SaveButtons() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.success('Event created')}>
        Save
      </button>
      <button type="button" onClick={() => toast.error('Failed to create event')}>
        Fail
      </button>
    </>
  );
}

function renderWithToasts() {
  render(
    <ToastProvider>
      <SaveButtons />
    </ToastProvider>,
  );
}

/** The list comes with the first toast, a chunk of its own (issue 32): wait until it is here. */
async function untilListed() {
  await act(async () => {
    await import('./ToastList');
  });
}

describe('Toast', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a success message as a status', async () => {
    renderWithToasts();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toContain('Event created');
  });

  it('shows an error as an alert', async () => {
    renderWithToasts();
    await userEvent.click(screen.getByRole('button', { name: 'Fail' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to create event');
  });

  it('closes with its dismiss button', async () => {
    renderWithToasts();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Event created')).toBeNull();
  });

  it('goes away by itself after a few seconds; an error stays longer', async () => {
    vi.useFakeTimers();
    renderWithToasts();
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    act(() => screen.getByRole('button', { name: 'Fail' }).click());
    await untilListed();

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.queryByText('Event created')).toBeNull();
    screen.getByText('Failed to create event');

    act(() => vi.advanceTimersByTime(ERROR_TOAST_DURATION_MS - TOAST_DURATION_MS));
    expect(screen.queryByText('Failed to create event')).toBeNull();
  });

  it('does not restart the clock of a toast when another arrives', async () => {
    vi.useFakeTimers();
    renderWithToasts();
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    await untilListed();
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1_000));
    act(() => screen.getByRole('button', { name: 'Fail' }).click());

    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByText('Event created')).toBeNull();
  });

  it('adds nothing to the page until the first toast', async () => {
    renderWithToasts();
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const region = await screen.findByRole('region', { name: 'Notifications' });
    expect(region.textContent).toContain('Event created');
  });

  it('asks for a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the thrown render error
    expect(() => render(<SaveButtons />)).toThrow('useToast needs a <ToastProvider>');
  });
});
