import { test } from 'node:test';
import assert from 'node:assert/strict';
import { eventApplies, listingRow, officeRow, type ListingFacts, type OfficeFacts } from './rules.ts';

const at = (iso: string) => new Date(iso);

test('a newer event applies, an older one does not', () => {
  const known = { eventAt: at('2026-01-02T00:00:00Z'), deleted: false };
  assert.equal(eventApplies(known, at('2026-01-03T00:00:00Z'), false), true);
  assert.equal(eventApplies(known, at('2026-01-01T00:00:00Z'), false), false);
  assert.equal(eventApplies(known, at('2026-01-01T00:00:00Z'), true), false);
});

test('at the same instant a deletion wins and is not undone', () => {
  const same = at('2026-01-02T00:00:00Z');
  assert.equal(eventApplies({ eventAt: same, deleted: false }, same, true), true);
  assert.equal(eventApplies({ eventAt: same, deleted: true }, same, false), false);
  assert.equal(eventApplies({ eventAt: same, deleted: false }, same, false), true);
});

const bare: ListingFacts = {
  listingId: 'l1',
  customerId: 'c1',
  reference: 'R1',
  title: '12 Harbour View Road',
  listingStatus: 'DONE',
  listingType: null,
  displayAddress: null,
  suburb: null,
  state: null,
  postcode: null,
  country: null,
  latitude: null,
  longitude: null,
  price: null,
  headline: '12 Harbour View Road',
  description: null,
  imageUrls: [],
  videoUrls: [],
  link: null,
};

test('a listing row keeps known facts and drops malformed ones', () => {
  const row = listingRow(
    { ...bare, country: 'us', latitude: 40.7, longitude: 200, postcode: ' 10001 ', imageUrls: ['https://img/1.jpg', ''], displayAddress: '  ' },
    false,
    at('2026-01-01T00:00:00Z'),
  );
  assert.equal(row.country, 'US');
  assert.equal(row.latitude, 40.7);
  assert.equal(row.longitude, null);
  assert.equal(row.postcode, '10001');
  assert.deepEqual(row.imageUrls, ['https://img/1.jpg']);
  assert.equal(row.address, null);
  assert.equal(row.listingType, null);
  assert.deepEqual(row.agentIds, []);
});

const office: OfficeFacts = { officeId: 'o1', customerId: 'c1', name: 'Harbour Ponsonby', address: '12 Ponsonby Road', postcode: '1011', country: 'NZ', latitude: -36.8569, longitude: 174.7466 };

test('an office row keeps its name and place, and nothing an office does not have', () => {
  const row = officeRow({ ...office, postcode: ' 1011 ', country: 'nz' }, at('2026-01-01T00:00:00Z'));
  assert.deepEqual(row, { id: 'o1', kind: 'office', name: 'Harbour Ponsonby', email: null, address: '12 Ponsonby Road', postcode: '1011', country: 'NZ', latitude: -36.8569, longitude: 174.7466, eventAt: at('2026-01-01T00:00:00Z') });
  assert.deepEqual(officeRow({ ...office, address: null, postcode: '  ', country: null, latitude: null, longitude: null }, row.eventAt), { ...row, address: null, postcode: null, country: null, latitude: null, longitude: null });
});

test('an office row drops a malformed country and half a map point', () => {
  const row = officeRow({ ...office, country: 'AUT', longitude: 200 }, at('2026-01-01T00:00:00Z'));
  assert.equal(row.country, null, 'an alpha-3 code is not cut to another country');
  assert.equal(row.latitude, null, 'a latitude without a usable longitude is no point');
  assert.equal(row.longitude, null);
  assert.equal(officeRow({ ...office, latitude: 0, longitude: 0 }, row.eventAt).latitude, 0, 'the equator is a latitude');
});
