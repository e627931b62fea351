// The listing form's rules on their own (002 §3): prices in minor units, the Fixed Price view drops the
// auction fields, at most 3 agents, 10 images and 10 videos, each metadata key once, the address by its
// parts, land details, counts and coordinates, dates as real dates sent as RFC 3339, and chosen files sent
// only once uploaded.
import { describe, expect, it } from 'vitest';
import { checkListing, emptyListingValues, listingValuesOf, metaDataOf, minorUnits, storedMedia, toInstant, type ListingValues } from './listingValues.ts';
import { listing } from '../../test/listingFixtures.ts';

const values = (overrides: Partial<ListingValues>): ListingValues => ({ ...emptyListingValues('5b2d6a8e-3f5c-4d8e-9b1a-2c3d4e5f6a7b'), title: 'A title', ...overrides });
const media = (n: number) => Array.from({ length: n }, (_, i) => ({ url: `https://cdn.example.com/${i}.jpg` }));

describe('listing values', () => {
  it('reads prices in currency units as minor units, and refuses what is not an amount', () => {
    expect(minorUnits('')).toBeNull();
    expect(minorUnits('1,250,000')).toBe(125000000);
    expect(minorUnits('1250000.5')).toBe(125000050);
    expect(minorUnits('0.07')).toBe(7);
    expect(minorUnits('12.345')).toBeUndefined();
    expect(minorUnits('-5')).toBeUndefined();
    expect(checkListing(values({ startPrice: 'abc' })).startPrice).toBe('Please enter an amount, e.g. 1250000 or 1250000.50.');
  });

  it('drops inspection times, auction and auction location with Fixed Price, and keeps them otherwise', () => {
    // The auction is a date and time (datetime-local), sent as an RFC 3339 instant.
    const filled = { price: '$1.2m', inspectionTimes: 'Sat 1pm\n\nSun 2pm', auction: '2026-12-12T11:00', auctionLocation: 'On site' };
    expect(metaDataOf(values({ priceView: 'Fixed Price', ...filled })).map((m) => m.key)).toEqual(['priceView', 'price']);
    expect(metaDataOf(values({ priceView: 'Auction', ...filled }))).toEqual([
      { key: 'priceView', value: 'Auction', isPublic: true }, { key: 'price', value: '$1.2m', isPublic: true },
      { key: 'inspectionTimes', value: ['Sat 1pm', 'Sun 2pm'], isPublic: true },
      { key: 'auction', value: new Date(2026, 11, 12, 11, 0).toISOString(), isPublic: true }, { key: 'auctionLocation', value: 'On site', isPublic: true },
    ]);
  });

  it('allows up to 3 agents (empty slots do not count), 10 images and 10 videos', () => {
    const agent = (n: number) => ({ id: `7a4f8c0a-5b7e-4fa0-9d3c-4e5f6a7b8c9${n}` });
    expect(checkListing(values({ agents: [agent(1), agent(2), agent(3), { id: '' }] })).agents).toBeUndefined();
    expect(checkListing(values({ agents: [agent(1), agent(2), agent(3), agent(4)] })).agents).toBe('Maximum number of agents is 3.');
    expect(checkListing(values({ images: media(10), videos: media(10) }))).toMatchObject({ images: undefined, videos: undefined });
    expect(checkListing(values({ images: media(11) })).images).toBe('Only 10 Images allow for the listing');
    expect(checkListing(values({ videos: media(11) })).videos).toBe('Only 10 Images allow for the listing');
  });

  it('sends each metadata key once: a field of the form over the entry kept as it came', () => {
    const kept = [{ key: 'bedrooms' as const, value: { odd: 'shape' }, isPublic: false }, { key: 'videoLink' as const, value: ['a', 'b'], isPublic: true }];
    const sent = metaDataOf(values({ kept, counts: { ...emptyListingValues().counts, bedrooms: '4' } }));
    expect(sent.map((m) => m.key)).toEqual(['videoLink', 'bedrooms']);
    expect(sent.find((m) => m.key === 'bedrooms')).toEqual({ key: 'bedrooms', value: 4, isPublic: true });
    expect(sent.find((m) => m.key === 'videoLink')).toEqual(kept[1]);
  });

  it('reads and sends the address by its parts, keeping what an imported address holds beyond them', () => {
    const read = listingValuesOf(listing({ metaData: [
      { key: 'address', value: { subNumber: '2', streetNumber: '39', street: 'Main Road', suburb: 'RICHMOND', state: 'VIC', postcode: '3121', country: 'AU', showStreet: true }, isPublic: false },
    ] }));
    expect(read.address).toEqual({ streetNumber: '39', street: 'Main Road', suburb: 'RICHMOND', state: 'VIC', postcode: '3121', country: 'AU' });
    const sent = metaDataOf({ ...read, address: { ...read.address, street: 'Main Rd' } });
    expect(sent).toEqual([{ key: 'address', isPublic: false,
      value: { subNumber: '2', showStreet: true, streetNumber: '39', street: 'Main Rd', suburb: 'RICHMOND', state: 'VIC', postcode: '3121', country: 'AU' } }]);
    // An address saved as one line stays as it was until the parts are filled.
    const line = listingValuesOf(listing({ metaData: [{ key: 'address', value: '12 Harbour View Road, Ponsonby', isPublic: true }] }));
    expect(metaDataOf(line)).toEqual([{ key: 'address', value: '12 Harbour View Road, Ponsonby', isPublic: true }]);
    expect(metaDataOf({ ...line, address: { ...line.address, suburb: 'Ponsonby' } })).toEqual([{ key: 'address', value: { suburb: 'Ponsonby' }, isPublic: true }]);
  });

  it('reads land details (area and frontage with units), counts and coordinates, and checks them', () => {
    const read = listingValuesOf(listing({ metaData: [
      { key: 'landDetails', value: { area: 80, areaUnit: 'squareMeter', frontage: 20, frontageUnit: 'meter', depths: '[{"value":40}]' }, isPublic: true },
      { key: 'garages', value: 2, isPublic: true },
      { key: 'geoLocation', value: { latitude: -36.85, longitude: 174.74 }, isPublic: true },
    ] }));
    expect([read.landArea, read.landAreaUnit, read.frontage, read.frontageUnit, read.counts.garages, read.latitude, read.longitude])
      .toEqual(['80', 'squareMeter', '20', 'meter', '2', '-36.85', '174.74']);
    expect(metaDataOf({ ...read, landArea: '650' })).toContainEqual({ key: 'landDetails', isPublic: true,
      value: { depths: '[{"value":40}]', area: 650, areaUnit: 'squareMeter', frontage: 20, frontageUnit: 'meter' } });
    expect(checkListing(values({ counts: { ...emptyListingValues().counts, garages: '2.5' } }))['counts.garages']).toBe('Please enter a whole number from 0 to 1000.');
    expect(checkListing(values({ landArea: 'big' })).landArea).toBe('Please enter a number, e.g. 650 or 12.5.');
    expect(checkListing(values({ latitude: '-91', longitude: '10' })).latitude).toBe('Please enter a latitude from -90 to 90.');
    expect(checkListing(values({ latitude: '-36.85' })).longitude).toBe('Latitude and longitude go together.');
  });

  it('takes the start and the auction as real dates and sends them as RFC 3339 instants', () => {
    expect(toInstant('2026-12-12T11:00')).toBe(new Date(2026, 11, 12, 11, 0).toISOString());
    expect(toInstant('2026-02-31T11:00')).toBeUndefined();
    expect(toInstant('0000-01-01T00:00')).toBeUndefined();
    expect(toInstant('not a date')).toBeUndefined();
    const v = values({ priceView: 'Auction', auction: '2026-12-12T11:00', startTimestamp: '2026-12-01T09:30' });
    expect(checkListing(v)).toMatchObject({ auction: undefined, startTimestamp: undefined });
    expect(metaDataOf(v)).toContainEqual({ key: 'auction', value: new Date(2026, 11, 12, 11, 0).toISOString(), isPublic: true });
    expect(checkListing(values({ priceView: 'Auction', auction: '2026-02-31T11:00' })).auction).toBe('Please enter a real date and time (years 1900 to 9999).');
    // A stored instant reads back as the same local date and time; a text that is no date is kept as text.
    expect(listingValuesOf(listing({ startTimestamp: '2026-12-01T09:30:00.000Z' })).startTimestamp).toBe(toLocalInputOf('2026-12-01T09:30:00.000Z'));
    const text = listingValuesOf(listing());
    expect([text.auction, text.auctionText]).toEqual(['', 'Sat 12 Dec 11am']);
    expect(metaDataOf(text)).toContainEqual({ key: 'auction', value: 'Sat 12 Dec 11am', isPublic: true });
  });

  it('sends a chosen file only once it is uploaded: stored media alone go in the body', () => {
    const file = new File(['x'], 'garden.png', { type: 'image/png' });
    expect(storedMedia([{ url: 'https://cdn.example.com/1.jpg' }, { url: 'blob:x', pendingId: 'pending-1', file }])).toEqual([{ url: 'https://cdn.example.com/1.jpg' }]);
  });
});

/** What a datetime-local input shows for an instant in the test's time zone. */
function toLocalInputOf(iso: string) {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
}
