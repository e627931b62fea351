import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assetKeyOf, assetTypeOf, audioAllowed, extensionOf, FILE_MESSAGES, FILE_TYPES, isAudioName, isTextType, sniffCreativeMedia } from './rules.ts';

test('asset keys are camel-cased (003 §5)', () => {
  assert.equal(assetKeyOf('open sans bold'), 'openSansBold');
  assert.equal(assetKeyOf(' Brand-Sans_Regular '), 'brandSansRegular');
  assert.equal(assetKeyOf('logoIcon'), 'logoIcon');
});

test('images are ICONs and anything else a FONT (003 §5)', () => {
  assert.equal(assetTypeOf('image/png'), 'ICON');
  assert.equal(assetTypeOf('image/svg+xml'), 'ICON');
  assert.equal(assetTypeOf('font/woff2'), 'FONT');
});

test('audio names are .mp3, .wav or .ogg only, in any case', () => {
  assert.equal(isAudioName('theme.MP3'), true);
  assert.equal(isAudioName('theme.ogg'), true);
  assert.equal(isAudioName('theme.flac'), false);
  assert.equal(isAudioName('mp3'), false);
  assert.equal(extensionOf('a.b.WAV'), '.wav');
});

test('a template holds one AUDIO file', () => {
  assert.equal(audioAllowed('AUDIO', 0), true);
  assert.equal(audioAllowed('AUDIO', 1), false);
  assert.equal(audioAllowed('CSS', 3), true);
  assert.equal(FILE_MESSAGES.oneAudio, 'Audio file already present in this template. Please select a different file type');
});

test('text types take content; AUDIO and OTHER take uploads', () => {
  assert.deepEqual(FILE_TYPES.filter(isTextType), ['HTML', 'CSS', 'JAVASCRIPT', 'JSON', 'AMPHTML']);
});

test('bytes are told apart by their start, never by the name', () => {
  const b = (...xs: Array<number | string>) => new Uint8Array(xs.flatMap((x) => (typeof x === 'string' ? [...x].map((c) => c.charCodeAt(0)) : [x])));
  assert.equal(sniffCreativeMedia(b('ID3', 4, 0)), 'audio/mpeg');
  assert.equal(sniffCreativeMedia(b('RIFF', 0, 0, 0, 0, 'WAVE')), 'audio/wav');
  assert.equal(sniffCreativeMedia(b('OggS', 0)), 'audio/ogg');
  assert.equal(sniffCreativeMedia(b(0x89, 'PNG', 13, 10, 26, 10)), 'image/png');
  assert.equal(sniffCreativeMedia(b('wOF2', 0)), 'font/woff2');
  assert.equal(sniffCreativeMedia(b('<svg xmlns="http://www.w3.org/2000/svg"/>')), 'image/svg+xml');
  assert.equal(sniffCreativeMedia(b('hello world')), null);
});
