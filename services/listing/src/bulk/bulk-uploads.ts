// Bulk uploads (spec 002, bulk manage listings): an upload of a csv, an .xlsx or a zip with images is
// checked whole, stored, and becomes a batch whose rows a background job makes into listings
// (bulk-job.ts); batches are listed with their progress, read with their row errors, and distributed
// to a store as a REAXML feed. Tenancy comes with the owned resources (store.ts).
import { rm } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import {
  idempotent, invalidField, makeWorkFolder, notFound, Problem, scopeOf, type Actor, type Jobs, type Logger, type ObjectStore, type PendingObjects, type Principal, type UploadedFile, type ResourceListQuery,
} from '@adops/platform';
import type { ListingStore, ListingTx } from '../listings/store.ts';
import { toReaxmlListing, writeReaxml, type ListingType, type MetaDataEntry } from '../stores/reaxml/index.ts';
import type { BulkDistributionRow, BulkUploadRow } from './entities.ts';
import type { BulkStore } from './store.ts';
import { countBulkRows, openBulkFile, type BulkFormat } from './bulk-file.ts';
import { BULK_UPLOAD_JOB, type BulkJobInput } from './bulk-job.ts';

/** Spec 002 §6, verbatim: a failure while storing or reading the upload. */
export const FILE_UPLOAD_FAIL = 'file upload fail.';
export const fileUploadFail = () => new Problem(503, 'Service Unavailable', FILE_UPLOAD_FAIL);

const CONTENT_TYPES: Record<BulkFormat, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
};

export interface BulkUploadForm {
  customerId?: string;
  officeId?: string;
  agentId?: string;
  name?: string;
}

/** The list's page, sort and search (the platform's), and its filters. */
export interface BulkListQuery extends ResourceListQuery {
  customerId?: string;
}

/** A batch as it stands: its row (its job writes its status as it ends, bulk-job.ts). */
export type BatchView = BulkUploadRow;

/**
 * Whether a store exists and is the customer's, asked before a batch is distributed to it (the stores'
 * store answers it): a store of another customer, or none, answers false, which distributeBulkUpload
 * turns into 404 'Store not found.'. Asked inside the distribution's transaction, by the batch's
 * customer (already scoped by the caller).
 */
export type StoreOfCustomer = (tx: ListingTx, customerId: string, storeId: string) => Promise<boolean>;

export interface BulkUploadsDeps {
  store: BulkStore;
  listings: ListingStore;
  objects: ObjectStore;
  /** Keys put before their batch commits (swept when a crash left them). */
  pending: PendingObjects;
  jobs: Jobs;
  storeOfCustomer: StoreOfCustomer;
  log: Logger;
}

export class BulkUploads {
  private readonly store: BulkStore;
  private readonly listings: ListingStore;
  private readonly objects: ObjectStore;
  private readonly pending: PendingObjects;
  private readonly jobs: Jobs;
  private readonly storeOfCustomer: StoreOfCustomer;
  private readonly log: Logger;

  constructor(deps: BulkUploadsDeps) {
    this.store = deps.store;
    this.listings = deps.listings;
    this.objects = deps.objects;
    this.pending = deps.pending;
    this.jobs = deps.jobs;
    this.storeOfCustomer = deps.storeOfCustomer;
    this.log = deps.log;
  }

