// Secrets sealed at rest (AES-256-GCM, key id in the value, rotation by adding keys).
export { SecretBox, SecretUnreadable, type SecretKey } from './secret-box.ts';
export { loadSecretBox, parseSecretKeys } from './secret-keys.ts';
