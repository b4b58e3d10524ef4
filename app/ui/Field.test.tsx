import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './Field';

describe('Field', () => {
  it('labels its control', () => {
    render(<Field label="Email">{(control) => <input type="email" {...control} />}</Field>);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('connects the error text and marks the control invalid', () => {
    render(
      <Field label="Event name" error="Event name is required">
        {(control) => <input {...control} />}
      </Field>,
    );

    const input = screen.getByRole('textbox', { name: 'Event name', description: 'Event name is required' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('describes the control by its hint and its error together', () => {
    render(
      <Field label="Website" hint="Starting with https://" error="Please enter a valid website URL">
        {(control) => <input {...control} />}
      </Field>,
    );
    screen.getByRole('textbox', {
      name: 'Website',
      description: 'Starting with https:// Please enter a valid website URL',
    });
  });

  it('shows a required mark and tells assistive technology', () => {
    render(
      <Field label="Organisation name" required>
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Organisation name' });
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
  });

  it('works with a select and a textarea', () => {
    render(
      <>
        <Field label="Status">
          {(control) => (
            <select {...control}>
              <option>applied</option>
            </select>
          )}
        </Field>
        <Field label="Description">{(control) => <textarea {...control} />}</Field>
      </>,
    );
    expect(screen.getByRole('combobox', { name: 'Status' }).classList).toContain('field__control');
    expect(screen.getByRole('textbox', { name: 'Description' }).classList).toContain('field__control');
  });
});
