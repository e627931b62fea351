// The creative job markers' rules: a listing keeps one job of each kind; the markers kept by the tab when it
// made only videos (their own key, no kind) are read as VIDEO markers and moved to the current key.
import { afterEach, describe, expect, it } from 'vitest';
import { loadMarkers, saveMarkers, started, waitingBatches, type CreativeJobMarker } from './creativeJobMarkers.ts';

const USER_ID = '0b7c1c1e-6c1f-4d7e-9a51-0f3b9e3f8a11';
const LEGACY_KEY = `adops.dashboardListings.videoJobs:${USER_ID}`;
const KEY = `adops.dashboardListings.creativeJobs:${USER_ID}`;
const mark = (listingId: string, kind: CreativeJobMarker['kind'], jobId: string, status: CreativeJobMarker['status'] = 'WAITING'): CreativeJobMarker =>
  ({ listingId, kind, jobId, status, progress: 0 });

afterEach(() => sessionStorage.clear());

describe('creative job markers', () => {
  it("replaces only the listing's job of the same kind", () => {
    const markers = [mark('l1', 'VIDEO', 'v1'), mark('l1', 'PREVIEW', 'p1'), mark('l2', 'PREVIEW', 'p2')];
    expect(started(markers, mark('l1', 'PREVIEW', 'p3'))).toEqual([mark('l1', 'VIDEO', 'v1'), mark('l2', 'PREVIEW', 'p2'), mark('l1', 'PREVIEW', 'p3')]);
  });

  it('checks the WAITING jobs of both kinds, at most 100 a call', () => {
    const markers = Array.from({ length: 150 }, (_, i) => mark(`l${i}`, i % 2 ? 'PREVIEW' : 'VIDEO', `j${i}`, i === 3 ? 'SUCCESS' : 'WAITING'));
    const batches = waitingBatches(markers);
    expect(batches.map((b) => b.length)).toEqual([100, 49]);
    expect(batches.flat()).not.toContain('j3');
    expect(batches[0]!.slice(0, 3)).toEqual(['j0', 'j1', 'j2']);
  });

  it('reads the video-only markers of before as VIDEO markers and moves them to the current key', () => {
    sessionStorage.setItem(LEGACY_KEY, JSON.stringify([{ listingId: 'l1', jobId: 'v1', status: 'WAITING', progress: 40 }, { junk: true }]));
    const loaded = loadMarkers(USER_ID);
    expect(loaded).toEqual([{ listingId: 'l1', kind: 'VIDEO', jobId: 'v1', status: 'WAITING', progress: 40 }]);
    saveMarkers(USER_ID, loaded);
    expect(sessionStorage.getItem(LEGACY_KEY)).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(KEY)!)).toEqual(loaded);
    expect(loadMarkers(USER_ID)).toEqual(loaded);
  });

  it('prefers the current key, and drops what has no known kind', () => {
    sessionStorage.setItem(LEGACY_KEY, JSON.stringify([{ listingId: 'l9', jobId: 'v9', status: 'WAITING', progress: 0 }]));
    sessionStorage.setItem(KEY, JSON.stringify([mark('l1', 'PREVIEW', 'p1'), { ...mark('l2', 'VIDEO', 'v2'), kind: 'GIF' }]));
    expect(loadMarkers(USER_ID)).toEqual([mark('l1', 'PREVIEW', 'p1')]);
    saveMarkers(USER_ID, []);
    expect(sessionStorage.getItem(KEY)).toBeNull();
    expect(sessionStorage.getItem(LEGACY_KEY)).toBeNull();
  });
});
