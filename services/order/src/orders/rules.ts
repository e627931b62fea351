// The rules of an order that need no database: the create rules and messages of 002 §4 and §5, the
// campaign data rules, amounts with tax, the start-date window, the e-mail notice addresses, comments,
// the list's date rules and totals, and the order's status transitions with the events that follow
// them. The use cases read what the rules need (products, projections) and hand it, with the clock, here.
import { conflict, forbidden, invalidField, notFound, type FieldError, type Principal, type Role, type Scope } from '@adops/platform';
import type { CampaignDataItem, components, OrderAttribute, OrderComment, OrderedItem, OrderedProduct, OrderPaymentAttempt, OrderStatus, OrderStatusChange, OrderType, PaymentType, ProductCampaignTemplate } from '@adops/openapi/generated/order';

import { campaignImageErrors } from '@adops/openapi/rules/campaign-images';

type CreateOrderRequest = components['schemas']['CreateOrderRequest'];

/** 002 §4: the message every order read shows for its status. */
export function statusMessage(status: OrderStatus): string {
  switch (status) {
    case 'READY':
    case 'PROCESSING':
    case 'FAILED':
      return 'Order is ready for delivery.';
    case 'DELIVERED':
    case 'COMPLETED':
      return 'Campaign has been delivered.';
    case 'CANCELLED':
      return 'Order has been cancelled.';
    case 'PENDING_PAYMENT':
      return 'Payment pending.';
    default:
      return 'Order has been placed.';
  }
}

export const MESSAGES = {
  campaignName: 'Campaign name is required',
  agentRequired: 'At least one agent is required.',
  maxAgents: (n: number) => `Maximum number of agents is ${n}.`,
  facebookAccount: 'A Facebook billing account is required. Please contact customer support.',
  googleAccount: 'A Google billing account is required. Please contact customer support.',
  nothingSelected: 'No listing, resource or catalog has been selected...',
  noProduct: 'No Product available...',
  selectionLimit: 'Selection limit is 10 listings.',
  deletedListing: (title: string) => `Deleted listing included: ${title}`,
  unknownListing: "Listing not found among the customer's listings.",
  publishedOnly: 'Order requires Published resources only.',
  startDate: 'The start date must lie between today and three months ahead.',
  oneCurrency: 'All products of an order must be in one currency.',
  fromDateFuture: 'The from-date cannot be in the future.',
  refundRequired: (amount: string, status: OrderStatus, providerPaymentId: string) =>
    `A payment of ${amount} (${providerPaymentId}) succeeded while the order was ${status}: it was not applied and must be refunded.`,
  ownOffice: 'Choose one of your offices.',
  commentNotYours: 'Only the author or staff can delete a comment.',
  commentNotFound: 'Comment not found.',
  maxComments: (n: number) => `An order has at most ${n} comments.`,
  idempotencyReused: 'This Idempotency-Key was used for a different order.',
  paymentTypeNotOffered: (type: PaymentType) => `${type === 'CREDIT_CARD' ? 'Credit Card' : 'Invoice'} payment is not offered for your role.`,
  // Ours: a campaign data item names a template none of the order's products has (campaignDataOfProducts).
  campaignDataTemplate: "The campaign data names a campaign template that is not one of the order's products' templates.",
} as const;

// Placing an order (002 §5)

/** The role lists Credit Card and Invoice are offered by: a dashboard's enablePaymentMethod, or the product settings'. */
export interface PaymentRoleLists {
  creditCardRoles: readonly string[];
  invoiceRoles: readonly string[];
}

/**
 * Whose role lists rule a caller's payment types: a dashboard user's are their customer's dashboard's
 * (001 §2 enablePaymentMethod, as the dashboard's order page offers them) once the customer context has
 * told them; staff's, and those of a dashboard user whose customer's dashboard is not known (none, or
 * deleted), are the product settings'.
 */
export function paymentRoleListsFor(principal: Pick<Principal, 'kind'>, dashboard: PaymentRoleLists | null, settings: PaymentRoleLists): PaymentRoleLists {
  return principal.kind === 'dashboard' && dashboard ? dashboard : settings;
}

/**
 * 002 §6: "Credit Card and Invoice are offered by role. Invoice is the default when none is allowed." The
 * payment types a caller with these roles may choose, by the role lists that rule them (paymentRoleListsFor).
 */
export function paymentTypesFor(roles: readonly string[], lists: PaymentRoleLists): PaymentType[] {
  const card = roles.some((r) => lists.creditCardRoles.includes(r));
  const invoice = roles.some((r) => lists.invoiceRoles.includes(r));
  return [...(card ? (['CREDIT_CARD'] as const) : []), ...(invoice || !card ? (['INVOICE'] as const) : [])];
}

