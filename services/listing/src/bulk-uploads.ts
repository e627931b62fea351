// Bulk uploads (spec 002, bulk manage listings): an upload of a csv, an .xlsx or a zip with images is
// checked whole, stored, and becomes a batch whose rows a background job makes into listings
// (bulk-job.ts); batches are listed with their progress, read with their row errors, and distributed
// to a store as a REAXML feed. Tenancy comes with the owned resources (persistence/bulk-resources.ts).
import { rm } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import {
  checkCustomerReferences,
  invalidField, makeWorkFolder, notFound, Problem, scopeOf, type Actor, type Jobs, type Logger, type ObjectStore, type PendingObjects, type Principal, type UploadedFile, type ResourceListQuery,
} from '@adops/platform';
import type { ListingResources } from './persistence/resources.ts';
import type { BulkResources } from './persistence/bulk-resources.ts';
import { BulkUploadRowEntity, type BulkDistributionRow, type BulkUploadRow, type BulkUploadRowOutcome } from './persistence/bulk-entities.ts';
import { countBulkRows, openBulkFile, type BulkFormat } from './bulk-file.ts';
import type { StoreOfCustomer } from './bulk-store-check.ts';
import { BULK_UPLOAD_JOB, type BulkJobInput } from './bulk-job.ts';
import { toReaxmlListing, writeReaxml, type ListingType, type MetaDataEntry } from './domain/reaxml/index.ts';

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

export interface BulkUploadsDeps {
  listings: ListingResources;
  bulk: BulkResources;
  objects: ObjectStore;
  /** Keys put before their batch commits (swept when a crash left them). */
  pending: PendingObjects;
  jobs: Jobs;
  storeOfCustomer: StoreOfCustomer;
  log: Logger;
}

export class BulkUploads {
  private readonly d: BulkUploadsDeps;

  constructor(deps: BulkUploadsDeps) {
    this.d = deps;
  }

