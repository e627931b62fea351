// The campaign data item an order starts from for one template (002 §3 campaign data item, §7 "GET order
// campaign data item"; getCampaignDataItem): what the order flow's settings tabs show before the user
// changes it and createOrder carries it. Built from the template and the order's listings (or a RESOURCE
// order's resources, read as listings: campaigns/rules.ts resourceAsListing) the way
// campaign building reads an item back (campaigns/rules.ts creativeFor, targeting.ts), so an item sent
// back unchanged builds the campaign the template alone would. Pure: no I/O.
import { reachesOwnedRow, type Scope } from '@adops/platform';
import type { CampaignDataItem } from '@adops/openapi/generated/ads';
import type { CampaignDataItem as OrderCampaignDataItem } from '@adops/openapi/generated/order';
import { CAROUSEL_MAX_IMAGES } from '@adops/openapi/rules/campaign-images';
import type { KnownListingRow } from '../projections/rules.ts';
import { placeholderValues, resourceAsListing, type CampaignNames, type ResourceForCampaign } from '../campaigns/rules.ts';
import { DEFAULT_MAP_CENTER, DEFAULT_ZOOM, type AdSetTemplate } from './rules.ts';
import { renderTemplateText } from './template-text.ts';
import { DEFAULT_LINK_URL } from './template-extras.ts';
import { TEMPLATE_MODEL_OF } from './events.ts';
import type { CampaignTemplateRow } from './entities.ts';

// The item is the order context's CampaignDataItem: the two specs' shapes must agree both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const _sameShape: Same<Required<CampaignDataItem>, Required<OrderCampaignDataItem>> = true;
void _sameShape;

