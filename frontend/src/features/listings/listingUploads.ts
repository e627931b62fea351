// A listing's image or video upload (uploadListingAsset, POST /api/listings/{listingId}/assets) over the shared
// XMLHttpRequest sender, so each file shows its progress. The server stores the asset and appends it to the
// listing itself; the answer becomes the form's media item (the asset's cdnUrl as its url, with its thumbnail
// and id), the same item the server appended, so saving the form afterwards stores it once.
import type { Asset, Media } from '../../lib/api/generated/listing.ts';
import { problemMessage } from '../../lib/api/problem.ts';
import { sendWithProgress, tooLarge, uploadTimeoutOf } from '../../lib/api/uploads.ts';

export const listingAssetsUrl = (listingId: string) => `/api/listings/${encodeURIComponent(listingId)}/assets`;

/** The media item of an uploaded asset, as the server appended it to the listing. */
export const mediaOfAsset = (asset: Asset): Media => ({ url: asset.cdnUrl, assetId: asset.id, ...(asset.thumbnail ? { thumbnail: asset.thumbnail } : {}) });

/** Uploads one file to the listing; rejects with the server's message (or what stopped it here). */
export async function uploadListingMedia(listingId: string, file: File, onProgress: (percent: number) => void): Promise<Media> {
  const early = tooLarge(file);
  if (early) throw new Error(early);
  const form = new FormData();
  form.append('modelName', 'listing');
  form.append('name', file.name);
  form.append('size', String(file.size));
  form.append('file', file, file.name);
  const answer = await sendWithProgress(listingAssetsUrl(listingId), form, { onProgress, timeoutMs: uploadTimeoutOf(file) });
  if (answer.status !== 201) throw new Error(problemMessage(answer.body));
  return mediaOfAsset(answer.body as Asset);
}
