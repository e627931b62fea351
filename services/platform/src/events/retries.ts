// Bounded retries for a consumer: a handler that fails is tried again with a growing pause (a lock
// wait, a restarting database), at most `maxAttempts` times; then the message is given up to the
// dead letters. A failure that retrying cannot cure is given up at once.
import { setTimeout as sleep } from 'node:timers/promises';
import { UnknownEventVersion } from './event-map.ts';

export interface RetryPolicy {
  maxAttempts: number;
  /** The first pause; each next one doubles. */
  baseDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxAttempts: 5, baseDelayMs: 100 };

/** Errors no retry can cure: the message is dead-lettered on the first attempt. */
const permanent = (error: unknown) => error instanceof UnknownEventVersion || error instanceof SyntaxError;

/** Runs `attempt` until it succeeds or the policy gives up; then calls `giveUp` with the last error. */
export async function withRetries(policy: RetryPolicy, attempt: () => Promise<void>, giveUp: (error: unknown, attempts: number) => Promise<void>): Promise<void> {
  for (let n = 1; ; n++) {
    try {
      await attempt();
      return;
    } catch (error) {
      if (permanent(error) || n >= policy.maxAttempts) return giveUp(error, n);
      await sleep(policy.baseDelayMs * 2 ** (n - 1));
    }
  }
}
