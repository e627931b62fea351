import { test } from 'node:test';
import assert from 'node:assert/strict';
import { googleAudience, metaAudience, metaPage } from './audience-subtypes.ts';

const GOOGLE_TYPES = { 5: 'RULE_BASED', 7: 'CRM_BASED', 9: 'LOOKALIKE', 3: 'LOGICAL' };

test("Meta's custom audiences: subtypes folded onto the port's kinds, -1 (too small) read as unknown", () => {
  assert.deepEqual(metaAudience({ id: '2385', name: 'Vendors', description: 'Uploaded', subtype: 'CUSTOM', approximate_count_lower_bound: 12_300 }), {
    audienceId: '2385',
    name: 'Vendors',
    description: 'Uploaded',
    subtype: 'CUSTOM',
    approximateCount: 12_300,
  });
  const small = metaAudience({ id: '2386', name: 'Tiny', subtype: 'VIDEO', approximate_count_lower_bound: -1 });
  assert.equal(small.subtype, 'ENGAGEMENT');
  assert.equal(small.approximateCount, null);
  assert.equal(small.description, '');
  assert.equal(metaAudience({ id: '1', name: 'x', subtype: 'BAG_OF_ACCOUNTS' }).subtype, 'OTHER');
  assert.equal(metaAudience({ id: '1', name: 'x', subtype: 'LOOKALIKE', approximate_count_lower_bound: '5000' }).approximateCount, 5000);
});

test("Meta's pages: a missing or empty link is null", () => {
  assert.deepEqual(metaPage({ id: '61', name: 'Harbour', link: 'https://www.facebook.com/61' }), { pageId: '61', name: 'Harbour', link: 'https://www.facebook.com/61' });
  assert.equal(metaPage({ id: '62', name: 'No link', link: '' }).link, null);
  assert.equal(metaPage({ id: '63', name: 'No link' }).link, null);
});

test("Google's user lists: CRM lists are custom, rule-based ones website visitors; 0 is unknown", () => {
  assert.equal(googleAudience({ id: 7, name: 'CRM', type: 7, size_for_display: 4200 }, GOOGLE_TYPES).subtype, 'CUSTOM');
  assert.equal(googleAudience({ id: 8, name: 'Site', type: 'RULE_BASED', size_for_display: '1500' }, GOOGLE_TYPES).approximateCount, 1500);
  assert.equal(googleAudience({ id: 9, name: 'Look', type: 9, size_for_display: 0 }, GOOGLE_TYPES).approximateCount, null);
  assert.equal(googleAudience({ id: 10, name: 'Logic', type: 3 }, GOOGLE_TYPES).subtype, 'OTHER');
  assert.equal(googleAudience({ id: 11, name: 'Unknown' }, GOOGLE_TYPES).subtype, 'OTHER');
  assert.equal(googleAudience({ id: 12, name: 'x', type: 7 }, GOOGLE_TYPES).audienceId, '12');
});
