// A resource's images and videos are assets of the customer's library (003 §3; the API's ResourceInput takes
// asset ids): each file chosen is uploaded there at once through the existing asset upload (uploadCustomerAsset,
// POST /api/assets, with the spec 000 upload form and its progress), and a cropped image is uploaded the same
// way. The answer becomes the form's ResourceAsset.
import type { Asset, ResourceAsset } from '../../lib/api/generated/listing.ts';
import { sendUpload } from '../../lib/api/uploads.ts';

const CUSTOMER_ASSETS_URL = '/api/assets';

export const resourceAssetOf = (asset: Asset): ResourceAsset => ({ id: asset.id, cdnUrl: asset.cdnUrl, s3Url: asset.s3Url, thumbnail: asset.thumbnail });

/** Uploads one file to the customer's library; rejects with the server's message (or what stopped it here). */
export async function uploadToLibrary(customerId: string, file: File, onProgress: (percent: number) => void): Promise<Asset> {
  return sendUpload<Asset>(CUSTOMER_ASSETS_URL, file, { modelName: 'customerAsset', customerId }, onProgress);
}
