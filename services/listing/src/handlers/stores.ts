// /api/stores: a customer's stores (feeds), their connection test and clone. Credentials come back as
// their type, user name or header and whether a secret is set: the password or token never does.
import { principalOf as who, reply, type SomeHandlers } from '@adops/platform';
import type { Store, operations } from '@adops/openapi/generated/listing';
import type { Stores } from '../stores.ts';
import type { StoreRow } from '../persistence/store-entities.ts';

type StoreOps = 'listStores' | 'createStore' | 'getStore' | 'updateStore' | 'cloneStore' | 'testStore';

export const toStoreDto = (s: StoreRow): Store => ({
  id: s.id,
  customerId: s.customerId,
  name: s.name,
  format: s.format,
  url: s.url,
  officeId: s.officeId,
  credentials: { type: s.credentialType, username: s.credentialUsername, headerName: s.credentialHeader, secretSet: s.credentialSecret !== null },
  createdAt: s.createdAt.toISOString(),
  updatedAt: s.updatedAt.toISOString(),
});

export function storeHandlers({ stores }: { stores: Stores }): SomeHandlers<operations, StoreOps> {
  return {
    listStores: async (req, res) => {
      const page = await stores.list(who(req), req.query);
      reply(res, 200, { items: page.items.map(toStoreDto), count: page.count });
    },
    createStore: async (req, res) => reply(res, 201, toStoreDto(await stores.create(who(req), req.body))),
    getStore: async (req, res) => reply(res, 200, toStoreDto(await stores.get(who(req), req.params.storeId))),
    updateStore: async (req, res) => reply(res, 200, toStoreDto(await stores.update(who(req), req.params.storeId, req.body))),
    cloneStore: async (req, res) => reply(res, 201, toStoreDto(await stores.clone(who(req), req.params.storeId, req.body ?? {}))),
    testStore: async (req, res) => reply(res, 200, await stores.test(who(req), req.body)),
  };
}
