import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { campaignPlaces, dailyBudgetMicros, locationKeys, excludedAgeRanges, excludedGenders, gaqlLikeLiteral, gaqlString, googleDateTime, microsToMinor, minorToMicros } from './google-requests.ts';
import type { AdSetSpec, CampaignSpec } from './port.ts';
import { locationKeyOf } from './google-responses.ts';

describe('Google money', () => {
  it('turns minor units into micros by the currency exponent', () => {
    assert.equal(minorToMicros(1234, 'NZD'), 12_340_000);
    assert.equal(minorToMicros(500, 'JPY'), 500_000_000);
    assert.equal(minorToMicros(1234, 'KWD'), 1_234_000);
    assert.equal(microsToMinor(12_345_678, 'NZD'), 1235);
  });

  it('spreads a lifetime budget over the schedule days, rounded down to whole minor units', () => {
    assert.equal(dailyBudgetMicros(25_000, '2026-03-01T00:00:00Z', '2026-03-15T00:00:00Z', 'NZD'), 17_850_000);
    assert.equal(dailyBudgetMicros(999, '2026-03-01T00:00:00Z', '2026-03-01T05:00:00Z', 'NZD'), 9_990_000, 'a schedule shorter than a day is one day');
  });
});

describe('Google dates and GAQL', () => {
  it("writes instants in the account's zone", () => {
    assert.equal(googleDateTime('2026-03-01T00:00:00Z', 'Pacific/Auckland'), '2026-03-01 13:00:00');
    assert.equal(googleDateTime('2026-07-01T00:00:00Z', 'Pacific/Auckland'), '2026-07-01 12:00:00');
    assert.equal(googleDateTime('2026-03-01T23:59:59Z'), '2026-03-01 23:59:59');
  });

  it('quotes strings and escapes LIKE wildcards', () => {
    assert.equal(gaqlString("O'Brien"), "'O\\'Brien'");
    assert.equal(gaqlLikeLiteral('[ref:a_b%]'), '[[]ref:a[_]b[%][]]');
  });
});

describe('Google targeting', () => {
  it('excludes only the age buckets wholly outside the range', () => {
    assert.deepEqual(excludedAgeRanges(null, null), []);
    assert.deepEqual(excludedAgeRanges(25, 40), ['AGE_RANGE_18_24', 'AGE_RANGE_45_54', 'AGE_RANGE_55_64', 'AGE_RANGE_65_UP']);
    assert.deepEqual(excludedAgeRanges(60, null), ['AGE_RANGE_18_24', 'AGE_RANGE_25_34', 'AGE_RANGE_35_44', 'AGE_RANGE_45_54']);
  });

  it('excludes the other gender when one is asked for', () => {
    assert.deepEqual(excludedGenders('ALL'), []);
    assert.deepEqual(excludedGenders('MALE'), ['FEMALE']);
  });

  it("joins the ad sets' places, keeping whole countries only for ad sets without finer ones", () => {
    const adSet = (targeting: Partial<AdSetSpec['targeting']>): AdSetSpec => ({
      name: 'x',
      lifetimeBudget: 1,
      targeting: { countries: ['NZ'], postcodes: [], circles: [], ageMin: null, ageMax: null, gender: 'ALL', audienceIds: [], lookalikeAudienceIds: [], ...targeting },
    });
    const spec = { specialAdCategoryCountries: ['AU'], adSets: [adSet({}), adSet({ countries: [], postcodes: ['2000', 'NZ:1011'] }), adSet({ circles: [{ latitude: 1, longitude: 2, radiusKm: 3 }] })] } as unknown as CampaignSpec;
    assert.deepEqual(campaignPlaces(spec), { countries: ['NZ'], postcodes: [{ country: 'AU', code: '2000' }, { country: 'NZ', code: '1011' }], circles: [{ latitude: 1, longitude: 2, radiusKm: 3 }] });
  });
});

describe('Google locations compared', () => {
  it("names an edit's locations as the campaign's criteria read back are named, whatever their order", () => {
    const wanted = locationKeys({ countries: [], postcodes: ['geoTargetConstants/9000101'] }, [{ latitude: -36.8485, longitude: 174.7633, radiusKm: 25 }]);
    const read = [
      locationKeyOf({ campaign_criterion: { proximity: { geo_point: { latitude_in_micro_degrees: -36848500, longitude_in_micro_degrees: 174763300 }, radius: 25 } } }),
      locationKeyOf({ campaign_criterion: { location: { geo_target_constant: 'geoTargetConstants/9000101' } } }),
    ];
    assert.deepEqual(read.sort(), wanted);
    assert.notDeepEqual(locationKeys({ countries: [], postcodes: [] }, [{ latitude: -36.8485, longitude: 174.7633, radiusKm: 40 }]), [read[0]]);
  });
});
