// Reading an uploaded zip without trusting it. The central directory is checked whole before a byte
// is inflated (entry count, declared sizes and ratios, names, symlinks, duplicates, encryption); then
// every entry is inflated through a counter that holds the real bytes to the same limits, because the
// declared sizes are whatever the sender wrote. yauzl reads the central directory (not the local
// headers a streaming reader would trust) and refuses data that overruns the declared size.
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import { collisionKey, safeEntrySegments } from './entry-paths.ts';
import { DEFAULT_ARCHIVE_LIMITS, type ArchiveLimits } from './limits.ts';
import { ArchiveRefused } from './refusals.ts';

export interface ZipEntryInfo {
  /** The entry's path inside the archive, checked safe: relative, `/`-separated, no `..`. */
  name: string;
  segments: string[];
  isDirectory: boolean;
  /** As declared by the archive; the real size is checked while inflating. */
  uncompressedSize: number;
  compressedSize: number;
}

export interface ExtractedFile extends ZipEntryInfo {
  /** Where it was written. */
  path: string;
  /** Bytes actually written. */
  size: number;
}

const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;
const S_IFLNK = 0o120000;

/** Reads the central directory only and refuses the archive if anything in it breaks the limits. */
export async function inspectZip(
  file: string,
  limits: ArchiveLimits = DEFAULT_ARCHIVE_LIMITS,
): Promise<ZipEntryInfo[]> {
  const zip = await openZip(file);
  try {
    return await checkDirectory(zip, limits);
  } finally {
    zip.close();
  }
}

/**
 * Hands every file entry to `handle` as a stream, one at a time, after the whole directory passed
 * `inspectZip`'s checks. The stream fails with ArchiveRefused as soon as the real bytes break a limit;
 * that refusal is what this rejects with, whatever the handler made of it.
 */
export async function forEachZipEntry(
  file: string,
  handle: (entry: ZipEntryInfo, content: Readable) => Promise<void>,
  limits: ArchiveLimits = DEFAULT_ARCHIVE_LIMITS,
): Promise<ZipEntryInfo[]> {
  // Two opens: the directory is read once to check it whole, then again to stream the data (yauzl
  // reads each directory record once), so no entry is handed out before the last one was checked.
  const checked = await inspectZip(file, limits);
  const zip = await openZip(file);
  const budget = new InflateBudget(limits, checked);
  try {
    let index = 0;
    for await (const raw of zip.eachEntry()) {
      const entry = checked[index++];
      if (!entry || entry.name !== entryName(raw))
        throw new ArchiveRefused('corrupt', 'The archive changed while it was being read.');
      if (entry.isDirectory) continue;
      const inflated = await zip.openReadStreamPromise(raw);
      const counted = budget.counter(entry);
      // yauzl's own errors (data past the declared size, bad deflate data) reach the handler through
      // `counted`; the no-op listener keeps one nobody reads any more from becoming an uncaught error.
      counted.on('error', () => {});
      inflated.on('error', (error) => {
        budget.fail(readError(error, entry.name));
        counted.destroy(budget.refusal);
      });
      inflated.pipe(counted);
      try {
        await handle(entry, counted);
      } catch (error) {
        throw budget.refusal ?? error;
      } finally {
        inflated.destroy();
        counted.destroy();
      }
      if (budget.refusal) throw budget.refusal;
    }
    return checked;
  } catch (error) {
    throw budget.refusal ?? readError(error);
  } finally {
    zip.close();
  }
}

/**
 * Extracts into `targetDir`, which must not exist or be empty. Any refusal or failure, before or
 * midway, removes everything this call wrote (the folder too if it created it).
 */
export async function extractZip(
  file: string,
  targetDir: string,
  limits: ArchiveLimits = DEFAULT_ARCHIVE_LIMITS,
): Promise<ExtractedFile[]> {
  const root = resolve(targetDir);
  const created = await prepareTarget(root);
  const written: ExtractedFile[] = [];
  try {
    await forEachZipEntry(
      file,
      async (entry, content) => {
        const path = resolve(root, ...entry.segments);
        if (!path.startsWith(root + sep))
          throw new ArchiveRefused(
            'unsafe-path',
            `The archive entry "${entry.name}" escapes the target folder.`,
            entry.name,
          );
        await mkdir(resolve(path, '..'), { recursive: true });
        // 'wx': never overwrite and never follow something already there (a symlink planted by an earlier entry).
        await pipeline(content, createWriteStream(path, { flags: 'wx', mode: 0o640 }));
        written.push({ ...entry, path, size: (await stat(path)).size });
      },
      limits,
    );
    return written;
  } catch (error) {
    await clearTarget(root, created);
    throw error;
  }
}

async function prepareTarget(root: string): Promise<boolean> {
  try {
    const existing = await readdir(root);
    if (existing.length > 0) throw new Error(`Extraction target ${root} is not empty.`);
    return false;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await mkdir(root, { recursive: true });
    return true;
  }
}

async function clearTarget(root: string, created: boolean): Promise<void> {
  if (created) {
    await rm(root, { recursive: true, force: true });
    return;
  }
  for (const name of await readdir(root).catch(() => [] as string[]))
    await rm(join(root, name), { recursive: true, force: true });
}

function openZip(file: string): Promise<yauzl.ZipFile> {
  // decodeStrings off: the names are decoded below and refused with our reasons, where yauzl would
  // fail the whole read with its own message (or, by default, quietly turn backslashes into slashes).
  return yauzl
    .openPromise(file, { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: true })
    .catch((error: unknown) => {
      throw readError(error);
    });
}

function entryName(raw: yauzl.Entry): string {
  return yauzl.getFileNameLowLevel(
    raw.generalPurposeBitFlag,
    raw.fileName as unknown as Buffer,
    raw.extraFields,
    false,
  );
}

