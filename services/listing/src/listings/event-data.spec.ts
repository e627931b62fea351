// What a listing event carries for the contexts that build on it (ads), from listings as the editor,
// a bulk upload and an import save them; without a database.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ListingRow } from './entities.ts';
import { addressOf, clipped, listingAdFields } from './event-data.ts';
import type { Media, MetaData } from './rules.ts';

const media = (n: number, ext: string): Media[] => Array.from({ length: n }, (_, i) => ({ url: `https://cdn.example.com/l/${i}.${ext}` }));

function listing(fields: Partial<ListingRow> = {}): ListingRow {
  const at = new Date('2026-11-27T00:00:00Z');
  return {
    id: 'l-1', customerId: 'c-1', officeId: null, agentId: null, reference: 'DASHABCDEFGHJK', creationType: 'DASHBOARD', title: '12 Harbour View Road',
    customerUrl: null, description: null, shortDescription: null, type: 'NONE', listingOption: 'CLASSIFIED', startPrice: null, startTimestamp: null,
    listingStatus: 'DONE', bulkId: null, images: [], videos: [], agents: [], metaData: [], createdAt: at, updatedAt: at, ...fields,
  };
}

describe('listing event: the fields an ad is made of', () => {
  it('a listing with an address, a point, a price, media and a page', () => {
    const metaData: MetaData[] = [
      { key: 'address', value: { streetNumber: '12', street: 'Harbour View Road', suburb: 'Ponsonby', state: 'Auckland', postcode: '1011', country: 'New Zealand' }, isPublic: true },
      { key: 'geoLocation', value: { latitude: -36.8485, longitude: '174.7633' }, isPublic: true },
      { key: 'price', value: 'Offers over $1.2M', isPublic: true },
    ];
    const fields = listingAdFields(listing({
      type: 'RESIDENTIAL_FOR_SALE', customerUrl: 'https://harbour.example.com/12', description: 'Sunny.', shortDescription: 'Sunny home',
      images: media(2, 'jpg'), videos: media(1, 'mp4'), metaData,
    }));
    assert.deepEqual(fields, {
      listingType: 'RESIDENTIAL_FOR_SALE',
      displayAddress: '12 Harbour View Road, Ponsonby, Auckland, 1011', suburb: 'Ponsonby', state: 'Auckland', postcode: '1011', country: 'NZ',
      latitude: -36.8485, longitude: 174.7633,
      price: 'Offers over $1.2M', headline: 'Sunny home', description: 'Sunny.',
      imageUrls: ['https://cdn.example.com/l/0.jpg', 'https://cdn.example.com/l/1.jpg'], videoUrls: ['https://cdn.example.com/l/0.mp4'],
      link: 'https://harbour.example.com/12',
      features: { bedrooms: null, bathrooms: null, carSpaces: null }, listingAgent: null,
    });
  });

  it('a bare listing: NONE is no type, the title is the headline, everything else null or empty', () => {
    assert.deepEqual(listingAdFields(listing()), {
      listingType: null, displayAddress: null, suburb: null, state: null, postcode: null, country: null, latitude: null, longitude: null,
      price: null, headline: '12 Harbour View Road', description: null, imageUrls: [], videoUrls: [], link: null,
      features: { bedrooms: null, bathrooms: null, carSpaces: null }, listingAgent: null,
    });
  });

  it("tells a template's features and listing agent: counts from numbers or digits, parking summed", () => {
    const fields = listingAdFields(listing({ metaData: [
      { key: 'bedrooms', value: 4 }, { key: 'bathrooms', value: '2' }, { key: 'garages', value: 1 }, { key: 'carports', value: '1' }, { key: 'openSpaces', value: 'lots' },
      { key: 'listingAgent', value: { name: 'Jo Agent', telephone: '021 555 0100', email: 'jo@agency.example', img: 'https://cdn.example/jo.jpg' } },
    ] }));
    assert.deepEqual(fields.features, { bedrooms: 4, bathrooms: 2, carSpaces: 2 });
    assert.deepEqual(fields.listingAgent, { name: 'Jo Agent', phone: '021 555 0100', email: 'jo@agency.example', photoUrl: 'https://cdn.example/jo.jpg' });
    assert.equal(listingAdFields(listing({ metaData: [{ key: 'listingAgent', value: { name: '', img: 'not a url' } }] })).listingAgent, null);
    assert.deepEqual(listingAdFields(listing({ metaData: [{ key: 'bedrooms', value: -1 }, { key: 'bathrooms', value: 1.5 }] })).features, { bedrooms: null, bathrooms: null, carSpaces: null });
  });

  it('keeps the event bounded: at most 10 images and videos, the description cut to 2000 characters ending with …', () => {
    const fields = listingAdFields(listing({ images: media(12, 'jpg'), videos: media(11, 'mp4'), description: 'x'.repeat(20_000), shortDescription: 'y'.repeat(1000) }));
    assert.equal(fields.imageUrls.length, 10);
    assert.equal(fields.imageUrls[9], 'https://cdn.example.com/l/9.jpg');
    assert.equal(fields.videoUrls.length, 10);
    assert.equal(fields.description?.length, 2000);
    assert.ok(fields.description?.endsWith('x…'));
    assert.equal(fields.headline.length, 300);
    assert.equal(clipped('exactly', 7), 'exactly');
    assert.equal(clipped('one word more', 8), 'one wor…');
  });

  it('a price or point that is not there to be shown: hidden price, 0,0 (an empty form), half a point', () => {
    const hidden = listingAdFields(listing({ metaData: [{ key: 'price', value: '$900,000', isPublic: false }, { key: 'geoLocation', value: { latitude: 0, longitude: 0 } }] }));
    assert.equal(hidden.price, null);
    assert.deepEqual([hidden.latitude, hidden.longitude], [null, null]);
    const half = listingAdFields(listing({ metaData: [{ key: 'price', value: 950000 }, { key: 'geoLocation', value: { latitude: -36.8 } }] }));
    assert.equal(half.price, '950000');
    assert.deepEqual([half.latitude, half.longitude], [null, null]);
  });

  it('the link: customerUrl first, else a customerUrl metadata that is a web address', () => {
    assert.equal(listingAdFields(listing({ metaData: [{ key: 'customerUrl', value: 'https://agency.example.com/listing/7' }] })).link, 'https://agency.example.com/listing/7');
    assert.equal(listingAdFields(listing({ metaData: [{ key: 'customerUrl', value: 'see our website' }] })).link, null);
    assert.equal(listingAdFields(listing({ customerUrl: 'https://a.example.com/', metaData: [{ key: 'customerUrl', value: 'https://b.example.com/' }] })).link, 'https://a.example.com/');
  });
});

