// What makes two requests "the same" for an Idempotency-Key: their bodies as canonical JSON (object
// keys sorted at every depth, absent values left out, as JSON.stringify leaves them), hashed. So a
// client that sends the same body with its fields in another order replays rather than conflicts.
import { createHash } from 'node:crypto';

/** JSON text of `value` with every object's keys sorted; arrays keep their order. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) => {
    if (inner === null || typeof inner !== 'object' || Array.isArray(inner)) return inner;
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(inner).sort()) sorted[key] = (inner as Record<string, unknown>)[key];
    return sorted;
  }) ?? 'null';
}

/** The sha-256 (hex) of the request's canonical JSON. */
export function requestFingerprint(request: unknown): string {
  return createHash('sha256').update(canonicalJson(request)).digest('hex');
}