/** The payment type is one the caller's roles are offered. */
export function paymentTypeErrors(paymentType: PaymentType, roles: readonly string[], lists: PaymentRoleLists): FieldError[] {
  return paymentTypesFor(roles, lists).includes(paymentType) ? [] : [{ path: '/body/paymentType', message: MESSAGES.paymentTypeNotOffered(paymentType) }];
}

/** The campaign name (trimmed) is required. */
export function campaignNameErrors(campaignName: string): FieldError[] {
  return campaignName ? [] : [{ path: '/body/campaignName', message: MESSAGES.campaignName }];
}

/** MAX_NO_CONTACTS (002 §5, value not shown): the listing's three agent slots. */
export const MAX_AGENTS = 3;
/** 002 §5 and 003: at most 10 listings or resources per order. */
export const MAX_ITEMS = 10;

/** The order's agents, each once: an agent's or branch user's own agent is always among them (first). */
export function orderAgentIds(scope: Scope, agents: ReadonlyArray<{ id: string }> | undefined): string[] {
  const agentIds = [...new Set((agents ?? []).map((a) => a.id))];
  return scope.level === 'agent' && !agentIds.includes(scope.agentId) ? [scope.agentId, ...agentIds] : agentIds;
}

/** From one to MAX_AGENTS agents. */
export function agentErrors(agentIds: readonly string[]): FieldError[] {
  return [
    ...(agentIds.length === 0 ? [{ path: '/body/agents', message: MESSAGES.agentRequired }] : []),
    ...(agentIds.length > MAX_AGENTS ? [{ path: '/body/agents', message: MESSAGES.maxAgents(MAX_AGENTS) }] : []),
  ];
}

/**
 * The agents whose references are checked: none when there are too many (answered as such, not as
 * unknown ones), and never a dashboard user's own agent (it comes with the session).
 */
export function agentsToCheck(scope: Scope, agentIds: readonly string[]): string[] {
  const own = scope.level === 'agent' ? scope.agentId : undefined;
  return agentIds.length > MAX_AGENTS ? [] : agentIds.filter((id) => id !== own);
}

/**
 * A branch manager orders for one of their offices; an agent or branch user for one of their own
 * agent's offices (as the customer context knows them: `ownAgentOffices`).
 */
export function officeErrors(scope: Scope, officeId: string | null, ownAgentOffices: readonly string[] | undefined): FieldError[] {
  if (scope.level === 'offices' && (!officeId || !scope.officeIds.includes(officeId))) return [{ path: '/body/officeId', message: MESSAGES.ownOffice }];
  if (scope.level === 'agent' && officeId && !ownAgentOffices?.includes(officeId)) return [{ path: '/body/officeId', message: MESSAGES.ownOffice }];
  return [];
}

/** What an order names by its type: listings, resources or a catalog, each once. */
export interface OrderedItems {
  listingIds: string[];
  resourceIds: string[];
  fbDpaCatalogId: string | null;
  count: number;
  /** Where the items sit in the request. */
  path: string;
}

export function orderedItems(input: Pick<CreateOrderRequest, 'orderType' | 'listingIds' | 'resourceIds' | 'fbDpaCatalogId'>): OrderedItems {
  const type: OrderType = input.orderType;
  const listingIds = type === 'LISTING' ? [...new Set(input.listingIds ?? [])] : [];
  const resourceIds = type === 'RESOURCE' ? [...new Set(input.resourceIds ?? [])] : [];
  const fbDpaCatalogId = type === 'DPA_CATALOG' ? (input.fbDpaCatalogId ?? null) : null;
  const count = type === 'LISTING' ? listingIds.length : type === 'RESOURCE' ? resourceIds.length : fbDpaCatalogId ? 1 : 0;
  const path = type === 'LISTING' ? '/body/listingIds' : type === 'RESOURCE' ? '/body/resourceIds' : '/body/fbDpaCatalogId';
  return { listingIds, resourceIds, fbDpaCatalogId, count, path };
}

/** At least one item, at most MAX_ITEMS. */
export function itemErrors(items: Pick<OrderedItems, 'count' | 'path'>): FieldError[] {
  return [
    ...(items.count === 0 ? [{ path: items.path, message: MESSAGES.nothingSelected }] : []),
    ...(items.count > MAX_ITEMS ? [{ path: items.path, message: MESSAGES.selectionLimit }] : []),
  ];
}

