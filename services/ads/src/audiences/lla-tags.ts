// LLA (lookalike) tags per customer (000 §2 /customer/{customerId}/llatags, §7): a named lookalike of
// some of the customer's custom audiences, in one country, of 1 to 10 per cent of its people. The
// customer must exist; the source audiences must be on the customer's social accounts or shared ones.
import { invalidFields, type FieldError, type Principal, type ResourceListQuery, type Tx } from '@adops/platform';
import type { components } from '@adops/openapi/generated/ads';
import type { LlaTagRow } from './entities.ts';
import { llaNameOnce, type AudienceStore } from './store.ts';
import { ratioProblems, sourceAudienceProblems } from './rules.ts';

type S = components['schemas'];

export class LlaTags {
  private readonly store: AudienceStore;

  constructor(store: AudienceStore) {
    this.store = store;
  }

  list(principal: Principal, q: ResourceListQuery & { customerId?: string }) {
    return this.store.llaTags.list(principal, q, { customerId: q.customerId });
  }

  get(principal: Principal, id: string): Promise<LlaTagRow> {
    return this.store.llaTags.get(principal, id);
  }

  async create(principal: Principal, input: S['CreateLlaTagRequest']): Promise<LlaTagRow> {
    const sourceAudienceIds = input.sourceAudienceIds ?? [];
    const problems = [...ratioProblems(input.ratio), ...(await this.sourceProblems(input.customerId, sourceAudienceIds))];
    if (problems.length) throw invalidFields(problems);
    return llaNameOnce(() =>
      this.store.kit.transaction(async (tx) => {
        await this.store.accountStore.checkCustomer(tx, input.customerId);
        return this.store.llaTags.insert(tx, { customerId: input.customerId, name: input.name.trim(), sourceAudienceIds, country: input.country, ratio: input.ratio });
      }),
    );
  }

  async update(principal: Principal, id: string, input: S['UpdateLlaTagRequest']): Promise<LlaTagRow> {
    const ratio = ratioProblems(input.ratio);
    if (ratio.length) throw invalidFields(ratio);
    return llaNameOnce(() =>
      this.store.llaTags.update(principal, id, async (current, tx) => {
        if (input.sourceAudienceIds !== undefined) {
          const problems = await this.sourceProblems(current.customerId, input.sourceAudienceIds, tx);
          if (problems.length) throw invalidFields(problems);
        }
        return {
          ...(input.name !== undefined ? { name: input.name.trim() } : {}),
          ...(input.sourceAudienceIds !== undefined ? { sourceAudienceIds: input.sourceAudienceIds } : {}),
          ...(input.country !== undefined ? { country: input.country } : {}),
          ...(input.ratio !== undefined ? { ratio: input.ratio } : {}),
        };
      }),
    );
  }

  async remove(principal: Principal, id: string): Promise<void> {
    await this.store.llaTags.remove(principal, id);
  }

  private async sourceProblems(customerId: string, ids: readonly string[], tx?: Tx<'ads'>): Promise<FieldError[]> {
    if (ids.length === 0) return [];
    const usable = await this.store.audienceIdsAmong(ids, await this.store.accountIdsOf('social', customerId, true, tx), tx);
    return sourceAudienceProblems(ids, usable);
  }
}
