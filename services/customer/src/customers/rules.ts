// The customers area's rules: a new customer's defaults, its settings, its unique name, its logo and
// its activation; and the phone numbers of its agents and offices, which are checked against the
// customer's country (spec 000 §5, 001 §5, default NZ): any invalid number blocks saving, with a
// message naming the number at its field. Valid numbers are kept in E.164.
import { randomBytes } from 'node:crypto';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { badRequest, conflict, invalidFields, Problem, type FieldError } from '@adops/platform';
import type { Country, Currency, Phone, Setting, SharingOptions } from '@adops/openapi/generated/customer';

// The spec's defaults of a new customer (spec 001 §9, 002 §9, 003 §9).
export const DEFAULT_COUNTRY: Country = { code: 'NZ', taxCode: 'GST' };
export const DEFAULT_CURRENCY: Currency = { code: 'NZD', currencySuffix: 'NZD' };
export const DEFAULT_SHARING_WIDGETS = ['linkedin', 'facebook', 'twitter', 'pinterest', 'wechat'] as const;
export const DEFAULT_SHARING_OPTIONS: SharingOptions = { campaigns: true, listings: true, resources: true, allowedSharingWidgets: [...DEFAULT_SHARING_WIDGETS] };
/** Carousel maximum (spec 002 §9); an image campaign may have at most imageAdLimit images. */
export const DEFAULT_IMAGE_AD_LIMIT = 10;
/** The customer picker returns at most this many (spec 001 §9). */
export const OPTIONS_LIMIT = 1000;

/** A new customer's sharing options: fresh copies of the defaults, so no customer shares another's arrays. */
export function defaultSharingOptions(): SharingOptions {
  return { ...DEFAULT_SHARING_OPTIONS, allowedSharingWidgets: [...DEFAULT_SHARING_OPTIONS.allowedSharingWidgets] };
}

/** A customer's settings are key/value pairs; a key may appear once (spec 001 §3). */
export function assertUniqueSettingKeys(settings: Setting[] | undefined): void {
  const seen = new Set<string>();
  for (const s of settings ?? []) {
    if (seen.has(s.key)) throw badRequest(`The setting ${s.key} is given twice.`, [{ path: '/body/settings', message: `The setting ${s.key} is given twice.` }]);
    seen.add(s.key);
  }
}

/** A customer's name is unique regardless of case: `holder` is the customer that has it already, if any. */
export function assertNameFree(holder: { id: string } | null, exceptId?: string): void {
  if (holder && holder.id !== exceptId) throw conflict('A customer with this name already exists.');
}

/** Activation toggles: an active customer is deactivated, an inactive one activated. */
export function toggledActivation(customer: { isActive: boolean }): { isActive: boolean } {
  return { isActive: !customer.isActive };
}

const LOGO_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif']);

/** Where anyone may read a logo by its token (getPublicCustomerLogo), below the installation's public URL. */
export const PUBLIC_LOGO_PATH = '/api/customers/logos/';
/** 128 random bits: the token is the only credential of the public logo address. */
export const LOGO_TOKEN_BYTES = 16;
/** A token as the spec's LogoId parameter takes it (the public address's last part): 22 base64url characters. */
const LOGO_TOKEN = /^[A-Za-z0-9_-]{22}$/;

/** A fresh logo token (base64url of LOGO_TOKEN_BYTES random bytes), one per upload. */
export function newLogoToken(): string {
  return randomBytes(LOGO_TOKEN_BYTES).toString('base64url');
}

/** The public address of a logo of this token (events' logoUrl); null without one or for a malformed one. */
export function logoUrlOf(token: string | null | undefined): string | null {
  return token && LOGO_TOKEN.test(token) ? `${PUBLIC_LOGO_PATH}${token}` : null;
}

/** A logo upload has bytes. */
export function assertLogoBytes(body: unknown): asserts body is Buffer {
  if (!Buffer.isBuffer(body) || body.length === 0) throw new Problem(400, 'Bad Request', 'The logo is empty.');
}

/** A logo is a gif, jpeg or png, as sniffed from its bytes (never trusted from the request's content type); the type it is kept with. */
export function logoType(sniffed: string | undefined): string {
  if (!sniffed || !LOGO_TYPES.has(sniffed)) throw new Problem(415, 'Unsupported Media Type', 'Only gif, jpeg and png images are allowed.');
  return sniffed;
}

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
