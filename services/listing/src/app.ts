// The listing service module: its spec, tables and handlers, for its own process (main.ts) and for
// the embedded default alike.
import { fileURLToPath } from 'node:url';
import type { operations } from '@adops/openapi/generated/listing';
import { completeHandlers, createObjectStore, defineModule, loadStorageConfig, LocalObjectStore, S3ObjectStore, sweepStaleTempFolders, UPLOAD_TEMP_PREFIX } from '@adops/platform';
import { listingEntities } from './persistence/entities.ts';
import { OpenHomeVisitorEntity } from './persistence/open-home-entities.ts';
import { listingResources } from './persistence/resources.ts';
import { CreateListingTables1764200001000 } from './persistence/migrations/1764200001000-create-listing-tables.ts';
import { CreateOpenHomeVisitors1764200002000 } from './persistence/migrations/1764200002000-create-open-home-visitors.ts';
import { Listings } from './listings.ts';
import { listingHandlers } from './handlers/listings.ts';
import { OpenHomes } from './open-homes.ts';
import { openHomeHandlers } from './handlers/open-homes.ts';
import { GeoLookups } from './geo.ts';
import { geoHandlers } from './handlers/geo.ts';
import { AssetEntity } from './persistence/asset-entities.ts';
import { CreateAssets1764400001000 } from './persistence/migrations/1764400001000-create-assets.ts';
import { ASSET_WORK_PREFIX, Assets } from './assets.ts';
import { assetHandlers } from './handlers/assets.ts';

export const listingSpecPath = fileURLToPath(new URL('../../../openapi/generated/listing.openapi.yaml', import.meta.url));

export const listingModule = defineModule({
  name: 'listing',
  specPath: listingSpecPath,
  entities: [...listingEntities, OpenHomeVisitorEntity, AssetEntity],
  migrations: [CreateListingTables1764200001000, CreateOpenHomeVisitors1764200002000, CreateAssets1764400001000],
  async create(ctx) {
    const resources = listingResources(ctx.dataSource, ctx.outbox);
    // Local disk in the embedded default (served at /files by services/all-in-one), S3 in a cluster.
    const store = createObjectStore(loadStorageConfig(ctx.config));
    return {
      handlers: completeHandlers<operations>({
        ...listingHandlers({ listings: new Listings(resources) }),
        ...openHomeHandlers({ openHomes: new OpenHomes(resources) }),
        ...geoHandlers({ geo: new GeoLookups(resources) }),
        ...assetHandlers({ assets: new Assets(resources, store, ctx.log) }),
      }),
      // A development or test bucket is made on first use; a cluster's is provisioned (HeadBucket only).
      // An unreachable store fails uploads, not the service: listings, open homes and geo still answer.
      onStart: async () => {
        // Upload and work folders a crash left in the temp dir (a container's /tmp survives its restart).
        void sweepStaleTempFolders([UPLOAD_TEMP_PREFIX, ASSET_WORK_PREFIX]).then(
          (removed) => removed && ctx.log.warn({ removed }, 'asset uploads: removed temp folders of interrupted requests'),
          (error: unknown) => ctx.log.error({ err: error }, 'asset uploads: the sweep of temp folders failed'),
        );
        if (store instanceof LocalObjectStore) {
          // Temp files of puts a crash cut off; in the background, so a large store never delays the start.
          void store.sweepTemporaries().then(
            (removed) => removed && ctx.log.warn({ removed }, 'asset storage: removed temp files of interrupted writes'),
            (error: unknown) => ctx.log.error({ err: error }, 'asset storage: the sweep of temp files failed'),
          );
        }
        if (!(store instanceof S3ObjectStore)) return;
        await store.ensureBucket().catch((error: unknown) => ctx.log.error({ err: error }, 'asset storage: the S3 bucket cannot be reached; uploads will fail until it can'));
      },
    };
  },
});
