import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  DEFAULT_MAP_CENTER,
  DEFAULT_MARKER_RADIUS_M,
  DEFAULT_RADIUS_KM,
  DEFAULT_ZOOM,
  disableListingLocation,
  isCountryCode,
  MARKER_RADIUS_BY_CLICK_M,
  MARKER_RADIUS_FROM_SEARCH_M,
  markerRadiusKm,
  MAX_MARKERS,
  MESSAGES,
  newLocation,
  newMarker,
  PRESET_RADII_KM,
  validateTemplate,
  type AdSetTemplate,
  type CampaignTemplateContent,
  type MapMarker,
} from './rules.ts';
import { SCHEDULE_MESSAGES } from './schedule.ts';

const adSet = (over: Partial<AdSetTemplate> = {}): AdSetTemplate => ({
  name: 'Around the listing',
  location: { type: 'LISTING', enable: true, radius: 10 },
  ageMin: 25,
  ageMax: 55,
  gender: 'ALL',
  budgetSharePercent: 100,
  ...over,
});

const template = (over: Partial<CampaignTemplateContent> = {}): CampaignTemplateContent => ({
  kind: 'social',
  name: 'Just listed',
  campaignType: 'FACEBOOK_IMAGE_CAMPAIGN',
  objective: 'TRAFFIC',
  creative: {
    headline: 'Just listed: {{listing.title}}',
    message: 'Call {{agent.fullName}} at {{office.name}}',
    callToAction: 'LEARN_MORE',
  },
  adSets: [adSet()],
  scheduleSetting: {
    type: 'INTERVAL',
    interval: { frequency: 'WEEK', cronSyntax: '30 9 * * 1' },
    timezone: 'Pacific/Auckland',
  },
  ...over,
});

const markers = (n: number, radius = 10_000): MapMarker[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `m${i}`,
    coords: { lat: -36.8 - i / 100, lng: 174.7 + i / 100 },
    radius,
  }));

const custom = (over: Record<string, unknown> = {}) => ({
  type: 'CUSTOM_LOCATION' as const,
  center: { ...DEFAULT_MAP_CENTER },
  zoom: 11,
  markers: markers(3),
  ...over,
});

