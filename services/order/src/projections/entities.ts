// The projections of other contexts' rows that an order may name: listings (from the listing context's
// events) and resources (from the resource events to come). Each row keeps the time of the event that
// last wrote it.
import { EntitySchema } from 'typeorm';
import { boolColumn, instantColumn, refColumn, stringColumn } from '@adops/platform';

/** A listing as the listing context's events tell it (listing.created / updated / deleted). */
export interface KnownListingRow {
  id: string;
  customerId: string;
  title: string;
  deleted: boolean;
  eventAt: Date;
}

export const KnownListingEntity = new EntitySchema<KnownListingRow>({
  name: 'KnownListing',
  tableName: 'known_listings',
  columns: { id: { ...refColumn(), primary: true }, customerId: refColumn(), title: stringColumn(300), deleted: boolColumn, eventAt: instantColumn() },
});

/** A resource as a future resource.* event will tell it; only a known, published, undeleted one can be ordered. */
export interface KnownResourceRow {
  id: string;
  customerId: string;
  title: string;
  published: boolean;
  deleted: boolean;
  eventAt: Date;
}

export const KnownResourceEntity = new EntitySchema<KnownResourceRow>({
  name: 'KnownResource',
  tableName: 'known_resources',
  columns: { id: { ...refColumn(), primary: true }, customerId: refColumn(), title: stringColumn(300), published: boolColumn, deleted: boolColumn, eventAt: instantColumn() },
});

export const projectionEntities = [KnownListingEntity, KnownResourceEntity];
