// A listing's image or video upload (uploadListingAsset, POST /api/listings/{listingId}/assets) over the
// shared sender (lib/api/uploads.ts's sendUpload), so each file shows its progress; the listing form's Save
// calls it for each chosen file. The server stores the asset and appends it to the listing itself; the answer
// becomes the form's media item (the asset's cdnUrl as its url, with its thumbnail and id), the same item the
// server appended, so Save's last write of the media in the form's order stores it once.
import type { Asset, Media } from '../../lib/api/generated/listing.ts';
import { sendUpload } from '../../lib/api/uploads.ts';

export const listingAssetsUrl = (listingId: string) => `/api/listings/${encodeURIComponent(listingId)}/assets`;

/** The media item of an uploaded asset, as the server appended it to the listing. */
export const mediaOfAsset = (asset: Asset): Media => ({ url: asset.cdnUrl, assetId: asset.id, ...(asset.thumbnail ? { thumbnail: asset.thumbnail } : {}) });

/** Uploads one file to the listing; rejects with the server's message (or what stopped it here). */
export async function uploadListingMedia(listingId: string, file: File, onProgress: (percent: number) => void): Promise<Media> {
  return mediaOfAsset(await sendUpload<Asset>(listingAssetsUrl(listingId), file, { modelName: 'listing' }, onProgress));
}
