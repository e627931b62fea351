// The bulk manage screen: a dashboard user uploads a csv as a multipart form (the file, no customer: the
// server takes theirs) and sees the new batch in the list with its progress; a refused file shows the
// server's message ('file not in correct format') in the 'Error' dialog and adds no batch; a batch opens
// to its rows left out and its listings; staff distribute an opened batch to one of the customer's stores
// and see the feed's URL, which dashboard users are not offered; the page offers the sample file (served as
// docs/samples/bulk-upload.csv holds it) and lists the columns.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BulkUploadPage } from './BulkUploadPage.tsx';
import { Outlet } from 'react-router';
import { authState, makeUser, renderRoutes } from '../../test/render.tsx';
import { UnsavedChangesGuard } from '../../lib/forms/unsavedChanges.tsx';
import { json, stubFetch } from '../../test/fetchStub.ts';
import { BULK_UPLOAD_PATHS } from './paths.ts';
import { BULK_COLUMNS } from './constants.ts';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const CUSTOMER = '5b2d6a8e-3f5c-4d8e-9b1a-2c3d4e5f6a7b';
const batch = (id: string, name: string, over: Record<string, unknown> = {}) => ({
  id, customerId: CUSTOMER, officeId: null, agentId: null, name, format: 'csv', status: 'running', total: 4, done: 2, failed: 1, percent: 50,
  createdAt: '2026-11-22T08:00:00.000Z', finishedAt: null, ...over,
});
const routes = [{ path: BULK_UPLOAD_PATHS.customerDashboardBulkManage, element: <BulkUploadPage /> }];
const corporate = () => authState(makeUser(['corporate'], { kind: 'dashboard', customerId: CUSTOMER } as never));

