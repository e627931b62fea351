// Resources of customers (003 §2–§9): staff reach all; corporate users their customer's; branch
// managers those in their offices; agents and branch users those in their agent's offices. The rules
// are in rules.ts; tenancy comes with the owned resource (store.ts); the media are assets of the
// resource's customer, checked when a save names them. Every write records its event in its
// transaction (events.ts). Save and copy is the client's: a create whose reference the server makes.
import { invalidField, owningCustomer, type Actor, type Principal } from '@adops/platform';
import type { operations, ResourceInput } from '@adops/openapi/generated/listing';
import type { ResourceRow } from './entities.ts';
import type { ListingTx } from '../listings/store.ts';
import type { ResourceStore } from './store.ts';
import { checkHasMedia, checkMayCreate, checkMedia, checkPublicUrls, dateWindow, MESSAGES, newResourceReference, officesToSave, parseFilters, searchOf, textOf, type ResourceVideoRef } from './rules.ts';
import { assetIdsOf } from './dto.ts';
import { factsOf, resolve, type MediaById, type UrlsOf } from './media.ts';
import { resourceEvent } from './events.ts';

export type ResourceListQuery = NonNullable<operations['listResources']['parameters']['query']>;

/** A row with its media resolved, as the answer shows it. */
export interface ResourceView {
  row: ResourceRow;
  media: MediaById;
}

const videosOf = (input: ResourceInput): ResourceVideoRef[] | undefined => input.videos?.map((v) => ({ videoId: v.videoId, thumbnailId: v.thumbnailId ?? null }));

export class Resources {
  private readonly store: ResourceStore;
  private readonly urlsOf: UrlsOf;

  constructor(store: ResourceStore, urlsOf: UrlsOf) {
    this.store = store;
    this.urlsOf = urlsOf;
  }

  /** Newest first, 10 a page; within the window (a year back by default), the search, office and filters. */
  async list(principal: Principal, q: ResourceListQuery): Promise<{ items: ResourceView[]; count: number }> {
    const { exactReference, contains } = searchOf(q);
    const window = dateWindow(q, new Date());
    const filters = parseFilters(q.filter);
    const page = await this.store.list(
      principal,
      { page: q.page, limit: q.limit, sort: q.sort, ...(contains ? { search: contains, searchField: q.searchField } : {}) },
      { customerId: q.customerId, officeId: q.officeId, from: window.from, to: window.to, exactReference, filters },
    );
    return { items: await this.viewsOf(page.items), count: page.count };
  }

  async get(actor: Actor, id: string): Promise<ResourceView> {
    const row = await this.store.resources.get(actor, id);
    return { row, media: await this.mediaOf(row.customerId, assetIdsOf(row)) };
  }

  async create(principal: Principal, input: ResourceInput): Promise<ResourceView> {
    const customerId = owningCustomer(principal, input.customerId);
    checkMayCreate(principal.roles, principal.kind === 'staff', principal.kind === 'staff' ? null : await this.store.knownDashboardRoles(customerId));
    const officeIds = officesToSave(await this.store.scopeOf(principal), input.officeIds, true)!;
    const imageIds = [...(input.imageIds ?? [])];
    const videos = videosOf(input) ?? [];
    const publicUrls = [...(input.publicUrls ?? [])];
    checkPublicUrls(publicUrls);
    checkHasMedia(imageIds, videos);
    let media: MediaById = new Map();
    const row = await this.store.kit.transaction(async (tx) => {
      if (principal.kind === 'staff') await this.store.checkCustomer(tx, customerId);
      if (principal.kind === 'staff' || principal.roles.includes('corporate')) await this.store.checkOffices(tx, customerId, officeIds, input.officeIds ?? []);
      media = await this.mediaOf(customerId, assetIdsOf({ imageIds, sourceImageIds: input.sourceImageIds ?? [], videos }), tx);
      checkMedia({ imageIds, sourceImageIds: input.sourceImageIds, videos }, factsOf(media));
      const fields = {
        customerId,
        officeIds,
        // 003 §4: a new resource has a generated reference, a client's is never taken (the schema refuses one).
        reference: newResourceReference(),
        name: input.name.trim(),
        title: textOf(input.title),
        message: textOf(input.message),
        description: textOf(input.description),
        type: 'IMAGES' as const,
        imageIds,
        sourceImageIds: [...(input.sourceImageIds ?? [])],
        videos,
        publicUrls,
        // 003 §4: a new resource is published.
        isPublished: input.isPublished ?? true,
        isCopiedResource: input.isCopiedResource ?? false,
        createdByUserId: principal.userId,
        createdByEmail: principal.email,
        // The session carries the e-mail, not a display name (decisions: createdBy).
        createdByName: null,
      };
      return this.store.resources.insert(tx, fields, (r) => resourceEvent('resource.saved', r, media));
    });
    return { row, media };
  }