const DAY = 86_400_000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * 002 §5: the start date lies between today and three months ahead. "Today" is the customer's: the
 * window is wide enough for every time zone (today's date anywhere from UTC-12 to UTC+14).
 */
export function startDateErrors(startDate: string | undefined, now: Date): FieldError[] {
  if (!startDate) return [];
  const earliest = isoDate(now.getTime() - 12 * 3_600_000);
  const latestBase = new Date(now.getTime() + 14 * 3_600_000);
  const latest = new Date(Date.UTC(latestBase.getUTCFullYear(), latestBase.getUTCMonth() + 3, latestBase.getUTCDate()));
  return startDate < earliest || startDate > latest.toISOString().slice(0, 10) ? [{ path: '/body/startDate', message: MESSAGES.startDate }] : [];
}

/** A product as the order's rules see it. */
export interface OfferedProduct {
  code: string;
  productTypeId: string;
  currency: string;
  campaignTemplates: ProductCampaignTemplate[];
}

/**
 * The products the codes name, each once, in the order asked; a code that is unknown, or of a type
 * this many items cannot be ordered with, is refused at its index (the flow offers none, 002 §5).
 */
export function chosenProducts<P extends OfferedProduct>(
  codes: readonly string[],
  products: readonly P[],
  types: ReadonlyArray<{ id: string; minListings: number; maxListings: number }>,
  itemCount: number,
): { products: P[]; errors: FieldError[] } {
  const chosen: P[] = [];
  const errors: FieldError[] = [];
  for (const code of new Set(codes)) {
    const product = products.find((p) => p.code === code);
    const type = product && types.find((t) => t.id === product.productTypeId);
    if (!product || !type || (itemCount > 0 && (itemCount < type.minListings || itemCount > type.maxListings))) errors.push({ path: `/body/products/${codes.indexOf(code)}`, message: MESSAGES.noProduct });
    else chosen.push(product);
  }
  return { products: chosen, errors };
}

/** A product with a Facebook (Google) campaign template needs the customer's Facebook (Google) ad account among the attributes. */
export function adAccountErrors(products: ReadonlyArray<Pick<OfferedProduct, 'campaignTemplates'>>, attributes: readonly OrderAttribute[]): FieldError[] {
  const has = (entity: string) => attributes.some((a) => a.entity === entity && a.value.length > 0);
  const models = new Set(products.flatMap((p) => p.campaignTemplates.map((t) => t.templateModel)));
  return [
    ...(models.has('CustomerCampaignTemplate') && !has('FB_AD_ACCOUNT') ? [{ path: '/body/attributes', message: MESSAGES.facebookAccount }] : []),
    ...(models.has('CustomerGdnCampaignTemplate') && !has('GDN_AD_ACCOUNT') ? [{ path: '/body/attributes', message: MESSAGES.googleAccount }] : []),
  ];
}

/** All products of an order are in one currency. */
export function currencyErrors(products: ReadonlyArray<Pick<OfferedProduct, 'currency'>>): FieldError[] {
  return new Set(products.map((p) => p.currency)).size > 1 ? [{ path: '/body/products', message: MESSAGES.oneCurrency }] : [];
}

/** Each listing is the customer's and not deleted, as the listing context's events told this service. */
export function listingErrors(ids: readonly string[], known: ReadonlyArray<{ id: string; customerId: string; title: string; deleted: boolean }>, customerId: string): FieldError[] {
  const errors: FieldError[] = [];
  ids.forEach((id, i) => {
    const row = known.find((l) => l.id === id);
    if (!row || row.customerId !== customerId) errors.push({ path: `/body/listingIds/${i}`, message: MESSAGES.unknownListing });
    else if (row.deleted) errors.push({ path: `/body/listingIds/${i}`, message: MESSAGES.deletedListing(row.title) });
  });
  return errors;
}

/** Only published resources of the customer (003): an unknown one is not known to be published. */
export function resourceErrors(ids: readonly string[], known: ReadonlyArray<{ id: string; customerId: string; published: boolean; deleted: boolean }>, customerId: string): FieldError[] {
  const errors: FieldError[] = [];
  ids.forEach((id, i) => {
    const row = known.find((r) => r.id === id);
    if (!row || row.customerId !== customerId || row.deleted || !row.published) errors.push({ path: `/body/resourceIds/${i}`, message: MESSAGES.publishedOnly });
  });
  return errors;
}

/**
 * What one product costs: `amount` is what the customer pays, `amountTax` the tax within it. A
 * tax-inclusive price is the amount (its tax taken out of it); an exclusive one gets the tax added.
 * Minor units, rounded half up per product.
 */
export function priced(price: number, isTaxInclusive: boolean, taxRate: number): { amount: number; amountTax: number } {
  if (isTaxInclusive) return { amount: price, amountTax: price - Math.round((price * 100) / (100 + taxRate)) };
  const tax = Math.round((price * taxRate) / 100);
  return { amount: price + tax, amountTax: tax };
}

/** The order's lines: each product as it is priced now, kept with the order. */
export function orderLines(
  products: ReadonlyArray<OfferedProduct & { id: string; name: string; price: number; isTaxInclusive: boolean; taxRate: number; campaignDurationDays: number }>,
): OrderedProduct[] {
  return products.map((p) => ({
    productId: p.id,
    code: p.code,
    name: p.name,
    productTypeId: p.productTypeId,
    price: p.price,
    currency: p.currency,
    isTaxInclusive: Boolean(p.isTaxInclusive),
    taxRate: p.taxRate,
    campaignDurationDays: p.campaignDurationDays,
    campaignTemplates: p.campaignTemplates,
    ...priced(p.price, Boolean(p.isTaxInclusive), p.taxRate),
  }));
}

/** The order's amount and tax: its lines' sums. */
export function orderAmounts(lines: ReadonlyArray<Pick<OrderedProduct, 'amount' | 'amountTax'>>): { amount: number; amountTax: number } {
  return { amount: lines.reduce((sum, l) => sum + l.amount, 0), amountTax: lines.reduce((sum, l) => sum + l.amountTax, 0) };
}

/**
 * The receipt e-mail is the first agent's (contract, 002 §3), never one the request chooses; the
 * caller's own when the customer context has none for that agent. Lower-cased.
 */
export function receiptEmail(agentIds: readonly string[], agents: ReadonlyArray<{ id: string; email?: string | null }>, callerEmail: string | null | undefined): string | null {
  return (agents.find((a) => a.id === agentIds[0])?.email ?? callerEmail ?? null)?.toLowerCase() ?? null;
}

const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

/** EMAIL_NOTICE addresses lower-cased, those that are no e-mail address dropped (002 §5); an empty notice goes. */
export function cleanAttributes(attributes: OrderAttribute[]): OrderAttribute[] {
  const out: OrderAttribute[] = [];
  for (const a of attributes) {
    if (a.entity !== 'EMAIL_NOTICE') {
      out.push({ entity: a.entity, key: a.key, value: a.value.trim() });
      continue;
    }
    const kept = a.value.split(/[\s,;]+/).map((e) => e.toLowerCase()).filter((e) => EMAIL.test(e));
    if (kept.length) out.push({ entity: 'EMAIL_NOTICE', key: 'mailto', value: [...new Set(kept)].join(',') });
  }
  return out;
}

// Campaign data (002 §3 campaign data item, §5 order and map targeting): what the schema cannot say with
// the spec's messages: at most 15 markers, each radius 1 km to 80 km, and the minimum age not above the maximum.

export const MAX_MARKERS = 15;
/** Metres (000 §3: a marker's radius defaults to 10000 m). */
export const MIN_RADIUS = 1_000;
export const MAX_RADIUS = 80_000;

export const CAMPAIGN_MESSAGES = {
  markers: 'No more than 15 Markers allowed in targeting',
  minRadius: 'Minimum radius is 1km',
  maxRadius: 'Maximum radius is 80km',
  ages: 'Age min cannot exceed age max.',
} as const;

/** The field errors of the campaign data under `base` (e.g. /body/campaignData); none when it is valid. */
export function campaignDataErrors(items: CampaignDataItem[], base: string): FieldError[] {
  const errors: FieldError[] = [];
  items.forEach((item, i) => {
    const at = `${base}/${i}/adSettings`;
    const ad = item.adSettings;
    if (!ad) return;
    const markers = ad.location?.markers ?? [];
    if (markers.length > MAX_MARKERS) errors.push({ path: `${at}/location/markers`, message: CAMPAIGN_MESSAGES.markers });
    markers.forEach((m, j) => {
      if (m.radius < MIN_RADIUS) errors.push({ path: `${at}/location/markers/${j}/radius`, message: CAMPAIGN_MESSAGES.minRadius });
      if (m.radius > MAX_RADIUS) errors.push({ path: `${at}/location/markers/${j}/radius`, message: CAMPAIGN_MESSAGES.maxRadius });
    });
    if (ad.ageMin !== undefined && ad.ageMax !== undefined && ad.ageMin > ad.ageMax) errors.push({ path: `${at}/ageMin`, message: CAMPAIGN_MESSAGES.ages });
  });
  return errors;
}

/**
 * Each campaign data item is the data of one of the order's products' campaign templates (002 §3): an
 * item naming another template (another customer's, or none of these products') is refused at its
 * templateId, so that neither the images rule below nor its messages read a template that is not the
 * order's, and campaign building (ads campaigns/rules.ts dataFor, which takes the item whose templateId
 * is exactly the product template's) finds every item that was checked. Ids are uuids, compared in any
 * letter case (MariaDB's lookups ignore case); the items come back with the product template's own id,
 * so that what is stored matches exactly. An item naming no template is kept as it is: it is no
 * template's data, and nothing builds from it.
 */
export function campaignDataOfProducts(
  items: readonly CampaignDataItem[],
  products: ReadonlyArray<Pick<OfferedProduct, 'campaignTemplates'>>,
  base: string,
): { items: CampaignDataItem[]; errors: FieldError[] } {
  const own = new Map(products.flatMap((p) => p.campaignTemplates.map((t) => [t.templateId.toLowerCase(), t.templateId] as const)));
  const errors: FieldError[] = [];
  const bound = items.map((item, i) => {
    if (item.templateId === undefined) return item;
    const templateId = own.get(item.templateId.toLowerCase());
    if (templateId === undefined) errors.push({ path: `${base}/${i}/templateId`, message: MESSAGES.campaignDataTemplate });
    return templateId === undefined ? item : { ...item, templateId };
  });
  return { items: bound, errors };
}

/**
 * 002 §5 "Images per campaign type", held on the server too (the dashboard blocks with the same rules and
 * messages, openapi/src/rules/campaign-images.ts): each item (bound to the order's products' templates
 * by campaignDataOfProducts first) whose template is the order's customer's, with its campaign type known
 * (from campaign_template.saved), and that carries its images is held to that type's minimum and maximum,
 * an image campaign's maximum being the customer's imageAdLimit; images marked deleted do not count. An
 * item without images leaves them to its listings' (as campaign building does) and is not checked. The
 * carousel and DPA "at least 2 items" rule has no campaign type here to bind (the types are single
 * listing carousels, image, video and display campaigns).
 */
export function campaignDataImageErrors(
  items: readonly CampaignDataItem[],
  templates: ReadonlyArray<{ templateId: string; customerId: string; campaignType: string | null }>,
  customerId: string,
  imageAdLimit: number,
  base: string,
): FieldError[] {
  // Only the order's customer's templates: another's campaign type is not told through a refusal.
  const ours = templates.filter((t) => t.customerId === customerId);
  const errors: FieldError[] = [];
  items.forEach((item, i) => {
    const images = item.resources?.images;
    const campaignType = ours.find((t) => t.templateId === item.templateId)?.campaignType;
    if (!images || !campaignType) return;
    const count = images.filter((image) => !image.deleted).length;
    for (const message of campaignImageErrors(campaignType, count, imageAdLimit)) errors.push({ path: `${base}/${i}/resources/images`, message });
  });
  return errors;
}

/**
 * 002 §1, §6 "Order creation is offered only if the dashboard has products": a product is offered to a
 * customer only when each of its campaign templates is a live template of that customer (listProducts
 * leaves the others out), and an order naming another is refused as a product not available, at its
 * code's index: campaign building would not use another customer's template, or a deleted one.
 */
export function productTemplateErrors(
  codes: readonly string[],
  products: ReadonlyArray<Pick<OfferedProduct, 'code' | 'campaignTemplates'>>,
  known: ReadonlyArray<{ templateId: string; customerId: string; deleted: boolean }>,
  customerId: string,
): FieldError[] {
  const usable = new Set(known.filter((t) => t.customerId === customerId && !t.deleted).map((t) => t.templateId));
  return products
    .filter((p) => !orderableWith(p.campaignTemplates, usable))
    .map((p) => ({ path: `/body/products/${codes.indexOf(p.code)}`, message: MESSAGES.noProduct }));
}

/** Whether a product's templates are all among a customer's live templates (a product of none makes no campaign and is offered). */
export const orderableWith = (templates: ReadonlyArray<{ templateId: string }>, customerTemplateIds: ReadonlySet<string>): boolean => templates.every((t) => customerTemplateIds.has(t.templateId));

// Comments

export const MAX_COMMENTS = 100;

/** A comment by `createdBy` (null: the system's, for staff), made at `at` with the id it is handed. */
export const newComment = (id: string, text: string, createdBy: string | null, at: Date): OrderComment => ({ id, text, createdBy, createdAt: at.toISOString() });

/** The comments with a caller's comment added; refused when the order has all it may have. */
export function withComment(comments: readonly OrderComment[], comment: OrderComment): OrderComment[] {
  if (comments.length >= MAX_COMMENTS) throw invalidField('/body/text', MESSAGES.maxComments(MAX_COMMENTS));
  return [...comments, comment];
}

/** The comments with a system comment added, or null when the order has all it may have (the comment is dropped). */
export function withSystemComment(comments: readonly OrderComment[], comment: OrderComment): OrderComment[] | null {
  return comments.length < MAX_COMMENTS ? [...comments, comment] : null;
}

/** The comments without one: only its author or staff delete it (a system comment, e.g. a failed payment's, only staff). */
export function withoutComment(comments: readonly OrderComment[], commentId: string, by: { userId: string; staff: boolean }): OrderComment[] {
  const comment = comments.find((c) => c.id === commentId);
  if (!comment) throw notFound(MESSAGES.commentNotFound);
  if (!by.staff && comment.createdBy !== by.userId) throw forbidden(MESSAGES.commentNotYours);
  return comments.filter((c) => c.id !== commentId);
}

// Listing orders

/** The list's window (002 §5 Dates): from in the future is refused, to is capped at now; a dashboard user's default is a year back. */
export function dateWindow(q: { dateFrom?: string; dateTo?: string; dateRange?: number }, dashboard: boolean, now: Date): { from?: Date; to?: Date } {
  let from = q.dateFrom ? new Date(q.dateFrom) : undefined;
  if (from && from.getTime() > now.getTime()) throw invalidField('/query/dateFrom', MESSAGES.fromDateFuture);
  if (!from && q.dateRange) from = new Date(now.getTime() - q.dateRange * DAY);
  if (!from && dashboard) from = new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth(), now.getUTCDate()));
  let to = q.dateTo ? new Date(q.dateTo) : undefined;
  if (to && to.getTime() > now.getTime()) to = now;
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

