// When another context's event rewrites this context's projection of its row: an event never rolls a
// row back to what an older event told.

export interface Written {
  /** When the event that wrote (or would write) the row occurred. */
  eventAt: Date;
  deleted: boolean;
}

/**
 * A listing event rewrites the known listing unless the stored row came from a later event; of two
 * events at the same instant, the deletion stands (an update at the deletion's instant cannot revive it).
 */
export function listingEventApplies(stored: Written, incoming: Written): boolean {
  const at = stored.eventAt.getTime();
  return !(at > incoming.eventAt.getTime() || (at === incoming.eventAt.getTime() && stored.deleted && !incoming.deleted));
}

/**
 * A resource event rewrites the known resource as a listing event rewrites the known listing: unless the
 * stored row came from a later event; of two events at the same instant, the deletion stands.
 */
export function resourceEventApplies(stored: Written, incoming: Written): boolean {
  return listingEventApplies(stored, incoming);
}

/** What a resource.saved / resource.deleted carries that the order context keeps (openapi/listing ResourceEventData). */
export interface ResourceFacts {
  resourceId: string;
  customerId: string;
  reference: string;
  name: string | null;
  title: string | null;
  published: boolean;
}

/**
 * The known resource a resource event writes: its customer, what an order shows it by (its title, else
 * its name, else its reference: a resource's title and name are optional), its published flag as told
 * and whether it is deleted (an order takes only a published one that is not).
 */
export function resourceRow(facts: ResourceFacts, deleted: boolean, eventAt: Date): { id: string; customerId: string; title: string; published: boolean; deleted: boolean; eventAt: Date } {
  const shown = [facts.title, facts.name, facts.reference].map((t) => t?.trim()).find((t) => t) ?? '';
  return { id: facts.resourceId, customerId: facts.customerId, title: shown.slice(0, 300), published: facts.published, deleted, eventAt };
}

/** A campaign template as a campaign_template.* event tells it; a deletion carries no name. */
export interface CampaignTemplateFacts {
  templateId: string;
  customerId: string;
  templateModel: 'CustomerCampaignTemplate' | 'CustomerGdnCampaignTemplate';
  name?: string;
  /** The campaign type it makes; a deletion carries none. */
  campaignType?: string | null;
  deleted: boolean;
  eventAt: Date;
}

/**
 * The known campaign template after an event, or null when the event changes nothing: the stored row
 * came from a later event (or from one at the same instant that deleted it, as with listings). A
 * deletion keeps the name and campaign type last told ('' and null for a template never heard of before).
 */
export function nextCampaignTemplate<R extends Required<CampaignTemplateFacts>>(stored: R | null, incoming: CampaignTemplateFacts): Required<CampaignTemplateFacts> | null {
  if (stored && !listingEventApplies(stored, incoming)) return null;
  return { ...incoming, name: incoming.name ?? stored?.name ?? '', campaignType: incoming.campaignType ?? stored?.campaignType ?? null };
}

/** 002 §5: an image campaign's maximum when the customer's imageAdLimit is not known (the customer context's default). */
export const DEFAULT_IMAGE_AD_LIMIT = 10;

/**
 * The customer's limits after a customer.* event, or null when it changes nothing: an event without an
 * imageAdLimit (published before events carried it), or older than what is stored.
 */
export function nextCustomerLimit(stored: { eventAt: Date } | null, incoming: { customerId: string; imageAdLimit?: number | null; eventAt: Date }): { customerId: string; imageAdLimit: number; eventAt: Date } | null {
  if (typeof incoming.imageAdLimit !== 'number') return null;
  if (stored && stored.eventAt.getTime() > incoming.eventAt.getTime()) return null;
  return { customerId: incoming.customerId, imageAdLimit: incoming.imageAdLimit, eventAt: incoming.eventAt };
}

/**
 * A dashboard's payment methods as a dashboard.saved (deleted: false) or dashboard.deleted (no role lists)
 * tells them: a row of known_dashboard_payment_methods (entities.ts).
 */
export interface DashboardPaymentMethodsFacts {
  customerId: string;
  dashboardId: string;
  creditCardRoles: string[];
  invoiceRoles: string[];
  deleted: boolean;
  eventAt: Date;
}

/**
 * The customer's known dashboard payment methods after a dashboard event, or null when it changes nothing:
 * the stored row came from a later event (or from one at the same instant that deleted the same dashboard,
 * as with listings), or the event deletes a dashboard other than the one stored (the customer's next
 * dashboard stands). A deletion keeps no role lists.
 */
export function nextDashboardPaymentMethods(stored: DashboardPaymentMethodsFacts | null, incoming: DashboardPaymentMethodsFacts): DashboardPaymentMethodsFacts | null {
  if (stored) {
    const sameDashboard = stored.dashboardId === incoming.dashboardId;
    if (incoming.deleted && !sameDashboard) return null;
    if (sameDashboard ? !listingEventApplies(stored, incoming) : stored.eventAt.getTime() > incoming.eventAt.getTime()) return null;
  }
  return incoming.deleted ? { ...incoming, creditCardRoles: [], invoiceRoles: [] } : incoming;
}
