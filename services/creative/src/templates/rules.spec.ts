import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_AUDIO_OPTIONS, firstEmptyFile, newTemplate, openTo, templateChanges, TEMPLATE_MESSAGES, unknownTags } from './rules.ts';

test('a new template is unpublished IMAGE with 3-second fades and no tags unless sent', () => {
  const t = newTemplate({ name: '  Just listed ' });
  assert.equal(t.name, 'Just listed');
  assert.equal(t.renderType, 'IMAGE');
  assert.equal(t.isPublished, false);
  assert.deepEqual(t.audioOptions, { loopAudio: false, fadeIn: false, fadeInDuration: 3, fadeOut: false, fadeOutDuration: 3 });
  assert.deepEqual(t.customerTags, []);
  assert.equal(newTemplate({ name: 'x', audioOptions: { fadeIn: true } }).audioOptions.fadeInDuration, 3);
});

test('an update changes only what it sends and merges audio options key by key', () => {
  const current = { ...newTemplate({ name: 'A', audioOptions: { fadeIn: true, fadeInDuration: 2 } }), id: 'i', createdAt: new Date(), updatedAt: new Date() };
  assert.deepEqual(templateChanges(current, { isPublished: true }), { isPublished: true });
  assert.deepEqual(templateChanges(current, { audioOptions: { fadeOut: true } }).audioOptions, { ...DEFAULT_AUDIO_OPTIONS, fadeIn: true, fadeInDuration: 2, fadeOut: true });
});

test('the first file with neither content nor an upload is named (003 §5)', () => {
  assert.equal(firstEmptyFile([{ fileName: 'index.html', content: '<p>', storageKey: null }, { fileName: 'song.mp3', content: null, storageKey: 'k' }]), null);
  assert.equal(firstEmptyFile([{ fileName: 'index.html', content: '<p>', storageKey: null }, { fileName: 'style.css', content: '  \n', storageKey: null }]), 'style.css');
  assert.equal(TEMPLATE_MESSAGES.emptyFile('style.css'), 'File with empty content found: style.css');
});

test('a template is open to a customer when published and untagged or tagged with it', () => {
  assert.equal(openTo({ isPublished: true, customerTags: [] }, 'c1'), true);
  assert.equal(openTo({ isPublished: true, customerTags: ['c2'] }, 'c1'), false);
  assert.equal(openTo({ isPublished: true, customerTags: ['c1', 'c2'] }, 'c1'), true);
  assert.equal(openTo({ isPublished: false, customerTags: [] }, 'c1'), false);
});

test('tags of no live customer are listed with their positions', () => {
  assert.deepEqual(unknownTags(['a', 'b', 'c'], new Set(['b'])), [{ index: 0, id: 'a' }, { index: 2, id: 'c' }]);
});
