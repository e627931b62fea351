// Temp folders that outlive a crash: the multipart kit's per-request folders and the work folders of
// a context (bulk files, asset previews, workbook parts) are removed when their response ends or their
// work fails, but a process that dies meanwhile leaves them, and a container's /tmp (an emptyDir)
// survives its restart. So the platform names them all (makeWorkFolder: one prefix, whatever a
// service does in them) and a service sweeps them at start: only folders with the platform's names,
// and only those older than a request or a job could take, so work in flight in another process
// sharing the folder is safe. Only names the platform made: a developer's /tmp holds other adops-*
// folders (the dev services' registry, test data) that are none of the sweep's business.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { removeStaleEntries } from '../storage/stale-entries.ts';

/** Every work folder makeWorkFolder makes starts with this. */
export const WORK_FOLDER_PREFIX = 'adops-work-';

/** The multipart kit's per-request folders (http/multipart.ts); their name predates WORK_FOLDER_PREFIX and is known outside. */
export const UPLOAD_TEMP_PREFIX = 'adops-upload-';

/** What the sweep removes by default: the platform's names, and the work folders' names of builds before WORK_FOLDER_PREFIX. */
export const TEMP_FOLDER_PREFIXES: readonly string[] = [WORK_FOLDER_PREFIX, UPLOAD_TEMP_PREFIX, 'adops-asset-', 'adops-bulk-', 'adops-xlsx-'];

/** A fresh, private folder for one piece of work (`purpose` says whose, e.g. 'bulk'); the caller removes it when done. */
export async function makeWorkFolder(purpose: string, dir = tmpdir()): Promise<string> {
  if (!/^[a-z][a-z0-9-]*$/.test(purpose)) throw new Error(`a work folder's purpose is lowercase letters, digits and dashes: ${purpose}`);
  return mkdtemp(join(dir, `${WORK_FOLDER_PREFIX}${purpose}-`));
}

/** Removes the folders under `dir` whose names start with one of `prefixes` and that were not touched for `olderThanMs`; returns how many. */
export async function sweepStaleTempFolders(prefixes: readonly string[] = TEMP_FOLDER_PREFIXES, olderThanMs = 6 * 60 * 60_000, dir = tmpdir()): Promise<number> {
  return removeStaleEntries(dir, { olderThanMs, matches: (entry) => entry.isDirectory() && prefixes.some((p) => entry.name.startsWith(p)) });
}
