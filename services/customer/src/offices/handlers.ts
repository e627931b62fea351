// /api/offices: offices of customers, with a field projection on the list.
import { principalOf, project, reply, type SomeHandlers } from '@adops/platform';
import type { operations } from '@adops/openapi/generated/customer';
import type { Offices } from './offices.ts';
import { toOfficeDto } from './dto.ts';

type OfficeOps = 'listOffices' | 'createOffice' | 'getOffice' | 'updateOffice' | 'deleteOffice';

export function officeHandlers({ offices }: { offices: Offices }): SomeHandlers<operations, OfficeOps> {
  return {
    listOffices: async (req, res) => {
      const page = await offices.list(principalOf(req), req.query);
      reply(res, 200, { items: page.items.map((o) => project(toOfficeDto(o), req.query.fields)), count: page.count });
    },
    createOffice: async (req, res) => reply(res, 201, toOfficeDto(await offices.create(principalOf(req), req.body))),
    getOffice: async (req, res) => reply(res, 200, toOfficeDto(await offices.get(principalOf(req), req.params.officeId))),
    updateOffice: async (req, res) => reply(res, 200, toOfficeDto(await offices.update(principalOf(req), req.params.officeId, req.body))),
    deleteOffice: async (req, res) => {
      await offices.remove(principalOf(req), req.params.officeId);
      res.status(204).end();
    },
  };
}
