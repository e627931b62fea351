// The import job's run: read the store's feed (or the listings at the URLs named, or the bundled demo
// feed), then upsert each listing keyed by (store, the store's listing id). A listing whose fingerprint
// equals the one stored at its last write is not touched (no write, no event), so a rerun of an unchanged
// feed changes nothing; a changed one is updated (listing.updated), a new one created (listing.created),
// each in its own transaction with its link row. A listing is created only from a current one: a first
// sighting that is sold, leased, withdrawn or off the market is skipped (the import contract), and so is
// one whose listing was deleted since and that is no longer current. Stop is honoured between two
// listings. After a crash the job runs again from its checkpoint; the upserts before it are already
// idempotent. Progress and the stop check go per listing: the jobs kit coalesces their queries.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { RunningJob } from '@adops/platform';
import { listingEvent } from '../listings/events.ts';
import { newReference } from '../listings/rules.ts';
import type { ListingStore } from '../listings/store.ts';
import { readFeed, type Feed, type FeedListing } from '../stores/feed.ts';
import type { FeedSettings } from '../stores/fetch.ts';
import type { Stores } from '../stores/stores.ts';
import { importedColumns } from './listing-fields.ts';
import type { ImportStore } from './store.ts';

export const IMPORT_JOB_KIND = 'listing.store-import';

export interface ImportInput {
  source: 'store' | 'demo';
  customerId: string;
  storeId: string | null;
  propertyGroups: string[];
  listingUrls: string[];
}

export interface ImportResult {
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
  failed: number;
  warnings: string[];
}

type Outcome = 'created' | 'updated' | 'unchanged' | 'skipped';
/** Where a run's listings go: their customer and office, and the store they are keyed under. */
type Target = { customerId: string; storeId: string; officeId: string | null };
interface Checkpoint {
  next: number;
  result: ImportResult;
}

const MAX_WARNINGS = 100;
const CHECKPOINT_EVERY = 20;
const DEMO_FEED = fileURLToPath(new URL('./demo/sample-feed.xml', import.meta.url));

/** The demo feed's listings are keyed like a store's, under one id per customer (no store row). */
export function demoStoreId(customerId: string): string {
  const h = createHash('sha256').update(`listing.demo-store:${customerId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export class ImportRun {
  private readonly store: ImportStore;
  private readonly listings: ListingStore;
  private readonly stores: Stores;

  constructor(store: ImportStore, listings: ListingStore, stores: Stores) {
    this.store = store;
    this.listings = listings;
    this.stores = stores;
  }

  async run(job: RunningJob<ImportInput>): Promise<ImportResult> {
    const { input } = job;
    const { target, feed } = await this.source(input);
    const groups = new Set(input.propertyGroups);
    const items = groups.size ? feed.listings.filter((l) => groups.has(l.group)) : feed.listings;
    const saved = job.checkpoint as Checkpoint | null;
    const result: ImportResult = saved?.result ?? { created: 0, updated: 0, unchanged: 0, skipped: feed.listings.length - items.length, failed: 0, warnings: feed.warnings.slice(0, MAX_WARNINGS) };
    const warn = (text: string) => result.warnings.length < MAX_WARNINGS && result.warnings.push(text.slice(0, 1000));
    let done = saved?.next ?? 0;
    await job.progress(done, items.length, result.failed);
    for (; done < items.length; ) {
      if (await job.stopRequested()) break;
      const item = items[done]!;
      try {
        result[await this.upsert(target, item)]++;
      } catch (e) {
        result.failed++;
        warn(`listing ${item.externalId}: ${(e as Error).message}`);
        job.log.warn({ err: e, externalId: item.externalId }, 'import: listing failed');
      }
      done++;
      await job.progress(done, items.length, result.failed);
      if (done % CHECKPOINT_EVERY === 0) await job.saveCheckpoint({ next: done, result } satisfies Checkpoint);
    }
    return result;
  }

  /** Where the listings go (their owner and store key) and the feed read; the store is read once for both. */
  private async source(input: ImportInput): Promise<{ target: Target; feed: Feed }> {
    if (input.source === 'demo') {
      const feed = await readFeed('REAXML', createReadStream(DEMO_FEED), this.stores.fetcher.limits.maxBytes);
      return { target: { customerId: input.customerId, storeId: demoStoreId(input.customerId), officeId: null }, feed };
    }
    const { store, settings } = await this.stores.settingsFor(input.storeId!);
    return { target: { customerId: store.customerId, storeId: store.id, officeId: store.officeId }, feed: await this.fetch(settings, input.listingUrls) };
  }

  private async fetch(settings: FeedSettings, listingUrls: string[]): Promise<Feed> {
    if (listingUrls.length === 0) return this.stores.fetcher.read(settings);
    // Listing URLs: each a feed of its own on the store's host; a later duplicate replaces an earlier one.
    const merged = new Map<string, FeedListing>();
    const warnings: string[] = [];
    for (const url of listingUrls) {
      const feed = await this.stores.fetcher.read(settings, url);
      warnings.push(...feed.warnings);
      for (const l of feed.listings) merged.set(l.externalId, l);
    }
    return { listings: [...merged.values()], warnings };
  }

  /** One listing, in one transaction with its link: created, updated, left alone when its fingerprint is unchanged, or skipped when it is new and not current. */
  private upsert(target: Target, item: FeedListing): Promise<Outcome> {
    const { listings } = this.listings;
    return this.store.kit.transaction(async (tx) => {
      const link = await this.store.lockedLink(tx, target.storeId, item.externalId);
      if (link?.fingerprint === item.fingerprint) return 'unchanged';
      const columns = importedColumns(item);
      const current = link ? await this.listings.lockedById(tx, link.listingId) : null;
      if (link && current) {
        await listings.write(tx, current, columns, (next) => listingEvent('listing.updated', next));
        await this.store.storeListings.write(tx, link, { fingerprint: item.fingerprint });
        return 'updated';
      }
      // New to this store, or its listing was deleted since: (re)created, the store being its source,
      // when it is on the market; nothing is recorded for one that is not, so it is created once it is.
      if (item.status !== 'current') return 'skipped';
      const created = await listings.insert(
        tx,
        {
          customerId: target.customerId,
          officeId: target.officeId,
          agentId: null,
          reference: newReference(),
          creationType: 'IMPORT',
          customerUrl: null,
          shortDescription: null,
          startTimestamp: null,
          bulkId: null,
          videos: [],
          agents: [],
          ...columns,
        },
        (l) => listingEvent('listing.created', l),
      );
      if (link) {
        await this.store.storeListings.write(tx, link, { listingId: created.id, fingerprint: item.fingerprint });
        return 'updated';
      }
      await this.store.storeListings.insert(tx, { customerId: target.customerId, storeId: target.storeId, externalId: item.externalId, listingId: created.id, fingerprint: item.fingerprint });
      return 'created';
    });
  }
}
