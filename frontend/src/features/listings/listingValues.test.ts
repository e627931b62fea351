// The listing form's rules on their own (002 §3): prices in minor units, the Fixed Price view drops the
// auction fields, at most 3 agents, 10 images and 10 videos, and each metadata key once.
import { describe, expect, it } from 'vitest';
import { checkListing, emptyListingValues, metaDataOf, minorUnits, type ListingValues } from './listingValues.ts';

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
    const filled = { price: '$1.2m', inspectionTimes: 'Sat 1pm\n\nSun 2pm', auction: 'Sat 12 Dec', auctionLocation: 'On site' };
    expect(metaDataOf(values({ priceView: 'Fixed Price', ...filled })).map((m) => m.key)).toEqual(['priceView', 'price']);
    expect(metaDataOf(values({ priceView: 'Auction', ...filled }))).toEqual([
      { key: 'priceView', value: 'Auction', isPublic: true }, { key: 'price', value: '$1.2m', isPublic: true },
      { key: 'inspectionTimes', value: ['Sat 1pm', 'Sun 2pm'], isPublic: true },
      { key: 'auction', value: 'Sat 12 Dec', isPublic: true }, { key: 'auctionLocation', value: 'On site', isPublic: true },
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

  it('takes each metadata key once, and a value needs a key', () => {
    const checks = checkListing(values({ metaData: [
      { key: 'bedrooms', value: '3', isPublic: true }, { key: 'bedrooms', value: '4', isPublic: true }, { key: '', value: 'x', isPublic: true },
    ] }));
    expect(checks['metaData.0.key']).toBeUndefined();
    expect(checks['metaData.1.key']).toBe('Each key once.');
    expect(checks['metaData.2.key']).toBe('Choose a key for this value.');
  });
});