describe('validateTemplate', () => {
  it('passes a complete social template and a display template', () => {
    assert.deepEqual(validateTemplate(template()), []);
    assert.deepEqual(
      validateTemplate(
        template({
          kind: 'display',
          campaignType: 'RESPONSIVE_DISPLAY',
          objective: 'AWARENESS',
          adSets: [
            adSet({ name: 'Office', location: { type: 'OFFICE', byZip: true, radius: 10 }, budgetSharePercent: 60 }),
            adSet({
              name: 'Country',
              location: { type: 'COUNTRY', selectedCountries: ['NZ', 'AU'] },
              ageMin: null,
              ageMax: null,
              budgetSharePercent: 40,
            }),
          ],
          scheduleSetting: undefined,
        }),
      ),
      [],
    );
  });

  it("refuses a listing or office radius outside 1–80 km with the spec's messages", () => {
    assert.deepEqual(
      validateTemplate(template({ adSets: [adSet({ location: { type: 'LISTING', enable: true, radius: 0.5 } })] })),
      [{ path: '/body/adSets/0/location/radius', message: 'Minimum radius is 1km' }],
    );
    assert.deepEqual(
      validateTemplate(template({ adSets: [adSet({ location: { type: 'OFFICE', byZip: false, radius: 81 } })] })),
      [{ path: '/body/adSets/0/location/radius', message: 'Maximum radius is 80km' }],
    );
    for (const radius of [1, 80, ...PRESET_RADII_KM])
      assert.deepEqual(
        validateTemplate(template({ adSets: [adSet({ location: { type: 'LISTING', enable: true, radius } })] })),
        [],
      );
  });

  it('measures a marker radius in metres: 1000 to 80000', () => {
    const location = custom({
      markers: [
        ...markers(1, 999),
        ...markers(1, 80_001).map((m) => ({ ...m, id: 'far' })),
        ...markers(1, 1000).map((m) => ({ ...m, id: 'near' })),
      ],
    });
    assert.deepEqual(validateTemplate(template({ adSets: [adSet({ location })] })), [
      { path: '/body/adSets/0/location/markers/0/radius', message: MESSAGES.minRadius },
      { path: '/body/adSets/0/location/markers/1/radius', message: MESSAGES.maxRadius },
    ]);
  });

  it('allows 15 markers, not 16, and needs at least one, each with its own id', () => {
    assert.deepEqual(
      validateTemplate(template({ adSets: [adSet({ location: custom({ markers: markers(MAX_MARKERS) }) })] })),
      [],
    );
    assert.deepEqual(validateTemplate(template({ adSets: [adSet({ location: custom({ markers: markers(16) }) })] })), [
      { path: '/body/adSets/0/location/markers', message: 'No more than 15 Markers allowed in targeting' },
    ]);
    assert.deepEqual(validateTemplate(template({ adSets: [adSet({ location: custom({ markers: [] }) })] })), [
      { path: '/body/adSets/0/location/markers', message: 'Add at least one location on the map' },
    ]);
    const twins = [...markers(2), { ...markers(1)[0]!, coords: { lat: 0, lng: 0 } }];
    assert.deepEqual(validateTemplate(template({ adSets: [adSet({ location: custom({ markers: twins }) })] })), [
      { path: '/body/adSets/0/location/markers/2/id', message: MESSAGES.markerId },
    ]);
  });

  it('checks the map centre, marker coordinates and zoom', () => {
    const location = custom({
      center: { lat: -91, lng: 181 },
      zoom: 23,
      markers: [{ id: 'a', coords: { lat: 95, lng: 174 }, radius: 8000 }],
    });
    assert.deepEqual(validateTemplate(template({ adSets: [adSet({ location })] })), [
      { path: '/body/adSets/0/location/center/lat', message: 'Latitude must be between -90 and 90' },
      { path: '/body/adSets/0/location/center/lng', message: 'Longitude must be between -180 and 180' },
      { path: '/body/adSets/0/location/zoom', message: 'Zoom must be a whole number from 0 to 22' },
      { path: '/body/adSets/0/location/markers/0/coords/lat', message: 'Latitude must be between -90 and 90' },
    ]);
  });

  it('needs at least one known ISO country for a COUNTRY location', () => {
    assert.deepEqual(
      validateTemplate(template({ adSets: [adSet({ location: { type: 'COUNTRY', selectedCountries: [] } })] })),
      [{ path: '/body/adSets/0/location/selectedCountries', message: 'Select at least one country' }],
    );
    assert.deepEqual(
      validateTemplate(
        template({ adSets: [adSet({ location: { type: 'COUNTRY', selectedCountries: ['NZ', 'XX', 'nz'] } })] }),
      ),
      [
        {
          path: '/body/adSets/0/location/selectedCountries/1',
          message: 'Unknown country code: XX (use ISO 3166-1 alpha-2, e.g. NZ)',
        },
        {
          path: '/body/adSets/0/location/selectedCountries/2',
          message: 'Unknown country code: nz (use ISO 3166-1 alpha-2, e.g. NZ)',
        },
      ],
    );
  });

  it('refuses an unknown location type', () => {
    const location = { type: 'SUBURB' } as unknown as AdSetTemplate['location'];
    assert.deepEqual(validateTemplate(template({ adSets: [adSet({ location })] })), [
      {
        path: '/body/adSets/0/location/type',
        message: 'Location type must be one of LISTING, OFFICE, COUNTRY, CUSTOM_LOCATION',
      },
    ]);
  });

  it('keeps ages within 13–65 and the minimum not above the maximum', () => {
    assert.deepEqual(validateTemplate(template({ adSets: [adSet({ ageMin: 40, ageMax: 30 })] })), [
      { path: '/body/adSets/0/ageMin', message: 'Age min cannot exceed age max.' },
    ]);
    assert.deepEqual(validateTemplate(template({ adSets: [adSet({ ageMin: 12, ageMax: 66 })] })), [
      { path: '/body/adSets/0/ageMin', message: 'Minimum age is 13' },
      { path: '/body/adSets/0/ageMax', message: 'Maximum age is 65' },
    ]);
    assert.deepEqual(validateTemplate(template({ adSets: [adSet({ ageMin: 13, ageMax: 13 })] })), []);
    assert.deepEqual(validateTemplate(template({ adSets: [adSet({ ageMin: 30, ageMax: null })] })), []);
  });

  it('needs ad sets, named, at most ten, whose budget shares add up to 100', () => {
    assert.deepEqual(validateTemplate(template({ adSets: [] })), [
      { path: '/body/adSets', message: 'Add at least one ad set' },
    ]);
    const eleven = Array.from({ length: 11 }, (_, i) => adSet({ name: `Set ${i}`, budgetSharePercent: i ? 9 : 10 }));
    assert.deepEqual(validateTemplate(template({ adSets: eleven })), [
      { path: '/body/adSets', message: 'No more than 10 ad sets allowed' },
    ]);
    assert.deepEqual(
      validateTemplate(
        template({ adSets: [adSet({ budgetSharePercent: 60 }), adSet({ name: ' ', budgetSharePercent: 30 })] }),
      ),
      [
        { path: '/body/adSets/1/name', message: 'Ad set name is required' },
        { path: '/body/adSets', message: "The ad sets' budget shares must add up to 100%" },
      ],
    );
    assert.deepEqual(
      validateTemplate(template({ adSets: [adSet({ budgetSharePercent: 0 }), adSet({ budgetSharePercent: 100 })] })),
      [{ path: '/body/adSets/0/budgetSharePercent', message: 'Budget share must be a whole percent from 1 to 100' }],
    );
  });

  it('refuses a gender other than ALL, MALE or FEMALE', () => {
    const gender = 'OTHER' as AdSetTemplate['gender'];
    assert.deepEqual(validateTemplate(template({ adSets: [adSet({ gender })] })), [
      { path: '/body/adSets/0/gender', message: MESSAGES.gender },
    ]);
  });

  it('matches the campaign type to the kind and the objective to the type', () => {
    assert.deepEqual(validateTemplate(template({ kind: 'display' })), [
      { path: '/body/campaignType', message: 'Campaign type must be one of RESPONSIVE_DISPLAY, IMAGE_DISPLAY' },
    ]);
    assert.deepEqual(validateTemplate(template({ objective: 'VIDEO_VIEWS' })), [
      {
        path: '/body/objective',
        message: 'Objective must be one of TRAFFIC, LEADS, AWARENESS for FACEBOOK_IMAGE_CAMPAIGN',
      },
    ]);
    assert.deepEqual(
      validateTemplate(
        template({ campaignType: 'FACEBOOK_VIDEO_CAMPAIGN', objective: 'VIDEO_VIEWS', useImagesForVideo: true }),
      ),
      [],
    );
    assert.deepEqual(validateTemplate(template({ kind: 'print' as CampaignTemplateContent['kind'] })), [
      { path: '/body/kind', message: 'Kind must be social or display' },
    ]);
  });

  it('needs a name, a headline and a message, known placeholders and a known call to action', () => {
    const errors = validateTemplate(
      template({
        name: '  ',
        creative: {
          headline: '',
          message: 'Hi {{agent.firstName}}',
          description: 'See {{listing.title}',
          callToAction: 'BUY_NOW' as 'LEARN_MORE',
        },
      }),
    );
    assert.deepEqual(errors, [
      { path: '/body/name', message: 'Name is required' },
      { path: '/body/creative/headline', message: 'Headline is required' },
      { path: '/body/creative/message', message: errors[2]!.message },
      {
        path: '/body/creative/description',
        message: 'A placeholder is written with two braces on each side, e.g. {{listing.title}}',
      },
      {
        path: '/body/creative/callToAction',
        message: 'Call to action must be one of LEARN_MORE, SIGN_UP, CONTACT_US, WATCH_MORE',
      },
    ]);
    assert.match(
      errors[2]!.message,
      /^Unknown placeholder \{\{agent\.firstName\}\}: use one of \{\{listing\.title\}\}/,
    );
  });

  it('checks the schedule setting at its own path', () => {
    const scheduleSetting = {
      type: 'SCHEDULE' as const,
      schedule: { date: '2026-02-30', hour: 24, minute: 10 },
      timezone: 'Mars/Olympus',
    };
    assert.deepEqual(validateTemplate(template({ scheduleSetting })), [
      { path: '/body/scheduleSetting/timezone', message: SCHEDULE_MESSAGES.timezone },
      { path: '/body/scheduleSetting/schedule/date', message: SCHEDULE_MESSAGES.date },
      { path: '/body/scheduleSetting/schedule/hour', message: SCHEDULE_MESSAGES.hour },
      { path: '/body/scheduleSetting/schedule/minute', message: SCHEDULE_MESSAGES.minute },
    ]);
  });

  it('reports under another base when asked', () => {
    assert.deepEqual(validateTemplate(template({ name: '' }), '/template'), [
      { path: '/template/name', message: 'Name is required' },
    ]);
  });
});

