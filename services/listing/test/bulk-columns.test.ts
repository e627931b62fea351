// The bulk-upload columns, pure: what a row becomes of a listing, and the message of a row left out.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rowListing, unknownColumns, BULK_COLUMNS } from '../src/bulk/rules.ts';

const ok = (values: Record<string, string>) => {
  const r = rowListing(values);
  assert.ok(r.ok, r.ok ? '' : r.message);
  return r.listing;
};
const refused = (values: Record<string, string>) => {
  const r = rowListing(values);
  assert.ok(!r.ok, 'refused');
  return r.message;
};

test('a full row: fields, metadata (price view, texts, inspections, address, geo) and image names', () => {
  const l = ok({
    title: ' Harbour house ', type: 'residential_for_sale', startPrice: '125000000', startTimestamp: '2026-12-01T09:00:00Z',
    priceView: 'negotiation', price: 'Offers over $1.25M', bedrooms: '3', inspectionTimes: 'Sat 10:00; Sun 11:00',
    auction: '2026-12-12T14:00:00+13:00', street: 'Harbour View Road', suburb: 'Ponsonby', latitude: '-36.8', longitude: '174.7',
    images: 'a.png; photos/b.jpg;', customerUrl: 'https://h.example.com/1', description: '', shortDescription: 'Sunny',
  });
  assert.equal(l.title, 'Harbour house');
  assert.equal(l.type, 'RESIDENTIAL_FOR_SALE');
  assert.equal(l.startPrice, 125000000);
  assert.equal(l.startTimestamp?.toISOString(), '2026-12-01T09:00:00.000Z');
  assert.equal(l.description, null);
  assert.deepEqual(l.images, ['a.png', 'photos/b.jpg']);
  const meta = Object.fromEntries(l.metaData.map((m) => [m.key, m.value]));
  assert.deepEqual(meta, {
    priceView: 'Negotiation', price: 'Offers over $1.25M', bedrooms: '3', inspectionTimes: ['Sat 10:00', 'Sun 11:00'],
    auction: '2026-12-12T01:00:00.000Z', address: { street: 'Harbour View Road', suburb: 'Ponsonby' }, geoLocation: { latitude: -36.8, longitude: 174.7 },
  });
});

test('a bare row: type NONE, nothing else', () => {
  assert.deepEqual(ok({ title: 'Only a title' }), { title: 'Only a title', description: null, shortDescription: null, customerUrl: null, type: 'NONE', startPrice: null, startTimestamp: null, metaData: [], images: [] });
});

test('the messages of a row left out', () => {
  assert.equal(refused({ title: ' ' }), 'title is required');
  assert.match(refused({ title: 'x', type: 'CASTLE' }), /^type must be one of NONE, /);
  assert.equal(refused({ title: 'x', startPrice: '12.5' }), 'startPrice must be whole minor units');
  assert.match(refused({ title: 'x', startPrice: '-1' }), /startPrice must be a number/);
  assert.match(refused({ title: 'x', priceView: 'Cheap' }), /^priceView must be one of Fixed Price/);
  assert.equal(refused({ title: 'x', images: Array.from({ length: 11 }, (_, i) => `${i}.png`).join(';') }), 'Only 10 Images allow for the listing');
  assert.equal(refused({ title: 'x', latitude: '1' }), 'latitude and longitude go together');
  assert.match(refused({ title: 'x', latitude: '91', longitude: '0' }), /latitude must be a number from -90 to 90/);
  assert.match(refused({ title: 'x', customerUrl: 'javascript:alert(1)' }), /customerUrl must be an http\(s\) URL/);
  assert.match(refused({ title: 'x', startTimestamp: 'soon' }), /startTimestamp must be a date/);
  assert.match(refused({ title: 'x'.repeat(301) }), /title is longer than 300/);
});

test('unknown columns are named; ours are all known', () => {
  assert.deepEqual(unknownColumns(['title', 'Title', 'colour']), ['Title', 'colour']);
  assert.deepEqual(unknownColumns([...BULK_COLUMNS]), []);
});
