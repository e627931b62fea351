// The rules of the order e-mails, pure: which e-mail an order event sends, to whom, from whose
// template, with which values, and when a failed one is tried again; and the e-mails of the ads
// context's campaign events (a rejected ad to the order's agents, a lead to its agent).
import { DEFAULT_EMAIL_TEMPLATES, render, type TemplateText, type TemplateVariable } from '@adops/openapi/rules/email-templates';
import type { OrderAttribute, OrderStatus, PaymentType } from '@adops/openapi/generated/order';

export type NotificationStatus = 'PENDING' | 'SENT' | 'FAILING' | 'FAILED';
export type OrderEvent = 'order.created' | 'order.ready' | 'order.cancelled' | 'order.status_changed';
export type CampaignEvent = 'campaign.ad_rejected' | 'lead.received';
export type NotificationEvent = OrderEvent | CampaignEvent;
export type CampaignTemplate = 'campaign-ad-rejected' | 'lead-received';
export type NotificationTemplate = 'order-placed' | 'order-paid' | 'order-ready' | 'order-cancelled' | 'campaign-delivered' | CampaignTemplate;
export type TemplateSource = 'product' | 'customer' | 'default';

/**
 * The e-mail an order event sends, or null: placed with order.created; ready with order.ready, which
 * for a card order means paid (it becomes READY only when its payment succeeds) and for an invoice
 * order that it is ready for delivery; cancelled with order.cancelled; delivered when a status change
 * reaches DELIVERED (a change to CANCELLED has its own order.cancelled, so it sends nothing itself).
 */
export function mailFor(event: OrderEvent, paymentType: PaymentType, to?: OrderStatus): NotificationTemplate | null {
  switch (event) {
    case 'order.created':
      return 'order-placed';
    case 'order.ready':
      return paymentType === 'CREDIT_CARD' ? 'order-paid' : 'order-ready';
    case 'order.cancelled':
      return 'order-cancelled';
    case 'order.status_changed':
      return to === 'DELIVERED' ? 'campaign-delivered' : null;
  }
}

const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

/** At most this many addresses get an order's e-mail: the order form names a few; more would make the service a mailing list. */
export const MAX_RECIPIENTS = 20;

/**
 * Who an order's e-mails go to: its e-mail (the orderer's receipt address) and its EMAIL_NOTICE
 * addresses, lower-cased, each once, the first MAX_RECIPIENTS.
 */
export function recipientsOf(order: { email: string | null; attributes: readonly OrderAttribute[] }): string[] {
  const notices = order.attributes.filter((a) => a.entity === 'EMAIL_NOTICE').flatMap((a) => a.value.split(/[\s,;]+/));
  return [...new Set([order.email ?? '', ...notices].map((e) => e.trim().toLowerCase()).filter((e) => EMAIL.test(e)))].slice(0, MAX_RECIPIENTS);
}

/**
 * Who a campaign event's e-mail goes to: the agents' e-mails as the customer context told them, in the
 * agents' order, lower-cased, each once, only addresses, the first MAX_RECIPIENTS; an agent with no
 * known e-mail is left out.
 */
export function agentRecipients(agentIds: readonly string[], emails: ReadonlyMap<string, string>): Array<{ agentId: string; recipient: string }> {
  const seen = new Set<string>();
  const out: Array<{ agentId: string; recipient: string }> = [];
  for (const agentId of new Set(agentIds)) {
    const recipient = emails.get(agentId)?.trim().toLowerCase();
    if (!recipient || !EMAIL.test(recipient) || seen.has(recipient)) continue;
    seen.add(recipient);
    out.push({ agentId, recipient });
  }
  return out.slice(0, MAX_RECIPIENTS);
}

/**
 * The defaults of the campaign events' e-mails. They are the order context's own (the customer context
 * keeps no version of them); a product's template named like one still comes first. Besides the order
 * e-mails' variables they are filled with the campaign's ({{campaignName}} is the campaign's name) and
 * {{reasons}}, or the lead's {{leadName}}, {{leadEmail}} and {{leadPhone}}.
 */
export const CAMPAIGN_MAIL_TEMPLATES: Record<CampaignTemplate, TemplateText> = {
  'campaign-ad-rejected': {
    subject: 'An ad of your campaign {{campaignName}} was rejected',
    html: '<p>Hi {{agentName}},</p><p>The ad network rejected an ad of your campaign {{campaignName}} (order {{orderNumber}}): {{reasons}}</p><p>Your orders: <a href="{{link}}">{{link}}</a></p>',
  },
  'lead-received': {
    subject: 'New lead for {{campaignName}}',
    html: '<p>Hi {{agentName}},</p><p>A new lead came in from your campaign {{campaignName}} (order {{orderNumber}}).</p><p>Name: {{leadName}}<br>E-mail: {{leadEmail}}<br>Phone: {{leadPhone}}</p>',
  },
};

const defaultTemplate = (name: NotificationTemplate): TemplateText => (name === 'campaign-ad-rejected' || name === 'lead-received' ? CAMPAIGN_MAIL_TEMPLATES[name] : DEFAULT_EMAIL_TEMPLATES[name]);