/** The sums of the listed orders in one currency. */
export interface CurrencySums {
  currency: string;
  amount: number;
  amountTax: number;
  impressions: number;
}

export interface Totals {
  overallImpressions: number;
  totalPrice: Array<{ currency: string; amount: number }>;
}

/** The list's totals: impressions over all, the price per currency without the tax in it unless asked (002 §9: the budget shown excludes tax). */
export function totalsOf(sums: readonly CurrencySums[], withTax: boolean): Totals {
  return {
    overallImpressions: sums.reduce((sum, r) => sum + r.impressions, 0),
    totalPrice: sums.map((r) => ({ currency: r.currency, amount: withTax ? r.amount : r.amount - r.amountTax })),
  };
}

// Status transitions: the order decides its next status and the events that follow it; the use cases
// write the status, its entry in the order's history, and record those events.

/** The events that follow a change of an order's status, in the order they are recorded. */
export type FollowingEvent = 'order.status_changed' | 'order.ready' | 'order.cancelled';

export interface StatusMove {
  from: OrderStatus;
  to: OrderStatus;
  follows: FollowingEvent[];
}

/** Leaving one of these for READY makes the order ready for delivery (order.ready). */
export const NOT_YET_READY: readonly OrderStatus[] = ['PENDING_PAYMENT', 'PLACED'];

