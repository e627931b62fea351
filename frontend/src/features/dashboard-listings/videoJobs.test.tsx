// The listings tab's videos (002 §4, §8): Video queues a render of the listing and marks its row with the job's
// progress; the WAITING jobs are checked together every 10 s (checkCreativeTemplateJobs) and a marker goes on
// SUCCESS, the row then linking the MP4; polling errors are only logged, never shown; the markers survive a
// reload of the tab (sessionStorage); a refused Video says why; roles generateVideo leaves out get no Video.
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '../../test/render.tsx';
import { json, stubFetch } from '../../test/fetchStub.ts';
import { toaster } from '../../components/Toaster.tsx';
import { setErrorCatalogueHandlers } from '../../lib/api/clients.ts';
import { CUSTOMER_ID } from './testDashboard.ts';
import { checkCalls, elapse, handlers, jobId, listingId, marker as markerOf, mp4, open, succeeded, waiting } from './testCreativeJobs.tsx';

const marker = (n: number) => markerOf('VIDEO', n);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe("the listings tab's videos", () => {
  it('marks the rows while their videos render, checks the WAITING jobs together every 10 s, and removes a marker on SUCCESS', async () => {
    const { calls } = stubFetch(handlers([[waiting(1, 40), waiting(2, 10)], [succeeded(1), waiting(2, 70)], [succeeded(2)]]));
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Make a video of Listing 1' }));
    await user.click(screen.getByRole('button', { name: 'Make a video of Listing 2' }));
    await waitFor(() => expect(marker(2)).toHaveTextContent('Video 0%'));
    expect(marker(1)).toHaveTextContent('Video 0%');
    expect(calls.filter((c) => c.url.pathname === '/api/creative-jobs/videos').map((c) => c.body))
      .toEqual([{ listingId: listingId(1) }, { listingId: listingId(2) }]);
    // A rendering listing offers no second Video; the others still do.
    expect(screen.queryByRole('button', { name: 'Make a video of Listing 1' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Make a video of Listing 3' })).toBeInTheDocument();

    await elapse(9_999);
    expect(checkCalls(calls)).toHaveLength(0);
    await elapse(1);
    await waitFor(() => expect(marker(1)).toHaveTextContent('Video 40%'));
    expect(marker(2)).toHaveTextContent('Video 10%');
    expect(checkCalls(calls).map((c) => c.body)).toEqual([{ ids: [jobId(1), jobId(2)] }]);

    await elapse(10_000);
    await waitFor(() => expect(marker(1)).toBeNull());
    expect(marker(2)).toHaveTextContent('Video 70%');
    expect(await screen.findByRole('link', { name: 'Watch the video of Listing 1' })).toHaveAttribute('href', mp4(1));

    // Only the job still WAITING is asked about; once it too has succeeded the polling stops.
    await elapse(10_000);
    await waitFor(() => expect(marker(2)).toBeNull());
    expect(checkCalls(calls).map((c) => c.body)).toEqual([{ ids: [jobId(1), jobId(2)] }, { ids: [jobId(1), jobId(2)] }, { ids: [jobId(2)] }]);
    expect(await screen.findByRole('link', { name: 'Watch the video of Listing 2' })).toHaveAttribute('href', mp4(2));
    await elapse(30_000);
    expect(checkCalls(calls)).toHaveLength(3);
  });

  it('only logs errors while polling, goes on polling, and keeps the markers across a reload of the tab', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const toast = vi.spyOn(toaster, 'error');
    // The error catalogue would leave for /forbidden on a 500: the poll opts out of it.
    const leave = vi.fn();
    const restoreCatalogue = setErrorCatalogueHandlers({ unauthorized: leave, forbidden: leave, dashboardSignIn: leave });
    onTestFinished(restoreCatalogue);
    const refused = () => json({ title: 'Internal Server Error', status: 500, detail: 'The creative service is unavailable.' }, 500);
    const offline = (): Response => { throw new TypeError('Failed to fetch'); };
    const { calls } = stubFetch(handlers([refused, offline, [succeeded(3)]]));
    const user = userEvent.setup();
    const first = open();
    await user.click(await screen.findByRole('button', { name: 'Make a video of Listing 3' }));
    await waitFor(() => expect(marker(3)).toHaveTextContent('Video 0%'));

    // The tab is left and opened again: the marker is still there, and still polled.
    first.unmount();
    open();
    await waitFor(() => expect(marker(3)).toHaveTextContent('Video 0%'));

    await elapse(10_000);
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    await elapse(10_000);
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    expect(marker(3)).toHaveTextContent('Video 0%');
    expect(screen.queryByText(/unavailable|Failed to fetch/)).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    // A refusal no caller reads would be toasted (lib/api/contextApi): the poll reads it, so none is.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(toast).not.toHaveBeenCalled();
    expect(leave).not.toHaveBeenCalled();

    await elapse(10_000);
    await waitFor(() => expect(marker(3)).toBeNull());
    expect(await screen.findByRole('link', { name: 'Watch the video of Listing 3' })).toHaveAttribute('href', mp4(3));
    expect(checkCalls(calls)).toHaveLength(3);
  });

  it("says why a Video is refused ('No video template is available.') and marks nothing", async () => {
    stubFetch({
      ...handlers([]),
      'POST /api/creative-jobs/videos': () => json({ title: 'Bad Request', status: 400, detail: 'No video template is available.' }, 400),
    });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Make a video of Listing 1' }));
    expect(await screen.findByText('No video template is available.')).toBeInTheDocument();
    expect(marker(1)).toBeNull();
  });

  it('offers no Video to a role generateVideo leaves out', async () => {
    stubFetch(handlers([]));
    open(makeUser(['sales'], { customerId: CUSTOMER_ID }));
    const row = (await screen.findByText('Listing 1')).closest('tr')!;
    expect(within(row).queryByRole('button', { name: /video/i })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Make a video of Listing 2' })).toBeNull();
  });
});
