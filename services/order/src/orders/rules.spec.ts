import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Problem, type Scope } from '@adops/platform';
import type { CampaignDataItem, OrderComment, OrderPaymentAttempt, OrderStatus, ProductCampaignTemplate, ProductSettings } from '@adops/openapi/generated/order';
import {
  adAccountErrors,
  agentErrors,
  agentsToCheck,
  campaignDataErrors,
  campaignDataImageErrors,
  campaignDataOfProducts,
  campaignNameErrors,
  chosenProducts,
  cleanAttributes,
  currencyErrors,
  dateWindow,
  itemErrors,
  listingErrors,
  MAX_COMMENTS,
  MAX_PAYMENT_ATTEMPTS,
  MAX_STATUS_MOVES,
  MESSAGES,
  eventMove,
  moveStatus,
  nextStatuses,
  newComment,
  officeErrors,
  orderAgentIds,
  orderAmounts,
  orderedItems,
  orderedItemsOf,
  orderLines,
  orderableWith,
  paymentFailedComment,
  paymentSucceeded,
  paymentRoleListsFor,
  paymentTypeErrors,
  paymentTypesFor,
  placedStatus,
  priced,
  productTemplateErrors,
  receiptEmail,
  resourceErrors,
  staffMoves,
  startDateErrors,
  STATUS_MESSAGES,
  STATUS_TRANSITIONS,
  statusChange,
  statusMessage,
  totalsOf,
  withComment,
  withoutComment,
  withPaymentAttempt,
  withSystemComment,
} from './rules.ts';

const CUSTOMER = 'c1';
const staff: Scope = { level: 'all' };
const corporate: Scope = { level: 'customer', customerId: CUSTOMER };
const branchManager: Scope = { level: 'offices', customerId: CUSTOMER, officeIds: ['o1', 'o2'] };
const agent: Scope = { level: 'agent', customerId: CUSTOMER, agentId: 'a-own' };

/** Asserts `work` throws a problem with this status and detail (and, for 400, this field). */
function assertProblem(work: () => unknown, status: number, detail: string, path?: string): void {
  assert.throws(work, (e: unknown) => {
    assert.ok(e instanceof Problem);
    assert.equal(e.status, status);
    assert.equal(e.detail, detail);
    if (path) assert.deepEqual(e.errors, [{ path, message: detail }]);
    return true;
  });
}

describe('payment types by role (002 §6)', () => {
  const settings: Pick<ProductSettings, 'creditCardRoles' | 'invoiceRoles'> = { creditCardRoles: ['agent', 'admin'], invoiceRoles: ['admin', 'corporate'] };

  it('offers what the roles are given, Invoice when a role is offered neither', () => {
    assert.deepEqual(paymentTypesFor(['admin'], settings), ['CREDIT_CARD', 'INVOICE']);
    assert.deepEqual(paymentTypesFor(['agent'], settings), ['CREDIT_CARD']);
    assert.deepEqual(paymentTypesFor(['corporate'], settings), ['INVOICE']);
    assert.deepEqual(paymentTypesFor(['sales'], settings), ['INVOICE']);
  });

  it('accepts an offered payment type and refuses another with its message', () => {
    assert.deepEqual(paymentTypeErrors('CREDIT_CARD', ['agent'], settings), []);
    assert.deepEqual(paymentTypeErrors('INVOICE', ['agent'], settings), [{ path: '/body/paymentType', message: 'Invoice payment is not offered for your role.' }]);
    assert.deepEqual(paymentTypeErrors('CREDIT_CARD', ['corporate'], settings), [{ path: '/body/paymentType', message: 'Credit Card payment is not offered for your role.' }]);
  });

  it("rules a dashboard user by their customer's dashboard once it is known, staff and the rest by the product settings", () => {
    const dashboard = { creditCardRoles: ['corporate'], invoiceRoles: ['agent'] };
    assert.equal(paymentRoleListsFor({ kind: 'dashboard' }, dashboard, settings), dashboard);
    assert.equal(paymentRoleListsFor({ kind: 'dashboard' }, null, settings), settings);
    assert.equal(paymentRoleListsFor({ kind: 'staff' }, dashboard, settings), settings);
    // The dashboard offers an agent Invoice the product settings do not, and no Credit Card.
    assert.deepEqual(paymentTypesFor(['agent'], paymentRoleListsFor({ kind: 'dashboard' }, dashboard, settings)), ['INVOICE']);
    assert.deepEqual(paymentTypeErrors('CREDIT_CARD', ['agent'], dashboard), [{ path: '/body/paymentType', message: 'Credit Card payment is not offered for your role.' }]);
  });

  it('offers Invoice when the dashboard allows a role neither, and only Credit Card when it allows only that', () => {
    assert.deepEqual(paymentTypesFor(['branchuser'], { creditCardRoles: [], invoiceRoles: [] }), ['INVOICE']);
    assert.deepEqual(paymentTypesFor(['agent'], { creditCardRoles: ['agent'], invoiceRoles: [] }), ['CREDIT_CARD']);
    assert.deepEqual(paymentTypeErrors('INVOICE', ['agent'], { creditCardRoles: ['agent'], invoiceRoles: [] }), [{ path: '/body/paymentType', message: 'Invoice payment is not offered for your role.' }]);
  });
});

describe('campaign name', () => {
  it('is required', () => {
    assert.deepEqual(campaignNameErrors('Spring'), []);
    assert.deepEqual(campaignNameErrors(''), [{ path: '/body/campaignName', message: 'Campaign name is required' }]);
  });
});