  /** Saves the fields sent with the rules of create; the customer, reference and creator never change. */
  async update(principal: Principal, id: string, input: ResourceInput): Promise<ResourceView> {
    const scope = await this.store.scopeOf(principal);
    let media: MediaById = new Map();
    const row = await this.store.resources.update(
      principal,
      id,
      async (current, tx) => {
        if (input.customerId !== undefined && input.customerId !== current.customerId) throw invalidField('/body/customerId', MESSAGES.customerFixed);
        const officeIds = officesToSave(scope, input.officeIds, false);
        if (officeIds && (principal.kind === 'staff' || principal.roles.includes('corporate'))) {
          const added = officeIds.filter((o) => !current.officeIds.includes(o));
          await this.store.checkOffices(tx, current.customerId, added, input.officeIds ?? []);
        }
        const videos = videosOf(input);
        if (input.publicUrls) checkPublicUrls(input.publicUrls);
        const next = { imageIds: input.imageIds ?? current.imageIds, sourceImageIds: input.sourceImageIds ?? current.sourceImageIds, videos: videos ?? current.videos };
        media = await this.mediaOf(current.customerId, assetIdsOf({ ...current, ...next }), tx);
        // What this save sends is checked; what it keeps loses only assets deleted from the library since.
        checkMedia({ imageIds: input.imageIds, sourceImageIds: input.sourceImageIds, videos }, factsOf(media));
        const kept = {
          imageIds: next.imageIds.filter((i) => media.has(i)),
          sourceImageIds: next.sourceImageIds.filter((i) => media.has(i)),
          videos: next.videos.filter((v) => media.has(v.videoId)),
        };
        checkHasMedia(kept.imageIds, kept.videos);
        const changes: Partial<ResourceRow> = { ...kept };
        if (officeIds) changes.officeIds = officeIds;
        changes.name = input.name.trim();
        if (input.title !== undefined) changes.title = textOf(input.title);
        if (input.message !== undefined) changes.message = textOf(input.message);
        if (input.description !== undefined) changes.description = textOf(input.description);
        if (input.publicUrls) changes.publicUrls = [...input.publicUrls];
        if (input.isPublished !== undefined) changes.isPublished = input.isPublished;
        if (input.isCopiedResource !== undefined) changes.isCopiedResource = input.isCopiedResource;
        return changes;
      },
      (next) => resourceEvent('resource.saved', next, media),
    );
    return { row, media };
  }

  /** Deletes a resource the caller reaches, with resource.deleted carrying it as it was; its assets stay in the library. */
  async remove(principal: Principal, id: string): Promise<void> {
    let media: MediaById = new Map();
    await this.store.resources.remove(
      principal,
      id,
      (r) => resourceEvent('resource.deleted', r, media),
      async (r, tx) => {
        media = await this.mediaOf(r.customerId, assetIdsOf(r), tx);
      },
    );
  }

  /** The media of a page's rows in one query, each row shown its own customer's assets only. */
  private async viewsOf(rows: ResourceRow[]): Promise<ResourceView[]> {
    const assets = await this.store.assetsOf(rows.map((r) => r.customerId), rows.flatMap((r) => assetIdsOf(r)));
    const media = new Map<string, MediaById>();
    for (const customerId of new Set(rows.map((r) => r.customerId))) media.set(customerId, resolve(assets.filter((a) => a.customerId === customerId), this.urlsOf));
    return rows.map((row) => ({ row, media: media.get(row.customerId)! }));
  }

  private async mediaOf(customerId: string, ids: string[], tx?: ListingTx): Promise<MediaById> {
    return resolve(await this.store.assetsOf([customerId], ids, tx), this.urlsOf);
  }
}
