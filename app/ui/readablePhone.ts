import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** A stored E.164 number for reading: '+38641987654' → '+386 41 987 654'; one libphonenumber cannot read is shown as stored. */
export function readablePhone(phone: string): string {
  return parsePhoneNumberFromString(phone)?.formatInternational() ?? phone;
}
