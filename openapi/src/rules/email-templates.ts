// E-mail templates as every context reads them: the customer context keeps and previews a customer's
// templates, the order context sends its order e-mails from them (and from products' own templates),
// and the frontend checks a template before it is saved. One list of {{variables}}, one set of
// defaults and one renderer, so a template that saves is a template that sends.

export interface TemplateText {
  subject: string;
  html: string;
}

/** The {{variables}} a template may use; any other is refused when the template is saved. */
export const TEMPLATE_VARIABLES = ['customerName', 'agentName', 'orderNumber', 'campaignName', 'totalPrice', 'link'] as const;
export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number];

/** The names of the customer's templates (openapi/customer EmailTemplateName). */
export type DefaultTemplateName = 'order-placed' | 'order-paid' | 'order-ready' | 'order-cancelled' | 'campaign-delivered' | 'report-shared' | 'listing-shared' | 'dashboard-invite';

export const DEFAULT_EMAIL_TEMPLATES: Record<DefaultTemplateName, TemplateText> = {
  'order-placed': {
    subject: 'Your order {{orderNumber}} has been placed',
    html: '<p>Hi {{agentName}},</p><p>Your order {{orderNumber}} for {{campaignName}} has been placed.</p>',
  },
  'order-paid': {
    subject: 'Payment received for order {{orderNumber}}',
    html: '<p>Hi {{agentName}},</p><p>We received your payment of {{totalPrice}} for order {{orderNumber}}.</p>',
  },
  'order-ready': {
    subject: 'Order {{orderNumber}} is ready for delivery',
    html: '<p>Hi {{agentName}},</p><p>Your order {{orderNumber}} for {{campaignName}} ({{totalPrice}}) is ready for delivery: its campaigns are being set up.</p>',
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

export function sampleData(customerName: string): Record<TemplateVariable, string> {
  return { customerName, agentName: 'Jo Agent', orderNumber: '10042', campaignName: '12 Ponsonby Road', totalPrice: '$450.00 NZD', link: 'https://adops.example.com/r/abc123' };
}

/** Every {{…}} placeholder, whatever is inside the braces. */
const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/**
 * The placeholders of a template text that name no variable, each once, as written between the
 * braces (`{{ order number }}` gives 'order number'): a template is checked with this when saved.
 */
export function unknownVariables(text: string): string[] {
  const known = TEMPLATE_VARIABLES as readonly string[];
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]!).filter((name) => !known.includes(name)))];
}

/** The message for an unknown variable: it names the variable and the ones a template may use. */
export const unknownVariableMessage = (name: string): string =>
  `Unknown template variable {{${name}}}: a template may use ${TEMPLATE_VARIABLES.map((v) => `{{${v}}}`).join(', ')}.`;

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

/** Fills {{variable}} placeholders: values are HTML-escaped in the html body, unknown variables render empty. */
export function render(t: TemplateText, data: Record<string, string>): { subject: string; html: string; text: string } {
  const html = fill(t.html, data, escapeHtml);
  return { subject: fill(t.subject, data, (s) => s), html, text: htmlToText(html) };
}