/** The values of a rejected ad's e-mail beyond the order's: the campaign and why its ad was rejected. */
export const adRejectedVariables = (r: { campaignName: string; reasons: readonly string[] }) => ({ campaignName: r.campaignName, reasons: r.reasons.join('; ') });

/** The values of a lead's e-mail beyond the order's: the campaign and who the lead is ('not given' for what the form left out). */
export const leadVariables = (l: { campaignName: string; fullName: string | null; email: string | null; phone: string | null }) => ({
  campaignName: l.campaignName,
  leadName: l.fullName ?? 'not given',
  leadEmail: l.email ?? 'not given',
  leadPhone: l.phone ?? 'not given',
});

/** A product template's name as it is matched against an e-mail's: case, spaces, dashes and underscores aside ('orderPlaced' is 'order-placed'). */
const comparable = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The template an e-mail is rendered from: an active template of one of the order's products named
 * like it (the first product's first), else the customer's own version, else the default.
 */
export function chooseTemplate(
  name: NotificationTemplate,
  productTemplates: ReadonlyArray<{ productId: string; name: string; subject: string; body: string; isActive: boolean }>,
  productIds: readonly string[],
  own: TemplateText | null,
): { source: TemplateSource; text: TemplateText } {
  for (const productId of productIds) {
    const t = productTemplates.find((p) => p.productId === productId && p.isActive && comparable(p.name) === comparable(name));
    if (t) return { source: 'product', text: { subject: t.subject, html: t.body } };
  }
  if (own) return { source: 'customer', text: own };
  return { source: 'default', text: defaultTemplate(name) };
}

/** An amount of minor units as a reader expects it: the currency's symbol, its decimals and its code ('$228.85 NZD'). */
export function formatMoney(amount: number, currency: string): string {
  const format = new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return `${format.format(amount / 10 ** digits)} ${currency}`;
}

export interface MailFacts {
  orderNumber: number;
  campaignName: string;
  amount: number;
  currency: string;
  customerName: string | undefined;
  agentName: string | undefined;
  /** Where the orderer follows their orders. */
  link: string;
}

/** The values of every template variable for an order's e-mail. */
export function mailVariables(f: MailFacts): Record<TemplateVariable, string> {
  return {
    customerName: f.customerName ?? '',
    agentName: f.agentName ?? 'there',
    orderNumber: String(f.orderNumber),
    campaignName: f.campaignName,
    totalPrice: formatMoney(f.amount, f.currency),
    link: f.link,
  };
}

/** The e-mail as sent: the template rendered with the order's values (and a campaign event's own). */
export const renderMail = (text: TemplateText, values: Record<TemplateVariable, string> & Record<string, string>) => render(text, values);

export interface RetrySettings {
  /** The pause after the first failure; it doubles with each failure. */
  baseMs: number;
  /** The longest pause. */
  maxMs: number;
  /** Attempts before an e-mail is given up (FAILED). */
  maxAttempts: number;
}

export const DEFAULT_RETRY: RetrySettings = { baseMs: 5_000, maxMs: 15 * 60_000, maxAttempts: 20 };

/** After the `attempts`-th failed attempt at `now`: tried again after a doubling pause, or given up after the last. */
export function afterFailure(attempts: number, now: Date, settings: RetrySettings): { status: NotificationStatus; nextAttemptAt: Date | null } {
  if (attempts >= settings.maxAttempts) return { status: 'FAILED', nextAttemptAt: null };
  const pause = Math.min(settings.baseMs * 2 ** (attempts - 1), settings.maxMs);
  return { status: 'FAILING', nextAttemptAt: new Date(now.getTime() + pause) };
}

/** Whether an e-mail is to be tried now: not yet tried, or its pause is over. */
export const isDue = (row: { status: NotificationStatus; nextAttemptAt: Date | null }, now: Date): boolean =>
  (row.status === 'PENDING' || row.status === 'FAILING') && (!row.nextAttemptAt || row.nextAttemptAt.getTime() <= now.getTime());

/** How long to wait for the next due e-mail among the open ones (0: one is due now). */
export function waitFor(rows: ReadonlyArray<{ status: NotificationStatus; nextAttemptAt: Date | null }>, now: Date): number {
  const times = rows.filter((r) => r.status === 'PENDING' || r.status === 'FAILING').map((r) => (r.nextAttemptAt ? r.nextAttemptAt.getTime() - now.getTime() : 0));
  return times.length ? Math.max(0, Math.min(...times)) : 0;
}

/** An error as kept on the e-mail: its message, one line, bounded. */
export const errorText = (error: unknown): string => String((error as Error)?.message ?? error).replace(/\s+/g, ' ').slice(0, 1000);

const EVENT_RANK: Record<NotificationEvent, number> = { 'order.created': 0, 'order.ready': 1, 'order.status_changed': 2, 'campaign.ad_rejected': 3, 'lead.received': 4, 'order.cancelled': 5 };

/** An order's e-mails as they happened: by when they were recorded, an event's before the one it led to, then by recipient. */
export function inOrderOfEvents<N extends { createdAt: Date; event: NotificationEvent; recipient: string }>(rows: readonly N[]): N[] {
  return [...rows].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || EVENT_RANK[a.event] - EVENT_RANK[b.event] || a.recipient.localeCompare(b.recipient));
}
