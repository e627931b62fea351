// Every table of the listing context, by the area that owns it, and the tables areas share. An area
// reads another area's table only through that area's store.ts:
//   listings    listings, listing_agents: read by open-homes (a visitor's listing), assets (the listing
//               an asset is uploaded to or taken off), bulk (a batch's listings and its feed), imports
//               (the listings a run upserts) and geo (the coordinates of listings), all through
//               listings/store.ts; open_home_visitors are reached by an agent through listing_agents.
//   open-homes  open_home_visitors
//   assets      assets: read by resources (the assets a resource names) through the assets area's declaration
//   resources   resources, known_dashboard_resource_roles (a projection of the customer context's
//               dashboard events); an agent's offices are read from customer_references (resources/store.ts)
//   bulk        bulk_uploads, bulk_upload_rows, bulk_distributions
//   stores      stores: asked by bulk (is a store the batch customer's) through stores/store.ts
//   imports     store_listings; it also reads the jobs kit's jobs table (the import-job list)
// Of the platform: customer_references (the projection of the customer context, checked by every
// save that names a customer, office or agent), idempotency_keys (bulk uploads under an
// Idempotency-Key), jobs and pending_objects, declared by the platform.
import { customerReferenceEntities, customerReferenceMigrations, idempotencyEntities, idempotencyMigrations } from '@adops/platform';
import { listingEntities } from './listings/entities.ts';
import { OpenHomeVisitorEntity } from './open-homes/entities.ts';
import { AssetEntity } from './assets/entities.ts';
import { bulkEntities } from './bulk/entities.ts';
import { storeEntities } from './stores/entities.ts';
import { importEntities } from './imports/entities.ts';
import { resourceEntities } from './resources/entities.ts';
import { CreateListingTables1764200001000 } from './migrations/1764200001000-create-listing-tables.ts';
import { CreateOpenHomeVisitors1764200002000 } from './migrations/1764200002000-create-open-home-visitors.ts';
import { CreateAssets1764400001000 } from './migrations/1764400001000-create-assets.ts';
import { CreateBulkUploads1764400002000 } from './migrations/1764400002000-create-bulk-uploads.ts';
import { CreateStores1764400003000 } from './migrations/1764400003000-create-stores.ts';
import { ListingAgentLinks1764400004000 } from './migrations/1764400004000-listing-agent-links.ts';
import { RepairUnreadableInstants1764700001000 } from './migrations/1764700001000-repair-unreadable-instants.ts';
import { CreateResources1765000029100 } from './migrations/1765000029100-create-resources.ts';
import { ListingListIndexes1765100031100 } from './migrations/1765100031100-listing-list-indexes.ts';
import { ListingTypeIndex1765100031300 } from './migrations/1765100031300-listing-type-index.ts';
import { ListingSearchIndex1765100031600 } from './migrations/1765100031600-listing-search-index.ts';

export const listingTables = [
  ...listingEntities,
  OpenHomeVisitorEntity,
  AssetEntity,
  ...bulkEntities,
  ...storeEntities,
  ...importEntities,
  ...resourceEntities,
  ...customerReferenceEntities,
  ...idempotencyEntities,
];

export const listingMigrations = [CreateListingTables1764200001000, CreateOpenHomeVisitors1764200002000, CreateAssets1764400001000, CreateBulkUploads1764400002000, CreateStores1764400003000, ListingAgentLinks1764400004000, RepairUnreadableInstants1764700001000, CreateResources1765000029100, ListingListIndexes1765100031100, ListingTypeIndex1765100031300, ListingSearchIndex1765100031600, ...customerReferenceMigrations, ...idempotencyMigrations];
