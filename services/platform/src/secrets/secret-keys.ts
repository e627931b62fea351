// Where a service's secret keys come from, checked once at start like config.ts:
//   SECRET_KEYS  "id:base64key[,id:base64key…]", each key 32 bytes; the first seals, all open.
//                Required in production (the chart reads it from a Secret).
// Without it, development (the embedded default) keeps one generated key in DATA_DIR/secret-keys
// (mode 0600), so what `make up` sealed still opens after a restart; a test process uses a fresh key.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, type PlatformConfig } from '../config.ts';
import { SecretBox, type SecretKey } from './secret-box.ts';

type Env = Record<string, string | undefined>;

export function parseSecretKeys(raw: string, name = 'SECRET_KEYS'): SecretKey[] {
  const entries = raw.split(',').map((s) => s.trim()).filter(Boolean);
  if (entries.length === 0) throw new ConfigError(`${name} names no key`);
  return entries.map((entry) => {
    const at = entry.indexOf(':');
    const id = entry.slice(0, at);
    const key = Buffer.from(entry.slice(at + 1), 'base64');
    if (at < 1 || !/^[A-Za-z0-9_-]{1,32}$/.test(id)) throw new ConfigError(`${name}: each entry is id:base64key with an id of [A-Za-z0-9_-]{1,32}`);
    if (key.byteLength !== 32) throw new ConfigError(`${name}: key '${id}' must be 32 bytes in base64 (got ${key.byteLength})`);
    return { id, key };
  });
}

export function loadSecretBox(config: Pick<PlatformConfig, 'mode' | 'dataDir'>, env: Env = process.env): SecretBox {
  if (env.SECRET_KEYS) return new SecretBox(parseSecretKeys(env.SECRET_KEYS));
  if (config.mode === 'production') throw new ConfigError('SECRET_KEYS is required in production');
  if (config.mode === 'test') return new SecretBox([{ id: 'test', key: randomBytes(32) }]);
  const file = join(config.dataDir, 'secret-keys');
  if (!existsSync(file)) {
    mkdirSync(config.dataDir, { recursive: true });
    // 'wx': a second process starting at the same moment does not overwrite the first one's key.
    try {
      writeFileSync(file, `dev:${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
  }
  return new SecretBox(parseSecretKeys(readFileSync(file, 'utf8'), file));
}
