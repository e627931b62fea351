import { test } from 'node:test';
import assert from 'node:assert/strict';
import { eventApplies, listingRow, type ListingFacts } from './rules.ts';

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
