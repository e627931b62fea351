// What the listing context publishes, built in one place from the row as written (payload schema
// ListingEventData in openapi/listing): every create, update (a save, a bulk status change, an asset
// attached or detached, an import) and delete goes through here, so all carry the same fields.
import type { ListingRow } from './entities.ts';
import { listingAdFields } from './event-data.ts';

export const listingEvent = (type: 'listing.created' | 'listing.updated' | 'listing.deleted', l: ListingRow) => ({
  type,
  subject: l.id,
  customerId: l.customerId,
  data: {
    listingId: l.id,
    customerId: l.customerId,
    reference: l.reference,
    title: l.title,
    listingStatus: l.listingStatus as 'DONE' | 'ARCHIVED',
    officeId: l.officeId,
    agentIds: l.agents.map((a) => a.id),
    ...listingAdFields(l),
  },
});
