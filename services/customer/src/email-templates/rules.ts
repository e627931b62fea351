// Customer e-mail templates: the defaults every customer starts with, and the renderer. Templates use
// {{variable}} placeholders; values are HTML-escaped in the html body, and unknown variables render
// empty.
import { conflict } from '@adops/platform';
import type { EmailTemplateName } from '@adops/openapi/generated/customer';

export interface TemplateText {
  subject: string;
  html: string;
}

export const TEMPLATE_VARIABLES = ['customerName', 'agentName', 'orderNumber', 'campaignName', 'totalPrice', 'link'] as const;

export const DEFAULT_EMAIL_TEMPLATES: Record<EmailTemplateName, TemplateText> = {
  'order-placed': {
    subject: 'Your order {{orderNumber}} has been placed',
    html: '<p>Hi {{agentName}},</p><p>Your order {{orderNumber}} for {{campaignName}} has been placed.</p>',
  },
  'order-paid': {
    subject: 'Payment received for order {{orderNumber}}',
    html: '<p>Hi {{agentName}},</p><p>We received your payment of {{totalPrice}} for order {{orderNumber}}.</p>',
  },
  'campaign-delivered': {
    subject: 'Your campaign {{campaignName}} is live',
    html: '<p>Hi {{agentName}},</p><p>Campaign has been delivered. See how it goes: <a href="{{link}}">{{link}}</a></p>',
  },
  'order-cancelled': {
    subject: 'Order {{orderNumber}} has been cancelled',
    html: '<p>Hi {{agentName}},</p><p>Order has been cancelled.</p>',
  },
  'report-shared': {
    subject: '{{customerName}}: campaign report for {{campaignName}}',
    html: '<p>The report for {{campaignName}} is here: <a href="{{link}}">{{link}}</a></p>',
  },
  'listing-shared': {
    subject: '{{customerName}} shared a listing with you',
    html: '<p>Have a look: <a href="{{link}}">{{link}}</a></p>',
  },
  'dashboard-invite': {
    subject: 'Your {{customerName}} dashboard',
    html: '<p>Hi {{agentName}},</p><p>Open <a href="{{link}}">your dashboard</a> to choose a password.</p>',
  },
};

export const EMAIL_TEMPLATE_NAMES = Object.keys(DEFAULT_EMAIL_TEMPLATES).sort() as EmailTemplateName[];

export function sampleData(customerName: string): Record<string, string> {
  return { customerName, agentName: 'Jo Agent', orderNumber: '10042', campaignName: '12 Ponsonby Road', totalPrice: '$450.00 NZD', link: 'https://adops.example.com/r/abc123' };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const fill = (template: string, data: Record<string, string>, escape: (s: string) => string) =>
  template.replace(/\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g, (_m, name: string) => escape(data[name] ?? ''));

/** A plain-text version of rendered html. */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

export function render(t: TemplateText, data: Record<string, string>): { subject: string; html: string; text: string } {
  const html = fill(t.html, data, escapeHtml);
  return { subject: fill(t.subject, data, (s) => s), html, text: htmlToText(html) };
}

/** A customer keeps one version of each template: a second is an update, not a create. */
export function assertNoOwnVersionYet(existing: { id: string } | null, name: EmailTemplateName): void {
  if (existing) throw conflict(`This customer already has its own ${name} template; update it instead.`);
}
