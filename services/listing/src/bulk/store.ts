// The bulk-upload tables on the context's owned-resource kit: a batch and a distribution are their
// customer's, in the batch's office and of its agent, so another customer's batch is 404 exactly like
// a missing one. A row's outcome belongs to its batch: it is read and written here by the batch's id,
// once the caller reached the batch through the kit (the request in the caller's scope, the job as SYSTEM).
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { checkCustomerReferences, SYSTEM, type CustomerReferences, type EnqueueOptions, type JobOwner, type JobRecord, type Jobs, type PendingObjects, type Principal, type ReferencePaths } from '@adops/platform';
import { lists } from '@adops/openapi/generated/lists';
import type { ListingKit, ListingTx } from '../listings/store.ts';
import { BulkDistributionEntity, BulkUploadEntity, BulkUploadRowEntity, type BulkDistributionRow, type BulkUploadRow, type BulkUploadRowOutcome } from './entities.ts';

export class BulkStore {
  readonly kit: ListingKit;
  readonly batches;
  readonly distributions;
  /** Keys put before their batch or row commits (swept when a crash left them). */
  private readonly pending: PendingObjects;

  constructor(kit: ListingKit, pending: PendingObjects) {
    this.kit = kit;
    this.pending = pending;
    const owners = { customer: 'customerId', office: { column: 'officeId', many: false }, agent: 'agentId' } as const;
    this.batches = kit.resource({ entity: BulkUploadEntity, alias: 'b', owners, notFound: 'Bulk upload not found.', list: lists.listBulkUploads });
    this.distributions = kit.resource({ entity: BulkDistributionEntity, alias: 'd', owners, notFound: 'Distribution not found.' });
  }

  /** A Tx over the transaction the jobs kit opened (a job's completing or ending one). */
  within(manager: EntityManager): ListingTx {
    return this.kit.within(manager);
  }

  /** The batch's customer, office and agent, checked against the projection of the customer context (400 at their fields). */
  checkReferences(refs: CustomerReferences, paths: ReferencePaths): Promise<void> {
    return this.kit.transaction((tx) => checkCustomerReferences(tx.m, refs, paths));
  }

  /** A batch the principal reaches, read inside the caller's transaction (404 otherwise). */
  batchIn(tx: ListingTx, principal: Principal, id: string): Promise<BulkUploadRow> {
    return this.batches.get(principal, id, tx.m);
  }

  /** A batch for the system, locked; null when it is gone. */
  async lockedBatch(tx: ListingTx, id: string): Promise<BulkUploadRow | null> {
    const qb = await this.batches.queryForUpdate(tx, SYSTEM);
    return qb.andWhere('b.id = :id', { id }).getOne();
  }

  /** The upload's stored keys are the batch's once it commits: no longer pending. */
  settle(tx: ListingTx, keys: string[]): Promise<void> {
    return this.pending.settle(tx.m, keys);
  }

  /** Enqueues the batch's job in the batch's transaction, so neither exists without the other. */
  enqueue<Input>(tx: ListingTx, jobs: Jobs, kind: string, input: Input, owner: JobOwner, options: Omit<EnqueueOptions, 'manager'>): Promise<JobRecord<Input>> {
    return jobs.enqueue(kind, input, owner, { ...options, manager: tx.m });
  }

  /** The principal's distribution of a batch to a store, locked, if there is one. */
  async distributionFor(tx: ListingTx, principal: Principal, bulkId: string, storeId: string): Promise<BulkDistributionRow | null> {
    const qb = await this.distributions.queryForUpdate(tx, principal);
    return qb.andWhere('d.bulkId = :bulkId AND d.storeId = :storeId', { bulkId, storeId }).getOne();
  }

  /** The rows of a batch left out, in file order (at most 10 000). */
  rowErrors(bulkId: string): Promise<BulkUploadRowOutcome[]> {
    return this.kit.ds.getRepository(BulkUploadRowEntity)
      .createQueryBuilder('r')
      .where('r.bulkId = :id AND r.error IS NOT NULL', { id: bulkId })
      .orderBy('r.rowNumber', 'ASC')
      .limit(10_000)
      .getMany();
  }

  /** The row numbers of the batch already read (their outcome is written). */
  async rowsRead(bulkId: string): Promise<number[]> {
    const rows = await this.kit.ds.getRepository(BulkUploadRowEntity).find({ where: { bulkId }, select: { rowNumber: true } });
    return rows.map((row) => row.rowNumber);
  }

  /** Rows read and rows left out of a batch, by their outcomes (in the caller's transaction when given). */
  async counts(bulkId: string, tx?: ListingTx): Promise<{ done: number; failed: number }> {
    const m = tx?.m ?? this.kit.ds.manager;
    const done = await m.getRepository(BulkUploadRowEntity).countBy({ bulkId });
    const failed = await m.getRepository(BulkUploadRowEntity).createQueryBuilder('r').where('r.bulkId = :bulkId AND r.error IS NOT NULL', { bulkId }).getCount();
    return { done, failed };
  }

  /**
   * One row's outcome, written with the batch's counters and its pictures settled, in the row's
   * transaction: the unique (batch, row number) refuses a second outcome for the same row.
   */
  async recordRow(tx: ListingTx, outcome: { bulkId: string; rowNumber: number; listingId: string | null; error: string | null }, pictures: string[]): Promise<void> {
    await tx.m.insert(BulkUploadRowEntity, { id: randomUUID(), ...outcome, createdAt: new Date() });
    await tx.m.increment(BulkUploadEntity, { id: outcome.bulkId }, 'done', 1);
    if (outcome.error) await tx.m.increment(BulkUploadEntity, { id: outcome.bulkId }, 'failed', 1);
    await this.pending.settle(tx.m, pictures);
  }
}
