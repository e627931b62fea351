// A customer's API key (spec 000: api/customer/{customerId}/apiKeyGenerator). A new key replaces the
// previous one. Only its hash is kept here, and only its hash travels to identity (the
// customer.api_key_generated event), which exchanges the key for a bearer token scoped to this
// customer and refuses the previous key and its tokens.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Principal } from '@adops/platform';
import type { CustomerStore } from './store.ts';

export class CustomerApiKeys {
  private readonly store: CustomerStore;

  constructor(store: CustomerStore) {
    this.store = store;
  }

  async generate(principal: Principal, customerId: string) {
    const keyId = randomUUID();
    const prefix = `cak_${customerId.slice(0, 8)}`;
    const apiKey = `${prefix}_${randomBytes(24).toString('base64url')}`;
    const keyHash = createHash('sha256').update(apiKey).digest('hex');
    const row = await this.store.customers.update(principal, customerId, () => ({ apiKeyPrefix: prefix, apiKeyHash: keyHash }), (next) => ({
      type: 'customer.api_key_generated',
      subject: next.id,
      customerId: next.id,
      data: { customerId: next.id, keyId, prefix, keyHash, createdAt: next.updatedAt.toISOString() },
    }));
    return { apiKey, prefix, createdAt: row.updatedAt.toISOString() };
  }
}
