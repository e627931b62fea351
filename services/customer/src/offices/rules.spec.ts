import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Problem } from '@adops/platform';
import { isCountryCode, NO_PLACE, OFFICE_PLACE_MESSAGES, officePlace } from './rules.ts';

const refused = (run: () => unknown): Array<{ path: string; message: string }> => {
  try {
    run();
  } catch (error) {
    assert.ok(error instanceof Problem);
    return error.errors ?? [];
  }
  assert.fail('expected a 400');
};

test('country codes: ISO 3166-1 alpha-2 countries and territories, not groupings or user-assigned codes', () => {
  for (const code of ['NZ', 'AU', 'US', 'AQ', 'XK']) assert.equal(isCountryCode(code), true, code);
  for (const code of ['QQ', 'ZZ', 'EU', 'UN', 'XX', 'AB', 'nz', 'NZL', '1A']) assert.equal(isCountryCode(code), false, code);
});

test('a new office\'s place: texts trimmed, blank is none, the country uppercase', () => {
  assert.deepEqual(officePlace(NO_PLACE, { address: ' 1 Queen St ', postcode: '   ', country: ' nz ', latitude: -36.8, longitude: 174.7 }), { address: '1 Queen St', postcode: null, country: 'NZ', latitude: -36.8, longitude: 174.7 });
  assert.deepEqual(officePlace(NO_PLACE, {}), NO_PLACE);
});

test('an update sets what it gives, clears what it nulls and keeps what it leaves out', () => {
  const current = { address: '1 Queen St', postcode: '1010', country: 'NZ', latitude: -36.8, longitude: 174.7 };
  assert.deepEqual(officePlace(current, { postcode: '1011', address: null }), { ...current, postcode: '1011', address: null });
  assert.deepEqual(officePlace(current, { latitude: null, longitude: null }), { ...current, latitude: null, longitude: null });
  assert.deepEqual(officePlace(current, { latitude: 0 }), { ...current, latitude: 0 }, 'the equator is a latitude');
  assert.deepEqual(officePlace({ ...current, name: 'Harbour' } as typeof current, {}), current, 'only the place, never the rest of the row');
});

test('half a map point is refused at the missing half, after the update is applied', () => {
  assert.deepEqual(refused(() => officePlace(NO_PLACE, { latitude: -36.8 })), [{ path: '/body/longitude', message: OFFICE_PLACE_MESSAGES.pointHalf }]);
  assert.deepEqual(refused(() => officePlace({ ...NO_PLACE, latitude: -36.8, longitude: 174.7 }, { latitude: null })), [{ path: '/body/latitude', message: OFFICE_PLACE_MESSAGES.pointHalf }]);
});

test('an unknown country is refused naming it, with every other refusal', () => {
  assert.deepEqual(refused(() => officePlace(NO_PLACE, { country: 'qq', longitude: 1 })), [
    { path: '/body/country', message: OFFICE_PLACE_MESSAGES.country('QQ') },
    { path: '/body/latitude', message: OFFICE_PLACE_MESSAGES.pointHalf },
  ]);
});
