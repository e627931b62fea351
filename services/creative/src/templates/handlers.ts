// /api/creative-templates: the staff's templates, their screens' settings and the content check.
import { principalOf, reply, type ObjectStore, type SomeHandlers } from '@adops/platform';
import type { operations } from '@adops/openapi/generated/creative';
import type { CreativeTemplates } from './templates.ts';
import { toTemplateDto } from './dto.ts';

type TemplateOps =
  | 'listCreativeTemplates' | 'createCreativeTemplate' | 'getCreativeTemplate' | 'updateCreativeTemplate' | 'deleteCreativeTemplate' | 'deleteCreativeTemplates'
  | 'getCreativePageSettings' | 'validateCreativeContent';

export function templateHandlers(d: { templates: CreativeTemplates; objects: ObjectStore }): SomeHandlers<operations, TemplateOps> {
  const dto = toTemplateDto(d.objects);
  return {
    listCreativeTemplates: async (req, res) => {
      const page = await d.templates.list(principalOf(req), req.query);
      reply(res, 200, { items: page.items.map(dto), count: page.count });
    },
    createCreativeTemplate: async (req, res) => reply(res, 201, dto(await d.templates.create(req.body))),
    getCreativeTemplate: async (req, res) => reply(res, 200, dto(await d.templates.get(principalOf(req), req.params.creativeTemplateId))),
    updateCreativeTemplate: async (req, res) => reply(res, 200, dto(await d.templates.update(principalOf(req), req.params.creativeTemplateId, req.body))),
    deleteCreativeTemplate: async (req, res) => {
      await d.templates.remove(principalOf(req), req.params.creativeTemplateId);
      res.status(204).end();
    },
    deleteCreativeTemplates: async (req, res) => reply(res, 200, { deleted: await d.templates.removeMany(principalOf(req), req.body.ids) }),
    getCreativePageSettings: async (_req, res) => reply(res, 200, d.templates.pageSettings()),
    validateCreativeContent: async (req, res) => reply(res, 200, await d.templates.validateContent(principalOf(req), req.body)),
  };
}