describe('agents: required and bounded', () => {
  it("puts an agent's own agent first, once; staff and others name theirs", () => {
    assert.deepEqual(orderAgentIds(agent, [{ id: 'a2' }, { id: 'a2' }]), ['a-own', 'a2']);
    assert.deepEqual(orderAgentIds(agent, [{ id: 'a2' }, { id: 'a-own' }]), ['a2', 'a-own']);
    assert.deepEqual(orderAgentIds(agent, undefined), ['a-own']);
    assert.deepEqual(orderAgentIds(staff, [{ id: 'a1' }, { id: 'a1' }, { id: 'a2' }]), ['a1', 'a2']);
    assert.deepEqual(orderAgentIds(corporate, undefined), []);
  });

  it('accepts one to three agents, refuses none and more than three', () => {
    assert.deepEqual(agentErrors(['a1']), []);
    assert.deepEqual(agentErrors(['a1', 'a2', 'a3']), []);
    assert.deepEqual(agentErrors([]), [{ path: '/body/agents', message: 'At least one agent is required.' }]);
    assert.deepEqual(agentErrors(['a1', 'a2', 'a3', 'a4']), [{ path: '/body/agents', message: 'Maximum number of agents is 3.' }]);
  });

  it("checks every named agent but the caller's own, and none when there are too many", () => {
    assert.deepEqual(agentsToCheck(agent, ['a-own', 'a2']), ['a2']);
    assert.deepEqual(agentsToCheck(staff, ['a1', 'a2']), ['a1', 'a2']);
    assert.deepEqual(agentsToCheck(staff, ['a1', 'a2', 'a3', 'a4']), []);
  });
});

describe("the office: one of the caller's own", () => {
  it("a branch manager's office must be one of theirs", () => {
    assert.deepEqual(officeErrors(branchManager, 'o2', undefined), []);
    assert.deepEqual(officeErrors(branchManager, 'o9', undefined), [{ path: '/body/officeId', message: 'Choose one of your offices.' }]);
    assert.deepEqual(officeErrors(branchManager, null, undefined), [{ path: '/body/officeId', message: 'Choose one of your offices.' }]);
  });

  it("an agent's office must be one of their own agent's, when they name one", () => {
    assert.deepEqual(officeErrors(agent, 'o1', ['o1']), []);
    assert.deepEqual(officeErrors(agent, null, undefined), []);
    assert.deepEqual(officeErrors(agent, 'o2', ['o1']), [{ path: '/body/officeId', message: 'Choose one of your offices.' }]);
    assert.deepEqual(officeErrors(agent, 'o1', undefined), [{ path: '/body/officeId', message: 'Choose one of your offices.' }]);
  });

  it('staff and corporate users name any office (its reference is checked elsewhere)', () => {
    assert.deepEqual(officeErrors(staff, 'o9', undefined), []);
    assert.deepEqual(officeErrors(corporate, null, undefined), []);
  });
});

describe('what is ordered: items count', () => {
  it("takes the items of the order's type only, each once", () => {
    const items = orderedItems({ orderType: 'LISTING', listingIds: ['l1', 'l1', 'l2'], resourceIds: ['r1'], fbDpaCatalogId: 'cat' });
    assert.deepEqual(items, { listingIds: ['l1', 'l2'], resourceIds: [], fbDpaCatalogId: null, count: 2, path: '/body/listingIds' });
    assert.deepEqual(orderedItems({ orderType: 'RESOURCE', resourceIds: ['r1'] }), { listingIds: [], resourceIds: ['r1'], fbDpaCatalogId: null, count: 1, path: '/body/resourceIds' });
    assert.deepEqual(orderedItems({ orderType: 'DPA_CATALOG', fbDpaCatalogId: 'cat' }), { listingIds: [], resourceIds: [], fbDpaCatalogId: 'cat', count: 1, path: '/body/fbDpaCatalogId' });
  });

  it('accepts one to ten items, refuses none and more than ten', () => {
    assert.deepEqual(itemErrors({ count: 1, path: '/body/listingIds' }), []);
    assert.deepEqual(itemErrors({ count: 10, path: '/body/listingIds' }), []);
    assert.deepEqual(itemErrors(orderedItems({ orderType: 'DPA_CATALOG' })), [{ path: '/body/fbDpaCatalogId', message: 'No listing, resource or catalog has been selected...' }]);
    assert.deepEqual(itemErrors({ count: 11, path: '/body/resourceIds' }), [{ path: '/body/resourceIds', message: 'Selection limit is 10 listings.' }]);
  });
});

describe('the start date window (002 §5)', () => {
  const now = new Date('2026-03-15T12:00:00Z');

  it('accepts none, today and up to three months ahead, in any time zone', () => {
    assert.deepEqual(startDateErrors(undefined, now), []);
    assert.deepEqual(startDateErrors('2026-03-15', now), []);
    assert.deepEqual(startDateErrors('2026-06-15', now), []);
    // UTC+14 is already on the 16th, so three months ahead is the 16th of June.
    assert.deepEqual(startDateErrors('2026-06-16', now), []);
    // At 02:00 UTC it is still the day before at UTC-12.
    assert.deepEqual(startDateErrors('2026-03-14', new Date('2026-03-15T02:00:00Z')), []);
  });

  it('refuses the past and more than three months ahead', () => {
    const refused = [{ path: '/body/startDate', message: 'The start date must lie between today and three months ahead.' }];
    assert.deepEqual(startDateErrors('2026-03-14', now), refused);
    assert.deepEqual(startDateErrors('2026-06-17', now), refused);
  });
});

