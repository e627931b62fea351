// Phone numbers of agents and offices are checked against the customer's country (spec 000 §5,
// 001 §5, default NZ): any invalid number blocks saving, with a message naming the number at its
// field. Valid numbers are kept in E.164.
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { invalidFields, type FieldError } from '@adops/platform';
import type { Phone } from './types.ts';

export const invalidPhoneMessage = (value: string, country: string) => `The phone number ${value} is not a valid number for ${country}.`;

/**
 * The one check of phone numbers: each number (with the request path it came from) must be a valid
 * number of the country. Returns the numbers in E.164, in order, or throws a 400 naming every invalid one.
 */
export function validatePhoneNumbers(numbers: { path: string; value: string }[], countryCode: string): string[] {
  const errors: FieldError[] = [];
  const normalised = numbers.map(({ path, value }) => {
    const parsed = parsePhoneNumberFromString(value, countryCode as CountryCode);
    if (!parsed || !parsed.isValid() || parsed.country !== countryCode) {
      errors.push({ path, message: invalidPhoneMessage(value, countryCode) });
      return value;
    }
    return parsed.number;
  });
  if (errors.length) throw invalidFields(errors);
  return normalised;
}

/** An agent's phones (at /body/phones/{i}/value), normalised to E.164. */
export function validatePhones(phones: Phone[], countryCode: string): Phone[] {
  const values = validatePhoneNumbers(phones.map((p, i) => ({ path: `/body/phones/${i}/value`, value: p.value })), countryCode);
  return phones.map((p, i) => ({ type: p.type, value: values[i]! }));
}

/** One phone number in a field of the request body (e.g. an office's /body/phone), normalised to E.164. */
export function validatePhone(value: string, countryCode: string, path: string): string {
  return validatePhoneNumbers([{ path, value }], countryCode)[0]!;
}
