// The order's campaign data (002 §3 campaign data item): one item per campaign template of the chosen product,
// prefilled from the selected listings and agents, and the pure edits the settings tabs make to it (images with
// their deleted flag and order, ages, URLs, map targeting). Tested in campaignData.test.ts; no React here.
import { imageBounds } from '@adops/openapi/rules/campaign-images';
import { MAX_AGE, MIN_AGE } from '@adops/openapi/rules/campaign-templates';
import type { Listing } from '../../../lib/api/generated/listing.ts';
import type { CampaignDataItem, CampaignImage, CampaignPublicUrl, CampaignVideo, Product, ProductCampaignTemplate } from '../../../lib/api/generated/order.ts';
import { DEFAULT_CENTER, DEFAULT_ZOOM, fromStored, roundCoord, type LatLng, type TargetingValue } from '../../../components/map/targeting.ts';
import { SETTINGS_MESSAGES } from './messages.ts';

export { MAX_AGE, MIN_AGE };

/**
 * What an order is for, as its campaign data is made from it: a listing, or a resource in a listing's words (its
 * title, message and description, its landing URL as the customer URL, its cropped images), with a resource's
 * videos and message besides (a listing's own videos are not taken into its campaign data).
 */
export type OrderedItem = Pick<Listing, 'id' | 'title' | 'description' | 'shortDescription' | 'customerUrl' | 'metaData' | 'images'> & {
  campaignVideos?: CampaignVideo[];
  message?: string | null;
};

/** An agent as the order flow holds it (the customer context's Agent or a list's AgentItem). */
export interface ContactAgent {
  id: string;
  fullName?: string;
  email?: string;
  phones?: ReadonlyArray<{ value: string }>;
}

/**
 * What a template's tab edits, by its campaign type (the product template's `type`: the ads context's campaign
 * types of openapi/src/rules/campaign-templates.ts, or a product's own words such as CAROUSEL and DPA).
 */
export type TemplateFormat = 'image' | 'carousel' | 'video' | 'display' | 'items' | 'other';

export function formatOf(type: string | undefined): TemplateFormat {
  switch ((type ?? '').toUpperCase()) {
    case 'FACEBOOK_IMAGE_CAMPAIGN': return 'image';
    case 'SINGLE_LISTING_IMAGE_CAROUSEL': return 'carousel';
    case 'FACEBOOK_VIDEO_CAMPAIGN': return 'video';
    case 'RESPONSIVE_DISPLAY':
    case 'IMAGE_DISPLAY': return 'display';
    // 002 §5 "Carousel and DPA need at least 2 items": a card per listing, resource or catalogue product.
    case 'CAROUSEL':
    case 'DPA':
    case 'DPA_CATALOG': return 'items';
    default: return 'other';
  }
}

/** The campaign type that decides an item's rules: its own, else its product template's. */
export const typeOf = (item: CampaignDataItem, template?: ProductCampaignTemplate): string => item.type ?? template?.type ?? '';

/** A display (Google) template has no lead form and no Meta placements. */
export const isDisplay = (item: Pick<CampaignDataItem, 'templateModel'>): boolean => item.templateModel === 'CustomerGdnCampaignTemplate';

