// Rows as the API shows them (openapi/listing schemas): instants as ISO strings, every field present.
import type { Listing } from '@adops/openapi/generated/listing';
import type { ListingRow } from './entities.ts';

export const toListingDto = (l: ListingRow): Listing => ({
  id: l.id,
  customerId: l.customerId,
  reference: l.reference,
  creationType: l.creationType,
  title: l.title,
  customerUrl: l.customerUrl,
  description: l.description,
  shortDescription: l.shortDescription,
  type: l.type as Listing['type'],
  listingOption: l.listingOption as Listing['listingOption'],
  startPrice: l.startPrice,
  startTimestamp: l.startTimestamp?.toISOString() ?? null,
  listingStatus: l.listingStatus as Listing['listingStatus'],
  bulkId: l.bulkId,
  images: l.images,
  numImages: l.images.length,
  videos: l.videos,
  officeId: l.officeId,
  agents: l.agents,
  metaData: l.metaData as Listing['metaData'],
  createdAt: l.createdAt.toISOString(),
  updatedAt: l.updatedAt.toISOString(),
});
