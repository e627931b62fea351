import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { listingEventApplies, resourceEventApplies } from './rules.ts';

const at = (iso: string) => new Date(iso);

describe('a listing event rewrites the known listing', () => {
  it('when it is newer, or as old and not undoing a deletion', () => {
    assert.equal(listingEventApplies({ eventAt: at('2026-01-01T10:00:00Z'), deleted: false }, { eventAt: at('2026-01-01T10:00:01Z'), deleted: false }), true);
    assert.equal(listingEventApplies({ eventAt: at('2026-01-01T10:00:00Z'), deleted: true }, { eventAt: at('2026-01-01T10:00:01Z'), deleted: false }), true);
    assert.equal(listingEventApplies({ eventAt: at('2026-01-01T10:00:00Z'), deleted: false }, { eventAt: at('2026-01-01T10:00:00Z'), deleted: false }), true);
    assert.equal(listingEventApplies({ eventAt: at('2026-01-01T10:00:00Z'), deleted: false }, { eventAt: at('2026-01-01T10:00:00Z'), deleted: true }), true);
  });

  it('never when it is older, nor an update at the instant of a deletion', () => {
    assert.equal(listingEventApplies({ eventAt: at('2026-01-01T10:00:01Z'), deleted: false }, { eventAt: at('2026-01-01T10:00:00Z'), deleted: true }), false);
    assert.equal(listingEventApplies({ eventAt: at('2026-01-01T10:00:00Z'), deleted: true }, { eventAt: at('2026-01-01T10:00:00Z'), deleted: false }), false);
  });
});

describe('a resource event rewrites the known resource', () => {
  it('when it is as new or newer, never when it is older', () => {
    assert.equal(resourceEventApplies({ eventAt: at('2026-01-01T10:00:00Z') }, at('2026-01-01T10:00:00Z')), true);
    assert.equal(resourceEventApplies({ eventAt: at('2026-01-01T10:00:00Z') }, at('2026-01-01T10:00:05Z')), true);
    assert.equal(resourceEventApplies({ eventAt: at('2026-01-01T10:00:05Z') }, at('2026-01-01T10:00:00Z')), false);
  });
});