  /**
   * Checks the upload whole (format, archive, table header and rows) before anything is stored; then
   * stores it and writes the batch and its job in one transaction. Nothing is left behind on a refusal
   * or a failure: no object, no batch, no job.
   */
  async create(actor: Principal, file: UploadedFile, form: BulkUploadForm): Promise<BatchView> {
    const owner = this.ownerOf(actor, form);
    await this.checkReferences(actor, owner);
    const work = await makeWorkFolder('bulk');
    try {
      const opened = await openBulkFile(file.path, work);
      const total = await countBulkRows(opened);
      const objectKey = `bulk-uploads/${randomUUID()}/upload.${opened.format}`;
      // Recorded as pending first: a crash between the put and the batch's commit leaves it to the sweep.
      await this.failingAsUploadFail(async () => {
        await this.d.pending.register([objectKey]);
        await this.d.objects.put(objectKey, file.stream(), { contentType: CONTENT_TYPES[opened.format] }).catch(async (error: unknown) => {
          await this.d.pending.abandon([objectKey]).catch(() => undefined);
          throw error;
        });
      });
      const name = (form.name ?? file.filename ?? `upload.${opened.format}`).trim().slice(0, 200) || `upload.${opened.format}`;
      try {
        return await this.d.listings.kit.transaction(async (tx) => {
          const batch = await this.d.bulk.batches.insert(tx, {
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
            createdBy: actor.userId,
            finishedAt: null,
          });
          await this.d.pending.settle(tx.m, [objectKey]);
          const input: BulkJobInput = { bulkId: batch.id };
          const job = await this.d.jobs.enqueue(BULK_UPLOAD_JOB, input, owner, { createdBy: actor.userId, name, manager: tx.m });
          return this.d.bulk.batches.write(tx, batch, { jobId: job.id });
        });
      } catch (error) {
        await this.d.pending.abandon([objectKey]).catch((e: unknown) => this.d.log.warn({ err: e, objectKey }, 'bulk upload: stored file not removed; the pending-objects sweep will'));
        this.d.log.error({ err: error }, 'bulk upload: batch not written');
        throw fileUploadFail();
      }
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }

  /** Newest first, each with its progress. */
  async list(actor: Principal, q: BulkListQuery) {
    const page = await this.d.bulk.batches.list(actor, q, { customerId: q.customerId });
    return { items: page.items, count: page.count };
  }

  /** One batch the actor reaches, with the messages of the rows left out (file order). */
  async get(actor: Actor, id: string): Promise<{ batch: BatchView; errors: Array<{ row: number; message: string }> }> {
    const batch = await this.d.bulk.batches.get(actor, id);
    // eslint-disable-next-line no-restricted-syntax -- a row outcome belongs to its batch, which the actor reached above
    const failed = await this.d.listings.kit.ds.getRepository(BulkUploadRowEntity)
      .createQueryBuilder('r')
      .where('r.bulkId = :id AND r.error IS NOT NULL', { id })
      .orderBy('r.rowNumber', 'ASC')
      .limit(10_000)
      .getMany();
    return { batch, errors: failed.map((r: BulkUploadRowOutcome) => ({ row: r.rowNumber, message: r.error! })) };
  }

  /**
   * Records a distribution of a batch to one of its customer's stores (the same one again: that one).
   * The feed is written when fetched, so a batch still being read may be distributed: the feed grows with it.
   */
  async distribute(actor: Principal, bulkId: string, storeId: string): Promise<{ distribution: BulkDistributionRow; created: boolean }> {
    return this.d.listings.kit.transaction(async (tx) => {
      const batch = await this.d.bulk.batches.get(actor, bulkId, tx.m);
      if (!(await this.d.storeOfCustomer(tx.m, batch.customerId, storeId))) throw notFound('Store not found.');
      const qb = await this.d.bulk.distributions.queryForUpdate(tx, actor);
      const existing = await qb.andWhere('d.bulkId = :bulkId AND d.storeId = :storeId', { bulkId, storeId }).getOne();
      if (existing) return { distribution: existing, created: false };
      const distribution = await this.d.bulk.distributions.insert(tx, {
        bulkId,
        customerId: batch.customerId,
        officeId: batch.officeId,
        agentId: batch.agentId,
        storeId,
        createdBy: actor.userId,
      });
      return { distribution, created: true };
    });
  }

  /** The batch's listings as they are now, as a REAXML feed (types with no REAXML kind are left out). */
  async feed(actor: Actor, bulkId: string, distributionId: string): Promise<string> {
    const distribution = await this.d.bulk.distributions.get(actor, distributionId);
    if (distribution.bulkId !== bulkId) throw notFound('Distribution not found.');
    const qb = await this.d.listings.listings.query(actor);
    const listings = await qb.andWhere('l.bulkId = :bulkId', { bulkId }).orderBy('l.createdAt', 'ASC').addOrderBy('l.id', 'ASC').take(10_000).getMany();
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
      this.d.log.error({ err: error }, 'bulk upload: the file could not be stored');
      throw fileUploadFail();
    }
  }

  /**
   * Staff name the customer; a dashboard user's batch is their customer's. The office and agent sent
   * become the listings' (as createListing's officeId and first agent): a branch manager's office is one
   * of theirs, an agent's or branch user's agent is always their own.
   */
  /**
   * The batch's customer (named by staff), office and agent exist and belong together, by the projection
   * of the customer context, before anything is stored: 400 at the field otherwise. A dashboard user's
   * own customer and an agent's own id come with the session and are not looked up.
   */
  private checkReferences(actor: Principal, owner: { customerId: string; officeId: string | null; agentId: string | null }): Promise<void> {
    const own = scopeOf(actor).level === 'agent' ? actor.agentId : undefined;
    const agentIds = owner.agentId && owner.agentId !== own ? [owner.agentId] : [];
    return this.d.listings.kit.transaction((tx) =>
      checkCustomerReferences(tx.m, { customerId: owner.customerId, checkCustomer: actor.kind === 'staff', officeId: owner.officeId, agentIds }, {
        customer: '/body/customerId',
        office: '/body/officeId',
        agent: () => '/body/agentId',
      }),
    );
  }

  private ownerOf(actor: Principal, form: BulkUploadForm): { customerId: string; officeId: string | null; agentId: string | null } {
    const scope = scopeOf(actor);
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
