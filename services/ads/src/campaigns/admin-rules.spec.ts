import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ADMIN_MESSAGES, budgetCoverErrors, editedTargeting, isChangeable, listingCampaignStatus, listingStatuses, reviewWarnings, targetingEditErrors } from './admin-rules.ts';
import { ADJUSTMENT_AGE_REMOVED, HOUSING_MINIMUM_RADIUS_KM } from './network/housing.ts';
import { REASON_HOUSING_CATEGORY_MISSING, REASON_IMAGE_MOSTLY_TEXT, REASON_PERSONAL_ATTRIBUTES } from './network/review.ts';
import type { CreativeSpec, Targeting } from './network/port.ts';

const targeting: Targeting = { countries: [], postcodes: [], circles: [{ latitude: -36.85, longitude: 174.75, radiusKm: 10 }], ageMin: 25, ageMax: 55, gender: 'ALL', audienceIds: [], lookalikeAudienceIds: [] };
const creative = (fields: Partial<CreativeSpec> = {}): CreativeSpec => ({ format: 'IMAGE', headline: 'Sunny garden flat', message: 'Three rooms near the park.', linkUrl: '', imageUrls: [], callToAction: 'LEARN_MORE', ...fields });

test("a listing's campaign status: none, any running, or all over (001 §4)", () => {
  assert.equal(listingCampaignStatus([]), 'No Campaigns');
  assert.equal(listingCampaignStatus([{ status: 'COMPLETED', deleted: false }, { status: 'PAUSED', deleted: false }]), 'Active');
  assert.equal(listingCampaignStatus([{ status: 'PENDING_REVIEW', deleted: false }]), 'Active');
  assert.equal(listingCampaignStatus([{ status: 'COMPLETED', deleted: false }, { status: 'ACTIVE', deleted: true }]), 'Completed');
  assert.equal(listingCampaignStatus([{ status: 'DELETED', deleted: true }, { status: 'FAILED', deleted: false }]), 'Completed');
});

test('listing statuses: each listing once, in the order asked, from the campaigns naming it', () => {
  const campaigns = [
    { listingIds: ['a', 'b'], status: 'COMPLETED' as const, deleted: false },
    { listingIds: ['b'], status: 'ACTIVE' as const, deleted: false },
  ];
  assert.deepEqual(listingStatuses(['c', 'b', 'a', 'b'], campaigns), [
    { listingId: 'c', status: 'No Campaigns' },
    { listingId: 'b', status: 'Active' },
    { listingId: 'a', status: 'Completed' },
  ]);
});

test('only a campaign on its network and not over takes a change', () => {
  assert.equal(isChangeable({ externalId: 'x', status: 'ACTIVE', deleted: false }), true);
  assert.equal(isChangeable({ externalId: 'x', status: 'REJECTED', deleted: false }), true);
  assert.equal(isChangeable({ externalId: null, status: 'CREATING', deleted: false }), false);
  assert.equal(isChangeable({ externalId: 'x', status: 'COMPLETED', deleted: false }), false);
  assert.equal(isChangeable({ externalId: 'x', status: 'PAUSED', deleted: true }), false);
});

test('review warnings name the rule of each reason the simulated review refuses for', () => {
  assert.deepEqual(reviewWarnings({ creative: creative(), specialAdCategories: [], isHousing: false }), []);
  assert.deepEqual(reviewWarnings({ creative: creative({ imageTextRatios: [0.1, 0.35] }), specialAdCategories: [], isHousing: false }), [{ rule: 'IMAGE_MOSTLY_TEXT', message: REASON_IMAGE_MOSTLY_TEXT }]);
  assert.deepEqual(reviewWarnings({ creative: creative({ headline: 'Bad credit? No problem.' }), specialAdCategories: [], isHousing: false }), [{ rule: 'PERSONAL_ATTRIBUTES', message: REASON_PERSONAL_ATTRIBUTES }]);
  assert.deepEqual(reviewWarnings({ creative: creative(), specialAdCategories: [], isHousing: true }), [{ rule: 'HOUSING_CATEGORY_MISSING', message: REASON_HOUSING_CATEGORY_MISSING }]);
  assert.deepEqual(reviewWarnings({ creative: creative(), specialAdCategories: ['HOUSING'], isHousing: true }), []);
});

test("a targeting edit is checked by the template rules' messages", () => {
  assert.deepEqual(targetingEditErrors({ circles: [{ latitude: 0, longitude: 0, radiusKm: 0.5 }, { latitude: 0, longitude: 0, radiusKm: 81 }] }, targeting), [
    { path: '/targeting/circles/0/radiusKm', message: 'Minimum radius is 1km' },
    { path: '/targeting/circles/1/radiusKm', message: 'Maximum radius is 80km' },
  ]);
  assert.deepEqual(targetingEditErrors({ ageMin: 12, ageMax: 66 }, targeting), [
    { path: '/targeting/ageMin', message: 'Minimum age is 13' },
    { path: '/targeting/ageMax', message: 'Maximum age is 65' },
  ]);
  // Against the ad set's current ages when only one is edited.
  assert.deepEqual(targetingEditErrors({ ageMin: 60 }, targeting), [{ path: '/targeting/ageMin', message: 'Age min cannot exceed age max.' }]);
  assert.deepEqual(targetingEditErrors({ ageMin: 60, ageMax: null }, targeting), []);
  assert.deepEqual(targetingEditErrors({ circles: [{ latitude: 0, longitude: 0, radiusKm: 80 }], gender: 'FEMALE' }, targeting), []);
});

test("an edited housing ad's targeting is made compliant again where the housing rules apply", () => {
  const edit = { ageMin: 30, circles: [{ latitude: 40.7, longitude: -74, radiusKm: 5 }] };
  const us = editedTargeting(targeting, edit, { isHousing: true, countries: ['US'] });
  assert.equal(us.targeting.ageMin, null);
  assert.equal(us.targeting.circles[0]!.radiusKm, HOUSING_MINIMUM_RADIUS_KM);
  assert.ok(us.adjustments.includes(ADJUSTMENT_AGE_REMOVED));
  const nz = editedTargeting(targeting, edit, { isHousing: true, countries: ['NZ'] });
  assert.deepEqual(nz, { targeting: { ...targeting, ageMin: 30, circles: [{ latitude: 40.7, longitude: -74, radiusKm: 5 }] }, adjustments: [] });
  assert.deepEqual(editedTargeting(targeting, { gender: 'MALE' }, { isHousing: false, countries: ['US'] }).targeting.gender, 'MALE');
});


test("a new end date or budget must cover the network's daily minimum for each day from the start", () => {
  const campaign = { startTime: new Date('2026-12-01T00:00:00Z'), endTime: new Date('2026-12-08T00:00:00Z'), lifetimeBudget: 7000 };
  assert.deepEqual(budgetCoverErrors({ lifetimeBudget: 7000 }, campaign, 1000), [], 'exactly seven days of 1000');
  assert.deepEqual(budgetCoverErrors({ lifetimeBudget: 6999 }, campaign, 1000), [{ path: '/lifetimeBudget', message: ADMIN_MESSAGES.budgetBelowMinimum(7000, 7) }]);
  // A later end with the budget kept: the field at fault is the end date.
  assert.deepEqual(budgetCoverErrors({ endTime: '2026-12-09T00:00:01Z' }, campaign, 1000), [{ path: '/endDate', message: ADMIN_MESSAGES.budgetBelowMinimum(9000, 9) }]);
  assert.deepEqual(budgetCoverErrors({ endTime: '2026-12-09T00:00:01Z', lifetimeBudget: 9000 }, campaign, 1000), []);
});
