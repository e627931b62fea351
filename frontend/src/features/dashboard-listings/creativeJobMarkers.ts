// The listings tab's creative job markers (002 §4 "Creative jobs are polled every 10 seconds while WAITING; on
// SUCCESS the job marker is removed"): the newest job of each kind (a video, a preview) of each listing, kept per
// user in the tab's sessionStorage so that a reload or a visit to another tab does not lose a running render. A
// marker is on show while its job is WAITING; an ended job stays recorded (its status) so that the row links its
// video or preview, or says it failed, until the listing's next job of that kind.
import type { CreativeJobChecks, CreativeJobKind, CreativeJobStatus } from '../../lib/api/generated/creative.ts';
import { isRendering } from '../listings/renderJobs.ts';

export interface CreativeJobMarker {
  listingId: string;
  kind: CreativeJobKind;
  jobId: string;
  status: CreativeJobStatus;
  progress: number;
}

const STORAGE_PREFIX = 'adops.dashboardListings.creativeJobs:';
/** Where the markers were kept when the tab made only videos: read once, as VIDEO markers, then removed. */
const LEGACY_VIDEO_PREFIX = 'adops.dashboardListings.videoJobs:';
/** checkCreativeTemplateJobs takes at most this many ids a call (IdList maxItems). */
export const CHECK_IDS_PER_CALL = 100;
const KINDS: readonly CreativeJobKind[] = ['VIDEO', 'PREVIEW'];

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined; // storage disabled: the markers live as long as the page
  }
}

const isMarker = (value: unknown): value is CreativeJobMarker => {
  const v = value as Partial<CreativeJobMarker> | null;
  return !!v && typeof v.listingId === 'string' && KINDS.includes(v.kind as CreativeJobKind) && typeof v.jobId === 'string'
    && typeof v.status === 'string' && typeof v.progress === 'number';
};

function parsed(saved: string | null | undefined, legacy: boolean): CreativeJobMarker[] {
  if (!saved) return [];
  try {
    const entries: unknown = JSON.parse(saved);
    if (!Array.isArray(entries)) return [];
    // The video-only markers had no kind.
    return (legacy ? entries.map((e: unknown) => (e && typeof e === 'object' ? { ...e, kind: 'VIDEO' } : e)) : entries).filter(isMarker);
  } catch {
    return [];
  }
}

export function loadMarkers(userId: string | undefined): CreativeJobMarker[] {
  const store = userId ? storage() : undefined;
  if (!userId || !store) return [];
  const current = store.getItem(STORAGE_PREFIX + userId);
  return current !== null ? parsed(current, false) : parsed(store.getItem(LEGACY_VIDEO_PREFIX + userId), true);
}

export function saveMarkers(userId: string | undefined, markers: readonly CreativeJobMarker[]): void {
  if (!userId) return;
  const store = storage();
  if (!store) return;
  try {
    store.removeItem(LEGACY_VIDEO_PREFIX + userId); // loaded into `markers` by now, so kept under the new key
    if (markers.length) store.setItem(STORAGE_PREFIX + userId, JSON.stringify(markers));
    else store.removeItem(STORAGE_PREFIX + userId);
  } catch {
    // A full storage only costs the markers a reload.
  }
}

/** The listing's new job replaces whatever job of its kind the listing had. */
export const started = (markers: readonly CreativeJobMarker[], marker: CreativeJobMarker): CreativeJobMarker[] =>
  [...markers.filter((m) => m.listingId !== marker.listingId || m.kind !== marker.kind), marker];

/** The ids still WAITING, whatever their kind, in calls of at most CHECK_IDS_PER_CALL. */
export function waitingBatches(markers: readonly CreativeJobMarker[]): string[][] {
  const ids = markers.filter((m) => isRendering(m.status)).map((m) => m.jobId);
  const batches: string[][] = [];
  for (let i = 0; i < ids.length; i += CHECK_IDS_PER_CALL) batches.push(ids.slice(i, i + CHECK_IDS_PER_CALL));
  return batches;
}

/**
 * The markers after a check of `asked`: each answered job takes its status and progress; an asked job left out
 * of the answer is one the user may no longer see (the server leaves those out), so its marker goes.
 */
export function applyChecks(markers: readonly CreativeJobMarker[], asked: readonly string[], answer: CreativeJobChecks['jobs']): CreativeJobMarker[] {
  const byId = new Map(answer.map((a) => [a.id, a]));
  return markers.flatMap((m) => {
    if (!asked.includes(m.jobId)) return [m];
    const found = byId.get(m.jobId);
    return found ? [{ ...m, status: found.status, progress: found.progress }] : [];
  });
}
