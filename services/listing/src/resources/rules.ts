// The resource rules (003 §4, §5, §6), pure: the spec's messages, which offices a save may name, what
// the media must be (assets of the customer, of the right kind, a video with a thumbnail), the list's
// date window, search and additional filters. No I/O; the clock is handed in.
import { randomBytes } from 'node:crypto';
import { badRequest, forbidden, invalidField, invalidFields, type FieldError, type Scope } from '@adops/platform';

export type PublicUrlType = 'LANDING_URL' | 'CUSTOMER_URL' | 'YOUTUBE';
export interface PublicUrl {
  type: PublicUrlType;
  url: string;
}

/** A video and the image shown for it; without one, the video's own poster frame. */
export interface ResourceVideoRef {
  videoId: string;
  thumbnailId: string | null;
}

export const MESSAGES = {
  needsMedia: 'A resource must contain some images or videos.',
  videoProcessing: 'Please wait for the video to finish processing',
  searchTooShort: 'Search text needs more than 1 character',
  assetNotFound: 'Asset not found.',
  notAnImage: 'Must be an image.',
  notAVideo: 'Must be a video.',
  noOffices: 'A user without offices cannot create resources.',
  officeNotFound: "Office not found among the customer's offices.",
  customerFixed: 'The customer of a resource cannot change.',
  oneUrlPerType: 'Only one URL of each type is allowed.',
  notFound: 'Resource not found.',
  createNotAllowed: "The customer's dashboard does not let your role create resources.",
} as const;

export const REFERENCE_PREFIX = 'RES';

/** A new reference: RES and 10 characters without look-alikes (0/O, 1/I); unique per customer by the table's index. */
export function newResourceReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return REFERENCE_PREFIX + [...randomBytes(10)].map((b) => alphabet[b % 32]).join('');
}

/**
 * The offices a save may name, from the caller's scope: any (staff, corporate; the customer's offices
 * are checked against the projection), or only their own (a branch manager's, an agent's or branch
 * user's agent's). Such a user with no offices cannot create resources (003 §6); sending none means all
 * of theirs (003 §4: a new resource is filled with the agent's offices). Undefined: leave as they are.
 */
export function officesToSave(scope: Scope, sent: readonly string[] | undefined, creating: boolean): string[] | undefined {
  if (scope.level === 'all' || scope.level === 'customer') return sent ? [...sent] : creating ? [] : undefined;
  const own = scope.level === 'offices' ? scope.officeIds : [];
  if (own.length === 0) throw forbidden(MESSAGES.noOffices);
  if (sent === undefined) return creating ? [...own] : undefined;
  if (sent.length === 0) return [...own];
  const errors: FieldError[] = [];
  sent.forEach((id, i) => {
    if (!own.includes(id)) errors.push({ path: `/body/officeIds/${i}`, message: MESSAGES.officeNotFound });
  });
  if (errors.length) throw invalidFields(errors);
  return [...sent];
}

/** What the server knows of an asset a save names. */
export interface AssetFacts {
  kind: 'image' | 'video';
  /** The video's poster frame (or an image's thumbnail) exists. */
  hasPoster: boolean;
}

export interface MediaInput {
  imageIds?: readonly string[] | undefined;
  sourceImageIds?: readonly string[] | undefined;
  videos?: readonly ResourceVideoRef[] | undefined;
}

/**
 * Checks the media a save sends: each id an asset of the resource's customer (`known` holds only
 * those) of the right kind, each video with a thumbnail (an image named, or its own poster frame).
 */
export function checkMedia(input: MediaInput, known: ReadonlyMap<string, AssetFacts>): void {
  const errors: FieldError[] = [];
  const expect = (id: string, kind: AssetFacts['kind'], path: string) => {
    const asset = known.get(id);
    if (!asset) errors.push({ path, message: MESSAGES.assetNotFound });
    else if (asset.kind !== kind) errors.push({ path, message: kind === 'image' ? MESSAGES.notAnImage : MESSAGES.notAVideo });
    return asset;
  };
  (input.imageIds ?? []).forEach((id, i) => expect(id, 'image', `/body/imageIds/${i}`));
  (input.sourceImageIds ?? []).forEach((id, i) => expect(id, 'image', `/body/sourceImageIds/${i}`));
  (input.videos ?? []).forEach((v, i) => {
    const video = expect(v.videoId, 'video', `/body/videos/${i}/videoId`);
    if (v.thumbnailId) expect(v.thumbnailId, 'image', `/body/videos/${i}/thumbnailId`);
    else if (video?.kind === 'video' && !video.hasPoster) errors.push({ path: `/body/videos/${i}/thumbnailId`, message: MESSAGES.videoProcessing });
  });
  if (errors.length) throw invalidFields(errors);
}

/** 003 §5: a resource as saved has at least one image or video. */
export function checkHasMedia(imageIds: readonly string[], videos: readonly ResourceVideoRef[]): void {
  if (imageIds.length === 0 && videos.length === 0) throw badRequest(MESSAGES.needsMedia, [{ path: '/body/imageIds', message: MESSAGES.needsMedia }]);
}

