// Custom audiences (000 §2 /ad-account/{adAccountId}/custom-audiences, 001 §7): a social account's
// audiences listed 50 a page, staff's name, description and tags on each, and the tags in use on an
// account or across a customer's accounts (what a template's audience picker offers).
import { invalidFields, type Principal, type ResourceListQuery } from '@adops/platform';
import type { components } from '@adops/openapi/generated/ads';
import type { AdAccounts } from '../accounts/accounts.ts';
import type { CustomAudienceRow } from './entities.ts';
import type { AudienceStore } from './store.ts';
import { tagProblems, tagsInUse } from './rules.ts';

type S = components['schemas'];

export class CustomAudiences {
  private readonly store: AudienceStore;
  private readonly adAccounts: AdAccounts;

  constructor(store: AudienceStore, adAccounts: AdAccounts) {
    this.store = store;
    this.adAccounts = adAccounts;
  }

  /** The account must be a social one the principal reaches (404 'Ad account not found.' otherwise). */
  async list(principal: Principal, adAccountId: string, q: ResourceListQuery & { tag?: string }) {
    await this.adAccounts.get(principal, 'social', adAccountId);
    return this.store.listAudiences(principal, adAccountId, q);
  }

  async update(principal: Principal, id: string, input: S['UpdateCustomAudienceRequest']): Promise<CustomAudienceRow> {
    const problems = input.tags ? tagProblems(input.tags) : [];
    if (problems.length) throw invalidFields(problems);
    return this.store.audiences.update(principal, id, () => ({
      ...(input.name !== undefined ? { name: input.name.trim() } : {}),
      ...(input.description !== undefined ? { description: input.description.trim() } : {}),
      ...(input.tags !== undefined ? { tags: input.tags } : {}),
    }));
  }

  async tagsOfAccount(principal: Principal, adAccountId: string): Promise<string[]> {
    await this.adAccounts.get(principal, 'social', adAccountId);
    return tagsInUse(await this.store.tagListsOf([adAccountId]));
  }

  /** The customer's own social accounts' tags (not the shared accounts': those are every customer's). */
  async tagsOfCustomer(customerId: string): Promise<string[]> {
    return tagsInUse(await this.store.tagListsOf(await this.store.accountIdsOf('social', customerId)));
  }
}
