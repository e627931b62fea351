// Import jobs (spec 000: "store fetch for property-group and for listingUrls", jobs under
// api/customer/jobs: list, info, stop, rerun, search fields; create-demo-job), on the platform's jobs
// kit. A job belongs to its store's customer; the operations are staff's (admin, operations).
import { checkOutboundUrl, invalidField, OutboundError, notFound, toJobRecord, type JobRecord, type Jobs, type JobStatus, type Principal, type ResourceListQuery } from '@adops/platform';
import type { CreateImportJobRequest } from '@adops/openapi/generated/listing';
import type { Stores } from '../stores/stores.ts';
import { IMPORT_JOB_KIND, type ImportInput, type ImportResult, type ImportRun } from './import-run.ts';
import type { ImportStore } from './store.ts';

/** The list's page, sort and search (the platform's), and its filters. */
export interface ImportJobListQuery extends ResourceListQuery {
  customerId?: string;
  status?: JobStatus;
}

export type ImportJobRecord = JobRecord<ImportInput, ImportResult>;

/** The fields the job list's search matches (spec 000 "search fields"), with their labels. */
export const IMPORT_JOB_SEARCH_FIELDS = [
  { value: 'name', label: 'Name' },
  { value: 'status', label: 'Status' },
] as const;

export class ImportJobs {
  private readonly store: ImportStore;
  private readonly jobs: Jobs;
  private readonly stores: Stores;

  constructor(store: ImportStore, jobs: Jobs, stores: Stores, run: ImportRun) {
    this.store = store;
    this.jobs = jobs;
    this.stores = stores;
    jobs.define<ImportInput, ImportResult>(IMPORT_JOB_KIND, { run: (job) => run.run(job) });
  }

  /** A fetch of a store the caller reaches: the whole feed, some property groups, or some listing URLs on its host. */
  async create(principal: Principal, input: CreateImportJobRequest): Promise<ImportJobRecord> {
    if (input.propertyGroups?.length && input.listingUrls?.length) throw invalidField('/body/listingUrls', 'Choose property groups or listing URLs, not both.');
    const store = await this.stores.get(principal, input.storeId);
    // The fetch's own check (on the store's host, http(s), no user info), at each URL's field now rather than in the job.
    const host = new URL(store.url).host;
    (input.listingUrls ?? []).forEach((url, i) => {
      try {
        checkOutboundUrl(url, host);
      } catch (error) {
        if (error instanceof OutboundError) throw invalidField(`/body/listingUrls/${i}`, error.message);
        throw error;
      }
    });
    const job: ImportInput = { source: 'store', customerId: store.customerId, storeId: store.id, propertyGroups: input.propertyGroups ?? [], listingUrls: input.listingUrls ?? [] };
    return this.jobs.enqueue(IMPORT_JOB_KIND, job, { customerId: store.customerId, officeId: store.officeId }, { createdBy: principal.userId, name: store.name }) as Promise<ImportJobRecord>;
  }

  /**
   * The bundled sample feed, for a customer: no store, no network. The customer staff name must be one
   * the projection knows (400 'Customer not found.' otherwise), checked in the transaction that enqueues.
   */
  demo(principal: Principal, customerId: string): Promise<ImportJobRecord> {
    const job: ImportInput = { source: 'demo', customerId, storeId: null, propertyGroups: [], listingUrls: [] };
    return this.store.kit.transaction(async (tx) => {
      await this.store.checkCustomer(tx, customerId);
      return (await this.store.enqueue(tx, this.jobs, IMPORT_JOB_KIND, job, { customerId }, { createdBy: principal.userId, name: 'Demo feed' })) as ImportJobRecord;
    });
  }

  /** Newest first, searched by name or status (the list declaration of listImportJobs), within the caller's reach. */
  async list(principal: Principal, q: ImportJobListQuery): Promise<{ items: ImportJobRecord[]; count: number }> {
    const page = await this.store.jobs.list(principal, q, { kind: IMPORT_JOB_KIND, customerId: q.customerId, status: q.status });
    // The page's rows are the jobs table's own: each is the record, no second read per row.
    return { items: page.items.map((row) => toJobRecord<ImportInput, ImportResult>(row)), count: page.count };
  }

  async get(principal: Principal, id: string): Promise<ImportJobRecord> {
    const row = await this.store.jobs.get(principal, id);
    if (row.kind !== IMPORT_JOB_KIND) throw notFound('Import job not found.');
    return toJobRecord<ImportInput, ImportResult>(row);
  }

  async stop(principal: Principal, id: string): Promise<ImportJobRecord> {
    await this.get(principal, id);
    return (await this.jobs.stop(id)) as ImportJobRecord;
  }

  async rerun(principal: Principal, id: string): Promise<ImportJobRecord> {
    const job = await this.get(principal, id);
    // The store may have been removed since: a rerun of its job is then 404 like the store.
    if (job.input.storeId && job.input.source === 'store') await this.stores.get(principal, job.input.storeId);
    return (await this.jobs.rerun(id, { createdBy: principal.userId })) as ImportJobRecord;
  }
}

