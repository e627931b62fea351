// The audiences area's rows, declared once for the owned-resource kit, and their queries. Custom
// audiences and meta pages belong to an ad account, which staff manage ('staff' owners); LLA tags are
// a customer's. The ad accounts themselves are read through accounts/store.ts.
import { randomUUID } from 'node:crypto';
import type { QueryDeepPartialEntity } from 'typeorm';
import { conflict, containsPattern, isDuplicateKey, LIKE_ESCAPE, SYSTEM, type OwnedResource, type Principal, type ResourceListQuery, type Tx } from '@adops/platform';
import { lists } from '@adops/openapi/generated/lists';
import type { AccountStore } from '../accounts/store.ts';
import { CustomAudienceEntity, LlaTagEntity, MetaPageEntity, type CustomAudienceRow, type LlaTagRow, type MetaPageRow } from './entities.ts';
import { AUDIENCE_MESSAGES } from './rules.ts';

type NewRow<R> = Omit<R, 'id' | 'createdAt' | 'updatedAt'>;

/**
 * A JSON-array column (simple-json) holding `value` as an element, whatever its case (tags compare
 * without it, rules.ts): its JSON text, quotes included, anywhere in the lowered column.
 */
const jsonElementPattern = (value: string) => containsPattern(JSON.stringify(value.toLowerCase()));

export class AudienceStore {
  readonly accountStore: AccountStore;
  readonly audiences: OwnedResource<CustomAudienceRow, 'ads'>;
  readonly llaTags: OwnedResource<LlaTagRow, 'ads'>;
  readonly pages: OwnedResource<MetaPageRow, 'ads'>;

  constructor(accountStore: AccountStore) {
    this.accountStore = accountStore;
    const { kit } = accountStore;
    this.audiences = kit.resource({ entity: CustomAudienceEntity, alias: 'ca', owners: 'staff', notFound: AUDIENCE_MESSAGES.audienceNotFound, list: lists.listCustomAudiences });
    this.llaTags = kit.resource({ entity: LlaTagEntity, alias: 'lla', owners: { customer: 'customerId' }, notFound: AUDIENCE_MESSAGES.llaTagNotFound, list: lists.listLlaTags });
    this.pages = kit.resource({ entity: MetaPageEntity, alias: 'mp', owners: 'staff', notFound: 'Meta page not found.', list: lists.listMetaPages });
  }

  get kit() {
    return this.accountStore.kit;
  }

  /**
   * The ids of the ad accounts of a kind that belong to the customer ('any': of the kind, whoever's),
   * and with `shared` those of no customer too. Inside a write, pass its transaction: SQLite's one
   * writer would wait on itself.
   */
  async accountIdsOf(kind: 'social' | 'display', customerId: string | 'any', shared = false, tx?: Tx<'ads'>): Promise<string[]> {
    const qb = await this.accountStore.accounts.query(SYSTEM, tx?.m);
    qb.andWhere('a.kind = :kind', { kind });
    if (customerId !== 'any') {
      if (shared) qb.andWhere('(a.customerId = :customerId OR a.customerId IS NULL)', { customerId });
      else qb.andWhere('a.customerId = :customerId', { customerId });
    }
    return (await qb.select('a.id', 'id').getRawMany<{ id: string }>()).map((r) => r.id);
  }

  /** Inside a sync: the account row read for update, so two syncs of one account run one after the other; null when it is gone. */
  async lockAccount(tx: Tx<'ads'>, adAccountId: string): Promise<boolean> {
    const qb = await this.accountStore.accounts.queryForUpdate(tx, SYSTEM);
    return (await qb.andWhere('a.id = :adAccountId', { adAccountId }).getOne()) !== null;
  }

  /** One page of an account's audiences, optionally only those carrying a tag (whatever its case). */
  listAudiences(principal: Principal, adAccountId: string, q: ResourceListQuery & { tag?: string }) {
    return this.audiences.list(principal, q, (qb) => {
      qb.andWhere('ca.adAccountId = :adAccountId', { adAccountId });
      if (q.tag !== undefined) qb.andWhere(`LOWER(ca.tags) LIKE :tagPattern ${LIKE_ESCAPE}`, { tagPattern: jsonElementPattern(q.tag) });
    });
  }

  /** The tag lists of every audience of the accounts (one list per audience that has any). */
  async tagListsOf(adAccountIds: readonly string[]): Promise<string[][]> {
    if (adAccountIds.length === 0) return [];
    const qb = await this.audiences.query(SYSTEM);
    const rows = await qb.andWhere('ca.adAccountId IN (:...adAccountIds)', { adAccountIds }).andWhere("ca.tags <> '[]'").getMany();
    return rows.map((r) => r.tags);
  }

  /** Of the audience ids given, those on the accounts. */
  async audienceIdsAmong(ids: readonly string[], adAccountIds: readonly string[], tx?: Tx<'ads'>): Promise<Set<string>> {
    if (ids.length === 0 || adAccountIds.length === 0) return new Set();
    const qb = await this.audiences.query(SYSTEM, tx?.m);
    const rows = await qb
      .andWhere('ca.id IN (:...ids)', { ids })
      .andWhere('ca.adAccountId IN (:...adAccountIds)', { adAccountIds })
      .select('ca.id', 'id')
      .getRawMany<{ id: string }>();
    return new Set(rows.map((r) => r.id));
  }

  /** Inside a sync: every stored audience of the account. */
  async audiencesOf(tx: Tx<'ads'>, adAccountId: string): Promise<CustomAudienceRow[]> {
    return (await this.audiences.query(SYSTEM, tx.m)).andWhere('ca.adAccountId = :adAccountId', { adAccountId }).getMany();
  }

  /** Inside a sync: every stored page of the account. */
  async pagesOf(tx: Tx<'ads'>, adAccountId: string): Promise<MetaPageRow[]> {
    return (await this.pages.query(SYSTEM, tx.m)).andWhere('mp.adAccountId = :adAccountId', { adAccountId }).getMany();
  }

  /** One page of the meta pages of the accounts given. */
  listPages(principal: Principal, q: ResourceListQuery, accountIds: readonly string[]) {
    return this.pages.list(principal, q, (qb) => {
      if (accountIds.length === 0) qb.andWhere('1 = 0');
      else qb.andWhere('mp.adAccountId IN (:...accountIds)', { accountIds });
    });
  }

  /** Inserts many rows in one statement per hundred (a network account may hold thousands of audiences). */
  async insertMany<R extends CustomAudienceRow | MetaPageRow>(tx: Tx<'ads'>, resource: OwnedResource<R, 'ads'>, rows: Array<NewRow<R>>): Promise<void> {
    for (let i = 0; i < rows.length; i += 100) {
      const now = new Date();
      const chunk = rows.slice(i, i + 100).map((r) => ({ ...r, id: randomUUID(), createdAt: now, updatedAt: now }) as QueryDeepPartialEntity<R>);
      await tx.m.insert(resource.declaration.entity, chunk);
    }
  }
}

/** The unique index on (customerId, name) of lla_tags as the 409 it means. */
export async function llaNameOnce<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (isDuplicateKey(e)) throw conflict(AUDIENCE_MESSAGES.llaNameTaken);
    throw e;
  }
}
