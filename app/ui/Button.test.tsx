import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('is a plain button that reports clicks', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);

    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Save' });
    await userEvent.click(button);

    expect(onClick).toHaveBeenCalledOnce();
    expect(button.type).toBe('button'); // never submits a form by accident
    expect(button.classList).toContain('button--primary');
  });

  it.each(['primary', 'secondary', 'danger', 'ghost'] as const)('has the %s variant', (variant) => {
    render(<Button variant={variant}>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' }).classList).toContain(`button--${variant}`);
  });

  it('shows a busy state: spinner, aria-busy, busy text, and no clicks', async () => {
    const onClick = vi.fn();
    render(
      <Button busy busyLabel="Resubmitting..." onClick={onClick}>
        Resubmit for review
      </Button>,
    );

    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Resubmitting...' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.disabled).toBe(true);
    expect(button.querySelector('.spinner')).not.toBeNull();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps its text when busy without a busy text', () => {
    render(<Button busy>Upload</Button>);
    expect(screen.getByRole('button', { name: 'Upload' }).getAttribute('aria-busy')).toBe('true');
  });

  it('can be disabled without being busy', () => {
    render(<Button disabled>Delete</Button>);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Delete' });
    expect(button.disabled).toBe(true);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(button.querySelector('.spinner')).toBeNull();
  });
});
