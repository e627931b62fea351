// /api/open-homes: the visitors of open homes, newest first, one by id, and the sign-in sheet.
import { principalOf as who, reply, type SomeHandlers } from '@adops/platform';
import type { OpenHomeVisitor, operations } from '@adops/openapi/generated/listing';
import type { OpenHomes } from '../open-homes.ts';
import type { OpenHomeVisitorRow } from '../persistence/open-home-entities.ts';

type OpenHomeOps = 'listOpenHomes' | 'getOpenHomeVisitor' | 'createOpenHomeVisitor';

const toDto = (v: OpenHomeVisitorRow): OpenHomeVisitor => ({
  id: v.id,
  customerId: v.customerId,
  listingId: v.listingId,
  officeId: v.officeId,
  agentId: v.agentId,
  firstName: v.firstName,
  lastName: v.lastName,
  email: v.email,
  phone: v.phone,
  notes: v.notes,
  visitedAt: v.visitedAt.toISOString(),
  createdAt: v.createdAt.toISOString(),
});

export function openHomeHandlers({ openHomes }: { openHomes: OpenHomes }): SomeHandlers<operations, OpenHomeOps> {
  return {
    listOpenHomes: async (req, res) => {
      const page = await openHomes.list(who(req), req.query);
      reply(res, 200, { items: page.items.map(toDto), count: page.count });
    },
    getOpenHomeVisitor: async (req, res) => reply(res, 200, toDto(await openHomes.get(who(req), req.params.openHomeVisitorId))),
    createOpenHomeVisitor: async (req, res) => reply(res, 201, toDto(await openHomes.record(who(req), req.body))),
  };
}
