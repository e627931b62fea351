// The resource form's values and rules (003 §3 Resource, §4, §5), apart from the screen so they are tested on
// their own: a new resource's values (published; a non-corporate user's offices filled with theirs, a corporate
// user's empty), a saved one's, a copy's ('COPY - ' title, no id, marked copied; the server gives it a new
// reference), the body of createResource / updateResource, the form's checks, and the rule of 003 §5 that keeps
// Save disabled. Images are pairs: the image used (cropped, or the upload itself until it is cropped) and the
// original it came from (sourceImages).
import type { PublicUrl, Resource, ResourceAsset, ResourceInput } from '../../lib/api/generated/listing.ts';
import { sameValues } from '../../lib/forms/useApiForm.ts';
import { isWebUrl } from '../dashboard-order/settings/campaignData.ts';
import { RESOURCE_EDIT_MESSAGES as M } from './messages.ts';

/** An image of the resource: the one used (cropped or not) and the original upload it was cut from. */
export interface ImageEntry {
  image: ResourceAsset;
  source: ResourceAsset | null;
}

/** A video of the resource and the image chosen as its thumbnail (none: its own poster frame). */
export interface VideoEntry {
  video: ResourceAsset;
  thumbnail: ResourceAsset | null;
}

export interface ResourceValues {
  name: string;
  title: string;
  message: string;
  description: string;
  /** The publicUrls entry of type LANDING_URL. */
  landingUrl: string;
  /** The resource's other public URLs, kept as they are. */
  otherUrls: PublicUrl[];
  officeIds: string[];
  images: ImageEntry[];
  videos: VideoEntry[];
  isPublished: boolean;
}

/** The resource API's limits (openapi/listing ResourceInput). */
export const RESOURCE_LIMITS = { name: 300, title: 300, message: 2000, description: 2000, url: 2000, images: 10, videos: 10 } as const;

/** The landing URL (the publicUrls entry of type LANDING_URL): the page the resource's ads lead to and its share link. */
export const landingUrlOf = (resource: Pick<Resource, 'publicUrls'>): string | undefined => resource.publicUrls.find((u) => u.type === 'LANDING_URL')?.url;

/**
 * A new resource's values (003 §4): published, no media; a non-corporate user's offices are those they have
 * (their agent's, as the office list answers them), a corporate user starts with none (003 §6).
 */
export function newResourceValues(userOfficeIds: readonly string[], corporate: boolean): ResourceValues {
  return {
    name: '', title: '', message: '', description: '', landingUrl: '', otherUrls: [],
    officeIds: corporate ? [] : [...userOfficeIds], images: [], videos: [], isPublished: true,
  };
}

/** A saved resource's values; its images paired with their originals when it has one for each. */
export function savedResourceValues(resource: Resource): ResourceValues {
  const paired = resource.sourceImages.length === resource.images.length;
  return {
    name: resource.name, title: resource.title ?? '', message: resource.message ?? '', description: resource.description ?? '',
    landingUrl: landingUrlOf(resource) ?? '',
    otherUrls: resource.publicUrls.filter((u) => u.type !== 'LANDING_URL'),
    officeIds: [...resource.officeIds],
    images: resource.images.map((image, i) => ({ image, source: paired ? resource.sourceImages[i] ?? null : null })),
    videos: resource.videos.map((v) => ({ video: v.video, thumbnail: v.thumbnail })),
    isPublished: resource.isPublished,
  };
}

/** 003 §4 Save and copy: the same resource as a new one, its title prefixed with 'COPY - ' (the id and reference are the server's). */
export const copyValues = (v: ResourceValues): ResourceValues => ({ ...v, title: `${M.copyPrefix}${v.title}` });

const text = (value: string): string | null => (value.trim() ? value.trim() : null);
const unique = <T>(xs: readonly T[]): T[] => [...new Set(xs)];

/** The body of createResource (with `copied` for a copy) and updateResource. */
export function resourceBody(v: ResourceValues, options: { customerId?: string; copied?: boolean } = {}): ResourceInput {
  const landing = v.landingUrl.trim();
  return {
    ...(options.customerId ? { customerId: options.customerId } : {}),
    name: v.name.trim(),
    title: text(v.title),
    message: text(v.message),
    description: text(v.description),
    type: 'IMAGES',
    officeIds: unique(v.officeIds),
    imageIds: v.images.map((e) => e.image.id),
    sourceImageIds: unique(v.images.flatMap((e) => (e.source ? [e.source.id] : []))),
    videos: v.videos.map((e) => ({ videoId: e.video.id, ...(e.thumbnail ? { thumbnailId: e.thumbnail.id } : {}) })),
    publicUrls: [...(landing ? [{ type: 'LANDING_URL' as const, url: landing }] : []), ...v.otherUrls],
    isPublished: v.isPublished,
    ...(options.copied ? { isCopiedResource: true } : {}),
  };
}

/** The form's checks, by field (messages ours; the spec quotes none for these fields). */
export function checkResource(v: ResourceValues): Record<string, string | undefined> {
  const tooLong = (field: keyof typeof RESOURCE_LIMITS, value: string) =>
    (value.trim().length > RESOURCE_LIMITS[field] ? `At most ${RESOURCE_LIMITS[field]} characters.` : undefined);
  const landing = v.landingUrl.trim();
  return {
    name: !v.name.trim() ? M.nameRequired : tooLong('name', v.name),
    title: tooLong('title', v.title),
    message: tooLong('message', v.message),
    description: tooLong('description', v.description),
    // The order API's web-address rule (002 §5): the landing URL becomes a campaign's link.
    landingUrl: landing && !isWebUrl(landing) ? M.landingUrl : undefined,
  };
}

export const isValid = (v: ResourceValues): boolean => Object.values(checkResource(v)).every((m) => !m);
export const hasMedia = (v: Pick<ResourceValues, 'images' | 'videos'>): boolean => v.images.length + v.videos.length > 0;

/**
 * 003 §5 "offices are chosen (unless saving to all the user's offices)": a corporate user names at least one; for
 * any other user none chosen is all of theirs (the API reads an empty list so).
 */
export const officesChosen = (v: Pick<ResourceValues, 'officeIds'>, corporate: boolean): boolean => !corporate || v.officeIds.length > 0;

export interface SaveState {
  values: ResourceValues;
  /** What the form started from, or was last saved as. */
  baseline: ResourceValues;
  corporate: boolean;
  /** A cropped image is being uploaded. */
  cropUploading: boolean;
}

/**
 * Why Save is disabled (003 §5), in the order the user would fix them; none when Save may be pressed: the form
 * valid and changed, offices chosen, no cropped-image upload running, an image or a video present.
 */
export function saveBlockers({ values, baseline, corporate, cropUploading }: SaveState): string[] {
  return [
    ...(isValid(values) ? [] : ['The form has fields to correct.']),
    ...(sameValues(values, baseline) ? ['Nothing has changed yet.'] : []),
    ...(officesChosen(values, corporate) ? [] : [M.officesRequired]),
    ...(cropUploading ? ['A cropped image is still uploading.'] : []),
    ...(hasMedia(values) ? [] : [M.needsMedia]),
  ];
}

/** Videos still without any picture (003 §5: 'Please wait for the video to finish processing'). */
export const videoProcessing = (entry: VideoEntry): boolean => !entry.thumbnail && !entry.video.thumbnail;
