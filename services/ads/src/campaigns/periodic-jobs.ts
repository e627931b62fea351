// A job queued when the module starts and every interval after, unless one is waiting already — how the
// campaigns' status sync, the insights sync and the lead poll are kept running (wired in app.ts). It
// lives with the campaigns, which own the jobs the others follow. Replicas may each queue one; a second
// run finds nothing more to change.
import type { Logger, ModuleLifecycle } from '@adops/platform';

export interface PeriodicJob {
  /** Whether one is waiting already (then none is queued). */
  queued(): Promise<boolean>;
  enqueue(): Promise<unknown>;
}

export function schedulePeriodicJob(lifecycle: ModuleLifecycle, job: PeriodicJob, intervalMs: number, log: Logger, what: string): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = (): void => {
    if (running) return;
    running = (async () => {
      if (!(await job.queued())) await job.enqueue();
    })()
      .catch((err: unknown) => log.warn({ err }, `could not queue the ${what}`))
      .finally(() => {
        running = undefined;
      });
  };
  lifecycle.onStart(() => {
    tick();
    timer = setInterval(tick, intervalMs);
    timer.unref();
  });
  lifecycle.onStop(async () => {
    if (timer) clearInterval(timer);
    timer = undefined;
    await running;
  });
}