describe('products: offered for this many items, in one currency', () => {
  const template = (templateModel: ProductCampaignTemplate['templateModel']): ProductCampaignTemplate => ({ templateId: 't1', templateModel });
  const product = (code: string, productTypeId: string, currency = 'NZD', campaignTemplates: ProductCampaignTemplate[] = []) => ({ code, productTypeId, currency, campaignTemplates });
  const types = [
    { id: 'single', minListings: 1, maxListings: 1 },
    { id: 'many', minListings: 2, maxListings: 10 },
  ];

  it('takes each code once, in the order asked, of a type that takes this many items', () => {
    const single = product('S', 'single');
    const many = product('M', 'many');
    assert.deepEqual(chosenProducts(['S', 'S'], [single, many], types, 1), { products: [single], errors: [] });
    assert.deepEqual(chosenProducts(['M'], [single, many], types, 3), { products: [many], errors: [] });
    // With nothing selected, the count is answered as such and no product is refused for it.
    assert.deepEqual(chosenProducts(['S'], [single], types, 0), { products: [single], errors: [] });
  });

  it('refuses an unknown code, a product of an unknown type, and a type this many items cannot be ordered with, at its index', () => {
    const refused = (i: number) => ({ path: `/body/products/${i}`, message: 'No Product available...' });
    assert.deepEqual(chosenProducts(['X'], [], types, 1).errors, [refused(0)]);
    assert.deepEqual(chosenProducts(['S', 'Z'], [product('S', 'single'), product('Z', 'gone')], types, 1).errors, [refused(1)]);
    assert.deepEqual(chosenProducts(['S', 'M'], [product('S', 'single'), product('M', 'many')], types, 1).errors, [refused(1)]);
    assert.deepEqual(chosenProducts(['S', 'M'], [product('S', 'single'), product('M', 'many')], types, 11).errors, [refused(0), refused(1)]);
  });

  it("needs the customer's Facebook and Google ad accounts for products with their templates", () => {
    const fb = product('F', 'single', 'NZD', [template('CustomerCampaignTemplate')]);
    const gdn = product('G', 'single', 'NZD', [template('CustomerGdnCampaignTemplate')]);
    assert.deepEqual(adAccountErrors([fb, gdn], [{ entity: 'FB_AD_ACCOUNT', key: 'fbAdAccount', value: 'act_1' }, { entity: 'GDN_AD_ACCOUNT', key: 'gdnAdAccount', value: '123' }]), []);
    assert.deepEqual(adAccountErrors([product('P', 'single')], []), []);
    assert.deepEqual(adAccountErrors([fb, gdn], [{ entity: 'FB_AD_ACCOUNT', key: 'fbAdAccount', value: '' }]), [
      { path: '/body/attributes', message: 'A Facebook billing account is required. Please contact customer support.' },
      { path: '/body/attributes', message: 'A Google billing account is required. Please contact customer support.' },
    ]);
  });

  it('accepts one currency and refuses two', () => {
    assert.deepEqual(currencyErrors([product('A', 'single', 'NZD'), product('B', 'single', 'NZD')]), []);
    assert.deepEqual(currencyErrors([product('A', 'single', 'NZD'), product('B', 'single', 'AUD')]), [{ path: '/body/products', message: 'All products of an order must be in one currency.' }]);
  });
});

describe('listings and resources, as their contexts told', () => {
  it("accepts the customer's live listings; refuses another customer's or an unknown one, and a deleted one by its title", () => {
    const known = [
      { id: 'l1', customerId: CUSTOMER, title: '1 Harbour View Road', deleted: false },
      { id: 'l2', customerId: CUSTOMER, title: '2 Harbour View Road', deleted: true },
      { id: 'l3', customerId: 'other', title: 'Elsewhere', deleted: false },
    ];
    assert.deepEqual(listingErrors(['l1'], known, CUSTOMER), []);
    assert.deepEqual(listingErrors(['l1', 'l2', 'l3', 'l4'], known, CUSTOMER), [
      { path: '/body/listingIds/1', message: 'Deleted listing included: 2 Harbour View Road' },
      { path: '/body/listingIds/2', message: "Listing not found among the customer's listings." },
      { path: '/body/listingIds/3', message: "Listing not found among the customer's listings." },
    ]);
  });

  it("accepts the customer's published resources only", () => {
    const known = [
      { id: 'r1', customerId: CUSTOMER, published: true, deleted: false },
      { id: 'r2', customerId: CUSTOMER, published: false, deleted: false },
      { id: 'r3', customerId: CUSTOMER, published: true, deleted: true },
      { id: 'r4', customerId: 'other', published: true, deleted: false },
    ];
    assert.deepEqual(resourceErrors(['r1'], known, CUSTOMER), []);
    const refused = (i: number) => ({ path: `/body/resourceIds/${i}`, message: 'Order requires Published resources only.' });
    assert.deepEqual(resourceErrors(['r1', 'r2', 'r3', 'r4', 'r5'], known, CUSTOMER), [refused(1), refused(2), refused(3), refused(4)]);
  });
});

describe('pricing and tax (minor units)', () => {
  it('takes the tax out of a tax-inclusive price and adds it to an exclusive one, rounded per product', () => {
    assert.deepEqual(priced(19900, true, 15), { amount: 19900, amountTax: 2596 });
    assert.deepEqual(priced(10000, false, 15), { amount: 11500, amountTax: 1500 });
    assert.deepEqual(priced(999, false, 12.5), { amount: 1124, amountTax: 125 });
    assert.deepEqual(priced(5000, true, 0), { amount: 5000, amountTax: 0 });
  });

  it("keeps each product as priced with the order, and sums the order's amount and tax", () => {
    const products = [
      { id: 'p1', code: 'A', name: 'A', productTypeId: 't', price: 19900, currency: 'NZD', isTaxInclusive: true, taxRate: 15, campaignDurationDays: 7, campaignTemplates: [] },
      { id: 'p2', code: 'B', name: 'B', productTypeId: 't', price: 10000, currency: 'NZD', isTaxInclusive: false, taxRate: 15, campaignDurationDays: 14, campaignTemplates: [] },
    ];
    const lines = orderLines(products);
    assert.deepEqual(
      lines.map((l) => [l.productId, l.code, l.amount, l.amountTax, l.isTaxInclusive]),
      [
        ['p1', 'A', 19900, 2596, true],
        ['p2', 'B', 11500, 1500, false],
      ],
    );
    assert.deepEqual(orderAmounts(lines), { amount: 31400, amountTax: 4096 });
  });
});

