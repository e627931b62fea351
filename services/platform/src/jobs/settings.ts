// How a process runs jobs. JOBS_CONCURRENCY bounds how many run at once per module (bulk uploads
// and imports are I/O and CPU heavy; two cores are shared with the web requests). The rest are
// timings tests shorten.
import { envInteger } from '../config.ts';

export interface JobsSettings {
  /** Jobs run at once by this module in this process. */
  concurrency: number;
  /** How often an idle runner looks for queued jobs (an enqueue in this process wakes it at once). */
  pollMs: number;
  /** How often a running job's heartbeat is written (progress writes it too). */
  heartbeatMs: number;
  /** A running job whose heartbeat is older than this is taken for dead and re-queued. */
  staleMs: number;
  /** Runs a job gets; a job found dead after the last is failed. */
  maxAttempts: number;
  /** How long stopping waits for running jobs to return before re-queueing them anyway. */
  shutdownWaitMs: number;
  /**
   * A run's progress is written, and its stop looked up, at most this often: a run calls them per item,
   * and a query per item would cost as much as the item. The last progress is written with the outcome.
   */
  progressMs: number;
}

export const DEFAULT_JOBS_SETTINGS: Omit<JobsSettings, 'concurrency'> = {
  pollMs: 1000,
  heartbeatMs: 5000,
  staleMs: 60_000,
  maxAttempts: 3,
  shutdownWaitMs: 10_000,
  progressMs: 500,
};

export function jobsConcurrency(env: Record<string, string | undefined> = process.env): number {
  return envInteger(env, 'JOBS_CONCURRENCY', 2, 1, 64);
}

/**
 * Whether this process runs its module's jobs (JOBS_RUNNER, on by default). A context whose jobs are heavy
 * (creative's renders) runs them on a worker Deployment of its own: its API Deployment says off, and only
 * enqueues; the worker (runWorker) says on. Both share the module's database, where the jobs wait.
 */
export function jobsRunnerEnabled(env: Record<string, string | undefined> = process.env): boolean {
  const value = (env.JOBS_RUNNER ?? 'on').trim().toLowerCase();
  if (value !== 'on' && value !== 'off') throw new Error(`JOBS_RUNNER must be on or off (got '${env.JOBS_RUNNER}')`);
  return value === 'on';
}
