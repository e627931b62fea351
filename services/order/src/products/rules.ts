// The catalogue's rules (001): a product's defaults from the product settings, a type's listing bounds,
// its campaign templates against those the ads context told of, and the messages of the catalogue's refusals. Pure: the store answers what exists.
import { invalidField, invalidFields, type FieldError } from '@adops/platform';
import { unknownVariableMessage, unknownVariables } from '@adops/openapi/rules/email-templates';
import type { components, ProductSettings } from '@adops/openapi/generated/order';

type S = components['schemas'];

export const PRODUCT_MESSAGES = {
  codeTaken: 'A product with this code already exists.',
  typeNameTaken: 'A product type with this name already exists.',
  templateNameTaken: 'The product already has an e-mail template with this name.',
  bounds: 'Minimum listings cannot exceed maximum listings.',
  typeNotFound: 'Product type not found.',
  typeInUse: 'Product type is in use.',
  templateNotFound: 'Campaign template not found.',
  templateModel: (model: string) => `The campaign template is ${model === 'CustomerGdnCampaignTemplate' ? 'a Google display (CustomerGdnCampaignTemplate)' : 'a Facebook social (CustomerCampaignTemplate)'} template.`,
} as const;

/**
 * A product's campaign templates are templates the ads context has told of (campaign_template.saved),
 * not deleted since, each of the model the product names: a 400 at each templateId that is not.
 */
export function campaignTemplateErrors(
  templates: ReadonlyArray<{ templateId: string; templateModel: string }>,
  known: ReadonlyArray<{ templateId: string; templateModel: string; deleted: boolean }>,
): FieldError[] {
  const errors: FieldError[] = [];
  templates.forEach((t, i) => {
    const row = known.find((k) => k.templateId === t.templateId);
    const path = `/body/campaignTemplates/${i}/templateId`;
    if (!row || row.deleted) errors.push({ path, message: PRODUCT_MESSAGES.templateNotFound });
    else if (row.templateModel !== t.templateModel) errors.push({ path, message: PRODUCT_MESSAGES.templateModel(row.templateModel) });
  });
  return errors;
}

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

/** A new product's fields: its name trimmed, the currency and tax rate the settings default, tax-inclusive unless said. */
export function newProduct(input: S['CreateProductRequest'], settings: Pick<ProductSettings, 'defaultCurrency' | 'defaultTaxRate'>) {
  return {
    code: input.code,
    name: input.name.trim(),
    description: input.description ?? null,
    productTypeId: input.productTypeId,
    price: input.price,
    currency: input.currency ?? settings.defaultCurrency,
    isTaxInclusive: input.isTaxInclusive ?? true,
    taxRate: input.taxRate ?? settings.defaultTaxRate,
    campaignDurationDays: input.campaignDurationDays,
    campaignTemplates: input.campaignTemplates ?? [],
  };
}

/** A change of a product, type or template: what it sends, its name (when sent) trimmed. */
export function trimmedName<T extends { name?: string }>(input: T): Omit<T, 'name'> & { name?: string } {
  const { name, ...rest } = input;
  return { ...rest, ...(name !== undefined ? { name: name.trim() } : {}) };
}

/** A product type takes from minListings to maxListings items; the minimum never exceeds the maximum. */
export function checkBounds(min: number, max: number): void {
  if (min > max) throw invalidField('/body/minListings', PRODUCT_MESSAGES.bounds);
}

/**
 * A product's e-mail template names only variables an order e-mail is filled with: 400 naming each
 * unknown {{variable}} at its field (the subject or the body), checked whenever either is saved.
 */
export function assertKnownTemplateVariables(input: { subject?: string | undefined; body?: string | undefined }): void {
  const errors: FieldError[] = Object.entries({ subject: input.subject, body: input.body }).flatMap(([field, text]) =>
    text === undefined ? [] : unknownVariables(text).map((name) => ({ path: `/body/${field}`, message: unknownVariableMessage(name) })),
  );
  if (errors.length) throw invalidFields(errors);
}
