// The listings tab's previews (002 §4, §8): Preview offers the IMAGE templates listCreativeTemplates answers
// (asked for only when the menu opens), and choosing one queues the listing's preview (generatePreview) and marks
// its row; the 10 s check asks about the WAITING videos and previews together; on SUCCESS the marker goes and
// the row links the PNG; a failed preview says 'Error while generating preview'; with no template the menu says
// so; a refused Preview says why; roles generatePreview leaves out get no Preview.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '../../test/render.tsx';
import { json, stubFetch } from '../../test/fetchStub.ts';
import { CUSTOMER_ID } from './testDashboard.ts';
import {
  checkCalls, elapse, failed, handlers, jobId, listingId, marker, open, png, PREVIEW, succeeded, templateId, waiting,
} from './testCreativeJobs.tsx';

type User = ReturnType<typeof userEvent.setup>;
const templateCalls = (calls: { url: URL }[]) => calls.filter((c) => c.url.pathname === '/api/creative-templates');
const previewCalls = (calls: { url: URL; body?: unknown }[]) => calls.filter((c) => c.url.pathname === '/api/creative-jobs/previews');
/** Opens listing n's Preview and chooses the template named. */
async function preview(user: User, n: number, template: string) {
  await user.click(await screen.findByRole('button', { name: `Make a preview of Listing ${n}` }));
  await user.click(await screen.findByRole('menuitem', { name: template }));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe("the listings tab's previews", () => {
  it('offers the IMAGE templates when Preview opens, and queues the chosen one for the listing, marking its row', async () => {
    const { calls } = stubFetch(handlers([]));
    const user = userEvent.setup();
    open();
    const button = await screen.findByRole('button', { name: 'Make a preview of Listing 1' });
    expect(templateCalls(calls)).toHaveLength(0);
    await user.click(button);
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Open home card', 'Just sold']);
    expect(templateCalls(calls).map((c) => c.url.searchParams.get('renderType'))).toEqual(['IMAGE']);

    await user.click(screen.getByRole('menuitem', { name: 'Just sold' }));
    await waitFor(() => expect(marker('PREVIEW', 1)).toHaveTextContent('Preview 0%'));
    expect(previewCalls(calls).map((c) => c.body)).toEqual([{ creativeTemplateId: templateId(2), listingId: listingId(1) }]);
    // A previewing listing offers no second Preview; its Video and the other rows' Previews stay.
    expect(screen.queryByRole('button', { name: 'Make a preview of Listing 1' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Make a video of Listing 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make a preview of Listing 2' })).toBeInTheDocument();
    expect(marker('VIDEO', 1)).toBeNull();
  });

  it('checks the WAITING videos and previews together every 10 s; on SUCCESS the marker goes and the row links the PNG', async () => {
    const { calls } = stubFetch(handlers([
      [waiting(1, 20), waiting(PREVIEW + 1, 50), waiting(PREVIEW + 2, 10)],
      [waiting(1, 60), succeeded(PREVIEW + 1), waiting(PREVIEW + 2, 80)],
      [succeeded(1), succeeded(PREVIEW + 2)],
    ]));
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Make a video of Listing 1' }));
    await waitFor(() => expect(marker('VIDEO', 1)).toHaveTextContent('Video 0%'));
    await preview(user, 1, 'Open home card');
    await waitFor(() => expect(marker('PREVIEW', 1)).toHaveTextContent('Preview 0%'));
    await preview(user, 2, 'Just sold');
    await waitFor(() => expect(marker('PREVIEW', 2)).toHaveTextContent('Preview 0%'));

    await elapse(10_000);
    await waitFor(() => expect(marker('PREVIEW', 1)).toHaveTextContent('Preview 50%'));
    expect(marker('VIDEO', 1)).toHaveTextContent('Video 20%');
    expect(marker('PREVIEW', 2)).toHaveTextContent('Preview 10%');
    expect(checkCalls(calls).map((c) => c.body)).toEqual([{ ids: [jobId(1), jobId(PREVIEW + 1), jobId(PREVIEW + 2)] }]);

    await elapse(10_000);
    await waitFor(() => expect(marker('PREVIEW', 1)).toBeNull());
    const link = await screen.findByRole('link', { name: 'View the preview of Listing 1' });
    expect(link).toHaveAttribute('href', png(1));
    expect(link).toHaveTextContent('View preview');
    expect(link.querySelector('img')).toHaveAttribute('src', png(1));
    // The same listing's video is still rendering, and the listing may have another preview.
    expect(marker('VIDEO', 1)).toHaveTextContent('Video 60%');
    expect(screen.getByRole('button', { name: 'Make a preview of Listing 1' })).toBeInTheDocument();

    // The ended preview is asked about no more.
    await elapse(10_000);
    await waitFor(() => expect(marker('PREVIEW', 2)).toBeNull());
    expect(marker('VIDEO', 1)).toBeNull();
    expect(checkCalls(calls).map((c) => c.body)).toEqual([
      { ids: [jobId(1), jobId(PREVIEW + 1), jobId(PREVIEW + 2)] },
      { ids: [jobId(1), jobId(PREVIEW + 1), jobId(PREVIEW + 2)] },
      { ids: [jobId(1), jobId(PREVIEW + 2)] },
    ]);
    expect(await screen.findByRole('link', { name: 'View the preview of Listing 2' })).toHaveAttribute('href', png(2));
    expect(await screen.findByRole('link', { name: 'Watch the video of Listing 1' })).toBeInTheDocument();
    await elapse(30_000);
    expect(checkCalls(calls)).toHaveLength(3);
  });

  it("says 'Error while generating preview' when a preview fails, and offers Preview again", async () => {
    stubFetch(handlers([[failed(PREVIEW + 3)]]));
    const user = userEvent.setup();
    open();
    await preview(user, 3, 'Open home card');
    await waitFor(() => expect(marker('PREVIEW', 3)).toBeInTheDocument());
    await elapse(10_000);
    await waitFor(() => expect(marker('PREVIEW', 3)).toBeNull());
    const row = screen.getByText('Listing 3').closest('tr')!;
    expect(within(row).getByText('Error while generating preview')).toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: /preview/i })).toBeNull();
    expect(within(row).getByRole('button', { name: 'Make a preview of Listing 3' })).toBeInTheDocument();
  });

  it('says that no template is available when the customer has no IMAGE template, and queues nothing', async () => {
    const { calls } = stubFetch(handlers([], []));
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Make a preview of Listing 2' }));
    expect(await screen.findByText('No preview template is available.')).toBeInTheDocument();
    expect(screen.queryByRole('menuitem')).toBeNull();
    expect(previewCalls(calls)).toHaveLength(0);
    expect(marker('PREVIEW', 2)).toBeNull();
  });

  it('says why a Preview is refused and marks nothing', async () => {
    stubFetch({
      ...handlers([]),
      'POST /api/creative-jobs/previews': () => json({ title: 'Not Found', status: 404, detail: 'Creative template not found.' }, 404),
    });
    const user = userEvent.setup();
    open();
    await preview(user, 1, 'Just sold');
    expect(await screen.findByText('Creative template not found.')).toBeInTheDocument();
    expect(marker('PREVIEW', 1)).toBeNull();
  });

  it('offers no Preview to a role generatePreview leaves out, nor asks for templates', async () => {
    const { calls } = stubFetch(handlers([]));
    open(makeUser(['sales'], { customerId: CUSTOMER_ID }));
    const row = (await screen.findByText('Listing 1')).closest('tr')!;
    expect(within(row).queryByRole('button', { name: /preview/i })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Make a preview of Listing 2' })).toBeNull();
    expect(templateCalls(calls)).toHaveLength(0);
  });
});
