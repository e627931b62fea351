// A 2-second video at 12 fps with the template's audio (a 1-second tone, looped, faded in and out),
// encoded by ffmpeg and read back with ffprobe; and a video without audio, and audio refused.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { FFMPEG } from './encode.ts';
import { createRenderer, type Renderer } from './renderer.ts';
import { template } from './spec-support.ts';

const run = promisify(execFile);
const FFPROBE = process.env['FFPROBE_PATH'] ?? '/usr/bin/ffprobe';

const HTML = `<!doctype html><html><head><style>
  body { margin: 0; background: #ffffff; }
  #box { width: 40px; height: 40px; background: #c8102e; animation: move 2s linear infinite; }
  @keyframes move { to { transform: translateX(250px); } }
</style></head><body><div id="box"></div><h1 id="t">{{ title }}</h1>
<script>window.__adopsSeek = (t) => { document.getElementById('t').style.opacity = String(Math.min(1, t)); };</script></body></html>`;

interface Probe {
  streams: Array<{
    codec_type: string;
    codec_name: string;
    width?: number;
    height?: number;
    pix_fmt?: string;
    r_frame_rate?: string;
    nb_frames?: string;
    duration?: string;
  }>;
  format: { duration: string };
}

async function probe(path: string): Promise<Probe> {
  const { stdout } = await run(FFPROBE, ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', path]);
  return JSON.parse(stdout) as Probe;
}

/** The mean volume (dB) of the file's audio between from and to seconds. */
async function meanVolume(path: string, from: number, to: number): Promise<number> {
  const { stderr } = await run(FFMPEG, [
    '-hide_banner',
    '-nostats',
    '-i',
    path,
    '-vn',
    '-af',
    `atrim=${from}:${to},volumedetect`,
    '-f',
    'null',
    '-',
  ]);
  const m = /mean_volume: (-?[\d.]+|-inf) dB/.exec(stderr);
  assert.ok(m, stderr);
  return m[1] === '-inf' ? -Infinity : Number(m[1]);
}

describe('renderVideo', () => {
  let renderer: Renderer;
  let dir: string;
  let tone: Buffer;
  before(async () => {
    renderer = createRenderer();
    dir = await mkdtemp(join(tmpdir(), 'adops-video-spec-'));
    const tonePath = join(dir, 'tone.wav');
    await run(FFMPEG, [
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:duration=1:sample_rate=44100',
      tonePath,
    ]);
    tone = await readFile(tonePath);
  });
  after(async () => {
    await renderer.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('encodes the frames at the template fps and duration as H.264 with the looped, faded audio', async () => {
    const files = template(HTML, { size: { width: 301, height: 200 }, videoConfig: { fps: 12, duration: 2 } }, [
      { fileName: 'music.wav', fileType: 'AUDIO', bytes: tone },
    ]);
    const outputPath = join(dir, 'out.mp4');
    const progress: number[] = [];
    const started = Date.now();
    const video = await renderer.renderVideo(
      {
        files,
        bindings: { title: 'Open home Saturday' },
        outputPath,
        audioOptions: { loopAudio: true, fadeIn: true, fadeInDuration: 0.5, fadeOut: true, fadeOutDuration: 0.3 },
      },
      (p) => progress.push(p),
    );
    const took = Date.now() - started;
    assert.deepEqual(
      { ...video, blockedRequests: video.blockedRequests.length },
      {
        mp4Path: outputPath,
        durationS: 2,
        fps: 12,
        frames: 24,
        width: 300,
        height: 200,
        hasAudio: true,
        blockedRequests: 0,
      },
    );

    const info = await probe(outputPath);
    const v = info.streams.find((s) => s.codec_type === 'video');
    const a = info.streams.find((s) => s.codec_type === 'audio');
    assert.ok(v && a, JSON.stringify(info.streams));
    assert.deepEqual(
      [v.codec_name, v.pix_fmt, v.width, v.height, v.r_frame_rate, v.nb_frames],
      ['h264', 'yuv420p', 300, 200, '12/1', '24'],
    );
    assert.ok(Math.abs(Number(info.format.duration) - 2) < 0.1, `duration ${info.format.duration}`);
    assert.equal(a.codec_name, 'aac');
    assert.ok(Math.abs(Number(a.duration) - 2) < 0.1, `the audio lasts as long as the video: ${a.duration}`);

    const fadingIn = await meanVolume(outputPath, 0, 0.1);
    const full = await meanVolume(outputPath, 0.6, 0.9);
    const looped = await meanVolume(outputPath, 1.2, 1.6);
    const fadingOut = await meanVolume(outputPath, 1.9, 2);
    assert.ok(full > -25, `the tone is heard: ${full} dB`);
    assert.ok(Math.abs(looped - full) < 3, `the 1 s tone plays again in the second second (looped): ${looped} dB`);
    assert.ok(fadingIn < full - 10 && fadingOut < full - 10, `faded: in ${fadingIn}, mid ${full}, out ${fadingOut} dB`);
    console.log(`audio: fade-in ${fadingIn} dB, full ${full} dB, looped ${looped} dB, fade-out ${fadingOut} dB`);

    assert.equal(progress[0], 0);
    assert.equal(progress.at(-1), 100);
    assert.ok(progress.length > 10, `progress reported as frames are captured: ${progress.join(',')}`);
    assert.ok(
      progress.every((p, i) => i === 0 || p > progress[i - 1]!),
      `progress only rises: ${progress.join(',')}`,
    );
    console.log(`video: 24 frames at 301x200 with audio in ${took} ms`);
  });

  it('encodes a video without an audio stream when the template has no audio', async () => {
    const outputPath = join(dir, 'silent.mp4');
    const video = await renderer.renderVideo({
      files: template(HTML, { videoConfig: { fps: 6, duration: 1 }, size: { width: 120, height: 80 } }),
      bindings: {},
      outputPath,
    });
    assert.equal(video.hasAudio, false);
    const info = await probe(outputPath);
    assert.deepEqual(
      info.streams.map((s) => [s.codec_type, s.codec_name, s.width, s.height, s.nb_frames]),
      [['video', 'h264', 120, 80, '6']],
    );
  });

  it('fails a template that stops answering mid-video on time, leaving no MP4 behind', async () => {
    const hasty = createRenderer({ stepTimeoutMs: 1_500 });
    const outputPath = join(dir, 'stuck.mp4');
    const progress: number[] = [];
    try {
      const stuck = template('<p>x</p><script>setTimeout(() => { while (true) {} }, 500);</script>', {
        videoConfig: { fps: 4, duration: 2 },
      });
      await assert.rejects(
        hasty.renderVideo({ files: stuck, bindings: {}, outputPath }, (p) => progress.push(p)),
        /did not finish/,
      );
    } finally {
      await hasty.close();
    }
    assert.deepEqual(progress, [0, 11, 23], 'the frames before 500 ms were captured');
    await assert.rejects(readFile(outputPath), { code: 'ENOENT' });
  });

  it('refuses audio that is not mp3, wav or ogg before starting a browser or ffmpeg', async () => {
    const playlist = Buffer.from('#EXTM3U\n#EXTINF:1,\nfile:///etc/passwd\n');
    const outputPath = join(dir, 'refused.mp4');
    await assert.rejects(
      renderer.renderVideo({
        files: template(HTML, {}, [{ fileName: 'music.mp3', fileType: 'AUDIO', bytes: playlist }]),
        bindings: {},
        outputPath,
      }),
      /Unsupported audio format found in music\.mp3/,
    );
    await assert.rejects(readFile(outputPath), { code: 'ENOENT' });
  });
});
