// Campaign and ad-set rows to the contract's shapes (Campaign, AdSet, AdPreview in openapi/ads).
import type { components } from '@adops/openapi/generated/ads';
import { totalsOf } from '../insights/rules.ts';
import type { AdSetRow, CampaignRow } from './entities.ts';
import type { AdPreview } from './ad-sets.ts';

type S = components['schemas'];

export const campaignOf = (c: CampaignRow): S['Campaign'] => ({
  id: c.id,
  kind: c.kind,
  name: c.name,
  status: c.status,
  customerId: c.customerId,
  officeId: c.officeId,
  agentIds: c.agentIds,
  orderId: c.orderId,
  orderNumber: c.orderNumber,
  productId: c.productId,
  templateId: c.templateId,
  adAccountId: c.adAccountId,
  provider: c.provider,
  externalId: c.externalId,
  startTime: c.startTime.toISOString(),
  endTime: c.endTime.toISOString(),
  lifetimeBudget: c.lifetimeBudget,
  currency: c.currency,
  listingIds: c.listingIds,
  resourceIds: c.resourceIds,
  isHousing: c.isHousing,
  housingAdjustments: c.housingAdjustments,
  reviewReasons: c.reviewReasons,
  totals: { ...totalsOf(c, c.currency), spend: c.spend, leadsCount: c.leadsCount },
  insightsSyncedAt: c.insightsSyncedAt?.toISOString() ?? null,
  deleted: c.deleted,
  completedAt: c.completedAt?.toISOString() ?? null,
  createdAt: c.createdAt.toISOString(),
  updatedAt: c.updatedAt.toISOString(),
});

export const adSetOf = (s: AdSetRow): S['AdSet'] => ({
  id: s.id,
  campaignId: s.campaignId,
  customerId: s.customerId,
  officeId: s.officeId,
  agentIds: s.agentIds,
  externalId: s.externalId,
  name: s.name,
  targeting: s.targeting,
  lifetimeBudget: s.lifetimeBudget,
  adExternalId: s.adExternalId,
  creative: s.creative,
  reviewStatus: s.reviewStatus,
  reviewReasons: s.reviewReasons,
  createdAt: s.createdAt.toISOString(),
  updatedAt: s.updatedAt.toISOString(),
});

export const adPreviewOf = ({ adSet, warnings }: AdPreview): S['AdPreview'] => ({
  adSetId: adSet.id,
  format: adSet.creative.format,
  headline: adSet.creative.headline,
  message: adSet.creative.message,
  linkUrl: adSet.creative.linkUrl,
  imageUrls: adSet.creative.imageUrls,
  videoUrl: adSet.creative.videoUrl ?? null,
  callToAction: adSet.creative.callToAction,
  reviewStatus: adSet.reviewStatus,
  warnings,
});
