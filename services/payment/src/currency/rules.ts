// Currency conversion: a rate table with NZD as its base (indicative defaults, CURRENCY_RATES adds or
// overrides), amounts in minor units of each currency (their ISO 4217 exponents, @adops/platform's
// money), rounded half up.
import { badRequest, toMajorUnits, toMinorUnits } from '@adops/platform';

export const DEFAULT_RATES: Readonly<Record<string, number>> = {
  NZD: 1,
  AUD: 0.91,
  USD: 0.6,
  EUR: 0.55,
  GBP: 0.47,
  CAD: 0.82,
  SGD: 0.79,
  HKD: 4.68,
  CNY: 4.33,
  JPY: 89.5,
  INR: 50.2,
  FJD: 1.35,
  CHF: 0.53,
};

export const UNKNOWN_CURRENCY = 'Unknown currency code.';

/** The default rates with those of CURRENCY_RATES (a JSON object of code → rate) over them; throws on a bad entry. */
export function ratesFrom(json: string | undefined): Record<string, number> {
  if (!json) return { ...DEFAULT_RATES };
  const extra = JSON.parse(json) as Record<string, unknown>;
  const rates: Record<string, number> = { ...DEFAULT_RATES };
  for (const [code, rate] of Object.entries(extra)) {
    if (!/^[A-Z]{3}$/.test(code) || typeof rate !== 'number' || !(rate > 0)) throw new Error(`CURRENCY_RATES: ${code} must be a positive number`);
    rates[code] = rate;
  }
  return rates;
}

export interface Conversion {
  from: string;
  to: string;
  amount: number;
  converted: number;
  rate: number;
}

/** `amount` minor units of `from` in minor units of `to`, rounded half up; 400 for a code the table lacks. */
export function convertCurrency(rates: Record<string, number>, from: string, to: string, amount: number): Conversion {
  const errors = [
    ...(rates[from] === undefined ? [{ path: '/path/fromCode', message: UNKNOWN_CURRENCY }] : []),
    ...(rates[to] === undefined ? [{ path: '/path/toCode', message: UNKNOWN_CURRENCY }] : []),
  ];
  if (errors.length) throw badRequest(UNKNOWN_CURRENCY, errors);
  const ratio = rates[to]! / rates[from]!;
  const rate = Math.round(ratio * 1e6) / 1e6;
  const converted = toMinorUnits(toMajorUnits(amount, from) * ratio, to);
  return { from, to, amount, converted, rate };
}