/** At most one URL of each type (the edit screen has one landing URL field). */
export function checkPublicUrls(urls: readonly PublicUrl[]): void {
  const seen = new Set<string>();
  urls.forEach((u, i) => {
    if (seen.has(u.type)) throw invalidField(`/body/publicUrls/${i}/type`, MESSAGES.oneUrlPerType);
    seen.add(u.type);
  });
}

export const landingUrlOf = (urls: readonly PublicUrl[]): string | null => urls.find((u) => u.type === 'LANDING_URL')?.url ?? null;

/** An optional text as stored: trimmed, null when empty. */
export const textOf = (s: string | null | undefined): string | null => {
  const t = s?.trim();
  return t ? t : null;
};

const DAY = 24 * 60 * 60 * 1000;

/**
 * The list's creation window (003 §7, §9): from dateFrom, else dateRange days back, else one year
 * back (the same day a year ago, UTC); to dateTo when sent.
 */
export function dateWindow(q: { dateFrom?: string | undefined; dateTo?: string | undefined; dateRange?: number | undefined }, now: Date): { from: Date; to?: Date } {
  const from = q.dateFrom
    ? new Date(q.dateFrom)
    : q.dateRange
      ? new Date(now.getTime() - q.dateRange * DAY)
      : new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth(), now.getUTCDate(), now.getUTCHours(), now.getUTCMinutes(), now.getUTCSeconds(), now.getUTCMilliseconds()));
  return q.dateTo ? { from, to: new Date(q.dateTo) } : { from };
}

/**
 * The search as the list runs it (003 §5): more than 1 character (the schema refuses fewer; this
 * says so in the spec's words when it is reached directly), reference exact, any other field contains.
 */
export function searchOf(q: { search?: string | undefined; searchField?: string | undefined }): { exactReference?: string; contains?: string } {
  const term = q.search?.trim();
  if (q.search === undefined) return {};
  if (!term || term.length < 2) throw invalidField('/query/search', MESSAGES.searchTooShort);
  return q.searchField === 'reference' ? { exactReference: term } : { contains: term };
}

export const TEXT_FILTERS = ['name', 'title', 'message', 'description', 'reference', 'type'] as const;
export const FLAG_FILTERS = ['isPublished', 'isCopiedResource'] as const;
export type FilterName = (typeof TEXT_FILTERS)[number] | (typeof FLAG_FILTERS)[number];

export type ResourceFilter =
  | { name: (typeof TEXT_FILTERS)[number]; operator: 'eq' | 'ne' | 'contains'; value: string }
  | { name: (typeof FLAG_FILTERS)[number]; operator: 'eq' | 'ne'; value: boolean };

/**
 * 003 §7's additional filters, each `name:operator:value` (the schema's pattern has checked the name and
 * operator): contains is for texts, the flags take true or false.
 */
export function parseFilters(raw: readonly string[] | undefined): ResourceFilter[] {
  return (raw ?? []).map((f, i) => {
    const [name, operator] = f.split(':', 2) as [FilterName, 'eq' | 'ne' | 'contains'];
    const value = f.slice(name.length + operator.length + 2);
    const path = `/query/filter/${i}`;
    if ((FLAG_FILTERS as readonly string[]).includes(name)) {
      if (operator === 'contains') throw invalidField(path, `${name} takes eq or ne.`);
      if (value !== 'true' && value !== 'false') throw invalidField(path, `${name} is true or false.`);
      return { name: name as (typeof FLAG_FILTERS)[number], operator, value: value === 'true' };
    }
    return { name: name as (typeof TEXT_FILTERS)[number], operator, value };
  });
}

/**
 * A dashboard's resource roles as a dashboard.saved (deleted: false; roles null when the event carries no
 * list) or dashboard.deleted tells them: a row of known_dashboard_resource_roles (entities.ts).
 */
export interface DashboardRolesFacts {
  customerId: string;
  dashboardId: string;
  roles: string[] | null;
  deleted: boolean;
  eventAt: Date;
}

/**
 * The customer's known resource roles after a dashboard event, or null when it changes nothing: the
 * stored row came from a later event (of two at the same instant of one dashboard, the deletion stands),
 * or the event deletes a dashboard other than the one stored (the customer's next dashboard stands).
 */
export function nextDashboardRoles(stored: DashboardRolesFacts | null, incoming: DashboardRolesFacts): DashboardRolesFacts | null {
  if (stored) {
    const sameDashboard = stored.dashboardId === incoming.dashboardId;
    if (incoming.deleted && !sameDashboard) return null;
    const at = stored.eventAt.getTime();
    const later = at > incoming.eventAt.getTime() || (sameDashboard && at === incoming.eventAt.getTime() && stored.deleted && !incoming.deleted);
    if (later) return null;
  }
  return incoming.deleted ? { ...incoming, roles: null } : incoming;
}

/**
 * 003 §6: creating resources is for the roles in the customer's dashboard's enableCreateResourceRoles.
 * Staff always may; without a dashboard, or a list never told, every dashboard role may (the dashboard's
 * default list is all of them).
 */
export function checkMayCreate(roles: readonly string[], staff: boolean, known: DashboardRolesFacts | null): void {
  if (staff || !known || known.deleted || known.roles === null) return;
  if (!roles.some((r) => known.roles!.includes(r))) throw forbidden(MESSAGES.createNotAllowed);
}
