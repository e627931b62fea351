// The catalogue's rows as the API shows them (openapi/order schemas): instants as ISO strings, every field present.
import type { Product, ProductEmailTemplate, ProductType } from '@adops/openapi/generated/order';
import type { ProductEmailTemplateRow, ProductRow, ProductTypeRow } from './entities.ts';

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
