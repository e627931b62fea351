// The secrets kit: AES-256-GCM sealing bound to its row, key ids for rotation, refusal of damaged,
// foreign or unknown-key values, and where keys come from (SECRET_KEYS, required in production).
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ConfigError } from '../src/config.ts';
import { SecretBox, SecretUnreadable, loadSecretBox, parseSecretKeys } from '../src/secrets/index.ts';

const key = (id: string) => ({ id, key: randomBytes(32) });

describe('secrets', () => {
  test('seal and open; the value names its key and never shows the plaintext; fresh IV each time', () => {
    const box = new SecretBox([key('k1')]);
    const sealed = box.seal('s3cr3t-password', 'row-1');
    assert.match(sealed, /^v1\.k1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    assert.ok(!sealed.includes('s3cr3t'));
    assert.equal(box.keyIdOf(sealed), 'k1');
    assert.equal(box.open(sealed, 'row-1'), 's3cr3t-password');
    assert.notEqual(box.seal('s3cr3t-password', 'row-1'), sealed);
  });

  test('bound to its row, and tampering is detected', () => {
    const box = new SecretBox([key('k1')]);
    const sealed = box.seal('token', 'row-1');
    assert.throws(() => box.open(sealed, 'row-2'), SecretUnreadable);
    const parts = sealed.split('.');
    const ct = Buffer.from(parts[4]!, 'base64url');
    ct[0] = ct[0]! ^ 1;
    parts[4] = ct.toString('base64url');
    assert.throws(() => box.open(parts.join('.'), 'row-1'), SecretUnreadable);
    assert.throws(() => box.open('plain text', 'row-1'), SecretUnreadable);
  });

  test('rotation: a new key in front seals, the old one still opens; reseal moves a value to the new key or row', () => {
    const old = key('2025');
    const sealedOld = new SecretBox([old]).seal('pw', 'row-1');
    const rotated = new SecretBox([key('2026'), old]);
    assert.equal(rotated.open(sealedOld, 'row-1'), 'pw');
    const resealed = rotated.reseal(sealedOld, 'row-1', 'row-9');
    assert.equal(rotated.keyIdOf(resealed), '2026');
    assert.equal(rotated.open(resealed, 'row-9'), 'pw');
    assert.throws(() => new SecretBox([key('2026')]).open(sealedOld, 'row-1'), /key '2025' is not configured/);
  });

  test('keys from SECRET_KEYS; required in production; development keeps a generated key file', async () => {
    const k = randomBytes(32).toString('base64');
    assert.deepEqual(parseSecretKeys(`a:${k}, b:${k}`).map((x) => x.id), ['a', 'b']);
    assert.throws(() => parseSecretKeys('a:c2hvcnQ='), ConfigError);
    assert.throws(() => parseSecretKeys(`bad id:${k}`), ConfigError);
    assert.throws(() => loadSecretBox({ mode: 'production', dataDir: '/nonexistent' }, {}), /SECRET_KEYS is required in production/);
    assert.equal(loadSecretBox({ mode: 'production', dataDir: '/nonexistent' }, { SECRET_KEYS: `prod1:${k}` }).activeKeyId, 'prod1');
    const dir = await mkdtemp(join(tmpdir(), 'secrets-'));
    const first = loadSecretBox({ mode: 'development', dataDir: dir }, {});
    const sealed = first.seal('kept', 'r');
    assert.equal(loadSecretBox({ mode: 'development', dataDir: dir }, {}).open(sealed, 'r'), 'kept', 'the same key after a restart');
    assert.equal((await stat(join(dir, 'secret-keys'))).mode & 0o777, 0o600);
    assert.match(await readFile(join(dir, 'secret-keys'), 'utf8'), /^dev:/);
  });

  test('two processes starting at the same moment on a fresh data dir end up with the same key', async () => {
    const kit = new URL('../src/secrets/index.ts', import.meta.url).href;
    // Each child waits for the same instant, loads the box and seals a value: the other's box must open it.
    const child = (dir: string, at: number) =>
      promisify(execFile)(process.execPath, ['--input-type=module', '-e', `
        const { loadSecretBox } = await import(${JSON.stringify(kit)});
        while (Date.now() < ${at}) {}
        process.stdout.write(loadSecretBox({ mode: 'development', dataDir: ${JSON.stringify(dir)} }, {}).seal('v', 'r'));
      `]);
    for (let round = 0; round < 5; round++) {
      const dir = join(await mkdtemp(join(tmpdir(), 'secrets-race-')), 'data');
      const at = Date.now() + 700;
      const [a, b] = await Promise.all([child(dir, at), child(dir, at)]);
      const box = loadSecretBox({ mode: 'development', dataDir: dir }, {});
      assert.equal(box.open(a.stdout, 'r'), 'v');
      assert.equal(box.open(b.stdout, 'r'), 'v');
      assert.deepEqual(await readdir(dir), ['secret-keys'], 'no temp file is left');
    }
  });

  test('temp files a first start left when it died (empty, partial) do not break the next start and are removed', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'secrets-left-'));
    const old = new Date(Date.now() - 5 * 60_000);
    await writeFile(join(dir, '.secret-keys.tmp-empty'), '', { mode: 0o600 });
    await writeFile(join(dir, '.secret-keys.tmp-partial'), 'dev:abc', { mode: 0o600 });
    for (const name of ['.secret-keys.tmp-empty', '.secret-keys.tmp-partial']) await utimes(join(dir, name), old, old);
    const sealed = loadSecretBox({ mode: 'development', dataDir: dir }, {}).seal('kept', 'r');
    assert.equal(loadSecretBox({ mode: 'development', dataDir: dir }, {}).open(sealed, 'r'), 'kept');
    assert.deepEqual(await readdir(dir), ['secret-keys']);
    assert.equal((await stat(join(dir, 'secret-keys'))).mode & 0o777, 0o600);
  });
});
