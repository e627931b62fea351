// sweepStaleTempFolders: at start, a service removes the upload folders a crash left in the temp dir,
// only those with its prefixes and older than a request could take.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeWorkFolder, sweepStaleTempFolders, UPLOAD_TEMP_PREFIX, WORK_FOLDER_PREFIX } from '../src/http/temp-sweep.ts';

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

test('by default every platform-named work folder goes (and those of older builds), and nothing else named adops-', async () => {
  const root = await mkdtemp(join(dir, 'defaults-'));
  const old = new Date(Date.now() - 7 * 60 * 60_000);
  const made = [await makeWorkFolder('bulk', root), await makeWorkFolder('bulk-job', root), await makeWorkFolder('xlsx', root), await makeWorkFolder('asset', root)];
  assert.ok(made.every((path) => path.startsWith(join(root, WORK_FOLDER_PREFIX))));
  const fresh = await makeWorkFolder('bulk', root);
  const others = [`${UPLOAD_TEMP_PREFIX}x1`, 'adops-bulk-x1', 'adops-bulk-job-x1', 'adops-xlsx-x1', 'adops-asset-x1', 'adops-dev-services', 'adops-sqlite-x1'];
  for (const name of others) await mkdir(join(root, name));
  for (const path of [...made, ...others.map((name) => join(root, name))]) await utimes(path, old, old);
  assert.equal(await sweepStaleTempFolders(undefined, undefined, root), made.length + 5);
  assert.deepEqual((await readdir(root)).sort(), ['adops-dev-services', 'adops-sqlite-x1', fresh.slice(root.length + 1)].sort());
  await assert.rejects(makeWorkFolder('../escape', root));
});
