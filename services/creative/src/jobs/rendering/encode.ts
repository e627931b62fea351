// Frames to an MP4 with ffmpeg: PNG frames piped in (image2pipe), H.264 in yuv420p (which needs even
// sides: an odd side loses its last pixel row or column rather than being stretched), and the
// template's audio trimmed or looped to the video's length, padded with silence when short, with
// its fades. The audio file was uploaded by a template author: its demuxer is forced from its
// magic bytes (never a playlist or concat list that would make ffmpeg open other files or URLs) and
// ffmpeg may only read local files and the pipe.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import type { AudioOptions } from './template-config.ts';

export const FFMPEG = process.env['FFMPEG_PATH'] ?? '/usr/bin/ffmpeg';

export type AudioFormat = 'mp3' | 'wav' | 'ogg';

/** The audio format from a file's first bytes (the spec allows .mp3, .wav and .ogg), or undefined. */
export function audioFormatOf(bytes: Uint8Array): AudioFormat | undefined {
  const ascii = (from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString('latin1');
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return 'wav';
  if (ascii(0, 4) === 'OggS') return 'ogg';
  if (ascii(0, 3) === 'ID3') return 'mp3';
  // An MPEG audio frame sync: eleven set bits.
  if (bytes.length >= 2 && bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0) return 'mp3';
  return undefined;
}

export interface EncodeOptions {
  fps: number;
  durationS: number;
  outputPath: string;
  audio?: { path: string; format: AudioFormat; options: AudioOptions };
}

/** ffmpeg's arguments for an encode (pure, so it can be read and tested). */
export function ffmpegArgs(o: EncodeOptions): string[] {
  const d = o.durationS;
  const args = ['-hide_banner', '-loglevel', 'error', '-y'];
  args.push(
    '-protocol_whitelist',
    'pipe',
    '-f',
    'image2pipe',
    '-framerate',
    String(o.fps),
    '-c:v',
    'png',
    '-i',
    'pipe:0',
  );
  const video = '[0:v]crop=trunc(iw/2)*2:trunc(ih/2)*2:0:0,format=yuv420p[v]';
  const filters = [video];
  const maps = ['-map', '[v]'];
  if (o.audio) {
    const a = o.audio.options;
    if (a.loopAudio) args.push('-stream_loop', '-1');
    args.push('-protocol_whitelist', 'file', '-f', o.audio.format, '-i', o.audio.path);
    const chain = ['apad', `atrim=0:${d}`, 'asetpts=N/SR/TB'];
    if (a.fadeIn && a.fadeInDuration > 0) chain.push(`afade=t=in:st=0:d=${Math.min(a.fadeInDuration, d)}`);
    if (a.fadeOut && a.fadeOutDuration > 0) {
      const fade = Math.min(a.fadeOutDuration, d);
      chain.push(`afade=t=out:st=${round3(d - fade)}:d=${fade}`);
    }
    filters.push(`[1:a]${chain.join(',')}[a]`);
    maps.push('-map', '[a]');
  }
  args.push('-filter_complex', filters.join(';'), ...maps);
  args.push('-c:v', 'libx264', '-preset', 'veryfast', '-crf', '20', '-pix_fmt', 'yuv420p', '-r', String(o.fps));
  if (o.audio) args.push('-c:a', 'aac', '-b:a', '128k');
  args.push('-t', String(d), '-movflags', '+faststart', '-f', 'mp4', o.outputPath);
  return args;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

export interface Encoder {
  /** Writes one PNG frame, waiting while ffmpeg is behind. */
  write(png: Buffer): Promise<void>;
  /** Ends the input and waits for the MP4 to be written. */
  finish(): Promise<void>;
  /** Stops ffmpeg (a failed render). */
  kill(): void;
}

const STDERR_KEPT = 4_000;

export function startEncoder(options: EncodeOptions): Encoder {
  const child = spawn(FFMPEG, ffmpegArgs(options), { stdio: ['pipe', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-STDERR_KEPT)));
  // A write after ffmpeg quit fails with EPIPE; the exit below carries the reason.
  child.stdin.on('error', () => undefined);
  const exited = new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`ffmpeg failed (${signal ?? `exit ${code}`}): ${stderr.trim() || 'no output'}`));
    });
  });
  // Whoever awaits finish() sees the failure; until then it must not be an unhandled rejection.
  exited.catch(() => undefined);
  let failed: Error | undefined;
  exited.catch((error: Error) => (failed = error));
  return {
    async write(png) {
      if (failed) throw failed;
      if (!child.stdin.write(png)) await Promise.race([once(child.stdin, 'drain'), exited]);
      if (failed) throw failed;
    },
    async finish() {
      child.stdin.end();
      await exited;
    },
    kill() {
      child.kill('SIGKILL');
    },
  };
}
