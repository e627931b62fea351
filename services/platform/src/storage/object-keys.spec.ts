import { test } from 'node:test';
import assert from 'node:assert/strict';
import { objectKeyOf } from './object-keys.ts';
import { LocalObjectStore } from './local-object-store.ts';

test("objectKeyOf reads a key back from the store's own URLs and from no other", () => {
  const store = new LocalObjectStore({ root: '/tmp/adops-object-keys-spec', publicBaseUrl: 'http://127.0.0.1:18099/files' });
  const key = 'listing/5b2d6a8e/0d7c1f3d/original.jpg';
  assert.equal(objectKeyOf(store, store.cdnUrl(key)), key);
  assert.equal(objectKeyOf(store, `${store.cdnUrl(key)}?v=2`), key);
  assert.equal(objectKeyOf(store, 'https://images.example.com/listing/a.jpg'), null);
  assert.equal(objectKeyOf(store, 'http://127.0.0.1:18099/files/../secret'), null);
  assert.equal(objectKeyOf(store, 'http://127.0.0.1:18099/filesx/a.jpg'), null);
});
