// A poster frame for a video asset: ffmpeg (Debian's package) run as a child process, with its
// arguments as an array (no shell), reading a file path and writing one JPEG, killed after a timeout.
// Nothing of the client's is trusted: the demuxer is forced from the sniffed format (so ffmpeg never
// probes the bytes into a playlist or a concat list that would open other files or URLs), only the
// file protocol is allowed, and paths go as `file:` URLs, so a name starting with '-' or holding a
// ':' is just a name. ffmpeg missing is MediaToolMissing, for the caller to degrade on (an asset
// without a poster and a warning; see docs/decisions.md), never a crash.
import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Logger } from '../logger.ts';
import { Problem } from '../problems.ts';
import { MEDIA_FORMATS, type VideoFormat } from './formats.ts';
import { THUMBNAIL_SIZE } from './thumbnail.ts';

export interface PosterFrameOptions {
  /** The frame's largest width and height, in pixels. */
  size?: number;
  /** ffmpeg is killed after this long: a hostile or broken file never holds a request. */
  timeoutMs?: number;
  /** The ffmpeg to run; FFMPEG_PATH, else `ffmpeg` on the PATH. */
  ffmpeg?: string;
}

/** ffmpeg is not installed: poster frames cannot be made on this machine. */
export class MediaToolMissing extends Error {
  readonly tool: string;
  constructor(tool: string) {
    super(`${tool} is not installed, so videos get no poster frame (Debian: apt-get install ffmpeg).`);
    this.tool = tool;
  }
}

const TIMEOUT_MS = 20_000;
/** ffmpeg's own complaints, kept to the end that says what went wrong. */
const STDERR_KEPT = 64 * 1024;

const unreadable = (detail: string) => new Problem(422, 'Unprocessable Content', detail);
const ffmpegPath = (options: PosterFrameOptions) => options.ffmpeg ?? process.env.FFMPEG_PATH ?? 'ffmpeg';

function run(command: string, args: string[], timeoutMs: number): Promise<void> {
  return new Promise((done, fail) => {
    execFile(
      command,
      args,
      { timeout: timeoutMs, killSignal: 'SIGKILL', maxBuffer: STDERR_KEPT, windowsHide: true },
      (error, _stdout, stderr) => {
        if (!error) return done();
        const failure = error as NodeJS.ErrnoException & { killed?: boolean; signal?: string | null };
        if (failure.code === 'ENOENT') return fail(new MediaToolMissing(command));
        if (failure.killed || failure.signal === 'SIGKILL')
          return fail(unreadable(`The video could not be read within ${Math.round(timeoutMs / 1000) || 1} s.`));
        const said = String(stderr).trim().split('\n').filter(Boolean).at(-1) ?? failure.message;
        fail(unreadable(`The video cannot be read: ${said.slice(0, 300)}`));
      },
    );
  });
}

/**
 * Writes a JPEG poster frame of the video at `videoPath` (of the sniffed `format`) to `jpegPath`: a
 * representative frame of the first few (not a black first one), at most `size` pixels wide and high.
 * Returns false, without running ffmpeg, for a format with no picture (wav).
 */
export async function posterFrame(
  videoPath: string,
  jpegPath: string,
  format: VideoFormat,
  options: PosterFrameOptions = {},
): Promise<boolean> {
  const info = MEDIA_FORMATS[format];
  if (!info.hasPicture || !info.demuxer) return false;
  const size = options.size ?? THUMBNAIL_SIZE;
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  // prettier-ignore
  const args = [
    '-nostdin', '-hide_banner', '-loglevel', 'error', '-threads', '1',
    '-protocol_whitelist', 'file', '-f', info.demuxer, '-i', `file:${resolve(videoPath)}`,
    '-map', '0:v:0', '-an', '-sn', '-dn',
    '-vf', `thumbnail=30,scale=w=${size}:h=${size}:force_original_aspect_ratio=decrease:force_divisible_by=2`,
    '-frames:v', '1', '-update', '1', '-c:v', 'mjpeg', '-q:v', '4', '-f', 'image2',
    '-y', `file:${resolve(jpegPath)}`,
  ];
  await run(ffmpegPath(options), args, timeoutMs);
  // ffmpeg exits 0 on a video stream with no decodable frame, writing nothing.
  const written = await stat(jpegPath).catch(() => undefined);
  if (!written?.size) throw unreadable('The video has no frame that can be decoded.');
  return true;
}

/** Whether ffmpeg runs here (for start-up logs and tests). */
export async function ffmpegAvailable(options: Pick<PosterFrameOptions, 'ffmpeg'> = {}): Promise<boolean> {
  return run(ffmpegPath(options), ['-hide_banner', '-version'], 10_000).then(
    () => true,
    () => false,
  );
}

let warned = false;

/**
 * posterFrame for an upload that must not fail when ffmpeg is missing: false (no poster) and one
 * warning per process then; a video that cannot be read still fails with its Problem.
 */
export async function posterFrameIfPossible(
  videoPath: string,
  jpegPath: string,
  format: VideoFormat,
  logger: Logger,
  options: PosterFrameOptions = {},
): Promise<boolean> {
  try {
    return await posterFrame(videoPath, jpegPath, format, options);
  } catch (error) {
    if (!(error instanceof MediaToolMissing)) throw error;
    if (!warned) logger.warn({ tool: error.tool }, error.message);
    warned = true;
    return false;
  }
}
