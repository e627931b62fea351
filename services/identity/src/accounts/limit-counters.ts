// Where identity's throttles count: on MySQL in the database (the rate_limits table), so every
// replica counts the same attempts; in the embedded default (one process, SQLite) in memory.
import { RateLimiterMemory, RateLimiterMySQL, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';

export type LimitCounters = (keyPrefix: string, points: number, windowSeconds: number) => RateLimiterAbstract;

export function limitCounters(ds: DataSource): LimitCounters {
  return (keyPrefix, points, duration) => {
    if (ds.options.type !== 'mysql') return new RateLimiterMemory({ keyPrefix, points, duration });
    const pool = (ds.driver as unknown as { pool: unknown }).pool;
    return new RateLimiterMySQL({ storeClient: pool, storeType: 'pool', dbName: ds.options.database as string, tableName: 'rate_limits', tableCreated: true, clearExpiredByTimeout: true, keyPrefix, points, duration });
  };
}
