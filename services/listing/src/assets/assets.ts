// Assets (spec 000: a customer's images and videos, and a listing's): uploaded as multipart, the format
// decided by content (the multipart middleware refuses unlisted types while the upload streams; the
// media kit then names the format and refuses a name that lies), stored through the ObjectStore port
// with a thumbnail (images, sharp) or a poster frame (videos, ffmpeg when installed), then recorded with
// asset.uploaded in one transaction. Order matters for what a failure leaves: the files are stored
// first and removed again if the row cannot be written (an 11th image raced in, a database error), so a
// refused upload leaves no object, no row and (multipart.ts, the work folder here) no temp file.
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import {
  makeWorkFolder,
  mediaOfUpload,
  notFound,
  posterFrameIfPossible,
  thumbnail,
  type Actor,
  type Logger,
  type ObjectStore,
  type PendingObjects,
  type Principal,
  type ResourceListQuery,
  type SniffedMedia,
  type UploadedFile,
  type VideoFormat,
} from '@adops/platform';
import type { ListingRow } from '../listings/entities.ts';
import { listingEvent } from '../listings/events.ts';
import { checkImages, checkVideos, type Media } from '../listings/rules.ts';
import type { ListingStore, ListingTx } from '../listings/store.ts';
import type { AssetRow } from './entities.ts';
import { assetUploaded } from './events.ts';
import { ASSET_FORMATS, assetName, assetRequired, checkAssetSize, customerIdRequired, maxBytesOf } from './rules.ts';
import type { AssetStore } from './store.ts';

/** The list's page, sort and search (the platform's), and its filters. */
export interface AssetListQuery extends ResourceListQuery {
  customerId?: string;
  listingId?: string;
  kind?: AssetRow['kind'];
}

/** The form fields read (spec AssetUploadForm); id, modelName and size are the screen's own. */
export interface AssetForm {
  customerId?: string;
  name?: string;
}

export interface AssetUrls {
  cdnUrl: string;
  s3Url: string;
  thumbnail: string | null;
}

type Owners = Pick<AssetRow, 'customerId' | 'listingId' | 'officeId' | 'agentId'>;

export interface AssetsDeps {
  store: AssetStore;
  listings: ListingStore;
  objects: ObjectStore;
  /** Keys put before their row commits, so a crash in between leaves nothing unreferenced for long. */
  pending: PendingObjects;
  log: Logger;
}

export class Assets {
  private readonly store: AssetStore;
  private readonly listings: ListingStore;
  private readonly objects: ObjectStore;
  private readonly pending: PendingObjects;
  private readonly log: Logger;

  constructor(deps: AssetsDeps) {
    this.store = deps.store;
    this.listings = deps.listings;
    this.objects = deps.objects;
    this.pending = deps.pending;
    this.log = deps.log;
  }

  /** Newest first, 25 a page unless `limit` says otherwise; filters customer, listing, kind. */
  list(principal: Principal, q: AssetListQuery) {
    return this.store.assets.list(principal, q, { customerId: q.customerId, listingId: q.listingId, kind: q.kind });
  }

  get(actor: Actor, id: string): Promise<AssetRow> {
    return this.store.assets.get(actor, id);
  }

  urls(a: AssetRow): AssetUrls {
    return { cdnUrl: this.objects.cdnUrl(a.storageKey), s3Url: this.objects.s3Url(a.storageKey), thumbnail: a.thumbnailKey ? this.objects.cdnUrl(a.thumbnailKey) : null };
  }

  /** Into a customer's library: staff name the customer ('Customer Id is required'), a corporate user's is their own. */
  async uploadToCustomer(principal: Principal, file: UploadedFile | undefined, form: AssetForm): Promise<AssetRow> {
    let customerId: string;
    if (principal.kind === 'staff') {
      if (!form.customerId) throw customerIdRequired();
      customerId = form.customerId;
      // The customer staff name must exist (the customer context's projection): 400 'Customer not found.' before anything is stored.
      await this.store.checkCustomer(customerId);
    } else {
      // A dashboard user's library is their customer's, whatever they send (another customer's is 404).
      if (!principal.customerId || (form.customerId && form.customerId !== principal.customerId)) throw notFound('Customer not found.');
      customerId = principal.customerId;
    }
    if (!file) throw assetRequired();
    return this.ingest(file, form, { customerId, listingId: null, officeId: null, agentId: null });
  }

  /**
   * Onto a listing the caller reaches: the asset is the listing's customer's, in its office and with its
   * owning agent, and is appended to its images or videos. The limits (10 images, 10 videos) are checked
   * before anything is stored and again under the listing's lock when the row is written.
   */
  async uploadToListing(principal: Principal, listingId: string, file: UploadedFile | undefined, form: AssetForm): Promise<AssetRow> {
    const listing = await this.listings.listings.get(principal, listingId);
    if (form.customerId && form.customerId !== listing.customerId) throw notFound('Listing not found.');
    if (!file) throw assetRequired();
    const media = await mediaOfUpload(file, ASSET_FORMATS);
    // Refused before anything is stored; checked again under the listing's lock below.
    appended(listing, media.kind, { url: 'https://placeholder.invalid/' });
    return this.ingest(file, form, { customerId: listing.customerId, listingId: listing.id, officeId: listing.officeId, agentId: listing.agentId }, media, async (tx, asset, urls) => {
      const current = await this.listings.listings.lock(tx, principal, listingId);
      const media: Media = { url: urls.cdnUrl, assetId: asset.id, ...(urls.thumbnail ? { thumbnail: urls.thumbnail } : {}) };
      await this.listings.listings.write(tx, current, appended(current, asset.kind, media), (next) => listingEvent('listing.updated', next));
    });
  }