/** A placed order: an invoiced one is ready at once (contract: order.ready with order.created); a card one waits for its payment. */
export function placedStatus(paymentType: PaymentType): { status: OrderStatus; ready: boolean } {
  return paymentType === 'INVOICE' ? { status: 'READY', ready: true } : { status: 'PENDING_PAYMENT', ready: false };
}

/** The statuses as the screens name them (and the refusals quote them). */
export const STATUS_LABELS: Record<OrderStatus, string> = {
  PENDING_PAYMENT: 'Pending payment',
  PLACED: 'Placed',
  READY: 'Ready',
  PROCESSING: 'Processing',
  FAILED: 'Failed',
  DELIVERED: 'Delivered',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
};

/** The staff roles that move orders by hand; sales staff see orders only (001 §1). */
const MOVERS: readonly Role[] = ['admin', 'operations'];

/**
 * The moves staff make by hand, and the roles that may make each. A card order leaves PENDING_PAYMENT
 * only through its payment (payment.succeeded) or a cancellation; nothing returns to PENDING_PAYMENT;
 * a campaign is delivered only once the order is READY (or PROCESSING); DELIVERED ends in COMPLETED
 * (the campaign ran, so it is not cancelled); CANCELLED and COMPLETED are final.
 */
export const STATUS_TRANSITIONS: Readonly<Record<OrderStatus, Partial<Record<OrderStatus, readonly Role[]>>>> = {
  PENDING_PAYMENT: { CANCELLED: MOVERS },
  PLACED: { READY: MOVERS, CANCELLED: MOVERS },
  READY: { PROCESSING: MOVERS, FAILED: MOVERS, DELIVERED: MOVERS, CANCELLED: MOVERS },
  PROCESSING: { DELIVERED: MOVERS, FAILED: MOVERS, CANCELLED: MOVERS },
  FAILED: { PROCESSING: MOVERS, CANCELLED: MOVERS },
  DELIVERED: { COMPLETED: MOVERS },
  COMPLETED: {},
  CANCELLED: {},
};

