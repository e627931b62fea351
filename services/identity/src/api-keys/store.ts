// The API keys' store: a user's keys (they belong to no customer; their operations are admin-only by
// the spec) and identity's projection of the customers' keys. A key is looked up by its prefix before
// any principal exists: its hash is the check. A function given a transaction runs in it.
import { In, IsNull, type EntityManager } from 'typeorm';
import type { OwnedKit, Tx } from '@adops/platform';
import { ApiKeyEntity, CustomerApiKeyEntity, type ApiKeyRow, type CustomerApiKeyRow } from './entities.ts';

export type ApiKeyStore = ReturnType<typeof apiKeyStore>;

export function apiKeyStore(kit: OwnedKit<'identity'>) {
  const keys = () => kit.ds.getRepository(ApiKeyEntity);
  return {
    transaction: <T>(work: (tx: Tx<'identity'>) => Promise<T>): Promise<T> => kit.transaction(work),

    /** A transaction over the consumer's own (the inbox runs each event in one). */
    within: (m: EntityManager): Tx<'identity'> => kit.within(m),

    /** The live keys, newest first (at most 100), of one user or of everyone. */
    liveKeys: (userId: string | undefined) => keys().findAndCount({ where: { revokedAt: IsNull(), ...(userId ? { userId } : {}) }, order: { createdAt: 'DESC' }, take: 100 }),

    async insert(row: ApiKeyRow): Promise<void> {
      await keys().insert(row);
    },

    liveKey: (tx: Tx<'identity'>, id: string): Promise<ApiKeyRow | null> => tx.m.findOne(ApiKeyEntity, { where: { id, revokedAt: IsNull() } }),

    async revoke(tx: Tx<'identity'>, id: string): Promise<void> {
      await tx.m.update(ApiKeyEntity, { id }, { revokedAt: new Date() });
    },

    keyWithPrefix: (prefix: string): Promise<ApiKeyRow | null> => keys().findOne({ where: { prefix } }),

    /** Stamps the key just verified. */
    async stampUsed(id: string): Promise<void> {
      await keys().update({ id }, { lastUsedAt: new Date() });
    },

    /** Every key of these users (they are being removed). */
    async deleteKeysOf(tx: Tx<'identity'>, userIds: string[]): Promise<void> {
      await tx.m.delete(ApiKeyEntity, { userId: In(userIds) });
    },

    /** The customers' keys with this prefix (the customer id's first eight characters: customers may share it). */
    customerKeysWithPrefix: (prefix: string): Promise<CustomerApiKeyRow[]> => kit.ds.getRepository(CustomerApiKeyEntity).find({ where: { prefix }, take: 10 }),

    customerKey: (tx: Tx<'identity'>, customerId: string): Promise<CustomerApiKeyRow | null> => tx.m.findOne(CustomerApiKeyEntity, { where: { customerId } }),

    async saveCustomerKey(tx: Tx<'identity'>, row: CustomerApiKeyRow): Promise<void> {
      await tx.m.save(CustomerApiKeyEntity, row);
    },

    async deleteCustomerKey(tx: Tx<'identity'>, customerId: string): Promise<void> {
      await tx.m.delete(CustomerApiKeyEntity, { customerId });
    },
  };
}
