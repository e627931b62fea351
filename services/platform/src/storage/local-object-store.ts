// The local-disk adapter of the storage port, for the embedded default: objects are files under
// one root folder (DATA_DIR/objects unless STORAGE_DIR says otherwise). A put writes a temp file
// in the object's own folder, fsyncs it and renames it into place, so readers only ever see a
// whole object, and a failed or interrupted put removes its temp file: nothing is left behind.
// The content type lives next to the object in a '.<name>.meta' file; keys cannot start a segment
// with '.', so neither that file nor a temp file can clash with a key.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ByteLimit } from './byte-limit.ts';
import { removeStaleEntries } from './stale-entries.ts';
import { assertValidKey, urlFor } from './object-keys.ts';
import { InvalidObjectKeyError, RangeNotSatisfiableError, type ByteRange, type ObjectInfo, type ObjectStore, type PutOptions, type StoredObjectStream } from './object-store.ts';

export interface LocalObjectStoreOptions {
  root: string;
  /** Base of `cdnUrl` and `s3Url`: where the service (or a CDN in front of it) serves the files. */
  publicBaseUrl: string;
}

interface Meta {
  contentType: string;
}

const FALLBACK_TYPE = 'application/octet-stream';

export class LocalObjectStore implements ObjectStore {
  readonly driver = 'local';
  private readonly root: string;
  private readonly options: LocalObjectStoreOptions;

  constructor(options: LocalObjectStoreOptions) {
    this.options = options;
    this.root = resolve(options.root);
  }

  async put(key: string, body: Readable | AsyncIterable<Uint8Array>, options: PutOptions): Promise<ObjectInfo> {
    const path = this.pathOf(key);
    const folder = dirname(path);
    await mkdir(folder, { recursive: true });
    const tempObject = join(folder, `.tmp-${randomUUID()}`);
    const tempMeta = `${tempObject}.meta`;
    const limit = new ByteLimit(options.maxBytes);
    try {
      await pipeline(body instanceof Readable ? body : Readable.from(body), limit, createWriteStream(tempObject, { flags: 'wx' }));
      await fsyncFile(tempObject);
      await writeFile(tempMeta, JSON.stringify({ contentType: options.contentType } satisfies Meta), { flag: 'wx' });
      await fsyncFile(tempMeta);
      await rename(tempMeta, this.metaPathOf(path));
      await rename(tempObject, path);
      await fsyncFile(folder); // the renames themselves survive a crash only once the folder is synced
    } catch (error) {
      await Promise.all([rm(tempObject, { force: true }), rm(tempMeta, { force: true })]);
      throw error;
    }
    return { key, size: limit.bytes, contentType: options.contentType };
  }

  async get(key: string, range?: ByteRange): Promise<StoredObjectStream | undefined> {
    const path = this.pathOf(key);
    // Open first, then stat the open file: size and bytes come from the same object even when a
    // put replaces it meanwhile.
    const handle = await open(path, 'r').catch(ifMissing(undefined));
    if (!handle) return undefined;
    try {
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return undefined;
      }
      const contentType = await this.contentTypeOf(path);
      if (!range) return { key, size: stats.size, contentType, body: handle.createReadStream() };
      if (range.start >= stats.size) throw new RangeNotSatisfiableError(stats.size);
      const part = { start: range.start, end: Math.min(range.end, stats.size - 1) };
      return { key, size: stats.size, contentType, range: part, body: handle.createReadStream(part) };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async head(key: string): Promise<ObjectInfo | undefined> {
    const path = this.pathOf(key);
    const stats = await stat(path).catch(ifMissing(undefined));
    if (!stats?.isFile()) return undefined;
    return { key, size: stats.size, contentType: await this.contentTypeOf(path) };
  }

  async delete(key: string): Promise<void> {
    const path = this.pathOf(key);
    await rm(path, { force: true });
    await rm(this.metaPathOf(path), { force: true });
    await this.pruneEmptyFolders(dirname(path));
  }

  cdnUrl(key: string): string {
    return urlFor(this.options.publicBaseUrl, key);
  }

  s3Url(key: string): string {
    return urlFor(this.options.publicBaseUrl, key);
  }

  /**
   * Removes the temp files of puts that never finished because the process died mid-write (a put
   * removes its own on any failure it lives to see). Only those older than `olderThanMs`, so a put in
   * flight is never touched; run at start. Answers how many files went.
   */
  async sweepTemporaries(olderThanMs = 60 * 60_000): Promise<number> {
    return removeStaleEntries(this.root, { olderThanMs, recursive: true, matches: (entry) => entry.isFile() && entry.name.startsWith('.tmp-') });
  }

  /** The file of a key, refusing (besides the key rules) anything that would resolve outside the root. */
  private pathOf(key: string): string {
    const path = resolve(this.root, assertValidKey(key));
    if (!path.startsWith(this.root + sep)) throw new InvalidObjectKeyError(key, 'resolves outside the storage root');
    return path;
  }

  private metaPathOf(path: string): string {
    return join(dirname(path), `.${basename(path)}.meta`);
  }

  private async contentTypeOf(path: string): Promise<string> {
    const raw = await readFile(this.metaPathOf(path), 'utf8').catch(ifMissing(undefined));
    if (!raw) return FALLBACK_TYPE;
    return (JSON.parse(raw) as Partial<Meta>).contentType ?? FALLBACK_TYPE;
  }

  /** Folders that a delete emptied go too, up to (not including) the root; a folder in use stays. */
  private async pruneEmptyFolders(folder: string): Promise<void> {
    for (let current = folder; current.startsWith(this.root + sep); current = dirname(current)) {
      try {
        await rmdir(current);
      } catch {
        return; // not empty (or gone, or raced by a put): stop here
      }
    }
  }
}

async function fsyncFile(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

function ifMissing<T>(value: T) {
  return (error: NodeJS.ErrnoException): T => {
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return value;
    throw error;
  };
}
