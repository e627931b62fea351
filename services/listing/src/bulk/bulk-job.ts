// The batch job (platform jobs kit): reads a batch's stored upload and makes one listing per row, with
// the images the row names from the zip. Idempotent per row: each row's outcome is written in the
// transaction that makes its listing, keyed unique by (batch, row number), and a rerun after a crash
// skips the rows already read, so no listing is ever made twice. bulk_upload.completed is recorded
// in the transaction that marks the job completed; a job that fails or is stopped marks its batch so
// in the transaction that marks the job.
import { createReadStream, createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { EntityManager } from 'typeorm';
import {
  IMAGE_FORMATS, isDuplicateKey, makeWorkFolder, Problem, sniffMedia, SYSTEM, thumbnail, type JobRecord, type Jobs, type Logger, type ObjectStore, type PendingObjects, type RunningJob, type Thumbnail,
} from '@adops/platform';
import type { TableRow } from '@adops/platform';
// A picture of a bulk row: at most the assets' own image limit.
import { MAX_IMAGE_BYTES } from '../assets/rules.ts';
import type { ListingRow } from '../listings/entities.ts';
import { listingEvent } from '../listings/events.ts';
import { newReference, savedMetaData, type Media } from '../listings/rules.ts';
import type { ListingStore } from '../listings/store.ts';
import type { BulkUploadRow } from './entities.ts';
import { bulkUploadCompleted } from './events.ts';
import type { BulkStore } from './store.ts';
import { bulkRows, imageFile, openBulkFile, type OpenedBulkFile } from './bulk-file.ts';
import { rowListing, type RowListing } from './rules.ts';

export const BULK_UPLOAD_JOB = 'listing.bulk-upload';

export interface BulkJobInput {
  bulkId: string;
}

export interface BulkJobResult {
  total: number;
  created: number;
  failed: number;
}

export interface BulkJobDeps {
  store: BulkStore;
  listings: ListingStore;
  objects: ObjectStore;
  /** A row's pictures are pending until the row's transaction commits (swept when a crash left them). */
  pending: PendingObjects;
  log: Logger;
}

export function defineBulkUploadJob(jobs: Jobs, deps: BulkJobDeps): void {
  const job = new BulkBatchJob(deps);
  jobs.define<BulkJobInput, BulkJobResult>(BULK_UPLOAD_JOB, {
    run: (running) => job.run(running),
    onCompleted: (record, manager) => job.completed(record, manager),
    onStoppedOrFailed: (record, manager) => job.ended(record, manager),
  });
}

/** Why a row is left out, kept as its message. */
class RowRefused extends Error {}

class BulkBatchJob {
  private readonly store: BulkStore;
  private readonly listings: ListingStore;
  private readonly objects: ObjectStore;
  private readonly pending: PendingObjects;
  private readonly log: Logger;

  constructor(deps: BulkJobDeps) {
    this.store = deps.store;
    this.listings = deps.listings;
    this.objects = deps.objects;
    this.pending = deps.pending;
    this.log = deps.log;
  }

  async run(job: RunningJob<BulkJobInput>): Promise<BulkJobResult> {
    // The job acts for the batch's owner, not for a signed-in user: the system reaches the batch.
    // A rerun of a failed or stopped batch's job clears how it ended.
    const batch = await this.store.batches.update(SYSTEM, job.input.bulkId, () => ({ status: 'running', error: null, finishedAt: null }));
    const work = await makeWorkFolder('bulk-job');
    try {
      const opened = await this.download(batch, work);
      const read = new Set(await this.store.rowsRead(batch.id));
      let { done, failed } = await this.store.counts(batch.id);
      await job.progress(done, batch.total, failed);
      // The batch's own counters are written with each row; the job's progress and the stop check are
      // coalesced by the jobs kit (a query at most every progressMs), so they are called per row.
      for await (const row of bulkRows(opened)) {
        if (read.has(row.number)) continue;
        if (await job.stopRequested()) break;
        const outcome = await this.makeRow(batch, opened, row);
        if (outcome === 'skipped') continue;
        done++;
        if (outcome === 'failed') failed++;
        await job.progress(done, batch.total, failed);
      }
      return { total: batch.total, created: done - failed, failed };
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }

  /** Marks the batch completed and records its event, in the job's completing transaction. */
  async completed(record: JobRecord<BulkJobInput, BulkJobResult>, manager: EntityManager): Promise<void> {
    const tx = this.store.within(manager);
    const batch = await this.store.batches.lock(tx, SYSTEM, record.input.bulkId);
    const { done, failed } = await this.store.counts(batch.id, tx);
    await this.store.batches.write(tx, batch, { status: 'completed', done, failed, finishedAt: new Date() });
    await tx.record(bulkUploadCompleted(batch, done, failed));
  }

  /** Marks the batch failed (with the job's message) or stopped, in the transaction that ends the job. */
  async ended(record: JobRecord<BulkJobInput, BulkJobResult>, manager: EntityManager): Promise<void> {
    const tx = this.store.within(manager);
    // A batch that is gone has nothing to mirror; throwing would keep the job from ever ending.
    const batch = await this.store.lockedBatch(tx, record.input.bulkId);
    if (!batch) return;
    // Its done and failed counters are already the rows' (each row's transaction adds to them).
    await this.store.batches.write(tx, batch, {
      status: record.status === 'failed' ? 'failed' : 'stopped',
      error: record.status === 'failed' ? record.error : null,
      finishedAt: record.finishedAt ?? new Date(),
    });
  }

  /** The stored upload, copied to local disk and opened (a zip checked and extracted again: the store is not trusted either). */
  private async download(batch: BulkUploadRow, work: string): Promise<OpenedBulkFile> {
    const stored = await this.objects.get(batch.objectKey);
    if (!stored) throw new Error('file upload fail.');
    const local = join(work, `upload.${batch.format}`);
    await pipeline(stored.body, createWriteStream(local, { flags: 'wx', mode: 0o600 }));
    return openBulkFile(local, work);
  }

  /** One row: its listing with its images, or its message; written with the row's outcome and the batch's progress. */
  private async makeRow(batch: BulkUploadRow, opened: OpenedBulkFile, row: TableRow): Promise<'created' | 'failed' | 'skipped'> {
    let listing: Omit<ListingRow, 'id' | 'createdAt' | 'updatedAt'> | undefined;
    let error: string | null = null;
    let stored: string[] = [];
    try {
      const read = rowListing(row.values);
      if (!read.ok) throw new RowRefused(read.message);
      const images = await this.storeImages(batch, opened, row.number, read.listing.images);
      stored = images.keys;
      listing = this.listingOf(batch, read.listing, images.media);
    } catch (refusal) {
      if (refusal instanceof RowRefused) error = refusal.message;
      else if (refusal instanceof Problem && refusal.status < 500) error = refusal.detail;
      else throw refusal;
    }
    try {
      await this.listings.kit.transaction(async (tx) => {
        const made = listing ? await this.listings.listings.insert(tx, listing, (l) => listingEvent('listing.created', l)) : undefined;
        // The row's pictures are its listing's now: no longer pending.
        await this.store.recordRow(tx, { bulkId: batch.id, rowNumber: row.number, listingId: made?.id ?? null, error: error?.slice(0, 1000) ?? null }, stored);
      });
    } catch (failure) {
      // Another runner read this row meanwhile (the unique key refused ours): its outcome stands, ours
      // rolled back, and the pictures (the same keys) are its listing's.
      if (isDuplicateKey(failure)) return 'skipped';
      await this.pending.abandon(stored).catch((e: unknown) => this.log.warn({ err: e, bulkId: batch.id, row: row.number }, 'bulk row: pictures not removed; the pending-objects sweep will'));
      throw failure;
    }
    return error ? 'failed' : 'created';
  }

  /**
   * The row's pictures: an http(s) URL is kept as it is; any other name is a file of the zip, checked
   * by its content (gif, jpeg or png), its size and by decoding it (its thumbnail). Only when every
   * picture of the row passed are they stored, with their thumbnails, under keys made of the batch id
   * and the row number: a row left out stores nothing, and a rerun writes the same objects again. The
   * keys are recorded as pending before the puts (the row's transaction settles them), so a crash or a
   * failed transaction leaves nothing behind for good.
   */
  private async storeImages(batch: BulkUploadRow, opened: OpenedBulkFile, rowNumber: number, names: string[]): Promise<{ media: Media[]; keys: string[] }> {
    const checked: Array<{ url: string } | { path: string; extension: string; mime: string; thumb: Thumbnail }> = [];
    for (const name of names) {
      if (/^https?:\/\//i.test(name)) {
        if (!URL.canParse(name) || name.length > 2000) throw new RowRefused(`The image "${name.slice(0, 200)}" is not a valid URL.`);
        checked.push({ url: name });
        continue;
      }
      const path = imageFile(opened, name);
      if (!path) throw new RowRefused(opened.format === 'zip' ? `The image "${name}" is not in the zip.` : `The image "${name}" needs a zip that holds it (or an http(s) URL).`);
      const media = await sniffMedia(path, { accept: IMAGE_FORMATS, fileName: name });
      if ((await stat(path)).size > MAX_IMAGE_BYTES) throw new RowRefused(`The image "${name}" is larger than 20 MB.`);
      // Decoding it for its thumbnail also refuses an image that only looks like one (its message).
      checked.push({ path, extension: media.extension, mime: media.mime, thumb: await thumbnail(path) });
    }
    const files = checked.flatMap((image, index) => {
      if ('url' in image) return [];
      const key = `listings/bulk/${batch.id}/${rowNumber}-${index + 1}.${image.extension}`;
      const thumbKey = `listings/bulk/${batch.id}/${rowNumber}-${index + 1}-thumb.${image.thumb.format === 'jpeg' ? 'jpg' : image.thumb.format}`;
      return [{ index, image, key, thumbKey }];
    });
    const keys = files.flatMap((f) => [f.key, f.thumbKey]);
    await this.registerPending(keys);
    try {
      for (const { image, key, thumbKey } of files) {
        await this.objects.put(key, createReadStream(image.path), { contentType: image.mime, maxBytes: MAX_IMAGE_BYTES });
        await this.objects.put(thumbKey, Readable.from([image.thumb.data]), { contentType: image.thumb.mime });
      }
    } catch (error) {
      await this.pending.abandon(keys).catch((e: unknown) => this.log.warn({ err: e, bulkId: batch.id, row: rowNumber }, 'bulk row: pictures not removed; the pending-objects sweep will'));
      throw error;
    }
    const media = checked.map((image, index): Media => {
      if ('url' in image) return { url: image.url };
      const file = files.find((f) => f.index === index)!;
      return { url: this.objects.cdnUrl(file.key), thumbnail: this.objects.cdnUrl(file.thumbKey) };
    });
    return { media, keys };
  }

  /**
   * Records the keys as pending. A record already there is a crashed run's (a committed row settles its
   * keys): its objects and records go first, so the sweep's clock starts again for this run.
   */
  private async registerPending(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    try {
      await this.pending.register(keys);
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      await this.pending.abandon(keys);
      await this.pending.register(keys);
    }
  }

  private listingOf(batch: BulkUploadRow, row: RowListing, images: Media[]): Omit<ListingRow, 'id' | 'createdAt' | 'updatedAt'> {
    return {
      customerId: batch.customerId,
      officeId: batch.officeId,
      agentId: batch.agentId,
      reference: newReference(),
      // Spec 002 §3 knows one creationType; bulkId is what tells a batch's listings apart.
      creationType: 'DASHBOARD',
      title: row.title,
      customerUrl: row.customerUrl,
      description: row.description,
      shortDescription: row.shortDescription,
      type: row.type,
      listingOption: 'CLASSIFIED',
      startPrice: row.startPrice,
      startTimestamp: row.startTimestamp,
      listingStatus: 'DONE',
      bulkId: batch.id,
      images,
      videos: [],
      agents: batch.agentId ? [{ id: batch.agentId }] : [],
      metaData: savedMetaData(row.metaData),
    };
  }
}
