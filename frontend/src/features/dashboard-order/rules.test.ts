// The order flow's step rules (002 §4, §5, §6, §9): types by the item count, type → duration → price, agents
// (maximum, search), offices, billing accounts by role, e-mail chips, payment types by role, the start-date
// window, Next, the payload of 002 §3 and the Facebook prompt.
import { describe, expect, it } from 'vitest';
import type { Product, ProductType } from '../../lib/api/generated/order.ts';
import { ORDER_MESSAGES as M } from './messages.ts';
import {
  accountIdsOf, agentSearchOf, agentsOffered, autoAccount, durationsOf, hasErrors, offeredTypes, officeOptions, orderAttributes, orderPayload,
  paymentTypesFor, priceOptionsOf, selectionOf, settleChoice, shouldAskFacebook, startDateError, startDateWindow, stepOneErrors, withAgent, withEmails,
  type StepOne,
} from './rules.ts';

const type = (id: string, minListings: number, maxListings: number): ProductType => ({ id, name: `Type ${id}`, minListings, maxListings, createdAt: '', updatedAt: '' });
const product = (id: string, productTypeId: string, days: number, price: number, models: Array<'CustomerCampaignTemplate' | 'CustomerGdnCampaignTemplate'> = ['CustomerCampaignTemplate']): Product => ({
  id, code: `C-${id}`, name: `Product ${id}`, description: null, productTypeId, price, currency: 'NZD', isTaxInclusive: true, taxRate: 15, campaignDurationDays: days,
  campaignTemplates: models.map((templateModel, i) => ({ templateId: `00000000-0000-4000-8000-00000000000${i}`, templateModel, type: 'SINGLE_LISTING_IMAGE_CAROUSEL' })),
  createdAt: '', updatedAt: '',
});
const agent = (id: string, extra: Partial<{ email: string; officeIds: string[]; fbAdAccountIds: string[]; gdnAccountIds: string[] }> = {}) => ({ id, fullName: `Agent ${id}`, ...extra });

describe('the selection', () => {
  it('reads listing ids (each once) or resource ids from the query, and none is null', () => {
    expect(selectionOf(new URLSearchParams('listingIds=a,b,a,'))).toEqual({ orderType: 'LISTING', ids: ['a', 'b'] });
    expect(selectionOf(new URLSearchParams('resourceIds=r1'))).toEqual({ orderType: 'RESOURCE', ids: ['r1'] });
    expect(selectionOf(new URLSearchParams(''))).toBeNull();
    expect(selectionOf(new URLSearchParams('listingIds='))).toBeNull();
  });
});

describe('type → duration → price (002 §4, §5)', () => {
  const types = [type('single', 1, 1), type('multi', 2, 10), type('empty', 1, 10)];
  const products = [product('p7', 'single', 7, 19900), product('p14', 'single', 14, 29900), product('p14b', 'single', 14, 24900), product('m7', 'multi', 7, 49900)];

  it('offers a type only when the item count lies within its bounds, and only with a product', () => {
    expect(offeredTypes(types, products, 1).map((t) => t.id)).toEqual(['single']);
    expect(offeredTypes(types, products, 3).map((t) => t.id)).toEqual(['multi']);
    expect(offeredTypes(types, products, 11)).toEqual([]);
  });

  it('lists the durations of a type, shortest first, and its prices for a duration, cheapest first', () => {
    expect(durationsOf(products, 'single')).toEqual([7, 14]);
    expect(priceOptionsOf(products, 'single', 14).map((p) => p.id)).toEqual(['p14b', 'p14']);
  });

  it('chooses a single option for the user and drops a choice the options no longer have', () => {
    expect(settleChoice(products, { typeId: 'multi', days: null, productId: '' })).toEqual({ typeId: 'multi', days: 7, productId: 'm7' });
    expect(settleChoice(products, { typeId: 'single', days: null, productId: '' })).toEqual({ typeId: 'single', days: null, productId: '' });
    expect(settleChoice(products, { typeId: 'single', days: 7, productId: '' })).toEqual({ typeId: 'single', days: 7, productId: 'p7' });
    expect(settleChoice(products, { typeId: 'single', days: 14, productId: 'p7' })).toEqual({ typeId: 'single', days: 14, productId: '' });
    expect(settleChoice(products, { typeId: '', days: 7, productId: 'p7' })).toEqual({ typeId: '', days: null, productId: '' });
  });
});

