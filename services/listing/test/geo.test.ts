// Geo look-ups over the real gazetteer (GeoNames cities500 from the data package) and the real
// country table: known New Zealand and Australian places with plausible coordinates, accents and
// case, the 3-character minimum, the country filter, the limit, country coordinates, and the
// coordinates of listings (their geoLocation, else the suburb of their address). Pure: no HTTP, no DB.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import {
  allCountryCoordinates,
  countryCoordinates,
  fold,
  listingCoordinates,
  locationIndex,
  LocationSearchError,
  MAX_LIMIT,
  TOO_SHORT_MESSAGE,
  type LocationCandidate,
} from '../src/geo/gazetteer/index.ts';

const index = locationIndex();

/** Within `km` of the point (equirectangular: plenty at city scale). */
function assertNear(candidate: LocationCandidate | undefined, lat: number, lng: number, km: number) {
  assert.ok(candidate, 'a candidate');
  const { lat: clat, lng: clng } = candidate.geometry.location;
  const x = ((clng - lng) * Math.PI) / 180 * Math.cos((((clat + lat) / 2) * Math.PI) / 180);
  const y = ((clat - lat) * Math.PI) / 180;
  const distance = Math.hypot(x, y) * 6371;
  assert.ok(distance <= km, `${candidate.formattedAddress} is ${distance.toFixed(1)} km from ${lat},${lng}`);
}

const first = (query: string, countries?: string[]) => index.search(query, { countries, limit: 1 })[0];

describe('location search: known places', () => {
  test('New Zealand: Ponsonby (a suburb of Auckland), Auckland, Christchurch', () => {
    const ponsonby = first('Ponsonby', ['NZ']);
    assert.equal(ponsonby?.name, 'Ponsonby');
    assert.equal(ponsonby?.region, 'Auckland');
    assert.equal(ponsonby?.formattedAddress, 'Ponsonby, Auckland, New Zealand');
    assertNear(ponsonby, -36.85, 174.74, 3);
    const auckland = first('Auckland');
    assert.equal(auckland?.formattedAddress, 'Auckland, New Zealand');
    assertNear(auckland, -36.85, 174.76, 10);
    const christchurch = first('christchurch');
    assert.deepEqual([christchurch?.name, christchurch?.region, christchurch?.countryCode], ['Christchurch', 'Canterbury', 'NZ']);
    assertNear(christchurch, -43.53, 172.63, 10);
  });

  test('Australia: Bondi and Parramatta (suburbs of Sydney), Melbourne', () => {
    const bondi = first('Bondi');
    assert.equal(bondi?.formattedAddress, 'Bondi, New South Wales, Australia');
    assertNear(bondi, -33.89, 151.26, 3);
    const parramatta = first('Parramatta');
    assert.equal(parramatta?.region, 'New South Wales');
    assertNear(parramatta, -33.815, 151.0, 5);
    assertNear(first('Melbourne', ['AU']), -37.81, 144.96, 10);
  });

  test('the answer has the shape the map screen reads: geometry.location lat and lng', () => {
    const bondi = first('Bondi');
    assert.deepEqual(Object.keys(bondi!.geometry.location).sort(), ['lat', 'lng']);
    assert.match(bondi!.id, /^geonames:\d+$/);
    assert.equal(bondi!.kind, 'PPLX');
  });

  test('ranking: exact name first, then names starting with the text, then later words; bigger places first', () => {
    const names = index.search('bondi', { countries: ['AU'], limit: 10 }).map((c) => c.name);
    assert.equal(names[0], 'Bondi');
    assert.ok(names.indexOf('Bondi Beach') < names.indexOf('North Bondi'), names.join(', '));
    assert.ok(names.includes('North Bondi'), 'a later word of the name matches too');
    const christ = index.search('christ', { limit: 3 });
    assert.equal(christ[0]?.name, 'Christchurch', 'the biggest place whose name starts with the text');
    assert.equal(christ[0]?.countryCode, 'NZ');
  });

  test('a later word of a name is found from its start', () => {
    const names = index.search('parramatta', { countries: ['AU'], limit: 10 }).map((c) => c.name);
    assert.ok(names.includes('North Parramatta'), names.join(', '));
  });
});

describe('location search: input', () => {
  test('case and accents do not matter; punctuation is folded', () => {
    assert.equal(first('ŌTĀHUHU')?.name, 'Otahuhu');
    assert.equal(first('otahuhu')?.name, 'Otahuhu');
    assert.equal(first('zurich')?.name, 'Zürich');
    assert.equal(first('ZÜRICH')?.name, 'Zürich');
    assert.equal(first('  bondi  ')?.name, 'Bondi');
    assert.equal(fold("Hawke's Bay"), 'hawkes bay');
    assert.equal(fold('Saint-Étienne'), 'saint etienne');
  });

  test('fewer than 3 characters is refused with a clear message', () => {
    for (const short of ['', 'a', 'Bo', '  Bo  ', 'Ōt']) {
      assert.throws(() => index.search(short), (e: unknown) => e instanceof LocationSearchError && e.message === TOO_SHORT_MESSAGE, short);
    }
    assert.equal(TOO_SHORT_MESSAGE, 'Location search needs at least 3 characters.');
    assert.ok(index.search('Bon').length > 0, '3 characters are enough');
  });

  test('text that matches nothing, or folds to nothing, finds nothing', () => {
    assert.deepEqual(index.search('qxzqxzqxz'), []);
    assert.deepEqual(index.search('...'), []);
  });

  test('country filter: only places in the given countries, codes in any case; an unknown code is refused', () => {
    const everywhere = index.search('Wellington', { limit: 20 });
    assert.ok(new Set(everywhere.map((c) => c.countryCode)).size > 1, 'Wellington is in several countries');
    const nz = index.search('Wellington', { countries: ['nz'], limit: 20 });
    assert.ok(nz.length > 0);
    assert.ok(nz.every((c) => c.countryCode === 'NZ'));
    assert.equal(nz[0]?.name, 'Wellington');
    const au = index.search('Wellington', { countries: ['AU'], limit: 20 });
    assert.ok(au.length > 0 && au.every((c) => c.countryCode === 'AU'));
    const both = index.search('Wellington', { countries: ['AU', 'NZ'], limit: 50 });
    assert.deepEqual(new Set(both.map((c) => c.countryCode)), new Set(['AU', 'NZ']));
    assert.throws(() => index.search('Wellington', { countries: ['XX'] }), LocationSearchError);
  });

  test('limit: default 10, as asked up to 50, anything else refused', () => {
    assert.equal(index.search('san').length, 10);
    assert.equal(index.search('san', { limit: 3 }).length, 3);
    assert.equal(index.search('san', { limit: MAX_LIMIT }).length, MAX_LIMIT);
    for (const limit of [0, -1, 1.5, MAX_LIMIT + 1]) assert.throws(() => index.search('san', { limit }), LocationSearchError, String(limit));
    const ids = index.search('san', { limit: MAX_LIMIT }).map((c) => c.id);
    assert.equal(new Set(ids).size, ids.length, 'no place twice');
  });
});

