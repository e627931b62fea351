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

/** The longest a frame waits for the template's seek hook, and then for its images and fonts. */
const SETTLE_WAIT_MS = 2_000;

export class Timeline {
  private elapsedMs = 0;
  private readonly page: Page;
  private readonly stepTimeoutMs: number;

  /** stepTimeoutMs bounds each seek: running the template's timers and its hook. */
  constructor(page: Page, stepTimeoutMs: number) {
    this.page = page;
    this.stepTimeoutMs = stepTimeoutMs;
  }

  /** Moves the page to t seconds after load (never backwards) and settles it for a screenshot. */
  async seek(t: number, info: SeekInfo): Promise<void> {
    const targetMs = Math.max(this.elapsedMs, Math.round(t * 1000));
    const step = async () => {
      await this.page.clock.runFor(targetMs - this.elapsedMs);
      this.elapsedMs = targetMs;
      await this.page.evaluate(settle, {
        t: targetMs / 1000,
        info,
        waitMs: Math.min(SETTLE_WAIT_MS, Math.floor(this.stepTimeoutMs / 3)),
      });
    };
    await withDeadline(step(), this.stepTimeoutMs, `The template's frame at ${targetMs / 1000} s`);
  }
}

/** Runs in the page (the DOM is reached through globalThis: the back end's types have no DOM). */
async function settle({ t, info, waitMs }: { t: number; info: SeekInfo; waitMs: number }): Promise<void> {
  const w = globalThis as any;
  // The page's timers are the paused clock's; AbortSignal.timeout runs on real time, so it bounds a wait.
  const realTimeout = () =>
    new Promise<void>((resolve) => AbortSignal.timeout(waitMs).addEventListener('abort', () => resolve()));
  if (typeof w.__adopsSeek === 'function')
    await Promise.race([Promise.resolve().then(() => w.__adopsSeek(t, info)), realTimeout()]);
  w.__adopsRenderer.seekAnimations(t);
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
  await Promise.race([Promise.all([loaded, w.document.fonts.ready]), realTimeout()]);
}
