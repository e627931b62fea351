// The offices area's rules: an office's place — its shown address, postcode, country and map point —
// as a create or an update leaves it. Campaigns aimed at the office (000 §3 OFFICE location) use its
// postcode or a radius around its point, so a half-known point or a country the ad networks do not
// know is refused here with a message naming the field, not found out when a campaign fails.
import { invalidFields, type FieldError } from '@adops/platform';

export interface OfficePlace {
  address: string | null;
  postcode: string | null;
  /** ISO 3166-1 alpha-2, uppercase. */
  country: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** What a request says of the place: a value sets it, null clears it, undefined (absent) keeps it. */
export type OfficePlaceInput = { [K in keyof OfficePlace]?: OfficePlace[K] | undefined };

export const NO_PLACE: OfficePlace = { address: null, postcode: null, country: null, latitude: null, longitude: null };

export const OFFICE_PLACE_MESSAGES = {
  country: (value: string) => `The country ${value} is not an ISO 3166-1 alpha-2 country code (such as NZ).`,
  pointHalf: 'Latitude and longitude go together: give both, or neither.',
} as const;

// Codes Intl names that are not countries: user-assigned ones (but XK, Kosovo, which the ad networks
// target) and the EU, eurozone and UN groupings.
const NOT_COUNTRIES = /^(AA|Q[M-Z]|X[A-JL-Z]|ZZ|EU|EZ|UN)$/;
const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/** Whether a two-letter uppercase code names a country or territory (ISO 3166-1 alpha-2). */
export function isCountryCode(code: string): boolean {
  return /^[A-Z]{2}$/.test(code) && !NOT_COUNTRIES.test(code) && regionNames.of(code) !== undefined;
}

const trimmed = (value: string | null | undefined): string | null | undefined => (typeof value === 'string' ? value.trim() || null : value);

/**
 * The place after a request: `current` (NO_PLACE for a new office) with what the request sets or clears;
 * texts trimmed (blank is none), the country uppercase. Throws a 400 naming every refused field.
 */
export function officePlace(current: OfficePlace, input: OfficePlaceInput): OfficePlace {
  const country = trimmed(input.country);
  const given = { address: trimmed(input.address), postcode: trimmed(input.postcode), country: country ? country.toUpperCase() : country, latitude: input.latitude, longitude: input.longitude };
  const next: OfficePlace = { address: current.address, postcode: current.postcode, country: current.country, latitude: current.latitude, longitude: current.longitude };
  if (given.address !== undefined) next.address = given.address;
  if (given.postcode !== undefined) next.postcode = given.postcode;
  if (given.country !== undefined) next.country = given.country;
  if (given.latitude !== undefined) next.latitude = given.latitude;
  if (given.longitude !== undefined) next.longitude = given.longitude;
  const errors: FieldError[] = [];
  if (given.country && !isCountryCode(given.country)) errors.push({ path: '/body/country', message: OFFICE_PLACE_MESSAGES.country(given.country) });
  if ((next.latitude === null) !== (next.longitude === null)) errors.push({ path: next.latitude === null ? '/body/latitude' : '/body/longitude', message: OFFICE_PLACE_MESSAGES.pointHalf });
  if (errors.length) throw invalidFields(errors);
  return next;
}
