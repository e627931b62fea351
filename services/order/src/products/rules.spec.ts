import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Problem } from '@adops/platform';
import { assertKnownTemplateVariables, campaignTemplateErrors, checkBounds, DEFAULT_PRODUCT_SETTINGS, newProduct, PRODUCT_MESSAGES, trimmedName } from './rules.ts';

describe("a new product's fields", () => {
  const input = { code: 'SL-7', name: '  Single listing  ', productTypeId: 't1', price: 19900, isTaxInclusive: true, campaignDurationDays: 7 };

  it('take the currency and tax rate the settings default, and no templates unless said', () => {
    assert.deepEqual(newProduct(input, { defaultCurrency: 'AUD', defaultTaxRate: 10 }), {
      code: 'SL-7',
      name: 'Single listing',
      description: null,
      productTypeId: 't1',
      price: 19900,
      currency: 'AUD',
      isTaxInclusive: true,
      taxRate: 10,
      campaignDurationDays: 7,
      campaignTemplates: [],
    });
  });

  it('keep what the request says', () => {
    const product = newProduct({ ...input, description: 'One listing', currency: 'NZD', isTaxInclusive: false, taxRate: 0 }, DEFAULT_PRODUCT_SETTINGS);
    assert.deepEqual([product.description, product.currency, product.isTaxInclusive, product.taxRate], ['One listing', 'NZD', false, 0]);
  });
});

describe('a change', () => {
  it('trims the name it sends and sends no name it leaves out', () => {
    const named: { name?: string; price?: number } = { name: ' Carousel ', price: 100 };
    const unnamed: { name?: string; price?: number } = { price: 100 };
    const undefinedName: { name?: string; price?: number } = { name: undefined, price: 100 };
    assert.deepEqual(trimmedName(named), { name: 'Carousel', price: 100 });
    assert.deepEqual(trimmedName(unnamed), { price: 100 });
    assert.equal('name' in trimmedName(undefinedName), false);
  });
});

describe("a product type's listing bounds", () => {
  it('accepts a minimum up to the maximum', () => {
    assert.doesNotThrow(() => checkBounds(1, 1));
    assert.doesNotThrow(() => checkBounds(1, 10));
  });

  it('refuses a minimum above the maximum, at minListings', () => {
    assert.throws(
      () => checkBounds(3, 2),
      (e: unknown) => e instanceof Problem && e.status === 400 && e.detail === 'Minimum listings cannot exceed maximum listings.' && e.errors?.[0]?.path === '/body/minListings',
    );
  });
});

describe('the settings a new installation starts with', () => {
  it('are NZD with GST; Credit Card for every ordering role, Invoice for staff and corporate', () => {
    assert.deepEqual([DEFAULT_PRODUCT_SETTINGS.defaultCurrency, DEFAULT_PRODUCT_SETTINGS.defaultTaxRate, DEFAULT_PRODUCT_SETTINGS.defaultTaxCode], ['NZD', 15, 'GST']);
    assert.deepEqual(DEFAULT_PRODUCT_SETTINGS.invoiceRoles, ['admin', 'operations', 'corporate']);
    assert.ok(DEFAULT_PRODUCT_SETTINGS.creditCardRoles.includes('agent'));
  });
});

describe("an e-mail template's variables", () => {
  it('are the ones an order e-mail is filled with; each unknown one is a 400 naming it at its field', () => {
    assertKnownTemplateVariables({ subject: 'Order {{orderNumber}}', body: '<p>{{ agentName }}: {{totalPrice}}</p>' });
    assertKnownTemplateVariables({ isActive: false } as { subject?: string });
    assert.throws(
      () => assertKnownTemplateVariables({ subject: 'Order {{number}}', body: '<p>{{agentName}} {{ price }}</p>' }),
      (error: unknown) =>
        error instanceof Problem &&
        error.status === 400 &&
        error.detail === 'Unknown template variable {{number}}: a template may use {{customerName}}, {{agentName}}, {{orderNumber}}, {{campaignName}}, {{totalPrice}}, {{link}}. (and 1 more)' &&
        JSON.stringify(error.errors?.map((e) => e.path)) === JSON.stringify(['/body/subject', '/body/body']),
    );
  });
});

describe("a product's campaign templates", () => {
  const known = [
    { templateId: 'fb', templateModel: 'CustomerCampaignTemplate', deleted: false },
    { templateId: 'gdn', templateModel: 'CustomerGdnCampaignTemplate', deleted: false },
    { templateId: 'gone', templateModel: 'CustomerCampaignTemplate', deleted: true },
  ];

  it('are known, live templates of the model named', () => {
    assert.deepEqual(campaignTemplateErrors([{ templateId: 'fb', templateModel: 'CustomerCampaignTemplate' }, { templateId: 'gdn', templateModel: 'CustomerGdnCampaignTemplate' }], known), []);
    assert.deepEqual(campaignTemplateErrors([], known), []);
  });

  it('refuse an unknown or deleted template, and one of the other model, at its templateId', () => {
    assert.deepEqual(
      campaignTemplateErrors(
        [
          { templateId: 'fb', templateModel: 'CustomerCampaignTemplate' },
          { templateId: 'nope', templateModel: 'CustomerCampaignTemplate' },
          { templateId: 'gone', templateModel: 'CustomerCampaignTemplate' },
          { templateId: 'gdn', templateModel: 'CustomerCampaignTemplate' },
        ],
        known,
      ),
      [
        { path: '/body/campaignTemplates/1/templateId', message: 'Campaign template not found.' },
        { path: '/body/campaignTemplates/2/templateId', message: 'Campaign template not found.' },
        { path: '/body/campaignTemplates/3/templateId', message: PRODUCT_MESSAGES.templateModel('CustomerGdnCampaignTemplate') },
      ],
    );
    assert.equal(PRODUCT_MESSAGES.templateModel('CustomerGdnCampaignTemplate'), 'The campaign template is a Google display (CustomerGdnCampaignTemplate) template.');
  });
});
