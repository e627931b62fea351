// /api/assets and /api/listings/{listingId}/assets: a customer's images and videos, one by id, uploads
// to a customer's library or a listing (multipart, read by the platform's multipart middleware), delete
// one or several.
import { principalOf, reply, uploadedFile, type SomeHandlers } from '@adops/platform';
import type { Asset, operations } from '@adops/openapi/generated/listing';
import type { AssetForm, Assets } from './assets.ts';
import type { AssetRow } from './entities.ts';

/** The form's text fields, as the multipart middleware left them (the validator checked them against AssetUploadForm). */
const formOf = (body: unknown): AssetForm => body as AssetForm;

type AssetOps = 'listAssets' | 'getAsset' | 'uploadCustomerAsset' | 'uploadListingAsset' | 'deleteAsset' | 'deleteAssets';

export function assetHandlers({ assets }: { assets: Assets }): SomeHandlers<operations, AssetOps> {
  const toDto = (a: AssetRow): Asset => ({
    id: a.id,
    customerId: a.customerId,
    listingId: a.listingId,
    kind: a.kind,
    format: a.format as Asset['format'],
    mediaType: a.mediaType,
    size: a.size,
    originalFileName: a.originalFileName,
    name: a.name,
    ...assets.urls(a),
    createdAt: a.createdAt.toISOString(),
  });
  return {
    listAssets: async (req, res) => {
      const page = await assets.list(principalOf(req), req.query);
      reply(res, 200, { items: page.items.map(toDto), count: page.count });
    },
    getAsset: async (req, res) => reply(res, 200, toDto(await assets.get(principalOf(req), req.params.assetId))),
    uploadCustomerAsset: async (req, res) => reply(res, 201, toDto(await assets.uploadToCustomer(principalOf(req), uploadedFile(req), formOf(req.body)))),
    uploadListingAsset: async (req, res) =>
      reply(res, 201, toDto(await assets.uploadToListing(principalOf(req), req.params.listingId, uploadedFile(req), formOf(req.body)))),
    deleteAsset: async (req, res) => {
      await assets.removeMany(principalOf(req), [req.params.assetId]);
      res.status(204).end();
    },
    deleteAssets: async (req, res) => {
      await assets.removeMany(principalOf(req), req.query.ids);
      res.status(204).end();
    },
  };
}
