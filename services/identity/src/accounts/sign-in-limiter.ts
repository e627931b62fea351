// Sign-in throttling that a stranger cannot turn against an account's owner:
//   - per client address, failures count (a right password never does, so a neighbour behind the
//     same NAT signing in correctly uses up nothing): past the budget the address gets 429 on every
//     sign-in until the window ends;
//   - per account *and* address, failures count: after a few, that address may not try that account
//     again for the window, while the owner signing in from elsewhere is not affected;
//   - per account over all addresses, failures only slow things down: past a threshold each attempt
//     waits a little longer (doubling, capped), which makes a distributed guessing attack slow without
//     ever refusing the right password.
// Forgotten-password requests have a budget of their own per address (each may send a mail).
// Each answer reports its policy in the RateLimit headers (@adops/platform's rate-limit.ts).
import { setTimeout as sleep } from 'node:timers/promises';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { rateLimitExceeded, rateLimitState, type RateLimitPolicy, type RateLimitReport } from '@adops/platform';
import type { IdentityConfig } from '../config.ts';
import { delayFor } from './rules.ts';
import type { LimitCounters } from './store.ts';

export class SignInLimiter {
  private readonly perPair: RateLimiterAbstract;
  private readonly perAccount: RateLimiterAbstract;
  private readonly perAddress: RateLimiterAbstract;
  private readonly forgotPerAddress: RateLimiterAbstract;
  private readonly delayAfter: number;
  readonly addressPolicy: RateLimitPolicy;
  readonly pairPolicy: RateLimitPolicy;
  readonly forgotPolicy: RateLimitPolicy;

  constructor(counters: LimitCounters, config: IdentityConfig) {
    const window = config.rateWindowSeconds;
    this.addressPolicy = { name: 'sign-in-failures-per-address', quota: config.maxFailuresPerAddress, windowSeconds: window };
    this.pairPolicy = { name: 'sign-in-failures-per-account-and-address', quota: config.maxFailuresPerAccount, windowSeconds: window };
    this.forgotPolicy = { name: 'forgot-password-per-address', quota: config.maxForgotPerAddress, windowSeconds: window };
    this.perPair = counters('pair', config.maxFailuresPerAccount, window);
    // Only counted, never exhausted: it sets the delay.
    this.perAccount = counters('acct', Number.MAX_SAFE_INTEGER, window);
    // 'addf', not the old 'addr' (every attempt): old counters are not read as failures.
    this.perAddress = counters('addf', config.maxFailuresPerAddress, window);
    this.forgotPerAddress = counters('forgot', config.maxForgotPerAddress, window);
    this.delayAfter = config.delayAfterAccountFailures;
  }

  /** Before a sign-in: 429 once this address has failed too often, whichever accounts it tried. */
  async checkAddress(address: string, report: RateLimitReport): Promise<void> {
    const state = rateLimitState(this.addressPolicy, await this.perAddress.get(address));
    if (state.remaining <= 0) throw rateLimitExceeded(report, state, `Too many failed sign-ins from this address. Try again in ${state.resetSeconds} seconds.`);
    report(state);
  }

  /**
   * Before checking a password: 429 when this address has failed this account too often, else waits
   * the account's current delay.
   */
  async beforeCheck(account: string, address: string, report: RateLimitReport): Promise<void> {
    const pair = await this.perPair.get(pairKey(account, address));
    if (pair && pair.consumedPoints >= this.perPair.points) {
      throw rateLimitExceeded(report, rateLimitState(this.pairPolicy, pair), `Too many failed sign-in attempts. Try again in ${Math.ceil(pair.msBeforeNext / 1000)} seconds.`);
    }
    const delay = delayFor((await this.perAccount.get(account))?.consumedPoints ?? 0, this.delayAfter);
    if (delay > 0) await sleep(delay);
  }

  async failed(account: string, address: string, report: RateLimitReport): Promise<void> {
    const [, , byAddress] = await Promise.all([this.perPair.penalty(pairKey(account, address), 1), this.perAccount.penalty(account, 1), this.perAddress.penalty(address, 1)]);
    report(rateLimitState(this.addressPolicy, byAddress));
  }

  /** The right password from this address clears this address's failures of this account, not the account's. */
  async succeeded(account: string, address: string): Promise<void> {
    await this.perPair.delete(pairKey(account, address));
  }

  /** A forgotten-password request from this address: each counts; 429 once the address has used them up. */
  async forgotAttempt(address: string, report: RateLimitReport): Promise<void> {
    try {
      report(rateLimitState(this.forgotPolicy, await this.forgotPerAddress.consume(address)));
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      const state = rateLimitState(this.forgotPolicy, error);
      throw rateLimitExceeded(report, state, `Too many attempts from this address. Try again in ${state.resetSeconds} seconds.`);
    }
  }
}

const pairKey = (account: string, address: string) => `${account}|${address}`;