  /**
   * Checks the upload whole (format, archive, table header and rows) before anything is stored; then
   * stores it and writes the batch and its job in one transaction. Nothing is left behind on a refusal
   * or a failure: no object, no batch, no job. With an Idempotency-Key, the same form and file again
   * answer the batch the first call made (its stored copy of this upload is dropped); another form or
   * file under the key is 409.
   */
  async create(principal: Principal, file: UploadedFile, form: BulkUploadForm, idempotencyKey?: string): Promise<BatchView> {
    const owner = this.ownerOf(principal, form);
    await this.checkReferences(principal, owner);
    const work = await makeWorkFolder('bulk');
    try {
      const opened = await openBulkFile(file.path, work);
      const total = await countBulkRows(opened);
      const objectKey = `bulk-uploads/${randomUUID()}/upload.${opened.format}`;
      // Recorded as pending first: a crash between the put and the batch's commit leaves it to the sweep.
      await this.failingAsUploadFail(async () => {
        await this.pending.register([objectKey]);
        await this.objects.put(objectKey, file.stream(), { contentType: CONTENT_TYPES[opened.format] }).catch(async (error: unknown) => {
          await this.pending.abandon([objectKey]).catch(() => undefined);
          throw error;
        });
      });
      const name = (form.name ?? file.filename ?? `upload.${opened.format}`).trim().slice(0, 200) || `upload.${opened.format}`;
      const request = idempotencyKey ? { ...form, file: await file.sha256() } : form;
      try {
        const { result, replayed } = await idempotent(this.store.kit, { operation: 'createBulkUpload', principal, key: idempotencyKey, request }, async (tx) => {
          const batch = await this.store.batches.insert(tx, {
            ...owner,
            name,
            format: opened.format,
            status: 'queued',
            total,
            done: 0,
            failed: 0,
            objectKey,
            jobId: null,
            error: null,
            createdBy: principal.userId,
            finishedAt: null,
          });
          await this.store.settle(tx, [objectKey]);
          const input: BulkJobInput = { bulkId: batch.id };
          const job = await this.store.enqueue(tx, this.jobs, BULK_UPLOAD_JOB, input, owner, { createdBy: principal.userId, name });
          return this.store.batches.write(tx, batch, { jobId: job.id });
        }, { idOf: (batch) => batch.id, replay: (id) => this.store.batches.get(principal, id) });
        if (replayed) await this.pending.abandon([objectKey]).catch((e: unknown) => this.log.warn({ err: e, objectKey }, 'bulk upload: repeated file not removed; the pending-objects sweep will'));
        return result;
      } catch (error) {
        // A key reused for another upload is the client's to hear (409); any other failure is the store's.
        if (error instanceof Problem) {
          await this.pending.abandon([objectKey]).catch(() => undefined);
          throw error;
        }
        await this.pending.abandon([objectKey]).catch((e: unknown) => this.log.warn({ err: e, objectKey }, 'bulk upload: stored file not removed; the pending-objects sweep will'));
        this.log.error({ err: error }, 'bulk upload: batch not written');
        throw fileUploadFail();
      }
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }

  /** Newest first, each with its progress. */
  async list(principal: Principal, q: BulkListQuery) {
    const page = await this.store.batches.list(principal, q, { customerId: q.customerId });
    return { items: page.items, count: page.count };
  }

  /** One batch the actor reaches, with the messages of the rows left out (file order). */
  async get(actor: Actor, id: string): Promise<{ batch: BatchView; errors: Array<{ row: number; message: string }> }> {
    const batch = await this.store.batches.get(actor, id);
    // A row outcome belongs to its batch, which the actor reached above.
    const failed = await this.store.rowErrors(batch.id);
    return { batch, errors: failed.map((row) => ({ row: row.rowNumber, message: row.error! })) };
  }

  /**
   * Records a distribution of a batch to one of its customer's stores (the same one again: that one).
   * The feed is written when fetched, so a batch still being read may be distributed: the feed grows with it.
   */
  async distribute(principal: Principal, bulkId: string, storeId: string): Promise<{ distribution: BulkDistributionRow; created: boolean }> {
    return this.store.kit.transaction(async (tx) => {
      const batch = await this.store.batchIn(tx, principal, bulkId);
      if (!(await this.storeOfCustomer(tx, batch.customerId, storeId))) throw notFound('Store not found.');
      const existing = await this.store.distributionFor(tx, principal, bulkId, storeId);
      if (existing) return { distribution: existing, created: false };
      const distribution = await this.store.distributions.insert(tx, {
        bulkId,
        customerId: batch.customerId,
        officeId: batch.officeId,
        agentId: batch.agentId,
        storeId,
        createdBy: principal.userId,
      });
      return { distribution, created: true };
    });
  }

  /** The batch's listings as they are now, as a REAXML feed (types with no REAXML kind are left out). */
  async feed(actor: Actor, bulkId: string, distributionId: string): Promise<string> {
    const distribution = await this.store.distributions.get(actor, distributionId);
    if (distribution.bulkId !== bulkId) throw notFound('Distribution not found.');
    const listings = await this.listings.ofBatch(actor, bulkId);
    const published = listings.flatMap((l) => {
      const out = toReaxmlListing({
        externalId: l.reference,
        agentId: null,
        modTime: l.updatedAt.toISOString(),
        title: l.title,
        description: l.description,
        type: l.type as ListingType,
        startPrice: l.startPrice,
        images: l.images.map((i) => ({ url: i.url })),
        metaData: l.metaData as MetaDataEntry[],
      });
      return out.listing ? [out.listing] : [];
    });
    return writeReaxml(published);
  }

  private async failingAsUploadFail<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      this.log.error({ err: error }, 'bulk upload: the file could not be stored');
      throw fileUploadFail();
    }
  }

  /**
   * The batch's customer (named by staff), office and agent exist and belong together, by the projection
   * of the customer context, before anything is stored: 400 at the field otherwise. A dashboard user's
   * own customer and an agent's own id come with the session and are not looked up.
   */
  private checkReferences(principal: Principal, owner: { customerId: string; officeId: string | null; agentId: string | null }): Promise<void> {
    const own = scopeOf(principal).level === 'agent' ? principal.agentId : undefined;
    const agentIds = owner.agentId && owner.agentId !== own ? [owner.agentId] : [];
    return this.store.checkReferences({ customerId: owner.customerId, checkCustomer: principal.kind === 'staff', officeId: owner.officeId, agentIds }, {
      customer: '/body/customerId',
      office: '/body/officeId',
      agent: () => '/body/agentId',
    });
  }

  /**
   * Staff name the customer; a dashboard user's batch is their customer's. The office and agent sent
   * become the listings' (as createListing's officeId and first agent): a branch manager's office is one
   * of theirs, an agent's or branch user's agent is always their own.
   */
  private ownerOf(principal: Principal, form: BulkUploadForm): { customerId: string; officeId: string | null; agentId: string | null } {
    const scope = scopeOf(principal);
    const officeId = form.officeId ?? null;
    const agentId = form.agentId ?? null;
    if (scope.level === 'all') {
      if (!form.customerId) throw invalidField('/body/customerId', 'Customer Id is required');
      return { customerId: form.customerId, officeId, agentId };
    }
    if (scope.level === 'nothing' || (form.customerId && form.customerId !== scope.customerId)) throw notFound('Customer not found.');
    if (scope.level === 'offices' && (!officeId || !scope.officeIds.includes(officeId))) throw invalidField('/body/officeId', 'Choose one of your offices.');
    return { customerId: scope.customerId, officeId, agentId: scope.level === 'agent' ? scope.agentId : agentId };
  }
}
