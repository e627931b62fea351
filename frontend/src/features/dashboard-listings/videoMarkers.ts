// The listings tab's video job markers (002 §4 "Creative jobs are polled every 10 seconds while WAITING; on
// SUCCESS the job marker is removed"): the newest video job of each listing, kept per user in the tab's
// sessionStorage so that a reload or a visit to another tab does not lose a running render. A marker is on show
// while its job is WAITING; an ended job stays recorded (its status) so that the row links its video or says
// it failed until the listing's next video.
import type { CreativeJobChecks, CreativeJobStatus } from '../../lib/api/generated/creative.ts';
import { isRendering } from '../listings/renderJobs.ts';

export interface VideoJob {
  listingId: string;
  jobId: string;
  status: CreativeJobStatus;
  progress: number;
}

const STORAGE_PREFIX = 'adops.dashboardListings.videoJobs:';
/** checkCreativeTemplateJobs takes at most this many ids a call (IdList maxItems). */
export const CHECK_IDS_PER_CALL = 100;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined; // storage disabled: the markers live as long as the page
  }
}

const isVideoJob = (value: unknown): value is VideoJob => {
  const v = value as Partial<VideoJob> | null;
  return !!v && typeof v.listingId === 'string' && typeof v.jobId === 'string' && typeof v.status === 'string' && typeof v.progress === 'number';
};

export function loadVideoJobs(userId: string | undefined): VideoJob[] {
  const saved = userId ? storage()?.getItem(STORAGE_PREFIX + userId) : null;
  if (!saved) return [];
  try {
    const parsed: unknown = JSON.parse(saved);
    return Array.isArray(parsed) ? parsed.filter(isVideoJob) : [];
  } catch {
    return [];
  }
}

export function saveVideoJobs(userId: string | undefined, jobs: readonly VideoJob[]): void {
  if (!userId) return;
  const store = storage();
  if (!store) return;
  try {
    if (jobs.length) store.setItem(STORAGE_PREFIX + userId, JSON.stringify(jobs));
    else store.removeItem(STORAGE_PREFIX + userId);
  } catch {
    // A full storage only costs the markers a reload.
  }
}

/** The listing's new job replaces whatever job it had. */
export const started = (jobs: readonly VideoJob[], job: VideoJob): VideoJob[] => [...jobs.filter((j) => j.listingId !== job.listingId), job];

/** The ids still WAITING, in calls of at most CHECK_IDS_PER_CALL. */
export function waitingBatches(jobs: readonly VideoJob[]): string[][] {
  const ids = jobs.filter((j) => isRendering(j.status)).map((j) => j.jobId);
  const batches: string[][] = [];
  for (let i = 0; i < ids.length; i += CHECK_IDS_PER_CALL) batches.push(ids.slice(i, i + CHECK_IDS_PER_CALL));
  return batches;
}

/**
 * The jobs after a check of `asked`: each answered job takes its status and progress; an asked job left out of
 * the answer is one the user may no longer see (the server leaves those out), so its marker goes.
 */
export function applyChecks(jobs: readonly VideoJob[], asked: readonly string[], answer: CreativeJobChecks['jobs']): VideoJob[] {
  const byId = new Map(answer.map((a) => [a.id, a]));
  return jobs.flatMap((j) => {
    if (!asked.includes(j.jobId)) return [j];
    const found = byId.get(j.jobId);
    return found ? [{ ...j, status: found.status, progress: found.progress }] : [];
  });
}
