// Fixtures the listing context's component tests share (the listing lists, the listing form, open homes):
// the ids of one customer's world, a complete listing to override, and the answers of the lookups every
// listing screen makes (customer options, the server's status labels).
import type { Listing } from '../lib/api/generated/listing.ts';
import { json } from './fetchStub.ts';

export const HARBOUR = '5b2d6a8e-3f5c-4d8e-9b1a-2c3d4e5f6a7b';
export const SUMMIT = '6c3e7b9f-4a6d-4e9f-8c2b-3d4e5f6a7b8c';
export const OFFICE = '6c3e7b9f-4a6d-4e9f-8c2b-3d4e5f6a7b8c';
export const LISTING = '8b5a9d1b-6c8f-4a01-8e4d-5f6a7b8c9d0e';
export const AGENT_IDS = ['7a4f8c0a-5b7e-4fa0-9d3c-4e5f6a7b8c91', '7a4f8c0a-5b7e-4fa0-9d3c-4e5f6a7b8c92', '7a4f8c0a-5b7e-4fa0-9d3c-4e5f6a7b8c93', '7a4f8c0a-5b7e-4fa0-9d3c-4e5f6a7b8c94'];

export const HARBOUR_REALTY = { id: HARBOUR, name: 'Harbour Realty' };
export const SUMMIT_HOMES = { id: SUMMIT, name: 'Summit Homes' };

/** A listing of Harbour Realty as the server answers it (an auction with metadata), with `overrides`. */
export const listing = (overrides: Partial<Listing> = {}): Listing => ({
  id: LISTING, customerId: HARBOUR, reference: 'DASHMHX3K2Q9', creationType: 'DASHBOARD', title: '12 Harbour View Road',
  customerUrl: null, description: null, shortDescription: null, type: 'RESIDENTIAL_FOR_SALE', listingOption: 'CLASSIFIED',
  startPrice: 125000000, startTimestamp: null, listingStatus: 'DONE', bulkId: null, images: [], numImages: 0, videos: [],
  officeId: null, agents: [],
  metaData: [
    { key: 'priceView', value: 'Auction', isPublic: true }, { key: 'auction', value: 'Sat 12 Dec 11am', isPublic: true },
    { key: 'auctionLocation', value: 'On site', isPublic: false }, { key: 'inspectionTimes', value: ['Sun 1pm'], isPublic: true },
    { key: 'bedrooms', value: '3', isPublic: true }, { key: 'geoLocation', value: { latitude: -36.85, longitude: 174.74 }, isPublic: true },
  ],
  createdAt: '2026-11-22T08:00:00.000Z', updatedAt: '2026-11-22T08:00:00.000Z', ...overrides,
});

/** The answer of GET /api/customers/options with these customers. */
export const customerOptions = (...customers: { id: string; name: string }[]) => () => json({ items: customers, count: customers.length });

/** The answer of GET /api/listings/enumerations/listingStatus: the server's labels (DONE shows as Saved). */
export const listingStatuses = () => json({ items: [{ value: 'DONE', label: 'Saved' }, { value: 'ARCHIVED', label: 'Archived' }] });