describe('listing event: the address', () => {
  const parts = { streetNumber: '5', street: 'Queen Street', suburb: 'Brisbane City', state: 'QLD', postcode: '4000', country: 'AUS' };

  it('an address saved as one line of text is the line, with no parts', () => {
    assert.deepEqual(addressOf({ key: 'address', value: ' 5 Queen Street, Brisbane City QLD 4000 ' }), {
      displayAddress: '5 Queen Street, Brisbane City QLD 4000', suburb: null, state: null, postcode: null, country: null,
    });
  });

  it('an address that is not public: no line, the parts still there to target', () => {
    assert.deepEqual(addressOf({ key: 'address', value: parts, isPublic: false }), { displayAddress: null, suburb: 'Brisbane City', state: 'QLD', postcode: '4000', country: 'AU' });
    assert.equal(addressOf({ key: 'address', value: 'a line', isPublic: false }).displayAddress, null);
  });

  it("an import's address: its own display line, without the street when it hides it, none when it hides the suburb", () => {
    const imported = { ...parts, subNumber: '3', display: '3/5 Queen Street, Brisbane City, QLD, 4000' };
    assert.equal(addressOf({ key: 'address', value: imported }).displayAddress, '3/5 Queen Street, Brisbane City, QLD, 4000');
    assert.equal(addressOf({ key: 'address', value: { ...imported, display: null } }).displayAddress, '3/5 Queen Street, Brisbane City, QLD, 4000');
    assert.equal(addressOf({ key: 'address', value: { ...imported, showStreet: false } }).displayAddress, 'Brisbane City, QLD, 4000');
    assert.equal(addressOf({ key: 'address', value: { ...imported, showSuburb: false } }).displayAddress, null);
  });

  it('the country as an ISO code, from a code or an English name in any case; null when it names none', () => {
    const country = (written: string) => addressOf({ key: 'address', value: { suburb: 'Somewhere', country: written } }).country;
    assert.deepEqual(['AU', 'nz', 'nzl', 'Australia', 'new zealand', 'Atlantis', 'XX'].map(country), ['AU', 'NZ', 'NZ', 'AU', 'NZ', null, null]);
  });

  it('an address of no usable shape is no address', () => {
    assert.deepEqual(addressOf({ key: 'address', value: ['5 Queen Street'] }), { displayAddress: null, suburb: null, state: null, postcode: null, country: null });
    assert.deepEqual(addressOf(undefined), { displayAddress: null, suburb: null, state: null, postcode: null, country: null });
  });
});
