// A saved listing's videos on its edit page (000 §7 generateVideo): Generate video queues a video of the listing
// (the server picks the template) and its job is polled every 2 s, its progress on show, until it succeeds
// (the MP4 plays and is linked, and joins the listing's rendered videos) or fails ('Error while generating
// preview'); a refusal shows the server's words; the listing's rendered videos are listed with links.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authState, makeUser, renderRoutes } from '../../test/render.tsx';
import { json, stubFetch, type Handler } from '../../test/fetchStub.ts';
import type { CreativeJob } from '../../lib/api/generated/creative.ts';
import { HARBOUR, HARBOUR_REALTY, LISTING, customerOptions, listing, listingStatuses } from '../../test/listingFixtures.ts';
import { ListingEditPage } from './ListingPages.tsx';
import { LISTING_PATHS } from './paths.ts';

const JOB = '7d4e5f6a-8b9c-4d0e-9f1a-3b4c5d6e7f8a';
const OLD_JOB = '7d4e5f6a-8b9c-4d0e-9f1a-000000000001';
const MP4 = 'https://cdn.adops.example/creative/7d4e5f6a.mp4';
const OLD_MP4 = 'https://cdn.adops.example/creative/old.mp4';

const job = (overrides: Partial<CreativeJob> = {}): CreativeJob => ({
  id: JOB, jobId: JOB, kind: 'VIDEO', status: 'WAITING', progress: 0, message: 'Waiting for the renderer',
  creativeTemplateId: '4a1b2c3d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', customerId: HARBOUR, listingId: LISTING, resourceId: null,
  uploadPath: null, createdAt: '2026-11-28T08:00:00.000Z', finishedAt: null, ...overrides,
});

const base: Record<string, Handler> = {
  'GET /api/customers/options': customerOptions(HARBOUR_REALTY),
  'GET /api/offices': () => json({ items: [], count: 0 }),
  'GET /api/agents': () => json({ items: [], count: 0 }),
  'GET /api/listings/enumerations/listingStatus': listingStatuses,
  'GET /api/listings/enumerations/listingOption': () => json({ items: [] }),
  'GET /api/assets': () => json({ items: [], count: 0 }),
  [`GET /api/listings/${LISTING}`]: () => json(listing()),
};
const routes = [{ path: `${LISTING_PATHS.listing}/:listingId`, element: <ListingEditPage /> }];
const open = (roles: ('admin' | 'operations' | 'sales')[] = ['operations']) =>
  renderRoutes(routes, `${LISTING_PATHS.listing}/${LISTING}`, authState(makeUser(roles)));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("a listing's videos", () => {
  it('generates a video of the listing, shows its progress every 2 s, then plays and links the MP4', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers = [job({ progress: 40, message: 'Rendering frames' }), job({ status: 'SUCCESS', progress: 100, message: 'Done', uploadPath: MP4, finishedAt: '2026-11-28T08:01:00.000Z' })];
    let rendered: CreativeJob[] = [job({ id: OLD_JOB, jobId: OLD_JOB, status: 'SUCCESS', progress: 100, uploadPath: OLD_MP4, finishedAt: '2026-11-27T08:00:00.000Z' })];
    const { calls } = stubFetch({
      ...base,
      'POST /api/creative-jobs/videos': () => json(job(), 202),
      [`GET /api/creative-jobs/${JOB}`]: () => {
        const next = answers.length > 1 ? answers.shift()! : answers[0]!;
        if (next.status === 'SUCCESS') rendered = [next, ...rendered];
        return json(next);
      },
      'GET /api/creative-jobs': () => json({ items: rendered, count: rendered.length }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    open();

    const list = await screen.findByTestId('rendered-videos');
    expect(within(list).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([OLD_MP4]);
    const listed = calls.find((c) => c.url.pathname === '/api/creative-jobs')!.url.searchParams;
    expect(Object.fromEntries(listed)).toMatchObject({ listingId: LISTING, kind: 'VIDEO', status: 'SUCCESS' });

    await user.click(screen.getByRole('button', { name: /Generate video/ }));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ listingId: LISTING });
    const progress = await screen.findByTestId('video-progress');
    await waitFor(() => expect(progress).toHaveTextContent('40% · Rendering frames'));
    expect(screen.getByRole('button', { name: /Generate video/ })).toBeDisabled();
    const polls = () => calls.filter((c) => c.url.pathname === `/api/creative-jobs/${JOB}`).length;
    expect(polls()).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(polls()).toBe(2));
    const result = await screen.findByTestId('video-result');
    expect(screen.queryByTestId('video-progress')).toBeNull();
    expect(within(result).getByRole('link', { name: 'Open the video' })).toHaveAttribute('href', MP4);
    expect(result.querySelector('video')).toHaveAttribute('src', MP4);
    // The new video joins the list; the ended job is not asked for again.
    await waitFor(() => expect(within(screen.getByTestId('rendered-videos')).getAllByRole('link')).toHaveLength(2));
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(polls()).toBe(2);
  });

  it("says 'Error while generating preview' when the job fails", async () => {
    stubFetch({
      ...base,
      'POST /api/creative-jobs/videos': () => json(job(), 202),
      [`GET /api/creative-jobs/${JOB}`]: () => json(job({ status: 'FAILED', message: 'Error while generating preview' })),
      'GET /api/creative-jobs': () => json({ items: [], count: 0 }),
    });
    const user = userEvent.setup();
    open();
    expect(await screen.findByText('No videos rendered yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Generate video/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error while generating preview');
    expect(screen.queryByTestId('video-result')).toBeNull();
    expect(screen.getByRole('button', { name: /Generate video/ })).toBeEnabled();
  });

  it("shows the server's refusal when no video template is open to the customer", async () => {
    stubFetch({
      ...base,
      'POST /api/creative-jobs/videos': () => json({ title: 'Bad Request', status: 400, detail: 'No video template is available.' }, 400),
      'GET /api/creative-jobs': () => json({ items: [], count: 0 }),
    });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: /Generate video/ }));
    expect(await screen.findByTestId('video-refusal')).toHaveTextContent('No video template is available.');
    expect(screen.queryByTestId('video-progress')).toBeNull();
  });

  it('offers nothing to a role the render operations leave out', async () => {
    const { calls } = stubFetch({ ...base, 'GET /api/creative-jobs': () => json({ items: [], count: 0 }) });
    open(['sales']);
    await screen.findByRole('heading', { name: '12 Harbour View Road' });
    expect(screen.queryByTestId('listing-videos')).toBeNull();
    expect(screen.queryByRole('button', { name: /Generate video/ })).toBeNull();
    expect(calls.some((c) => c.url.pathname.startsWith('/api/creative-jobs'))).toBe(false);
  });
});
