// The runner of one module's jobs in one process. It claims queued jobs of the kinds it knows one
// at a time with a conditional UPDATE (status = 'queued'), so replicas sharing the database never
// run the same job; each claim gets a fresh token, and every later write of the run names it, so a
// run that lost its claim (taken for dead and re-queued) writes nothing. It heartbeats, re-queues
// jobs whose runner died (stale heartbeat), fails them after the last attempt, and on shutdown
// asks its jobs to stop and re-queues them. With no kinds defined it never polls.
import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager, QueryDeepPartialEntity } from 'typeorm';
import type { Logger } from '../logger.ts';
import { JobEntity, type JobRow } from './schema.ts';
import { errorMessage, toRecord } from './records.ts';
import { endJob } from './endings.ts';
import { retryTransient } from '../data/db-errors.ts';
import type { JobsSettings } from './settings.ts';
import type { JobKind, RunningJob } from './types.ts';

type AnyKind = JobKind<unknown, unknown>;
type Outcome = { ok: true; result: unknown } | { ok: false; error: unknown };

export class JobRunner {
  private readonly ds: DataSource;
  private readonly log: Logger;
  private readonly kinds: Map<string, AnyKind>;
  private readonly settings: JobsSettings;
  /** Running jobs, each with how to give it up (re-queue it) when it outlasts the shutdown wait. */
  private readonly active = new Map<Promise<void>, () => Promise<void>>();
  /** Running jobs by kind: a kind with a concurrency of its own has its own slots (kindsWithSlots). */
  private readonly activeByKind = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private shuttingDown = false;
  /** The poll in progress: stopping waits for it, so a job it is claiming is waited for too. */
  private polling: Promise<void> | undefined;
  private lastStaleScan = 0;
  /** A kick arrived while polling. */
  private kicked = false;

  constructor(ds: DataSource, log: Logger, kinds: Map<string, AnyKind>, settings: JobsSettings) {
    this.ds = ds;
    this.log = log;
    this.kinds = kinds;
    this.settings = settings;
  }

  get started(): boolean {
    return this.running;
  }

  start(): void {
    this.running = true;
    this.shuttingDown = false;
    this.kick();
  }

  /** Look for work now: a job was enqueued or finished, or a kind was defined. A kick during a poll is kept: another poll follows it at once. */
  kick(): void {
    if (!this.running || this.kinds.size === 0) return;
    if (this.polling) this.kicked = true;
    else this.schedule(0);
  }

