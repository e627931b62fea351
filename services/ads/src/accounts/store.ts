// The ad accounts, declared once for the platform's owned-resource kit, and their queries. Accounts are
// staff-managed ('staff' owners): admin and operations link them; campaigns read them as the system.
import { checkCustomerReferences, conflict, isDuplicateKey, SYSTEM, type OwnedKit, type OwnedResource, type Page, type Principal, type ResourceListQuery, type Tx } from '@adops/platform';
import { lists } from '@adops/openapi/generated/lists';
import { AdAccountEntity, type AccountKind, type AdAccountRow } from './entities.ts';
import { ACCOUNT_MESSAGES } from './rules.ts';

export class AccountStore {
  readonly kit: OwnedKit<'ads'>;
  readonly accounts: OwnedResource<AdAccountRow, 'ads'>;
  /**
   * The same rows as the order flow reads them (listBillingAccounts): owned by their customer, so the
   * kit narrows a dashboard user to their own customer's accounts (customer-wide: a branch user's
   * agents' accounts are not agent-owned rows; which of them they get is the `ids` they name).
   */
  readonly billingAccounts: OwnedResource<AdAccountRow, 'ads'>;

  constructor(kit: OwnedKit<'ads'>) {
    this.kit = kit;
    this.accounts = kit.resource({ entity: AdAccountEntity, alias: 'a', owners: 'staff', notFound: ACCOUNT_MESSAGES.notFound, list: lists.listAdAccounts });
    this.billingAccounts = kit.resource({
      entity: AdAccountEntity,
      alias: 'a',
      owners: { customer: 'customerId' },
      customerWide: true,
      // A shared account (no customer, e.g. the simulated network's in development) may bill any customer's
      // campaigns (campaigns/rules.ts accountUsableBy), so an agent or office staff attached it to lists it.
      sharedWithoutCustomer: true,
      notFound: ACCOUNT_MESSAGES.notFound,
      list: lists.listBillingAccounts,
    });
  }

  /** One page of the accounts of a kind the principal reaches as billing accounts, of one customer and among some ids when given. */
  billingPage(principal: Principal, q: ResourceListQuery, narrow: { kind: AccountKind; customerId?: string; ids: string[] | null }): Promise<Page<AdAccountRow>> {
    return this.billingAccounts.list(principal, q, (qb) => {
      qb.andWhere('a.kind = :kind', { kind: narrow.kind });
      if (narrow.customerId) qb.andWhere('a.customerId = :customerId', { customerId: narrow.customerId });
      if (narrow.ids) qb.andWhere('a.id IN (:...ids)', { ids: narrow.ids });
      // Unnamed, a dashboard user's list is their customer's own accounts (002 §6); shared ones only when named.
      else if (principal.kind === 'dashboard') qb.andWhere('a.customerId IS NOT NULL');
    });
  }

  /** The customer an account names exists (a 400 otherwise). */
  checkCustomer(tx: Tx<'ads'>, customerId: string): Promise<void> {
    return checkCustomerReferences(tx.m, { customerId, checkCustomer: true }, { customer: '/body/customerId', office: '/body', agent: () => '/body' });
  }

  /** A read of an account by the system (campaign building), whatever its kind. */
  byId(id: string): Promise<AdAccountRow | null> {
    return this.accounts.find(SYSTEM, id);
  }

  /** The account linked for a network account, if any (whoever reaches it: the system looks). */
  async linkedNetworkAccount(kind: AccountKind, provider: AdAccountRow['provider'], accountId: string): Promise<AdAccountRow | null> {
    return (await this.accounts.query(SYSTEM)).andWhere('a.kind = :kind AND a.provider = :provider AND a.accountId = :accountId', { kind, provider, accountId }).getOne();
  }

  /** The account of the given kind, or null: a social id asked for as a display account is not found. */
  async ofKind(tx: Tx<'ads'> | undefined, kind: AccountKind, id: string): Promise<AdAccountRow | null> {
    const row = await this.accounts.find(SYSTEM, id, tx?.m);
    return row && row.kind === kind ? row : null;
  }
}

/** A unique index's refusal as the 409 it means. */
export async function linkedOnce<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (isDuplicateKey(e)) throw conflict(ACCOUNT_MESSAGES.alreadyLinked);
    throw e;
  }
}
