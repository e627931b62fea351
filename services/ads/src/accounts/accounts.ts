// Ad accounts (001 §7, 000 ad accounts): staff link social (Meta) and display-network (Google) accounts,
// optionally a customer's, with credentials sealed at rest and bound to the row; the network is asked
// for the account's minimum budget. Each kind has its own routes; an id of the other kind is not found.
import { randomUUID } from 'node:crypto';
import { conflict, invalidField, invalidFields, notFound, type Page, type Principal, type ResourceListQuery, type SecretBox, type Tx } from '@adops/platform';
import type { components } from '@adops/openapi/generated/ads';
import type { AccountKind, AdAccountRow } from './entities.ts';
import { linkedOnce, type AccountStore } from './store.ts';
import { ACCOUNT_MESSAGES, accountProblems, billingAccountIds, DEFAULT_ACCOUNT_TIME_ZONE, isKnownTimeZone, type Credentials } from './rules.ts';

type S = components['schemas'];

export class AdAccounts {
  private readonly store: AccountStore;
  private readonly secrets: SecretBox;

  constructor(store: AccountStore, secrets: SecretBox) {
    this.store = store;
    this.secrets = secrets;
  }

  list(principal: Principal, kind: AccountKind, q: ResourceListQuery & { customerId?: string }) {
    return this.store.accounts.list(principal, q, { kind, customerId: q.customerId });
  }

  /** The accounts an order may be billed to, as the caller's tenancy and role allow (listBillingAccounts). */
  async billingAccounts(principal: Principal, q: ResourceListQuery & { kind: AccountKind; ids?: string; customerId?: string }): Promise<Page<AdAccountRow>> {
    const ids = billingAccountIds(principal, q.ids);
    if (ids === 'none') return { items: [], count: 0 };
    return this.store.billingPage(principal, q, { kind: q.kind, customerId: q.customerId, ids: ids.only });
  }

  async get(principal: Principal, kind: AccountKind, id: string): Promise<AdAccountRow> {
    const row = await this.store.accounts.get(principal, id);
    if (row.kind !== kind) throw notFound(ACCOUNT_MESSAGES.notFound);
    return row;
  }

  async create(principal: Principal, kind: AccountKind, input: S['CreateAdAccountRequest']): Promise<AdAccountRow> {
    const problems = accountProblems(kind, input.provider, input.credentials as Credentials | undefined, null);
    if (input.timezone !== undefined && !isKnownTimeZone(input.timezone)) problems.push({ path: '/body/timezone', message: 'Unknown time zone.' });
    if (problems.length) throw invalidFields(problems);
    // The id is made first: the sealed credentials name the row they belong to.
    const id = randomUUID();
    return linkedOnce(() =>
      this.store.kit.transaction(async (tx) => {
        if (input.customerId) await this.store.checkCustomer(tx, input.customerId);
        return this.store.accounts.insert(tx, {
          id,
          kind,
          provider: input.provider,
          accountId: input.accountId,
          name: input.name.trim(),
          currency: input.currency,
          timezone: input.timezone ?? DEFAULT_ACCOUNT_TIME_ZONE,
          customerId: input.customerId ?? null,
          credentials: input.credentials ? this.secrets.seal(JSON.stringify(input.credentials), id) : null,
        });
      }),
    );
  }

  async update(principal: Principal, kind: AccountKind, id: string, input: S['UpdateAdAccountRequest']): Promise<AdAccountRow> {
    if (input.timezone !== undefined && !isKnownTimeZone(input.timezone)) throw invalidField('/body/timezone', 'Unknown time zone.');
    return this.store.accounts.update(principal, id, async (current, tx) => {
      if (current.kind !== kind) throw notFound(ACCOUNT_MESSAGES.notFound);
      const stored = this.openCredentials(current);
      const problems = accountProblems(kind, current.provider, input.credentials as Credentials | undefined, stored);
      if (problems.length) throw invalidFields(problems);
      if (input.customerId) await this.store.checkCustomer(tx, input.customerId);
      return {
        ...(input.name !== undefined ? { name: input.name.trim() } : {}),
        ...(input.timezone !== undefined ? { timezone: input.timezone } : {}),
        ...(input.customerId !== undefined ? { customerId: input.customerId } : {}),
        // Fields sent replace the stored ones; the whole is sealed again with the active key.
        ...(input.credentials !== undefined ? { credentials: this.secrets.seal(JSON.stringify({ ...(stored ?? {}), ...input.credentials }), current.id) } : {}),
      };
    });
  }

  /** `hasRunningCampaigns` reads in the removal's transaction (on SQLite a read beside it would wait for it). */
  async remove(principal: Principal, kind: AccountKind, id: string, hasRunningCampaigns: (accountId: string, tx: Tx<'ads'>) => Promise<boolean>): Promise<void> {
    await this.store.accounts.remove(principal, id, undefined, async (row, tx) => {
      if (row.kind !== kind) throw notFound(ACCOUNT_MESSAGES.notFound);
      if (await hasRunningCampaigns(row.id, tx)) throw conflict(ACCOUNT_MESSAGES.runningCampaigns);
    });
  }

  /** The account's credentials opened, for its network adapter; null when it has none. */
  openCredentials(row: AdAccountRow): Credentials | null {
    return row.credentials ? (JSON.parse(this.secrets.open(row.credentials, row.id)) as Credentials) : null;
  }
}
