import { test } from 'node:test';
import assert from 'node:assert/strict';
import { canonicalJson, requestFingerprint } from './fingerprint.ts';

test('canonical JSON sorts object keys at every depth and keeps array order', () => {
  assert.equal(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: null } }), '{"a":{"c":null,"d":[3,{"y":2,"z":1}]},"b":1}');
  assert.equal(canonicalJson([2, 1]), '[2,1]');
});

test('canonical JSON leaves out absent values as JSON does, and writes an absent body as null', () => {
  assert.equal(canonicalJson({ a: undefined, b: 2 }), '{"b":2}');
  assert.equal(canonicalJson(undefined), 'null');
});

test('the same body in another key order has the same fingerprint; another body has another', () => {
  const first = requestFingerprint({ productId: 'p1', lines: [{ qty: 1, sku: 'a' }] });
  assert.equal(first, requestFingerprint({ lines: [{ sku: 'a', qty: 1 }], productId: 'p1' }));
  assert.notEqual(first, requestFingerprint({ productId: 'p1', lines: [{ qty: 2, sku: 'a' }] }));
  assert.notEqual(first, requestFingerprint({ productId: 'p1', lines: [{ qty: '1', sku: 'a' }] }));
  assert.match(first, /^[0-9a-f]{64}$/);
});
