// The dashboard listing form's values and its save (002 §3 Listing fields, §5 "Listing save"), apart from the
// screen so they are tested on their own. The values and their mapping are the staff form's
// (features/listings/listingValues.ts: one mapping of a listing's fields and metadata), with the dashboard's
// own rules on top:
//   - three agent slots; a slot with no agent is dropped, an agent chosen twice is sent once, at most 3;
//   - Fixed Price drops inspectionTimes, auction and auctionLocation (metaDataOf; the server drops them too);
//   - a new listing is CLASSIFIED and DONE (shown as Saved) with the market status ACTIVE, of the dashboard's customer;
//   - images are files chosen on the form, uploaded by Save through the listing API's asset upload
//     (uploadListingAsset appends each to the listing): a new listing is created first, then its files
//     are uploaded, then the images are written once more in the form's order. A file that does not upload
//     stays chosen and the save says 'Some Image is not upload...'; the listing (created already) is kept,
//     so saving again uploads only what is left.
import type { CreateListingRequest, Listing, Media, UpdateListingRequest } from '../../lib/api/generated/listing.ts';
import type { SaveAnswer } from '../../lib/forms/useApiForm.ts';
import type { UploadItem } from '../listings/ListingMedia.tsx';
import { MAX_AGENTS_PER_LISTING } from '../listings/constants.ts';
import {
  checkListing, createBodyOf, emptyListingValues, isPending, listingValuesOf, storedMedia, updateBodyOf, type FormMedia, type ListingValues,
} from '../listings/listingValues.ts';
import { DASHBOARD_LISTING_MESSAGES } from './messages.ts';

/** The listing's agent slots (002 §9 "Listing has 3 agent slots"). */
export const AGENT_SLOTS = MAX_AGENTS_PER_LISTING;
/** The market status of a new listing (002 §3 "status (default ACTIVE)"). */
export const DEFAULT_MARKET_STATUS = 'ACTIVE';

/** The customer's agents by id, as the form sends their names and e-mails. */
export type AgentNames = Map<string, { fullName: string; email?: string | null }>;

/** Agent ids into exactly AGENT_SLOTS slots (the extra ones kept, so the check can refuse them). */
const slots = (ids: string[]): { id: string }[] => {
  const filled = ids.map((id) => ({ id }));
  while (filled.length < AGENT_SLOTS) filled.push({ id: '' });
  return filled;
};

/** A new listing's values: the dashboard's customer, the user's own agent in the first slot (if they are one). */
export function newListingValues(customerId: string, ownAgentId?: string): ListingValues {
  return { ...emptyListingValues(customerId), status: DEFAULT_MARKET_STATUS, agents: slots(ownAgentId ? [ownAgentId] : []) };
}

/** A saved listing's values, its agents in the slots (a listing without a market status is ACTIVE: the server's default). */
export function savedListingValues(listing: Listing): ListingValues {
  const values = listingValuesOf(listing);
  return { ...values, status: values.status || DEFAULT_MARKET_STATUS, agents: slots(values.agents.map((a) => a.id)) };
}

/** The agents that are sent: slots with an agent, each agent once. */
export const chosenAgents = (v: ListingValues): { id: string }[] =>
  [...new Set(v.agents.map((a) => a.id).filter(Boolean))].map((id) => ({ id }));

/** The form's checks: the staff form's (title, addresses, numbers, dates, 10 images, at most 3 agents). */
export const checkDashboardListing = (v: ListingValues) => checkListing({ ...v, agents: chosenAgents(v) });

/** The body of createListing: a classified listing, saved (DONE), with the files not uploaded yet left out. */
export const createBody = (v: ListingValues, agents: AgentNames): CreateListingRequest =>
  ({ ...createBodyOf({ ...v, agents: chosenAgents(v) }, agents), listingOption: 'CLASSIFIED', listingStatus: 'DONE' });

/** The body of updateListing: the form's fields; the listing's option and status are left as they are. */
export function updateBody(v: ListingValues, agents: AgentNames): UpdateListingRequest {
  const { listingOption: _option, listingStatus: _status, ...body } = updateBodyOf({ ...v, agents: chosenAgents(v) }, agents);
  return body;
}

/** The listing API calls a save makes (the generated mutations, or fakes in a test). */
export interface ListingSaveApi {
  create(body: CreateListingRequest): Promise<SaveAnswer<Listing>>;
  update(listingId: string, body: UpdateListingRequest): Promise<SaveAnswer<Listing>>;
  /** Uploads one file to the listing (appended by the server), reporting its progress in percent. */
  upload(listingId: string, file: File, onProgress: (percent: number) => void): Promise<Media>;
}

export interface SaveProgress {
  /** Called with the new listing as soon as it is created, before its files are uploaded. */
  onCreated?(listing: Listing): void;
  /** Each chosen file's upload flags as they change, by its pendingId. */
  onUpload?(pendingId: string, item: UploadItem): void;
}

export interface SaveResult {
  answer: SaveAnswer<Listing>;
  /** The form's images afterwards: the uploaded files as stored media, those that failed still chosen. */
  images: FormMedia[];
}

/** The refusal a save answers when a chosen file did not upload (shown at the images and in the dialog). */
export const imagesNotUploaded = () => ({
  title: 'Bad Request', status: 400, detail: DASHBOARD_LISTING_MESSAGES.someImageNotUploaded,
  errors: [{ path: '/body/images', message: DASHBOARD_LISTING_MESSAGES.someImageNotUploaded }],
});

/**
 * Saves the form: creates the listing (no `saved` yet) or updates it, then uploads each chosen image to it,
 * then writes the images in the form's order. Answers the last answer of the API (or the refusal for files
 * that did not upload) and the form's images afterwards.
 */
export async function saveDashboardListing(v: ListingValues, saved: Listing | undefined, agents: AgentNames, api: ListingSaveApi, progress: SaveProgress = {}): Promise<SaveResult> {
  const first = saved ? await api.update(saved.id, updateBody(v, agents)) : await api.create(createBody(v, agents));
  const listing = first.data;
  if (!listing || (first.response && !first.response.ok)) return { answer: first, images: v.images };
  if (!saved) progress.onCreated?.(listing);
  const chosen = v.images.filter(isPending);
  if (!chosen.length) return { answer: first, images: v.images };
  const uploaded = new Map<string, Media>();
  for (const m of chosen) {
    const row: UploadItem = { name: m.file.name, processValue: 0, successUpload: false, errorUploadLoad: false };
    progress.onUpload?.(m.pendingId, row);
    try {
      const media = await api.upload(listing.id, m.file, (percent) => progress.onUpload?.(m.pendingId, { ...row, processValue: Math.round(percent) }));
      uploaded.set(m.pendingId, media);
      progress.onUpload?.(m.pendingId, { ...row, processValue: 100, successUpload: true });
    } catch (error) {
      progress.onUpload?.(m.pendingId, { ...row, errorUploadLoad: true, error: (error as Error).message });
    }
  }
  const images = v.images.map((m) => (isPending(m) ? uploaded.get(m.pendingId) ?? m : m));
  if (uploaded.size < chosen.length) return { answer: { error: imagesNotUploaded() }, images };
  // The server appended each upload; this puts them in the form's order (the stored ones among them).
  return { answer: await api.update(listing.id, { images: storedMedia(images) }), images };
}
