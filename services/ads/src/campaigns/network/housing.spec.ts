import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Targeting } from './port.ts';
import {
  ADJUSTMENT_AGE_REMOVED,
  ADJUSTMENT_GENDER_REMOVED,
  ADJUSTMENT_LOOKALIKES_REMOVED,
  HOUSING_MINIMUM_RADIUS_KM,
  compliantHousingTargeting,
  housingRulesApply,
  postcodesRemoved,
  radiusRaised,
} from './housing.ts';

const narrow = (over: Partial<Targeting> = {}): Targeting => ({
  countries: ['US'],
  postcodes: ['98101', '98102'],
  circles: [
    { latitude: 47.6062, longitude: -122.3321, radiusKm: 8 },
    { latitude: 47.2529, longitude: -122.4443, radiusKm: 40 },
  ],
  ageMin: 25,
  ageMax: 44,
  gender: 'FEMALE',
  audienceIds: ['aud-1', 'lla-9'],
  lookalikeAudienceIds: ['lla-9'],
  ...over,
});

describe('where the housing rules apply', () => {
  it('the US and its territories, Canada, the EU, the EEA and the UK; not New Zealand or Australia', () => {
    for (const c of ['US', 'PR', 'CA', 'DE', 'fr', 'IE', 'NO', 'GB']) assert.equal(housingRulesApply([c]), true, c);
    for (const c of ['NZ', 'AU', 'JP', 'BR']) assert.equal(housingRulesApply([c]), false, c);
    assert.equal(housingRulesApply(['NZ', 'CA']), true);
    assert.equal(housingRulesApply([]), false);
  });
});

describe('a housing audience made compliant', () => {
  it('drops age, gender, postcodes and lookalikes and widens small circles to 15 miles, with a reason for each', () => {
    const { targeting, adjustments } = compliantHousingTargeting(narrow(), ['US']);
    assert.deepEqual(targeting, {
      countries: ['US'],
      postcodes: [],
      circles: [
        { latitude: 47.6062, longitude: -122.3321, radiusKm: HOUSING_MINIMUM_RADIUS_KM },
        { latitude: 47.2529, longitude: -122.4443, radiusKm: 40 },
      ],
      ageMin: null,
      ageMax: null,
      gender: 'ALL',
      audienceIds: ['aud-1'],
      lookalikeAudienceIds: [],
    });
    assert.deepEqual(adjustments, [
      ADJUSTMENT_AGE_REMOVED,
      ADJUSTMENT_GENDER_REMOVED,
      postcodesRemoved(['98101', '98102']),
      ADJUSTMENT_LOOKALIKES_REMOVED,
      radiusRaised({ latitude: 47.6062, longitude: -122.3321, radiusKm: 8 }),
    ]);
    assert.equal(
      adjustments[2],
      'Postcode targeting removed (98101, 98102): housing ads may not target postcodes; the ad set reaches its other locations, or its whole country when it has none.',
    );
    assert.match(
      adjustments[4]!,
      /^Location radius raised from 8 km to 24\.141 km \(15 miles\) around 47\.6062, -122\.3321/,
    );
  });

  it('15 miles is 24.141 km, never less', () => {
    assert.equal(HOUSING_MINIMUM_RADIUS_KM, 24.141);
    assert.ok(HOUSING_MINIMUM_RADIUS_KM >= 15 * 1.609344);
    const exact = compliantHousingTargeting(narrow({ circles: [{ latitude: 1, longitude: 2, radiusKm: 24.141 }] }), [
      'CA',
    ]);
    assert.equal(
      exact.adjustments.some((a) => a.startsWith('Location radius')),
      false,
    );
  });

  it('the whole age range (18–65) is no narrowing: cleared without a reason; one bound alone narrows', () => {
    const full = compliantHousingTargeting(
      narrow({ ageMin: 18, ageMax: 65, gender: 'ALL', postcodes: [], circles: [], lookalikeAudienceIds: [] }),
      ['US'],
    );
    assert.deepEqual(full.adjustments, []);
    assert.equal(full.targeting.ageMin, null);
    assert.equal(full.targeting.ageMax, null);
    assert.deepEqual(
      compliantHousingTargeting(
        narrow({ ageMin: null, ageMax: 50, gender: 'ALL', postcodes: [], circles: [], lookalikeAudienceIds: [] }),
        ['US'],
      ).adjustments,
      [ADJUSTMENT_AGE_REMOVED],
    );
  });

  it("applies when the targeting's own countries are restricted, even if the caller names only others", () => {
    const { adjustments } = compliantHousingTargeting(narrow({ countries: ['CA'] }), ['NZ']);
    assert.ok(adjustments.includes(ADJUSTMENT_GENDER_REMOVED));
  });

  it('leaves a New Zealand audience exactly as it is', () => {
    const nz = narrow({ countries: ['NZ'] });
    const result = compliantHousingTargeting(nz, ['NZ']);
    assert.deepEqual(result, { targeting: nz, adjustments: [] });
  });

  it('does not change the targeting it was given', () => {
    const original = narrow();
    const copy = structuredClone(original);
    compliantHousingTargeting(original, ['US']);
    assert.deepEqual(original, copy);
  });
});
