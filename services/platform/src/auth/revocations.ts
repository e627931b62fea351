// Sessions that end when they should. A session or bearer token is an EdDSA JWT that every service
// verifies on its own; revocation is the one thing a signature cannot say. identity records two kinds
// of revocation and publishes them as events:
//   - `session.revoked`: one session (sign-out) or one API key's tokens (key revoked) by session id;
//   - `user.sessions_revoked`: every token of a user issued before an instant (deactivation, removal,
//     a change of roles or tenancy, a password change).
// A "log in as" session (one with an actor, the `act` claim) ends with its opener as well: either
// revocation of the opener's session or user refuses it too, in every service, with the same look-ups.
// Every service keeps them in its own `revocations` table (identity writes it in the business
// transaction; the others from identity's events, through the inbox) and in memory, so the check on
// each request is two Map look-ups and never a call to identity. Replicas of a service share the table
// and re-read its newest rows every second; an entry is dropped once every token it can refuse has
// expired anyway.
import { randomUUID } from 'node:crypto';
import { EntitySchema, LessThan, MoreThanOrEqual, Table, TableIndex, type DataSource, type EntityManager, type MigrationInterface, type QueryRunner } from 'typeorm';
import { idColumn, instantColumn, tableInstant, tableString } from '../data/columns.ts';
import type { Logger } from '../logger.ts';
import type { Subscription } from '../events/inbox.ts';
import { subscribeTo, type EventMaps } from '../events/event-map.ts';

/** The context that issues sessions and publishes their revocations. */
export const SESSION_ISSUER = 'identity' as const;

/** `session.revoked`: the tokens carrying this session id are refused until they expire (payload from identity's spec). */
export type SessionRevokedData = EventMaps[typeof SESSION_ISSUER]['session.revoked'];

/** `user.sessions_revoked`: every token of the user issued before `revokedBefore` is refused. */
export type UserSessionsRevokedData = EventMaps[typeof SESSION_ISSUER]['user.sessions_revoked'];

export type UserRevocationReason = UserSessionsRevokedData['reason'];

export type Revocation =
  | { kind: 'session'; sessionId: string; userId: string; expiresAt: Date }
  | { kind: 'user'; userId: string; revokedBefore: Date; expiresAt: Date; reason: UserRevocationReason };

/** What a token says about itself that revocation can refuse. */
export interface RevocableToken {
  userId: string;
  sessionId: string;
  issuedAtMs: number;
  /** A "log in as" session's opener: its revocation refuses this token too. */
  actor?: { userId: string; sessionId: string } | undefined;
}

export interface RevocationRow {
  id: string;
  kind: 'session' | 'user';
  subject: string;
  revokedBefore: Date | null;
  expiresAt: Date;
  recordedAt: Date;
}

export const RevocationEntity = new EntitySchema<RevocationRow>({
  name: 'Revocation',
  tableName: 'revocations',
  columns: {
    id: idColumn,
    kind: { type: 'varchar', length: 16 },
    subject: { type: 'varchar', length: 100 },
    revokedBefore: instantColumn(true),
    expiresAt: instantColumn(),
    recordedAt: instantColumn(),
  },
});

export class CreateRevocations1764000000000 implements MigrationInterface {
  name = 'CreateRevocations1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'revocations',
        columns: [
          { ...tableString('id', 36), isPrimary: true },
          tableString('kind', 16),
          tableString('subject', 100),
          tableInstant('revokedBefore', true),
          tableInstant('expiresAt'),
          tableInstant('recordedAt'),
        ],
      }),
    );
    await q.createIndex('revocations', new TableIndex({ name: 'revocations_recorded', columnNames: ['recordedAt'] }));
    await q.createIndex('revocations', new TableIndex({ name: 'revocations_expires', columnNames: ['expiresAt'] }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('revocations');
  }
}

const toRow = (r: Revocation, id: string): RevocationRow => ({
  id,
  kind: r.kind,
  subject: r.kind === 'session' ? r.sessionId : r.userId,
  revokedBefore: r.kind === 'user' ? r.revokedBefore : null,
  expiresAt: r.expiresAt,
  recordedAt: new Date(),
});

/** Replicas' clocks differ a little: each poll re-reads this much before its last one (rows are few). */
const POLL_OVERLAP_MS = 60_000;

export interface RevocationsOptions {
  dataSource: DataSource;
  log: Logger;
  /** How often replicas re-read the table; 0 turns polling off (one process owns the database). */
  pollMs: number;
  /**
   * The other services of this process that hear the issuer's events in process (the embedded default's
   * modules on one bus): a revocation recorded here takes effect in all of them at once, before the
   * request that made it answers, instead of when the bus reaches each. Each still records it from the event.
   */
  peers?: Set<Revocations>;
}

