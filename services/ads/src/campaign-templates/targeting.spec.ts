import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { AdSetTemplate } from './rules.ts';
import { TargetingError, targetingFromTemplate, targetingsFromTemplate, type TargetingContext } from './targeting.ts';

const adSet = (over: Partial<AdSetTemplate> = {}): AdSetTemplate => ({
  name: 'Local buyers',
  location: { type: 'LISTING', enable: true, radius: 15 },
  ageMin: 25,
  ageMax: 55,
  gender: 'ALL',
  budgetSharePercent: 100,
  ...over,
});

const ponsonby = { lat: -36.8473, lng: 174.7461, postcode: '1011', country: 'NZ' };
const office = { lat: -36.85, lng: 174.75, postcode: '1010', country: 'nz' };
const noGeo = { countries: [], postcodes: [], circles: [] };

describe('targetingFromTemplate', () => {
  it('draws the radius around each listing with a point', () => {
    const targeting = targetingFromTemplate(adSet(), {
      listings: [ponsonby, { lat: -36.9, lng: 174.8, country: 'NZ' }],
    });
    assert.deepEqual(targeting, {
      countries: [],
      postcodes: [],
      circles: [
        { latitude: -36.8473, longitude: 174.7461, radiusKm: 15 },
        { latitude: -36.9, longitude: 174.8, radiusKm: 15 },
      ],
      ageMin: 25,
      ageMax: 55,
      gender: 'ALL',
      audienceIds: [],
      lookalikeAudienceIds: [],
    });
  });

  it('falls back from a listing without a point to its postcode, then its country', () => {
    const t = targetingFromTemplate(adSet(), {
      listings: [{ postcode: '1011', country: 'nz' }, { country: 'AU' }, {}],
    });
    assert.deepEqual([t.countries, t.postcodes, t.circles], [['AU'], ['NZ:1011'], []]);
  });

  it('targets the listings’ countries when listing location is disabled', () => {
    const t = targetingFromTemplate(adSet({ location: { type: 'LISTING', enable: false, radius: 10 } }), {
      listings: [ponsonby, { ...ponsonby, lat: -37 }],
    });
    assert.deepEqual([t.countries, t.postcodes, t.circles], [['NZ'], [], []]);
  });

  it('refuses a listing location when the order has no placeable listing', () => {
    assert.throws(() => targetingFromTemplate(adSet(), { listings: [{}] }), TargetingError);
    assert.throws(() => targetingFromTemplate(adSet(), {}), /Ad set "Local buyers" targets the listing's location/);
  });

  it("targets the office's postcode byZip, else the radius around it", () => {
    const byZip = targetingFromTemplate(adSet({ location: { type: 'OFFICE', byZip: true, radius: 20 } }), { office });
    assert.deepEqual([byZip.countries, byZip.postcodes, byZip.circles], [[], ['NZ:1010'], []]);
    const around = targetingFromTemplate(adSet({ location: { type: 'OFFICE', byZip: false, radius: 20 } }), { office });
    assert.deepEqual(around.circles, [{ latitude: -36.85, longitude: 174.75, radiusKm: 20 }]);
    const countryOnly = targetingFromTemplate(adSet({ location: { type: 'OFFICE', byZip: true, radius: 20 } }), {
      office: { country: 'AU' },
    });
    assert.deepEqual([countryOnly.countries, countryOnly.postcodes], [['AU'], []]);
    assert.throws(
      () => targetingFromTemplate(adSet({ location: { type: 'OFFICE', byZip: false, radius: 20 } }), { office: null }),
      /targets the office's location/,
    );
  });

  it('targets the selected countries, each once', () => {
    const t = targetingFromTemplate(
      adSet({ location: { type: 'COUNTRY', selectedCountries: ['NZ', 'AU', 'NZ'] } }),
      {},
    );
    assert.deepEqual([t.countries, t.postcodes, t.circles], [['NZ', 'AU'], [], []]);
  });

  it("turns the template's markers into circles in km, rounded up", () => {
    const location = {
      type: 'CUSTOM_LOCATION' as const,
      center: { lat: -36.8485, lng: 174.7633 },
      zoom: 11,
      markers: [
        { id: 'a', coords: { lat: -36.8, lng: 174.7 }, radius: 8000 },
        { id: 'b', coords: { lat: -36.9, lng: 174.9 }, radius: 12_500 },
      ],
    };
    assert.deepEqual(targetingFromTemplate(adSet({ location }), {}).circles, [
      { latitude: -36.8, longitude: 174.7, radiusKm: 8 },
      { latitude: -36.9, longitude: 174.9, radiusKm: 13 },
    ]);
  });

  it("lets the order's markers, ages and gender win over the template's", () => {
    const context: TargetingContext = {
      listings: [ponsonby],
      order: {
        location: { markers: [{ id: 'x', coords: { lat: -37, lng: 175 }, radius: 3000 }] },
        ageMin: 30,
        gender: 'FEMALE',
      },
      audienceIds: ['aud-1'],
      lookalikeAudienceIds: ['lla-1'],
    };
    assert.deepEqual(targetingFromTemplate(adSet(), context), {
      ...noGeo,
      circles: [{ latitude: -37, longitude: 175, radiusKm: 3 }],
      ageMin: 30,
      ageMax: 55,
      gender: 'FEMALE',
      audienceIds: ['aud-1'],
      lookalikeAudienceIds: ['lla-1'],
    });
  });

  it('keeps the template location when the order has no markers', () => {
    const t = targetingFromTemplate(adSet(), {
      listings: [ponsonby],
      order: { location: { markers: [] }, ageMax: 40 },
    });
    assert.deepEqual([t.circles.length, t.ageMin, t.ageMax, t.gender], [1, 25, 40, 'ALL']);
  });

  it('moves the other age when the order pushes the minimum above the maximum', () => {
    const raised = targetingFromTemplate(adSet(), { listings: [ponsonby], order: { ageMin: 60 } });
    assert.deepEqual([raised.ageMin, raised.ageMax], [60, 60]);
    const lowered = targetingFromTemplate(adSet(), { listings: [ponsonby], order: { ageMax: 20 } });
    assert.deepEqual([lowered.ageMin, lowered.ageMax], [20, 20]);
  });

  it('leaves ages unnarrowed when neither template nor order gives them', () => {
    const t = targetingFromTemplate(adSet({ ageMin: null, ageMax: undefined }), { listings: [ponsonby] });
    assert.deepEqual([t.ageMin, t.ageMax], [null, null]);
  });
});

describe('targetingsFromTemplate', () => {
  it("gives the order's map targeting to the first ad set only, its ages and gender to all", () => {
    const adSets = [
      adSet(),
      adSet({ name: 'Nationwide', location: { type: 'COUNTRY', selectedCountries: ['NZ'] }, budgetSharePercent: 50 }),
    ];
    const [first, second] = targetingsFromTemplate(adSets, {
      listings: [ponsonby],
      order: { location: { markers: [{ coords: { lat: -37, lng: 175 }, radius: 5000 }] }, gender: 'MALE' },
    });
    assert.deepEqual(
      [first!.circles, first!.countries, first!.gender],
      [[{ latitude: -37, longitude: 175, radiusKm: 5 }], [], 'MALE'],
    );
    assert.deepEqual([second!.circles, second!.countries, second!.gender], [[], ['NZ'], 'MALE']);
  });
});
