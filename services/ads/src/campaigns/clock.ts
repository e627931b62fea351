// The clock the ads context builds and follows campaigns by, and the simulated network runs on: the real
// time unless told otherwise (ADS_SIMULATOR_NOW, ADS_SIMULATOR_CLOCK_OFFSET_DAYS), and movable while the
// module runs, so a test or a demo sees a campaign deliver, and complete, without waiting for days.
import type { AdsSettings } from '../config.ts';

const DAY_MS = 86_400_000;

export class CampaignClock {
  /** What is added to the real time: the distance to ADS_SIMULATOR_NOW when it was read, the offset days, and every advance since. */
  private offsetMs: number;
  private readonly realNow: () => number;

  constructor(settings: Pick<AdsSettings, 'simulatorNow' | 'simulatorOffsetDays'>, realNow: () => number = Date.now) {
    this.realNow = realNow;
    // A fixed start still flows on from there: pauses, reviews and retries take their real time.
    const toStart = settings.simulatorNow ? settings.simulatorNow.getTime() - realNow() : 0;
    this.offsetMs = toStart + settings.simulatorOffsetDays * DAY_MS;
  }

  now(): Date {
    return new Date(this.realNow() + this.offsetMs);
  }

  /** Moves the clock on (or back, with a negative amount). */
  advance(ms: number): void {
    this.offsetMs += ms;
  }

  advanceDays(days: number): void {
    this.advance(days * DAY_MS);
  }
}

const clocks = new WeakMap<object, CampaignClock>();

/**
 * The module's one clock: a second call with the same module context gets the same one, so a test
 * reaches the running module's clock by its context (`campaignClockOf(svc.booted.context)`).
 */
export function campaignClockOf(ctx: object, settings?: Pick<AdsSettings, 'simulatorNow' | 'simulatorOffsetDays'>): CampaignClock {
  let clock = clocks.get(ctx);
  if (!clock) {
    clock = new CampaignClock(settings ?? { simulatorNow: null, simulatorOffsetDays: 0 });
    clocks.set(ctx, clock);
  }
  return clock;
}
