// Thumbnails of image assets with sharp (libvips, shipped prebuilt for linux-x64 in the npm
// package: no native build, no system library). libvips shrinks a JPEG while decoding it and reads
// the input once, top to bottom (sequentialRead), so a large photo is never held whole at full
// size; an animated GIF gives its first frame (sharp reads one page unless told otherwise).
import type Sharp from 'sharp';
import type { Readable } from 'node:stream';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Problem } from '../problems.ts';

export interface ThumbnailOptions {
  /** The thumbnail's largest width and height, in pixels (it keeps the image's proportions, never enlarges). */
  size?: number;
  format?: 'jpeg' | 'webp';
  /** Images with more pixels than this are refused before they are decoded (a decompression bomb). */
  maxInputPixels?: number;
  /** A stream input longer than this is refused (sharp collects a stream before decoding it). */
  maxInputBytes?: number;
}

export interface Thumbnail {
  data: Buffer;
  format: 'jpeg' | 'webp';
  mime: 'image/jpeg' | 'image/webp';
  width: number;
  height: number;
}

export const THUMBNAIL_SIZE = 320;
const MAX_INPUT_PIXELS = 100_000_000;
const MAX_INPUT_BYTES = 50 * 1024 * 1024;

// sharp (libvips, ~12 MB of RSS mapped and initialised) is loaded on the first thumbnail, not when a service starts.
// libvips's operation cache is turned off: every input here is a new upload's temporary file, so nothing in it is
// ever asked for again, and each entry kept the deleted file mapped (its disk space not freed) and its working memory
// allocated, up to 20 files and 50 MB (issue 31: the embedded default's RSS after a load).
let loadingSharp: Promise<typeof Sharp> | undefined;
const loadSharp = () =>
  (loadingSharp ??= import('sharp').then((m) => {
    const sharp = m.default as typeof Sharp;
    sharp.cache(false);
    return sharp;
  }));

const unreadable = (detail: string) => new Problem(422, 'Unprocessable Content', detail);

/** Fails a stream past its limit, so a stream input is bounded like a file is. */
class ByteLimit extends Transform {
  private seen = 0;
  private readonly limit: number;
  constructor(limit: number) {
    super();
    this.limit = limit;
  }
  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.seen += chunk.length;
    done(this.seen > this.limit ? unreadable(`The image is larger than ${this.limit} bytes.`) : null, chunk);
  }
}

/** A thumbnail of the image at this path (or in this stream): at most `size` pixels wide and high. */
export async function thumbnail(input: string | Readable, options: ThumbnailOptions = {}): Promise<Thumbnail> {
  const size = options.size ?? THUMBNAIL_SIZE;
  const format = options.format ?? 'jpeg';
  const settings = {
    limitInputPixels: options.maxInputPixels ?? MAX_INPUT_PIXELS,
    sequentialRead: true,
    pages: 1,
    failOn: 'error' as const,
  };
  const sharp = await loadSharp();
  const image = typeof input === 'string' ? sharp(input, settings) : sharp(settings);
  const resized = image
    .rotate() // as the camera held it (EXIF orientation), before the size is taken
    .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
    // JPEG has no transparency: a transparent PNG or GIF gets a white background, not a black one.
    .flatten({ background: '#ffffff' });
  const encoded = format === 'webp' ? resized.webp({ quality: 75 }) : resized.jpeg({ quality: 80, mozjpeg: true });
  const feeding =
    typeof input === 'string'
      ? undefined
      : pipeline(input, new ByteLimit(options.maxInputBytes ?? MAX_INPUT_BYTES), image);
  const making = encoded.toBuffer({ resolveWithObject: true });
  // A stream cut at its limit destroys sharp, whose toBuffer may then never settle: the stream's own
  // failure is the answer, at once (Promise.all rejects on the first failure).
  making.catch(() => undefined);
  let made: Awaited<typeof making>;
  try {
    [made] = await Promise.all([making, feeding]);
  } catch (error) {
    if (error instanceof Problem) throw error;
    throw unreadable(`The image cannot be read: ${(error as Error).message}.`);
  }
  const { data, info } = made;
  return {
    data,
    format,
    mime: format === 'webp' ? 'image/webp' : 'image/jpeg',
    width: info.width,
    height: info.height,
  };
}
