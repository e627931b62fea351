// The projections this context keeps of other contexts' rows, and their queries: the listings and
// resources an order may name, the campaign templates a product may name, customers' image limits and
// their dashboards' payment methods (projections/entities.ts),
// and the platform's customer references (the customer context's customers, offices and agents). Event
// handlers write them in the inbox's transaction (`m`); placing an order, saving a product and an
// order's e-mails read them in their own (`tx`).
import { In, type EntityManager } from 'typeorm';
import { checkCustomerReferences, CustomerReferenceEntity, type CustomerReferenceRow, type CustomerReferences, type ReferencePaths, type Tx } from '@adops/platform';
import {
  KnownCampaignTemplateEntity,
  KnownCustomerLimitEntity,
  KnownDashboardPaymentMethodsEntity,
  KnownListingEntity,
  KnownResourceEntity,
  type KnownCampaignTemplateRow,
  type KnownCustomerLimitRow,
  type KnownDashboardPaymentMethodsRow,
  type KnownListingRow,
  type KnownResourceRow,
} from './entities.ts';
import { DEFAULT_IMAGE_AD_LIMIT } from './rules.ts';

export class ProjectionStore {
  // Writes, from other contexts' events.

  knownListing(m: EntityManager, id: string): Promise<KnownListingRow | null> {
    return m.findOne(KnownListingEntity, { where: { id } });
  }

  async insertListing(m: EntityManager, row: KnownListingRow): Promise<void> {
    await m.insert(KnownListingEntity, row);
  }

  async updateListing(m: EntityManager, { id, ...rest }: KnownListingRow): Promise<void> {
    await m.update(KnownListingEntity, { id }, rest);
  }

  knownResource(m: EntityManager, id: string): Promise<KnownResourceRow | null> {
    return m.findOne(KnownResourceEntity, { where: { id } });
  }

  async insertResource(m: EntityManager, row: KnownResourceRow): Promise<void> {
    await m.insert(KnownResourceEntity, row);
  }

  async updateResource(m: EntityManager, { id, ...rest }: KnownResourceRow): Promise<void> {
    await m.update(KnownResourceEntity, { id }, rest);
  }

  knownCampaignTemplate(m: EntityManager, templateId: string): Promise<KnownCampaignTemplateRow | null> {
    return m.findOne(KnownCampaignTemplateEntity, { where: { templateId } });
  }

  async saveCampaignTemplate(m: EntityManager, row: KnownCampaignTemplateRow): Promise<void> {
    await m.save(KnownCampaignTemplateEntity, row);
  }

  knownCustomerLimit(m: EntityManager, customerId: string): Promise<KnownCustomerLimitRow | null> {
    return m.findOne(KnownCustomerLimitEntity, { where: { customerId } });
  }

  async saveCustomerLimit(m: EntityManager, row: KnownCustomerLimitRow): Promise<void> {
    await m.save(KnownCustomerLimitEntity, row);
  }

  knownDashboardPaymentMethods(m: EntityManager, customerId: string): Promise<KnownDashboardPaymentMethodsRow | null> {
    return m.findOne(KnownDashboardPaymentMethodsEntity, { where: { customerId } });
  }

  async saveDashboardPaymentMethods(m: EntityManager, row: KnownDashboardPaymentMethodsRow): Promise<void> {
    await m.save(KnownDashboardPaymentMethodsEntity, row);
  }

  // Reads, for an order being placed, a product being saved, an order's e-mails.

  /** The campaign templates with these ids, live or deleted. */
  campaignTemplates(tx: Tx<'order'>, templateIds: string[]): Promise<KnownCampaignTemplateRow[]> {
    return templateIds.length ? tx.m.find(KnownCampaignTemplateEntity, { where: { templateId: In(templateIds) } }) : Promise.resolve([]);
  }

  /** The customer's imageAdLimit as the customer context last told it, or the default when it has not. */
  async imageAdLimit(tx: Tx<'order'>, customerId: string): Promise<number> {
    return (await tx.m.findOne(KnownCustomerLimitEntity, { where: { customerId } }))?.imageAdLimit ?? DEFAULT_IMAGE_AD_LIMIT;
  }

  /** The role lists of the customer's dashboard's payment methods as the customer context last told them; null when it has told none, or the dashboard is deleted. */
  async dashboardPaymentMethods(tx: Tx<'order'>, customerId: string): Promise<Pick<KnownDashboardPaymentMethodsRow, 'creditCardRoles' | 'invoiceRoles'> | null> {
    const row = await tx.m.findOne(KnownDashboardPaymentMethodsEntity, { where: { customerId } });
    return row && !row.deleted ? { creditCardRoles: row.creditCardRoles, invoiceRoles: row.invoiceRoles } : null;
  }

  /** The ids of the live campaign templates of a customer (a dashboard user's products are those made of them only). */
  async customerTemplateIds(tx: Tx<'order'>, customerId: string): Promise<Set<string>> {
    const rows = await tx.m.find(KnownCampaignTemplateEntity, { select: { templateId: true }, where: { customerId, deleted: false } });
    return new Set(rows.map((r) => r.templateId));
  }

  /** The e-mails of these agents of the customer, as the customer context last told (deleted agents included: an order keeps its agents). */
  async agentEmails(tx: Tx<'order'>, customerId: string, ids: string[]): Promise<Map<string, string>> {
    const rows = ids.length ? await tx.m.find(CustomerReferenceEntity, { where: { id: In(ids), kind: 'agent', customerId } }) : [];
    return new Map(rows.flatMap((r) => (r.email ? [[r.id, r.email] as const] : [])));
  }

  listings(tx: Tx<'order'>, ids: string[]): Promise<KnownListingRow[]> {
    return tx.m.find(KnownListingEntity, { where: { id: In(ids) } });
  }

  resources(tx: Tx<'order'>, ids: string[]): Promise<KnownResourceRow[]> {
    return tx.m.find(KnownResourceEntity, { where: { id: In(ids) } });
  }

  /** The customer's live agents among these, as the customer context last told (their offices, their e-mails). */
  agents(tx: Tx<'order'>, customerId: string, ids: string[]): Promise<CustomerReferenceRow[]> {
    return tx.m.find(CustomerReferenceEntity, { where: { id: In(ids), kind: 'agent', customerId, deleted: false } });
  }

  /** Throws a 400 problem for each reference that is unknown, deleted or another customer's. */
  checkReferences(tx: Tx<'order'>, refs: CustomerReferences, paths: ReferencePaths): Promise<void> {
    return checkCustomerReferences(tx.m, refs, paths);
  }
}
