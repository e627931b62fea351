// Object keys: slash-separated segments of letters, digits, '.', '_' and '-', as the key layout
// of docs/decisions.md builds them from ids (never from a user's file name). Both adapters check
// every key the same way, so a key that works locally works on S3 and none can climb out of the
// local root ('..', absolute paths, backslashes, empty segments are all refused).
import { InvalidObjectKeyError } from './object-store.ts';

const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]*$/;
const MAX_KEY_LENGTH = 512;

export function assertValidKey(key: string): string {
  if (typeof key !== 'string' || key.length === 0) throw new InvalidObjectKeyError(String(key), 'empty');
  if (key.length > MAX_KEY_LENGTH) throw new InvalidObjectKeyError(key.slice(0, 40) + '…', `longer than ${MAX_KEY_LENGTH} characters`);
  for (const segment of key.split('/')) {
    // SEGMENT also refuses '.', '..' and '' (a leading, trailing or doubled slash).
    if (!SEGMENT.test(segment)) throw new InvalidObjectKeyError(key, `segment '${segment}' must be letters, digits, '.', '_' or '-', not starting with '.' or '-'`);
  }
  return key;
}

/** base + '/' + key, with the key's segments percent-encoded (they need none today; cheap insurance). */
export function urlFor(base: string, key: string): string {
  return `${base.replace(/\/+$/, '')}/${assertValidKey(key).split('/').map(encodeURIComponent).join('/')}`;
}

/**
 * The key of an object of `store` that one of its own URLs (cdnUrl or s3Url) names, or null for any other
 * URL: a context that was told a URL (an event's imageUrls) reads the bytes from the store instead of
 * fetching its own public address over the network.
 */
export function objectKeyOf(store: { cdnUrl(key: string): string; s3Url(key: string): string }, url: string): string | null {
  for (const base of new Set([store.cdnUrl('k'), store.s3Url('k')].map((u) => u.slice(0, -1)))) {
    if (!url.startsWith(base)) continue;
    try {
      return assertValidKey(url.slice(base.length).split(/[?#]/)[0]!.split('/').map(decodeURIComponent).join('/'));
    } catch {
      return null;
    }
  }
  return null;
}
