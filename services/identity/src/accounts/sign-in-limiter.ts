// Sign-in throttling that a stranger cannot turn against an account's owner:
//   - per client address, every attempt counts: a burst from one address gets 429 (the address, not
//     the account, is refused);
//   - per account *and* address, failures count: after a few, that address may not try that account
//     again for the window, while the owner signing in from elsewhere is not affected;
//   - per account over all addresses, failures only slow things down: past a threshold each attempt
//     waits a little longer (doubling, capped), which makes a distributed guessing attack slow without
//     ever refusing the right password.
// On MySQL the counters live in the database, so every replica counts the same attempts; in the
// embedded default (one process) they live in memory.
import { setTimeout as sleep } from 'node:timers/promises';
import { RateLimiterMemory, RateLimiterMySQL, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import { tooManyRequests } from '@adops/platform';
import type { IdentityConfig } from '../identity-config.ts';

/** The first slowed attempt waits this long; each further failure doubles it, up to the cap. */
const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 4000;

export class SignInLimiter {
  private readonly perPair: RateLimiterAbstract;
  private readonly perAccount: RateLimiterAbstract;
  private readonly perAddress: RateLimiterAbstract;
  private readonly delayAfter: number;

  constructor(ds: DataSource, config: IdentityConfig) {
    const common = { duration: config.rateWindowSeconds };
    const make = (keyPrefix: string, points: number): RateLimiterAbstract => {
      if (ds.options.type !== 'mysql') return new RateLimiterMemory({ ...common, keyPrefix, points });
      const pool = (ds.driver as unknown as { pool: unknown }).pool;
      return new RateLimiterMySQL({ storeClient: pool, storeType: 'pool', dbName: ds.options.database as string, tableName: 'rate_limits', tableCreated: true, clearExpiredByTimeout: true, ...common, keyPrefix, points });
    };
    this.perPair = make('pair', config.maxFailuresPerAccount);
    // Only counted, never exhausted: it sets the delay.
    this.perAccount = make('acct', Number.MAX_SAFE_INTEGER);
    this.perAddress = make('addr', config.maxAttemptsPerAddress);
    this.delayAfter = config.delayAfterAccountFailures;
  }

  /** Counts an attempt from this address; 429 once the address has used up its attempts. */
  async attempt(address: string): Promise<void> {
    try {
      await this.perAddress.consume(address);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw tooManyRequests(error.msBeforeNext / 1000, `Too many attempts from this address. Try again in ${Math.ceil(error.msBeforeNext / 1000)} seconds.`);
      throw error;
    }
  }

  /**
   * Before checking a password: 429 when this address has failed this account too often, else waits
   * the account's current delay.
   */
  async beforeCheck(account: string, address: string): Promise<void> {
    const pair = await this.perPair.get(pairKey(account, address));
    if (pair && pair.consumedPoints >= this.perPair.points) {
      throw tooManyRequests(pair.msBeforeNext / 1000, `Too many failed sign-in attempts. Try again in ${Math.ceil(pair.msBeforeNext / 1000)} seconds.`);
    }
    const delay = delayFor((await this.perAccount.get(account))?.consumedPoints ?? 0, this.delayAfter);
    if (delay > 0) await sleep(delay);
  }

  async failed(account: string, address: string): Promise<void> {
    await Promise.all([this.perPair.penalty(pairKey(account, address), 1), this.perAccount.penalty(account, 1)]);
  }

  /** The right password from this address clears this address's failures, not the account's. */
  async succeeded(account: string, address: string): Promise<void> {
    await this.perPair.delete(pairKey(account, address));
  }
}

const pairKey = (account: string, address: string) => `${account}|${address}`;

/** How long an attempt on an account with this many recent failures waits. */
export function delayFor(failures: number, threshold: number): number {
  if (failures < threshold) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (failures - threshold));
}