// The simple web-address pattern of the order API (openapi/order WebUrl; campaignData.test.ts keeps them equal).
export const WEB_URL_PATTERN = /^https?:\/\/[^\s/?#.]+(\.[^\s/?#.]+)+(:[0-9]{1,5})?([/?#]\S*)?$/;
export const isWebUrl = (url: string): boolean => url.length <= 2000 && WEB_URL_PATTERN.test(url);

// ---- prefill ----

/** A listing's map point: its geoLocation metadata ({ latitude, longitude }), when it has a usable one. */
export function listingGeo(listing: Pick<OrderedItem, 'metaData'>): LatLng | null {
  const geo = listing.metaData.find((m) => m.key === 'geoLocation')?.value;
  if (!geo || typeof geo !== 'object' || Array.isArray(geo)) return null;
  const lat = Number((geo as Record<string, unknown>).latitude);
  const lng = Number((geo as Record<string, unknown>).longitude);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  if (lat === 0 && lng === 0) return null; // an unset point, not the Gulf of Guinea
  return { lat, lng };
}

const firstText = (...texts: Array<string | null | undefined>): string | undefined => texts.map((t) => t?.trim()).find((t) => !!t);
const cut = (text: string | undefined, max: number) => (text && text.length > max ? text.slice(0, max) : text);

/** The listings' images as campaign images (the order API takes web addresses only), without repeats. */
function imagesOf(listings: readonly OrderedItem[]): CampaignImage[] {
  const seen = new Set<string>();
  const images: CampaignImage[] = [];
  for (const image of listings.flatMap((l) => l.images)) {
    if (seen.has(image.url) || !isWebUrl(image.url)) continue;
    seen.add(image.url);
    images.push({ ...(image.assetId ? { id: image.assetId } : {}), url: image.url });
  }
  return images.slice(0, 50);
}

/**
 * The images a template starts with: those its type can use, the ones over its maximum marked deleted (shown,
 * and added back in place of another), so an untouched order is within the bounds.
 */
export function initialImages(all: readonly CampaignImage[], type: string, imageAdLimit: number): CampaignImage[] {
  const { max } = imageBounds(type, imageAdLimit);
  return all.map((image, i) => (max !== undefined && i >= max ? { ...image, deleted: true } : { ...image }));
}

const contactsOf = (agents: readonly ContactAgent[]) => agents.slice(0, 20).map((a) => ({
  id: a.id,
  ...(a.fullName ? { name: cut(a.fullName, 200) } : {}),
  ...(a.email ? { email: a.email } : {}),
  ...(a.phones?.[0]?.value ? { phone: cut(a.phones[0].value, 50) } : {}),
}));

export interface InitialOptions {
  /** The customer's imageAdLimit (an image campaign's maximum); without it the images are all kept. */
  imageAdLimit?: number;
}

/**
 * One campaign data item per campaign template of the product (002 §3), prefilled from the listings: their
 * images (over the type's maximum marked deleted), the first listing's title and description, its customer URL
 * as the landing and customer URL, the agents as contacts, and the map centred on the first listing with a
 * place (Auckland otherwise) with no markers yet.
 */
export function initialCampaignData(product: Pick<Product, 'campaignTemplates'>, listings: readonly OrderedItem[], agents: readonly ContactAgent[], options: InitialOptions = {}): CampaignDataItem[] {
  const first = listings[0];
  const images = imagesOf(listings);
  // A resource's videos (003 §3), each once, at most the order API's 10; and its message.
  const videos = [...new Map(listings.flatMap((l) => l.campaignVideos ?? []).filter((v) => isWebUrl(v.url)).map((v) => [v.url, v])).values()].slice(0, 10);
  const message = cut(firstText(first?.message), 5000);
  const url = listings.map((l) => l.customerUrl?.trim()).find((u): u is string => !!u && isWebUrl(u));
  const publicUrls: CampaignPublicUrl[] = url ? [{ type: 'LANDING_URL', url }, { type: 'CUSTOMER_URL', url }] : [];
  const center = listings.map(listingGeo).find((p): p is LatLng => p !== null) ?? { ...DEFAULT_CENTER };
  const title = cut(firstText(first?.title), 200);
  const description = cut(firstText(first?.description, first?.shortDescription), 5000);
  return product.campaignTemplates.map((template) => {
    const type = template.type ?? '';
    const item: CampaignDataItem = {
      templateId: template.templateId,
      templateModel: template.templateModel,
      ...(template.type ? { type: template.type } : {}),
      resources: {
        images: initialImages(images, type, options.imageAdLimit ?? Number.MAX_SAFE_INTEGER),
        publicUrls: publicUrls.map((u) => ({ ...u })),
        contacts: contactsOf(agents),
        ...(title ? { title, name: title } : {}),
        ...(description ? { description } : {}),
        ...(videos.length ? { videos: videos.map((v) => ({ ...v })) } : {}),
        ...(message ? { message } : {}),
      },
      adSettings: { location: { center: { ...center }, zoom: DEFAULT_ZOOM, markers: [] }, gender: 'ALL' },
      ...(url ? { linkData: { link: url } } : {}),
    };
    return item;
  });
}

// ---- images ----

export const activeImageCount = (images: readonly CampaignImage[] | undefined): number => (images ?? []).filter((i) => !i.deleted).length;

export type ImagesChange = { ok: true; images: CampaignImage[] } | { ok: false; error: string };

/** Removes an image from the campaign: it stays in the list, marked deleted, so it can be added back. */
export const removeImage = (images: readonly CampaignImage[], index: number): CampaignImage[] =>
  images.map((image, i) => (i === index ? { ...image, deleted: true } : image));

/** Adds a removed image back; refused with the spec's message when the type's maximum is reached (002 §5). */
export function restoreImage(images: readonly CampaignImage[], index: number, type: string, imageAdLimit: number): ImagesChange {
  const { max } = imageBounds(type, imageAdLimit);
  if (max !== undefined && activeImageCount(images) >= max) return { ok: false, error: SETTINGS_MESSAGES.tooManyImages(max) };
  return { ok: true, images: images.map((image, i) => (i === index ? { url: image.url, ...(image.id ? { id: image.id } : {}) } : image)) };
}

/** Adds new images (e.g. an upload); refused as a whole when they would go over the type's maximum. */
export function addImages(images: readonly CampaignImage[], added: readonly CampaignImage[], type: string, imageAdLimit: number): ImagesChange {
  const { max } = imageBounds(type, imageAdLimit);
  if (max !== undefined && activeImageCount(images) + added.length > max) return { ok: false, error: SETTINGS_MESSAGES.tooManyImages(max) };
  return { ok: true, images: [...images, ...added] };
}

/** Moves an image to another place in the order (the first is the ad's main image). */
export function moveImage(images: readonly CampaignImage[], from: number, to: number): CampaignImage[] {
  if (from === to || from < 0 || to < 0 || from >= images.length || to >= images.length) return [...images];
  const next = [...images];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/** Puts a cropped image in the place of the one it was cut from. */
export const replaceImage = (images: readonly CampaignImage[], index: number, image: CampaignImage): CampaignImage[] =>
  images.map((old, i) => (i === index ? image : old));

// ---- age and gender ----

export interface Ages {
  ageMin?: number;
  ageMax?: number;
}

/**
 * 002 §5 "Age min cannot exceed age max (adjusted automatically)": the age just chosen is kept and the other one
 * follows it. Ages outside 13..65 are brought inside; an age left empty stays empty (the template's applies).
 */
export function adjustAges(ages: Ages, changed: 'ageMin' | 'ageMax'): Ages {
  const clamp = (n: number | undefined) => (n === undefined || !Number.isFinite(n) ? undefined : Math.min(MAX_AGE, Math.max(MIN_AGE, Math.round(n))));
  let ageMin = clamp(ages.ageMin);
  let ageMax = clamp(ages.ageMax);
  if (ageMin !== undefined && ageMax !== undefined && ageMin > ageMax) {
    if (changed === 'ageMin') ageMax = ageMin;
    else ageMin = ageMax;
  }
  return { ...(ageMin !== undefined ? { ageMin } : {}), ...(ageMax !== undefined ? { ageMax } : {}) };
}

// ---- URLs ----

export const publicUrlOf = (item: CampaignDataItem, type: CampaignPublicUrl['type']): string => item.resources?.publicUrls?.find((u) => u.type === type)?.url ?? '';

/** The item with its public URL of `type` set to `url` ('' removes it). */
export function withPublicUrl(item: CampaignDataItem, type: CampaignPublicUrl['type'], url: string): CampaignDataItem {
  const others = (item.resources?.publicUrls ?? []).filter((u) => u.type !== type);
  const trimmed = url.trim();
  return { ...item, resources: { ...item.resources, publicUrls: trimmed ? [...others, { type, url: trimmed }] : others } };
}

/** The landing page: the campaign's link (linkData.link, which the ads context uses first) and its LANDING_URL. */
export function withLandingUrl(item: CampaignDataItem, url: string): CampaignDataItem {
  const next = withPublicUrl(item, 'LANDING_URL', url);
  const { link: _dropped, ...linkData } = next.linkData ?? {};
  const trimmed = url.trim();
  return { ...next, linkData: trimmed ? { ...linkData, link: trimmed } : linkData };
}

export const landingUrlOf = (item: CampaignDataItem): string => item.linkData?.link ?? publicUrlOf(item, 'LANDING_URL');

// ---- map targeting ----

/** Whether the map's markers are those the item holds (what is targeted; the view only frames it). */
export const sameMarkers = (item: CampaignDataItem, value: TargetingValue): boolean =>
  JSON.stringify(applyTargeting(item, value).adSettings?.location?.markers) === JSON.stringify(applyTargeting(item, targetingOf(item)).adSettings?.location?.markers);

/** The map's value for an item: its stored location made whole (the first listing's place is the default centre). */
export const targetingOf = (item: CampaignDataItem): TargetingValue => fromStored(item.adSettings?.location);

/**
 * 003 "Applying targeting copies the map center, zoom and markers into the first location of the campaign
 * settings": the order API keeps that location as adSettings.location (the ads context reads its markers; the
 * campaignSettings.locations of the API are names, not map places). Radii are whole kilometres, as the spec
 * stores them (002 §9: ceil(m / 1000)), written back in metres.
 */
export function applyTargeting(item: CampaignDataItem, value: TargetingValue): CampaignDataItem {
  const markers = value.markers.map((m) => ({ id: m.id, coords: { lat: m.coords.lat, lng: m.coords.lng }, radius: Math.ceil(m.radius / 1000) * 1000 }));
  return { ...item, adSettings: { ...item.adSettings, location: { center: { ...value.center }, zoom: value.zoom, markers } } };
}

/**
 * Whether the map shows what the item holds (nothing left to apply). The centre is compared to about 11 m
 * (four decimals): Leaflet re-centres by a fraction of a pixel when it lays the map out again, which is no change.
 */
export function sameTargeting(item: CampaignDataItem, value: TargetingValue): boolean {
  if (!sameMarkers(item, value)) return false;
  const key = (v: TargetingValue) => JSON.stringify({ ...applyTargeting(item, v).adSettings?.location, center: { lat: roundCoord(v.center.lat), lng: roundCoord(v.center.lng) } });
  return key(value) === key(targetingOf(item));
}
