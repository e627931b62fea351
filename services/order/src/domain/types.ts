// The order context's value types, from its spec (openapi/order), and the default product settings.
import type { components } from '@adops/openapi/generated/order';

type S = components['schemas'];
export type OrderStatus = S['OrderStatus'];
export type PaymentType = S['PaymentType'];
export type OrderType = S['OrderType'];
export type OrderAttribute = S['OrderAttribute'];
export type CampaignDataItem = S['CampaignDataItem'];
export type OrderComment = S['OrderComment'];
export type OrderedProduct = S['OrderedProduct'];
export type ProductCampaignTemplate = S['ProductCampaignTemplate'];
export type ProductSettings = S['ProductSettings'];

/**
 * What a new installation starts with (spec 002 §9: NZD, GST). Credit Card for every role that places
 * orders (staff take a card order for a customer on the phone); Invoice for staff and corporate only.
 */
export const DEFAULT_PRODUCT_SETTINGS: ProductSettings = {
  defaultCurrency: 'NZD',
  defaultTaxRate: 15,
  defaultTaxCode: 'GST',
  creditCardRoles: ['admin', 'operations', 'corporate', 'branchmanager', 'branchuser', 'agent'],
  invoiceRoles: ['admin', 'operations', 'corporate'],
};