describe('the receipt e-mail and the notice addresses', () => {
  it("is the first agent's, lower-cased; the caller's own when that agent has none", () => {
    assert.equal(receiptEmail(['a1', 'a2'], [{ id: 'a2', email: 'two@x.example' }, { id: 'a1', email: 'One@X.example' }], 'me@x.example'), 'one@x.example');
    assert.equal(receiptEmail(['a1'], [{ id: 'a1', email: null }], 'Me@X.example'), 'me@x.example');
    assert.equal(receiptEmail(['a1'], [], undefined), null);
  });

  it('keeps the e-mail addresses of a notice, lower-cased, once; drops an empty notice; trims the other attributes', () => {
    assert.deepEqual(
      cleanAttributes([
        { entity: 'EMAIL_NOTICE', key: 'mailto', value: 'A@x.example; not-an-address, b@x.example a@x.example' },
        { entity: 'EMAIL_NOTICE', key: 'mailto', value: 'nothing here' },
        { entity: 'FB_AD_ACCOUNT', key: 'fbAdAccount', value: '  act_1 ' },
      ]),
      [
        { entity: 'EMAIL_NOTICE', key: 'mailto', value: 'a@x.example,b@x.example' },
        { entity: 'FB_AD_ACCOUNT', key: 'fbAdAccount', value: 'act_1' },
      ],
    );
  });
});

describe('campaign data rules (002 §3, §5)', () => {
  const marker = (radius: number) => ({ coords: { lat: -36.8, lng: 174.7 }, radius });
  const at = '/body/campaignData/0/adSettings';

  it('accepts up to 15 markers of 1 km to 80 km and ages in order', () => {
    const items: CampaignDataItem[] = [{ adSettings: { location: { markers: Array.from({ length: 15 }, () => marker(1_000)) }, ageMin: 18, ageMax: 18 } }, { adSettings: { location: { markers: [marker(80_000)] } } }, {}];
    assert.deepEqual(campaignDataErrors(items, '/body/campaignData'), []);
  });

  it('refuses more than 15 markers, a radius out of bounds and a minimum age above the maximum, each at its path', () => {
    assert.deepEqual(campaignDataErrors([{ adSettings: { location: { markers: Array.from({ length: 16 }, () => marker(10_000)) } } }], '/body/campaignData'), [
      { path: `${at}/location/markers`, message: 'No more than 15 Markers allowed in targeting' },
    ]);
    assert.deepEqual(campaignDataErrors([{ adSettings: { location: { markers: [marker(999), marker(80_001)] }, ageMin: 30, ageMax: 20 } }], '/body/campaignData'), [
      { path: `${at}/location/markers/0/radius`, message: 'Minimum radius is 1km' },
      { path: `${at}/location/markers/1/radius`, message: 'Maximum radius is 80km' },
      { path: `${at}/ageMin`, message: 'Age min cannot exceed age max.' },
    ]);
  });
});

describe('comments', () => {
  const at = new Date('2026-03-15T12:00:00Z');
  const comment = (id: string, createdBy: string | null): OrderComment => newComment(id, 'text', createdBy, at);

  it('are made with the id, author and time they are handed', () => {
    assert.deepEqual(newComment('id1', 'Approved', 'u1', at), { id: 'id1', text: 'Approved', createdBy: 'u1', createdAt: '2026-03-15T12:00:00.000Z' });
  });

  it('are added up to the limit; one more is refused, and a system comment then dropped', () => {
    const full = Array.from({ length: MAX_COMMENTS }, (_, i) => comment(`c${i}`, 'u1'));
    assert.equal(withComment(full.slice(1), comment('new', 'u1')).length, MAX_COMMENTS);
    assertProblem(() => withComment(full, comment('new', 'u1')), 400, 'An order has at most 100 comments.', '/body/text');
    assert.deepEqual(withSystemComment([], comment('sys', null)), [comment('sys', null)]);
    assert.equal(withSystemComment(full, comment('sys', null)), null);
  });

  it('are deleted by their author or staff only', () => {
    const comments = [comment('mine', 'u1'), comment('system', null)];
    assert.deepEqual(withoutComment(comments, 'mine', { userId: 'u1', staff: false }), [comment('system', null)]);
    assert.deepEqual(withoutComment(comments, 'system', { userId: 'u9', staff: true }), [comment('mine', 'u1')]);
    assertProblem(() => withoutComment(comments, 'mine', { userId: 'u2', staff: false }), 403, 'Only the author or staff can delete a comment.');
    assertProblem(() => withoutComment(comments, 'system', { userId: 'u1', staff: false }), 403, 'Only the author or staff can delete a comment.');
    assertProblem(() => withoutComment(comments, 'gone', { userId: 'u1', staff: true }), 404, 'Comment not found.');
  });
});

