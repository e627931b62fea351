import { test } from 'node:test';
import assert from 'node:assert/strict';
import { AUDIENCE_MESSAGES, keepsNetworkId, planSync, ratioProblems, sourceAudienceProblems, storedAudienceFields, storedPageFields, tagProblems, tagsInUse } from './rules.ts';

test('a tag given twice, whatever its case, is one error at the repeat', () => {
  assert.deepEqual(tagProblems(['buyers', 'Vendors']), []);
  assert.deepEqual(tagProblems(['buyers', 'Vendors', 'Buyers', 'vendors']), [
    { path: '/body/tags/2', message: 'The tag Buyers is given twice.' },
    { path: '/body/tags/3', message: 'The tag vendors is given twice.' },
  ]);
  assert.deepEqual(tagProblems([]), []);
});

test('tags in use: once each whatever the case, alphabetical whatever the case', () => {
  assert.deepEqual(tagsInUse([['vendors', 'buyers'], ['Buyers', 'auckland'], [], ['vendors', 'Zeta']]), ['auckland', 'Buyers', 'vendors', 'Zeta']);
  assert.deepEqual(tagsInUse([]), []);
});

test('the lookalike ratio is a whole per cent from 1 to 10', () => {
  for (const ok of [1, 3, 10, undefined]) assert.deepEqual(ratioProblems(ok), [], String(ok));
  for (const bad of [0, 11, -1, 2.5, 100]) assert.deepEqual(ratioProblems(bad), [{ path: '/body/ratio', message: 'Lookalike ratio must be between 1 and 10 per cent.' }], String(bad));
});

test('source audiences not among the usable ones are each an error at their place', () => {
  const usable = new Set(['a', 'b']);
  assert.deepEqual(sourceAudienceProblems(['a', 'b'], usable), []);
  assert.deepEqual(sourceAudienceProblems(['a', 'x', 'b', 'y'], usable), [
    { path: '/body/sourceAudienceIds/1', message: AUDIENCE_MESSAGES.audienceNotFound },
    { path: '/body/sourceAudienceIds/3', message: AUDIENCE_MESSAGES.audienceNotFound },
  ]);
});

test('a sync adds the new, refreshes the known and removes the gone; a repeated network id counts once', () => {
  const stored = [{ id: 's1', key: '100' }, { id: 's2', key: '200' }];
  const network = [{ key: '200', name: 'two' }, { key: '300', name: 'three' }, { key: '300', name: 'three again' }];
  const plan = planSync(stored, network, (s) => s.key, (n) => n.key);
  assert.deepEqual(plan.add, [{ key: '300', name: 'three' }]);
  assert.deepEqual(plan.refresh, [{ stored: { id: 's2', key: '200' }, from: { key: '200', name: 'two' } }]);
  assert.deepEqual(plan.remove, [{ id: 's1', key: '100' }]);
  const empty = planSync(stored, [], (s) => s.key, (n: { key: string }) => n.key);
  assert.equal(empty.remove.length, 2);
  assert.equal(empty.add.length, 0);
});

test("a network's long or empty names and links are made to fit", () => {
  const audience = storedAudienceFields({ audienceId: '42', name: '  ', description: 'd'.repeat(600), subtype: 'CUSTOM', approximateCount: null });
  assert.equal(audience.name, '42');
  assert.equal(audience.description.length, 500);
  assert.equal(storedAudienceFields({ audienceId: '1', name: 'n'.repeat(250), description: '', subtype: 'WEBSITE', approximateCount: 5 }).name.length, 200);
  assert.equal(storedPageFields({ pageId: '7', name: 'Page', link: `https://x.example/${'a'.repeat(500)}` }).link, null);
  assert.equal(storedPageFields({ pageId: '7', name: 'Page', link: 'https://x.example/p' }).link, 'https://x.example/p');
  assert.equal(keepsNetworkId('1'.repeat(40)), true);
  assert.equal(keepsNetworkId('1'.repeat(41)), false);
  assert.equal(keepsNetworkId(''), false);
});
