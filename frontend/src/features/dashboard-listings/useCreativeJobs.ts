// The listings tab's creative jobs (002 §4): Video queues a video of the listing (generateVideo; the server picks
// the newest published VIDEO template open to the customer) and Preview a PNG of the listing from the IMAGE
// template chosen (generatePreview); each job is kept as the listing's marker of its kind. While any marker is
// WAITING they are checked together, whatever their kind (checkCreativeTemplateJobs), every 10 s, and a marker
// goes once its job has ended. Polling errors are only logged (002 §8 'Creative template polling errors: only
// logged'), even those the error catalogue would act on (a 500 or 401 does not leave the page): the next tick
// tries again.
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  useCheckCreativeTemplateJobs, useGeneratePreview, useGenerateVideo, type CreativeJob, type CreativeJobKind,
} from '../../lib/api/generated/creative.ts';
import { optOut } from '../../lib/api/errorCatalogue.ts';
import { CREATIVE_JOB_POLL_MS } from './constants.ts';
import { applyChecks, loadMarkers, saveMarkers, started, waitingBatches, type CreativeJobMarker } from './creativeJobMarkers.ts';

/** A refusal is answered with its problem (the caller shows it), not thrown. */
export type Started = { ok: true } | { ok: false; problem: unknown };

export interface CreativeJobs {
  markers: readonly CreativeJobMarker[];
  /** The listing's job of that kind, if it has one. */
  markerOf(listingId: string, kind: CreativeJobKind): CreativeJobMarker | undefined;
  /** Queues a video of the listing. */
  generateVideo(listingId: string): Promise<Started>;
  /** Queues a preview of the listing from an IMAGE template. */
  generatePreview(listingId: string, creativeTemplateId: string): Promise<Started>;
}

export function useCreativeJobs(userId: string | undefined): CreativeJobs {
  const [markers, setMarkers] = useState<CreativeJobMarker[]>(() => loadMarkers(userId));
  const video = useGenerateVideo();
  const preview = useGeneratePreview();
  const check = useCheckCreativeTemplateJobs();

  // Another user in the same tab has markers of their own.
  const owner = useRef(userId);
  useEffect(() => {
    if (owner.current === userId) return;
    owner.current = userId;
    setMarkers(loadMarkers(userId));
  }, [userId]);
  useEffect(() => saveMarkers(owner.current, markers), [markers]);

  // The interval lives as long as the same ids are WAITING: a progress update does not restart it.
  const waiting = waitingBatches(markers).map((batch) => batch.join(',')).join(';');
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
          if (data) setMarkers((all) => applyChecks(all, ids, data.jobs));
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

  const track = useCallback((listingId: string, kind: CreativeJobKind, answer: { data?: CreativeJob; error?: unknown }): Started => {
    const { data, error } = answer;
    if (!data) return { ok: false, problem: error };
    setMarkers((all) => started(all, { listingId, kind, jobId: data.id, status: data.status, progress: data.progress }));
    return { ok: true };
  }, []);

  const generateVideo = useCallback(async (listingId: string) => track(listingId, 'VIDEO', await video({ body: { listingId } })), [video, track]);
  const generatePreview = useCallback(async (listingId: string, creativeTemplateId: string) =>
    track(listingId, 'PREVIEW', await preview({ body: { creativeTemplateId, listingId } })), [preview, track]);

  const markerOf = useCallback((listingId: string, kind: CreativeJobKind) => markers.find((m) => m.listingId === listingId && m.kind === kind), [markers]);
  return { markers, markerOf, generateVideo, generatePreview };
}
