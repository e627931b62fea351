// The campaign data item's pure rules: the map an order starts from for each kind of template location,
// the images a carousel takes, and web addresses as the order's WebUrl takes them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { campaignDataItem, listingReachable, mapOf, resourceDataItem, webUrl, type ListingForDataItem, type TemplateForDataItem } from './campaign-data-item.ts';
import type { AdSetTemplate } from './rules.ts';

const listing = (id: string, fields: Partial<ListingForDataItem> = {}): ListingForDataItem => ({
  id,
  agentIds: [],
  title: 'Home',
  suburb: 'Ponsonby',
  latitude: -36.85,
  longitude: 174.76,
  imageUrls: [],
  videoUrls: [],
  link: 'https://harbour.example.com/l/1',
  headline: null,
  description: null,
  ...fields,
});
const adSet = (location: AdSetTemplate['location']): AdSetTemplate => ({ name: 'A', location, gender: 'ALL', budgetSharePercent: 100 });

test('around the listings: a marker of the radius (in metres) on each listing, only when every one has a point', () => {
  const set = adSet({ type: 'LISTING', enable: true, radius: 12 });
  assert.deepEqual(mapOf(set, [listing('a'), listing('b', { latitude: -37, longitude: 175 })]).markers, [
    { id: 'a', coords: { lat: -36.85, lng: 174.76 }, radius: 12000 },
    { id: 'b', coords: { lat: -37, lng: 175 }, radius: 12000 },
  ]);
  const unplaced = mapOf(set, [listing('a', { latitude: null, longitude: null }), listing('b')]);
  assert.deepEqual(unplaced, { center: { lat: -36.85, lng: 174.76 }, zoom: 11, markers: [] });
  assert.deepEqual(mapOf(adSet({ type: 'LISTING', enable: false, radius: 10 }), [listing('a')]).markers, []);
});

test('a custom location as drawn; an office or country location, or none, centred on the first listing or Auckland', () => {
  const markers = [{ id: 'm', coords: { lat: -36.9, lng: 174.7 }, radius: 5000 }];
  assert.deepEqual(mapOf(adSet({ type: 'CUSTOM_LOCATION', center: { lat: -36.9, lng: 174.7 }, zoom: 9, markers }), []), { center: { lat: -36.9, lng: 174.7 }, zoom: 9, markers });
  assert.deepEqual(mapOf(adSet({ type: 'OFFICE', byZip: true, radius: 10 }), [listing('a')]), { center: { lat: -36.85, lng: 174.76 }, zoom: 11, markers: [] });
  assert.deepEqual(mapOf(undefined, []), { center: { lat: -36.8485, lng: 174.7633 }, zoom: 11, markers: [] });
});

test('web addresses: a dotted host over http(s), else nothing', () => {
  assert.equal(webUrl(' https://a.example.com/x '), 'https://a.example.com/x');
  assert.equal(webUrl('ftp://a.example.com'), undefined);
  assert.equal(webUrl('https://localhost/x'), undefined);
  assert.equal(webUrl(null), undefined);
});

test('a carousel takes at most 10 images, an image campaign all the listings\' (distinct); the template\'s link for the first listing', () => {
  const template: TemplateForDataItem = {
    id: 't',
    kind: 'social',
    campaignType: 'SINGLE_LISTING_IMAGE_CAROUSEL',
    objective: 'TRAFFIC',
    creative: { headline: 'h', message: 'm', callToAction: 'LEARN_MORE', linkUrl: 'https://harbour.example.com/search?suburb={{listing.suburb}}' },
    adSets: [adSet({ type: 'COUNTRY', selectedCountries: ['NZ'] })],
    leadForm: null,
  };
  const urls = Array.from({ length: 12 }, (_, i) => `https://cdn.example.com/${i}.jpg`);
  const listings = [listing('a', { imageUrls: urls.slice(0, 8) }), listing('b', { imageUrls: [urls[0]!, ...urls.slice(8)] })];
  const carousel = campaignDataItem({ template, listings, agents: new Map(), customerName: null });
  assert.equal(carousel.resources.images?.length, 10);
  assert.deepEqual(carousel.linkData, { link: 'https://harbour.example.com/search?suburb=Ponsonby' });
  const image = campaignDataItem({ template: { ...template, campaignType: 'FACEBOOK_IMAGE_CAMPAIGN' }, listings, agents: new Map(), customerName: null });
  assert.deepEqual(image.resources.images?.map((i) => i.url), urls);
});