/** At most this many staff moves are kept on an order (FAILED and PROCESSING may alternate). */
export const MAX_STATUS_MOVES = 100;

export const STATUS_MESSAGES = {
  final: (status: OrderStatus) => `A ${STATUS_LABELS[status].toLowerCase()} order is final: its status cannot change.`,
  noPendingPayment: 'No order is moved to Pending payment by hand: only a card order waits for its payment, from when it is placed.',
  unpaidCard: 'A card order becomes Ready when its payment succeeds: it cannot be moved on by hand before it is paid.',
  deliveredOnlyWhenReady: 'An order is delivered only once it is Ready or Processing.',
  deliveredNotCancelled: 'A delivered campaign cannot be cancelled: it has run.',
  notAMove: (from: OrderStatus, to: OrderStatus) => `An order cannot move from ${STATUS_LABELS[from]} to ${STATUS_LABELS[to]}.`,
  movers: "Only admin and operations staff change an order's status.",
  paidCardCancel: 'Only an admin cancels a paid card order: its payment must be refunded.',
  tooManyMoves: `An order's status changes at most ${MAX_STATUS_MOVES} times.`,
} as const;

/** The order as its transitions see it. */
export interface MovableOrder {
  status: OrderStatus;
  paymentType: PaymentType;
}

/** A card order that has left PENDING_PAYMENT other than by cancellation was paid (only payment.succeeded moves it on). */
export const isPaidCard = (o: MovableOrder) => o.paymentType === 'CREDIT_CARD' && o.status !== 'PENDING_PAYMENT' && o.status !== 'CANCELLED';