export class Revocations {
  private readonly sessions = new Map<string, number>();
  private readonly users = new Map<string, { before: number; expires: number }>();
  private readonly ds: DataSource;
  private readonly log: Logger;
  private readonly pollMs: number;
  private timer: NodeJS.Timeout | undefined;
  private readonly peers: Set<Revocations> | undefined;
  private lastPoll = 0;
  private lastPrune = 0;

  constructor(opts: RevocationsOptions) {
    this.ds = opts.dataSource;
    this.log = opts.log;
    this.pollMs = opts.pollMs;
    this.peers = opts.peers;
  }

  /**
   * The per-request check: two Map look-ups, four for a "log in as" session. That one is refused as
   * well once its opener's session is revoked (sign-out, or the API key that opened it), or the
   * opener's user had every token revoked at or after this one was issued (deactivation, removal, a
   * change of roles or password): the opener's own tokens and this one end together, everywhere.
   * Every entry outlives the tokens it refuses: an actor's session or user revoked after the opener's
   * token was issued refuses until that token would have expired, and identity never lets a "log in
   * as" session outlive the opener's token that opened it.
   */
  isRevoked(token: RevocableToken): boolean {
    if (this.refuses(token.sessionId, token.userId, token.issuedAtMs)) return true;
    return token.actor !== undefined && this.refuses(token.actor.sessionId, token.actor.userId, token.issuedAtMs);
  }

  /** Whether the session is revoked, or the user's tokens issued at `issuedAtMs` are. */
  private refuses(sessionId: string, userId: string, issuedAtMs: number): boolean {
    if (this.sessions.has(sessionId)) return true;
    const user = this.users.get(userId);
    return user !== undefined && issuedAtMs <= user.before;
  }

  /**
   * Writes the revocation in the caller's transaction and takes effect in this process at once (in every
   * peer's memory too: the embedded default's modules). Should
   * that transaction roll back, the tokens stay refused here until they expire: failing closed costs a
   * sign-in, never a leak.
   */
  async record(manager: EntityManager, revocation: Revocation, id: string = randomUUID()): Promise<void> {
    await manager.insert(RevocationEntity, toRow(revocation, id));
    this.apply(toRow(revocation, id));
    for (const peer of this.peers ?? []) if (peer !== this) peer.apply(toRow(revocation, id));
  }

  private apply(row: RevocationRow): void {
    const expires = row.expiresAt.getTime();
    if (expires <= Date.now()) return;
    if (row.kind === 'session') {
      this.sessions.set(row.subject, Math.max(expires, this.sessions.get(row.subject) ?? 0));
      return;
    }
    const before = row.revokedBefore!.getTime();
    const known = this.users.get(row.subject);
    this.users.set(row.subject, { before: Math.max(before, known?.before ?? 0), expires: Math.max(expires, known?.expires ?? 0) });
  }

  /** What a service consumes from the session issuer to keep its own table (not the issuer itself). */
  subscription(consumer: string): Subscription {
    return subscribeTo(consumer, SESSION_ISSUER, {
      'session.revoked': async (event, manager) => {
        const d = event.data;
        await this.record(manager, { kind: 'session', sessionId: d.sessionId, userId: d.userId, expiresAt: new Date(d.expiresAt) }, event.id);
      },
      'user.sessions_revoked': async (event, manager) => {
        const d = event.data;
        await this.record(manager, { kind: 'user', userId: d.userId, revokedBefore: new Date(d.revokedBefore), expiresAt: new Date(d.expiresAt), reason: d.reason }, event.id);
      },
    });
  }

  async start(): Promise<void> {
    this.peers?.add(this);
    await this.refresh(true);
    if (this.pollMs > 0) {
      this.timer = setInterval(() => void this.refresh(false).catch((err: unknown) => this.log.warn({ err }, 'could not read revocations')), this.pollMs);
      this.timer.unref();
    }
  }

  stop(): void {
    this.peers?.delete(this);
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Reads what other replicas recorded, and forgets what has expired (in memory and, now and then, in the table). */
  private async refresh(all: boolean): Promise<void> {
    const now = Date.now();
    const repo = this.ds.getRepository(RevocationEntity);
    const rows = all
      ? await repo.find({ where: { expiresAt: MoreThanOrEqual(new Date(now)) } })
      : await repo.find({ where: { recordedAt: MoreThanOrEqual(new Date(this.lastPoll - POLL_OVERLAP_MS)) } });
    this.lastPoll = now;
    for (const row of rows) this.apply(row);
    for (const [id, expires] of this.sessions) if (expires <= now) this.sessions.delete(id);
    for (const [id, entry] of this.users) if (entry.expires <= now) this.users.delete(id);
    if (now - this.lastPrune > 600_000) {
      this.lastPrune = now;
      await repo.delete({ expiresAt: LessThan(new Date(now)) });
    }
  }
}
