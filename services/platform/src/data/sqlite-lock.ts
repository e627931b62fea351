// One SQLite connection per service file is shared by every TypeORM query runner (TypeORM's
// better-sqlite3 driver even hands out one runner object to all callers). Concurrent requests'
// transactions would interleave on it: a second BEGIN inside the first (TypeORM turns it into a
// savepoint), or one request's writes landing in, and rolled back with, another's transaction.
// So each caller gets its own runner and they take turns on the connection: a runner that begins a
// transaction holds the connection until COMMIT or ROLLBACK, and a query outside a transaction waits
// while another runner's transaction is open (it would otherwise read uncommitted data). Queries run
// synchronously once they have the connection, so nothing else is needed between transactions.
//
// Inside `ds.transaction(m => …)` use `m`: a query through the data source itself waits for the
// transaction to end and fails after `waitMs` instead of hanging.
import type { DataSource } from 'typeorm';
import type { BetterSqlite3Driver } from 'typeorm/driver/better-sqlite3/BetterSqlite3Driver.js';
import { BetterSqlite3QueryRunner } from 'typeorm/driver/better-sqlite3/BetterSqlite3QueryRunner.js';

type Owner = object;

/** A FIFO mutex with an owner; waiting longer than `waitMs` rejects. */
export class ConnectionLock {
  private owner: Owner | undefined;
  private readonly waiting: { who: Owner; grant: () => void }[] = [];
  private readonly waitMs: number;

  constructor(waitMs: number) {
    this.waitMs = waitMs;
  }

  heldBy(who: Owner): boolean {
    return this.owner === who;
  }

  acquire(who: Owner): Promise<void> {
    if (this.owner === undefined) {
      this.owner = who;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const entry = {
        who,
        grant: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(entry), 1);
        reject(new Error(`SQLite connection busy: waited ${this.waitMs} ms for another transaction to end`));
      }, this.waitMs);
      this.waiting.push(entry);
    });
  }

  release(who: Owner): void {
    if (this.owner !== who) return;
    const next = this.waiting.shift();
    this.owner = next?.who;
    next?.grant();
  }
}

class SerializedQueryRunner extends BetterSqlite3QueryRunner {
  private readonly lock: ConnectionLock;

  constructor(driver: BetterSqlite3Driver, lock: ConnectionLock, statements: Map<string, unknown>) {
    super(driver);
    this.lock = lock;
    // One statement cache for the connection: a statement runs to completion synchronously, so
    // runners can share it.
    (this as unknown as { stmtCache: Map<string, unknown> }).stmtCache = statements;
  }

  override async startTransaction(isolationLevel?: Parameters<BetterSqlite3QueryRunner['startTransaction']>[0]): Promise<void> {
    const outermost = !this.lock.heldBy(this);
    if (outermost) await this.lock.acquire(this);
    try {
      await super.startTransaction(isolationLevel);
    } catch (error) {
      if (outermost) this.lock.release(this);
      throw error;
    }
  }

  override async commitTransaction(): Promise<void> {
    try {
      await super.commitTransaction();
    } finally {
      if (!this.isTransactionActive) this.lock.release(this);
    }
  }

  override async rollbackTransaction(): Promise<void> {
    try {
      await super.rollbackTransaction();
    } finally {
      if (!this.isTransactionActive) this.lock.release(this);
    }
  }

  override async query(query: string, parameters?: unknown[], useStructuredResult?: boolean): Promise<any> {
    if (this.lock.heldBy(this)) return super.query(query, parameters, useStructuredResult);
    await this.lock.acquire(this);
    try {
      return await super.query(query, parameters, useStructuredResult);
    } finally {
      this.lock.release(this);
    }
  }

  /** A runner released inside a transaction (its COMMIT or ROLLBACK failed) rolls back and lets go. */
  override async release(): Promise<void> {
    if (this.lock.heldBy(this)) {
      try {
        if (this.driver.databaseConnection.inTransaction) this.driver.databaseConnection.exec('ROLLBACK');
      } finally {
        this.isTransactionActive = false;
        this.transactionDepth = 0;
        this.lock.release(this);
      }
    }
    return super.release();
  }
}

/** Gives every caller of `ds` its own query runner, taking turns on the one connection (see above). */
export function serializeRunners(ds: DataSource, waitMs: number): void {
  const driver = ds.driver as BetterSqlite3Driver;
  const lock = new ConnectionLock(waitMs);
  const statements = new Map<string, unknown>();
  driver.createQueryRunner = () => new SerializedQueryRunner(driver, lock, statements);
}
