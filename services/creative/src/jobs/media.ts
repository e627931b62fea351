// The bytes of the images a render binds (bindings.ts): an object of this installation's store is read
// from the store; any other URL (a feed's image host) is fetched through the platform's outbound kit (only
// public addresses, one deadline, a size cap), never by the template's page. An image that cannot be read
// is bound to nothing, and the render goes on.
import { boundedFetch, objectKeyOf, type AddressPolicy, type Logger, type ObjectStore } from '@adops/platform';
import type { ServedAsset } from './rendering/index.ts';
import type { BoundImage } from './bindings.ts';

/** An image larger than this is not bound (a template shows at most 10, each a picture, not a poster). */
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 15_000;

export interface ImageSource {
  objects: ObjectStore;
  policy: AddressPolicy;
  log: Logger;
}

async function collect(body: AsyncIterable<Uint8Array>, max: number): Promise<Buffer> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > max) throw new Error(`larger than ${max} bytes`);
    parts.push(Buffer.from(chunk));
  }
  return Buffer.concat(parts);
}

async function bytesOf(source: ImageSource, url: string): Promise<{ bytes: Buffer; contentType?: string }> {
  const key = objectKeyOf(source.objects, url);
  if (key) {
    const stored = await source.objects.get(key);
    if (!stored) throw new Error('no such object');
    return { bytes: await collect(stored.body, MAX_IMAGE_BYTES), contentType: stored.contentType };
  }
  const response = await boundedFetch(url, { allowedHost: new URL(url).host, policy: source.policy, timeoutMs: FETCH_TIMEOUT_MS, maxBytes: MAX_IMAGE_BYTES });
  if (response.status !== 200) {
    response.close();
    throw new Error(`HTTP ${response.status}`);
  }
  return { bytes: await collect(response.body, MAX_IMAGE_BYTES), contentType: response.contentType ?? undefined };
}

/** The images that could be read, as files the render serves; the paths of those that could not. */
export async function fetchBoundImages(source: ImageSource, images: readonly BoundImage[]): Promise<{ assets: ServedAsset[]; missing: string[] }> {
  const assets: ServedAsset[] = [];
  const missing: string[] = [];
  for (const image of images) {
    try {
      const { bytes, contentType } = await bytesOf(source, image.url);
      assets.push({ fileName: image.path, bytes, ...(contentType ? { contentType } : {}) });
    } catch (error) {
      source.log.warn({ err: error, url: image.url }, 'creative: a bound image could not be read; it is left empty');
      missing.push(image.path);
    }
  }
  return { assets, missing };
}
