// The account flows' store: one-time tokens (activation, reset, pre-auth) and spent invitations,
// handed out once and stored only as their SHA-256; and where the throttles count. A function given a
// transaction runs in it; a read without one reads outside any.
import { randomUUID } from 'node:crypto';
import { In, IsNull, type DataSource } from 'typeorm';
import { RateLimiterMemory, RateLimiterMySQL, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { SessionActor, OwnedKit, Tx } from '@adops/platform';
import { TokenEntity, type TokenPurpose, type TokenRow } from './entities.ts';
import { newToken, sha256 } from './secrets.ts';
import { TOKEN_TTL_SECONDS } from './rules.ts';

export type AccountStore = ReturnType<typeof accountStore>;

export function accountStore(kit: OwnedKit<'identity'>) {
  const manager = (tx?: Tx<'identity'>) => tx?.m ?? kit.ds.manager;
  return {
    transaction: <T>(work: (tx: Tx<'identity'>) => Promise<T>): Promise<T> => kit.transaction(work),

    /**
     * A new token for the user; the caller sends it, only its hash is kept. A pre-auth token also keeps
     * who minted it (`opener`: user and session), so that only that session opens it.
     */
    async issueToken(userId: string, purpose: keyof typeof TOKEN_TTL_SECONDS, tx?: Tx<'identity'>, opener?: SessionActor): Promise<string> {
      const token = newToken();
      const now = new Date();
      await manager(tx).insert(TokenEntity, {
        id: randomUUID(),
        userId,
        purpose,
        tokenHash: sha256(token),
        expiresAt: new Date(now.getTime() + TOKEN_TTL_SECONDS[purpose] * 1000),
        usedAt: null,
        createdAt: now,
        openerUserId: opener?.userId ?? null,
        openerSessionId: opener?.sessionId ?? null,
      });
      return token;
    },

    findToken: (token: string, purpose: TokenPurpose, tx?: Tx<'identity'>): Promise<TokenRow | null> =>
      manager(tx).findOne(TokenEntity, { where: { tokenHash: sha256(token), purpose } }),

    async markTokenUsed(tx: Tx<'identity'>, id: string): Promise<void> {
      await tx.m.update(TokenEntity, { id }, { usedAt: new Date() });
    },

    /** Marks the token used unless it already is: of two concurrent uses, only one gets true. */
    async claimToken(tx: Tx<'identity'>, id: string): Promise<boolean> {
      const claimed = await tx.m.update(TokenEntity, { id, usedAt: IsNull() }, { usedAt: new Date() });
      return claimed.affected !== 0;
    },

    /** An invitation signs up one person: its id is recorded when used. */
    async isInvitationSpent(tx: Tx<'identity'>, invitationId: string): Promise<boolean> {
      return (await tx.m.findOne(TokenEntity, { where: { tokenHash: sha256(invitationId), purpose: 'invitation' } })) !== null;
    },

    async spendInvitation(tx: Tx<'identity'>, invitationId: string, userId: string, ttlSeconds: number): Promise<void> {
      const now = new Date();
      await tx.m.insert(TokenEntity, { id: randomUUID(), userId, purpose: 'invitation', tokenHash: sha256(invitationId), expiresAt: new Date(now.getTime() + ttlSeconds * 1000), usedAt: now, createdAt: now });
    },

    /** Every token of these users (they are being removed). */
    async deleteTokensOf(tx: Tx<'identity'>, userIds: string[]): Promise<void> {
      await tx.m.delete(TokenEntity, { userId: In(userIds) });
    },
  };
}

/** A throttle's counter: `points` per `windowSeconds`, its keys prefixed by `keyPrefix`. */
export type LimitCounters = (keyPrefix: string, points: number, windowSeconds: number) => RateLimiterAbstract;

/**
 * Where identity's throttles count: on MySQL in the database (the rate_limits table), so every
 * replica counts the same attempts; in the embedded default (one process, SQLite) in memory.
 */
export function limitCounters(ds: DataSource): LimitCounters {
  return (keyPrefix, points, duration) => {
    if (ds.options.type !== 'mysql') return new RateLimiterMemory({ keyPrefix, points, duration });
    const pool = (ds.driver as unknown as { pool: unknown }).pool;
    return new RateLimiterMySQL({ storeClient: pool, storeType: 'pool', dbName: ds.options.database as string, tableName: 'rate_limits', tableCreated: true, clearExpiredByTimeout: true, keyPrefix, points, duration });
  };
}