describe('country coordinates', () => {
  test('New Zealand and Australia, by code in any case', () => {
    assert.deepEqual(countryCoordinates('nz'), { code: 'NZ', name: 'New Zealand', lat: -41, lng: 174 });
    const au = countryCoordinates('AU');
    assert.equal(au?.name, 'Australia');
    assert.ok(au && au.lat < -20 && au.lat > -30 && au.lng > 130 && au.lng < 140, JSON.stringify(au));
    assert.equal(countryCoordinates('XX'), undefined);
  });

  test('every country, once, with a point on the globe', () => {
    const all = allCountryCoordinates();
    assert.ok(all.length >= 240, String(all.length));
    assert.equal(new Set(all.map((c) => c.code)).size, all.length);
    assert.ok(all.every((c) => /^[A-Z]{2}$/.test(c.code) && Math.abs(c.lat) <= 90 && Math.abs(c.lng) <= 180));
  });
});

describe('coordinates of listings', () => {
  const meta = (entries: Record<string, unknown>) => Object.entries(entries).map(([key, value]) => ({ key, value }));

  test('a listing’s own geoLocation wins, as numbers, numeric strings or JSON', () => {
    const found = listingCoordinates(
      [
        { id: 'a', metaData: meta({ geoLocation: { latitude: -36.86, longitude: 174.74 }, address: '1 Queen Street, Bondi' }) },
        { id: 'b', metaData: meta({ geoLocation: { latitude: '-33.8', longitude: '151.0' } }) },
        { id: 'c', metaData: meta({ geoLocation: '{"latitude":-43.5,"longitude":172.6}' }) },
      ],
      index,
    );
    assert.deepEqual(found, [
      { listingId: 'a', lat: -36.86, lng: 174.74, source: 'listing' },
      { listingId: 'b', lat: -33.8, lng: 151.0, source: 'listing' },
      { listingId: 'c', lat: -43.5, lng: 172.6, source: 'listing' },
    ]);
  });

  test('no usable geoLocation: the suburb or town of the address, most specific part first', () => {
    const [ponsonby, bondi] = listingCoordinates(
      [
        { id: 'p', metaData: meta({ geoLocation: { latitude: 0, longitude: 0 }, address: '12 Ponsonby Road, Ponsonby, Auckland 1011' }) },
        { id: 'b', metaData: meta({ address: '3 Campbell Parade, Bondi NSW 2026' }) },
      ],
      index,
      { countries: ['AU', 'NZ'] },
    );
    assert.equal(ponsonby?.source, 'gazetteer');
    assert.deepEqual([ponsonby?.lat, ponsonby?.lng], [-36.85, 174.73333]);
    assert.equal(bondi?.listingId, 'b');
    assert.deepEqual([bondi?.lat, bondi?.lng], [-33.89429, 151.26444]);
  });

  test('an address by its parts is placed by its suburb, then its state', () => {
    const [byParts] = listingCoordinates(
      [{ id: 'q', metaData: meta({ address: { streetNumber: '12', street: 'Ponsonby Road', suburb: 'Ponsonby', state: 'Auckland', postcode: '1011', country: 'NZ' } }) }],
      index,
      { countries: ['NZ'] },
    );
    assert.deepEqual([byParts?.listingId, byParts?.lat, byParts?.lng, byParts?.source], ['q', -36.85, 174.73333, 'gazetteer']);
    assert.deepEqual(listingCoordinates([{ id: 'e', metaData: meta({ address: { street: 'Ponsonby Road' } }) }], index), []);
  });

  test('nothing to place it by: left out (out-of-range points, unknown places, no metadata, no gazetteer)', () => {
    const listings = [
      { id: 'x', metaData: meta({ geoLocation: { latitude: 95, longitude: 10 }, address: 'Nowhere In Particular' }) },
      { id: 'y', metaData: null },
      { id: 'z' },
      { id: 'w', metaData: meta({ geoLocation: 'not json', address: 'Ponsonby' }) },
    ];
    assert.deepEqual(listingCoordinates(listings.slice(0, 3), index), []);
    assert.deepEqual(listingCoordinates(listings.slice(3)), [], 'without a gazetteer the address is not looked up');
    assert.equal(listingCoordinates(listings.slice(3), index)[0]?.source, 'gazetteer');
  });
});
