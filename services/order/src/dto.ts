// Rows as the API shows them (openapi/order schemas): instants as ISO strings, every field present.
import type { Order, Product, ProductEmailTemplate, ProductType } from '@adops/openapi/generated/order';
import type { OrderRow, ProductEmailTemplateRow, ProductRow, ProductTypeRow } from './persistence/entities.ts';
import { statusMessage } from './domain/order-rules.ts';

export const toProductDto = (p: ProductRow): Product => ({
  id: p.id,
  code: p.code,
  name: p.name,
  description: p.description,
  productTypeId: p.productTypeId,
  price: p.price,
  currency: p.currency,
  isTaxInclusive: Boolean(p.isTaxInclusive),
  taxRate: p.taxRate,
  campaignDurationDays: p.campaignDurationDays,
  campaignTemplates: p.campaignTemplates,
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
});

export const toProductTypeDto = (t: ProductTypeRow): ProductType => ({
  id: t.id,
  name: t.name,
  minListings: t.minListings,
  maxListings: t.maxListings,
  createdAt: t.createdAt.toISOString(),
  updatedAt: t.updatedAt.toISOString(),
});

export const toEmailTemplateDto = (e: ProductEmailTemplateRow): ProductEmailTemplate => ({
  id: e.id,
  productId: e.productId,
  name: e.name,
  subject: e.subject,
  body: e.body,
  isActive: Boolean(e.isActive),
  createdAt: e.createdAt.toISOString(),
  updatedAt: e.updatedAt.toISOString(),
});

export const toOrderDto = (o: OrderRow): Order => ({
  id: o.id,
  orderNumber: o.orderNumber,
  customerId: o.customerId,
  officeId: o.officeId,
  agents: o.agents,
  email: o.email,
  orderedFrom: o.orderedFrom,
  paymentType: o.paymentType,
  status: o.status,
  statusMessage: statusMessage(o.status),
  orderType: o.orderType,
  source: o.source,
  products: o.products,
  amount: o.amount,
  amountTax: o.amountTax,
  currency: o.currency,
  startDate: o.startDate,
  campaignName: o.campaignName,
  title: o.campaignName,
  comments: o.comments,
  attributes: o.attributes,
  campaignData: o.campaignData,
  listingIds: o.listingIds,
  resourceIds: o.resourceIds,
  fbDpaCatalogId: o.fbDpaCatalogId,
  // The ads context's campaigns and their impressions come with its events (issue 12, part 2).
  fbCampaigns: [],
  gdnCampaigns: [],
  impressions: o.impressions,
  createdBy: o.createdBy,
  createdAt: o.createdAt.toISOString(),
  updatedAt: o.updatedAt.toISOString(),
});