/** A fetch stub; the upload's content type is kept (jsdom's File cannot be read back through undici's Request). */
function stub(onUpload: () => Response) {
  const items: unknown[] = [batch('b0000000-0000-4000-8000-000000000001', 'earlier.csv', { status: 'completed', done: 4, percent: 100 })];
  const uploads: string[] = [];
  const lists: string[] = [];
  vi.stubGlobal('fetch', vi.fn(async (input: Request) => {
    const url = new URL(input.url);
    if (input.method === 'GET' && url.pathname === '/api/bulk-uploads') {
      expect(url.searchParams.get('limit')).toBe('10');
      lists.push(url.search);
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
  return Object.assign(uploads, { lists });
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
    renderRoutes(routes, BULK_UPLOAD_PATHS.customerDashboardBulkManage, corporate());
    expect(await screen.findByText('earlier.csv')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Bulk upload file'), new File(['title\nHarbour house\n'], 'listings.csv', { type: 'text/csv' }));
    const listedBefore = uploads.lists.length;
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(screen.getAllByTestId('bulk-batch')).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Upload' })).not.toHaveAttribute('data-loading'));
    // The upload's own revalidation fetches the list once; nothing fetches it again.
    expect(uploads.lists.length - listedBefore).toBe(1);
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
    renderRoutes(routes, BULK_UPLOAD_PATHS.customerDashboardBulkManage, corporate());
    await user.click(await screen.findByRole('button', { name: 'earlier.csv' }));
    const detail = await screen.findByTestId('bulk-batch-detail');
    expect(await within(detail).findByText('Row 3: title is required')).toBeInTheDocument();
    expect(await within(detail).findByText('Harbour house')).toBeInTheDocument();
    expect(within(detail).getByText('Listings (1)')).toBeInTheDocument();
    expect(within(detail).getByText('2 images')).toBeInTheDocument();
    // The type by its label, the batch's time as every date of the app (DD/MM/YYYY HH:mm, Auckland).
    expect(within(detail).getByText('Residential for sale')).toBeInTheDocument();
    expect(within(screen.getAllByTestId('bulk-batch')[0]!).getByText('22/11/2026 21:00')).toBeInTheDocument();
  });

  it("shows the server's refusal in the 'Error' dialog and adds no batch", async () => {
    stub(() => json({ type: 'about:blank', title: 'Bad Request', status: 400, detail: 'file not in correct format' }, 400));
    const user = userEvent.setup();
    renderRoutes(routes, BULK_UPLOAD_PATHS.customerDashboardBulkManage, corporate());
    await screen.findByText('earlier.csv');
    await user.upload(screen.getByLabelText('Bulk upload file'), new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'photo.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('file not in correct format')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getAllByTestId('bulk-batch')).toHaveLength(1);
  });

  it("distributes an opened batch to one of the customer's stores and shows the feed's URL (staff)", async () => {
    const BATCH = 'b0000000-0000-4000-8000-000000000001';
    const STORE = '9d6b0e2c-7d9a-4b12-9f5e-6a7b8c9d0e1f';
    const feedUrl = `/api/bulk-uploads/${BATCH}/distributions/0e7c1f3d-8e0b-4c23-8a6f-7b8c9d0e1f2a/feed`;
    const store = (id: string, name: string) => ({ id, customerId: CUSTOMER, name, format: 'reaxml', url: 'https://feeds.example.test/harbour.xml', officeId: null,
      credentials: { type: 'none' }, createdAt: '2026-11-22T08:00:00.000Z', updatedAt: '2026-11-22T08:00:00.000Z' });
    const { calls } = stubFetch({
      'GET /api/customers/options': () => json({ items: [{ id: CUSTOMER, name: 'Harbour Realty' }], count: 1 }),
      'GET /api/bulk-uploads': () => json({ items: [batch(BATCH, 'earlier.csv', { status: 'completed', done: 4, percent: 100 })], count: 1 }),
      [`GET /api/bulk-uploads/${BATCH}`]: () => json({ ...batch(BATCH, 'earlier.csv', { status: 'completed' }), errors: [], error: null }),
      'GET /api/listings': () => json({ items: [], count: 0 }),
      'GET /api/stores': () => json({ items: [store(STORE, 'Portal feed'), store('9d6b0e2c-7d9a-4b12-9f5e-6a7b8c9d0e20', 'Other feed')], count: 2 }),
      [`POST /api/bulk-uploads/${BATCH}/distributions`]: () => json({ id: '0e7c1f3d-8e0b-4c23-8a6f-7b8c9d0e1f2a', bulkId: BATCH, customerId: CUSTOMER, storeId: STORE, feedUrl, createdAt: '2026-11-22T08:05:00.000Z' }, 201),
    });
    const user = userEvent.setup();
    renderRoutes(routes, `${BULK_UPLOAD_PATHS.customerDashboardBulkManage}?customerId=${CUSTOMER}`, authState(makeUser(['operations'])));
    await user.click(await screen.findByRole('button', { name: 'earlier.csv' }));
    const distribute = await screen.findByTestId('bulk-distribute');
    const button = within(distribute).getByRole('button', { name: 'Distribute' });
    expect(button).toBeDisabled();
    const picker = within(distribute).getByRole('combobox', { name: 'Store to distribute earlier.csv to' });
    await within(distribute).findByRole('option', { name: 'Portal feed (reaxml)' });
    expect(calls.find((c) => c.url.pathname === '/api/stores')?.url.searchParams.get('customerId')).toBe(CUSTOMER);
    await user.selectOptions(picker, STORE);
    await user.click(button);
    expect(await within(distribute).findByLabelText('Feed URL')).toHaveValue(`${window.location.origin}${feedUrl}`);
    expect(within(distribute).getByText(/Distributed to Portal feed \(reaxml\)/)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ storeId: STORE });
  });

  it('does not offer distributing to a dashboard user (stores are staff-only)', async () => {
    stub(() => json({}, 500));
    const user = userEvent.setup();
    renderRoutes(routes, BULK_UPLOAD_PATHS.customerDashboardBulkManage, corporate());
    await user.click(await screen.findByRole('button', { name: 'earlier.csv' }));
    await screen.findByTestId('bulk-batch-detail');
    expect(screen.queryByTestId('bulk-distribute')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Distribute' })).toBeNull();
  });

  it('offers the sample file and lists the columns a header row may name', async () => {
    stub(() => json({}, 500));
    renderRoutes(routes, BULK_UPLOAD_PATHS.customerDashboardBulkManage, corporate());
    const sample = await screen.findByTestId('bulk-sample');
    expect(sample).toHaveAttribute('href', '/samples/bulk-upload.csv');
    expect(sample).toHaveAttribute('download', 'bulk-upload.csv');
    const columns = within(screen.getByRole('table', { name: 'Columns' })).getAllByTestId('bulk-column');
    expect(columns.map((c) => c.querySelector('code')?.textContent)).toEqual(BULK_COLUMNS.map((c) => c.name));
    expect(columns[0]).toHaveTextContent('The listing title (required).');
  });

  it('serves the sample as docs/samples/bulk-upload.csv holds it, every column of it listed on the page', () => {
    // The repository root: where the tests run from (the frontend workspace) or above it.
    const root = [process.cwd(), join(process.cwd(), '..')].find((dir) => existsSync(join(dir, 'docs/samples/bulk-upload.csv')))!;
    const served = readFileSync(join(root, 'frontend/public/samples/bulk-upload.csv'), 'utf8');
    expect(served).toBe(readFileSync(join(root, 'docs/samples/bulk-upload.csv'), 'utf8'));
    const header = served.split('\n')[0]!.split(',');
    const listed = BULK_COLUMNS.map((c) => c.name);
    expect(header.filter((c) => !listed.includes(c))).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
  });
});

describe('bulk manage screen: refusals shown, a chosen file kept', () => {
  const OTHER = '6c3e7b9f-4a6d-4e9f-8c2b-3d4e5f6a7b8c';
  const refusal = (detail: string) => json({ type: 'about:blank', title: 'Bad Request', status: 400, detail }, 400);

  it("shows a refused list by its problem where the table would be, never the rows of the customer before", async () => {
    stubFetch({
      'GET /api/customers/options': () => json({ items: [{ id: CUSTOMER, name: 'Harbour Realty' }, { id: OTHER, name: 'Summit Homes' }], count: 2 }),
      'GET /api/bulk-uploads': (_request, url) => (url.searchParams.get('customerId') === CUSTOMER
        ? json({ items: [batch('b0000000-0000-4000-8000-000000000001', 'earlier.csv')], count: 1 })
        : refusal('The batches of this customer cannot be listed.')),
    });
    const user = userEvent.setup();
    renderRoutes(routes, `${BULK_UPLOAD_PATHS.customerDashboardBulkManage}?customerId=${CUSTOMER}`, authState(makeUser(['operations'])));
    expect(await screen.findByText('earlier.csv')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Customer' }), OTHER);
    expect(await screen.findByTestId('load-error-state')).toHaveTextContent('The batches of this customer cannot be listed.');
    expect(screen.queryByText('earlier.csv')).toBeNull();
    expect(screen.queryByRole('table', { name: 'Batches' })).toBeNull();
  });

  it("shows a refused load of a batch's listings by its problem", async () => {
    stubFetch({
      'GET /api/bulk-uploads': () => json({ items: [batch('b0000000-0000-4000-8000-000000000001', 'earlier.csv', { status: 'completed', percent: 100 })], count: 1 }),
      'GET /api/bulk-uploads/b0000000-0000-4000-8000-000000000001': () => json({ ...batch('b0000000-0000-4000-8000-000000000001', 'earlier.csv'), errors: [], error: null }),
      'GET /api/listings': () => refusal('The listings cannot be read now.'),
    });
    const user = userEvent.setup();
    renderRoutes(routes, BULK_UPLOAD_PATHS.customerDashboardBulkManage, corporate());
    await user.click(await screen.findByRole('button', { name: 'earlier.csv' }));
    const detail = await screen.findByTestId('bulk-batch-detail');
    expect(await within(detail).findByTestId('load-error-state')).toHaveTextContent('The listings cannot be read now.');
    expect(within(detail).queryByText('No listings.')).toBeNull();
  });

  it('asks before leaving with a chosen file not uploaded', async () => {
    stub(() => json(batch('b0000000-0000-4000-8000-000000000002', 'listings.csv', { status: 'queued', done: 0, failed: 0, percent: 0 }), 202));
    const stopped = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const user = userEvent.setup();
    renderRoutes([{ element: <UnsavedChangesGuard><Outlet /></UnsavedChangesGuard>, children: routes }], BULK_UPLOAD_PATHS.customerDashboardBulkManage, corporate());
    expect(await screen.findByText('earlier.csv')).toBeInTheDocument();
    expect(stopped()).toBe(false);
    await user.upload(screen.getByLabelText('Bulk upload file'), new File(['title\nHarbour house\n'], 'listings.csv', { type: 'text/csv' }));
    expect(stopped()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(screen.getAllByTestId('bulk-batch')).toHaveLength(2));
    expect(stopped()).toBe(false);
  });
});
