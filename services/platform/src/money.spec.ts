import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { minorUnitExponent, toMajorUnits, toMinorUnits } from './money.ts';

describe('money in minor units', () => {
  it('knows each currency\'s exponent, case-insensitively', () => {
    assert.equal(minorUnitExponent('NZD'), 2);
    assert.equal(minorUnitExponent('jpy'), 0);
    assert.equal(minorUnitExponent('KRW'), 0);
    assert.equal(minorUnitExponent('KWD'), 3);
    assert.equal(minorUnitExponent('BHD'), 3);
  });

  it('treats a code Intl does not know as hundredths', () => {
    assert.equal(minorUnitExponent('XX1'), 2);
  });

  it('converts minor to major units and back', () => {
    assert.equal(toMajorUnits(1999, 'NZD'), 19.99);
    assert.equal(toMajorUnits(500, 'JPY'), 500);
    assert.equal(toMajorUnits(1234, 'KWD'), 1.234);
    assert.equal(toMinorUnits(19.99, 'NZD'), 1999);
    assert.equal(toMinorUnits(500, 'JPY'), 500);
  });

  it('rounds half away from zero', () => {
    assert.equal(toMinorUnits(0.125, 'USD'), 13);
    assert.equal(toMinorUnits(-0.125, 'USD'), -13);
  });
});
