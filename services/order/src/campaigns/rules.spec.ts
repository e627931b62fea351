import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { adRejectedComment, allCampaignsCompleted, MAX_CAMPAIGNS, withCampaignCompleted, withCampaignCreated, withCampaignUpdated, type OrderCampaigns } from './rules.ts';

const none: OrderCampaigns = { fbCampaigns: [], gdnCampaigns: [], campaignsOfOrder: null };
const created = (campaignId: string, kind: 'social' | 'display', campaignsOfOrder = 2) => ({ campaignId, kind, name: `Campaign ${campaignId}`, startDate: '2026-12-01', reportShortUrl: `https://r.example/${campaignId}`, campaignsOfOrder });

describe("an order's campaigns", () => {
  it('keeps a social campaign as fbCampaigns and a display one as gdnCampaigns, with how many the order makes', () => {
    const one = withCampaignCreated(none, created('a', 'social'))!;
    const two = withCampaignCreated(one, created('b', 'display'))!;
    assert.deepEqual(two.fbCampaigns, [{ campaignId: 'a', name: 'Campaign a', deleted: false, startDate: '2026-12-01', shortUrl: 'https://r.example/a', completed: false }]);
    assert.deepEqual(two.gdnCampaigns.map((c) => c.campaignId), ['b']);
    assert.equal(two.campaignsOfOrder, 2);
  });

  it('keeps a campaign told twice once, whatever its kind the second time', () => {
    const one = withCampaignCreated(none, created('a', 'social'))!;
    assert.equal(withCampaignCreated(one, created('a', 'social')), null);
    assert.equal(withCampaignCreated(one, created('a', 'display')), null);
  });

  it('keeps at most MAX_CAMPAIGNS of a kind', () => {
    const full: OrderCampaigns = { ...none, fbCampaigns: Array.from({ length: MAX_CAMPAIGNS }, (_, i) => ({ campaignId: `c${i}`, name: 'x' })) };
    assert.equal(withCampaignCreated(full, created('z', 'social')), null);
    assert.notEqual(withCampaignCreated(full, created('z', 'display')), null);
  });

  it("follows a campaign's name, deletion and report link; an unknown campaign or no change is nothing", () => {
    const one = withCampaignCreated(none, created('a', 'display'))!;
    const renamed = withCampaignUpdated(one, { campaignId: 'a', name: 'Renamed', deleted: true, reportShortUrl: null })!;
    assert.deepEqual(renamed.gdnCampaigns[0], { campaignId: 'a', name: 'Renamed', deleted: true, startDate: '2026-12-01', shortUrl: null, completed: false });
    assert.equal(withCampaignUpdated(renamed, { campaignId: 'a', name: 'Renamed', deleted: true, reportShortUrl: null }), null);
    assert.equal(withCampaignUpdated(one, { campaignId: 'other', name: 'x', deleted: false, reportShortUrl: null }), null);
  });

  it('is completed once as many campaigns as the order makes have completed, each counted once', () => {
    const both = withCampaignCreated(withCampaignCreated(none, created('a', 'social'))!, created('b', 'display'))!;
    const first = withCampaignCompleted(both, 'a')!;
    assert.equal(allCampaignsCompleted(first), false);
    assert.equal(withCampaignCompleted(first, 'a'), null, 'a completion told again changes nothing');
    assert.equal(allCampaignsCompleted(withCampaignCompleted(first, 'b')!), true);
    assert.equal(withCampaignCompleted(both, 'unknown'), null);
    assert.equal(allCampaignsCompleted(none), false, 'an order with no campaign yet is not completed');
  });

  it("a rejected ad's comment names the campaign and every reason, within a comment's length", () => {
    assert.equal(adRejectedComment('12 Harbour View', ['Housing category required', 'Text too long']), 'Ad rejected for campaign "12 Harbour View": Housing category required; Text too long');
    assert.equal(adRejectedComment('x', ['y'.repeat(3000)]).length, 2000);
  });
});
