// One-time tokens and API keys: random values handed out once; only their SHA-256 is stored.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const newToken = () => randomBytes(32).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** An API key: `adk_<prefix>_<secret>`; the prefix finds the row, the secret's hash proves it. */
export function newApiKey(): { prefix: string; key: string } {
  const prefix = `adk_${randomBytes(5).toString('hex')}`;
  return { prefix, key: `${prefix}_${randomBytes(24).toString('base64url')}` };
}

export function prefixOfApiKey(key: string): string | undefined {
  const match = /^(adk_[0-9a-f]{10})_[A-Za-z0-9_-]{20,}$/.exec(key);
  return match?.[1];
}

/**
 * A customer's API key, made by the customer context: `cak_<first 8 of the customer id>_<secret>`.
 * The prefix narrows the look-up to that customer's key; the hash of the whole key proves it.
 */
export function prefixOfCustomerApiKey(key: string): string | undefined {
  const match = /^(cak_[0-9a-f]{8})_[A-Za-z0-9_-]{20,}$/.exec(key);
  return match?.[1];
}

export const TOKEN_TTL_SECONDS = {
  activation: 7 * 24 * 3600,
  reset: 3600,
  preauth: 60,
} as const;
