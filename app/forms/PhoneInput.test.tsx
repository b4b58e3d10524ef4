import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Field } from '@/app/ui/Field';
import { emptyPhone, PhoneInput, phoneNumberOf, type PhoneValue } from './PhoneInput';

/** A PhoneInput inside a Field, as forms use it; reports every composed number. */
function PhoneField({ onNumber, noCountryLabel }: { onNumber?: (number: string) => void; noCountryLabel?: string }) {
  const [value, setValue] = useState<PhoneValue>(emptyPhone());
  return (
    <Field label="Contact person phone" hint="We call only about your registration.">
      {(control) => (
        <PhoneInput
          control={control}
          value={value}
          noCountryLabel={noCountryLabel}
          onChange={(next, number) => {
            setValue(next);
            onNumber?.(number);
          }}
        />
      )}
    </Field>
  );
}

const countrySelect = () => screen.getByRole('combobox', { name: 'Country' });
const numberInput = () => screen.getByRole('textbox', { name: 'Contact person phone' });

describe('PhoneInput', () => {
  it('starts in the United States with the calling code +1', () => {
    render(<PhoneField />);
    expect((countrySelect() as HTMLSelectElement).value).toBe('US');
    expect(screen.getByRole('option', { name: 'United States (+1)', selected: true })).toBeTruthy();
    expect(numberInput().getAttribute('type')).toBe('tel');
    // The calling code is announced with the number, before the field's own hint.
    screen.getByRole('textbox', {
      name: 'Contact person phone',
      description: 'Calling code +1 We call only about your registration.',
    });
  });

  it('lists the countries by name', () => {
    render(<PhoneField />);
    const names = screen.getAllByRole('option').map((option) => option.textContent ?? '');
    expect(names.length).toBeGreaterThan(200);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names).toContain('Slovenia (+386)');
  });

  it('shows +386 once Slovenia is chosen, and sends the number with it', async () => {
    const user = userEvent.setup();
    const onNumber = vi.fn();
    render(<PhoneField onNumber={onNumber} />);

    await user.selectOptions(countrySelect(), 'SI');
    await user.type(numberInput(), '040 123 456');

    expect(screen.getByText('+386')).toBeTruthy();
    expect(screen.queryByText('+1')).toBeNull();
    expect((numberInput() as HTMLInputElement).value).toBe('040 123 456'); // kept as typed
    expect(onNumber).toHaveBeenLastCalledWith('+38640123456');
  });

  it('switches the country when a number is typed with its calling code', async () => {
    const user = userEvent.setup();
    const onNumber = vi.fn();
    render(<PhoneField onNumber={onNumber} />);

    await user.type(numberInput(), '+386 40 123 456');

    expect((countrySelect() as HTMLSelectElement).value).toBe('SI');
    expect(screen.getByText('+386')).toBeTruthy();
    expect((numberInput() as HTMLInputElement).value).toBe('+386 40 123 456');
    expect(onNumber).toHaveBeenLastCalledWith('+38640123456');
  });

  it('does not let the calling code be edited', async () => {
    const user = userEvent.setup();
    render(<PhoneField />);

    // The number is the only text box; the calling code is plain text beside it.
    expect(screen.getAllByRole('textbox')).toEqual([numberInput()]);
    const callingCode = screen.getByText('+1');
    expect(callingCode.closest('input, textarea, [contenteditable="true"]')).toBeNull();

    await user.click(callingCode);
    await user.keyboard('44');
    expect(screen.getByText('+1')).toBeTruthy();
    expect((countrySelect() as HTMLSelectElement).value).toBe('US');
  });
});

describe('phoneNumberOf', () => {
  it('joins + , the calling code and the national digits without spaces', () => {
    expect(phoneNumberOf({ country: 'US', national: '(202) 555-0123' })).toBe('+12025550123');
    expect(phoneNumberOf({ country: 'SI', national: '040 123 456' })).toBe('+38640123456');
    expect(phoneNumberOf({ country: 'US', national: '+44 20 7946 0958' })).toBe('+442079460958');
  });

  it('keeps short and unknown numbers for the validation to judge', () => {
    expect(phoneNumberOf({ country: 'US', national: '12' })).toBe('+112');
    expect(phoneNumberOf({ country: 'US', national: '  ' })).toBe('');
  });

  it('sends the digits alone when no country is chosen', () => {
    expect(phoneNumberOf({ country: null, national: '202 555 0123' })).toBe('2025550123');
    expect(phoneNumberOf({ country: null, national: '+386 40 123 456' })).toBe('+38640123456');
  });
});

describe('PhoneInput offering no country (the profile contacts)', () => {
  it('lists "no country" first only when asked, and then composes no calling code', async () => {
    const user = userEvent.setup();
    const onNumber = vi.fn();
    const { unmount } = render(<PhoneField />);
    expect(screen.queryByRole('option', { name: 'No country code' })).toBeNull();
    unmount();

    render(<PhoneField onNumber={onNumber} noCountryLabel="No country code" />);
    expect(screen.getAllByRole('option')[0]?.textContent).toBe('No country code');
    await user.selectOptions(countrySelect(), 'No country code');
    await user.type(numberInput(), '202 555 0123');
    expect(onNumber).toHaveBeenLastCalledWith('2025550123');
    await user.clear(numberInput());
    await user.type(numberInput(), '+386 40 123 456');
    expect((countrySelect() as HTMLSelectElement).value).toBe('SI');
  });
});
