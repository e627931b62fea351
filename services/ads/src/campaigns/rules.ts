// The pure rules of building a campaign from a ready order: which templates make campaigns, the budget
// of each and of its ad sets, the schedule, the name, the creative and the spec the ad-network port
// takes, the housing guardrail, and what the network's status means here. No I/O, no clock it is not handed.
import type { components as OrderSchemas } from '@adops/openapi/generated/order';
import type { OrderEvents } from '@adops/openapi/generated/events';
import { CREATIVE_FORMAT_BY_TYPE, type CampaignTemplateContent } from '../campaign-templates/rules.ts';
import { zonedInstant } from '../campaign-templates/schedule.ts';
import type { SavedCreative, TemplateLeadForm } from '../campaign-templates/template-extras.ts';
import type { KnownListingRow, KnownResourceRow } from '../projections/rules.ts';
import { renderTemplateText, type PlaceholderValues } from '../campaign-templates/template-text.ts';
import { targetingsFromTemplate, type OrderAdSettings, type PlaceFacts } from '../campaign-templates/targeting.ts';
import { compliantHousingTargeting } from './network/housing.ts';
import { localDate } from './network/zoned-days.ts';
import { HOUSING_CATEGORY } from './network/review.ts';
import type { CampaignSpec, CreativeSpec, NetworkCampaignStatus, NetworkKind, Targeting } from './network/port.ts';

type OrderSchema = OrderSchemas['schemas'];
/** entities.ts CampaignStatus: the network's statuses, and ours before and instead of them. */
type CampaignStatus = NetworkCampaignStatus | 'CREATING' | 'FAILED';
export type CampaignDataItem = OrderSchema['CampaignDataItem'];
export type OrderAttribute = OrderSchema['OrderAttribute'];

/** order.ready v1 (openapi/order OrderReadyEvent): everything a campaign is built from, without calling back. */
export type ReadyOrder = OrderEvents['order.ready'];
/** One product of a ready order with its templates, duration and amounts (minor units, tax included, and the tax). */
export type ReadyOrderProduct = ReadyOrder['products'][number];

export const CAMPAIGN_MESSAGES = {
  noAccount: 'No ad account for this campaign.',
  noTemplate: 'The campaign template of this campaign no longer exists.',
  otherCustomersTemplate: "The product names another customer's campaign template: give this customer a template of its own.",
  currency: (account: string, order: string) => `The ad account bills in ${account}, the order in ${order}: choose an ad account in the order's currency.`,
  networkRefused: (message: string) => `The ad network refused the campaign: ${message}`,
} as const;

const DAY_MS = 86_400_000;

/**
 * Whether an order's customer may run on an account: its own, or one linked for every customer. An
 * order names its account by id in an attribute the order context cannot check, so the id alone never
 * lets one customer spend on another's account.
 */
export const accountUsableBy = (account: { customerId: string | null }, customerId: string): boolean => account.customerId === null || account.customerId === customerId;

/** Whether a template may make an order's campaign: only the ordering customer's own (its texts and account are that customer's). */
export const templateUsableBy = (template: { customerId: string }, customerId: string): boolean => template.customerId === customerId;

/** The social templates are Meta's (CustomerCampaignTemplate), the display ones Google's. */
export const kindOfTemplateModel = (model: string): NetworkKind => (model === 'CustomerGdnCampaignTemplate' ? 'display' : 'social');

/** One campaign to make: a product's template. */
export interface PlannedCampaign {
  product: ReadyOrderProduct;
  templateId: string;
  kind: NetworkKind;
  /** The product's budget split across its templates: this template's part, minor units. */
  lifetimeBudget: number;
}

/**
 * The campaigns an order makes: one per product and template (a template named twice by one product
 * makes one campaign). Each product's budget — its amount less tax, what the customer pays for media —
 * is split evenly across its templates, the odd minor units to the first.
 */
