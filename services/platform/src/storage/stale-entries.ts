// What a crash leaves behind in a folder (temp files of cut-off writes, work folders of requests
// that died) is found by name and removed once old enough: older than any write or request in
// flight could be, so one still running in another process sharing the folder is never touched.
import { readdir, rm, stat } from 'node:fs/promises';
import type { Dirent } from 'node:fs';
import { join } from 'node:path';

export interface StaleSweep {
  /** Which entries are leftovers (by name and type); the others are never touched. */
  matches(entry: Dirent): boolean;
  olderThanMs: number;
  /** Look in sub-folders too. */
  recursive?: boolean;
}

/** Removes the matching entries under `dir` not modified for `olderThanMs` (folders with their contents); answers how many. A missing `dir` has none. */
export async function removeStaleEntries(dir: string, sweep: StaleSweep): Promise<number> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: sweep.recursive ?? false }).catch(ifMissing([]));
  const before = Date.now() - sweep.olderThanMs;
  let removed = 0;
  for (const entry of entries) {
    if (!sweep.matches(entry)) continue;
    const path = join(entry.parentPath, entry.name);
    const stats = await stat(path).catch(ifMissing(undefined));
    if (!stats || stats.mtimeMs > before) continue;
    await rm(path, { recursive: true, force: true });
    removed++;
  }
  return removed;
}

/** Gone meanwhile (its own process removed it) or never there: nothing to sweep. */
function ifMissing<T>(value: T) {
  return (error: NodeJS.ErrnoException): T => {
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return value;
    throw error;
  };
}
