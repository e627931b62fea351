// Agent phone numbers are checked against the customer's country (spec 001 §5, default NZ): any
// invalid number blocks saving, with a message naming the number. Valid numbers are kept in E.164.
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { invalidFields, type FieldError } from '@adops/platform';
import type { Phone } from './types.ts';

export const invalidPhoneMessage = (value: string, country: string) => `The phone number ${value} is not a valid number for ${country}.`;

/** Returns the phones normalised to E.164, or throws a 400 naming every invalid number. */
export function validatePhones(phones: Phone[], countryCode: string): Phone[] {
  const errors: FieldError[] = [];
  const normalised = phones.map((phone, i) => {
    const parsed = parsePhoneNumberFromString(phone.value, countryCode as CountryCode);
    if (!parsed || !parsed.isValid() || parsed.country !== countryCode) {
      errors.push({ path: `/body/phones/${i}/value`, message: invalidPhoneMessage(phone.value, countryCode) });
      return phone;
    }
    return { type: phone.type, value: parsed.number };
  });
  if (errors.length) throw invalidFields(errors);
  return normalised;
}
