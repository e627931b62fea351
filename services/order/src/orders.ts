// Orders (002 §3–§5): placed with the payload of 002 §3 and every rule of 002 §5 checked here, under an
// Idempotency-Key; listed with the dates of 002 §5 and totals per currency; commented, edited, moved
// between statuses by staff and deleted. Tenancy comes with the owned resource (persistence/resources.ts);
// the customer, office and agents an order names are checked against the projection of the customer
// context, its listings and resources against the projections fed by their contexts' events (events/consumed.ts).
import { createHash, randomUUID } from 'node:crypto';
import { In, type SelectQueryBuilder } from 'typeorm';
import { checkCustomerReferences, conflict, CustomerReferenceEntity, forbidden, isEntitledStaff, containsClause, containsPattern, invalidField, invalidFields, isDuplicateKey, notFound, owningCustomer, scopeOf, SYSTEM, type FieldError, type Principal } from '@adops/platform';
import type { components, operations } from '@adops/openapi/generated/order';
import { lists } from '@adops/openapi/generated/lists';
import { KnownListingEntity, KnownResourceEntity, OrderCounterEntity, ProductEntity, ProductSettingsEntity, ProductTypeEntity, type OrderRow, type ProductRow } from './persistence/entities.ts';
import type { OrderResources, OrderTx } from './persistence/resources.ts';
import { checkStartDate, cleanAttributes, dateWindow, MAX_AGENTS, MAX_ITEMS, MESSAGES, paymentTypesFor, priced } from './domain/order-rules.ts';
import { DEFAULT_PRODUCT_SETTINGS } from './domain/types.ts';
import { campaignDataErrors } from './domain/campaign-data.ts';
import type { OrderComment, OrderedProduct, OrderStatus } from './domain/types.ts';
import { orderCancelled, orderCreated, orderReady, orderRefundRequired, orderStatusChanged } from './events/published.ts';
import type { PaymentSucceeded } from './events/consumed.ts';
import { major } from './exports.ts';

type CreateOrderRequest = components['schemas']['CreateOrderRequest'];
export type OrderListQuery = NonNullable<operations['listOrders']['parameters']['query']>;
export type OrderExportQuery = NonNullable<operations['exportOrders']['parameters']['query']>;
type Filters = Pick<OrderListQuery, 'dateFrom' | 'dateTo' | 'dateRange' | 'officeId' | 'customerId' | 'status' | 'search'>;

export interface Placed {
  order: OrderRow;
  /** False when an earlier call with the same Idempotency-Key placed it. */
  created: boolean;
}

export interface Totals {
  overallImpressions: number;
  totalPrice: Array<{ currency: string; amount: number }>;
}

const MAX_COMMENTS = 100;
const EXPORT_LIMIT = 10_000;

const newComment = (text: string, createdBy: string | null, at = new Date()): OrderComment => ({ id: randomUUID(), text, createdBy, createdAt: at.toISOString() });

/** Leaving one of these for READY makes the order ready for delivery (order.ready). */
const NOT_YET_READY: OrderStatus[] = ['PENDING_PAYMENT', 'PLACED'];

export class Orders {
  private readonly r: OrderResources;

  constructor(resources: OrderResources) {
    this.r = resources;
  }

  /**
   * Places an order, or answers the one an earlier call of the same caller with the same key placed
   * (a second confirm, 002 §4). The same key with another body is 409.
   */
  async place(actor: Principal, input: CreateOrderRequest, idempotencyKey?: string): Promise<Placed> {
    const requestHash = idempotencyKey ? createHash('sha256').update(JSON.stringify(input)).digest('hex') : null;
    if (idempotencyKey) {
      const earlier = await this.byKey(actor, idempotencyKey, requestHash!);
      if (earlier) return { order: earlier, created: false };
    }
    try {
      const order = await this.r.kit.transaction((tx) => this.insert(tx, actor, input, idempotencyKey ?? null, requestHash));
      return { order, created: true };
    } catch (e) {
      // The same key sent twice at once: the unique (createdBy, idempotencyKey) index let one through.
      if (idempotencyKey && isDuplicateKey(e)) {
        const earlier = await this.byKey(actor, idempotencyKey, requestHash!);
        if (earlier) return { order: earlier, created: false };
      }
      throw e;
    }
  }