describe("the list's dates (002 §5) and totals", () => {
  const now = new Date('2026-03-15T12:00:00Z');

  it('refuses a from-date in the future and caps a to-date at now', () => {
    assertProblem(() => dateWindow({ dateFrom: '2026-03-16T00:00:00Z' }, false, now), 400, 'The from-date cannot be in the future.', '/query/dateFrom');
    assert.deepEqual(dateWindow({ dateFrom: '2026-01-01T00:00:00Z', dateTo: '2027-01-01T00:00:00Z' }, false, now), { from: new Date('2026-01-01T00:00:00Z'), to: now });
  });

  it('takes a range of days back, and a year back for a dashboard user who names no date', () => {
    assert.deepEqual(dateWindow({ dateRange: 7 }, false, now), { from: new Date('2026-03-08T12:00:00Z') });
    assert.deepEqual(dateWindow({}, true, now), { from: new Date('2025-03-15T00:00:00Z') });
    assert.deepEqual(dateWindow({}, false, now), {});
  });

  it('totals impressions over all and the price per currency, without the tax in it unless asked', () => {
    const sums = [
      { currency: 'AUD', amount: 1000, amountTax: 100, impressions: 5 },
      { currency: 'NZD', amount: 11500, amountTax: 1500, impressions: 7 },
    ];
    assert.deepEqual(totalsOf(sums, false), { overallImpressions: 12, totalPrice: [{ currency: 'AUD', amount: 900 }, { currency: 'NZD', amount: 10000 }] });
    assert.deepEqual(totalsOf(sums, true).totalPrice, [{ currency: 'AUD', amount: 1000 }, { currency: 'NZD', amount: 11500 }]);
  });
});

