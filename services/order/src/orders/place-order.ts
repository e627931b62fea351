// Placing an order (002 §3–§5): the payload of 002 §3 with every rule of 002 §5 (orders/rules.ts), under
// an Idempotency-Key. The customer, office and agents an order names are checked against the projection
// of the customer context, its listings and resources against the projections fed by their contexts'
// events (projections/), its products against the catalogue (products/), their campaign templates
// against the ads context's, the campaign data's items against the products' templates and their images
// against those templates' types and the customer's imageAdLimit (campaign-data.ts), its payment type
// against the customer's dashboard's payment methods (or the product settings).
import { randomUUID } from 'node:crypto';
import { idempotent, invalidFields, owningCustomer, scopeOf, type FieldError, type Principal } from '@adops/platform';
import type { components } from '@adops/openapi/generated/order';
import type { OrderRow } from './entities.ts';
import type { OrderStore, OrderTx } from './store.ts';
import type { ProductStore } from '../products/store.ts';
import type { ProjectionStore } from '../projections/store.ts';
import { DEFAULT_PRODUCT_SETTINGS } from '../products/rules.ts';
import {
  adAccountErrors,
  agentErrors,
  agentsToCheck,
  campaignDataErrors,
  campaignNameErrors,
  chosenProducts,
  cleanAttributes,
  currencyErrors,
  itemErrors,
  listingErrors,
  MESSAGES,
  newComment,
  officeErrors,
  orderAgentIds,
  orderAmounts,
  orderedItems,
  orderLines,
  paymentRoleListsFor,
  paymentTypeErrors,
  placedStatus,
  productTemplateErrors,
  receiptEmail,
  resourceErrors,
  startDateErrors,
  statusChange,
} from './rules.ts';
import { orderCreated, orderReady } from './events.ts';
import { checkCampaignData } from './campaign-data.ts';

type CreateOrderRequest = components['schemas']['CreateOrderRequest'];

export interface Placed {
  order: OrderRow;
  /** False when an earlier call with the same Idempotency-Key placed it. */
  created: boolean;
}

export class PlaceOrder {
  private readonly store: OrderStore;
  private readonly products: ProductStore;
  private readonly projections: ProjectionStore;

  constructor(store: OrderStore, products: ProductStore, projections: ProjectionStore) {
    this.store = store;
    this.products = products;
    this.projections = projections;
  }

  /**
   * Places an order, or answers the one an earlier call of the same caller with the same key placed
   * (a second confirm, 002 §4). The same key with another body is 409.
   */
  async place(principal: Principal, input: CreateOrderRequest, idempotencyKey?: string): Promise<Placed> {
    const { result, replayed } = await idempotent(
      this.store.kit,
      { operation: 'createOrder', principal, key: idempotencyKey, request: input, reusedDetail: MESSAGES.idempotencyReused },
      (tx) => this.insert(tx, principal, input),
      { idOf: (order) => order.id, replay: (id) => this.store.orders.get(principal, id) },
    );
    return { order: result, created: !replayed };
  }