/** 002 §5 "URLs must match a simple web-address pattern": the order's WebUrl. */
const WEB_URL = /^https?:\/\/[^\s/?#.]+(\.[^\s/?#.]+)+(:[0-9]{1,5})?([/?#]\S*)?$/;
const MAX_IMAGES = 50;
const MAX_VIDEOS = 10;
const MAX_CONTACTS = 20;

/** A listing's text or address as the order takes it: trimmed, a valid web address, else nothing. */
export const webUrl = (value: string | null | undefined): string | undefined => {
  const url = value?.trim();
  return url && url.length <= 2000 && WEB_URL.test(url) ? url : undefined;
};

const cut = (text: string | null | undefined, max: number): string | undefined => (text && text.trim() ? text.trim().slice(0, max) : undefined);
const unique = <T>(xs: readonly T[]): T[] => [...new Set(xs)];

export type TemplateForDataItem = Pick<CampaignTemplateRow, 'id' | 'kind' | 'campaignType' | 'objective' | 'creative' | 'adSets' | 'leadForm'>;
export type ListingForDataItem = Pick<KnownListingRow, 'id' | 'agentIds' | 'title' | 'suburb' | 'latitude' | 'longitude' | 'imageUrls' | 'videoUrls' | 'link' | 'headline' | 'description'>;

export interface DataItemFacts {
  template: TemplateForDataItem;
  /** The order's listings, in the order chosen (none: the template's settings alone). */
  listings: readonly ListingForDataItem[];
  /** The listings' agents as the customer context last told (name, e-mail), by id. */
  agents: ReadonlyMap<string, { name: string; email: string | null }>;
  /** The customer's name, for a link with {{customer.name}}. */
  customerName: string | null;
}

const pointOf = (l: ListingForDataItem) => (typeof l.latitude === 'number' && typeof l.longitude === 'number' ? { lat: l.latitude, lng: l.longitude } : null);

/**
 * The map of the first ad set, as the order's adSettings.location carries it (003 map targeting; radii
 * in metres): a custom location as drawn; around the listings, a marker of the ad set's radius on each
 * listing when every one has a point (the markers then aim where the template would); anything else no
 * markers, centred on the first listing, so the template's own location still applies when built.
 */
export function mapOf(adSet: AdSetTemplate | undefined, listings: readonly ListingForDataItem[]): NonNullable<CampaignDataItem['adSettings']['location']> {
  const location = adSet?.location;
  if (location?.type === 'CUSTOM_LOCATION') {
    return { center: { ...location.center }, zoom: location.zoom, markers: location.markers.map((m) => ({ id: m.id, coords: { ...m.coords }, radius: m.radius })) };
  }
  const points = listings.map(pointOf);
  const center = points.find((p) => p !== null) ?? { ...DEFAULT_MAP_CENTER };
  const allPlaced = points.length > 0 && points.every((p) => p !== null);
  if (location?.type === 'LISTING' && location.enable && allPlaced) {
    return { center, zoom: DEFAULT_ZOOM, markers: listings.map((l, i) => ({ id: l.id, coords: points[i]!, radius: location.radius * 1000 })) };
  }
  return { center, zoom: DEFAULT_ZOOM, markers: [] };
}

/**
 * Whether a caller reaches a listing as the listing context scopes listings (its owners: customer, office,
 * agents): staff all, corporate users their customer's, branch managers their offices', branch users and
 * agents their own agent's. The ads context's projection keeps the owners but no agent-link table, so the
 * rule is applied to the rows its customer-wide query found.
 */
export function listingReachable(scope: Scope, listing: Pick<KnownListingRow, 'customerId' | 'officeId' | 'agentIds'>): boolean {
  return reachesOwnedRow(scope, { customerId: listing.customerId, officeIds: listing.officeId ? [listing.officeId] : [], agentIds: listing.agentIds });
}

/** The item for the template and the order's listings. */
export function campaignDataItem({ template, listings, agents, customerName }: DataItemFacts): CampaignDataItem {
  const first = listings[0] ?? null;
  const imageLimit = template.campaignType === 'SINGLE_LISTING_IMAGE_CAROUSEL' ? CAROUSEL_MAX_IMAGES : MAX_IMAGES;
  const images = unique(listings.flatMap((l) => l.imageUrls.map(webUrl)).filter((u): u is string => u !== undefined)).slice(0, imageLimit);
  const videos = unique(listings.flatMap((l) => l.videoUrls.map(webUrl)).filter((u): u is string => u !== undefined)).slice(0, MAX_VIDEOS);
  const agentIds = unique(listings.flatMap((l) => l.agentIds)).slice(0, MAX_CONTACTS);
  const contacts = agentIds.map((id) => {
    const known = agents.get(id);
    const name = cut(known?.name, 200);
    const email = cut(known?.email, 254);
    return { id, ...(name ? { name } : {}), ...(email ? { email } : {}) };
  });
  const page = webUrl(first?.link);
  const firstAgent = first?.agentIds[0] ? agents.get(first.agentIds[0]) : undefined;
  const names: CampaignNames = { customer: customerName, office: null, agent: firstAgent ? { name: firstAgent.name, email: firstAgent.email } : null };
  const values = placeholderValues(first ? { ...first, listingType: null, postcode: null, country: null } : null, null, names);
  // Where the ad leads, as campaign building would take it: the template's link for the first listing, else the listing's page.
  const link = webUrl(renderTemplateText(template.creative.linkUrl ?? DEFAULT_LINK_URL, values)) ?? page;
  const adSet = template.adSets[0];
  const title = cut(first?.title, 200);
  const description = cut(first?.description ?? first?.headline, 5000);
  const item: CampaignDataItem = {
    templateId: template.id,
    templateModel: TEMPLATE_MODEL_OF[template.kind],
    type: template.campaignType,
    resources: {
      images: images.map((url) => ({ url })),
      videos: videos.map((url) => ({ url })),
      publicUrls: page ? [{ type: 'LANDING_URL', url: page }, { type: 'CUSTOMER_URL', url: page }] : [],
      contacts,
      ...(title ? { title } : {}),
      ...(description ? { description } : {}),
    },
    adSettings: {
      location: mapOf(adSet, listings),
      ...(typeof adSet?.ageMin === 'number' ? { ageMin: adSet.ageMin } : {}),
      ...(typeof adSet?.ageMax === 'number' ? { ageMax: adSet.ageMax } : {}),
      ...(adSet ? { gender: adSet.gender } : {}),
    },
    campaignSettings: {},
    ...(link ? { linkData: { link } } : {}),
  };
  if (template.objective === 'LEADS' && template.leadForm) {
    const followUp = webUrl(renderTemplateText(template.leadForm.followUpActionUrl, values)) ?? link;
    const introHeadline = cut(template.leadForm.introHeadline, 200);
    item.leadForm = { thankYouButtonType: template.leadForm.thankYouButtonType, ...(introHeadline ? { introHeadline } : {}), ...(followUp ? { followUpActionUrl: followUp } : {}) };
  }
  return item;
}

/**
 * The item for the template and a RESOURCE order's resources: as for listings of the resources read as
 * listings (their images, the first one's texts, its landing URL as the page and the link), with the
 * resources' videos and their thumbnails, the first one's name and message, the landing URL as the only
 * public URL, and no contacts (a resource has no agents: the order names its own).
 */
export function resourceDataItem({ template, resources, customerName }: { template: TemplateForDataItem; resources: readonly ResourceForCampaign[]; customerName: string | null }): CampaignDataItem {
  const item = campaignDataItem({ template, listings: resources.map(resourceAsListing), agents: new Map(), customerName });
  const first = resources[0];
  const videos = resources.flatMap((r) => r.videos).flatMap((v) => {
    const url = webUrl(v.url);
    const thumbnail = webUrl(v.thumbnailUrl);
    return url ? [{ url, ...(thumbnail ? { thumbnail } : {}) }] : [];
  });
  const landing = webUrl(first?.landingUrl);
  const name = cut(first?.name, 200);
  const message = cut(first?.message, 5000);
  const description = cut(first?.description, 5000);
  const title = item.resources.title;
  item.resources = {
    images: item.resources.images ?? [],
    videos: videos.filter((v, i) => videos.findIndex((w) => w.url === v.url) === i).slice(0, MAX_VIDEOS),
    publicUrls: landing ? [{ type: 'LANDING_URL', url: landing }] : [],
    contacts: [],
    ...(title ? { title } : {}),
    ...(name ? { name } : {}),
    ...(message ? { message } : {}),
    ...(description ? { description } : {}),
  };
  return item;
}
