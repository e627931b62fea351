// The rules of an asset upload (spec 000 assets), pure: what may be uploaded, how large, and
// the messages of what is refused. The spec's AssetFile.maxLength is the video limit (the multipart
// middleware stops a larger part while it streams); the image limit is checked once the format is known.
import { IMAGE_FORMATS, Problem, VIDEO_FORMATS, invalidField, type MediaFormat, type MediaKind } from '@adops/platform';

/** Images at most 20 MB, videos at most 500 MB (openapi/listing AssetFile; frontend constants ASSET_LIMITS). */
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
export const MAX_VIDEO_BYTES = 500 * 1024 * 1024;
export const ASSET_FORMATS: readonly MediaFormat[] = [...IMAGE_FORMATS, ...VIDEO_FORMATS];

/** Spec 000 §5, verbatim. */
export const customerIdRequired = () => invalidField('/body/customerId', 'Customer Id is required');
export const assetRequired = () => invalidField('/body/file', 'Asset is required');

export const maxBytesOf = (kind: MediaKind) => (kind === 'image' ? MAX_IMAGE_BYTES : MAX_VIDEO_BYTES);

/** 413 for a file over its kind's limit (an image over 20 MB passes the part's 500 MB limit). */
export function checkAssetSize(kind: MediaKind, size: number): void {
  const max = maxBytesOf(kind);
  if (size > max) throw new Problem(413, 'Payload Too Large', `The ${kind} is larger than ${max / (1024 * 1024)} MB.`);
}

/** The display name: the one sent, else the file name, trimmed and bounded like the column. */
export function assetName(sent: string | undefined, fileName: string | undefined): string | null {
  const name = (sent ?? '').trim() || (fileName ?? '').trim();
  return name ? name.slice(0, 300) : null;
}
