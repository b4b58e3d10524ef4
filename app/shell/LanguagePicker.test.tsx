import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LanguagePicker } from './LanguagePicker';

describe('LanguagePicker', () => {
  it('lists the six languages by their own names', () => {
    render(<LanguagePicker />);
    const options = screen.getAllByRole<HTMLOptionElement>('option').map((option) => option.textContent);
    expect(options).toEqual(['English', 'Slovenščina', 'Español', 'Français', 'Deutsch', 'Magyar']);
  });

  it('switches the language, keeps the choice and relabels itself', async () => {
    render(<LanguagePicker />);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'sl');

    const picker = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Jezik' });
    expect(picker.value).toBe('sl');
    expect(document.documentElement.lang).toBe('sl');
    expect(localStorage.getItem('i18nextLng')).toBe('sl');
  });
});