describe('status transitions and the events that follow them', () => {
  it('places an invoiced order READY (order.ready follows) and a card order PENDING_PAYMENT', () => {
    assert.deepEqual(placedStatus('INVOICE'), { status: 'READY', ready: true });
    assert.deepEqual(placedStatus('CREDIT_CARD'), { status: 'PENDING_PAYMENT', ready: false });
  });

  const ALL: readonly OrderStatus[] = ['PENDING_PAYMENT', 'PLACED', 'READY', 'PROCESSING', 'FAILED', 'DELIVERED', 'COMPLETED', 'CANCELLED'];
  const invoice = (status: OrderStatus) => ({ status, paymentType: 'INVOICE' as const });
  const card = (status: OrderStatus) => ({ status, paymentType: 'CREDIT_CARD' as const });
  const ADMIN = ['admin'];
  const OPERATIONS = ['operations'];

  it('the table: every move staff make by hand, and no other', () => {
    const moves = (o: { status: OrderStatus; paymentType: 'INVOICE' | 'CREDIT_CARD' }) =>
      ALL.filter((to) => {
        try {
          return moveStatus(o, to, ADMIN) !== null;
        } catch {
          return false;
        }
      });
    assert.deepEqual(moves(card('PENDING_PAYMENT')), ['CANCELLED']);
    assert.deepEqual(moves(invoice('PLACED')), ['READY', 'CANCELLED']);
    assert.deepEqual(moves(invoice('READY')), ['PROCESSING', 'FAILED', 'DELIVERED', 'CANCELLED']);
    assert.deepEqual(moves(invoice('PROCESSING')), ['FAILED', 'DELIVERED', 'CANCELLED']);
    assert.deepEqual(moves(invoice('FAILED')), ['PROCESSING', 'CANCELLED']);
    assert.deepEqual(moves(invoice('DELIVERED')), ['COMPLETED']);
    assert.deepEqual(moves(invoice('COMPLETED')), []);
    assert.deepEqual(moves(invoice('CANCELLED')), []);
    assert.deepEqual(Object.keys(STATUS_TRANSITIONS).sort(), [...ALL].sort(), 'every status has its row');
  });

  it('a staff move records order.status_changed, with order.ready when a placed order becomes READY and order.cancelled when cancelled', () => {
    assert.deepEqual(moveStatus(invoice('PLACED'), 'READY', OPERATIONS), { from: 'PLACED', to: 'READY', follows: ['order.status_changed', 'order.ready'] });
    assert.deepEqual(moveStatus(invoice('READY'), 'PROCESSING', OPERATIONS), { from: 'READY', to: 'PROCESSING', follows: ['order.status_changed'] });
    assert.deepEqual(moveStatus(invoice('PROCESSING'), 'DELIVERED', OPERATIONS), { from: 'PROCESSING', to: 'DELIVERED', follows: ['order.status_changed'] });
    assert.deepEqual(moveStatus(invoice('FAILED'), 'PROCESSING', ADMIN), { from: 'FAILED', to: 'PROCESSING', follows: ['order.status_changed'] });
    assert.deepEqual(moveStatus(invoice('READY'), 'CANCELLED', OPERATIONS), { from: 'READY', to: 'CANCELLED', follows: ['order.status_changed', 'order.cancelled'] });
    assert.deepEqual(moveStatus(card('PENDING_PAYMENT'), 'CANCELLED', OPERATIONS), { from: 'PENDING_PAYMENT', to: 'CANCELLED', follows: ['order.status_changed', 'order.cancelled'] });
  });

  it("the campaigns' moves follow the table with no role: DELIVERED from READY or PROCESSING, COMPLETED from DELIVERED, else none", () => {
    assert.deepEqual(eventMove(invoice('READY'), 'DELIVERED'), { from: 'READY', to: 'DELIVERED', follows: ['order.status_changed'] });
    assert.deepEqual(eventMove(card('PROCESSING'), 'DELIVERED'), { from: 'PROCESSING', to: 'DELIVERED', follows: ['order.status_changed'] });
    assert.deepEqual(eventMove(invoice('DELIVERED'), 'COMPLETED'), { from: 'DELIVERED', to: 'COMPLETED', follows: ['order.status_changed'] });
    for (const from of ['DELIVERED', 'FAILED', 'CANCELLED', 'COMPLETED', 'PENDING_PAYMENT'] as const) assert.equal(eventMove(invoice(from), 'DELIVERED'), null, from);
    for (const from of ['READY', 'PROCESSING', 'CANCELLED', 'COMPLETED'] as const) assert.equal(eventMove(invoice(from), 'COMPLETED'), null, from);
  });

  it('the same status again is no move, for every status', () => {
    for (const status of ALL) assert.equal(moveStatus(card(status), status, ADMIN), null);
  });

  it('refuses with 409 and its reason: a manual Pending payment, an unpaid card order moved on, Delivered before Ready, a final status', () => {
    for (const from of ['PLACED', 'READY', 'PROCESSING', 'FAILED', 'DELIVERED'] as const) assertProblem(() => moveStatus(invoice(from), 'PENDING_PAYMENT', ADMIN), 409, STATUS_MESSAGES.noPendingPayment);
    for (const to of ['READY', 'PROCESSING', 'FAILED', 'DELIVERED', 'COMPLETED', 'PLACED'] as const) assertProblem(() => moveStatus(card('PENDING_PAYMENT'), to, ADMIN), 409, STATUS_MESSAGES.unpaidCard);
    assertProblem(() => moveStatus(invoice('PLACED'), 'DELIVERED', ADMIN), 409, STATUS_MESSAGES.deliveredOnlyWhenReady);
    assertProblem(() => moveStatus(invoice('FAILED'), 'DELIVERED', ADMIN), 409, STATUS_MESSAGES.deliveredOnlyWhenReady);
    assertProblem(() => moveStatus(invoice('DELIVERED'), 'CANCELLED', ADMIN), 409, STATUS_MESSAGES.deliveredNotCancelled);
    assertProblem(() => moveStatus(invoice('DELIVERED'), 'READY', ADMIN), 409, 'An order cannot move from Delivered to Ready.');
    assertProblem(() => moveStatus(invoice('READY'), 'PLACED', ADMIN), 409, 'An order cannot move from Ready to Placed.');
    assertProblem(() => moveStatus(invoice('READY'), 'COMPLETED', ADMIN), 409, 'An order cannot move from Ready to Completed.');
    assertProblem(() => moveStatus(invoice('FAILED'), 'READY', ADMIN), 409, 'An order cannot move from Failed to Ready.');
    for (const to of ALL.filter((s) => s !== 'CANCELLED')) assertProblem(() => moveStatus(invoice('CANCELLED'), to, ADMIN), 409, 'A cancelled order is final: its status cannot change.');
    for (const to of ALL.filter((s) => s !== 'COMPLETED')) assertProblem(() => moveStatus(invoice('COMPLETED'), to, ADMIN), 409, 'A completed order is final: its status cannot change.');
  });

  it('per role: admin and operations move, sales and anyone else are 403; only an admin cancels a paid card order', () => {
    for (const roles of [['sales'], ['user'], ['corporate'], ['agent'], []]) {
      assertProblem(() => moveStatus(invoice('READY'), 'PROCESSING', roles), 403, STATUS_MESSAGES.movers);
      assertProblem(() => moveStatus(card('PENDING_PAYMENT'), 'CANCELLED', roles), 403, STATUS_MESSAGES.movers);
      assert.deepEqual(nextStatuses(invoice('READY'), roles), []);
    }
    for (const status of ['READY', 'PROCESSING', 'FAILED'] as const) {
      assertProblem(() => moveStatus(card(status), 'CANCELLED', OPERATIONS), 403, STATUS_MESSAGES.paidCardCancel);
      assert.equal(moveStatus(card(status), 'CANCELLED', ADMIN)?.to, 'CANCELLED');
      assert.equal(moveStatus(invoice(status), 'CANCELLED', OPERATIONS)?.to, 'CANCELLED', 'an invoiced order has no payment to refund');
    }
    assert.equal(moveStatus(card('PENDING_PAYMENT'), 'CANCELLED', OPERATIONS)?.to, 'CANCELLED', 'an unpaid card order has nothing to refund');
    assert.equal(moveStatus(card('READY'), 'DELIVERED', OPERATIONS)?.to, 'DELIVERED');
    // A move the table refuses is 409 for every role: what is refused is the move, not the caller.
    assertProblem(() => moveStatus(invoice('CANCELLED'), 'READY', ['sales']), 409, 'A cancelled order is final: its status cannot change.');
  });

  it('refuses a move past the history limit', () => {
    assert.equal(moveStatus(invoice('FAILED'), 'PROCESSING', ADMIN, MAX_STATUS_MOVES - 1)?.to, 'PROCESSING');
    assertProblem(() => moveStatus(invoice('FAILED'), 'PROCESSING', ADMIN, MAX_STATUS_MOVES), 409, STATUS_MESSAGES.tooManyMoves);
  });

  it('the next statuses: the moves open to these roles now', () => {
    assert.deepEqual(nextStatuses(card('PENDING_PAYMENT'), OPERATIONS), ['CANCELLED']);
    assert.deepEqual(nextStatuses(card('READY'), ADMIN), ['PROCESSING', 'FAILED', 'DELIVERED', 'CANCELLED']);
    assert.deepEqual(nextStatuses(card('READY'), OPERATIONS), ['PROCESSING', 'FAILED', 'DELIVERED']);
    assert.deepEqual(nextStatuses(invoice('READY'), OPERATIONS), ['PROCESSING', 'FAILED', 'DELIVERED', 'CANCELLED']);
    assert.deepEqual(nextStatuses(invoice('DELIVERED'), ['sales', 'operations']), ['COMPLETED']);
    assert.deepEqual(nextStatuses(invoice('CANCELLED'), ADMIN), []);
    // Each next status is a move moveStatus makes.
    for (const status of ALL) for (const o of [card(status), invoice(status)]) for (const to of nextStatuses(o, ADMIN)) assert.equal(moveStatus(o, to, ADMIN)?.to, to);
  });

  it('the history: who, when, from and to; staff moves counted apart from placing and payments', () => {
    const at = new Date('2026-11-22T08:00:00.000Z');
    assert.deepEqual(statusChange(null, 'READY', { userId: 'u1', email: 'jo@x.example' }, 'placed', at), { from: null, to: 'READY', at: '2026-11-22T08:00:00.000Z', by: 'u1', byEmail: 'jo@x.example', source: 'placed' });
    assert.deepEqual(statusChange('PENDING_PAYMENT', 'READY', null, 'payment', at), { from: 'PENDING_PAYMENT', to: 'READY', at: '2026-11-22T08:00:00.000Z', by: null, byEmail: null, source: 'payment' });
    const history = [statusChange(null, 'PENDING_PAYMENT', null, 'placed', at), statusChange('PENDING_PAYMENT', 'READY', null, 'payment', at), statusChange('READY', 'PROCESSING', { userId: 'u2', email: null }, 'staff', at)];
    assert.equal(staffMoves(history), 1);
  });

  it('payment attempts keep the latest, oldest first', () => {
    const attempt = (n: number) => ({ paymentId: `p${n}`, outcome: 'FAILED' as const, amount: null, currency: null, provider: null, providerPaymentId: null, reason: `r${n}`, refundRequired: false, at: '2026-11-22T08:00:00.000Z' });
    let attempts: OrderPaymentAttempt[] = [];
    for (let n = 1; n <= MAX_PAYMENT_ATTEMPTS + 2; n++) attempts = withPaymentAttempt(attempts, attempt(n));
    assert.equal(attempts.length, MAX_PAYMENT_ATTEMPTS);
    assert.equal(attempts[0]?.paymentId, 'p3');
    assert.equal(attempts.at(-1)?.paymentId, `p${MAX_PAYMENT_ATTEMPTS + 2}`);
  });

  it('the ordered items: each listing or resource with its title as last told, unknown ones untitled', () => {
    const known = { listings: [{ id: 'l1', title: '1 Harbour View Road', deleted: false }, { id: 'l2', title: 'Gone Road', deleted: true }], resources: [{ id: 'r1', title: 'Brochure', deleted: false }] };
    assert.deepEqual(orderedItemsOf({ listingIds: ['l2', 'l1', 'l9'], resourceIds: [] }, known), [
      { id: 'l2', kind: 'LISTING', title: 'Gone Road', deleted: true },
      { id: 'l1', kind: 'LISTING', title: '1 Harbour View Road', deleted: false },
      { id: 'l9', kind: 'LISTING', title: null, deleted: false },
    ]);
    assert.deepEqual(orderedItemsOf({ listingIds: [], resourceIds: ['r1'] }, known), [{ id: 'r1', kind: 'RESOURCE', title: 'Brochure', deleted: false }]);
  });

  it("a payment makes the paying customer's unpaid order READY", () => {
    const order = { id: 'o1', customerId: CUSTOMER, status: 'PENDING_PAYMENT' as OrderStatus };
    assert.deepEqual(paymentSucceeded(order, { customerId: CUSTOMER }), { kind: 'paid', order, move: { from: 'PENDING_PAYMENT', to: 'READY', follows: ['order.status_changed', 'order.ready'] } });
  });

  it('a payment for an order that no longer waits for one (a cancelled one, one paid already) is to be refunded, with a comment for staff', () => {
    for (const status of ['CANCELLED', 'READY', 'DELIVERED'] as const) {
      const order = { customerId: CUSTOMER, status };
      assert.deepEqual(paymentSucceeded(order, { customerId: CUSTOMER }), { kind: 'refund', commentOn: order, orderStatus: status });
    }
  });

  it("a payment for an order that is gone or another customer's is to be refunded, with no comment and no status told", () => {
    assert.deepEqual(paymentSucceeded(null, { customerId: CUSTOMER }), { kind: 'refund', commentOn: null, orderStatus: null });
    assert.deepEqual(paymentSucceeded({ customerId: 'other', status: 'PENDING_PAYMENT' }, { customerId: CUSTOMER }), { kind: 'refund', commentOn: null, orderStatus: null });
  });

  it("a failed payment leaves the provider's message on the paying customer's unpaid order only", () => {
    const payment = { customerId: CUSTOMER, reason: 'Card declined' };
    assert.equal(paymentFailedComment({ customerId: CUSTOMER, status: 'PENDING_PAYMENT' }, payment), 'Payment failed: Card declined');
    assert.equal(paymentFailedComment({ customerId: CUSTOMER, status: 'PENDING_PAYMENT' }, { customerId: CUSTOMER, reason: 'x'.repeat(3000) })?.length, 2000);
    assert.equal(paymentFailedComment({ customerId: CUSTOMER, status: 'READY' }, payment), null);
    assert.equal(paymentFailedComment({ customerId: 'other', status: 'PENDING_PAYMENT' }, payment), null);
    assert.equal(paymentFailedComment(null, payment), null);
  });

  it('the refund message names the amount, the provider payment and the status', () => {
    assert.equal(MESSAGES.refundRequired('19.9 NZD', 'CANCELLED', 'pi_1'), 'A payment of 19.9 NZD (pi_1) succeeded while the order was CANCELLED: it was not applied and must be refunded.');
  });

  it('every status reads with its 002 §4 message', () => {
    const messages: Record<OrderStatus, string> = {
      PENDING_PAYMENT: 'Payment pending.',
      PLACED: 'Order has been placed.',
      READY: 'Order is ready for delivery.',
      PROCESSING: 'Order is ready for delivery.',
      FAILED: 'Order is ready for delivery.',
      DELIVERED: 'Campaign has been delivered.',
      COMPLETED: 'Campaign has been delivered.',
      CANCELLED: 'Order has been cancelled.',
    };
    for (const [status, message] of Object.entries(messages)) assert.equal(statusMessage(status as OrderStatus), message);
  });
});

