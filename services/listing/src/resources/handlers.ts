// /api/resources: a customer's resources, list, one by id, create, update and delete.
import { principalOf, reply, type SomeHandlers } from '@adops/platform';
import type { operations } from '@adops/openapi/generated/listing';
import type { Resources, ResourceView } from './resources.ts';
import { toResourceDto } from './dto.ts';

type ResourceOps = 'listResources' | 'createResource' | 'getResource' | 'updateResource' | 'deleteResource';

const dto = (v: ResourceView) => toResourceDto(v.row, v.media);

export function resourceHandlers({ resources }: { resources: Resources }): SomeHandlers<operations, ResourceOps> {
  return {
    listResources: async (req, res) => {
      const page = await resources.list(principalOf(req), req.query);
      reply(res, 200, { items: page.items.map(dto), count: page.count });
    },
    createResource: async (req, res) => reply(res, 201, dto(await resources.create(principalOf(req), req.body))),
    getResource: async (req, res) => reply(res, 200, dto(await resources.get(principalOf(req), req.params.resourceId))),
    updateResource: async (req, res) => reply(res, 200, dto(await resources.update(principalOf(req), req.params.resourceId, req.body))),
    deleteResource: async (req, res) => {
      await resources.remove(principalOf(req), req.params.resourceId);
      res.status(204).end();
    },
  };
}
