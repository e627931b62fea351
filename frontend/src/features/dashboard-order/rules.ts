// The order flow's rules that need no page (002 §4, §5, §6, §9): which product types a selection may order,
// the duration and price choices that select the product, the agents (at most MAX_CONTACTS, a search under
// three characters offering the whole unselected list), the billing accounts each role chooses from, the
// notification e-mail chips, the payment types by role, the start-date window, the Facebook log-in prompt,
// and what step one must hold before Next. The order API checks the same rules again (services/order
// orders/rules.ts); these make the page say so before a request is sent.
import type { CreateOrderRequest, OrderAttribute, PaymentType, Product, ProductType } from '../../lib/api/generated/order.ts';
import { ORDER_MESSAGES as M } from './messages.ts';

/** MAX_NO_CONTACTS (002 §5, value not shown): the order API's maximum of agents (a listing's three agent slots). */
export const MAX_CONTACTS = 3;
/** 002 §9: agent search from 3 characters, 25 at a time. */
export const AGENT_SEARCH_MIN = 3;
export const AGENT_SEARCH_LIMIT = 25;
/** 002 §9: the ad start date lies between today and three months ahead. */
export const START_DATE_MONTHS = 3;

// ---- The selection (002 §4 "Ordering needs a selected listing set, resource set or catalog") ----

export interface Selection {
  orderType: 'LISTING' | 'RESOURCE';
  ids: string[];
}

/** The selection the query names (`?listingIds=a,b` or `?resourceIds=…`, see orderPath), or null when none. */
export function selectionOf(query: URLSearchParams): Selection | null {
  const ids = (name: string) => [...new Set((query.get(name) ?? '').split(',').map((s) => s.trim()).filter(Boolean))];
  const listingIds = ids('listingIds');
  if (listingIds.length) return { orderType: 'LISTING', ids: listingIds };
  const resourceIds = ids('resourceIds');
  if (resourceIds.length) return { orderType: 'RESOURCE', ids: resourceIds };
  return null;
}

// ---- Type → duration → price selects the product (002 §4, §5) ----

/** 002 §5: a product type is offered only when the selected item count lies within its bounds (and it has a product). */
export function offeredTypes(types: readonly ProductType[], products: readonly Product[], itemCount: number): ProductType[] {
  return types.filter((t) => itemCount >= t.minListings && itemCount <= t.maxListings && products.some((p) => p.productTypeId === t.id));
}

/** The campaign durations the products of a type offer, shortest first. */
export function durationsOf(products: readonly Product[], typeId: string): number[] {
  return [...new Set(products.filter((p) => p.productTypeId === typeId).map((p) => p.campaignDurationDays))].sort((a, b) => a - b);
}

/** The price options of a type and duration: its products, cheapest first. */
export function priceOptionsOf(products: readonly Product[], typeId: string, days: number): Product[] {
  return products.filter((p) => p.productTypeId === typeId && p.campaignDurationDays === days).sort((a, b) => a.price - b.price || a.name.localeCompare(b.name));
}

/** The choice of step one so far. */
export interface ProductChoice {
  typeId: string;
  days: number | null;
  productId: string;
}

/**
 * After a change of the type or the duration, what stays chosen: a single option is chosen for the user (a
 * type with one duration, a duration with one price), and a choice the new options no longer have is dropped.
 */
export function settleChoice(products: readonly Product[], choice: ProductChoice): ProductChoice {
  if (!choice.typeId) return { typeId: '', days: null, productId: '' };
  const durations = durationsOf(products, choice.typeId);
  const days = choice.days !== null && durations.includes(choice.days) ? choice.days : durations.length === 1 ? durations[0]! : null;
  if (days === null) return { typeId: choice.typeId, days: null, productId: '' };
  const prices = priceOptionsOf(products, choice.typeId, days);
  const productId = prices.some((p) => p.id === choice.productId) ? choice.productId : prices.length === 1 ? prices[0]!.id : '';
  return { typeId: choice.typeId, days, productId };
}

/** A product's campaign templates of each network: a social (Facebook) one needs a Facebook billing account, a display (Google) one a Google account. */
export const needsFacebook = (product: Pick<Product, 'campaignTemplates'> | undefined) => !!product?.campaignTemplates.some((t) => t.templateModel === 'CustomerCampaignTemplate');
export const needsGoogle = (product: Pick<Product, 'campaignTemplates'> | undefined) => !!product?.campaignTemplates.some((t) => t.templateModel === 'CustomerGdnCampaignTemplate');

// ---- Agents (002 §5, §9) ----

export interface AgentLike {
  id: string;
  fullName?: string;
  email?: string;
  officeIds?: string[];
  fbAdAccountIds?: string[];
  gdnAccountIds?: string[];
}

