// The jobs kit's contract (docs: /work/briefs/jobs-kit.md, docs/decisions.md): what a kind of job
// defines, what its run sees, and what callers read back.
import type { EntityManager } from 'typeorm';
import type { Logger } from '../logger.ts';
import type { JobStatus } from './schema.ts';

export type { JobStatus };

/** Whose job it is; callers scope reads by it (the owned-resource kit's owners). */
export interface JobOwner {
  customerId: string;
  officeId?: string | null;
  agentId?: string | null;
}

export interface JobRecord<Input = unknown, Result = unknown> {
  id: string;
  kind: string;
  status: JobStatus;
  customerId: string;
  officeId: string | null;
  agentId: string | null;
  name: string | null;
  input: Input;
  result: Result | null;
  error: string | null;
  total: number | null;
  /** Items handled so far, the failed ones among them. */
  done: number;
  /** How many of the handled items failed. */
  failed: number;
  /** done / total as a whole percent (0 without a total; 100 once completed). */
  progressPercent: number;
  createdBy: string | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  /** Which run this is: 1 on the first, one more each time a dead runner's job is re-queued. */
  attempt: number;
  rerunOf: string | null;
}

export interface RunningJob<Input = unknown> {
  id: string;
  kind: string;
  input: Input;
  owner: { customerId: string; officeId: string | null; agentId: string | null };
  attempt: number;
  /** What the last run saved with saveCheckpoint, to resume from after a crash; null on a fresh job. */
  checkpoint: unknown;
  /**
   * Records progress (and the heartbeat); call it per item. Written at most every progressMs (the
   * latest values; the last ones are written with the job's outcome), so calling it often is cheap.
   */
  progress(done: number, total?: number, failed?: number): Promise<void>;
  /** Saves the checkpoint at once, with the progress not yet written. */
  saveCheckpoint(value: unknown): Promise<void>;
  /**
   * True once someone stopped the job or the process is shutting down: return soon (the result is kept).
   * Call it between items; the job's row is looked up at most every progressMs (a shutdown is seen at once).
   */
  stopRequested(): Promise<boolean>;
  log: Logger;
}

export interface JobKind<Input, Result> {
  /**
   * Jobs of this kind run at once per process, in slots of their own; without it the kind shares the
   * module's JOBS_CONCURRENCY slots. For light, latency-bound kinds (one ad network call) that must not
   * queue behind a module's heavy ones.
   */
  concurrency?: number;
  /** Idempotent per item: after a crash it runs again from the start (or job.checkpoint). */
  run(job: RunningJob<Input>): Promise<Result>;
  /** Runs in the transaction that marks the job completed: record its outbox event here. */
  onCompleted?(job: JobRecord<Input, Result>, manager: EntityManager): Promise<void>;
  /**
   * Runs in the transaction that marks the job failed or stopped, however it got there: its run threw
   * (or onCompleted did), it was stopped (queued or running), or its runner died once too often and it
   * was given up. Keep what mirrors the job's outcome here (e.g. the status of the batch it works on):
   * its writes commit with the status or not at all. When it throws, the status is not written either
   * and the ending is recorded again later (the run's heartbeat goes stale; a stop's caller sees the error).
   */
  onStoppedOrFailed?(job: JobRecord<Input, Result>, manager: EntityManager): Promise<void>;
}

export interface EnqueueOptions {
  createdBy?: string | null;
  name?: string | null;
  /** The caller's transaction: the job is written with the request's change, or not at all. */
  manager?: EntityManager;
}

export interface JobListQuery {
  kinds?: string[];
  customerId?: string;
  status?: JobStatus | JobStatus[];
  page?: number;
  limit?: number;
}

export interface JobPage {
  items: JobRecord[];
  total: number;
}
