// Throttles of the token exchange (POST /api/auth/token), apart from sign-in's, that a stranger
// cannot turn against a partner:
//   - the key is verified first; a valid key answers to its own budget of successful exchanges
//     (per key, e.g. 60 an hour) and to nothing else, so nobody else's failures, from any address,
//     ever refuse it;
//   - failures count per key (its prefix: a guess aimed at one key) and per client address, apart;
//     past either budget a further FAILING attempt is a 429 instead of a 401. A key's secret is 32
//     random characters, so the failure budgets are no guard against guessing (nothing could guess
//     it): they keep a misbehaving client's retries, or a scan, from costing more than a 429.
// Each answer reports its policies in the RateLimit headers.
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { rateLimitExceeded, rateLimitState, tooManyRequests, type RateLimitPolicy, type RateLimitReport } from '@adops/platform';
import { sha256 } from '../accounts/secrets.ts';
import type { LimitCounters } from '../accounts/store.ts';
import type { IdentityConfig } from '../config.ts';

export class TokenExchangeLimiter {
  private readonly successes: RateLimiterAbstract;
  private readonly failuresPerKey: RateLimiterAbstract;
  private readonly failuresPerAddress: RateLimiterAbstract;
  readonly successPolicy: RateLimitPolicy;
  readonly keyFailurePolicy: RateLimitPolicy;
  readonly addressFailurePolicy: RateLimitPolicy;

  constructor(counters: LimitCounters, config: IdentityConfig) {
    const limits = config.tokenLimits;
    this.successPolicy = { name: 'token-exchanges-per-key', quota: limits.maxPerKey, windowSeconds: limits.keyWindowSeconds };
    this.keyFailurePolicy = { name: 'token-failures-per-key', quota: limits.maxFailuresPerKey, windowSeconds: limits.failureWindowSeconds };
    this.addressFailurePolicy = { name: 'token-failures-per-address', quota: limits.maxFailuresPerAddress, windowSeconds: limits.failureWindowSeconds };
    this.successes = counters('tok', limits.maxPerKey, limits.keyWindowSeconds);
    this.failuresPerKey = counters('tokfk', limits.maxFailuresPerKey, limits.failureWindowSeconds);
    this.failuresPerAddress = counters('tokfa', limits.maxFailuresPerAddress, limits.failureWindowSeconds);
  }

  /** A verified key's exchange: counted against that key alone; 429 once its budget is used up. */
  async verified(apiKey: string, report: RateLimitReport): Promise<void> {
    try {
      // The key's hash, not its prefix: a customer key's prefix may be shared by two customers.
      report(rateLimitState(this.successPolicy, await this.successes.consume(sha256(apiKey))));
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      const state = rateLimitState(this.successPolicy, error);
      throw rateLimitExceeded(report, state, `This API key has been exchanged too often. Try again in ${state.resetSeconds} seconds.`);
    }
  }

  /**
   * A failed exchange (no such key, wrong secret): counted per key prefix (when the text has one) and
   * per address. Returns normally while both are within budget (the caller then answers 401); throws
   * the 429 once either is exceeded.
   */
  async failed(keyPrefix: string | null | undefined, address: string, report: RateLimitReport): Promise<void> {
    const [byKey, byAddress] = await Promise.all([keyPrefix ? this.failuresPerKey.penalty(keyPrefix, 1) : null, this.failuresPerAddress.penalty(address, 1)]);
    const counted = [...(byKey ? [{ policy: this.keyFailurePolicy, counter: byKey }] : []), { policy: this.addressFailurePolicy, counter: byAddress }];
    const states = counted.map(({ policy, counter }) => ({ state: rateLimitState(policy, counter), over: counter.consumedPoints > policy.quota }));
    for (const { state } of states) report(state);
    const over = states.filter((s) => s.over).map((s) => s.state);
    if (!over.length) return;
    const wait = Math.max(...over.map((s) => s.resetSeconds));
    throw tooManyRequests(wait, `Too many failed token requests. Try again in ${wait} seconds.`);
  }
}