export function plannedCampaigns(order: Pick<ReadyOrder, 'products'>): PlannedCampaign[] {
  return (order.products ?? []).flatMap((product) => {
    const templates = [...new Map(product.campaignTemplates.map((t) => [t.templateId, t])).values()];
    const shares = evenSplit(Math.max(0, product.amount - product.amountTax), templates.length);
    return templates.map((t, i) => ({ product, templateId: t.templateId, kind: kindOfTemplateModel(t.templateModel), lifetimeBudget: shares[i]! }));
  });
}

/** `total` minor units in `parts` whole parts, the remainder one each to the first. */
export function evenSplit(total: number, parts: number): number[] {
  if (parts <= 0) return [];
  const base = Math.floor(total / parts);
  return Array.from({ length: parts }, (_, i) => base + (i < total - base * parts ? 1 : 0));
}

/**
 * The ad sets' shares of a campaign's budget by their percents (which add up to 100), in whole minor
 * units that add up to the budget exactly: the largest remainders get the odd units.
 */
export function adSetBudgets(total: number, percents: readonly number[]): number[] {
  const sum = percents.reduce((a, b) => a + b, 0);
  if (!percents.length || sum <= 0) return percents.map(() => 0);
  const exact = percents.map((p) => (total * p) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    shares[i]! += 1;
    left--;
  }
  return shares;
}

/**
 * When the campaign runs: from the order's start date at midnight in the account's time zone, or from
 * now when the order has none or it has passed (a network refuses a start in the past), for the
 * product's days.
 */
export function campaignSchedule(startDate: string | null, durationDays: number, now: Date, timeZone: string): { start: Date; end: Date } {
  const planned = startDate && /^\d{4}-\d{2}-\d{2}$/.test(startDate) ? zonedInstant(startDate, 0, 0, timeZone) : null;
  const start = planned && planned.getTime() > now.getTime() ? planned : new Date(now.getTime());
  return { start, end: new Date(start.getTime() + Math.max(1, durationDays) * DAY_MS) };
}

/** The calendar date of an instant in a time zone (campaign.created's startDate and endDate). */
export function dateIn(instant: Date, timeZone: string): string {
  return localDate(instant.getTime(), timeZone);
}

/** "<order's campaign name> – <product> – <template>", or the order number when it has no campaign name. */
export function campaignName(order: Pick<ReadyOrder, 'campaignName' | 'orderNumber'>, productName: string, templateName: string): string {
  const base = order.campaignName.trim() || `Order #${order.orderNumber}`;
  return [base, productName.trim(), templateName.trim()].filter(Boolean).join(' – ').slice(0, 300);
}

/** The ad account the order names for a kind (its FB_AD_ACCOUNT or GDN_AD_ACCOUNT attribute), or null. */
export function orderAccountId(attributes: readonly OrderAttribute[], kind: NetworkKind): string | null {
  const entity = kind === 'social' ? 'FB_AD_ACCOUNT' : 'GDN_AD_ACCOUNT';
  const value = attributes.find((a) => a.entity === entity)?.value.trim();
  return value || null;
}

/**
 * Listing types that make a housing ad: homes for sale or rent, rural ones included (a farm with a
 * house is a home to Meta's classifier). Commercial and business listings, and brand campaigns, are not.
 */
export const HOUSING_LISTING_TYPES: ReadonlySet<string> = new Set(['RESIDENTIAL_FOR_SALE', 'RESIDENTIAL_FOR_RENT', 'RURAL_FOR_SALE']);

export const isHousingListing = (listingType: string | null | undefined): boolean => listingType !== null && listingType !== undefined && HOUSING_LISTING_TYPES.has(listingType);

/**
 * A listing as campaign building sees it: the projection's row, without whom it belongs to or its event
 * bookkeeping; or a RESOURCE order's resource read as one (resourceAsListing), whose own message, when it
 * has one, is the ad's.
 */
export type ListingForCampaign = Pick<
  KnownListingRow,
  'id' | 'title' | 'listingType' | 'suburb' | 'postcode' | 'country' | 'latitude' | 'longitude' | 'imageUrls' | 'videoUrls' | 'link' | 'headline' | 'description'
> & { message?: string | null };

