// The rules of a listing's fields (spec 002 §3 and §5, spec 000 §5), pure: what a save keeps of the
// agents, images, videos and metadata it was sent, where a principal's listing belongs, and the
// messages of what it refuses.
import { randomBytes } from 'node:crypto';
import { invalidField, Problem, scopeOf, type Principal } from '@adops/platform';
import type { UpdateListingRequest } from '@adops/openapi/generated/listing';

export interface Media {
  url: string;
  thumbnail?: string;
  assetId?: string;
}

export interface ListingAgent {
  id: string;
  name?: string;
  email?: string;
  phone?: string;
  image?: string;
}

export type MetaValue = string | number | boolean | string[] | Record<string, string | number | boolean | null>;

export interface MetaData {
  key: string;
  value: MetaValue;
  isPublic?: boolean;
}

/** Spec 000 §9: images or videos per listing, 10 each. */
export const MAX_IMAGES = 10;
export const MAX_VIDEOS = 10;
/** Spec 002 §9: a listing has 3 agent slots. */
export const MAX_AGENTS = 3;
export const REFERENCE_PREFIX = 'DASH';

/** Spec 000 §5, verbatim: the title and the message of an 11th image. */
export const tooManyImages = () => new Problem(400, 'Too Many Images', 'Only 10 Images allow for the listing', { errors: [{ path: '/body/images', message: 'Only 10 Images allow for the listing' }] });

export function checkImages(images: Media[]): Media[] {
  if (images.length > MAX_IMAGES) throw tooManyImages();
  return images;
}

export function checkVideos(videos: Media[]): Media[] {
  if (videos.length > MAX_VIDEOS) throw invalidField('/body/videos', `Only ${MAX_VIDEOS} Videos allow for the listing`);
  return videos;
}

/** Spec 002 §5: agents without an id are dropped; up to 3 remain ('Maximum number of {contacts} is N.'). */
export function keptAgents(agents: Array<Partial<ListingAgent>>): ListingAgent[] {
  const kept = agents.filter((a): a is ListingAgent => typeof a.id === 'string' && a.id.length > 0);
  if (kept.length > MAX_AGENTS) throw invalidField('/body/agents', `Maximum number of agents is ${MAX_AGENTS}.`);
  return kept;
}

/** Spec 002 §3: the price views. */
export const PRICE_VIEWS = ['Fixed Price', 'Negotiation', 'Auction', 'Tender', 'On Request', 'Not Applicable'] as const;

/** Metadata whose price view is Fixed Price drops these (spec 002 §5, listing save). */
const NOT_FOR_FIXED_PRICE = new Set(['inspectionTimes', 'auction', 'auctionLocation']);

/**
 * The metadata as saved: one entry per key (the last one sent wins), isPublic defaulting to true,
 * status ACTIVE unless sent, and with priceView Fixed Price no inspection times or auction.
 */
export function savedMetaData(entries: MetaData[]): MetaData[] {
  const byKey = new Map<string, MetaData>();
  for (const e of entries) byKey.set(e.key, { key: e.key, value: e.value, isPublic: e.isPublic ?? true });
  const priceView = byKey.get('priceView');
  if (priceView && !(PRICE_VIEWS as readonly unknown[]).includes(priceView.value)) {
    throw invalidField('/body/metaData', `priceView must be one of ${PRICE_VIEWS.join(', ')}.`);
  }
  if (!byKey.has('status')) byKey.set('status', { key: 'status', value: 'ACTIVE', isPublic: true });
  if (byKey.get('priceView')?.value === 'Fixed Price') for (const key of NOT_FOR_FIXED_PRICE) byKey.delete(key);
  return [...byKey.values()];
}

/** A new reference: DASH and ten upper-case base-32 characters (50 random bits; unique in the table). */
export function newReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return REFERENCE_PREFIX + [...randomBytes(10)].map((b) => alphabet[b % 32]).join('');
}

/** The values the enumeration endpoint serves, with the labels the screens show. */
export const LISTING_ENUMERATIONS = {
  listingStatus: [
    { value: 'DONE', label: 'Saved' },
    { value: 'ARCHIVED', label: 'Archived' },
  ],
  listingOption: [{ value: 'CLASSIFIED', label: 'Classified' }],
} as const;

/** A save's fields as sent: the update's, with agents possibly missing their id (they are dropped). */
export type ListingFields = Partial<Omit<UpdateListingRequest, 'agents'>> & { agents?: Array<Partial<ListingAgent>> };

/** A branch manager's listing is in one of their offices (else they could not read it back). */
export function checkOffice(principal: Principal, officeId: string | null | undefined): void {
  const scope = scopeOf(principal);
  if (scope.level === 'offices' && (!officeId || !scope.officeIds.includes(officeId))) {
    throw invalidField('/body/officeId', 'Choose one of your offices.');
  }
}

/** The owning agent: an agent's or branch user's own (kept among the agents), else the first agent. */
export function owningAgent(principal: Principal, agents: ListingAgent[]): string | null {
  const scope = scopeOf(principal);
  if (scope.level === 'agent') return scope.agentId;
  return agents[0]?.id ?? null;
}

/** The media and agents of a save, with the rules of 002 §5 and 000 §5 applied. */
export function fieldsOf(principal: Principal, input: ListingFields, creating = false): { images?: Media[]; videos?: Media[]; agents?: ListingAgent[]; officeId?: string | null } {
  const out: { images?: Media[]; videos?: Media[]; agents?: ListingAgent[]; officeId?: string | null } = {};
  if (input.images) out.images = checkImages(input.images as Media[]);
  if (input.videos) out.videos = checkVideos(input.videos as Media[]);
  const scope = scopeOf(principal);
  if (input.agents || (creating && scope.level === 'agent')) {
    let agents = keptAgents(input.agents ?? []);
    // An agent's own listing always carries them, first; the 3 slots still hold.
    if (scope.level === 'agent' && !agents.some((a) => a.id === scope.agentId)) agents = keptAgents([{ id: scope.agentId }, ...agents]);
    out.agents = agents;
  }
  if (input.officeId !== undefined) out.officeId = input.officeId;
  return out;
}
