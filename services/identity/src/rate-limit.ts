// Sign-in throttling, per account (failed attempts) and per client address (all attempts).
// On MySQL the counters live in the database, so every replica counts the same attempts; in the
// embedded default (one process) they live in memory.
import { RateLimiterMemory, RateLimiterMySQL, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import { tooManyRequests } from '@adops/platform';
import type { IdentityConfig } from './identity-config.ts';

export class SignInLimiter {
  private readonly perAccount: RateLimiterAbstract;
  private readonly perAddress: RateLimiterAbstract;

  constructor(ds: DataSource, config: IdentityConfig) {
    const common = { duration: config.rateWindowSeconds };
    if (ds.options.type === 'mysql') {
      const pool = (ds.driver as unknown as { pool: unknown }).pool;
      const store = { storeClient: pool, storeType: 'pool', dbName: ds.options.database as string, tableName: 'rate_limits', tableCreated: true, clearExpiredByTimeout: true };
      this.perAccount = new RateLimiterMySQL({ ...store, ...common, keyPrefix: 'acct', points: config.maxFailuresPerAccount });
      this.perAddress = new RateLimiterMySQL({ ...store, ...common, keyPrefix: 'addr', points: config.maxAttemptsPerAddress });
    } else {
      this.perAccount = new RateLimiterMemory({ ...common, keyPrefix: 'acct', points: config.maxFailuresPerAccount });
      this.perAddress = new RateLimiterMemory({ ...common, keyPrefix: 'addr', points: config.maxAttemptsPerAddress });
    }
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

  /** 429 while the account has too many recent failures, even with the right password. */
  async assertAccountOpen(account: string): Promise<void> {
    const res = await this.perAccount.get(account);
    if (res && res.consumedPoints >= this.perAccount.points) {
      throw tooManyRequests(res.msBeforeNext / 1000, `Too many failed sign-in attempts. Try again in ${Math.ceil(res.msBeforeNext / 1000)} seconds.`);
    }
  }

  async failed(account: string): Promise<void> {
    await this.perAccount.penalty(account, 1);
  }

  async succeeded(account: string): Promise<void> {
    await this.perAccount.delete(account);
  }
}
