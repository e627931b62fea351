// The media kit on real files: every accepted format sniffed by its content (videos made here with
// ffmpeg), the refusals (a PNG named .mp4, text named .png), bounded thumbnails of PNG, JPEG and an
// animated GIF (its first frame), and poster frames from an mp4 and a mov, with a corrupt video and
// a timeout giving a clear Problem, not a hang. Without ffmpeg the video tests are skipped on a
// developer's machine but fail under CI=true (scripts/ensure-test-tools installs it).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { Problem } from '../src/problems.ts';
import type { Logger } from '../src/logger.ts';
import {
  ffmpegAvailable,
  MediaToolMissing,
  mediaOfUpload,
  posterFrame,
  posterFrameIfPossible,
  sniffedMediaTypes,
  sniffMedia,
  thumbnail,
  type VideoFormat,
} from '../src/media/index.ts';
import type { UploadedFile } from '../src/http/multipart.ts';

const run = promisify(execFile);
const dir = await mkdtemp(join(tmpdir(), 'adops-media-'));
after(() => rm(dir, { recursive: true, force: true }));
const at = (name: string) => join(dir, name);

const HAVE_FFMPEG = await ffmpegAvailable();
const videoSkip =
  !HAVE_FFMPEG && process.env.CI !== 'true'
    ? 'ffmpeg is not installed (scripts/ensure-test-tools installs it; under CI=true this fails)'
    : false;

const solid = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } });

/** A Problem with this status whose detail matches. */
const problem = (status: number, detail: RegExp) => (error: unknown) => {
  assert.ok(error instanceof Problem, `expected a Problem, got ${String(error)}`);
  assert.equal(error.status, status);
  assert.match(error.detail, detail);
  return true;
};

before(async () => {
  await solid(800, 600, '#3366cc').png().toFile(at('photo.png'));
  await solid(600, 1200, '#cc6633').jpeg().toFile(at('portrait.jpg'));
  const red = await solid(400, 300, '#ff0000').png().toBuffer();
  const blue = await solid(400, 300, '#0000ff').png().toBuffer();
  await sharp([red, blue], { join: { animated: true } })
    .gif()
    .toFile(at('animated.gif'));
  await solid(100, 50, '#00ff00').png().toFile(at('small.png'));
  await writeFile(at('notes.png'), 'Just some notes, no picture at all.\n'.repeat(20));
});

describe('sniffing images by content', () => {
  for (const [file, format] of [
    ['photo.png', 'png'],
    ['portrait.jpg', 'jpeg'],
    ['animated.gif', 'gif'],
  ] as const) {
    test(`${file} is ${format}`, async () => {
      const media = await sniffMedia(at(file), { fileName: file });
      assert.equal(media.format, format);
      assert.equal(media.kind, 'image');
    });
  }

  test('the first bytes alone are enough', async () => {
    const head = (await sharp(at('photo.png')).png().toBuffer()).subarray(0, 64);
    assert.equal((await sniffMedia(head)).format, 'png');
  });

  test('a PNG named .mp4 is refused, saying what it is', async () => {
    await assert.rejects(
      sniffMedia(at('photo.png'), { fileName: 'clip.mp4' }),
      problem(415, /^'clip\.mp4' is a png image by its content, not an mp4 video as its name says\.$/),
    );
  });

  test('a text file named .png is refused, saying what is allowed', async () => {
    await assert.rejects(
      sniffMedia(at('notes.png'), { fileName: 'notes.png', accept: ['gif', 'jpeg', 'png'] }),
      problem(415, /^'notes\.png' is none of them by its content: only gif, jpeg and png images are allowed\.$/),
    );
  });

  test('an image where only videos are accepted is refused', async () => {
    await assert.rejects(
      sniffMedia(at('photo.png'), { fileName: 'photo.png', accept: ['mp4', 'mov'] }),
      problem(415, /is a png image: only mp4 and mov videos are allowed/),
    );
  });

  test('an empty file is refused', async () => {
    await assert.rejects(sniffMedia(new Uint8Array()), problem(415, /^The file is none of them/));
  });

  test('a file the multipart middleware received is sniffed from its temp file, its name checked', async () => {
    const upload = {
      field: 'file',
      filename: 'holiday.gif',
      declaredType: 'image/gif',
      type: 'image/png',
      size: 0,
      path: at('photo.png'),
    } as UploadedFile;
    await assert.rejects(
      mediaOfUpload(upload),
      problem(415, /'holiday\.gif' is a png image by its content, not a gif image/),
    );
    assert.equal((await mediaOfUpload({ ...upload, filename: 'holiday' })).format, 'png');
  });

  test('the media types a spec lists for the multipart check cover what file-type reports', () => {
    assert.deepEqual(sniffedMediaTypes(['gif', 'jpeg', 'png']), ['image/gif', 'image/jpeg', 'image/png', 'image/apng']);
    assert.ok(sniffedMediaTypes(['wmv', 'avi', 'wav']).includes('video/x-ms-asf'));
  });
});

