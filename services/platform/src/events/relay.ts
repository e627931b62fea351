// The outbox relay: publishes pending outbox rows in order, marks them sent, and on failure keeps
// them and retries with exponential backoff. Nothing is lost while the broker is down.
// On MySQL several replicas may relay at once: rows are claimed with FOR UPDATE SKIP LOCKED.
// On SQLite (the embedded default) one process relays each file, so there is nothing to claim
// against, and no transaction is held while sending: in-process delivery runs the other services'
// handlers, which may be waiting for this service's connection in turn (see data/sqlite-lock.ts).
import type { DataSource } from 'typeorm';
import type { Logger } from '../logger.ts';
import { OutboxEntity, type OutboxRow } from './schema.ts';
import type { EventTransport } from './transports.ts';

export interface RelayOptions {
  dataSource: DataSource;
  transport: EventTransport;
  log: Logger;
  batchSize?: number;
  idleMs?: number;
  maxBackoffMs?: number;
}

export class OutboxRelay {
  private readonly opts: Required<RelayOptions>;
  private readonly lockClause: string;
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private busy: Promise<void> | undefined;
  private failures = 0;
  /** A kick arrived while a batch was in flight: its rows may have committed after that batch's read. */
  private kicked = false;

  constructor(options: RelayOptions) {
    this.opts = { batchSize: 100, idleMs: 500, maxBackoffMs: 30_000, ...options };
    this.lockClause = options.dataSource.options.type === 'mysql' ? ' FOR UPDATE SKIP LOCKED' : '';
  }

  start(): void {
    this.running = true;
    this.schedule(0);
  }

  /** Publish soon: something was just written. A kick during a batch is kept: another batch follows it at once. */
  kick(): void {
    if (!this.running || this.failures > 0) return;
    if (this.busy) this.kicked = true;
    else this.schedule(0);
  }

  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.timer);
    await this.busy;
    await this.opts.transport.stop();
  }

  /** Publishes until the outbox is empty or the transport fails; for tests and shutdown. */
  async drain(): Promise<void> {
    while ((await this.publishBatch()) === this.opts.batchSize);
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.loop(), delayMs);
    this.timer.unref();
  }

  private async loop(): Promise<void> {
    if (!this.running || this.busy) return;
    this.kicked = false;
    let sent = 0;
    this.busy = (async () => {
      try {
        sent = await this.publishBatch();
        if (this.failures > 0) this.opts.log.info({ after: this.failures }, 'event relay recovered');
        this.failures = 0;
      } catch (error) {
        this.failures++;
        this.opts.log.warn({ err: error, failures: this.failures }, 'event relay failed; will retry');
      }
    })();
    await this.busy;
    this.busy = undefined;
    if (!this.running) return;
    if (this.failures > 0) {
      const backoff = Math.min(this.opts.maxBackoffMs, 200 * 2 ** Math.min(this.failures, 10));
      this.schedule(backoff / 2 + Math.random() * (backoff / 2));
    } else {
      this.schedule(sent === this.opts.batchSize || this.kicked ? 0 : this.opts.idleMs);
    }
  }

  /** Claims, sends and marks one batch; returns how many rows it sent. */
  private async publishBatch(): Promise<number> {
    const claim = this.lockClause !== '';
    const runner = this.opts.dataSource.createQueryRunner();
    await runner.connect();
    let rows: OutboxRow[] = [];
    try {
      // READ COMMITTED on MySQL: the claim then locks only the rows it reads, not the gaps between
      // them, so services inserting new outbox rows meanwhile never deadlock with the relay.
      if (claim) await runner.startTransaction('READ COMMITTED');
      rows = (await runner.query(
        `SELECT * FROM outbox WHERE sentAt IS NULL ORDER BY seq LIMIT ${this.opts.batchSize}${this.lockClause}`,
      )) as OutboxRow[];
      if (rows.length === 0) {
        if (claim) await runner.commitTransaction();
        return 0;
      }
      await this.opts.transport.send(rows);
      await runner.manager
        .createQueryBuilder()
        .update(OutboxEntity)
        .set({ sentAt: new Date(), attempts: () => 'attempts + 1' })
        .where('seq IN (:...seqs)', { seqs: rows.map((r) => Number(r.seq)) })
        .execute();
      if (claim) await runner.commitTransaction();
      return rows.length;
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => {});
      if (rows.length) {
        await runner.manager
          .createQueryBuilder()
          .update(OutboxEntity)
          .set({ attempts: () => 'attempts + 1', lastError: String((error as Error).message ?? error).slice(0, 2000) })
          .where('seq IN (:...seqs)', { seqs: rows.map((r) => Number(r.seq)) })
          .execute()
          .catch(() => {});
      }
      throw error;
    } finally {
      await runner.release();
    }
  }
}
