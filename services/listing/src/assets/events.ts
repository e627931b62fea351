// asset.uploaded, built in one place from the row as written (payload schema AssetUploadedEvent in openapi/listing).
import type { AssetRow } from './entities.ts';

export const assetUploaded = (a: AssetRow, urls: { cdnUrl: string; thumbnail: string | null }) => ({
  type: 'asset.uploaded' as const,
  subject: a.id,
  customerId: a.customerId,
  data: { assetId: a.id, customerId: a.customerId, listingId: a.listingId, kind: a.kind, format: a.format, size: a.size, cdnUrl: urls.cdnUrl, thumbnail: urls.thumbnail },
});