async function checkDirectory(zip: yauzl.ZipFile, limits: ArchiveLimits): Promise<ZipEntryInfo[]> {
  if (zip.entryCount > limits.maxEntries) {
    throw new ArchiveRefused(
      'too-many-entries',
      `The archive has ${zip.entryCount} entries; at most ${limits.maxEntries} are taken.`,
    );
  }
  const entries: ZipEntryInfo[] = [];
  const files = new Set<string>();
  const folders = new Set<string>();
  let total = 0;
  let compressed = 0;
  for await (const raw of zip.eachEntry()) {
    const name = entryName(raw);
    const segments = safeEntrySegments(name);
    const isDirectory = name.endsWith('/');
    const mode = (raw.externalFileAttributes >>> 16) & S_IFMT;
    const madeOnUnix = raw.versionMadeBy >> 8 === 3;
    if (madeOnUnix && mode === S_IFLNK)
      throw new ArchiveRefused('symlink', `The archive entry "${name}" is a symbolic link.`, name);
    if (madeOnUnix && mode !== 0 && mode !== S_IFREG && mode !== S_IFDIR) {
      throw new ArchiveRefused('unsafe-path', `The archive entry "${name}" is not a regular file or folder.`, name);
    }
    if (raw.isEncrypted()) throw new ArchiveRefused('encrypted', `The archive entry "${name}" is encrypted.`, name);
    if (!raw.canDecodeFileData())
      throw new ArchiveRefused(
        'corrupt',
        `The archive entry "${name}" uses a compression method we cannot read.`,
        name,
      );

    const key = collisionKey(segments);
    if (files.has(key) || (isDirectory ? false : folders.has(key))) {
      throw new ArchiveRefused(
        'duplicate-name',
        `The archive has "${name}" more than once (names differing only in case count as the same).`,
        name,
      );
    }
    for (let i = 1; i < segments.length + (isDirectory ? 1 : 0); i++) {
      const folder = collisionKey(segments.slice(0, i));
      if (files.has(folder))
        throw new ArchiveRefused('duplicate-name', `The archive has "${name}" inside a file of the same name.`, name);
      folders.add(folder);
    }
    if (!isDirectory) files.add(key);

    const entry: ZipEntryInfo = {
      name,
      segments,
      isDirectory,
      uncompressedSize: raw.uncompressedSize,
      compressedSize: raw.compressedSize,
    };
    checkEntrySize(entry, entry.uncompressedSize, limits);
    total += raw.uncompressedSize;
    compressed += raw.compressedSize;
    checkTotal(total, compressed, limits);
    entries.push(entry);
  }
  return entries;
}

function checkEntrySize(entry: ZipEntryInfo, bytes: number, limits: ArchiveLimits): void {
  if (bytes > limits.maxEntryBytes) {
    throw new ArchiveRefused(
      'entry-too-large',
      `The archive entry "${entry.name}" holds more than ${limits.maxEntryBytes} bytes.`,
      entry.name,
    );
  }
  if (bytes > limits.ratioFloorBytes && bytes > entry.compressedSize * limits.maxRatio) {
    throw new ArchiveRefused(
      'ratio',
      `The archive entry "${entry.name}" inflates more than ${limits.maxRatio} times its compressed size.`,
      entry.name,
    );
  }
}

function checkTotal(total: number, compressed: number, limits: ArchiveLimits): void {
  if (total > limits.maxTotalBytes)
    throw new ArchiveRefused('too-large', `The archive holds more than ${limits.maxTotalBytes} bytes uncompressed.`);
  if (total > limits.ratioFloorBytes && total > compressed * limits.maxRatio) {
    throw new ArchiveRefused('ratio', `The archive inflates more than ${limits.maxRatio} times its compressed size.`);
  }
}

/** The real bytes, counted as they come out of the inflater, against the same limits. */
class InflateBudget {
  /** The first reason the bytes were refused (or could not be read); later ones are consequences. */
  refusal: Error | undefined;
  private total = 0;
  private readonly compressed: number;
  private readonly limits: ArchiveLimits;

  constructor(limits: ArchiveLimits, entries: ZipEntryInfo[]) {
    this.limits = limits;
    this.compressed = entries.reduce((sum, e) => sum + e.compressedSize, 0);
  }

  fail(error: Error): void {
    this.refusal ??= error;
  }

  counter(entry: ZipEntryInfo): Transform {
    let bytes = 0;
    return new Transform({
      transform: (chunk: Buffer, _encoding, done: TransformCallback) => {
        bytes += chunk.length;
        this.total += chunk.length;
        try {
          if (bytes > entry.uncompressedSize) {
            throw new ArchiveRefused(
              'size-mismatch',
              `The archive entry "${entry.name}" holds more than the ${entry.uncompressedSize} bytes it declares.`,
              entry.name,
            );
          }
          checkEntrySize(entry, bytes, this.limits);
          checkTotal(this.total, this.compressed, this.limits);
        } catch (refusal) {
          this.fail(refusal as ArchiveRefused);
          done(this.refusal);
          return;
        }
        done(null, chunk);
      },
    });
  }
}

/** yauzl's own errors (bad signatures, data past the declared size, truncated files) as refusals. */
function readError(error: unknown, name?: string): Error {
  if (error instanceof ArchiveRefused) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/too many bytes|not enough bytes/i.test(message)) {
    return new ArchiveRefused(
      'size-mismatch',
      `The archive entry "${name ?? '?'}" does not hold the size it declares.`,
      name,
    );
  }
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return error as Error; // our own I/O (ENOENT, ENOSPC, …), not the archive's fault
  return new ArchiveRefused('corrupt', `The file is not a readable zip archive (${message}).`, name);
}