describe('location defaults', () => {
  it('presets 1 to 5 km, then steps of 5 up to 80', () => {
    assert.deepEqual(PRESET_RADII_KM, [1, 2, 3, 4, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 75, 80]);
  });

  it('starts each location type from the form defaults', () => {
    assert.deepEqual(newLocation('LISTING'), { type: 'LISTING', enable: true, radius: 10 });
    assert.deepEqual(newLocation('OFFICE'), { type: 'OFFICE', byZip: false, radius: 10 });
    assert.deepEqual(newLocation('COUNTRY'), { type: 'COUNTRY', selectedCountries: [] });
    assert.deepEqual(newLocation('CUSTOM_LOCATION'), {
      type: 'CUSTOM_LOCATION',
      center: { lat: -36.8485, lng: 174.7633 },
      zoom: DEFAULT_ZOOM,
      markers: [],
    });
    const location = newLocation('CUSTOM_LOCATION') as { center: { lat: number } };
    location.center.lat = 0;
    assert.equal(DEFAULT_MAP_CENTER.lat, -36.8485, 'a new location does not share the default centre');
  });

  it('places a marker at 8 km by a click and 10 km from a search', () => {
    assert.deepEqual(newMarker('a', { lat: -36.9, lng: 174.8 }, 'click'), {
      id: 'a',
      coords: { lat: -36.9, lng: 174.8 },
      radius: MARKER_RADIUS_BY_CLICK_M,
    });
    assert.equal(newMarker('b', { lat: 0, lng: 0 }, 'search').radius, MARKER_RADIUS_FROM_SEARCH_M);
    assert.equal(MARKER_RADIUS_BY_CLICK_M, 8000);
    assert.equal(DEFAULT_MARKER_RADIUS_M, 10_000);
  });

  it('resets the radius to 10 when listing location is disabled', () => {
    assert.deepEqual(disableListingLocation({ type: 'LISTING', enable: true, radius: 35 }), {
      type: 'LISTING',
      enable: false,
      radius: DEFAULT_RADIUS_KM,
    });
  });

  it('passes a marker radius in km as the ceiling of its metres', () => {
    assert.equal(markerRadiusKm(8000), 8);
    assert.equal(markerRadiusKm(8001), 9);
    assert.equal(markerRadiusKm(1000), 1);
  });

  it('knows ISO country codes', () => {
    assert.ok(isCountryCode('NZ'));
    assert.ok(isCountryCode('AU'));
    for (const code of ['XX', 'ZZ', 'EU', 'UN', 'nz', 'NZL', '']) assert.equal(isCountryCode(code), false, code);
  });
});
