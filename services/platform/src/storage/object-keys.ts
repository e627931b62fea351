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
