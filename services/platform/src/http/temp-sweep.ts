// Temp folders that outlive a crash: the multipart kit's per-request folders (adops-upload-*) and a
// context's own work folders are removed when their response ends or their work fails, but a process
// that dies meanwhile leaves them, and a container's /tmp (an emptyDir) survives its restart. A service
// that takes large uploads sweeps them at start: only folders with these prefixes, and only those older
// than a request could take, so a request in flight in another process sharing the folder is safe.
import { readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The multipart kit's per-request folders (http/multipart.ts). */
export const UPLOAD_TEMP_PREFIX = 'adops-upload-';

export async function sweepStaleTempFolders(prefixes: readonly string[], olderThanMs = 6 * 60 * 60_000, dir = tmpdir()): Promise<number> {
  const before = Date.now() - olderThanMs;
  let removed = 0;
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    if (!entry.isDirectory() || !prefixes.some((p) => entry.name.startsWith(p))) continue;
    const path = join(dir, entry.name);
    const stats = await stat(path).catch(() => undefined);
    if (!stats || stats.mtimeMs > before) continue;
    await rm(path, { recursive: true, force: true });
    removed++;
  }
  return removed;
}
