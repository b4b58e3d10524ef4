import {
  AsYouType,
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js';
import metadata from 'libphonenumber-js/min/metadata';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PHONE_COUNTRY } from '@/contract/limits';
import type { FieldControlProps } from '@/app/ui/Field';
import { registerPhoneInput } from './PhoneField';
import './phoneInput.css';

/** What the phone input holds: the selected country and the number as the reader typed it. */
export interface PhoneValue {
  /** null: the reader chose no country (only where the input offers that, see noCountryLabel). */
  country: CountryCode | null;
  national: string;
}

/** SPEC §5, §9: an empty number in the default country (US). */
export function emptyPhone(): PhoneValue & { country: CountryCode } {
  return { country: isSupportedCountry(DEFAULT_PHONE_COUNTRY) ? DEFAULT_PHONE_COUNTRY : 'US', national: '' };
}

/**
 * The full international number to send: `+` + calling code + national digits, no spaces
 * (`+38640123456`). A number typed with its own `+` is taken as it is; a national trunk prefix
 * (Slovenia's leading 0) is dropped when libphonenumber knows the country's rules. '' when empty.
 * Without a country, the digits alone: SPEC §5 'Please select a country code from the dropdown.'
 */
export function phoneNumberOf({ country, national }: PhoneValue): string {
  const typed = national.trim();
  if (typed === '') return '';
  if (typed.startsWith('+')) return `+${digitsOf(typed)}`;
  if (!country) return digitsOf(typed);
  const parsed = parsePhoneNumberFromString(typed, country);
  if (parsed) return parsed.number;
  return `+${getCountryCallingCode(country)}${digitsOf(typed)}`;
}

interface PhoneInputProps {
  value: PhoneValue;
  /** Called with the new value and its composed international number (phoneNumberOf). */
  onChange: (value: PhoneValue, number: string) => void;
  onBlur?: () => void;
  /** From a Field: its label points at the number input, its hint and error describe it. */
  control: FieldControlProps;
  /** The number input's name, so a form can find and focus it. */
  name?: string;
  disabled?: boolean;
  /**
   * Offers "no country" first in the selector, with this text (the profile's contacts, issue 15):
   * a number then has no calling code, which SPEC §5's third phone message is about.
   */
  noCountryLabel?: string;
}

/**
 * SPEC §2, §5: a phone number with a country selector (default US); the country's calling code is
 * shown before the number and cannot be edited. Typing a number that starts with `+` selects the
 * country it belongs to.
 */
export function PhoneInput({ value, onChange, onBlur, control, name, disabled, noCountryLabel }: PhoneInputProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const callingCodeId = `${id}-calling-code`;
  const countries = useCountryOptions(i18n.language);
  const describedBy = [callingCodeId, control['aria-describedby']].filter(Boolean).join(' ');

  const change = (next: PhoneValue) => onChange(next, phoneNumberOf(next));

  return (
    <div className="phone-input">
      <select
        className="phone-input__country field__control"
        aria-label={t('phone.country')}
        value={value.country ?? ''}
        disabled={disabled}
        onChange={(event) => {
          const country = event.target.value;
          if (isSupportedCountry(country)) change({ ...value, country });
          else if (country === '' && noCountryLabel !== undefined) change({ ...value, country: null });
        }}
        onBlur={onBlur}
      >
        {noCountryLabel !== undefined && <option value="">{noCountryLabel}</option>}
        {countries.map(({ code, name: countryName, callingCode }) => (
          <option key={code} value={code}>
            {`${countryName} (+${callingCode})`}
          </option>
        ))}
      </select>
      <div className="phone-input__number">
        {/* Text, not an input: the calling code follows the country and cannot be edited (SPEC §5). */}
        <span id={callingCodeId} className="phone-input__calling-code">
          <span className="visually-hidden">{`${t('phone.callingCode')} `}</span>
          {value.country ? `+${getCountryCallingCode(value.country)}` : '+'}
        </span>
        <input
          {...control}
          className={`${control.className} phone-input__national`}
          aria-describedby={describedBy}
          type="tel"
          autoComplete="tel"
          name={name}
          value={value.national}
          disabled={disabled}
          onChange={(event) => {
            const national = event.target.value;
            change({ country: countryOfTyped(national, value.country), national });
          }}
          onBlur={onBlur}
        />
      </div>
    </div>
  );
}

// ---------------------------------------------------------------------------------------------

interface CountryOption {
  code: CountryCode;
  name: string;
  callingCode: string;
}

/** Every country libphonenumber knows, named in the reader's language and sorted by that name. */
function useCountryOptions(language: string): CountryOption[] {
  return useMemo(() => {
    const names = new Intl.DisplayNames([language, 'en'], { type: 'region', fallback: 'code' });
    const collator = new Intl.Collator(language);
    return getCountries()
      .map((code) => ({ code, name: names.of(code) ?? code, callingCode: getCountryCallingCode(code) }))
      .sort((a, b) => collator.compare(a.name, b.name));
  }, [language]);
}

/**
 * The country of a number typed in international form (`+386 40…` → SI); otherwise the selected
 * one. While the number is too short to tell apart countries sharing a calling code (+1: US,
 * Canada…), the selection stays if it has that code, else the code's main country is taken.
 */
function countryOfTyped(typed: string, selected: CountryCode | null): CountryCode | null {
  if (!typed.trim().startsWith('+')) return selected;
  const asYouType = new AsYouType();
  asYouType.input(typed);
  const country = asYouType.getCountry();
  if (country) return country;
  const callingCode = asYouType.getCallingCode();
  if (!callingCode || (selected && callingCode === getCountryCallingCode(selected))) return selected;
  const main = metadata.country_calling_codes[callingCode]?.[0];
  return main && isSupportedCountry(main) ? main : selected;
}

function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

registerPhoneInput(PhoneInput);
