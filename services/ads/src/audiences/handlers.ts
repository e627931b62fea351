// /api/ad-accounts/{id}/custom-audiences…, /api/custom-audiences, /api/lla-tags and /api/meta-pages:
// custom audiences with their tags, customers' LLA tags, and the pages accounts post as.
import { pageSettingsOf, principalOf, reply, type SomeHandlers } from '@adops/platform';
import type { operations } from '@adops/openapi/generated/ads';
import type { CustomAudiences } from './custom-audiences.ts';
import type { LlaTags } from './lla-tags.ts';
import type { MetaPages } from './meta-pages.ts';
import type { NetworkSync } from './network-sync.ts';
import { toCustomAudienceDto, toLlaTagDto, toMetaPageDto } from './dto.ts';

type AudienceOps =
  | 'listCustomAudiences' | 'syncCustomAudiences' | 'listAdAccountAudienceTags' | 'listCustomerAudienceTags' | 'getCustomAudiencePageSettings' | 'updateCustomAudience'
  | 'listLlaTags' | 'createLlaTag' | 'getLlaTag' | 'updateLlaTag' | 'deleteLlaTag'
  | 'listMetaPages' | 'syncMetaPages';

export interface AudienceUseCases {
  customAudiences: CustomAudiences;
  networkSync: NetworkSync;
  llaTags: LlaTags;
  metaPages: MetaPages;
}

const AUDIENCE_PAGE_SETTINGS = pageSettingsOf('ads', { customAudiences: { subtype: ['CUSTOM', 'LOOKALIKE', 'WEBSITE', 'ENGAGEMENT', 'OTHER'] } }).customAudiences;

export function audienceHandlers({ customAudiences, networkSync, llaTags, metaPages }: AudienceUseCases): SomeHandlers<operations, AudienceOps> {
  return {
    listCustomAudiences: async (req, res) => {
      const page = await customAudiences.list(principalOf(req), req.params.adAccountId, req.query);
      reply(res, 200, { items: page.items.map(toCustomAudienceDto), count: page.count });
    },
    syncCustomAudiences: async (req, res) => reply(res, 200, await networkSync.audiences(principalOf(req), req.params.adAccountId)),
    listAdAccountAudienceTags: async (req, res) => reply(res, 200, { tags: await customAudiences.tagsOfAccount(principalOf(req), req.params.adAccountId) }),
    listCustomerAudienceTags: async (req, res) => reply(res, 200, { tags: await customAudiences.tagsOfCustomer(req.query.customerId) }),
    getCustomAudiencePageSettings: (_req, res) => reply(res, 200, AUDIENCE_PAGE_SETTINGS),
    updateCustomAudience: async (req, res) => reply(res, 200, toCustomAudienceDto(await customAudiences.update(principalOf(req), req.params.customAudienceId, req.body))),
    listLlaTags: async (req, res) => {
      const page = await llaTags.list(principalOf(req), req.query);
      reply(res, 200, { items: page.items.map(toLlaTagDto), count: page.count });
    },
    createLlaTag: async (req, res) => reply(res, 201, toLlaTagDto(await llaTags.create(principalOf(req), req.body))),
    getLlaTag: async (req, res) => reply(res, 200, toLlaTagDto(await llaTags.get(principalOf(req), req.params.llaTagId))),
    updateLlaTag: async (req, res) => reply(res, 200, toLlaTagDto(await llaTags.update(principalOf(req), req.params.llaTagId, req.body))),
    deleteLlaTag: async (req, res) => {
      await llaTags.remove(principalOf(req), req.params.llaTagId);
      res.status(204).end();
    },
    listMetaPages: async (req, res) => {
      const page = await metaPages.list(principalOf(req), req.query);
      reply(res, 200, { items: page.items.map(toMetaPageDto), count: page.count });
    },
    syncMetaPages: async (req, res) => reply(res, 200, await networkSync.pages(principalOf(req), req.params.adAccountId)),
  };
}