  private async byKey(actor: Principal, key: string, requestHash: string): Promise<OrderRow | null> {
    const qb = await this.r.orders.query(actor);
    const row = await qb.andWhere('o.createdBy = :by AND o.idempotencyKey = :key', { by: actor.userId, key }).getOne();
    if (row && row.requestHash !== requestHash) throw conflict(MESSAGES.idempotencyReused);
    return row;
  }

  private async insert(tx: OrderTx, actor: Principal, input: CreateOrderRequest, idempotencyKey: string | null, requestHash: string | null): Promise<OrderRow> {
    const customerId = owningCustomer(actor, input.customerId);
    const errors: FieldError[] = [];
    const add = (path: string, message: string) => errors.push({ path, message });

    // The payment types the caller's roles are offered (the product settings, 002 §6).
    const settings = (await tx.m.findOne(ProductSettingsEntity, { where: { id: 'default' } }))?.settings ?? DEFAULT_PRODUCT_SETTINGS;
    if (!paymentTypesFor(actor.roles, settings).includes(input.paymentType)) add('/body/paymentType', MESSAGES.paymentTypeNotOffered(input.paymentType));

    const campaignName = (input.campaignName ?? '').trim();
    if (!campaignName) add('/body/campaignName', MESSAGES.campaignName);

    // Agents: an agent's or branch user's own agent is always among them (first); 1 to MAX_AGENTS.
    const scope = scopeOf(actor);
    let agentIds = [...new Set((input.agents ?? []).map((a) => a.id))];
    if (scope.level === 'agent' && !agentIds.includes(scope.agentId)) agentIds = [scope.agentId, ...agentIds];
    if (agentIds.length === 0) add('/body/agents', MESSAGES.agentRequired);
    if (agentIds.length > MAX_AGENTS) add('/body/agents', MESSAGES.maxAgents(MAX_AGENTS));

    const officeId = input.officeId ?? null;
    if (scope.level === 'offices' && (!officeId || !scope.officeIds.includes(officeId))) add('/body/officeId', MESSAGES.ownOffice);
    // The agents as the customer context last told (their offices, their e-mails).
    const agentRows = agentIds.length ? await tx.m.find(CustomerReferenceEntity, { where: { id: In(agentIds), kind: 'agent', customerId, deleted: false } }) : [];
    // An agent or branch user orders for one of their own agent's offices (as the customer context knows them).
    if (scope.level === 'agent' && officeId && !agentRows.find((a) => a.id === scope.agentId)?.officeIds.includes(officeId)) add('/body/officeId', MESSAGES.ownOffice);

    // The customer, office and agents first (an unknown customer makes every other answer moot); a
    // dashboard user's own customer and agent come with the session, staff name them.
    const own = scope.level === 'agent' ? scope.agentId : undefined;
    // Too many agents is answered as such (below), not as unknown ones.
    const checkedAgents = agentIds.length > MAX_AGENTS ? [] : agentIds.filter((id) => id !== own);
    await checkCustomerReferences(tx.m, { customerId, checkCustomer: actor.kind === 'staff', officeId, agentIds: checkedAgents }, {
      customer: '/body/customerId',
      office: '/body/officeId',
      agent: (i) => `/body/agents/${Math.max(0, (input.agents ?? []).findIndex((a) => a.id === checkedAgents[i]))}/id`,
    });

    // What is ordered: listings, resources or a catalog, at most MAX_ITEMS.
    const listingIds = input.orderType === 'LISTING' ? [...new Set(input.listingIds ?? [])] : [];
    const resourceIds = input.orderType === 'RESOURCE' ? [...new Set(input.resourceIds ?? [])] : [];
    const fbDpaCatalogId = input.orderType === 'DPA_CATALOG' ? (input.fbDpaCatalogId ?? null) : null;
    const itemCount = input.orderType === 'LISTING' ? listingIds.length : input.orderType === 'RESOURCE' ? resourceIds.length : fbDpaCatalogId ? 1 : 0;
    const itemsPath = input.orderType === 'LISTING' ? '/body/listingIds' : input.orderType === 'RESOURCE' ? '/body/resourceIds' : '/body/fbDpaCatalogId';
    if (itemCount === 0) add(itemsPath, MESSAGES.nothingSelected);
    if (itemCount > MAX_ITEMS) add(itemsPath, MESSAGES.selectionLimit);

    errors.push(...campaignDataErrors(input.campaignData ?? [], '/body/campaignData'));

    try {
      checkStartDate(input.startDate);
    } catch {
      add('/body/startDate', MESSAGES.startDate);
    }

    // Products by code, each of a type that takes this many items.
    const products = await this.productsOf(tx, input.products, itemCount, add);
    const attributes = cleanAttributes(input.attributes ?? []);
    const has = (entity: string) => attributes.some((a) => a.entity === entity && a.value.length > 0);
    const models = new Set(products.flatMap((p) => p.campaignTemplates.map((t) => t.templateModel)));
    if (models.has('CustomerCampaignTemplate') && !has('FB_AD_ACCOUNT')) add('/body/attributes', MESSAGES.facebookAccount);
    if (models.has('CustomerGdnCampaignTemplate') && !has('GDN_AD_ACCOUNT')) add('/body/attributes', MESSAGES.googleAccount);
    const currencies = new Set(products.map((p) => p.currency));
    if (currencies.size > 1) add('/body/products', MESSAGES.oneCurrency);

    await this.checkListings(tx, customerId, listingIds, add);
    await this.checkResources(tx, customerId, resourceIds, add);
    if (errors.length) throw invalidFields(errors);

    const lines: OrderedProduct[] = products.map((p) => ({
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
    const now = new Date();
    const status: OrderStatus = input.paymentType === 'INVOICE' ? 'READY' : 'PENDING_PAYMENT';
    const row = await this.r.orders.insert(
      tx,
      {
        orderNumber: await this.nextOrderNumber(tx),
        customerId,
        officeId,
        agents: agentIds.map((id) => ({ id })),
        // The receipt e-mail is the first agent's (contract, 002 §3), never one the request chooses; the
        // caller's own when the customer context has none for that agent.
        email: (agentRows.find((a) => a.id === agentIds[0])?.email ?? actor.email ?? null)?.toLowerCase() ?? null,
        orderedFrom: input.orderedFrom ?? null,
        paymentType: input.paymentType,
        status,
        orderType: input.orderType,
        source: 'ORDER_FORM',
        products: lines,
        amount: lines.reduce((sum, l) => sum + l.amount, 0),
        amountTax: lines.reduce((sum, l) => sum + l.amountTax, 0),
        currency: lines[0]!.currency,
        startDate: input.startDate ?? null,
        campaignName,
        comments: (input.comments ?? []).filter((t) => t.trim()).map((text) => newComment(text.trim(), actor.userId, now)),
        attributes,
        campaignData: input.campaignData ?? [],
        listingIds,
        resourceIds,
        fbDpaCatalogId,
        impressions: 0,
        createdBy: actor.userId,
        idempotencyKey,
        requestHash,
      },
      orderCreated,
    );
    // An invoiced order is ready at once (contract: order.ready in the same transaction).
    if (status === 'READY') await tx.record(orderReady(row));
    return row;
  }

  private async productsOf(tx: OrderTx, codes: string[], itemCount: number, add: (path: string, message: string) => void): Promise<ProductRow[]> {
    const unique = [...new Set(codes)];
    const rows = await tx.m.find(ProductEntity, { where: { code: In(unique) } });
    const types = rows.length ? await tx.m.find(ProductTypeEntity, { where: { id: In([...new Set(rows.map((p) => p.productTypeId))]) } }) : [];
    const found: ProductRow[] = [];
    unique.forEach((code) => {
      const product = rows.find((p) => p.code === code);
      const type = product && types.find((t) => t.id === product.productTypeId);
      // Unknown, or of a type this many items cannot be ordered with: the flow offers none (002 §5).
      if (!product || !type || (itemCount > 0 && (itemCount < type.minListings || itemCount > type.maxListings))) add(`/body/products/${codes.indexOf(code)}`, MESSAGES.noProduct);
      else found.push(product);
    });
    return found;
  }

  /** Each listing is the customer's and not deleted, as the listing context's events told this service. */
  private async checkListings(tx: OrderTx, customerId: string, ids: string[], add: (path: string, message: string) => void): Promise<void> {
    if (!ids.length) return;
    const known = await tx.m.find(KnownListingEntity, { where: { id: In(ids) } });
    ids.forEach((id, i) => {
      const row = known.find((l) => l.id === id);
      if (!row || row.customerId !== customerId) add(`/body/listingIds/${i}`, MESSAGES.unknownListing);
      else if (row.deleted) add(`/body/listingIds/${i}`, MESSAGES.deletedListing(row.title));
    });
  }

  /** Only published resources of the customer (003): an unknown one is not known to be published. */
  private async checkResources(tx: OrderTx, customerId: string, ids: string[], add: (path: string, message: string) => void): Promise<void> {
    if (!ids.length) return;
    const known = await tx.m.find(KnownResourceEntity, { where: { id: In(ids) } });
    ids.forEach((id, i) => {
      const row = known.find((r) => r.id === id);
      if (!row || row.customerId !== customerId || row.deleted || !row.published) add(`/body/resourceIds/${i}`, MESSAGES.publishedOnly);
    });
  }

  /** The next order number: one counter row, locked by its update until the order commits (unique, increasing). */
  private async nextOrderNumber(tx: OrderTx): Promise<number> {
    // eslint-disable-next-line no-restricted-syntax -- the counter belongs to no customer: one global row, locked by this update.
    await tx.m.createQueryBuilder().update(OrderCounterEntity).set({ value: () => 'value + 1' }).where('name = :name', { name: 'orderNumber' }).execute();
    const row = await tx.m.findOneOrFail(OrderCounterEntity, { where: { name: 'orderNumber' } });
    return Number(row.value);
  }


  // Reads

  get(actor: Principal, id: string): Promise<OrderRow> {
    return this.r.orders.get(actor, id);
  }

  async list(actor: Principal, q: OrderListQuery): Promise<{ items: OrderRow[]; count: number; totals?: Totals }> {
    const window = dateWindow(q, actor.kind === 'dashboard');
    const page = await this.r.orders.list(actor, q, (qb) => this.narrow(qb, q, window, false));
    if (!q.includeTotalPrice && !q.includeImpressions) return page;
    const qb = this.narrow(await this.r.orders.query(actor), q, window, true);
    const raw = await qb
      .select('o.currency', 'currency')
      .addSelect('SUM(o.amount)', 'amount')
      .addSelect('SUM(o.amountTax)', 'amountTax')
      .addSelect('SUM(o.impressions)', 'impressions')
      .groupBy('o.currency')
      .orderBy('o.currency', 'ASC')
      .getRawMany<{ currency: string; amount: string | number; amountTax: string | number; impressions: string | number | null }>();
    return {
      ...page,
      totals: {
        overallImpressions: raw.reduce((sum, r) => sum + Number(r.impressions ?? 0), 0),
        // Without the tax of tax-inclusive products unless asked (002 §9: the budget shown excludes tax).
        totalPrice: raw.map((r) => ({ currency: r.currency, amount: q.includeTotalPriceTax ? Number(r.amount) : Number(r.amount) - Number(r.amountTax) })),
      },
    };
  }

  /** The orders an export selects: the list's filters, no paging, at most EXPORT_LIMIT. */
  async exportRows(actor: Principal, q: OrderExportQuery): Promise<OrderRow[]> {
    const window = dateWindow(q, actor.kind === 'dashboard');
    const page = await this.r.orders.list(actor, { page: 1, limit: EXPORT_LIMIT, sort: q.sort ?? '-createdAt', search: q.search }, (qb) => this.narrow(qb, q, window, false));
    return page.items;
  }

  private narrow(qb: SelectQueryBuilder<OrderRow>, q: Filters, window: { from?: Date; to?: Date }, withSearch: boolean): SelectQueryBuilder<OrderRow> {
    if (q.customerId) qb.andWhere('o.customerId = :fCustomer', { fCustomer: q.customerId });
    if (q.officeId) qb.andWhere('o.officeId = :fOffice', { fOffice: q.officeId });
    if (q.status) qb.andWhere('o.status = :fStatus', { fStatus: q.status });
    if (window.from) qb.andWhere('o.createdAt >= :fFrom', { fFrom: window.from });
    if (window.to) qb.andWhere('o.createdAt <= :fTo', { fTo: window.to });
    // The list's own search is the paging kit's; the totals' query applies the same match itself.
    if (withSearch && q.search) {
      qb.andWhere(`(${lists.listOrders.search.map((c) => containsClause(`o.${c}`, 'fSearch')).join(' OR ')})`, { fSearch: containsPattern(q.search) });
    }
    return qb;
  }

  // Changes

  addComment(actor: Principal, id: string, text: string): Promise<OrderRow> {
    return this.r.orders.update(actor, id, (current) => {
      if (current.comments.length >= MAX_COMMENTS) throw invalidField('/body/text', `An order has at most ${MAX_COMMENTS} comments.`);
      return { comments: [...current.comments, newComment(text.trim(), actor.userId)] };
    });
  }

  /** Only the comment's author or staff delete it (a system comment, e.g. a failed payment's, only staff). */
  deleteComment(actor: Principal, id: string, commentId: string): Promise<OrderRow> {
    return this.r.orders.update(actor, id, (current) => {
      const comment = current.comments.find((c) => c.id === commentId);
      if (!comment) throw notFound('Comment not found.');
      if (!isEntitledStaff(actor) && comment.createdBy !== actor.userId) throw forbidden(MESSAGES.commentNotYours);
      return { comments: current.comments.filter((c) => c.id !== commentId) };
    });
  }

  setCampaignData(actor: Principal, id: string, campaignData: OrderRow['campaignData']): Promise<OrderRow> {
    const errors = campaignDataErrors(campaignData, '/body/campaignData');
    if (errors.length) throw invalidFields(errors);
    return this.r.orders.update(actor, id, () => ({ campaignData }));
  }

  setEmail(actor: Principal, id: string, email: string): Promise<OrderRow> {
    return this.r.orders.update(actor, id, () => ({ email: email.toLowerCase() }));
  }

  /** Staff move an order between statuses; the same status again changes nothing and records nothing. */
  setStatus(actor: Principal, id: string, to: OrderStatus): Promise<OrderRow> {
    return this.r.kit.transaction(async (tx) => {
      const current = await this.r.orders.lock(tx, actor, id);
      return current.status === to ? current : this.moveTo(tx, current, to);
    });
  }

  /** Writes the new status with its events: status_changed, and ready or cancelled where they apply. */
  private async moveTo(tx: OrderTx, current: OrderRow, to: OrderStatus): Promise<OrderRow> {
    const next = await this.r.orders.write(tx, current, { status: to }, (n) => orderStatusChanged(n, current.status));
    if (to === 'READY' && NOT_YET_READY.includes(current.status)) await tx.record(orderReady(next));
    if (to === 'CANCELLED') await tx.record(orderCancelled(next));
    return next;
  }

  /** Deletes the order; the payment context hears order.cancelled (an open payment is cancelled). */
  async remove(actor: Principal, id: string): Promise<void> {
    await this.r.orders.remove(actor, id, orderCancelled);
  }

  /**
   * payment.succeeded: an unpaid order of the paying customer becomes READY (order.ready). A payment for an
   * order that no longer waits for one (paid already, moved on by staff, cancelled) keeps the order as it
   * is, adds a comment for staff and records order.refund_required; so does one for an order that is gone
   * or not the paying customer's (no comment then). The inbox handles each event once, and the payment
   * context publishes one payment.succeeded per payment: a second one is a second payment.
   */
  async paid(tx: OrderTx, payment: PaymentSucceeded): Promise<void> {
    const current = await this.lockForEvent(tx, payment.orderId);
    if (current && current.customerId === payment.customerId && current.status === 'PENDING_PAYMENT') {
      await this.moveTo(tx, current, 'READY');
      return;
    }
    const mine = current && current.customerId === payment.customerId ? current : null;
    if (mine) await this.addSystemComment(tx, mine, MESSAGES.refundRequired(`${major(payment.amount, payment.currency)} ${payment.currency}`, mine.status, payment.providerPaymentId));
    await tx.record(orderRefundRequired(payment, mine?.status ?? null));
  }

  /** payment.failed: the order stays PENDING_PAYMENT; the provider's message is kept as a comment for staff. */
  async paymentFailed(tx: OrderTx, orderId: string, customerId: string, reason: string): Promise<void> {
    const current = await this.lockForEvent(tx, orderId);
    if (!current || current.customerId !== customerId || current.status !== 'PENDING_PAYMENT') return;
    await this.addSystemComment(tx, current, `Payment failed: ${reason}`.slice(0, 2000));
  }

  /** An event's order, locked, or null when it is gone. */
  private async lockForEvent(tx: OrderTx, orderId: string): Promise<OrderRow | null> {
    return (await this.r.orders.queryForUpdate(tx, SYSTEM)).andWhere('o.id = :id', { id: orderId }).getOne();
  }

  /** A comment for staff (no author), unless the order has all the comments it may have. */
  private async addSystemComment(tx: OrderTx, order: OrderRow, text: string): Promise<void> {
    if (order.comments.length < MAX_COMMENTS) await this.r.orders.write(tx, order, { comments: [...order.comments, newComment(text, null)] });
  }
}
