// The assets page: the customer's assets with their thumbnails; choosing several files uploads each with
// its own progress (processValue), success (successUpload) or failure with the server's message
// (errorUploadLoad), then the list is fetched again; the selected assets are deleted with one call.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AssetsPage } from './AssetsPage.tsx';
import { authState, makeUser, renderRoutes } from '../../test/render.tsx';
import { json, stubFetch } from '../../test/fetchStub.ts';
import { CUSTOMER_PATHS } from '../customers/paths.ts';
import { FakeXhr } from '../../test/fakeXhr.ts';

const CUSTOMER = '5b2d6a8e-3f5c-4d8e-9b1a-2c3d4e5f6a7b';
const asset = (id: string, name: string) => ({
  id, customerId: CUSTOMER, listingId: null, kind: 'image', format: 'jpeg', mediaType: 'image/jpeg', size: 482113,
  originalFileName: `${name}.jpg`, name, cdnUrl: `http://localhost/files/listing/${CUSTOMER}/${id}/original.jpg`,
  s3Url: `http://localhost/files/listing/${CUSTOMER}/${id}/original.jpg`, thumbnail: `http://localhost/files/listing/${CUSTOMER}/${id}/thumbnail.jpg`,
  createdAt: '2026-11-23T08:00:00.000Z',
});
const A1 = '0d7c1f3d-8eab-4c23-a06f-7b8c9d0e1f2a';
const A2 = '1e8d2a4e-9fbc-4d34-b17a-8c9d0e1f2a3b';

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.sent = [];
});

const customer = () => json({ id: CUSTOMER, name: 'Harbour Realty' });
const routes = [{ path: `${CUSTOMER_PATHS.customer}/:customerId/assets`, element: <AssetsPage /> }];

describe('assets page', () => {
  it('lists the assets with thumbnails; uploads several files with per-item progress, success and failure', async () => {
    let listed = [asset(A1, 'Harbour view')];
    const { calls } = stubFetch({
      [`GET /api/customers/${CUSTOMER}`]: customer,
      'GET /api/assets': () => json({ items: listed, count: listed.length }),
    });
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const user = userEvent.setup();
    renderRoutes(routes, `${CUSTOMER_PATHS.customer}/${CUSTOMER}/assets`, authState(makeUser(['operations'])));

    expect(await screen.findByRole('img', { name: 'Harbour view' })).toHaveAttribute('src', asset(A1, '').thumbnail);
    expect(calls.find((c) => c.url.pathname === '/api/assets')?.url.searchParams.get('customerId')).toBe(CUSTOMER);

    const photo = new File([new Uint8Array(2048)], 'garden.png', { type: 'image/png' });
    const notes = new File(['just text'], 'notes.png', { type: 'image/png' });
    await user.upload(screen.getByTestId('asset-input'), [photo, notes]);
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    const [first, second] = FakeXhr.sent as [FakeXhr, FakeXhr];
    expect([first.method, first.url, first.withCredentials]).toEqual(['POST', '/api/assets', true]);
    expect(first.body?.get('customerId')).toBe(CUSTOMER);
    expect(first.body?.get('modelName')).toBe('customerAsset');
    expect(first.body?.get('size')).toBe('2048');
    expect((first.body?.get('file') as File).name).toBe('garden.png');

    const items = () => screen.getAllByTestId('upload-item');
    first.progress(1024, 2048);
    await waitFor(() => expect(items()[0]).toHaveAttribute('data-process-value', '50'));
    expect(within(items()[0]!).getByText('50%')).toBeInTheDocument();

    listed = [asset(A2, 'garden'), ...listed];
    first.answer(201, asset(A2, 'garden'));
    second.answer(415, { type: 'about:blank', title: 'Unsupported Media Type', status: 415, detail: "'notes.png' is none of them by its content: only gif, jpeg and png images are allowed." });
    await waitFor(() => expect(items()[0]).toHaveAttribute('data-state', 'uploaded'));
    expect(items()[1]).toHaveAttribute('data-state', 'failed');
    expect(within(items()[1]!).getByRole('alert')).toHaveTextContent("'notes.png' is none of them by its content");
    // The list is fetched again after an upload and shows the new asset.
    expect(await screen.findByRole('img', { name: 'garden' })).toBeInTheDocument();
  });

  it('fetches the list again once when the queue of uploads drains, not after every file', async () => {
    const A3 = '2f9e3b5f-0acd-4e45-c28b-9d0e1f2a3b4c';
    let listed = [asset(A1, 'Harbour view')];
    const { calls } = stubFetch({
      [`GET /api/customers/${CUSTOMER}`]: customer,
      'GET /api/assets': () => json({ items: listed, count: listed.length }),
    });
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const user = userEvent.setup();
    renderRoutes(routes, `${CUSTOMER_PATHS.customer}/${CUSTOMER}/assets`, authState(makeUser(['operations'])));
    await screen.findByRole('img', { name: 'Harbour view' });
    const lists = () => calls.filter((c) => c.url.pathname === '/api/assets').length;
    const before = lists();

    const png = (name: string) => new File([new Uint8Array(16)], `${name}.png`, { type: 'image/png' });
    await user.upload(screen.getByTestId('asset-input'), [png('front'), png('garden'), png('kitchen')]);
    // Two at a time: the third waits for one of them.
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    const items = () => screen.getAllByTestId('upload-item');
    FakeXhr.sent[0]!.answer(201, asset(A2, 'front'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(3));
    await waitFor(() => expect(items()[0]).toHaveAttribute('data-state', 'uploaded'));
    expect(lists()).toBe(before);
    FakeXhr.sent[1]!.answer(201, asset(A3, 'garden'));
    await waitFor(() => expect(items()[1]).toHaveAttribute('data-state', 'uploaded'));
    expect(lists()).toBe(before);
    listed = [asset(A3, 'garden'), asset(A2, 'front'), ...listed];
    FakeXhr.sent[2]!.answer(415, { type: 'about:blank', title: 'Unsupported Media Type', status: 415, detail: 'not an image' });
    expect(await screen.findByRole('img', { name: 'garden' })).toBeInTheDocument();
    expect(lists()).toBe(before + 1);
  });

  it('deletes the selected assets with one call after a confirmation', async () => {
    let listed = [asset(A1, 'Harbour view'), asset(A2, 'Garden')];
    const { calls } = stubFetch({
      [`GET /api/customers/${CUSTOMER}`]: customer,
      'GET /api/assets': () => json({ items: listed, count: listed.length }),
      'DELETE /api/assets': () => {
        listed = [];
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup();
    renderRoutes(routes, `${CUSTOMER_PATHS.customer}/${CUSTOMER}/assets`, authState(makeUser(['admin'])));
    const deleteSelected = await screen.findByRole('button', { name: /Delete selected/ });
    expect(deleteSelected).toBeDisabled();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Harbour view' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Garden' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    await user.click(await screen.findByRole('button', { name: /OK|Yes|Confirm|Delete$/ }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    const call = calls.find((c) => c.method === 'DELETE')!;
    expect(call.url.searchParams.getAll('ids')).toEqual([A1, A2]);
    expect(await screen.findByText('No assets yet.')).toBeInTheDocument();
  });
});
