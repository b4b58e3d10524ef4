import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { emptyPhone, type PhoneValue } from '@/app/forms/PhoneInput';
import type { Contact } from '@/contract/contacts';

/** A stored phone (E.164) for the reader: `+386 40 123 456`; anything unparsable as it is. */
export function formattedPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

/** How a contact is shown and linked: a phone formatted with a tel: link, an e-mail with a mailto: link, other text as it is. */
export function contactInfoView(contact: Pick<Contact, 'contact_type' | 'contact_info'>): { text: string; href?: string } {
  if (contact.contact_type === 'phone') return { text: formattedPhone(contact.contact_info), href: `tel:${contact.contact_info}` };
  if (contact.contact_type === 'email') return { text: contact.contact_info, href: `mailto:${contact.contact_info}` };
  return { text: contact.contact_info };
}

/** A stored phone back in the phone input: its country selected and the national number as the country writes it. */
export function phoneValueOf(e164: string): PhoneValue {
  const parsed = parsePhoneNumberFromString(e164);
  const country: CountryCode | undefined = parsed?.country;
  if (!parsed || !country) return { ...emptyPhone(), national: e164 };
  return { country, national: parsed.formatNational() };
}