  /** Deletes assets the caller reaches (all of them or none: 404), each taken off its listing; the files go after the rows. */
  async removeMany(principal: Principal, ids: string[]): Promise<void> {
    const unique = [...new Set(ids)];
    const removed = await this.store.kit.transaction(async (tx) => {
      const rows = await this.store.lockMany(tx, principal, unique);
      if (rows.length !== unique.length) throw notFound('Asset not found.');
      for (const listingId of new Set(rows.map((a) => a.listingId).filter((id): id is string => Boolean(id)))) {
        await this.detach(tx, listingId, new Set(rows.filter((a) => a.listingId === listingId).map((a) => a.id)));
      }
      await this.store.deleteMany(tx, unique);
      return rows;
    });
    // After the commit: a failure here leaves an unreferenced object (logged), never a row without its file.
    await this.removeObjects(removed.flatMap((a) => [a.storageKey, a.thumbnailKey].filter((k): k is string => Boolean(k))));
  }

  /** Takes the assets off the listing they were uploaded to (the caller reached the assets; the listing is theirs too). */
  private async detach(tx: ListingTx, listingId: string, assetIds: Set<string>): Promise<void> {
    const listing = await this.listings.lockedById(tx, listingId);
    if (!listing) return;
    const keep = (m: Media) => !m.assetId || !assetIds.has(m.assetId);
    const images = listing.images.filter(keep);
    const videos = listing.videos.filter(keep);
    if (images.length === listing.images.length && videos.length === listing.videos.length) return;
    await this.listings.listings.write(tx, listing, { images, videos }, (next) => listingEvent('listing.updated', next));
  }

  /**
   * Names the format by content, checks the kind's size limit, makes the thumbnail or poster frame,
   * stores the original and it, then writes the row (and `attach`'s change) with asset.uploaded.
   */
  private async ingest(
    file: UploadedFile,
    form: AssetForm,
    owners: Owners,
    known?: SniffedMedia,
    attach?: (tx: ListingTx, asset: AssetRow, urls: AssetUrls) => Promise<void>,
  ): Promise<AssetRow> {
    const media = known ?? (await mediaOfUpload(file, ASSET_FORMATS));
    checkAssetSize(media.kind, file.size);
    const id = randomUUID();
    const folder = `listing/${owners.customerId}/${id}`;
    const storageKey = `${folder}/original.${media.extension}`;
    const work = await makeWorkFolder('asset');
    const stored: string[] = [];
    const registered: string[] = [];
    try {
      const preview = await this.preview(file, media, join(work, 'poster.jpg'));
      const thumbnailKey = preview ? `${folder}/thumbnail.jpg` : null;
      const keys = thumbnailKey ? [storageKey, thumbnailKey] : [storageKey];
      await this.pending.register(keys);
      registered.push(...keys);
      stored.push(storageKey);
      await this.objects.put(storageKey, file.stream(), { contentType: media.mime, maxBytes: maxBytesOf(media.kind) });
      if (preview && thumbnailKey) {
        stored.push(thumbnailKey);
        await this.objects.put(thumbnailKey, preview(), { contentType: 'image/jpeg' });
      }
      const now = new Date();
      const row: AssetRow = {
        id,
        ...owners,
        kind: media.kind,
        format: media.format,
        mediaType: media.mime,
        size: file.size,
        originalFileName: file.filename?.slice(0, 300) ?? null,
        name: assetName(form.name, file.filename),
        storageKey,
        thumbnailKey,
        createdAt: now,
        updatedAt: now,
      };
      const urls = this.urls(row);
      await this.store.kit.transaction(async (tx) => {
        await attach?.(tx, row, urls);
        await this.store.insert(tx, row, registered);
        await tx.record(assetUploaded(row, urls));
      });
      return row;
    } catch (error) {
      await this.removeObjects(stored);
      await this.pending.abandon(registered).catch((e: unknown) => this.log.warn({ err: e }, 'asset: pending records not removed; the sweep will'));
      throw error;
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }

  /** The thumbnail (image) or poster frame (video) as a stream factory, or undefined when there is none. */
  private async preview(file: UploadedFile, media: SniffedMedia, posterPath: string): Promise<(() => Readable) | undefined> {
    if (media.kind === 'image') {
      // At most 320 pixels a side: small enough to hold in memory.
      const thumb = await thumbnail(file.path);
      return () => Readable.from([thumb.data]);
    }
    const made = await posterFrameIfPossible(file.path, posterPath, media.format as VideoFormat, this.log);
    return made ? () => createReadStream(posterPath) : undefined;
  }

  private async removeObjects(keys: string[]): Promise<void> {
    await Promise.all(
      keys.map((key) =>
        this.objects.delete(key).catch((error: unknown) => this.log.error({ key, err: error }, 'asset: a stored file could not be removed; it is left unreferenced')),
      ),
    );
  }
}

/** The listing's images or videos with one more, under the limits of 000 §5 ('Too Many Images' for an 11th image). */
function appended(listing: Pick<ListingRow, 'images' | 'videos'>, kind: 'image' | 'video', media: Media): Partial<ListingRow> {
  if (kind === 'image') return { images: checkImages([...listing.images, media]) };
  const videos = [...listing.videos, media];
  return { videos: checkVideos(videos) };
}
