// Currency conversion with a rate table (NZD base: units of each currency per 1 NZD). The defaults
// are indicative; CURRENCY_RATES (JSON, e.g. {"AUD":0.91}) overrides or adds rates.
import { badRequest } from '@adops/platform';

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

/** Currencies whose minor unit is not the hundredth (ISO 4217 exponent). */
const EXPONENTS: Readonly<Record<string, number>> = { JPY: 0, KRW: 0, VND: 0, CLP: 0, ISK: 0, BHD: 3, KWD: 3, OMR: 3, JOD: 3, TND: 3 };
const exponentOf = (code: string) => EXPONENTS[code] ?? 2;

export const UNKNOWN_CURRENCY = 'Unknown currency code.';

export function ratesFrom(env: string | undefined): Record<string, number> {
  if (!env) return { ...DEFAULT_RATES };
  const extra = JSON.parse(env) as Record<string, unknown>;
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
export function convert(rates: Record<string, number>, from: string, to: string, amount: number): Conversion {
  const errors = [
    ...(rates[from] === undefined ? [{ path: '/path/fromCode', message: UNKNOWN_CURRENCY }] : []),
    ...(rates[to] === undefined ? [{ path: '/path/toCode', message: UNKNOWN_CURRENCY }] : []),
  ];
  if (errors.length) throw badRequest(UNKNOWN_CURRENCY, errors);
  const rate = Math.round((rates[to]! / rates[from]!) * 1e6) / 1e6;
  const major = amount / 10 ** exponentOf(from);
  const converted = Math.round(major * (rates[to]! / rates[from]!) * 10 ** exponentOf(to));
  return { from, to, amount, converted, rate };
}
