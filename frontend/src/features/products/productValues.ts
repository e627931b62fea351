// A product's form values and the bodies of create and update: the price is typed in major units (199.00)
// and sent in minor units (19900), as every amount of the API is. Campaign templates are chosen from a list,
// so their ids need no check here.
import type { Product } from '../../lib/api/generated/order.ts';
import { DEFAULT_CURRENCY, MESSAGES } from '../../constants.ts';
import { PRODUCT_MESSAGES } from './messages.ts';

export interface TemplateRow { templateId: string; templateModel: 'CustomerCampaignTemplate' | 'CustomerGdnCampaignTemplate'; type: string }

export interface ProductValues {
  code: string;
  name: string;
  description: string;
  productTypeId: string;
  price: string;
  currency: string;
  isTaxInclusive: boolean;
  taxRate: string;
  campaignDurationDays: string;
  campaignTemplates: TemplateRow[];
}

export const toMajor = (minor: number) => (minor / 100).toFixed(2);
export const toMinor = (major: string) => Math.round(Number(major.trim()) * 100);

export function productValues(p?: Product): ProductValues {
  return {
    code: p?.code ?? '', name: p?.name ?? '', description: p?.description ?? '', productTypeId: p?.productTypeId ?? '',
    price: p ? toMajor(p.price) : '', currency: p?.currency ?? DEFAULT_CURRENCY, isTaxInclusive: p?.isTaxInclusive ?? true,
    taxRate: String(p?.taxRate ?? 15), campaignDurationDays: String(p?.campaignDurationDays ?? 7),
    campaignTemplates: p?.campaignTemplates.map((t) => ({ templateId: t.templateId, templateModel: t.templateModel, type: t.type ?? '' })) ?? [],
  };
}

export function validateProduct(v: ProductValues) {
  const days = Number(v.campaignDurationDays);
  const rate = Number(v.taxRate);
  return {
    code: /^[A-Za-z0-9][A-Za-z0-9_.-]*$/.test(v.code.trim()) ? undefined : PRODUCT_MESSAGES.productCodeInvalid,
    name: v.name.trim() ? undefined : MESSAGES.nameRequired,
    productTypeId: v.productTypeId ? undefined : PRODUCT_MESSAGES.productTypeRequired,
    price: /^\d+(\.\d{1,2})?$/.test(v.price.trim()) ? undefined : PRODUCT_MESSAGES.productPriceInvalid,
    currency: /^[A-Z]{3}$/.test(v.currency) ? undefined : MESSAGES.currencyCodeInvalid,
    taxRate: v.taxRate.trim() !== '' && rate >= 0 && rate <= 100 ? undefined : PRODUCT_MESSAGES.taxRateInvalid,
    campaignDurationDays: Number.isInteger(days) && days >= 1 && days <= 366 ? undefined : PRODUCT_MESSAGES.durationInvalid,
  };
}

export function productBody(v: ProductValues) {
  return {
    code: v.code.trim(), name: v.name.trim(), description: v.description.trim() || null, productTypeId: v.productTypeId,
    price: toMinor(v.price), currency: v.currency, isTaxInclusive: v.isTaxInclusive, taxRate: Number(v.taxRate),
    campaignDurationDays: Number(v.campaignDurationDays),
    campaignTemplates: v.campaignTemplates.map((t) => ({ templateId: t.templateId.trim(), templateModel: t.templateModel, ...(t.type.trim() ? { type: t.type.trim() } : {}) })),
  };
}
