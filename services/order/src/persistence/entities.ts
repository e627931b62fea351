// order's tables: products with their types, e-mail templates and settings (a staff catalogue), orders
// (with their agents as links, for an agent's scope), the order-number counter, and the projections of
// the listings and resources an order may name.
import { EntitySchema, type EntitySchemaColumnOptions } from 'typeorm';
import { agentLinksEntity, boolColumn, idColumn, instantColumn, intColumn, jsonColumn, refColumn, stringColumn } from '@adops/platform';
import type { CampaignDataItem, OrderAttribute, OrderComment, OrderedProduct, OrderStatus, OrderType, PaymentType, ProductCampaignTemplate, ProductSettings } from '../domain/types.ts';

/** Amounts in minor units up to 10^11 do not fit an int; bigint comes back as a string from MySQL. */
export const bigintColumn: EntitySchemaColumnOptions = {
  type: 'bigint',
  transformer: { to: (v: number) => v, from: (v: string | number) => Number(v) },
};
const doubleColumn: EntitySchemaColumnOptions = { type: 'double', transformer: { to: (v: number) => v, from: (v: string | number) => Number(v) } };

export interface ProductTypeRow {
  id: string;
  name: string;
  minListings: number;
  maxListings: number;
  createdAt: Date;
  updatedAt: Date;
}

export const ProductTypeEntity = new EntitySchema<ProductTypeRow>({
  name: 'ProductType',
  tableName: 'product_types',
  columns: { id: idColumn, name: stringColumn(100), minListings: intColumn, maxListings: intColumn, createdAt: instantColumn(), updatedAt: instantColumn() },
});

export interface ProductRow {
  id: string;
  code: string;
  name: string;
  description: string | null;
  productTypeId: string;
  price: number;
  currency: string;
  isTaxInclusive: boolean;
  taxRate: number;
  campaignDurationDays: number;
  campaignTemplates: ProductCampaignTemplate[];
  createdAt: Date;
  updatedAt: Date;
}

export const ProductEntity = new EntitySchema<ProductRow>({
  name: 'Product',
  tableName: 'products',
  columns: {
    id: idColumn,
    code: stringColumn(50),
    name: stringColumn(200),
    description: { type: 'text', nullable: true },
    productTypeId: refColumn(),
    price: bigintColumn,
    currency: stringColumn(3),
    isTaxInclusive: boolColumn,
    taxRate: doubleColumn,
    campaignDurationDays: intColumn,
    campaignTemplates: jsonColumn(),
    createdAt: instantColumn(),
    updatedAt: instantColumn(),
  },
});

export interface ProductEmailTemplateRow {
  id: string;
  productId: string;
  name: string;
  subject: string;
  body: string;
  isActive: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export const ProductEmailTemplateEntity = new EntitySchema<ProductEmailTemplateRow>({
  name: 'ProductEmailTemplate',
  tableName: 'product_email_templates',
  columns: { id: idColumn, productId: refColumn(), name: stringColumn(100), subject: stringColumn(300), body: { type: 'text' }, isActive: boolColumn, createdAt: instantColumn(), updatedAt: instantColumn() },
});

/** One row, id 'default'. */
export interface ProductSettingsRow {
  id: string;
  settings: ProductSettings;
  updatedAt: Date;
}

export const ProductSettingsEntity = new EntitySchema<ProductSettingsRow>({
  name: 'ProductSettings',
  tableName: 'product_settings',
  columns: { id: { ...stringColumn(36), primary: true }, settings: jsonColumn(), updatedAt: instantColumn() },
});

export interface OrderRow {
  id: string;
  orderNumber: number;
  customerId: string;
  officeId: string | null;
  agents: Array<{ id: string }>;
  email: string | null;
  orderedFrom: string | null;
  paymentType: PaymentType;
  status: OrderStatus;
  orderType: OrderType;
  source: 'ORDER_FORM';
  products: OrderedProduct[];
  amount: number;
  amountTax: number;
  currency: string;
  startDate: string | null;
  campaignName: string;
  comments: OrderComment[];
  attributes: OrderAttribute[];
  campaignData: CampaignDataItem[];
  listingIds: string[];
  resourceIds: string[];
  fbDpaCatalogId: string | null;
  impressions: number;
  createdBy: string | null;
  /** The caller's Idempotency-Key, unique per createdBy, with the hash of the body it came with. */
  idempotencyKey: string | null;
  requestHash: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export const OrderEntity = new EntitySchema<OrderRow>({
  name: 'Order',
  tableName: 'orders',
  columns: {
    id: idColumn,
    orderNumber: intColumn,
    customerId: refColumn(),
    officeId: refColumn(true),
    agents: jsonColumn(),
    email: stringColumn(254, true),
    orderedFrom: stringColumn(2000, true),
    paymentType: stringColumn(20),
    status: stringColumn(20),
    orderType: stringColumn(20),
    source: stringColumn(20),
    products: jsonColumn(),
    amount: bigintColumn,
    amountTax: bigintColumn,
    currency: stringColumn(3),
    startDate: stringColumn(10, true),
    campaignName: stringColumn(200),
    comments: jsonColumn(),
    attributes: jsonColumn(),
    campaignData: jsonColumn(),
    listingIds: jsonColumn(),
    resourceIds: jsonColumn(),
    fbDpaCatalogId: stringColumn(100, true),
    impressions: bigintColumn,
    createdBy: refColumn(true),
    idempotencyKey: stringColumn(100, true),
    requestHash: stringColumn(64, true),
    createdAt: instantColumn(),
    updatedAt: instantColumn(),
  },
});

/** The ids of an order's agents, kept by the owned-resource kit: what an agent's or branch user's scope reaches. */
export const OrderAgentEntity = agentLinksEntity('OrderAgent', 'order_agents');

export interface OrderCounterRow {
  name: string;
  value: number;
}

export const OrderCounterEntity = new EntitySchema<OrderCounterRow>({
  name: 'OrderCounter',
  tableName: 'order_counters',
  columns: { name: { ...stringColumn(40), primary: true }, value: intColumn },
});

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

/** A resource as a future resource.* event will tell it; only a known, published, undeleted one can be ordered. */
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

export const orderEntities = [ProductTypeEntity, ProductEntity, ProductEmailTemplateEntity, ProductSettingsEntity, OrderEntity, OrderAgentEntity, OrderCounterEntity, KnownListingEntity, KnownResourceEntity];
