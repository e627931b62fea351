import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_IMAGE_AD_LIMIT, listingEventApplies, nextCampaignTemplate, nextCustomerLimit, nextDashboardPaymentMethods, resourceEventApplies, resourceRow } from './rules.ts';

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
  const w = (iso: string, deleted = false) => ({ eventAt: at(iso), deleted });

  it('when it is as new or newer, never when it is older', () => {
    assert.equal(resourceEventApplies(w('2026-01-01T10:00:00Z'), w('2026-01-01T10:00:00Z')), true);
    assert.equal(resourceEventApplies(w('2026-01-01T10:00:00Z'), w('2026-01-01T10:00:05Z')), true);
    assert.equal(resourceEventApplies(w('2026-01-01T10:00:05Z'), w('2026-01-01T10:00:00Z')), false);
    assert.equal(resourceEventApplies(w('2026-01-01T10:00:05Z'), w('2026-01-01T10:00:00Z', true)), false);
  });

  it('a deletion stands against a save at its instant, and a later save revives the resource', () => {
    assert.equal(resourceEventApplies(w('2026-01-01T10:00:00Z', true), w('2026-01-01T10:00:00Z')), false);
    assert.equal(resourceEventApplies(w('2026-01-01T10:00:00Z'), w('2026-01-01T10:00:00Z', true)), true);
    assert.equal(resourceEventApplies(w('2026-01-01T10:00:00Z', true), w('2026-01-01T10:00:01Z')), true);
  });
});

describe('a resource event as the known resource', () => {
  const facts = { resourceId: 'r1', customerId: 'c1', reference: 'RES-1001', name: 'Spring flyer', title: 'Open homes this weekend', published: true };

  it('keeps its customer, its title (else its name, else its reference) and whether it can be ordered', () => {
    assert.deepEqual(resourceRow(facts, false, at('2026-01-01T10:00:00Z')), { id: 'r1', customerId: 'c1', title: 'Open homes this weekend', published: true, deleted: false, eventAt: at('2026-01-01T10:00:00Z') });
    assert.equal(resourceRow({ ...facts, title: '  ' }, false, at('2026-01-01T10:00:00Z')).title, 'Spring flyer');
    assert.equal(resourceRow({ ...facts, title: null, name: null }, false, at('2026-01-01T10:00:00Z')).title, 'RES-1001');
    assert.equal(resourceRow({ ...facts, title: 'x'.repeat(400) }, false, at('2026-01-01T10:00:00Z')).title.length, 300);
  });

  it('keeps the published flag as told, and a deletion as deleted', () => {
    assert.equal(resourceRow({ ...facts, published: false }, false, at('2026-01-01T10:00:00Z')).published, false);
    assert.deepEqual([resourceRow(facts, true, at('2026-01-01T10:00:00Z')).published, resourceRow(facts, true, at('2026-01-01T10:00:00Z')).deleted], [true, true]);
  });
});

describe('a campaign template event rewrites the known template', () => {
  const saved = (iso: string, name = 'Single listing', campaignType: string | null = 'SINGLE_LISTING_IMAGE_CAROUSEL') => ({ templateId: 't1', customerId: 'c1', templateModel: 'CustomerCampaignTemplate' as const, name, campaignType, deleted: false, eventAt: at(iso) });
  const deleted = (iso: string) => ({ templateId: 't1', customerId: 'c1', templateModel: 'CustomerCampaignTemplate' as const, deleted: true, eventAt: at(iso) });

  it('takes a template first heard of, a deletion of one never heard of with no name', () => {
    assert.deepEqual(nextCampaignTemplate(null, saved('2026-01-01T10:00:00Z')), saved('2026-01-01T10:00:00Z'));
    assert.deepEqual(nextCampaignTemplate(null, deleted('2026-01-01T10:00:00Z')), { ...deleted('2026-01-01T10:00:00Z'), name: '', campaignType: null });
  });

  it('keeps the name and campaign type last told when the template is deleted', () => {
    const next = nextCampaignTemplate(saved('2026-01-01T10:00:00Z', 'Carousel', 'FACEBOOK_VIDEO_CAMPAIGN'), deleted('2026-01-01T10:00:01Z'));
    assert.deepEqual([next?.name, next?.campaignType, next?.deleted], ['Carousel', 'FACEBOOK_VIDEO_CAMPAIGN', true]);
  });

  it('takes the campaign type of a save (a row from before the column has none until then)', () => {
    assert.equal(nextCampaignTemplate(saved('2026-01-01T10:00:00Z', 'x', null), saved('2026-01-01T10:00:01Z', 'x', 'IMAGE_DISPLAY'))?.campaignType, 'IMAGE_DISPLAY');
  });

  it('ignores an older event, and a save at the instant of the deletion', () => {
    assert.equal(nextCampaignTemplate(saved('2026-01-01T10:00:05Z'), saved('2026-01-01T10:00:00Z', 'Old')), null);
    assert.equal(nextCampaignTemplate({ ...deleted('2026-01-01T10:00:00Z'), name: 'x', campaignType: null }, saved('2026-01-01T10:00:00Z')), null);
    assert.equal(nextCampaignTemplate(saved('2026-01-01T10:00:00Z'), saved('2026-01-01T10:00:01Z', 'New'))?.name, 'New');
  });
});

