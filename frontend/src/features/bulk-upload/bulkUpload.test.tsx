// The bulk manage screen: a dashboard user uploads a csv as a multipart form (the file, no customer: the
// server takes theirs) and sees the new batch in the list with its progress; a refused file shows the
// server's message ('file not in correct format') in the 'Error' dialog and adds no batch; a batch opens
// to its rows left out and its listings.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BulkUploadPage } from './BulkUploadPage.tsx';
import { authState, makeUser, renderRoutes } from '../../test/render.tsx';
import { json } from '../../test/fetchStub.ts';
import { ROUTES } from '../../constants.ts';

const CUSTOMER = '5b2d6a8e-3f5c-4d8e-9b1a-2c3d4e5f6a7b';
const batch = (id: string, name: string, over: Record<string, unknown> = {}) => ({
  id, customerId: CUSTOMER, officeId: null, agentId: null, name, format: 'csv', status: 'running', total: 4, done: 2, failed: 1, percent: 50,
  createdAt: '2026-11-22T08:00:00.000Z', finishedAt: null, ...over,
});
const routes = [{ path: ROUTES.customerDashboardBulkManage, element: <BulkUploadPage /> }];
const corporate = () => authState(makeUser(['corporate'], { kind: 'dashboard', customerId: CUSTOMER } as never));

/** A fetch stub; the upload's content type is kept (jsdom's File cannot be read back through undici's Request). */
function stub(onUpload: () => Response) {
  const items: unknown[] = [batch('b0000000-0000-4000-8000-000000000001', 'earlier.csv', { status: 'completed', done: 4, percent: 100 })];
  const uploads: string[] = [];
  vi.stubGlobal('fetch', vi.fn(async (input: Request) => {
    const url = new URL(input.url);
    if (input.method === 'GET' && url.pathname === '/api/bulk-uploads') {
      expect(url.searchParams.get('limit')).toBe('10');
      return json({ items, count: items.length });
    }
    if (input.method === 'GET' && url.pathname === '/api/bulk-uploads/b0000000-0000-4000-8000-000000000001') {
      return json({ ...(items.at(-1) as object), errors: [{ row: 3, message: 'title is required' }], error: null });
    }
    if (input.method === 'GET' && url.pathname === '/api/listings') {
      expect(url.searchParams.get('bulkId')).toBe('b0000000-0000-4000-8000-000000000001');
      return json({ items: [{ id: 'l0000000-0000-4000-8000-000000000001', reference: 'DASHABCDEFGHJK', title: 'Harbour house', type: 'RESIDENTIAL_FOR_SALE', numImages: 2 }], count: 1 });
    }
    if (input.method === 'POST' && url.pathname === '/api/bulk-uploads') {
      uploads.push(input.headers.get('content-type') ?? '');
      const answer = onUpload();
      if (answer.status === 202) items.unshift(await answer.clone().json());
      return answer;
    }
    return json({ title: 'Not Found', status: 404 }, 404);
  }));
  return uploads;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('bulk manage screen', () => {
  it('uploads a csv and shows its batch with progress', async () => {
    const appended = vi.spyOn(FormData.prototype, 'append');
    const uploads = stub(() => json(batch('b0000000-0000-4000-8000-000000000002', 'listings.csv', { status: 'queued', done: 0, failed: 0, percent: 0 }), 202));
    const user = userEvent.setup();
    renderRoutes(routes, ROUTES.customerDashboardBulkManage, corporate());
    expect(await screen.findByText('earlier.csv')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Bulk upload file'), new File(['title\nHarbour house\n'], 'listings.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(screen.getAllByTestId('bulk-batch')).toHaveLength(2));
    const [first] = screen.getAllByTestId('bulk-batch');
    expect(within(first!).getByText('listings.csv')).toBeInTheDocument();
    expect(within(first!).getByText('queued')).toBeInTheDocument();
    expect(within(first!).getByText('0%')).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatch(/^multipart\/form-data; boundary=/);
    // The form holds the file alone: the server takes a dashboard user's own customer.
    expect(appended.mock.calls.map(([name, value]) => [name, (value as File).name])).toEqual([['file', 'listings.csv']]);
    const earlier = screen.getAllByTestId('bulk-batch')[1]!;
    expect(within(earlier).getByText('100%')).toBeInTheDocument();
    expect(within(earlier).getByText('3 of 4 listed, 1 failed')).toBeInTheDocument();
  });

  it('opens a batch: its rows left out and its listings', async () => {
    stub(() => json({}, 500));
    const user = userEvent.setup();
    renderRoutes(routes, ROUTES.customerDashboardBulkManage, corporate());
    await user.click(await screen.findByRole('button', { name: 'earlier.csv' }));
    const detail = await screen.findByTestId('bulk-batch-detail');
    expect(await within(detail).findByText('Row 3: title is required')).toBeInTheDocument();
    expect(await within(detail).findByText('Harbour house')).toBeInTheDocument();
    expect(within(detail).getByText('Listings (1)')).toBeInTheDocument();
    expect(within(detail).getByText('2 images')).toBeInTheDocument();
  });

  it("shows the server's refusal in the 'Error' dialog and adds no batch", async () => {
    stub(() => json({ type: 'about:blank', title: 'Bad Request', status: 400, detail: 'file not in correct format' }, 400));
    const user = userEvent.setup();
    renderRoutes(routes, ROUTES.customerDashboardBulkManage, corporate());
    await screen.findByText('earlier.csv');
    await user.upload(screen.getByLabelText('Bulk upload file'), new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'photo.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('file not in correct format')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getAllByTestId('bulk-batch')).toHaveLength(1);
  });
});
