// /api/stores: a customer's stores (feeds), their connection test and clone. Credentials come back as
// their type, user name or header and whether a secret is set: the password or token never does.
import { principalOf, reply, type SomeHandlers } from '@adops/platform';
import type { operations } from '@adops/openapi/generated/listing';
import type { Stores } from './stores.ts';
import { toStoreDto } from './dto.ts';

type StoreOps = 'listStores' | 'createStore' | 'getStore' | 'updateStore' | 'cloneStore' | 'testStore';

export function storeHandlers({ stores }: { stores: Stores }): SomeHandlers<operations, StoreOps> {
  return {
    listStores: async (req, res) => {
      const page = await stores.list(principalOf(req), req.query);
      reply(res, 200, { items: page.items.map(toStoreDto), count: page.count });
    },
    createStore: async (req, res) => reply(res, 201, toStoreDto(await stores.create(principalOf(req), req.body))),
    getStore: async (req, res) => reply(res, 200, toStoreDto(await stores.get(principalOf(req), req.params.storeId))),
    updateStore: async (req, res) => reply(res, 200, toStoreDto(await stores.update(principalOf(req), req.params.storeId, req.body))),
    cloneStore: async (req, res) => reply(res, 201, toStoreDto(await stores.clone(principalOf(req), req.params.storeId, req.body ?? {}))),
    testStore: async (req, res) => reply(res, 200, await stores.test(principalOf(req), req.body)),
  };
}