test('a listing is reached as the listing context scopes it: customer, offices, own agent', () => {
  const row = { customerId: 'A', officeId: 'o1', agentIds: ['a1', 'a2'] };
  assert.equal(listingReachable({ level: 'all' }, row), true);
  assert.equal(listingReachable({ level: 'nothing' }, row), false);
  assert.equal(listingReachable({ level: 'customer', customerId: 'A' }, row), true);
  assert.equal(listingReachable({ level: 'customer', customerId: 'B' }, row), false);
  assert.equal(listingReachable({ level: 'offices', customerId: 'A', officeIds: ['o1'] }, row), true);
  assert.equal(listingReachable({ level: 'offices', customerId: 'A', officeIds: ['o2'] }, row), false);
  assert.equal(listingReachable({ level: 'offices', customerId: 'A', officeIds: ['o1'] }, { ...row, officeId: null }), false);
  assert.equal(listingReachable({ level: 'agent', customerId: 'A', agentId: 'a2' }, row), true);
  assert.equal(listingReachable({ level: 'agent', customerId: 'A', agentId: 'a3' }, row), false);
  assert.equal(listingReachable({ level: 'agent', customerId: 'B', agentId: 'a2' }, row), false);
});

test("a resource's item: its images and videos with thumbnails, the first one's texts, its landing URL as the only public URL and the link, no contacts", () => {
  const template: TemplateForDataItem = {
    id: 't',
    kind: 'social',
    campaignType: 'FACEBOOK_IMAGE_CAMPAIGN',
    objective: 'TRAFFIC',
    creative: { headline: 'h', message: 'm', callToAction: 'LEARN_MORE', linkUrl: '{{listing.url}}' },
    adSets: [adSet({ type: 'LISTING', enable: true, radius: 10 })],
    leadForm: null,
  };
  const base = { reference: 'RES-1', name: 'Flyer', title: 'Open homes', message: 'Come by.', description: 'All of them.', landingUrl: 'https://harbour.example.com/spring' };
  const item = resourceDataItem({
    template,
    customerName: 'Harbour',
    resources: [
      { ...base, id: 'r1', imageUrls: ['https://cdn.example.com/1.jpg', 'nope'], videos: [{ url: 'https://cdn.example.com/v.mp4', thumbnailUrl: 'https://cdn.example.com/v.jpg' }] },
      { ...base, id: 'r2', title: 'Second', imageUrls: ['https://cdn.example.com/2.jpg'], videos: [{ url: 'https://cdn.example.com/v.mp4', thumbnailUrl: null }, { url: 'https://cdn.example.com/w.mp4', thumbnailUrl: 'bad' }] },
    ],
  });
  assert.deepEqual(item.resources, {
    images: [{ url: 'https://cdn.example.com/1.jpg' }, { url: 'https://cdn.example.com/2.jpg' }],
    videos: [{ url: 'https://cdn.example.com/v.mp4', thumbnail: 'https://cdn.example.com/v.jpg' }, { url: 'https://cdn.example.com/w.mp4' }],
    publicUrls: [{ type: 'LANDING_URL', url: 'https://harbour.example.com/spring' }],
    contacts: [],
    title: 'Open homes',
    name: 'Flyer',
    message: 'Come by.',
    description: 'All of them.',
  });
  assert.deepEqual(item.linkData, { link: 'https://harbour.example.com/spring' });
  assert.deepEqual(item.adSettings.location, { center: { lat: -36.8485, lng: 174.7633 }, zoom: 11, markers: [] }, 'no place: no markers');
  const bare = resourceDataItem({ template, customerName: null, resources: [{ ...base, id: 'r3', title: null, message: null, description: null, landingUrl: null, imageUrls: [], videos: [] }] });
  assert.deepEqual(bare.resources, { images: [], videos: [], publicUrls: [], contacts: [], title: 'Flyer', name: 'Flyer' });
  assert.equal(bare.linkData, undefined);
});
