// Currency conversion without a database: NZD-based rates, minor units by each currency's exponent,
// rounding half up, unknown codes at their path, and the CURRENCY_RATES override.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Problem } from '@adops/platform';
import { convertCurrency, DEFAULT_RATES, ratesFrom, UNKNOWN_CURRENCY } from './rules.ts';

const rates = { ...DEFAULT_RATES, KWD: 0.19 };

describe('convertCurrency', () => {
  it('converts minor units through the NZD base, with the rate rounded to six places', () => {
    assert.deepEqual(convertCurrency(rates, 'NZD', 'AUD', 10000), { from: 'NZD', to: 'AUD', amount: 10000, converted: 9100, rate: 0.91 });
    assert.deepEqual(convertCurrency(rates, 'NZD', 'NZD', 123), { from: 'NZD', to: 'NZD', amount: 123, converted: 123, rate: 1 });
    assert.deepEqual(convertCurrency(rates, 'AUD', 'USD', 10000), { from: 'AUD', to: 'USD', amount: 10000, converted: 6593, rate: 0.659341 });
  });

  it("uses each currency's minor unit: JPY has none, KWD has thousandths", () => {
    assert.equal(convertCurrency(rates, 'NZD', 'JPY', 100).converted, 90, '1.00 NZD is 89.5 JPY, rounded up');
    assert.equal(convertCurrency(rates, 'JPY', 'NZD', 895).converted, 1000, '895 JPY is 10.00 NZD');
    assert.equal(convertCurrency(rates, 'NZD', 'KWD', 100).converted, 190, '1.00 NZD is 0.190 KWD');
  });

  it('rounds half up', () => {
    // 1 cent NZD at 0.55 EUR is 0.55 of a cent: rounds up; at 0.47 GBP rounds down
    assert.equal(convertCurrency(rates, 'NZD', 'EUR', 1).converted, 1);
    assert.equal(convertCurrency(rates, 'NZD', 'GBP', 1).converted, 0);
    assert.equal(convertCurrency({ NZD: 1, XXA: 0.5 }, 'NZD', 'XXA', 1).converted, 1, 'exactly half a cent');
  });

  it('is 400 at the path of each unknown code', () => {
    const failure = (from: string, to: string) => {
      try {
        convertCurrency(rates, from, to, 100);
      } catch (error) {
        if (!(error instanceof Problem)) throw error;
        return { status: error.status, detail: error.detail, paths: error.errors?.map((e) => e.path) };
      }
      return null;
    };
    assert.deepEqual(failure('NZD', 'XYZ'), { status: 400, detail: UNKNOWN_CURRENCY, paths: ['/path/toCode'] });
    assert.deepEqual(failure('XYZ', 'ABC'), { status: 400, detail: UNKNOWN_CURRENCY, paths: ['/path/fromCode', '/path/toCode'] });
  });
});

describe('ratesFrom (CURRENCY_RATES)', () => {
  it('is the defaults when unset, and adds or overrides codes', () => {
    assert.deepEqual(ratesFrom(undefined), DEFAULT_RATES);
    const configured = ratesFrom('{"AUD":0.9,"THB":21.4}');
    assert.equal(configured.AUD, 0.9);
    assert.equal(configured.THB, 21.4);
    assert.equal(configured.NZD, 1);
  });

  it('refuses a code that is not three capitals or a rate that is not positive', () => {
    assert.throws(() => ratesFrom('{"aud":0.9}'), /CURRENCY_RATES: aud must be a positive number/);
    assert.throws(() => ratesFrom('{"AUD":0}'), /AUD must be a positive number/);
    assert.throws(() => ratesFrom('{"AUD":"0.9"}'), /AUD must be a positive number/);
  });
});
