// One module's jobs: the kinds it defines, and enqueue / get / list / stop / rerun over its `jobs`
// table. createJobs(ctx) gives the module's one registry (a second call with the same context gets
// the same one, so several parts of a module share one runner and one concurrency bound), and
// registers its runner with the module's lifecycle: it starts and stops with the module.
import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { Logger } from '../logger.ts';
import type { ModuleLifecycle } from '../lifecycle.ts';
import { JobEntity, type JobRow } from './schema.ts';
import { toRecord } from './records.ts';
import { JobRunner } from './runner.ts';
import { endJob } from './endings.ts';
import { onCommit } from '../events/commit-hooks.ts';
import { DEFAULT_JOBS_SETTINGS, jobsConcurrency, jobsRunnerEnabled, type JobsSettings } from './settings.ts';
import type { EnqueueOptions, JobKind, JobListQuery, JobOwner, JobPage, JobRecord } from './types.ts';

export interface Jobs {
  define<Input, Result>(kind: string, definition: JobKind<Input, Result>): void;
  enqueue<Input>(kind: string, input: Input, owner: JobOwner, options?: EnqueueOptions): Promise<JobRecord<Input>>;
  /** Unscoped: callers check the owner (or read through the owned-resource kit). */
  get(id: string): Promise<JobRecord | null>;
  /** Newest first. */
  list(query: JobListQuery): Promise<JobPage>;
  /** queued -> stopped; running -> stopping (its run sees stopRequested). Null when there is no such job. */
  stop(id: string): Promise<JobRecord | null>;
  /** A new queued job with the same kind, owner and input, rerunOf = id. Null when there is no such job. */
  rerun(id: string, options?: Omit<EnqueueOptions, 'name'>): Promise<JobRecord | null>;
  /** The runner, started and stopped by the module's lifecycle; tests call them directly. */
  startRunner(): void;
  /** Asks running jobs to stop and re-queues them (shutdown is not their failure). */
  stopRunner(): Promise<void>;
  /** Re-queues or fails jobs whose runner died now, instead of at the next scan; for tests. */
  requeueStale(): Promise<void>;
}

/** What createJobs needs of a module context (ServiceContext has it all). */
export interface JobsContext {
  dataSource: DataSource;
  log: Logger;
  lifecycle?: ModuleLifecycle;
}

const MAX_LIMIT = 100;

class JobRegistry {
  private readonly ds: DataSource;
  private readonly kinds = new Map<string, JobKind<unknown, unknown>>();
  readonly runner: JobRunner;

  constructor(ds: DataSource, log: Logger, settings: JobsSettings) {
    this.ds = ds;
    this.runner = new JobRunner(ds, log.child({ component: 'jobs' }), this.kinds, settings);
  }

  define<Input, Result>(kind: string, definition: JobKind<Input, Result>): void {
    if (this.kinds.has(kind)) throw new Error(`job kind ${kind} is defined twice`);
    this.kinds.set(kind, definition as JobKind<unknown, unknown>);
    this.runner.kick();
  }

  async enqueue<Input>(kind: string, input: Input, owner: JobOwner, options: EnqueueOptions = {}): Promise<JobRecord<Input>> {
    if (!this.kinds.has(kind)) throw new Error(`job kind ${kind} is not defined in this module`);
    const row: JobRow = {
      id: randomUUID(),
      kind,
      status: 'queued',
      customerId: owner.customerId,
      officeId: owner.officeId ?? null,
      agentId: owner.agentId ?? null,
      name: options.name ?? null,
      input: JSON.stringify(input ?? null),
      result: null,
      checkpoint: null,
      error: null,
      total: null,
      done: 0,
      failed: 0,
      createdBy: options.createdBy ?? null,
      createdAt: new Date(),
      startedAt: null,
      finishedAt: null,
      heartbeatAt: null,
      claim: null,
      attempt: 0,
      rerunOf: null,
    };
    return this.insert(row, options);
  }

  private async insert<Input>(row: JobRow, options: EnqueueOptions): Promise<JobRecord<Input>> {
    await (options.manager ?? this.ds.manager).insert(JobEntity, row);
    // Visible once the caller's transaction commits: wake the runner then instead of at its next poll
    // (events/commit-hooks.ts); without a transaction it is visible already, shortly after.
    const kick = () => this.runner.kick();
    if (!onCommit(options.manager, kick)) setTimeout(kick, 10).unref();
    return toRecord<Input>(row);
  }

