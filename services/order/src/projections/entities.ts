// The projections of other contexts' rows that an order or a product may name: listings (from the listing
// context's events), resources (from the listing context's resource events), campaign templates (from the ads
// context's events), customers' limits and their dashboards' payment methods (from the customer
// context's). Each row keeps the time of the event that last wrote it.
import { EntitySchema } from 'typeorm';
import { boolColumn, instantColumn, intColumn, jsonColumn, refColumn, stringColumn } from '@adops/platform';
import type { DashboardPaymentMethodsFacts } from './rules.ts';

/** A listing as the listing context's events tell it (listing.created / updated / deleted). */
export interface KnownListingRow {
  id: string;
  customerId: string;
  title: string;
  deleted: boolean;
  eventAt: Date;
}

export const KnownListingEntity = new EntitySchema<KnownListingRow>({
  name: 'KnownListing',
  tableName: 'known_listings',
  columns: { id: { ...refColumn(), primary: true }, customerId: refColumn(), title: stringColumn(300), deleted: boolColumn, eventAt: instantColumn() },
});

/** A resource as the listing context's resource.saved / deleted tell it; only a known, published, undeleted one can be ordered. */
export interface KnownResourceRow {
  id: string;
  customerId: string;
  title: string;
  published: boolean;
  deleted: boolean;
  eventAt: Date;
}

export const KnownResourceEntity = new EntitySchema<KnownResourceRow>({
  name: 'KnownResource',
  tableName: 'known_resources',
  columns: { id: { ...refColumn(), primary: true }, customerId: refColumn(), title: stringColumn(300), published: boolColumn, deleted: boolColumn, eventAt: instantColumn() },
});

/** A campaign template as the ads context's campaign_template.saved / deleted told it; a product names only live ones of its model. */
export interface KnownCampaignTemplateRow {
  templateId: string;
  customerId: string;
  templateModel: 'CustomerCampaignTemplate' | 'CustomerGdnCampaignTemplate';
  name: string;
  /** The campaign type it makes (SINGLE_LISTING_IMAGE_CAROUSEL…), which rules its campaign data's images; null until a save told it. */
  campaignType: string | null;
  deleted: boolean;
  eventAt: Date;
}

export const KnownCampaignTemplateEntity = new EntitySchema<KnownCampaignTemplateRow>({
  name: 'KnownCampaignTemplate',
  tableName: 'known_campaign_templates',
  columns: {
    templateId: { ...refColumn(), primary: true },
    customerId: refColumn(),
    templateModel: stringColumn(40),
    name: stringColumn(200),
    campaignType: stringColumn(60, true),
    deleted: boolColumn,
    eventAt: instantColumn(),
  },
});

/** A customer's limits as the customer context's customer.* events told them (002 §3 "Customer: has imageAdLimit"). */
export interface KnownCustomerLimitRow {
  customerId: string;
  imageAdLimit: number;
  eventAt: Date;
}

export const KnownCustomerLimitEntity = new EntitySchema<KnownCustomerLimitRow>({
  name: 'KnownCustomerLimit',
  tableName: 'known_customer_limits',
  columns: { customerId: { ...refColumn(), primary: true }, imageAdLimit: intColumn, eventAt: instantColumn() },
});

/**
 * A customer's dashboard's payment methods as the customer context's dashboard.saved / deleted told them
 * (001 §2 enablePaymentMethod): the role lists a dashboard user of the customer is offered Credit Card and
 * Invoice by (002 §6). A customer has one dashboard at most; a deleted one's row stays, so that an older
 * save cannot revive it, and its customer's users are offered payment types by the product settings again.
 */
export type KnownDashboardPaymentMethodsRow = DashboardPaymentMethodsFacts;

export const KnownDashboardPaymentMethodsEntity = new EntitySchema<KnownDashboardPaymentMethodsRow>({
  name: 'KnownDashboardPaymentMethods',
  tableName: 'known_dashboard_payment_methods',
  columns: {
    customerId: { ...refColumn(), primary: true },
    dashboardId: refColumn(),
    creditCardRoles: jsonColumn(),
    invoiceRoles: jsonColumn(),
    deleted: boolColumn,
    eventAt: instantColumn(),
  },
});

export const projectionEntities = [KnownListingEntity, KnownResourceEntity, KnownCampaignTemplateEntity, KnownCustomerLimitEntity, KnownDashboardPaymentMethodsEntity];