describe('thumbnails', () => {
  test('a PNG becomes a JPEG at most 320 px wide and high, proportions kept', async () => {
    const thumb = await thumbnail(at('photo.png'));
    assert.deepEqual([thumb.width, thumb.height, thumb.mime], [320, 240, 'image/jpeg']);
    const meta = await sharp(thumb.data).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['jpeg', 320, 240]);
  });

  test('a tall JPEG is bounded by its height', async () => {
    const thumb = await thumbnail(at('portrait.jpg'));
    assert.deepEqual([thumb.width, thumb.height], [160, 320]);
  });

  test('an animated GIF gives its first frame', async () => {
    const thumb = await thumbnail(at('animated.gif'));
    assert.deepEqual([thumb.width, thumb.height], [320, 240]);
    const meta = await sharp(thumb.data).metadata();
    assert.equal(meta.pages ?? 1, 1);
    const { data } = await sharp(thumb.data)
      .extract({ left: 160, top: 120, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    assert.ok(data[0]! > 200 && data[2]! < 60, `the first frame is red, got rgb(${[...data].join(',')})`);
  });

  test('from a stream, as webp', async () => {
    const thumb = await thumbnail(createReadStream(at('photo.png')), { format: 'webp', size: 100 });
    assert.deepEqual([thumb.width, thumb.height, thumb.mime], [100, 75, 'image/webp']);
    assert.equal((await sharp(thumb.data).metadata()).format, 'webp');
  });

  test('a small image is not enlarged', async () => {
    const thumb = await thumbnail(at('small.png'));
    assert.deepEqual([thumb.width, thumb.height], [100, 50]);
  });

  test('an image over the pixel limit is refused before it is decoded', async () => {
    await assert.rejects(
      thumbnail(at('photo.png'), { maxInputPixels: 1000 }),
      problem(422, /^The image cannot be read: .*pixel limit/i),
    );
  });

  test('a stream over its byte limit is refused', async () => {
    await assert.rejects(
      thumbnail(createReadStream(at('photo.png')), { maxInputBytes: 100 }),
      problem(422, /larger than 100 bytes/),
    );
  });

  test('text is no image', async () => {
    await assert.rejects(thumbnail(at('notes.png')), problem(422, /^The image cannot be read/));
  });
});

/** A 1 s test pattern (or a tone for wav) in the given container, made with ffmpeg. */
async function makeVideo(name: string, extra: string[]): Promise<string> {
  const source = name.endsWith('.wav') ? 'sine=duration=0.2' : 'testsrc=duration=1:size=320x240:rate=10';
  await run('ffmpeg', ['-nostdin', '-v', 'error', '-y', '-f', 'lavfi', '-i', source, ...extra, at(name)], {
    timeout: 30_000,
  });
  return at(name);
}

describe('videos', { skip: videoSkip }, () => {
  const videos: [string, VideoFormat, string[]][] = [
    ['clip.mp4', 'mp4', ['-pix_fmt', 'yuv420p']],
    ['clip.mov', 'mov', []],
    ['clip.m4v', 'm4v', ['-f', 'mp4', '-brand', 'M4V ']],
    ['clip.f4v', 'f4v', ['-f', 'mp4', '-brand', 'F4V ']],
    ['clip.avi', 'avi', []],
    ['clip.wmv', 'wmv', []],
    ['tone.wav', 'wav', []],
  ];

  // A test of its own, so a CI machine without ffmpeg counts a failure (a failed hook only cancels).
  test('ffmpeg is installed', () => {
    assert.ok(HAVE_FFMPEG, 'ffmpeg is not installed: run scripts/ensure-test-tools (Debian: apt-get install ffmpeg)');
  });

  before(async () => {
    if (!HAVE_FFMPEG) return;
    await Promise.all(videos.map(([name, , extra]) => makeVideo(name, extra)));
    // A file that starts as an mp4 and then is noise.
    const mp4 = await sharp(at('photo.png')).raw().toBuffer();
    await writeFile(
      at('corrupt.mp4'),
      Buffer.concat([Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'), mp4.subarray(0, 200_000)]),
    );
  });

  for (const [name, format] of videos) {
    test(`${name} is ${format} by its content`, async () => {
      const media = await sniffMedia(at(name), { fileName: name });
      assert.equal(media.format, format);
      assert.equal(media.kind, 'video');
    });
  }

  test('an mp4 named .m4v is one container under another brand: accepted as what it is', async () => {
    assert.equal((await sniffMedia(at('clip.mp4'), { fileName: 'clip.m4v' })).format, 'mp4');
  });

  test('a video named .png is refused', async () => {
    await assert.rejects(
      sniffMedia(at('clip.avi'), { fileName: 'photo.png' }),
      problem(415, /is an avi video by its content, not a png image/),
    );
  });

  for (const [name, format] of [
    ['clip.mp4', 'mp4'],
    ['clip.mov', 'mov'],
  ] as const) {
    test(`a poster frame of ${name}: a JPEG of bounded size`, async () => {
      const jpeg = at(`${name}.poster.jpg`);
      assert.equal(await posterFrame(at(name), jpeg, format, { size: 160 }), true);
      const meta = await sharp(jpeg).metadata();
      assert.deepEqual([meta.format, meta.width, meta.height], ['jpeg', 160, 120]);
    });
  }

  test('a file name that looks like an option or a URL is just a name', async () => {
    const odd = at('-i http:evil.mp4');
    await run('cp', [at('clip.mp4'), odd]);
    assert.equal(await posterFrame(odd, at('odd.jpg'), 'mp4'), true);
  });

  test('a wav has no picture: no poster, no ffmpeg run', async () => {
    assert.equal(await posterFrame(at('tone.wav'), at('tone.jpg'), 'wav', { ffmpeg: '/nonexistent/ffmpeg' }), false);
  });

  test('a corrupt video gives a clear 422, quickly', async () => {
    const started = Date.now();
    await assert.rejects(
      posterFrame(at('corrupt.mp4'), at('corrupt.jpg'), 'mp4', { timeoutMs: 10_000 }),
      problem(422, /^The video (cannot be read|has no frame)/),
    );
    assert.ok(Date.now() - started < 10_000);
  });

  test('ffmpeg past its timeout is killed and said so', async () => {
    await assert.rejects(
      posterFrame(at('clip.mp4'), at('late.jpg'), 'mp4', { timeoutMs: 1 }),
      problem(422, /^The video could not be read within 1 s\.$/),
    );
  });
});

describe('without ffmpeg', () => {
  test('posterFrame says the tool is missing', async () => {
    await assert.rejects(
      posterFrame(at('any.mp4'), at('any.jpg'), 'mp4', { ffmpeg: '/nonexistent/ffmpeg' }),
      MediaToolMissing,
    );
  });

  test('posterFrameIfPossible gives no poster and warns once', async () => {
    const warnings: unknown[] = [];
    const logger = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as Logger;
    assert.equal(
      await posterFrameIfPossible(at('any.mp4'), at('any.jpg'), 'mp4', logger, { ffmpeg: '/nonexistent/ffmpeg' }),
      false,
    );
    assert.equal(
      await posterFrameIfPossible(at('any.mp4'), at('any.jpg'), 'mp4', logger, { ffmpeg: '/nonexistent/ffmpeg' }),
      false,
    );
    assert.equal(warnings.length, 1);
  });
});