  async get(id: string): Promise<JobRecord | null> {
    const row = await this.ds.getRepository(JobEntity).findOneBy({ id });
    return row ? toRecord(row) : null;
  }

  async list(query: JobListQuery): Promise<JobPage> {
    const limit = Math.min(Math.max(1, Math.floor(query.limit ?? 20)), MAX_LIMIT);
    const page = Math.max(1, Math.floor(query.page ?? 1));
    const qb = this.ds.getRepository(JobEntity).createQueryBuilder('j');
    if (query.kinds) qb.andWhere(query.kinds.length ? 'j.kind IN (:...kinds)' : '1 = 0', { kinds: query.kinds });
    if (query.customerId !== undefined) qb.andWhere('j.customerId = :customerId', { customerId: query.customerId });
    if (query.status !== undefined) {
      const statuses = Array.isArray(query.status) ? query.status : [query.status];
      qb.andWhere(statuses.length ? 'j.status IN (:...statuses)' : '1 = 0', { statuses });
    }
    const [rows, total] = await qb
      .orderBy('j.createdAt', 'DESC')
      .addOrderBy('j.id', 'DESC')
      .skip((page - 1) * limit)
      .take(limit)
      .getManyAndCount();
    return { items: rows.map((row) => toRecord(row)), total };
  }

  async stopJob(id: string): Promise<JobRecord | null> {
    const update = (m: EntityManager, from: string, set: Partial<JobRow>) => m.createQueryBuilder().update(JobEntity).set(set).where('id = :id AND status = :from', { id, from }).execute();
    // A queued job ends here, with its kind's onStoppedOrFailed; a running one ends when its run returns.
    const row = await this.ds.getRepository(JobEntity).findOneBy({ id });
    if (!row) return null;
    // Nothing changes a queued row but its claim, which the update's condition rules out: the row read is the row stopped.
    const set = { status: 'stopped', finishedAt: new Date() } as const;
    const stopped = await endJob(this.ds, this.kinds.get(row.kind), async (m) => ((await update(m, 'queued', set)).affected ? { ...row, ...set } : null));
    if (!stopped) await update(this.ds.manager, 'running', { status: 'stopping' });
    return this.get(id);
  }

  async rerun(id: string, options: Omit<EnqueueOptions, 'name'> = {}): Promise<JobRecord | null> {
    const original = await this.ds.getRepository(JobEntity).findOneBy({ id });
    if (!original) return null;
    return this.insert(
      {
        ...original,
        id: randomUUID(),
        status: 'queued',
        result: null,
        checkpoint: null,
        error: null,
        total: null,
        done: 0,
        failed: 0,
        createdBy: options.createdBy ?? original.createdBy,
        createdAt: new Date(),
        startedAt: null,
        finishedAt: null,
        heartbeatAt: null,
        claim: null,
        attempt: 0,
        rerunOf: id,
      },
      options,
    );
  }
}

function asJobs(registry: JobRegistry): Jobs {
  return {
    define: (kind, definition) => registry.define(kind, definition),
    enqueue: (kind, input, owner, options) => registry.enqueue(kind, input, owner, options),
    get: (id) => registry.get(id),
    list: (query) => registry.list(query),
    stop: (id) => registry.stopJob(id),
    rerun: (id, options) => registry.rerun(id, options),
    startRunner: () => registry.runner.start(),
    stopRunner: () => registry.runner.stop(),
    requeueStale: () => registry.runner.requeueStale(),
  };
}

const registries = new WeakMap<object, Jobs>();

/**
 * The module's jobs. With a lifecycle in the context (bootService gives one) the runner starts and
 * stops with the module; `settings` (tests) only apply to the first call for a context.
 */
export function createJobs(ctx: JobsContext, settings: Partial<JobsSettings> = {}): Jobs {
  const existing = registries.get(ctx);
  if (existing) return existing;
  const registry = new JobRegistry(ctx.dataSource, ctx.log, { concurrency: jobsConcurrency(), ...DEFAULT_JOBS_SETTINGS, ...settings });
  const jobs = asJobs(registry);
  registries.set(ctx, jobs);
  // An API process of a context with a worker (JOBS_RUNNER=off) only enqueues; the worker runs them.
  if (jobsRunnerEnabled()) {
    ctx.lifecycle?.onStart(() => registry.runner.start());
    ctx.lifecycle?.onStop(() => registry.runner.stop());
  }
  return jobs;
}
