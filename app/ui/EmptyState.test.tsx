import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows the title, the text and the action', () => {
    render(
      <EmptyState title="No events yet" text="Create your first event." action={<a href="#/events/create">Create event</a>} />,
    );
    screen.getByText('No events yet');
    screen.getByText('Create your first event.');
    screen.getByRole('link', { name: 'Create event' });
  });

  it('needs only a title', () => {
    const { container } = render(<EmptyState title="No results" />);
    expect(container.textContent).toBe('No results');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
