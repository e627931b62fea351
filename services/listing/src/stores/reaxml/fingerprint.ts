// A rerun of an import must change nothing when the feed did not change: the import compares each
// listing's fingerprint with the one stored at the last run and writes only the listings that differ.
import { createHash } from 'node:crypto';
import type { ImportedListingFields, JsonValue } from './listing-fields.ts';

/** JSON with object keys sorted at every level, so equal data gives equal text whatever the key order. */
function canonical(value: JsonValue | undefined): string {
  if (value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** sha256 (hex) of the mapped fields. */
export function listingFingerprint(fields: ImportedListingFields): string {
  return createHash('sha256').update(canonical(fields as unknown as JsonValue)).digest('hex');
}
