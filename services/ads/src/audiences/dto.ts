// The audiences area's rows as the API shows them (openapi/ads CustomAudience, LlaTag, MetaPage).
import type { CustomAudience, LlaTag, MetaPage } from '@adops/openapi/generated/ads';
import type { CustomAudienceRow, LlaTagRow, MetaPageRow } from './entities.ts';

export const toCustomAudienceDto = (a: CustomAudienceRow): CustomAudience => ({
  id: a.id,
  adAccountId: a.adAccountId,
  audienceId: a.audienceId,
  name: a.name,
  description: a.description,
  subtype: a.subtype,
  approximateCount: a.approximateCount,
  tags: a.tags,
  syncedAt: a.syncedAt.toISOString(),
  createdAt: a.createdAt.toISOString(),
  updatedAt: a.updatedAt.toISOString(),
});

export const toLlaTagDto = (t: LlaTagRow): LlaTag => ({
  id: t.id,
  customerId: t.customerId,
  name: t.name,
  sourceAudienceIds: t.sourceAudienceIds,
  country: t.country,
  ratio: t.ratio,
  createdAt: t.createdAt.toISOString(),
  updatedAt: t.updatedAt.toISOString(),
});

export const toMetaPageDto = (p: MetaPageRow): MetaPage => ({
  id: p.id,
  adAccountId: p.adAccountId,
  pageId: p.pageId,
  name: p.name,
  link: p.link,
  syncedAt: p.syncedAt.toISOString(),
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
});
