// Test fixtures of the listings tab's creative jobs (videoJobs.test.tsx, previewJobs.test.tsx): three listings of
// the dashboard's customer, the creative service's answers (a video is job n of listing n, a preview job 10 + n,
// each succeeding with its upload), the IMAGE templates on offer, and the poll's clock.
import { act, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { authState, makeUser, renderRoutes } from '../../test/render.tsx';
import { json, type Handler } from '../../test/fetchStub.ts';
import { listing } from '../../test/listingFixtures.ts';
import type { CreativeJob, CreativeJobChecks, CreativeJobKind, CreativeTemplate } from '../../lib/api/generated/creative.ts';
import { ListingsTab } from './ListingsTab.tsx';
import { CUSTOMER_ID, dashboardHandler } from './testDashboard.ts';

export const listingId = (n: number) => `8b5a9d1b-6c8f-4a01-8e4d-${String(n).padStart(12, '0')}`;
export const jobId = (n: number) => `7d4e5f6a-8b9c-4d0e-9f1a-${String(n).padStart(12, '0')}`;
/** The job number of listing n's preview. */
export const PREVIEW = 10;
export const rows = [1, 2, 3].map((n) => listing({ id: listingId(n), title: `Listing ${n}`, reference: `DASH${n}`, customerId: CUSTOMER_ID }));
export const mp4 = (n: number) => `https://cdn.adops.example/creative/video-${n}.mp4`;
export const png = (n: number) => `https://cdn.adops.example/creative/preview-${n}.png`;
export const USER = makeUser(['agent'], { kind: 'dashboard', customerId: CUSTOMER_ID });

export const templateId = (n: number) => `4a1b2c3d-5e6f-4a7b-8c9d-${String(n).padStart(12, '0')}`;
export const template = (n: number, name: string): CreativeTemplate => ({
  id: templateId(n), name, renderType: 'IMAGE', description: null, settings: [], isPublished: true,
  audioOptions: { loopAudio: false, fadeIn: false, fadeInDuration: 3, fadeOut: false, fadeOutDuration: 3 }, customerTags: [], preview: null,
  createdAt: '2026-11-28T08:00:00.000Z', updatedAt: '2026-11-28T08:00:00.000Z',
});
export const TEMPLATES = [template(1, 'Open home card'), template(2, 'Just sold')];

export const job = (n: number, overrides: Partial<CreativeJob> = {}): CreativeJob => ({
  id: jobId(n), jobId: jobId(n), kind: 'VIDEO', status: 'WAITING', progress: 0, message: 'Waiting for the renderer',
  creativeTemplateId: templateId(9), customerId: CUSTOMER_ID, listingId: listingId(n % PREVIEW), resourceId: null,
  uploadPath: null, createdAt: '2026-11-28T08:00:00.000Z', finishedAt: null, ...overrides,
});
export type Check = CreativeJobChecks['jobs'][number];
export const waiting = (n: number, progress: number): Check => ({ id: jobId(n), status: 'WAITING', progress });
export const succeeded = (n: number): Check => ({ id: jobId(n), status: 'SUCCESS', progress: 100 });
export const failed = (n: number): Check => ({ id: jobId(n), status: 'FAILED', progress: 30 });

const rowOf = (asked: string) => rows.findIndex((r) => r.id === asked) + 1;

/** The tab's requests; the checks answer in turn from `checks` (a function may fail or throw). */
export function handlers(checks: (Check[] | (() => Response))[], templates: CreativeTemplate[] = TEMPLATES): Record<string, Handler> {
  const done = { status: 'SUCCESS', progress: 100, finishedAt: '2026-11-28T08:02:00.000Z' } as const;
  const jobs = Object.fromEntries([1, 2, 3].flatMap((n) => [
    [`GET /api/creative-jobs/${jobId(n)}`, () => json(job(n, { ...done, uploadPath: mp4(n) }))],
    [`GET /api/creative-jobs/${jobId(PREVIEW + n)}`, () => json(job(PREVIEW + n, { ...done, kind: 'PREVIEW', uploadPath: png(n) }))],
  ]));
  return {
    'GET /api/dashboards/current': dashboardHandler(),
    'GET /api/listings': () => json({ items: rows, count: rows.length }),
    'GET /api/creative-templates': () => json({ items: templates, count: templates.length }),
    'POST /api/creative-jobs/videos': async (request) => {
      const { listingId: asked } = await request.json() as { listingId: string };
      return json(job(rowOf(asked)), 202);
    },
    'POST /api/creative-jobs/previews': async (request) => {
      const { listingId: asked, creativeTemplateId } = await request.json() as { listingId: string; creativeTemplateId: string };
      return json(job(PREVIEW + rowOf(asked), { kind: 'PREVIEW', creativeTemplateId }), 202);
    },
    'POST /api/creative-jobs/check': () => {
      const next = checks.shift();
      if (!next) throw new Error('no more checks expected');
      return typeof next === 'function' ? next() : json({ jobs: next });
    },
    ...jobs,
  };
}

const routes = [{ path: '/customer-dashboard', element: <ListingsTab /> }];
export const open = (user = USER) => renderRoutes(routes, '/customer-dashboard?tab=listings', authState(user));
export const marker = (kind: CreativeJobKind, n: number) => screen.queryByTestId(`${kind.toLowerCase()}-marker-${listingId(n)}`);
export const checkCalls = (calls: { method: string; url: URL; body?: unknown }[]) => calls.filter((c) => c.url.pathname === '/api/creative-jobs/check');
/** Moves the poll's clock on (only intervals are faked: SWR and the queries' waits keep real time). */
export const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