/** A resource's fields a campaign or an order's campaign data item is built from. */
export type ResourceForCampaign = Pick<KnownResourceRow, 'id' | 'reference' | 'name' | 'title' | 'message' | 'description' | 'imageUrls' | 'videos' | 'landingUrl'>;

/**
 * A resource (003 §2) as campaign building reads a listing, so a template fills the same way from either:
 * {{listing.title}} its title (else its name, else its reference), {{listing.shortDescription}} its
 * message, {{listing.description}} its description, {{listing.url}} (the default link) its landing URL;
 * its images and videos; no place, no type (never a housing ad), no agents.
 */
export function resourceAsListing(r: ResourceForCampaign): ListingForCampaign & { agentIds: string[] } {
  return {
    id: r.id,
    title: nonBlank(r.title) ?? nonBlank(r.name) ?? r.reference,
    listingType: null,
    suburb: null,
    postcode: null,
    country: null,
    latitude: null,
    longitude: null,
    imageUrls: [...r.imageUrls],
    videoUrls: r.videos.map((v) => v.url),
    link: r.landingUrl,
    headline: r.message,
    description: r.description,
    message: r.message,
    agentIds: [],
  };
}

/** A saved template as campaign building reads it (the campaign templates area's row). */
export interface TemplateForCampaign extends Pick<CampaignTemplateContent, 'name' | 'kind' | 'campaignType' | 'objective' | 'adSets'> {
  id: string;
  adAccountId: string | null;
  creative: SavedCreative;
  leadForm: TemplateLeadForm | null;
}

/** Names for the creative's placeholders. */
export interface CampaignNames {
  customer: string | null;
  office: string | null;
  agent: { name: string; email: string | null } | null;
}

export function placeholderValues(listing: ListingForCampaign | null, data: CampaignDataItem | null, names: CampaignNames): PlaceholderValues {
  const contact = data?.resources?.contacts?.[0];
  return {
    'listing.title': listing?.title ?? data?.resources?.title ?? data?.resources?.name,
    'listing.shortDescription': listing?.headline ?? data?.resources?.settings?.headlines?.[0],
    'listing.description': listing?.description ?? data?.resources?.description,
    'listing.suburb': listing?.suburb,
    'listing.url': listing?.link,
    'agent.fullName': names.agent?.name ?? contact?.name,
    'agent.email': names.agent?.email ?? contact?.email,
    'agent.phone': contact?.phone,
    'office.name': names.office,
    'customer.name': names.customer,
  };
}

const nonBlank = (text: string | null | undefined): string | null => (text && text.trim() ? text.trim() : null);

/** Meta takes at most ten cards in a carousel; the other formats use the first image. */
const MAX_IMAGES = 10;

/**
 * The creative: the template's texts with the order's values, the order's own message where it wrote
 * one, else a resource's own message; the images the order chose (campaign data resources) or else the listings'; the link the order
 * gave, else the template's (by default the listing's page), else the listing's, else the order's
 * landing URL; a LEADS campaign's lead form from the order, else the template's.
 */