/** Why no one may make this move (409), or null when the table has it. */
function moveConflict(o: MovableOrder, to: OrderStatus): string | null {
  const from = o.status;
  if (from === 'CANCELLED' || from === 'COMPLETED') return STATUS_MESSAGES.final(from);
  if (to === 'PENDING_PAYMENT') return STATUS_MESSAGES.noPendingPayment;
  if (from === 'PENDING_PAYMENT' && to !== 'CANCELLED') return STATUS_MESSAGES.unpaidCard;
  if (from === 'DELIVERED' && to === 'CANCELLED') return STATUS_MESSAGES.deliveredNotCancelled;
  if (to === 'DELIVERED' && from !== 'READY' && from !== 'PROCESSING') return STATUS_MESSAGES.deliveredOnlyWhenReady;
  return STATUS_TRANSITIONS[from][to] ? null : STATUS_MESSAGES.notAMove(from, to);
}

/** Why these roles may not make a move the table has (403), or null when they may. */
function moveForbidden(o: MovableOrder, to: OrderStatus, roles: readonly string[]): string | null {
  const allowed = STATUS_TRANSITIONS[o.status][to] ?? [];
  if (!roles.some((r) => (allowed as readonly string[]).includes(r))) return STATUS_MESSAGES.movers;
  if (to === 'CANCELLED' && isPaidCard(o) && !roles.includes('admin')) return STATUS_MESSAGES.paidCardCancel;
  return null;
}

/**
 * Staff move an order to a status: order.status_changed, then order.ready when it leaves NOT_YET_READY
 * for READY, or order.cancelled when it is cancelled. The same status again is no move (null): nothing
 * is written and nothing recorded. A move the table does not have is 409 with its reason; one these
 * roles may not make is 403; one past MAX_STATUS_MOVES is 409.
 */
export function moveStatus(order: MovableOrder, to: OrderStatus, roles: readonly string[], movesSoFar = 0): StatusMove | null {
  if (order.status === to) return null;
  const conflicting = moveConflict(order, to);
  if (conflicting) throw conflict(conflicting);
  const refused = moveForbidden(order, to, roles);
  if (refused) throw forbidden(refused);
  if (movesSoFar >= MAX_STATUS_MOVES) throw conflict(STATUS_MESSAGES.tooManyMoves);
  return moveTo(order.status, to);
}

/**
 * A move another context's events make (the ads context's campaigns: DELIVERED, then COMPLETED), along
 * the same table as staff moves but with no role: null when the table has no such move from where the
 * order is (it was cancelled, failed or moved on meanwhile) or it is there already, and nothing is written.
 */
