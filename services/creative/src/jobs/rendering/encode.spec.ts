// The ffmpeg side without running it: audio recognised by its bytes (never by its name), and the
// arguments that keep an uploaded file from steering ffmpeg to other files or URLs.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { audioFormatOf, ffmpegArgs } from './encode.ts';
import { readAudioOptions } from './template-config.ts';

describe('audioFormatOf', () => {
  it('knows wav, ogg and mp3 (with or without an ID3 tag) from their first bytes, nothing else', () => {
    const bytes = (...parts: Array<string | number[]>) =>
      Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
    assert.equal(audioFormatOf(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt ')), 'wav');
    assert.equal(audioFormatOf(bytes('OggS', [0, 2])), 'ogg');
    assert.equal(audioFormatOf(bytes('ID3', [4, 0])), 'mp3');
    assert.equal(audioFormatOf(bytes([0xff, 0xfb, 0x90, 0x64])), 'mp3');
    for (const other of [
      bytes('#EXTM3U\nfile:///etc/passwd'),
      bytes("ffconcat version 1.0\nfile '/etc/passwd'"),
      bytes('RIFF', [0, 0, 0, 0], 'AVI '),
      bytes([0xff]),
      bytes(),
    ]) {
      assert.equal(audioFormatOf(other), undefined, other.toString('latin1'));
    }
  });
});

describe('ffmpegArgs', () => {
  const audio = (options: object) => ({
    path: '/tmp/x/audio.wav',
    format: 'wav' as const,
    options: readAudioOptions(options),
  });

  it('forces each input demuxer and protocol, and loops the audio only when asked', () => {
    const args = ffmpegArgs({ fps: 24, durationS: 10, outputPath: '/tmp/out.mp4', audio: audio({ loopAudio: true }) });
    const audioInput = args.indexOf('/tmp/x/audio.wav');
    assert.deepEqual(args.slice(audioInput - 7, audioInput + 1), [
      '-stream_loop',
      '-1',
      '-protocol_whitelist',
      'file',
      '-f',
      'wav',
      '-i',
      '/tmp/x/audio.wav',
    ]);
    assert.deepEqual(args.slice(args.indexOf('pipe:0') - 9, args.indexOf('pipe:0') + 1), [
      '-protocol_whitelist',
      'pipe',
      '-f',
      'image2pipe',
      '-framerate',
      '24',
      '-c:v',
      'png',
      '-i',
      'pipe:0',
    ]);
    assert.ok(
      !ffmpegArgs({ fps: 24, durationS: 10, outputPath: '/tmp/out.mp4', audio: audio({}) }).includes('-stream_loop'),
    );
  });

  it('fades in from the start and out to the end, a fade never longer than the video', () => {
    const filters = (durationS: number, options: object) => {
      const args = ffmpegArgs({ fps: 24, durationS, outputPath: '/o.mp4', audio: audio(options) });
      return args[args.indexOf('-filter_complex') + 1];
    };
    assert.equal(
      filters(10, { fadeIn: true, fadeOut: true }),
      '[0:v]crop=trunc(iw/2)*2:trunc(ih/2)*2:0:0,format=yuv420p[v];[1:a]apad,atrim=0:10,asetpts=N/SR/TB,afade=t=in:st=0:d=3,afade=t=out:st=7:d=3[a]',
    );
    assert.equal(
      filters(2, { fadeOut: true, fadeOutDuration: 5 }),
      '[0:v]crop=trunc(iw/2)*2:trunc(ih/2)*2:0:0,format=yuv420p[v];[1:a]apad,atrim=0:2,asetpts=N/SR/TB,afade=t=out:st=0:d=2[a]',
    );
    assert.equal(
      filters(10, { fadeInDuration: 3 }),
      '[0:v]crop=trunc(iw/2)*2:trunc(ih/2)*2:0:0,format=yuv420p[v];[1:a]apad,atrim=0:10,asetpts=N/SR/TB[a]',
    );
  });

  it('writes H.264 in yuv420p, AAC only with audio, for exactly the duration', () => {
    const silent = ffmpegArgs({ fps: 12, durationS: 2, outputPath: '/o.mp4' });
    assert.deepEqual(silent.slice(silent.indexOf('-c:v', silent.indexOf('-filter_complex'))), [
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      '20',
      '-pix_fmt',
      'yuv420p',
      '-r',
      '12',
      '-t',
      '2',
      '-movflags',
      '+faststart',
      '-f',
      'mp4',
      '/o.mp4',
    ]);
    assert.ok(!silent.includes('-c:a') && !silent.includes('[a]'));
  });
});
