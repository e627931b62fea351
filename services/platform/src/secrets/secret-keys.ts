// Where a service's secret keys come from, checked once at start like config.ts:
//   SECRET_KEYS  "id:base64key[,id:base64key…]", each key 32 bytes; the first seals, all open.
//                Required in production (the chart reads it from a Secret).
// Without it, development (the embedded default) keeps one generated key in DATA_DIR/secret-keys
// (mode 0600), so what `make up` sealed still opens after a restart; a test process uses a fresh key.
import { randomBytes, randomUUID } from 'node:crypto';
import { closeSync, fsyncSync, linkSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, type PlatformConfig } from '../config.ts';
import { KEY_ID, SecretBox, type SecretKey } from './secret-box.ts';

type Env = Record<string, string | undefined>;

export function parseSecretKeys(raw: string, name = 'SECRET_KEYS'): SecretKey[] {
  const entries = raw.split(',').map((s) => s.trim()).filter(Boolean);
  if (entries.length === 0) throw new ConfigError(`${name} names no key`);
  return entries.map((entry) => {
    const at = entry.indexOf(':');
    const id = entry.slice(0, at);
    const key = Buffer.from(entry.slice(at + 1), 'base64');
    if (at < 1 || !KEY_ID.test(id)) throw new ConfigError(`${name}: each entry is id:base64key with an id of [A-Za-z0-9_-]{1,32}`);
    if (key.byteLength !== 32) throw new ConfigError(`${name}: key '${id}' must be 32 bytes in base64 (got ${key.byteLength})`);
    return { id, key };
  });
}

export function loadSecretBox(config: Pick<PlatformConfig, 'mode' | 'dataDir'>, env: Env = process.env): SecretBox {
  if (env.SECRET_KEYS) return new SecretBox(parseSecretKeys(env.SECRET_KEYS));
  if (config.mode === 'production') throw new ConfigError('SECRET_KEYS is required in production');
  if (config.mode === 'test') return new SecretBox([{ id: 'test', key: randomBytes(32) }]);
  const file = join(config.dataDir, 'secret-keys');
  return new SecretBox(parseSecretKeys(readDevKeyFile(config.dataDir, file), file));
}

const TEMP_PREFIX = '.secret-keys.tmp-';

/**
 * The development key file's text, made on first start. Made whole or not at all, even across a
 * power cut or a second process starting at the same moment: the key is written to a temp file of
 * its own and synced, then linked into place (a link never replaces a file: EEXIST means another
 * process won, and its file, linked after its own sync, is the key), then the folder is synced so
 * the link survives a crash. A reader never sees an empty or partial key file, so nothing is ever
 * sealed with a key that is then lost.
 */
function readDevKeyFile(dataDir: string, file: string): string {
  const existing = readIfExists(file);
  if (existing !== undefined) return existing;
  mkdirSync(dataDir, { recursive: true });
  sweepStaleTemps(dataDir);
  const temp = join(dataDir, `${TEMP_PREFIX}${randomUUID()}`);
  try {
    const fd = openSync(temp, 'wx', 0o600);
    try {
      writeFileSync(fd, `dev:${randomBytes(32).toString('base64')}\n`);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    try {
      linkSync(temp, file);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    fsyncPath(dataDir);
  } finally {
    rmSync(temp, { force: true });
  }
  return readFileSync(file, 'utf8');
}

function readIfExists(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw e;
  }
}

/** Temp files a first start left when it died before linking (empty, partial, or a key never used); not one in flight. */
function sweepStaleTemps(dataDir: string): void {
  const before = Date.now() - 60_000;
  for (const name of readdirSync(dataDir)) {
    if (!name.startsWith(TEMP_PREFIX)) continue;
    const path = join(dataDir, name);
    try {
      if (statSync(path).mtimeMs < before) rmSync(path, { force: true });
    } catch {
      // gone meanwhile (its own process removed it): nothing to do
    }
  }
}

function fsyncPath(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