export function creativeFor(template: TemplateForCampaign, listings: readonly ListingForCampaign[], data: CampaignDataItem | null, values: PlaceholderValues): CreativeSpec {
  const chosen = (data?.resources?.images ?? []).filter((i) => !i.deleted).map((i) => i.url);
  const imageUrls = (chosen.length ? chosen : listings.flatMap((l) => l.imageUrls)).slice(0, MAX_IMAGES);
  const videoUrl = data?.resources?.videos?.[0]?.url ?? listings.flatMap((l) => l.videoUrls)[0];
  const templateLink = template.creative.linkUrl ? nonBlank(renderTemplateText(template.creative.linkUrl, values)) : null;
  const linkUrl =
    nonBlank(data?.linkData?.link) ??
    templateLink ??
    listings.map((l) => nonBlank(l.link)).find(Boolean) ??
    nonBlank(data?.resources?.publicUrls?.find((u) => u.type !== 'YOUTUBE')?.url) ??
    '';
  const headline = renderTemplateText(template.creative.headline, values);
  const creative: CreativeSpec = {
    format: CREATIVE_FORMAT_BY_TYPE[template.campaignType],
    headline,
    message: nonBlank(data?.linkData?.message) ?? nonBlank(listings[0]?.message) ?? renderTemplateText(template.creative.message, values),
    linkUrl,
    imageUrls,
    callToAction: template.creative.callToAction,
    ...(videoUrl ? { videoUrl } : {}),
  };
  if (template.objective === 'LEADS') {
    const saved = template.leadForm;
    const savedFollowUp = saved?.followUpActionUrl ? nonBlank(renderTemplateText(saved.followUpActionUrl, values)) : null;
    creative.leadForm = {
      introHeadline: nonBlank(data?.leadForm?.introHeadline) ?? nonBlank(saved?.introHeadline) ?? headline,
      followUpActionUrl: nonBlank(data?.leadForm?.followUpActionUrl) ?? savedFollowUp ?? linkUrl,
      thankYouButtonType: data?.leadForm?.thankYouButtonType ?? saved?.thankYouButtonType ?? 'VIEW_WEBSITE',
      ...(saved?.privacyPolicyUrl ? { privacyPolicyUrl: saved.privacyPolicyUrl } : {}),
    };
  }
  return creative;
}

export const placeOf = (listing: ListingForCampaign): PlaceFacts => ({ lat: listing.latitude, lng: listing.longitude, postcode: listing.postcode, country: listing.country });

/** The countries an audience is in: those it names, its postcodes' (written 'NZ:1011'), and the listings'. */
export function audienceCountries(targetings: readonly Targeting[], listings: readonly ListingForCampaign[]): string[] {
  const countries = [
    ...targetings.flatMap((t) => [...t.countries, ...t.postcodes.map((p) => p.split(':')[0]!)]),
    ...listings.map((l) => l.country).filter((c): c is string => c !== null),
  ];
  return [...new Set(countries.map((c) => c.toUpperCase()))];
}

export interface BuiltAdSet {
  name: string;
  targeting: Targeting;
  lifetimeBudget: number;
}

export interface BuiltCampaign {
  spec: CampaignSpec;
  adSets: BuiltAdSet[];
  isHousing: boolean;
  housingAdjustments: string[];
}

export interface CampaignInputs {
  reference: string;
  name: string;
  template: TemplateForCampaign;
  listings: readonly ListingForCampaign[];
  data: CampaignDataItem | null;
  names: CampaignNames;
  /** Where the order's office is, as far as it is known (a template's OFFICE location aims there); null without an office. */
  office?: PlaceFacts | null;
  lifetimeBudget: number;
  schedule: { start: Date; end: Date };
}

/**
 * The spec of one campaign. A property listing's campaign is a housing ad: declared in the HOUSING
 * category (Meta asks it of every housing ad), and where the housing audience rules apply its targeting
 * is made compliant (housing.ts), each change kept as a reason to show. The guardrail is applied to
 * display campaigns too: Google's personalised-advertising policy bars the same narrowing of housing
 * ads in the US and Canada. Throws TargetingError when a template location needs a place the order lacks.
 */
export function buildCampaign(input: CampaignInputs): BuiltCampaign {
  const { template, listings, data } = input;
  const isHousing = listings.some((l) => isHousingListing(l.listingType));
  const targetings = targetingsFromTemplate(template.adSets, { listings: listings.map(placeOf), office: input.office ?? null, order: (data?.adSettings as OrderAdSettings | undefined) ?? null });
  const listingCountries = listings.map((l) => l.country).filter((c): c is string => c !== null);
  const adjustments: string[] = [];
  const compliant = targetings.map((targeting) => {
    if (!isHousing) return targeting;
    const result = compliantHousingTargeting(targeting, listingCountries);
    adjustments.push(...result.adjustments);
    return result.targeting;
  });
  const budgets = adSetBudgets(input.lifetimeBudget, template.adSets.map((s) => s.budgetSharePercent));
  const adSets = template.adSets.map((s, i) => ({ name: s.name, targeting: compliant[i]!, lifetimeBudget: budgets[i]! }));
  const countries = audienceCountries(compliant, listings);
  const spec: CampaignSpec = {
    reference: input.reference,
    name: input.name,
    objective: template.objective,
    specialAdCategories: isHousing ? [HOUSING_CATEGORY] : [],
    isHousing,
    specialAdCategoryCountries: isHousing ? countries : [],
    lifetimeBudget: input.lifetimeBudget,
    startTime: input.schedule.start.toISOString(),
    endTime: input.schedule.end.toISOString(),
    adSets,
    creative: creativeFor(template, listings, data, placeholderValues(listings[0] ?? null, data, input.names)),
  };
  return { spec, adSets, isHousing, housingAdjustments: [...new Set(adjustments)] };
}

