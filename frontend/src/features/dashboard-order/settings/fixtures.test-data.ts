// Listings, products and agents for the settings step's tests.
import type { Listing } from '../../../lib/api/generated/listing.ts';
import type { Product, ProductCampaignTemplate } from '../../../lib/api/generated/order.ts';

let n = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;

export function listing(overrides: Partial<Listing> = {}): Listing {
  return {
    id: uuid(), customerId: uuid(), reference: 'DASH-1', creationType: 'DASHBOARD', title: 'Harbour view apartment',
    customerUrl: 'https://harbour.example.com/listings/12', description: 'Three bedrooms by the sea.', shortDescription: 'By the sea',
    type: 'RESIDENTIAL_FOR_SALE', listingOption: 'CLASSIFIED', startPrice: null, startTimestamp: null, listingStatus: 'DONE', bulkId: null,
    images: [1, 2, 3, 4].map((i) => ({ url: `https://cdn.example.com/img/${i}.jpg`, assetId: uuid() })), numImages: 4, videos: [], officeId: null,
    agents: [], metaData: [{ key: 'geoLocation', value: { latitude: -41.2865, longitude: 174.7762 }, isPublic: true }],
    createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

export const template = (type: string, templateModel: ProductCampaignTemplate['templateModel'] = 'CustomerCampaignTemplate'): ProductCampaignTemplate =>
  ({ templateId: uuid(), templateModel, type });

export function product(templates: ProductCampaignTemplate[]): Product {
  return {
    id: uuid(), code: 'FB7', name: 'Facebook 7 days', description: null, productTypeId: uuid(), price: 19900, currency: 'NZD',
    isTaxInclusive: true, taxRate: 15, campaignDurationDays: 7, campaignTemplates: templates,
    createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z',
  };
}

export const agent = { id: uuid(), fullName: 'Mere Tane', email: 'mere@harbour.example.com', phones: [{ type: 'MOBILE', value: '+6421555123' }] };