/**
 * The agents the picker offers: never one already chosen. A search under AGENT_SEARCH_MIN characters is no
 * search (002 §5): the list is the whole unselected list, not filtered here.
 */
export function agentsOffered<A extends AgentLike>(found: readonly A[], chosen: readonly AgentLike[]): A[] {
  const ids = new Set(chosen.map((a) => a.id));
  return found.filter((a) => !ids.has(a.id));
}

/** The search text the agent list asks the server for: none under AGENT_SEARCH_MIN characters. */
export const agentSearchOf = (text: string): string | undefined => (text.trim().length >= AGENT_SEARCH_MIN ? text.trim() : undefined);

/**
 * An agent added to the chosen ones: at most `max`; past it the list is truncated and the message says so
 * (002 §5 'Maximum number of {contacts} is N.').
 */
export function withAgent<A extends AgentLike>(chosen: readonly A[], agent: A, contactLabel: string, max = MAX_CONTACTS): { agents: A[]; message?: string } {
  if (chosen.some((a) => a.id === agent.id)) return { agents: [...chosen] };
  const next = [...chosen, agent];
  return next.length > max ? { agents: next.slice(0, max), message: M.maxAgents(contactLabel, max) } : { agents: next };
}

/** The order e-mail: the first agent's (002 §3). */
export const orderEmailOf = (agents: readonly AgentLike[]): string | undefined => agents[0]?.email?.trim().toLowerCase() || undefined;

// ---- Offices (002 §4, §6) ----

export interface OfficeLike {
  id: string;
  name?: string;
  fbAdAccountIds?: string[];
  gdnAccountIds?: string[];
}

/**
 * The offices the user may order for: those the API lists for them (a branch manager's own, an agent's or
 * branch user's agent's); a corporate user picks from the chosen agents' offices (002 §6), or from all of
 * the customer's when those agents have none.
 */
export function officeOptions<O extends OfficeLike>(listed: readonly O[], agents: readonly AgentLike[], corporate: boolean): O[] {
  if (!corporate) return [...listed];
  const ofAgents = new Set(agents.flatMap((a) => a.officeIds ?? []));
  const narrowed = listed.filter((o) => ofAgents.has(o.id));
  return narrowed.length ? narrowed : [...listed];
}

// ---- Billing accounts (002 §6) ----

export type AccountKind = 'social' | 'display';

/** The ad account ids an agent or office carries for a kind. */
const idsOf = (holder: AgentLike | OfficeLike | undefined, kind: AccountKind) => (kind === 'social' ? holder?.fbAdAccountIds : holder?.gdnAccountIds) ?? [];

/** Branch users and managers (and agents) choose from the chosen agents' and the office's accounts (002 §6). */
export function accountIdsOf(kind: AccountKind, agents: readonly AgentLike[], office: OfficeLike | undefined): string[] {
  return [...new Set([...agents.flatMap((a) => idsOf(a, kind)), ...idsOf(office, kind)])];
}

/**
 * The account chosen for the user when none is: the first agent's own account of the kind, when it is among
 * the options. Branch users do not get it (002 §6 "Branch users do not get the agent's account auto-selected").
 */
export function autoAccount(kind: AccountKind, agents: readonly AgentLike[], optionIds: readonly string[], branchUser: boolean): string {
  if (branchUser) return '';
  return idsOf(agents[0], kind).find((id) => optionIds.includes(id)) ?? '';
}

// ---- Notification e-mails (002 §3, §5) ----

const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

/** Typed text as chips: split at spaces, commas and semicolons, lower-cased, those that are no e-mail address dropped, each once. */
export function withEmails(chips: readonly string[], typed: string): string[] {
  const added = typed.split(/[\s,;]+/).map((e) => e.trim().toLowerCase()).filter((e) => EMAIL.test(e));
  return [...new Set([...chips, ...added])];
}

// ---- Payment types (002 §6) ----

export interface PaymentMethods {
  creditCardRoles: readonly string[];
  invoiceRoles: readonly string[];
}

/**
 * Credit Card and Invoice are offered by role (the dashboard's enablePaymentMethod); Invoice when none is
 * allowed. `roleIn` is the dashboard's role check (admin has every role).
 */
export function paymentTypesFor(roleIn: (roles: readonly string[]) => boolean, methods: PaymentMethods | undefined): PaymentType[] {
  const card = roleIn(methods?.creditCardRoles ?? []);
  const invoice = roleIn(methods?.invoiceRoles ?? []);
  return [...(card ? (['CREDIT_CARD'] as const) : []), ...(invoice || !card ? (['INVOICE'] as const) : [])];
}

export const PAYMENT_TYPE_LABELS: Record<PaymentType, string> = { CREDIT_CARD: 'Credit Card', INVOICE: 'Invoice' };

// ---- The start date (002 §5, §9) ----