/** The campaign data item the order wrote for a template, if any. */
export const dataFor = (order: Pick<ReadyOrder, 'campaignData'>, templateId: string): CampaignDataItem | null => order.campaignData?.find((d) => d.templateId === templateId) ?? null;

/** Campaigns whose status the sync reads from their network; the others are settled (or not yet created). */
export const LIVE_STATUSES: readonly CampaignStatus[] = ['PENDING_REVIEW', 'SCHEDULED', 'ACTIVE', 'PAUSED', 'REJECTED'];

/** Campaigns that hold an ad account: anything not over. */
export const SETTLED_STATUSES: readonly CampaignStatus[] = ['COMPLETED', 'DELETED', 'FAILED'];

/** What a status read from the network changes, and which events it calls for. */
export interface StatusChange {
  status: CampaignStatus;
  completed: boolean;
  rejected: boolean;
}

/**
 * A network status against what is stored: `completed` the first time it is seen COMPLETED (the event
 * goes once), `rejected` when it becomes REJECTED (again after a resubmission was rejected).
 */
export function statusChange(current: { status: CampaignStatus; completedAt: Date | null }, network: NetworkCampaignStatus): StatusChange {
  return { status: network, completed: network === 'COMPLETED' && current.completedAt === null, rejected: network === 'REJECTED' && current.status !== 'REJECTED' };
}

/** The pause before creation is tried again after `attempts` network errors: doubling from base, at most max. */
export function retryDelayMs(attempts: number, settings: { baseMs: number; maxMs: number }): number {
  return Math.min(settings.maxMs, settings.baseMs * 2 ** Math.max(0, attempts - 1));
}

/** After this many network errors a campaign's creation is given up (FAILED, with the last error). */
export const MAX_CREATION_ATTEMPTS = 10;

/**
 * Whether a network's error means the request itself is wrong, so trying again cannot help: the
 * simulator's INVALID, or an HTTP 4xx from a real network other than a timeout or a rate limit.
 * Anything else (a connection refused, a 5xx, a timeout) is tried again later.
 */
export function isPermanentNetworkError(error: unknown): boolean {
  const e = error as { code?: unknown; status?: unknown; statusCode?: unknown; response?: { status?: unknown } } | null;
  if (!e || typeof e !== 'object') return false;
  if (e.code === 'INVALID') return true;
  const status = [e.status, e.statusCode, e.response?.status].find((s) => typeof s === 'number') as number | undefined;
  return status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/**
 * Which of a network campaign's ad sets each stored ad set is: by its network id when it has one (so a
 * renamed ad set is still itself), else by name, in order (names may repeat), among those no id claimed.
 */
export function matchAdSets<T extends { name: string; externalId?: string | null }, N extends { name: string; externalId?: string | null }>(rows: readonly T[], network: readonly N[]): Array<[T, N | undefined]> {
  const used = new Set<number>();
  const byId = rows.map((row) => {
    const i = row.externalId ? network.findIndex((n, index) => !used.has(index) && n.externalId === row.externalId) : -1;
    if (i >= 0) used.add(i);
    return i;
  });
  return rows.map((row, r) => {
    let i = byId[r]!;
    if (i < 0 && !row.externalId) {
      i = network.findIndex((n, index) => !used.has(index) && n.name === row.name);
      if (i >= 0) used.add(i);
    }
    return [row, i >= 0 ? network[i] : undefined];
  });
}
