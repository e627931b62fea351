// Commands that must not run twice (ARCHITECTURE §3.8) take an Idempotency-Key header. The key is
// the caller's own, per operation; its row in idempotency_keys is written in the same transaction as
// the command's effect, so a crash loses neither alone. The same key again with the same body
// answers with what the first request made (replayed: the handler answers 200, not 201); with
// another body it is 409. Two first requests at once make one effect: the second waits on the first
// one's key row, fails as a duplicate when it commits, and replays it.
import type { Principal } from '../auth/principal.ts';
import { isDuplicateKey } from '../data/db-errors.ts';
import type { OwnedTransactions, Tx } from '../owned/transactions.ts';
import { conflict } from '../problems.ts';
import { requestFingerprint } from './fingerprint.ts';
import { IdempotencyKeyEntity, type IdempotencyKeyRow } from './schema.ts';

export const IDEMPOTENCY_KEY_REUSED = 'Idempotency-Key was already used with a different request.';

export interface IdempotentCommand {
  /** The command, by its operationId (e.g. 'createOrder'): one key may serve several commands. */
  operation: string;
  principal: Principal;
  /** The Idempotency-Key header; without one the command simply runs. */
  key: string | undefined;
  /** The request body: its fingerprint tells a repeated request from a key reused for another. */
  request: unknown;
  /** The 409's detail when the key was used with another request, if the context's spec words it. */
  reusedDetail?: string;
  /** The status the first request is answered with, kept with the key (201 unless said). */
  status?: number;
}

export interface Replay<T> {
  /** The id of what the command made, kept with the key. */
  idOf(result: T): string;
  /** What a repeated request answers: the thing made by the first, read again by its id. */
  replay(id: string): Promise<T>;
}

export interface IdempotentOutcome<T> {
  result: T;
  /** True when an earlier request with this key made the result. */
  replayed: boolean;
}

/**
 * Runs `work` in one transaction of the kit, once per (operation, principal, key): a repeated request
 * gets `replay` of what the first made. A request that fails leaves no key behind (its transaction
 * rolls back), so it may be sent again with the same key.
 */
export async function idempotent<C extends string, E, T>(kit: OwnedTransactions<C, E>, command: IdempotentCommand, work: (tx: Tx<C, E>) => Promise<T>, replay: Replay<T>): Promise<IdempotentOutcome<T>> {
  if (command.key === undefined) return { result: await kit.transaction(work), replayed: false };
  const where = { operation: command.operation, userId: command.principal.userId, key: command.key };
  const fingerprint = requestFingerprint(command.request);
  const madeBefore = (row: IdempotencyKeyRow): string => {
    if (row.fingerprint !== fingerprint) throw conflict(command.reusedDetail ?? IDEMPOTENCY_KEY_REUSED);
    if (row.resourceId === null) throw new Error(`idempotency key of ${row.operation} committed without what it made`);
    return row.resourceId;
  };
  let outcome: { made: T } | { madeBefore: string };
  try {
    outcome = await kit.transaction(async (tx) => {
      const earlier = await tx.m.findOne(IdempotencyKeyEntity, { where });
      if (earlier) return { madeBefore: madeBefore(earlier) };
      // The key first, then the work: a concurrent first request waits on this row before doing any
      // of its own work, and fails as a duplicate once this transaction commits.
      await tx.m.insert(IdempotencyKeyEntity, { ...where, fingerprint, resourceId: null, status: command.status ?? 201, createdAt: new Date() });
      const made = await work(tx);
      await tx.m.update(IdempotencyKeyEntity, where, { resourceId: replay.idOf(made) });
      return { made };
    });
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    // Another first request with this key committed before this one: answer with what it made. No
    // key row means the duplicate was the work's own (another unique index), not the key's.
    const winner = await kit.ds.manager.findOne(IdempotencyKeyEntity, { where });
    if (!winner) throw error;
    outcome = { madeBefore: madeBefore(winner) };
  }
  if ('made' in outcome) return { result: outcome.made, replayed: false };
  return { result: await replay.replay(outcome.madeBefore), replayed: true };
}
