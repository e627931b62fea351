import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { adSetUpdateParams, metaTargeting, splitBudget } from './meta-requests.ts';
import { campaignStatus, graphTimeToIso, reviewReasons } from './meta-responses.ts';
import type { NetworkAd, Targeting } from './port.ts';

const everyone: Targeting = { countries: ['NZ'], postcodes: [], circles: [], ageMin: null, ageMax: null, gender: 'ALL', audienceIds: [], lookalikeAudienceIds: [] };

describe('metaTargeting', () => {
  it('targets a country whole only when no finer place is given (Meta rejects overlapping locations)', () => {
    assert.deepEqual(metaTargeting(everyone, undefined), { geo_locations: { countries: ['NZ'] } });
    assert.deepEqual(metaTargeting({ ...everyone, circles: [{ latitude: 1, longitude: 2, radiusKm: 40 }] }, undefined).geo_locations, {
      custom_locations: [{ latitude: 1, longitude: 2, radius: 40, distance_unit: 'kilometer' }],
    });
  });

  it("takes postcodes country first, and gives a bare one the targeting's country or the special category's", () => {
    assert.deepEqual(metaTargeting({ ...everyone, countries: [], postcodes: ['nz:1011'] }, undefined).geo_locations, { zips: [{ key: 'NZ:1011' }] });
    assert.deepEqual(metaTargeting({ ...everyone, countries: [], postcodes: ['2000'] }, 'AU').geo_locations, { zips: [{ key: 'AU:2000' }] });
    assert.throws(() => metaTargeting({ ...everyone, countries: [], postcodes: ['2000'] }, undefined), /needs a country/);
  });

  it('narrows age and gender only when asked, and joins audiences with lookalikes', () => {
    const narrowed = metaTargeting({ ...everyone, ageMin: 30, ageMax: 45, gender: 'MALE', audienceIds: ['1'], lookalikeAudienceIds: ['2'] }, undefined);
    assert.deepEqual([narrowed.age_min, narrowed.age_max, narrowed.genders, narrowed.custom_audiences], [30, 45, [1], [{ id: '1' }, { id: '2' }]]);
    assert.deepEqual(Object.keys(metaTargeting(everyone, undefined)), ['geo_locations']);
  });
});

describe('adSetUpdateParams', () => {
  it('sends only what changes, the targeting built as at creation', () => {
    assert.deepEqual(adSetUpdateParams({ name: 'Wider' }), { name: 'Wider' });
    assert.deepEqual(adSetUpdateParams({ lifetimeBudget: 0 }), { lifetime_budget: 0 });
    const targeting = { ...everyone, ageMin: 30, gender: 'FEMALE' as const };
    assert.deepEqual(adSetUpdateParams({ targeting, lifetimeBudget: 12_500 }), { targeting: metaTargeting(targeting, undefined), lifetime_budget: 12_500 });
    assert.deepEqual(adSetUpdateParams({}), {});
  });
});

describe('splitBudget', () => {
  it('splits in proportion and the parts add up to the total', () => {
    assert.deepEqual(splitBudget(30_001, [15_000, 10_000]), [18_001, 12_000]);
    assert.deepEqual(splitBudget(100, [1, 1, 1]), [34, 33, 33]);
  });

  it('splits evenly when no ad set has a budget yet', () => {
    assert.deepEqual(splitBudget(10, [0, 0]), [5, 5]);
  });
});

describe('Meta responses', () => {
  it('collects review reasons from global and placement feedback, once each', () => {
    assert.deepEqual(reviewReasons({ global: { Text: 'too much text' }, placement_specific: { instagram: { Text: 'too much text', Housing: 'age' } } }), ['Text: too much text', 'Housing: age']);
    assert.deepEqual(reviewReasons(undefined), []);
  });

  it('puts removal and pausing before reviews, and reviews before the schedule', () => {
    const ad = (status: NetworkAd['review']['status']): NetworkAd => ({ externalId: '1', adSetExternalId: '2', review: { status, reasons: [] } });
    const now = new Date('2026-03-05T00:00:00Z');
    const campaign = { effective_status: 'ACTIVE', start_time: '2026-03-01T00:00:00+0000', stop_time: '2026-03-10T00:00:00+0000' };
    assert.equal(campaignStatus({ ...campaign, effective_status: 'ARCHIVED' }, [ad('REJECTED')], now), 'DELETED');
    assert.equal(campaignStatus({ ...campaign, effective_status: 'PAUSED' }, [ad('REJECTED')], now), 'PAUSED');
    assert.equal(campaignStatus(campaign, [ad('REJECTED'), ad('PENDING')], now), 'REJECTED');
    assert.equal(campaignStatus(campaign, [ad('PENDING')], now), 'PENDING_REVIEW');
    assert.equal(campaignStatus(campaign, [ad('APPROVED'), ad('REJECTED')], now), 'ACTIVE');
  });

  it('reads Graph times with their +0000 offsets', () => {
    assert.equal(graphTimeToIso('2026-03-01T13:00:00+1300'), '2026-03-01T00:00:00.000Z');
  });
});
