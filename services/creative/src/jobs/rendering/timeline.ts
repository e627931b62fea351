// Deterministic time for a template: the page's clock is installed and paused (sandbox.ts), and a
// frame at t seconds is reached by running the clock forward to t (timers, requestAnimationFrame,
// Date and performance.now move together), calling the template's own hook if it has one, and
// putting every CSS/Web animation at t. A frame then looks the same however slow the machine is.
//
// A template may implement `window.__adopsSeek(t, info)` (t in seconds since load, info is
// { frame, fps, duration, startDelay, animationSpeed }); it may return a promise, awaited within
// the frame's time budget.
import type { Page } from 'playwright-core';
import { withDeadline } from './deadline.ts';
import type { VideoConfig } from './template-config.ts';

export interface SeekInfo extends VideoConfig {
  frame: number;
}

/** The longest a frame waits, by default, for the template's seek hook, and then for its images and fonts. */
export const SETTLE_WAIT_MS = 2_000;

export class Timeline {
  private elapsedMs = 0;
  private readonly page: Page;
  private readonly stepTimeoutMs: number;
  private readonly settleWaitMs: number;

  /**
   * stepTimeoutMs bounds each seek: running the template's timers and its hook. settleWaitMs bounds
   * each of the two waits inside it (the hook, then images and fonts), never beyond a third of the step.
   */
  constructor(page: Page, stepTimeoutMs: number, settleWaitMs = SETTLE_WAIT_MS) {
    this.page = page;
    this.stepTimeoutMs = stepTimeoutMs;
    this.settleWaitMs = settleWaitMs;
  }

  /** Moves the page to t seconds after load (never backwards) and settles it for a screenshot. */
  async seek(t: number, info: SeekInfo): Promise<void> {
    const targetMs = Math.max(this.elapsedMs, Math.round(t * 1000));
    const waitMs = Math.min(this.settleWaitMs, Math.floor(this.stepTimeoutMs / 3));
    const step = async () => {
      await this.page.clock.runFor(targetMs - this.elapsedMs);
      this.elapsedMs = targetMs;
      const at = targetMs / 1000;
      // Bounded here, on real time: in the page every timer (AbortSignal.timeout too) is the paused clock's,
      // so a wait bounded there never ends. A hook that throws fails the frame; one that never settles is left.
      await boundedWait(this.page.evaluate(runSeekHook, { t: at, info }), waitMs);
      await this.page.evaluate((seconds) => (globalThis as any).__adopsRenderer.seekAnimations(seconds), at);
      await boundedWait(this.page.evaluate(mediaReady), waitMs);
    };
    await withDeadline(step(), this.stepTimeoutMs, `The template's frame at ${targetMs / 1000} s`);
  }
}

/** The work's outcome if it settles within `ms` of real time; else nothing (a late rejection is ignored). */
async function boundedWait(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), ms)));
  try {
    const outcome = await Promise.race([work.then(() => 'done' as const), late]);
    if (outcome === 'late') work.catch(() => undefined);
  } finally {
    clearTimeout(timer);
  }
}

/** Runs in the page: the template's own seek hook, if it has one (the DOM is reached through globalThis). */
async function runSeekHook({ t, info }: { t: number; info: SeekInfo }): Promise<void> {
  const w = globalThis as any;
  if (typeof w.__adopsSeek === 'function') await w.__adopsSeek(t, info);
}

/** Runs in the page: settles when its images have loaded or failed and its fonts are ready. */
async function mediaReady(): Promise<void> {
  const w = globalThis as any;
  const pending = [...w.document.images].filter((img: any) => !img.complete);
  const loaded = Promise.all(
    pending.map(
      (img: any) =>
        new Promise<void>((resolve) => {
          img.addEventListener('load', () => resolve(), { once: true });
          img.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  );
  await Promise.all([loaded, w.document.fonts.ready]);
}
