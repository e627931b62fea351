// What identity keeps of the customers' API keys (made by the customer context), so that POST
// /api/auth/token can exchange one: each customer's one live key (its id, prefix and SHA-256, never
// the secret) and whether the customer is active. A new key replaces the previous one and ends its
// tokens; deactivating the customer ends the tokens given so far and refuses the key until the
// customer is active again; deleting the customer ends the key for good. Its tokens' user id and
// session id are the key's id, so the usual revocations reach every service within seconds.
import type { EntityManager } from 'typeorm';
import { subscribeTo, type EventEnvelope, type Subscription, type Tx } from '@adops/platform';
import type { SessionRevoker } from '../sessions/revocations.ts';
import type { CustomerApiKeyRow } from './entities.ts';
import { isStale } from './rules.ts';
import type { ApiKeyStore } from './store.ts';

const noKey = { keyId: null, prefix: null, keyHash: null, keyCreatedAt: null };

export function customerApiKeySubscription(store: ApiKeyStore, revoker: SessionRevoker): Subscription {
  /** The customer's row, and whether this event is older than what the row already says. */
  async function rowFor(tx: Tx<'identity'>, event: EventEnvelope<{ customerId: string }>): Promise<{ row: CustomerApiKeyRow | null; stale: boolean }> {
    const row = await store.customerKey(tx, event.data.customerId);
    // Events of one customer arrive in order (keyed by its id), but never let an older one win.
    return { row, stale: isStale(row, new Date(event.occurredAt)) };
  }

  /** customer.created, .updated, .deactivated: the customer's activation as the event says. */
  const setActive = async (event: EventEnvelope<{ customerId: string; isActive: boolean }>, m: EntityManager) => {
    const tx = store.within(m);
    const { row, stale } = await rowFor(tx, event);
    if (stale) return;
    const updatedAt = new Date(event.occurredAt);
    if (row?.keyId && row.customerActive && !event.data.isActive) await revoker.revokeUser(tx, row.keyId, 'deactivated');
    await store.saveCustomerKey(tx, { ...noKey, ...row, customerId: event.data.customerId, customerActive: event.data.isActive, updatedAt });
  };

  return subscribeTo('identity', 'customer', {
    'customer.created': setActive,
    'customer.updated': setActive,
    'customer.deactivated': setActive,
    'customer.deleted': async (event, m) => {
      const tx = store.within(m);
      const { row } = await rowFor(tx, event);
      if (row?.keyId) await revoker.revokeSession(tx, row.keyId, row.keyId);
      await store.deleteCustomerKey(tx, event.data.customerId);
    },
    'customer.api_key_generated': async (event, m) => {
      const tx = store.within(m);
      const { row, stale } = await rowFor(tx, event);
      if (stale) return;
      const key = event.data;
      // The previous key stops working: a wrong hash refuses it here, the revocation its tokens everywhere.
      if (row?.keyId && row.keyId !== key.keyId) await revoker.revokeSession(tx, row.keyId, row.keyId);
      await store.saveCustomerKey(tx, {
        // A customer identity has not heard of yet (created before this projection existed) is taken as active.
        customerActive: row?.customerActive ?? true,
        customerId: key.customerId,
        keyId: key.keyId,
        prefix: key.prefix,
        keyHash: key.keyHash,
        keyCreatedAt: new Date(key.createdAt),
        updatedAt: new Date(event.occurredAt),
      });
    },
  });
}
