// /api/offices: offices of customers, with a field projection on the list.
import { principalOf, reply, type SomeHandlers } from '@adops/platform';
import type { operations } from '@adops/openapi/generated/customer';
import { toOfficeDto, type Offices } from '../offices.ts';

type OfficeOps = 'listOffices' | 'createOffice' | 'getOffice' | 'updateOffice' | 'deleteOffice';

export function officeHandlers(deps: { offices: Offices }): SomeHandlers<operations, OfficeOps> {
  const { offices } = deps;
  const who = principalOf;
  return {
    listOffices: async (req, res) => reply(res, 200, await offices.list(who(req), req.query)),
    createOffice: async (req, res) => reply(res, 201, toOfficeDto(await offices.create(req.body))),
    getOffice: async (req, res) => reply(res, 200, toOfficeDto(await offices.visible(who(req), req.params.officeId))),
    updateOffice: async (req, res) => reply(res, 200, toOfficeDto(await offices.update(who(req), req.params.officeId, req.body))),
    deleteOffice: async (req, res) => {
      await offices.remove(who(req), req.params.officeId);
      res.status(204).end();
    },
  };
}