describe('campaign data images per campaign type (002 §5)', () => {
  const images = (n: number, deleted = 0) => Array.from({ length: n + deleted }, (_, i) => ({ url: `https://cdn.example.com/${i}.jpg`, ...(i >= n ? { deleted: true } : {}) }));
  const item = (templateId: string, n?: number, deleted = 0): CampaignDataItem => ({ templateId, templateModel: 'CustomerCampaignTemplate', ...(n === undefined ? {} : { resources: { images: images(n, deleted) } }) });
  const templates = [
    { templateId: 'carousel', customerId: 'A', campaignType: 'SINGLE_LISTING_IMAGE_CAROUSEL' },
    { templateId: 'image', customerId: 'A', campaignType: 'FACEBOOK_IMAGE_CAMPAIGN' },
    { templateId: 'untyped', customerId: 'A', campaignType: null },
    { templateId: 'theirs', customerId: 'B', campaignType: 'SINGLE_LISTING_IMAGE_CAROUSEL' },
  ];
  const at = (i: number) => `/body/campaignData/${i}/resources/images`;

  it('holds each item with images to its template type, the image campaign to the imageAdLimit, deleted images not counted', () => {
    assert.deepEqual(campaignDataImageErrors([item('carousel', 2), item('image', 7)], templates, 'A', 6, '/body/campaignData'), [
      { path: at(0), message: 'At least 3 images are required for Single Listing Image Carousel' },
      { path: at(1), message: 'Maximum of 6 images allowed! Please delete other image(s) and try again.' },
    ]);
    assert.deepEqual(campaignDataImageErrors([item('carousel', 11)], templates, 'A', 6, '/body/campaignData'), [{ path: at(0), message: 'Maximum of 10 images allowed! Please delete other image(s) and try again.' }]);
    assert.deepEqual(campaignDataImageErrors([item('image', 0, 2)], templates, 'A', 6, '/body/campaignData'), [{ path: at(0), message: 'At least 1 image is required for Image Campaign' }]);
    assert.deepEqual(campaignDataImageErrors([item('carousel', 3, 5), item('image', 6)], templates, 'A', 6, '/body/campaignData'), []);
  });

  it("passes over an item without images, of an unknown template, of a template whose type is not known, or of another customer's template", () => {
    assert.deepEqual(campaignDataImageErrors([item('carousel'), item('nobody', 0), item('untyped', 0), item('theirs', 1)], templates, 'A', 10, '/body/campaignData'), []);
    assert.equal(campaignDataImageErrors([item('theirs', 1)], templates, 'B', 10, '/body/campaignData').length, 1);
  });
});

