// One Idempotency-Key mechanism for every command that must not run twice (ARCHITECTURE §3.8).
export * from './fingerprint.ts';
export * from './schema.ts';
export * from './idempotent.ts';
export * from './carry-keys.ts';
export * from './expiry.ts';
