import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './Card';

describe('Card', () => {
  it('is a region named by its title, with its actions', () => {
    render(
      <Card title="Organisation info" actions={<button type="button">Edit</button>}>
        <p>About us</p>
      </Card>,
    );

    const region = screen.getByRole('region', { name: 'Organisation info' });
    expect(region.textContent).toContain('About us');
    screen.getByRole('heading', { level: 2, name: 'Organisation info' });
    screen.getByRole('button', { name: 'Edit' });
  });

  it('takes the heading level the page needs', () => {
    render(
      <Card title="Sign in" titleLevel={1}>
        text
      </Card>,
    );
    screen.getByRole('heading', { level: 1, name: 'Sign in' });
  });

  it('can go without a title', () => {
    render(<Card>Just content</Card>);
    expect(screen.queryByRole('heading')).toBeNull();
    screen.getByText('Just content');
  });
});