  /** Asks running jobs to stop, waits a bounded time, and re-queues what was interrupted. */
  async stop(): Promise<void> {
    this.running = false;
    this.shuttingDown = true;
    clearTimeout(this.timer);
    await this.polling;
    if (this.active.size === 0) return;
    let timeout: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => (timeout = setTimeout(resolve, this.settings.shutdownWaitMs)));
    await Promise.race([Promise.all(this.active.keys()), waited]);
    clearTimeout(timeout);
    // A run that ignored stopRequested is given up: re-queued now, so its claim is gone and nothing
    // it writes later lands, instead of the row waiting for its heartbeat to go stale.
    for (const abandon of this.active.values()) await abandon().catch((error: unknown) => this.log.warn({ err: error }, 'could not re-queue a job at shutdown'));
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.loop(), delayMs);
    this.timer.unref();
  }

  private async loop(): Promise<void> {
    if (!this.running || this.polling || this.kinds.size === 0) return;
    this.kicked = false;
    this.polling = this.poll();
    await this.polling;
    this.polling = undefined;
    // A kick that came during the poll may name a job the poll's read could not yet see.
    if (this.running) this.schedule(this.kicked && this.kindsWithSlots().length ? 0 : this.settings.pollMs);
  }

  private async poll(): Promise<void> {
    try {
      if (Date.now() - this.lastStaleScan >= this.settings.heartbeatMs) {
        this.lastStaleScan = Date.now();
        await this.requeueStale();
      }
      for (let kinds = this.kindsWithSlots(); this.running && kinds.length; kinds = this.kindsWithSlots()) {
        const row = await this.claimOne(kinds);
        if (!row) break;
        const running = this.execute(row);
        this.activeByKind.set(row.kind, (this.activeByKind.get(row.kind) ?? 0) + 1);
        const run = running.done.finally(() => {
          this.active.delete(run);
          this.activeByKind.set(row.kind, this.activeByKind.get(row.kind)! - 1);
          this.kick();
        });
        this.active.set(run, running.abandon);
      }
    } catch (error) {
      this.log.warn({ err: error }, 'job runner poll failed; will retry');
    }
  }

  private kindList(): string[] {
    return [...this.kinds.keys()];
  }

  /**
   * The kinds a job may start of now. A kind without a concurrency of its own shares the module's
   * slots (JOBS_CONCURRENCY) with the other such kinds; a kind with one (a light job such as an ad
   * network call, next to heavy bulk uploads) runs up to that many of its own beside them.
   */
  private kindsWithSlots(): string[] {
    let shared = 0;
    for (const [name, kind] of this.kinds) if (kind.concurrency === undefined) shared += this.activeByKind.get(name) ?? 0;
    return this.kindList().filter((name) => {
      const own = this.kinds.get(name)!.concurrency;
      return own === undefined ? shared < this.settings.concurrency : (this.activeByKind.get(name) ?? 0) < own;
    });
  }

  /** The oldest queued job of one of `kinds`, claimed for this run; null when there is none. */
  private async claimOne(kinds: string[]): Promise<JobRow | null> {
    const candidates = await this.ds
      .getRepository(JobEntity)
      .createQueryBuilder('j')
      .select('j.id', 'id')
      .where("j.status = 'queued'")
      .andWhere('j.kind IN (:...kinds)', { kinds })
      .orderBy('j.createdAt', 'ASC')
      .addOrderBy('j.id', 'ASC')
      .limit(this.settings.concurrency + 4)
      .getRawMany<{ id: string }>();
    for (const { id } of candidates) {
      const claim = randomUUID();
      const now = new Date();
      const claimed = await this.ds
        .createQueryBuilder()
        .update(JobEntity)
        .set({ status: 'running', claim, heartbeatAt: now, startedAt: now, attempt: () => 'attempt + 1' })
        .where("id = :id AND status = 'queued'", { id })
        .execute();
      if (claimed.affected === 1) return this.ds.getRepository(JobEntity).findOneBy({ id, claim });
    }
    return null;
  }

  /**
   * Jobs whose runner stopped heartbeating: queued again while attempts remain, else failed. The
   * stale rows are found by a plain read and changed one by one by id, each update re-checking the
   * staleness: a range UPDATE would lock the status index's range on MySQL and deadlock with the
   * runs writing their own rows in it. A job stopped or given up here ends with its kind's
   * onStoppedOrFailed in the update's transaction; if that throws, the row stays as it was for the
   * next scan.
   */
  async requeueStale(): Promise<void> {
    const cutoff = new Date(Date.now() - this.settings.staleMs);
    const kinds = this.kindList();
    if (kinds.length === 0) return;
    // Whole rows: a job that ends here is handed to its kind's hook as a record.
    const rows = await this.ds
      .getRepository(JobEntity)
      .createQueryBuilder('j')
      .where("j.status IN ('running', 'stopping') AND j.kind IN (:...kinds) AND j.heartbeatAt < :cutoff", { kinds, cutoff })
      .getMany();
    const counts = { requeued: 0, failed: 0 };
    for (const row of rows) {
      const change: Partial<JobRow> =
        row.status === 'stopping'
          ? { status: 'stopped', claim: null, finishedAt: new Date() }
          : row.attempt < this.settings.maxAttempts
            ? { status: 'queued', claim: null }
            : { status: 'failed', claim: null, finishedAt: new Date(), error: `The job stopped responding ${this.settings.maxAttempts} times and was given up.` };
      const update = (m: EntityManager) =>
        m
          .createQueryBuilder()
          .update(JobEntity)
          .set(change)
          .where('id = :id AND status = :status AND attempt = :attempt AND heartbeatAt < :cutoff', { id: row.id, status: row.status, attempt: row.attempt, cutoff })
          .execute();
      try {
        const changed =
          change.status === 'queued'
            ? (await retryTransient(() => update(this.ds.manager))).affected === 1
            : await endJob(this.ds, this.kinds.get(row.kind), async (m) => ((await update(m)).affected === 1 ? { ...row, ...change } : null));
        if (changed && change.status === 'queued') counts.requeued++;
        if (changed && change.status === 'failed') counts.failed++;
      } catch (error) {
        this.log.warn({ err: error, jobId: row.id }, 'a stale job could not be ended; the next scan tries again');
      }
    }
    if (counts.requeued || counts.failed) this.log.warn(counts, 'jobs with a stale heartbeat');
  }

  private execute(row: JobRow): { done: Promise<void>; abandon: () => Promise<void> } {
    const kind = this.kinds.get(row.kind)!;
    const claim = row.claim!;
    const log = this.log.child({ jobId: row.id, kind: row.kind, attempt: row.attempt });
    let lost = false;
    let interrupted = false;
    // A write of this run, guarded by its claim. Alone it is run again if chosen as a deadlock
    // victim; inside a transaction (m) the whole transaction is the one to run again.
    const mine = async (set: QueryDeepPartialEntity<JobRow>, m?: EntityManager) => {
      const write = () => (m ?? this.ds.manager).createQueryBuilder().update(JobEntity).set(set).where('id = :id AND claim = :claim', { id: row.id, claim }).execute();
      const r = m ? await write() : await retryTransient(write);
      if (r.affected !== 1) lost = true;
      return r.affected === 1;
    };
    const requeue = (m?: EntityManager) => mine({ status: 'queued', claim: null, heartbeatAt: null, attempt: () => 'attempt - 1' }, m);
    const beat = setInterval(() => void mine({ heartbeatAt: new Date() }).catch((error: unknown) => log.warn({ err: error }, 'job heartbeat failed')), this.settings.heartbeatMs);
    beat.unref();
    // Progress not yet written (the latest values): written by the next progress call due, a
    // checkpoint, or with the outcome. The stop lookup is as coalesced: its last answer stands
    // for progressMs.
    let pending: Partial<JobRow> = {};
    let progressAt = 0;
    let stopCheckedAt = 0;
    let stopSeen = false;
    const takePending = () => {
      const set = pending;
      pending = {};
      progressAt = Date.now();
      return set;
    };
    const job: RunningJob = {
      id: row.id,
      kind: row.kind,
      input: JSON.parse(row.input),
      owner: { customerId: row.customerId, officeId: row.officeId, agentId: row.agentId },
      attempt: row.attempt,
      checkpoint: row.checkpoint === null ? null : JSON.parse(row.checkpoint),
      progress: async (done, total, failed) => {
        pending = { ...pending, done, ...(total === undefined ? {} : { total }), ...(failed === undefined ? {} : { failed }) };
        if (Date.now() - progressAt < this.settings.progressMs) return;
        await mine({ ...takePending(), heartbeatAt: new Date() });
      },
      saveCheckpoint: async (value) => {
        await mine({ ...takePending(), checkpoint: JSON.stringify(value ?? null), heartbeatAt: new Date() });
      },
      stopRequested: async () => {
        if (this.shuttingDown) return (interrupted = true);
        if (lost || stopSeen) return true;
        if (Date.now() - stopCheckedAt < this.settings.progressMs) return false;
        stopCheckedAt = Date.now();
        const current = await this.ds.getRepository(JobEntity).findOne({ select: { status: true, claim: true }, where: { id: row.id } });
        if (current?.claim !== claim) lost = true;
        stopSeen = lost || current?.status !== 'running';
        return stopSeen;
      },
      log,
    };
    const done = (async () => {
      log.info('job started');
      let outcome: Outcome;
      try {
        outcome = { ok: true, result: await kind.run(job) };
      } catch (error) {
        outcome = { ok: false, error };
      } finally {
        clearInterval(beat);
      }
      if (lost) return void log.warn('job lost its claim (re-queued as dead or at shutdown); its outcome is dropped');
      try {
        await this.finish(row, claim, kind, outcome, pending, interrupted || (this.shuttingDown && !outcome.ok), mine, requeue, log);
      } catch (error) {
        log.error({ err: error }, 'job outcome could not be recorded; its heartbeat will go stale and it will run again');
      }
    })();
    const abandon = async () => {
      clearInterval(beat);
      if (await requeue()) log.warn('job did not stop within the shutdown wait; re-queued');
      lost = true;
    };
    return { done, abandon };
  }

  private async finish(
    row: JobRow,
    claim: string,
    kind: AnyKind,
    outcome: Outcome,
    /** The run's last progress not yet written: written with the outcome. */
    progress: Partial<JobRow>,
    interrupted: boolean,
    mine: (set: QueryDeepPartialEntity<JobRow>, m?: EntityManager) => Promise<boolean>,
    requeue: () => Promise<boolean>,
    log: Logger,
  ): Promise<void> {
    if (interrupted) {
      // Shutting down is not the job's failure: it runs again elsewhere (or after the restart)
      // without using up an attempt.
      await requeue();
      log.info('job interrupted by shutdown; re-queued');
      return;
    }
    const finishedAt = new Date();
    const result = outcome.ok ? JSON.stringify(outcome.result ?? null) : null;
    const current = await this.ds.getRepository(JobEntity).findOneBy({ id: row.id, claim });
    if (!current) return void log.warn('job lost its claim (taken for dead); its outcome is dropped');
    // Failed or stopped: the status and the kind's onStoppedOrFailed in one transaction. If the hook
    // throws, neither is written; the caller logs it and the stale heartbeat brings the job back.
    const end = async (ending: Pick<JobRow, 'status' | 'claim' | 'finishedAt'> & Partial<JobRow>) => {
      const set = { ...progress, ...ending };
      if (!(await endJob(this.ds, kind, async (m) => ((await mine(set, m)) ? { ...current, ...set } : null)))) log.warn('job lost its claim; its outcome is dropped');
    };
    if (current.status === 'stopping') {
      await end({ status: 'stopped', claim: null, finishedAt, result });
      return void log.info('job stopped');
    }
    if (!outcome.ok) {
      await end({ status: 'failed', claim: null, finishedAt, error: errorMessage(outcome.error) });
      return void log.warn({ err: outcome.error }, 'job failed');
    }
    try {
      // A deadlock is the database's, not the job's: the completion runs again, and only an error
      // of onCompleted (or one that persists) fails the job.
      await retryTransient(() =>
        this.ds.transaction(async (m) => {
          const set = { ...progress, status: 'completed', claim: null, finishedAt, result } as const;
          if (!(await mine(set, m))) throw new Error('the job lost its claim');
          // The row as just written, without reading it again: the one read above with this write's changes
          // (while the claim is held only this run writes its fields; a stop writes the status, set here).
          await kind.onCompleted?.(toRecord({ ...current, ...set }), m);
        }),
      );
      log.info('job completed');
    } catch (error) {
      // onCompleted failed: its event and the status rolled back together; the job is failed.
      await end({ status: 'failed', claim: null, finishedAt, error: errorMessage(error) });
      log.error({ err: error }, 'job completion failed');
    }
  }
}
