import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge';

describe('Badge', () => {
  it.each(['neutral', 'info', 'success', 'warning', 'danger'] as const)('shows its words in the %s tone', (tone) => {
    render(<Badge tone={tone}>Pending Review</Badge>);
    expect(screen.getByText('Pending Review').className).toBe(`badge badge--${tone}`);
  });

  it('is neutral unless told otherwise', () => {
    render(<Badge>Draft</Badge>);
    expect(screen.getByText('Draft').classList).toContain('badge--neutral');
  });
});
