// The campaign templates, declared once for the platform's owned-resource kit, and their queries. A
// template is its customer's (`owners: { customer }`): staff reach every one, and the operations' roles
// keep dashboard users out. The customer is checked against the customer_references projection and
// the ad account through the accounts area's store.
import { checkCustomerReferences, SYSTEM, type OwnedKit, type OwnedResource, type ResourceListQuery, type Principal, type Tx } from '@adops/platform';
import { lists } from '@adops/openapi/generated/lists';
import type { AccountStore } from '../accounts/store.ts';
import type { AdAccountRow } from '../accounts/entities.ts';
import { KnownListingEntity } from '../projections/entities.ts';
import type { KnownListingRow, KnownNameRow, KnownResourceRow } from '../projections/rules.ts';
import { ProjectionStore } from '../projections/store.ts';
import { CampaignTemplateEntity, type CampaignTemplateRow, type TemplateKind } from './entities.ts';

export const TEMPLATE_NOT_FOUND = 'Campaign template not found.';
export const LISTING_NOT_FOUND = 'Listing not found.';
export const RESOURCE_NOT_FOUND = 'Resource not found.';

export class CampaignTemplateStore {
  readonly kit: OwnedKit<'ads'>;
  readonly templates: OwnedResource<CampaignTemplateRow, 'ads'>;
  /**
   * The same templates as an order of their customer uses them (getCampaignDataItem): every dashboard
   * user of the customer reaches them, as every one may order its products (customer-wide).
   */
  readonly orderTemplates: OwnedResource<CampaignTemplateRow, 'ads'>;
  /** The listings projection as an order of their customer names them: customer-wide, as the order context checks an order's listings. */
  readonly orderListings: OwnedResource<KnownListingRow, 'ads'>;
  private readonly accounts: AccountStore;

  constructor(kit: OwnedKit<'ads'>, accounts: AccountStore) {
    this.kit = kit;
    this.accounts = accounts;
    // Both kinds' lists share one declaration (the spec gives them the same x-list).
    this.templates = kit.resource({ entity: CampaignTemplateEntity, alias: 't', owners: { customer: 'customerId' }, notFound: TEMPLATE_NOT_FOUND, list: lists.listCampaignTemplates });
    this.orderTemplates = kit.resource({ entity: CampaignTemplateEntity, alias: 't', owners: { customer: 'customerId' }, customerWide: true, notFound: TEMPLATE_NOT_FOUND });
    this.orderListings = kit.resource({ entity: KnownListingEntity, alias: 'l', owners: { customer: 'customerId' }, customerWide: true, notFound: LISTING_NOT_FOUND });
  }

  /** One page of a kind's templates the principal reaches, of one customer when given. */
  list(principal: Principal, kind: TemplateKind, q: ResourceListQuery & { customerId?: string }) {
    return this.templates.list(principal, q, { kind, customerId: q.customerId });
  }

  /** A template the principal reaches, read inside the caller's transaction (404 otherwise). */
  getIn(tx: Tx<'ads'>, principal: Principal, id: string): Promise<CampaignTemplateRow> {
    return this.templates.get(principal, id, tx.m);
  }

  /** The customer a template names exists (400 'Customer not found.' at `path` otherwise). */
  checkCustomer(tx: Tx<'ads'>, customerId: string, path = '/body/customerId'): Promise<void> {
    return checkCustomerReferences(tx.m, { customerId, checkCustomer: true }, { customer: path, office: '/body', agent: () => '/body' });
  }

  /** The ad account of the template's kind, or null (a social id asked for as a display account is not found). */
  adAccount(tx: Tx<'ads'>, kind: TemplateKind, id: string): Promise<AdAccountRow | null> {
    return this.accounts.ofKind(tx, kind, id);
  }

  /** The listings of these ids the principal reaches as an order's (customer-wide), deleted ones included. */
  async listingsForOrder(principal: Principal, ids: readonly string[]): Promise<KnownListingRow[]> {
    if (!ids.length) return [];
    return (await this.orderListings.query(principal)).andWhere('l.id IN (:...ids)', { ids: [...ids] }).getMany();
  }

  /** The resources named as the listing context last told them (deleted ones too), each once (projections/): whose they are is the caller's to check. */
  resourcesForOrder(ids: readonly string[]): Promise<KnownResourceRow[]> {
    return new ProjectionStore().knownResources(this.kit.ds.manager, ids);
  }

  /** The names (and agents' e-mails) the customer context last told of these customers and agents (projections/). */
  knownNames(ids: readonly string[]): Promise<Map<string, KnownNameRow>> {
    return new ProjectionStore().names(this.kit.ds.manager, ids);
  }

  /** A read by the system (campaign building from an order), whatever the kind; null when there is none. */
  byId(id: string): Promise<CampaignTemplateRow | null> {
    return this.templates.find(SYSTEM, id);
  }
}
