// Money is integer minor units plus an ISO 4217 currency (ARCHITECTURE §3.7). How many minor units make
// a major one is the currency's own (JPY 0, NZD 2, KWD 3): Intl knows every ISO code, so no context
// keeps a table of its own that could disagree with another's.
const exponents = new Map<string, number>();

/** The currency's minor-unit exponent (ISO 4217): 2 for NZD, 0 for JPY, 3 for KWD; 2 for a code Intl does not know. */
export function minorUnitExponent(currency: string): number {
  const code = currency.toUpperCase();
  let exponent = exponents.get(code);
  if (exponent === undefined) {
    try {
      exponent = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      exponent = 2;
    }
    exponents.set(code, exponent);
  }
  return exponent;
}

/** `amount` minor units as major units: 1999 NZD → 19.99, 500 JPY → 500. */
export function toMajorUnits(amount: number, currency: string): number {
  return amount / 10 ** minorUnitExponent(currency);
}

/** `amount` major units as whole minor units, rounded half away from zero: 19.995 NZD → 2000. */
export function toMinorUnits(amount: number, currency: string): number {
  const scaled = amount * 10 ** minorUnitExponent(currency);
  return Math.sign(scaled) * Math.round(Math.abs(scaled));
}