const pad = (n: number) => String(n).padStart(2, '0');
/** A local calendar date as YYYY-MM-DD. */
export const localDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** Today and three months ahead, the calendar's bounds. */
export function startDateWindow(now: Date): { min: string; max: string } {
  const max = new Date(now.getFullYear(), now.getMonth() + START_DATE_MONTHS, now.getDate());
  return { min: localDate(now), max: localDate(max) };
}

export function startDateError(date: string, now: Date): string | undefined {
  const { min, max } = startDateWindow(now);
  return !/^\d{4}-\d{2}-\d{2}$/.test(date) || date < min || date > max ? M.startDate : undefined;
}

// ---- Step one before Next (002 §4) ----

export interface StepOne {
  product: Product | undefined;
  agents: readonly AgentLike[];
  /** The offices the user may choose from (none: no office is asked for). */
  offices: readonly OfficeLike[];
  officeId: string;
  fbAccountId: string;
  gdnAccountId: string;
  emails: readonly string[];
}

export interface StepOneErrors {
  product?: string;
  agents?: string;
  office?: string;
  /** The billing account messages, shown in the 'Oops!' dialog (002 §8). */
  accounts: string[];
}

/**
 * Next moves to settings only if a product is chosen, an agent is selected, the needed billing accounts are
 * set, and an office is chosen when offices exist (002 §4).
 */
export function stepOneErrors(step: StepOne, contactLabel: string): StepOneErrors {
  const errors: StepOneErrors = { accounts: [] };
  if (!step.product) errors.product = M.chooseProduct;
  if (!step.agents.length) errors.agents = M.agentRequired(contactLabel);
  else if (step.agents.length > MAX_CONTACTS) errors.agents = M.maxAgents(contactLabel, MAX_CONTACTS);
  if (step.offices.length && !step.offices.some((o) => o.id === step.officeId)) errors.office = M.officeRequired;
  if (needsFacebook(step.product) && !step.fbAccountId) errors.accounts.push(M.facebookAccount);
  if (needsGoogle(step.product) && !step.gdnAccountId) errors.accounts.push(M.googleAccount);
  return errors;
}

export const hasErrors = (e: StepOneErrors) => !!(e.product || e.agents || e.office || e.accounts.length);

// ---- The order (002 §3) ----

/** The attributes of step one: the billing accounts the products need and the notification e-mails. */
export function orderAttributes(step: Pick<StepOne, 'product' | 'fbAccountId' | 'gdnAccountId' | 'emails'>): OrderAttribute[] {
  return [
    ...(needsFacebook(step.product) && step.fbAccountId ? [{ entity: 'FB_AD_ACCOUNT', key: 'fbAdAccount', value: step.fbAccountId } as const] : []),
    ...(needsGoogle(step.product) && step.gdnAccountId ? [{ entity: 'GDN_AD_ACCOUNT', key: 'gdnAdAccount', value: step.gdnAccountId } as const] : []),
    ...(step.emails.length ? [{ entity: 'EMAIL_NOTICE', key: 'mailto', value: step.emails.map((e) => e.toLowerCase()).join(',') } as const] : []),
  ];
}

/** The order payload of 002 §3 (CreateOrderRequest). */
export function orderPayload(input: {
  selection: Selection;
  step: StepOne & { product: Product };
  campaignData: CreateOrderRequest['campaignData'];
  campaignName: string;
  startDate: string;
  paymentType: PaymentType;
  origin: string;
}): CreateOrderRequest {
  const { selection, step } = input;
  const email = orderEmailOf(step.agents);
  return {
    orderedFrom: input.origin,
    ...(email ? { email } : {}),
    paymentType: input.paymentType,
    products: [step.product.code],
    startDate: input.startDate,
    campaignName: input.campaignName.trim(),
    attributes: orderAttributes(step),
    campaignData: input.campaignData ?? [],
    source: 'ORDER_FORM',
    orderType: selection.orderType,
    ...(selection.orderType === 'LISTING' ? { listingIds: selection.ids } : { resourceIds: selection.ids }),
    agents: step.agents.map((a) => ({ id: a.id })),
    officeId: step.officeId || null,
  };
}

// ---- The Facebook log-in prompt (002 §2 dialogs) ----

/** Where the user's "do not ask again" is kept, per user. */
export const facebookPromptKey = (userId: string) => `adops.order.facebookPrompt.dontAsk.${userId}`;

/**
 * The prompt shows when the dashboard enables Facebook account linking, the product has a Facebook campaign,
 * a Facebook log-in is configured on this install, the user has not linked one, and has not said not to ask.
 */
export function shouldAskFacebook(input: { enabled: boolean; product: Product | undefined; providerConfigured: boolean; linked: boolean; dontAsk: boolean }): boolean {
  return input.enabled && needsFacebook(input.product) && input.providerConfigured && !input.linked && !input.dontAsk;
}