describe('agents (002 §5, §9)', () => {
  it('offers only agents not chosen; a search under 3 characters is no search', () => {
    const found = [agent('a'), agent('b'), agent('c')];
    expect(agentsOffered(found, [agent('b')]).map((a) => a.id)).toEqual(['a', 'c']);
    expect(agentSearchOf('Jo')).toBeUndefined();
    expect(agentSearchOf('  Jo ')).toBeUndefined();
    expect(agentSearchOf('Joa')).toBe('Joa');
  });

  it('adds up to the maximum; past it the list is truncated with the message in the contact label', () => {
    let chosen = [agent('a'), agent('b')];
    const third = withAgent(chosen, agent('c'), 'Agent');
    expect(third).toEqual({ agents: [agent('a'), agent('b'), agent('c')] });
    chosen = third.agents;
    const fourth = withAgent(chosen, agent('d'), 'Contact');
    expect(fourth.agents.map((a) => a.id)).toEqual(['a', 'b', 'c']);
    expect(fourth.message).toBe('Maximum number of contacts is 3.');
    expect(withAgent(chosen, agent('a'), 'Agent').agents).toHaveLength(3);
  });
});

describe('offices and billing accounts (002 §6)', () => {
  const offices = [{ id: 'o1', name: 'North', fbAdAccountIds: ['fbO'] }, { id: 'o2', name: 'South' }];

  it('a corporate user picks from the chosen agents\' offices (all when they have none); others from what the API lists', () => {
    expect(officeOptions(offices, [agent('a', { officeIds: ['o2'] })], true).map((o) => o.id)).toEqual(['o2']);
    expect(officeOptions(offices, [agent('a')], true).map((o) => o.id)).toEqual(['o1', 'o2']);
    expect(officeOptions(offices, [agent('a', { officeIds: ['o2'] })], false).map((o) => o.id)).toEqual(['o1', 'o2']);
  });

  it('offers the chosen agents\' and the office\'s accounts of the kind, each once', () => {
    const agents = [agent('a', { fbAdAccountIds: ['fbA', 'fbO'], gdnAccountIds: ['gA'] }), agent('b', { fbAdAccountIds: ['fbB'] })];
    expect(accountIdsOf('social', agents, offices[0])).toEqual(['fbA', 'fbO', 'fbB']);
    expect(accountIdsOf('display', agents, offices[1])).toEqual(['gA']);
  });

  it("chooses the first agent's account for the user, never for a branch user, and only one offered", () => {
    const agents = [agent('a', { fbAdAccountIds: ['fbX', 'fbA'] })];
    expect(autoAccount('social', agents, ['fbA', 'fbB'], false)).toBe('fbA');
    expect(autoAccount('social', agents, ['fbA', 'fbB'], true)).toBe('');
    expect(autoAccount('social', agents, ['fbB'], false)).toBe('');
  });
});

describe('notification e-mails as chips (002 §5)', () => {
  it('lower-cases, drops what is not an address, and keeps each once', () => {
    expect(withEmails([], 'Jo@Harbour.Example.com, not-an-email; sam@x.io')).toEqual(['jo@harbour.example.com', 'sam@x.io']);
    expect(withEmails(['jo@harbour.example.com'], 'JO@harbour.example.com')).toEqual(['jo@harbour.example.com']);
    expect(withEmails(['a@b.co'], 'nope')).toEqual(['a@b.co']);
  });
});

describe('payment types by role (002 §6)', () => {
  const methods = { creditCardRoles: ['corporate', 'agent'], invoiceRoles: ['corporate'] };
  const roleIn = (mine: string[]) => (list: readonly string[]) => mine.includes('admin') || mine.some((r) => list.includes(r));
  it('offers Credit Card and Invoice by role, Invoice when none is allowed', () => {
    expect(paymentTypesFor(roleIn(['corporate']), methods)).toEqual(['CREDIT_CARD', 'INVOICE']);
    expect(paymentTypesFor(roleIn(['agent']), methods)).toEqual(['CREDIT_CARD']);
    expect(paymentTypesFor(roleIn(['branchuser']), methods)).toEqual(['INVOICE']);
    expect(paymentTypesFor(roleIn(['admin']), methods)).toEqual(['CREDIT_CARD', 'INVOICE']);
    expect(paymentTypesFor(roleIn(['agent']), undefined)).toEqual(['INVOICE']);
  });
});

describe('the start date (002 §5, §9)', () => {
  const now = new Date(2026, 10, 28, 10, 0);
  it('lies between today and three months ahead', () => {
    expect(startDateWindow(now)).toEqual({ min: '2026-11-28', max: '2027-02-28' });
    expect(startDateError('2026-11-28', now)).toBeUndefined();
    expect(startDateError('2027-02-28', now)).toBeUndefined();
    expect(startDateError('2026-11-27', now)).toBe(M.startDate);
    expect(startDateError('2027-03-01', now)).toBe(M.startDate);
    expect(startDateError('', now)).toBe(M.startDate);
  });
});

