// Secrets a context keeps for a customer (a feed's password or token, later ad-network and FTP
// credentials) are sealed at rest with AES-256-GCM. Each sealed value names the key that sealed it, so
// keys rotate: a new key is added in front (it seals from then on), the old ones stay to open what they
// sealed until those values are re-sealed. The row's id is the additional authenticated data, so a
// sealed value copied into another row does not open there.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export interface SecretKey {
  /** Short and stable, [A-Za-z0-9_-]{1,32}: stored in front of every value this key seals. */
  id: string;
  /** 32 bytes. */
  key: Buffer;
}

/** A sealed value that cannot be opened: unknown key, wrong row, damaged or forged. Never shows the value. */
export class SecretUnreadable extends Error {
  constructor(reason: string) {
    super(`sealed secret cannot be opened: ${reason}`);
    this.name = 'SecretUnreadable';
  }
}

const VERSION = 'v1';
/** What a key id may be: it is stored in front of every value the key seals. */
export const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class SecretBox {
  private readonly keys: Map<string, Buffer>;
  /** The id of the key that seals new values. */
  readonly activeKeyId: string;

  /** The first key seals; every key opens what it sealed. */
  constructor(keys: readonly SecretKey[]) {
    if (keys.length === 0) throw new Error('SecretBox needs at least one key');
    this.keys = new Map();
    for (const k of keys) {
      if (!KEY_ID.test(k.id)) throw new Error(`secret key id '${k.id}' must match ${KEY_ID}`);
      if (k.key.byteLength !== 32) throw new Error(`secret key '${k.id}' must be 32 bytes (got ${k.key.byteLength})`);
      if (this.keys.has(k.id)) throw new Error(`secret key id '${k.id}' is given twice`);
      this.keys.set(k.id, k.key);
    }
    this.activeKeyId = keys[0]!.id;
  }

  /** `v1.<keyId>.<iv>.<tag>.<ciphertext>` (base64url), bound to `context` (e.g. the row's id). */
  seal(plaintext: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.keys.get(this.activeKeyId)!, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [VERSION, this.activeKeyId, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ciphertext.toString('base64url')].join('.');
  }

  open(sealed: string, context: string): string {
    const parts = sealed.split('.');
    if (parts.length !== 5 || parts[0] !== VERSION) throw new SecretUnreadable('not a sealed value');
    const [, keyId, iv, tag, ciphertext] = parts as [string, string, string, string, string];
    const key = this.keys.get(keyId);
    if (!key) throw new SecretUnreadable(`key '${keyId}' is not configured`);
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      throw new SecretUnreadable('authentication failed');
    }
  }

  /** The key a value was sealed with (for rotation: re-seal those not sealed with the active key). */
  keyIdOf(sealed: string): string | null {
    const parts = sealed.split('.');
    return parts.length === 5 && parts[0] === VERSION ? parts[1]! : null;
  }

  /** Opened with its key and sealed again with the active one (a rotation step, or a copy to another row). */
  reseal(sealed: string, context: string, newContext = context): string {
    return this.seal(this.open(sealed, context), newContext);
  }
}
