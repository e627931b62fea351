// Import jobs (spec 000: "store fetch for property-group and for listingUrls", jobs under
// api/customer/jobs: list, info, stop, rerun, search fields; create-demo-job), on the platform's jobs
// kit. A job belongs to its store's customer; the operations are staff's (admin, operations).
import { checkCustomerReferences, checkOutboundUrl, invalidField, OutboundError, notFound, toJobRecord, type JobRecord, type Jobs, type JobStatus, type Principal, type ResourceListQuery } from '@adops/platform';
import type { CreateImportJobRequest } from '@adops/openapi/generated/listing';
import { IMPORT_JOB_KIND, type ImportInput, type ImportResult, type ImportRun } from './import-run.ts';
import type { ListingResources } from './persistence/resources.ts';
import type { Stores } from './stores.ts';
import type { StoreResources } from './stores-resources.ts';

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
  private readonly kit: ListingResources['kit'];
  private readonly rows: StoreResources['jobs'];
  private readonly jobs: Jobs;
  private readonly stores: Stores;

  constructor(kit: ListingResources['kit'], rows: StoreResources['jobs'], jobs: Jobs, stores: Stores, run: ImportRun) {
    this.kit = kit;
    this.rows = rows;
    this.jobs = jobs;
    this.stores = stores;
    jobs.define<ImportInput, ImportResult>(IMPORT_JOB_KIND, { run: (job) => run.run(job) });
  }

  /** A fetch of a store the caller reaches: the whole feed, some property groups, or some listing URLs on its host. */
  async create(actor: Principal, input: CreateImportJobRequest): Promise<ImportJobRecord> {
    if (input.propertyGroups?.length && input.listingUrls?.length) throw invalidField('/body/listingUrls', 'Choose property groups or listing URLs, not both.');
    const store = await this.stores.get(actor, input.storeId);
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
    return this.jobs.enqueue(IMPORT_JOB_KIND, job, { customerId: store.customerId, officeId: store.officeId }, { createdBy: actor.userId, name: store.name }) as Promise<ImportJobRecord>;
  }

  /**
   * The bundled sample feed, for a customer: no store, no network. The customer staff name must be one
   * the projection knows (400 'Customer not found.' otherwise), checked in the transaction that enqueues.
   */
  demo(actor: Principal, customerId: string): Promise<ImportJobRecord> {
    const job: ImportInput = { source: 'demo', customerId, storeId: null, propertyGroups: [], listingUrls: [] };
    return this.kit.transaction(async (tx) => {
      await checkCustomerReferences(tx.m, { customerId, checkCustomer: true }, { customer: '/body/customerId', office: '/body', agent: () => '/body' });
      return (await this.jobs.enqueue(IMPORT_JOB_KIND, job, { customerId }, { createdBy: actor.userId, name: 'Demo feed', manager: tx.m })) as ImportJobRecord;
    });
  }

  /** Newest first, searched by name or status (the list declaration of listImportJobs), within the caller's reach. */
  async list(actor: Principal, q: ImportJobListQuery): Promise<{ items: ImportJobRecord[]; count: number }> {
    const page = await this.rows.list(actor, q, { kind: IMPORT_JOB_KIND, customerId: q.customerId, status: q.status });
    // The page's rows are the jobs table's own: each is the record, no second read per row.
    return { items: page.items.map((row) => toJobRecord<ImportInput, ImportResult>(row)), count: page.count };
  }

  async get(actor: Principal, id: string): Promise<ImportJobRecord> {
    const row = await this.rows.get(actor, id);
    if (row.kind !== IMPORT_JOB_KIND) throw notFound('Import job not found.');
    return toJobRecord<ImportInput, ImportResult>(row);
  }

  async stop(actor: Principal, id: string): Promise<ImportJobRecord> {
    await this.get(actor, id);
    return (await this.jobs.stop(id)) as ImportJobRecord;
  }

  async rerun(actor: Principal, id: string): Promise<ImportJobRecord> {
    const job = await this.get(actor, id);
    // The store may have been removed since: a rerun of its job is then 404 like the store.
    if (job.input.storeId && job.input.source === 'store') await this.stores.get(actor, job.input.storeId);
    return (await this.jobs.rerun(id, { createdBy: actor.userId })) as ImportJobRecord;
  }
}