describe("campaign data items name the order's products' templates (ours)", () => {
  const T1 = '4b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e';
  const T2 = '5c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f';
  const products = [{ campaignTemplates: [{ templateId: T1, templateModel: 'CustomerCampaignTemplate' as const }] }, { campaignTemplates: [{ templateId: T2, templateModel: 'CustomerGdnCampaignTemplate' as const }] }];
  const item = (templateId?: string): CampaignDataItem => ({ ...(templateId === undefined ? {} : { templateId }), templateModel: 'CustomerCampaignTemplate', linkData: { message: 'Open home' } });

  it("keeps an item of a product's template with that template's own id, whatever the letter case", () => {
    const bound = campaignDataOfProducts([item(T1.toUpperCase()), item(T2), item()], products, '/body/campaignData');
    assert.deepEqual(bound, { items: [item(T1), item(T2), item()], errors: [] });
  });

  it('refuses, at its templateId, an item naming any other template', () => {
    const bound = campaignDataOfProducts([item(T1), item('6d4e5f6a-7b8c-4d9e-8f0a-2b3c4d5e6f7a')], products, '/body/campaignData');
    assert.deepEqual(bound.errors, [{ path: '/body/campaignData/1/templateId', message: MESSAGES.campaignDataTemplate }]);
    assert.deepEqual(campaignDataOfProducts([item(T1)], [], '/b').errors, [{ path: '/b/0/templateId', message: MESSAGES.campaignDataTemplate }]);
  });
});

describe("a product's templates are the customer's own (002 §1, §6)", () => {
  const known = [
    { templateId: 'a1', customerId: 'A', deleted: false },
    { templateId: 'a2', customerId: 'A', deleted: true },
    { templateId: 'b1', customerId: 'B', deleted: false },
  ];
  const product = (code: string, ...ids: string[]) => ({ code, campaignTemplates: ids.map((templateId) => ({ templateId, templateModel: 'CustomerCampaignTemplate' as const })) });

  it('refuses, at its code, a product with another customer\'s, a deleted or an unknown template', () => {
    const products = [product('OK', 'a1'), product('NONE'), product('OTHER', 'b1'), product('GONE', 'a1', 'a2'), product('UNKNOWN', 'x')];
    assert.deepEqual(productTemplateErrors(['OK', 'NONE', 'OTHER', 'GONE', 'UNKNOWN'], products, known, 'A'), [
      { path: '/body/products/2', message: 'No Product available...' },
      { path: '/body/products/3', message: 'No Product available...' },
      { path: '/body/products/4', message: 'No Product available...' },
    ]);
    assert.equal(orderableWith([], new Set()), true);
    assert.equal(orderableWith([{ templateId: 'a1' }], new Set(['a1'])), true);
    assert.equal(orderableWith([{ templateId: 'a1' }, { templateId: 'b1' }], new Set(['a1'])), false);
  });
});
