import { test } from 'node:test';
import assert from 'node:assert/strict';
import { customerRow, eventApplies, sharingOptionsOf, listingRow, officeRow, resourceRow, type CustomerFacts, type KnownSharingOptions, type ListingFacts, type OfficeFacts, type ResourceFacts } from './rules.ts';

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
  assert.deepEqual(row, { id: 'o1', kind: 'office', name: 'Harbour Ponsonby', email: null, address: '12 Ponsonby Road', postcode: '1011', country: 'NZ', latitude: -36.8569, longitude: 174.7466, logoUrl: null, sharingOptions: null, eventAt: at('2026-01-01T00:00:00Z') });
  assert.deepEqual(officeRow({ ...office, address: null, postcode: '  ', country: null, latitude: null, longitude: null }, row.eventAt), { ...row, address: null, postcode: null, country: null, latitude: null, longitude: null });
});

test('an office row drops a malformed country and half a map point', () => {
  const row = officeRow({ ...office, country: 'AUT', longitude: 200 }, at('2026-01-01T00:00:00Z'));
  assert.equal(row.country, null, 'an alpha-3 code is not cut to another country');
  assert.equal(row.latitude, null, 'a latitude without a usable longitude is no point');
  assert.equal(row.longitude, null);
  assert.equal(officeRow({ ...office, latitude: 0, longitude: 0 }, row.eventAt).latitude, 0, 'the equator is a latitude');
});

const resource: ResourceFacts = {
  resourceId: 'r1',
  customerId: 'c1',
  officeIds: ['o1'],
  reference: 'RES-1001',
  name: 'Spring flyer',
  title: 'Open homes this weekend',
  message: 'Come and see us.',
  description: 'Our spring open homes.',
  type: 'IMAGES',
  imageUrls: ['https://cdn.example.com/r/1.jpg', 'https://cdn.example.com/r/2.jpg'],
  videos: [{ url: 'https://cdn.example.com/r/v.mp4', thumbnailUrl: 'https://cdn.example.com/r/v.jpg' }],
  landingUrl: 'https://harbour.example.com/spring',
  published: true,
};

test('a resource row keeps its texts, media, landing link and flags as told', () => {
  assert.deepEqual(resourceRow(resource, false, at('2026-01-01T00:00:00Z')), {
    id: 'r1',
    customerId: 'c1',
    officeIds: ['o1'],
    reference: 'RES-1001',
    name: 'Spring flyer',
    title: 'Open homes this weekend',
    message: 'Come and see us.',
    description: 'Our spring open homes.',
    imageUrls: ['https://cdn.example.com/r/1.jpg', 'https://cdn.example.com/r/2.jpg'],
    videos: [{ url: 'https://cdn.example.com/r/v.mp4', thumbnailUrl: 'https://cdn.example.com/r/v.jpg' }],
    landingUrl: 'https://harbour.example.com/spring',
    published: true,
    deleted: false,
    eventAt: at('2026-01-01T00:00:00Z'),
  });
  assert.equal(resourceRow({ ...resource, published: false }, false, at('2026-01-01T00:00:00Z')).published, false);
  assert.equal(resourceRow(resource, true, at('2026-01-01T00:00:00Z')).deleted, true);
});

test('a resource row drops blank texts and addresses, and videos without an address', () => {
  const row = resourceRow(
    { ...resource, title: '  ', message: null, landingUrl: ' ', imageUrls: ['', 'https://cdn.example.com/r/1.jpg'], videos: [{ url: ' ', thumbnailUrl: null }, { url: 'https://cdn.example.com/r/v.mp4', thumbnailUrl: '' }] },
    false,
    at('2026-01-01T00:00:00Z'),
  );
  assert.equal(row.title, null);
  assert.equal(row.message, null);
  assert.equal(row.landingUrl, null);
  assert.deepEqual(row.imageUrls, ['https://cdn.example.com/r/1.jpg']);
  assert.deepEqual(row.videos, [{ url: 'https://cdn.example.com/r/v.mp4', thumbnailUrl: null }]);
});

const customer: CustomerFacts = { customerId: 'c1', name: 'Harbour Realty', isActive: true, logoUrl: '/api/customers/logos/AbCdEfGhIjKlMnOpQrSt_-' };

test('a customer row keeps its name and its logo’s public address, and nothing a customer does not have', () => {
  assert.deepEqual(customerRow(customer, at('2026-01-01T00:00:00Z')), {
    id: 'c1',
    kind: 'customer',
    name: 'Harbour Realty',
    email: null,
    address: null,
    postcode: null,
    country: null,
    latitude: null,
    longitude: null,
    logoUrl: '/api/customers/logos/AbCdEfGhIjKlMnOpQrSt_-',
    sharingOptions: null,
    eventAt: at('2026-01-01T00:00:00Z'),
  });
});

test('a customer row has no logo without one, for an older event, and for an address of another shape', () => {
  const eventAt = at('2026-01-01T00:00:00Z');
  assert.equal(customerRow({ ...customer, logoUrl: null }, eventAt).logoUrl, null);
  const { logoUrl: _dropped, ...older } = customer;
  assert.equal(customerRow(older, eventAt).logoUrl, null, 'an event from before logoUrl existed');
  for (const other of ['https://evil.example.com/logo.png', '/api/customers/logos/short', '/api/customers/logos/AbCdEfGhIjKlMnOpQrSt_-/x', '//evil.example.com/api/customers/logos/AbCdEfGhIjKlMnOpQrSt_-']) {
    assert.equal(customerRow({ ...customer, logoUrl: other }, eventAt).logoUrl, null, other);
  }
});

test('a customer row keeps the sharing options its event carries; an event from before them has none (the defaults)', () => {
  const eventAt = at('2026-01-01T00:00:00Z');
  const options: KnownSharingOptions = { campaigns: false, listings: true, resources: false, allowedSharingWidgets: ['linkedin', 'wechat'] };
  assert.deepEqual(customerRow({ ...customer, sharingOptions: options }, eventAt).sharingOptions, options);
  assert.equal(customerRow(customer, eventAt).sharingOptions, null, 'absent: everything allowed');
  assert.deepEqual(customerRow({ ...customer, sharingOptions: { ...options, allowedSharingWidgets: [] } }, eventAt).sharingOptions?.allowedSharingWidgets, [], 'no widgets is a choice');
});

test('malformed sharing options read as the defaults, part by part: only an explicit false turns a kind off', () => {
  const facts = (sharingOptions: unknown) => ({ ...customer, sharingOptions }) as CustomerFacts;
  assert.equal(sharingOptionsOf(facts(null)), null);
  assert.equal(sharingOptionsOf(facts('off')), null);
  assert.deepEqual(sharingOptionsOf(facts({ campaigns: 'no', listings: false, resources: 0 })), {
    campaigns: true,
    listings: false,
    resources: true,
    allowedSharingWidgets: ['linkedin', 'facebook', 'twitter', 'pinterest', 'wechat'],
  });
  assert.deepEqual(sharingOptionsOf(facts({ campaigns: true, listings: true, resources: true, allowedSharingWidgets: ['myspace', 'facebook', 7, 'facebook'] }))?.allowedSharingWidgets, ['facebook']);
});
