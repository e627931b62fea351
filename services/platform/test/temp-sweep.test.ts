// sweepStaleTempFolders: at start, a service removes the upload folders a crash left in the temp dir,
// only those with its prefixes and older than a request could take.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sweepStaleTempFolders, UPLOAD_TEMP_PREFIX } from '../src/http/temp-sweep.ts';

const dir = await mkdtemp(join(tmpdir(), 'temp-sweep-test-'));
after(() => rm(dir, { recursive: true, force: true }));

test('old folders with the prefixes go; fresh ones, other names and files stay', async () => {
  const old = new Date(Date.now() - 7 * 60 * 60_000);
  for (const name of [`${UPLOAD_TEMP_PREFIX}dead`, 'adops-asset-dead', `${UPLOAD_TEMP_PREFIX}live`, 'someone-else']) {
    await mkdir(join(dir, name));
    await writeFile(join(dir, name, '0'), 'bytes');
  }
  await writeFile(join(dir, `${UPLOAD_TEMP_PREFIX}file`), 'not a folder');
  for (const name of [`${UPLOAD_TEMP_PREFIX}dead`, 'adops-asset-dead', 'someone-else', `${UPLOAD_TEMP_PREFIX}file`]) await utimes(join(dir, name), old, old);
  assert.equal(await sweepStaleTempFolders([UPLOAD_TEMP_PREFIX, 'adops-asset-'], undefined, dir), 2);
  assert.deepEqual((await readdir(dir)).sort(), [`${UPLOAD_TEMP_PREFIX}file`, `${UPLOAD_TEMP_PREFIX}live`, 'someone-else']);
  assert.equal(await sweepStaleTempFolders([UPLOAD_TEMP_PREFIX], undefined, join(dir, 'missing')), 0);
});
