// /api/creative-template-files and /api/shared-assets: a template's files, the shared fonts and icons,
// and their uploads (multipart, read by the platform's multipart middleware).
import { principalOf, reply, uploadedFile, type ObjectStore, type SomeHandlers } from '@adops/platform';
import type { operations } from '@adops/openapi/generated/creative';
import type { TemplateFiles } from './files.ts';
import type { SharedAssets } from './shared-assets.ts';
import type { AssetUploads } from './uploads.ts';
import { toFileDto } from './dto.ts';

type FileOps =
  | 'listCreativeTemplateFiles' | 'createCreativeTemplateFile' | 'getCreativeTemplateFile' | 'updateCreativeTemplateFile' | 'deleteCreativeTemplateFiles' | 'uploadCreativeTemplateAsset'
  | 'listSharedAssets' | 'createSharedAsset' | 'getSharedAsset' | 'updateSharedAsset' | 'deleteSharedAsset';

/** The upload form's text fields as the multipart middleware left them (strings; the validator checked their shapes). */
const uploadForm = (body: unknown) => {
  const form = body as { creativeTemplateFile: string; ignoreExisting?: boolean | string };
  return { creativeTemplateFile: form.creativeTemplateFile, ignoreExisting: form.ignoreExisting === true || form.ignoreExisting === 'true' };
};

export function fileHandlers(d: { files: TemplateFiles; sharedAssets: SharedAssets; uploads: AssetUploads; objects: ObjectStore }): SomeHandlers<operations, FileOps> {
  const dto = toFileDto(d.objects);
  return {
    listCreativeTemplateFiles: async (req, res) => {
      const page = await d.files.list(principalOf(req), req.query);
      reply(res, 200, { items: page.items.map(dto), count: page.count });
    },
    createCreativeTemplateFile: async (req, res) => reply(res, 201, dto(await d.files.create(principalOf(req), req.body))),
    getCreativeTemplateFile: async (req, res) => reply(res, 200, dto(await d.files.get(principalOf(req), req.params.creativeTemplateFileId))),
    updateCreativeTemplateFile: async (req, res) => reply(res, 200, dto(await d.files.update(principalOf(req), req.params.creativeTemplateFileId, req.body))),
    deleteCreativeTemplateFiles: async (req, res) => reply(res, 200, { deleted: await d.files.removeMany(principalOf(req), req.body.ids) }),
    uploadCreativeTemplateAsset: async (req, res) => reply(res, 201, dto(await d.uploads.upload(principalOf(req), uploadedFile(req), uploadForm(req.body)))),
    listSharedAssets: async (req, res) => {
      const page = await d.sharedAssets.list(principalOf(req), req.query);
      reply(res, 200, { items: page.items.map(dto), count: page.count });
    },
    createSharedAsset: async (req, res) => reply(res, 201, dto(await d.sharedAssets.create(req.body))),
    getSharedAsset: async (req, res) => reply(res, 200, dto(await d.sharedAssets.get(principalOf(req), req.params.creativeTemplateFileId))),
    updateSharedAsset: async (req, res) => reply(res, 200, dto(await d.sharedAssets.update(principalOf(req), req.params.creativeTemplateFileId, req.body))),
    deleteSharedAsset: async (req, res) => {
      await d.sharedAssets.remove(principalOf(req), req.params.creativeTemplateFileId);
      res.status(204).end();
    },
  };
}
