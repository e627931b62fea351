// /api/open-homes: the visitors of open homes, newest first, one by id, and the sign-in sheet.
import { principalOf, reply, type SomeHandlers } from '@adops/platform';
import type { operations } from '@adops/openapi/generated/listing';
import type { OpenHomes } from './open-homes.ts';
import { toOpenHomeVisitorDto } from './dto.ts';

type OpenHomeOps = 'listOpenHomes' | 'getOpenHomeVisitor' | 'createOpenHomeVisitor';

export function openHomeHandlers({ openHomes }: { openHomes: OpenHomes }): SomeHandlers<operations, OpenHomeOps> {
  return {
    listOpenHomes: async (req, res) => {
      const page = await openHomes.list(principalOf(req), req.query);
      reply(res, 200, { items: page.items.map(toOpenHomeVisitorDto), count: page.count });
    },
    getOpenHomeVisitor: async (req, res) => reply(res, 200, toOpenHomeVisitorDto(await openHomes.get(principalOf(req), req.params.openHomeVisitorId))),
    createOpenHomeVisitor: async (req, res) => reply(res, 201, toOpenHomeVisitorDto(await openHomes.record(principalOf(req), req.body))),
  };
}
