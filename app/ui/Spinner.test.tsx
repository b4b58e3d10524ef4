import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is a status announced as loading', () => {
    render(<Spinner />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });

  it('says what is loading, in text only screen readers see', () => {
    render(<Spinner label="Loading events" />);
    expect(screen.getByRole('status').textContent).toBe('Loading events');
    expect(screen.getByText('Loading events').classList).toContain('visually-hidden');
  });
});