describe('Next from step one (002 §4)', () => {
  const fb = product('p', 't', 7, 100, ['CustomerCampaignTemplate', 'CustomerGdnCampaignTemplate']);
  const ready: StepOne = { product: fb, agents: [agent('a')], offices: [{ id: 'o1' }], officeId: 'o1', fbAccountId: 'fb', gdnAccountId: 'g', emails: [] };

  it('moves on when a product, an agent, the office and the billing accounts are set', () => {
    expect(hasErrors(stepOneErrors(ready, 'Agent'))).toBe(false);
  });

  it('holds back with each missing thing\'s message', () => {
    expect(stepOneErrors({ ...ready, product: undefined, fbAccountId: '', gdnAccountId: '' }, 'Agent')).toEqual({ product: M.chooseProduct, accounts: [] });
    expect(stepOneErrors({ ...ready, agents: [] }, 'Contact').agents).toBe('At least one contact is required.');
    expect(stepOneErrors({ ...ready, agents: [agent('a'), agent('b'), agent('c'), agent('d')] }, 'Agent').agents).toBe('Maximum number of agents is 3.');
    expect(stepOneErrors({ ...ready, officeId: '' }, 'Agent').office).toBe(M.officeRequired);
    expect(stepOneErrors({ ...ready, offices: [], officeId: '' }, 'Agent').office).toBeUndefined();
    expect(stepOneErrors({ ...ready, fbAccountId: '', gdnAccountId: '' }, 'Agent').accounts).toEqual([
      'A Facebook billing account is required. Please contact customer support.',
      'A Google billing account is required. Please contact customer support.',
    ]);
    expect(stepOneErrors({ ...ready, product: product('p', 't', 7, 100, ['CustomerGdnCampaignTemplate']), fbAccountId: '' }, 'Agent').accounts).toEqual([]);
  });
});

describe('the order payload (002 §3)', () => {
  it('is the order API\'s CreateOrderRequest, the first agent\'s e-mail the order\'s, e-mails as EMAIL_NOTICE', () => {
    const p = product('p', 't', 7, 100);
    const step = { product: p, agents: [agent('a', { email: 'Jo@X.io' }), agent('b')], offices: [], officeId: '', fbAccountId: 'fb-1', gdnAccountId: 'ignored', emails: ['sam@x.io', 'kim@y.io'] };
    expect(orderAttributes(step)).toEqual([
      { entity: 'FB_AD_ACCOUNT', key: 'fbAdAccount', value: 'fb-1' },
      { entity: 'EMAIL_NOTICE', key: 'mailto', value: 'sam@x.io,kim@y.io' },
    ]);
    expect(orderPayload({
      selection: { orderType: 'LISTING', ids: ['l1', 'l2'] }, step, campaignData: [{ templateId: p.campaignTemplates[0]!.templateId }],
      campaignName: '  Spring  ', startDate: '2026-12-01', paymentType: 'INVOICE', origin: 'https://dash.example',
    })).toEqual({
      orderedFrom: 'https://dash.example', email: 'jo@x.io', paymentType: 'INVOICE', products: ['C-p'], startDate: '2026-12-01', campaignName: 'Spring',
      attributes: orderAttributes(step), campaignData: [{ templateId: p.campaignTemplates[0]!.templateId }], source: 'ORDER_FORM', orderType: 'LISTING',
      listingIds: ['l1', 'l2'], agents: [{ id: 'a' }, { id: 'b' }], officeId: null,
    });
  });
});

describe('the Facebook log-in prompt', () => {
  const base = { enabled: true, product: product('p', 't', 7, 100), providerConfigured: true, linked: false, dontAsk: false };
  it('asks when enabled for a Facebook product, with a log-in configured, not linked and not declined for good', () => {
    expect(shouldAskFacebook(base)).toBe(true);
    expect(shouldAskFacebook({ ...base, enabled: false })).toBe(false);
    expect(shouldAskFacebook({ ...base, dontAsk: true })).toBe(false);
    expect(shouldAskFacebook({ ...base, linked: true })).toBe(false);
    expect(shouldAskFacebook({ ...base, providerConfigured: false })).toBe(false);
    expect(shouldAskFacebook({ ...base, product: product('g', 't', 7, 100, ['CustomerGdnCampaignTemplate']) })).toBe(false);
  });
});