export function eventMove(order: MovableOrder, to: OrderStatus): StatusMove | null {
  if (order.status === to || moveConflict(order, to)) return null;
  return moveTo(order.status, to);
}

/** The statuses these roles may move the order to now, in the table's order. */
export function nextStatuses(order: MovableOrder, roles: readonly string[]): OrderStatus[] {
  return (Object.keys(STATUS_TRANSITIONS[order.status]) as OrderStatus[]).filter((to) => !moveConflict(order, to) && !moveForbidden(order, to, roles));
}

/** A move to another status and the events that follow it. */
function moveTo(from: OrderStatus, to: OrderStatus): StatusMove {
  const follows: FollowingEvent[] = ['order.status_changed'];
  if (to === 'READY' && NOT_YET_READY.includes(from)) follows.push('order.ready');
  if (to === 'CANCELLED') follows.push('order.cancelled');
  return { from, to, follows };
}

// The status history

/** Who changed the status: a user (with the e-mail they had then), or the payment context (null). */
export type Changer = { userId: string; email: string | null } | null;

/** The history's entry for the status an order is placed in, or moved to. */
export function statusChange(from: OrderStatus | null, to: OrderStatus, by: Changer, source: OrderStatusChange['source'], at: Date): OrderStatusChange {
  return { from, to, at: at.toISOString(), by: by?.userId ?? null, byEmail: by?.email ?? null, source };
}

/** The staff moves in a history (its placing and payments are not counted against MAX_STATUS_MOVES). */
export const staffMoves = (history: readonly OrderStatusChange[]) => history.filter((h) => h.source === 'staff').length;

// Payment attempts

/** The latest payment outcomes kept on an order. */
export const MAX_PAYMENT_ATTEMPTS = 50;

/** The attempts with one more outcome, the oldest dropped past MAX_PAYMENT_ATTEMPTS. */
export function withPaymentAttempt(attempts: readonly OrderPaymentAttempt[], attempt: OrderPaymentAttempt): OrderPaymentAttempt[] {
  return [...attempts, attempt].slice(-MAX_PAYMENT_ATTEMPTS);
}

/** What ordered items show: each listing or resource with its title as last told, in the order's order. */
export function orderedItemsOf(
  order: { listingIds: readonly string[]; resourceIds: readonly string[] },
  known: { listings: ReadonlyArray<{ id: string; title: string; deleted: boolean }>; resources: ReadonlyArray<{ id: string; title: string; deleted: boolean }> },
): OrderedItem[] {
  const item = (kind: OrderedItem['kind'], rows: ReadonlyArray<{ id: string; title: string; deleted: boolean }>) => (id: string): OrderedItem => {
    const row = rows.find((r) => r.id === id);
    return { id, kind, title: row?.title ?? null, deleted: row?.deleted ?? false };
  };
  return [...order.listingIds.map(item('LISTING', known.listings)), ...order.resourceIds.map(item('RESOURCE', known.resources))];
}

/** What a payment.succeeded does to the order it names. */
export type PaymentSucceededOutcome<O> =
  | { kind: 'paid'; order: O; move: StatusMove }
  /**
   * The order is kept as it is and the payment is to be refunded (order.refund_required, with the
   * order's status when it is the paying customer's); an order of the paying customer gets a comment for staff.
   */
  | { kind: 'refund'; commentOn: O | null; orderStatus: OrderStatus | null };

/**
 * payment.succeeded: an unpaid order (PENDING_PAYMENT) of the paying customer becomes READY. A payment
 * for an order that no longer waits for one (paid already, moved on by staff, cancelled) is to be
 * refunded, with a comment for staff; so is one for an order that is gone or not the paying
 * customer's (no comment then, and no status told).
 */
export function paymentSucceeded<O extends { customerId: string; status: OrderStatus }>(order: O | null, payment: { customerId: string }): PaymentSucceededOutcome<O> {
  const mine = order && order.customerId === payment.customerId ? order : null;
  if (mine && mine.status === 'PENDING_PAYMENT') return { kind: 'paid', order: mine, move: moveTo(mine.status, 'READY') };
  return { kind: 'refund', commentOn: mine, orderStatus: mine?.status ?? null };
}

/** payment.failed: an unpaid order of the paying customer stays PENDING_PAYMENT and gets the provider's message as a comment for staff; any other is left alone. */
export function paymentFailedComment(order: { customerId: string; status: OrderStatus } | null, payment: { customerId: string; reason: string }): string | null {
  if (!order || order.customerId !== payment.customerId || order.status !== 'PENDING_PAYMENT') return null;
  return `Payment failed: ${payment.reason}`.slice(0, 2000);
}
