// The listings tab's video jobs (002 §4): Video queues a render of the listing (generateVideo; the server picks
// the newest published VIDEO template open to the customer) and keeps its job as the listing's marker; while any
// marker is WAITING they are checked together (checkCreativeTemplateJobs) every 10 s, and a marker goes once its
// job has ended. Polling errors are only logged (002 §8 'Creative template polling errors: only logged'), even
// those the error catalogue would act on (a 500 or 401 does not leave the page): the next tick tries again.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useCheckCreativeTemplateJobs, useGenerateVideo } from '../../lib/api/generated/creative.ts';
import { optOut } from '../../lib/api/errorCatalogue.ts';
import { CREATIVE_JOB_POLL_MS } from './constants.ts';
import { applyChecks, loadVideoJobs, saveVideoJobs, started, waitingBatches, type VideoJob } from './videoMarkers.ts';

export interface VideoJobs {
  jobs: readonly VideoJob[];
  /** The listing's job, if it has one. */
  jobOf(listingId: string): VideoJob | undefined;
  /** Queues a video of the listing; a refusal is answered with its problem (the caller shows it), not thrown. */
  generate(listingId: string): Promise<{ ok: true } | { ok: false; problem: unknown }>;
}

export function useVideoJobs(userId: string | undefined): VideoJobs {
  const [jobs, setJobs] = useState<VideoJob[]>(() => loadVideoJobs(userId));
  const generateVideo = useGenerateVideo();
  const check = useCheckCreativeTemplateJobs();

  // Another user in the same tab has markers of their own.
  const owner = useRef(userId);
  useEffect(() => {
    if (owner.current === userId) return;
    owner.current = userId;
    setJobs(loadVideoJobs(userId));
  }, [userId]);
  useEffect(() => saveVideoJobs(owner.current, jobs), [jobs]);

  // The interval lives as long as the same ids are WAITING: a progress update does not restart it.
  const waiting = waitingBatches(jobs).map((batch) => batch.join(',')).join(';');
  const busy = useRef(false);
  useEffect(() => {
    if (!waiting) return undefined;
    const batches = waiting.split(';').map((batch) => batch.split(','));
    const poll = async () => {
      if (busy.current) return; // a slow check is still out: this tick is skipped rather than doubled
      busy.current = true;
      try {
        for (const ids of batches) {
          // Out of the error catalogue: a failed check must not send the user to /forbidden or sign-in.
          const { data, error, response } = await check({ body: { ids }, ...optOut() });
          if (data) setJobs((all) => applyChecks(all, ids, data.jobs));
          else console.warn(`Checking creative jobs failed (${response.status}):`, error);
        }
      } catch (cause) {
        console.warn('Checking creative jobs failed:', cause);
      } finally {
        busy.current = false;
      }
    };
    const timer = setInterval(() => void poll(), CREATIVE_JOB_POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, check]);

  const generate = useCallback(async (listingId: string) => {
    const { data, error } = await generateVideo({ body: { listingId } });
    if (!data) return { ok: false as const, problem: error };
    setJobs((all) => started(all, { listingId, jobId: data.id, status: data.status, progress: data.progress }));
    return { ok: true as const };
  }, [generateVideo]);

  const jobOf = useCallback((listingId: string) => jobs.find((j) => j.listingId === listingId), [jobs]);
  return { jobs, jobOf, generate };
}