describe("a customer event rewrites the customer's imageAdLimit", () => {
  it('takes the limit a customer event carries, unless what is stored is newer; an event without one changes nothing', () => {
    assert.deepEqual(nextCustomerLimit(null, { customerId: 'c1', imageAdLimit: 6, eventAt: at('2026-01-01T10:00:00Z') }), { customerId: 'c1', imageAdLimit: 6, eventAt: at('2026-01-01T10:00:00Z') });
    assert.equal(nextCustomerLimit({ eventAt: at('2026-01-01T10:00:05Z') }, { customerId: 'c1', imageAdLimit: 6, eventAt: at('2026-01-01T10:00:00Z') }), null);
    assert.equal(nextCustomerLimit(null, { customerId: 'c1', eventAt: at('2026-01-01T10:00:00Z') }), null);
    assert.equal(DEFAULT_IMAGE_AD_LIMIT, 10);
  });
});

describe("a dashboard event rewrites the customer's dashboard payment methods", () => {
  const saved = (iso: string, dashboardId = 'd1', invoiceRoles = ['agent']) => ({ customerId: 'c1', dashboardId, creditCardRoles: ['corporate'], invoiceRoles, deleted: false, eventAt: at(iso) });
  const deleted = (iso: string, dashboardId = 'd1') => ({ customerId: 'c1', dashboardId, creditCardRoles: [], invoiceRoles: [], deleted: true, eventAt: at(iso) });

  it('takes a save first heard of, and a later save of the same dashboard', () => {
    assert.deepEqual(nextDashboardPaymentMethods(null, saved('2026-01-01T10:00:00Z')), saved('2026-01-01T10:00:00Z'));
    assert.deepEqual(nextDashboardPaymentMethods(saved('2026-01-01T10:00:00Z'), saved('2026-01-01T10:00:01Z', 'd1', [])), saved('2026-01-01T10:00:01Z', 'd1', []));
  });

  it('takes a deletion of the stored dashboard without its role lists, and keeps it against an older or same-instant save', () => {
    assert.deepEqual(nextDashboardPaymentMethods(saved('2026-01-01T10:00:00Z'), deleted('2026-01-01T10:00:01Z')), deleted('2026-01-01T10:00:01Z'));
    assert.equal(nextDashboardPaymentMethods(deleted('2026-01-01T10:00:01Z'), saved('2026-01-01T10:00:00Z')), null);
    assert.equal(nextDashboardPaymentMethods(deleted('2026-01-01T10:00:00Z'), saved('2026-01-01T10:00:00Z')), null);
  });

  it("takes the customer's next dashboard after a deletion, and ignores the deletion of another dashboard or an older event", () => {
    assert.deepEqual(nextDashboardPaymentMethods(deleted('2026-01-01T10:00:00Z', 'd1'), saved('2026-01-01T10:00:00Z', 'd2')), saved('2026-01-01T10:00:00Z', 'd2'));
    assert.equal(nextDashboardPaymentMethods(saved('2026-01-01T10:00:00Z', 'd2'), deleted('2026-01-01T10:00:05Z', 'd1')), null);
    assert.equal(nextDashboardPaymentMethods(saved('2026-01-01T10:00:05Z'), saved('2026-01-01T10:00:00Z', 'd1', [])), null);
  });
});