  private async insert(tx: OrderTx, principal: Principal, input: CreateOrderRequest): Promise<OrderRow> {
    const now = new Date();
    const customerId = owningCustomer(principal, input.customerId);
    const scope = scopeOf(principal);
    const errors: FieldError[] = [];

    // The payment types the caller's roles are offered (002 §6): by their customer's dashboard's
    // enablePaymentMethod for a dashboard user once the customer context has told it, else by the
    // product settings.
    const settings = (await this.products.settingsIn(tx)) ?? DEFAULT_PRODUCT_SETTINGS;
    const dashboardMethods = principal.kind === 'dashboard' ? await this.projections.dashboardPaymentMethods(tx, customerId) : null;
    errors.push(...paymentTypeErrors(input.paymentType, principal.roles, paymentRoleListsFor(principal, dashboardMethods, settings)));

    const campaignName = (input.campaignName ?? '').trim();
    errors.push(...campaignNameErrors(campaignName));

    const agentIds = orderAgentIds(scope, input.agents);
    errors.push(...agentErrors(agentIds));

    // The agents as the customer context last told (their offices, their e-mails).
    const officeId = input.officeId ?? null;
    const agentRows = agentIds.length ? await this.projections.agents(tx, customerId, agentIds) : [];
    errors.push(...officeErrors(scope, officeId, scope.level === 'agent' ? agentRows.find((a) => a.id === scope.agentId)?.officeIds : undefined));

    // The customer, office and agents first (an unknown customer makes every other answer moot); a
    // dashboard user's own customer and agent come with the session, staff name them.
    const checkedAgents = agentsToCheck(scope, agentIds);
    await this.projections.checkReferences(tx, { customerId, checkCustomer: principal.kind === 'staff', officeId, agentIds: checkedAgents }, {
      customer: '/body/customerId',
      office: '/body/officeId',
      agent: (i) => `/body/agents/${Math.max(0, (input.agents ?? []).findIndex((a) => a.id === checkedAgents[i]))}/id`,
    });

    // What is ordered: listings, resources or a catalog, at most MAX_ITEMS.
    const items = orderedItems(input);
    errors.push(...itemErrors(items));
    errors.push(...campaignDataErrors(input.campaignData ?? [], '/body/campaignData'));
    errors.push(...startDateErrors(input.startDate, now));

    // Products by code, each of a type that takes this many items.
    const codes = [...new Set(input.products)];
    const offered = await this.products.productsByCode(tx, codes);
    const chosen = chosenProducts(input.products, offered.products, offered.types, items.count);
    errors.push(...chosen.errors);
    const attributes = cleanAttributes(input.attributes ?? []);
    errors.push(...adAccountErrors(chosen.products, attributes));
    errors.push(...currencyErrors(chosen.products));

    // The campaign templates of the products, as the ads context told them: each must be the customer's
    // own (002 §1, §6). Each campaign data item names one of them (kept with that template's own id), and
    // its images fit that template's type (002 §5); an item naming any other template is refused.
    const campaignData = await checkCampaignData(this.projections, tx, input.campaignData ?? [], chosen.products, customerId);
    errors.push(...productTemplateErrors(input.products, chosen.products, campaignData.templates, customerId));
    errors.push(...campaignData.bindingErrors, ...campaignData.imageErrors);

    if (items.listingIds.length) errors.push(...listingErrors(items.listingIds, await this.projections.listings(tx, items.listingIds), customerId));
    if (items.resourceIds.length) errors.push(...resourceErrors(items.resourceIds, await this.projections.resources(tx, items.resourceIds), customerId));
    if (errors.length) throw invalidFields(errors);

    const lines = orderLines(chosen.products);
    const { status, ready } = placedStatus(input.paymentType);
    const row = await this.store.orders.insert(
      tx,
      {
        orderNumber: await this.store.nextOrderNumber(tx),
        customerId,
        officeId,
        agents: agentIds.map((id) => ({ id })),
        email: receiptEmail(agentIds, agentRows, principal.email),
        orderedFrom: input.orderedFrom ?? null,
        paymentType: input.paymentType,
        status,
        statusHistory: [statusChange(null, status, { userId: principal.userId, email: principal.email }, 'placed', now)],
        payments: [],
        orderType: input.orderType,
        source: 'ORDER_FORM',
        products: lines,
        ...orderAmounts(lines),
        currency: lines[0]!.currency,
        startDate: input.startDate ?? null,
        campaignName,
        comments: (input.comments ?? []).filter((t) => t.trim()).map((text) => newComment(randomUUID(), text.trim(), principal.userId, now)),
        attributes,
        campaignData: campaignData.items,
        listingIds: items.listingIds,
        resourceIds: items.resourceIds,
        fbDpaCatalogId: items.fbDpaCatalogId,
        fbCampaigns: [],
        gdnCampaigns: [],
        campaignsOfOrder: null,
        impressions: 0,
        createdBy: principal.userId,
      },
      orderCreated,
    );
    // An invoiced order is ready at once (contract: order.ready in the same transaction).
    if (ready) await tx.record(orderReady(row));
    return row;
  }
}
