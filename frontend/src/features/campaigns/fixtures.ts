// A campaign and an ad set as the ads API answers them (its spec's examples), for the campaign screens' tests.
import type { AdSet, Campaign } from '../../lib/api/generated/ads.ts';

export const campaign = (over: Partial<Campaign> = {}): Campaign => ({
  id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f', kind: 'social', name: '12 Harbour View Road – Facebook 7 days', status: 'ACTIVE',
  customerId: '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e', officeId: null, agentIds: [], orderId: '4d5e6f7a-8b9c-4d0e-8f1a-2b3c4d5e6f7a', orderNumber: 1042,
  productId: '6f7a8b9c-0d1e-4f2a-8b3c-4d5e6f7a8b9c', templateId: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d', adAccountId: '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d',
  provider: 'simulator', externalId: 'sim-c-1', startTime: '2026-12-01T00:00:00.000Z', endTime: '2026-12-08T00:00:00.000Z', lifetimeBudget: 20000,
  currency: 'NZD', listingIds: [], resourceIds: [], isHousing: false, housingAdjustments: [], reviewReasons: [],
  totals: { reach: 0, impressions: 0, clicks: 0, ctr: 0, videoViews: 0, costPerVideoView: null, spend: 0, leadsCount: 0 },
  insightsSyncedAt: null, deleted: false, completedAt: null, createdAt: '2026-11-30T08:00:00.000Z', updatedAt: '2026-11-30T08:00:00.000Z', ...over,
});

export const adSet = (over: Partial<AdSet> = {}): AdSet => ({
  id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e', campaignId: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f', customerId: '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
  officeId: null, agentIds: [], externalId: 'sim-as-1', name: 'Around the listing',
  targeting: { countries: [], postcodes: [], circles: [{ latitude: -36.85, longitude: 174.75, radiusKm: 10 }], ageMin: 25, ageMax: 65, gender: 'ALL', audienceIds: [], lookalikeAudienceIds: [] },
  lifetimeBudget: 20000, adExternalId: 'sim-ad-1',
  creative: { format: 'IMAGE', headline: '12 Harbour View Road', message: 'Call Jo', linkUrl: 'https://harbour.example.com/12', imageUrls: [], callToAction: 'LEARN_MORE', imageTextRatios: [0.3] },
  reviewStatus: 'APPROVED', reviewReasons: [], createdAt: '2026-11-30T08:00:00.000Z', updatedAt: '2026-11-30T08:05:00.000Z', ...over,
});
