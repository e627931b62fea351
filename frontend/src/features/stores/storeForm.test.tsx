// The store pages keep a stored secret write-only: the password field starts empty and an empty field is
// not sent (the stored password stays); "Test connection" tries the settings as typed and shows the
// server's answer; a refusal about the password shows at the password field.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StoreCreatePage, StoreEditPage } from './StorePages.tsx';
import { authState, makeUser, renderRoutes } from '../../test/render.tsx';
import { json, stubFetch } from '../../test/fetchStub.ts';
import { CUSTOMER_PATHS } from '../customers/paths.ts';

const CUSTOMER = '5b2d6a8e-3f5c-4d8e-9b1a-2c3d4e5f6a7b';
const STORE = '3e9b1c2d-7a4f-4b8e-9c0d-1e2f3a4b5c6d';
const store = {
  id: STORE, customerId: CUSTOMER, name: 'Harbour feed', format: 'REAXML', url: 'https://feeds.harbour.example.com/reaxml.xml', officeId: null,
  credentials: { type: 'basic', username: 'harbour', headerName: null, secretSet: true },
  createdAt: '2026-11-23T03:00:00.000Z', updatedAt: '2026-11-23T03:00:00.000Z',
};
const routes = [
  { path: `${CUSTOMER_PATHS.customer}/:customerId/store/:storeId/edit`, element: <StoreEditPage /> },
  { path: `${CUSTOMER_PATHS.customer}/:customerId/stores/create`, element: <StoreCreatePage /> },
  { path: '*', element: <div data-testid="elsewhere" /> },
];

afterEach(() => vi.unstubAllGlobals());

describe('store pages', () => {
  it('edit: the stored password is never shown nor sent back; test connection shows the answer', async () => {
    const { calls } = stubFetch({
      [`GET /api/stores/${STORE}`]: () => json(store),
      'POST /api/stores/test': () => json({ ok: true, message: 'Connected: a REAXML feed with 6 listings.', httpStatus: 200, listingCount: 6 }),
      [`PUT /api/stores/${STORE}`]: async (request) => json({ ...store, ...(await request.json() as object), credentials: store.credentials, updatedAt: '2026-11-23T04:00:00.000Z' }),
    });
    const user = userEvent.setup();
    renderRoutes(routes, `${CUSTOMER_PATHS.customer}/${CUSTOMER}/store/${STORE}/edit`, authState(makeUser(['operations'])));

    const password = await screen.findByLabelText('Password');
    expect(password).toHaveValue('');
    expect(screen.getByText('Stored. Leave empty to keep it.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText('Connected: a REAXML feed with 6 listings.')).toBeInTheDocument();
    const tested = calls.find((c) => c.method === 'POST');
    expect(tested?.body).toEqual({ storeId: STORE, format: 'REAXML', url: store.url, credentials: { type: 'basic', username: 'harbour' } });

    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Harbour all listings');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully Saved!')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ name: 'Harbour all listings', format: 'REAXML', url: store.url, credentials: { type: 'basic', username: 'harbour' } });
  });

  it("create: a failed test says why; the server's refusal of the password shows at the password field", async () => {
    const message = 'A password is required for basic authentication.';
    const { calls } = stubFetch({
      'POST /api/stores/test': () => json({ ok: false, message: 'No complete answer within 30 s.', httpStatus: null, listingCount: null }),
      'POST /api/stores': () => json({ type: 'about:blank', title: 'Bad Request', status: 400, detail: message, errors: [{ path: '/body/credentials/password', message }] }, 400),
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, `${CUSTOMER_PATHS.customer}/${CUSTOMER}/stores/create`, authState(makeUser(['admin'])));

    await user.type(await screen.findByRole('textbox', { name: /Name/ }), 'New feed');
    await user.type(screen.getByRole('textbox', { name: /Feed URL/ }), 'https://feeds.example.com/feed.xml');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Authentication' }), 'basic');
    await user.type(await screen.findByRole('textbox', { name: /User name/ }), 'harbour');
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText('No complete answer within 30 s.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create store' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true'));
    const created = calls.filter((c) => c.method === 'POST' && c.url.pathname === '/api/stores');
    expect(created[0]?.body).toEqual({ customerId: CUSTOMER, name: 'New feed', format: 'REAXML', url: 'https://feeds.example.com/feed.xml', credentials: { type: 'basic', username: 'harbour' } });
    expect(router.state.location.pathname).toBe(`${CUSTOMER_PATHS.customer}/${CUSTOMER}/stores/create`);
  });

  it('fetch listings starts an import job and shows what it did', async () => {
    const JOB = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
    const job = {
      id: JOB, customerId: CUSTOMER, storeId: STORE, name: 'Harbour feed', source: 'store', propertyGroups: [], listingUrls: [], status: 'queued',
      total: null, done: 0, failed: 0, progressPercent: 0, result: null, error: null, createdAt: '2026-11-23T03:00:00.000Z', startedAt: null, finishedAt: null, rerunOf: null,
    };
    const { calls } = stubFetch({
      [`GET /api/stores/${STORE}`]: () => json(store),
      'POST /api/import-jobs': () => json(job, 202),
      [`GET /api/import-jobs/${JOB}`]: () => json({ ...job, status: 'completed', total: 6, done: 6, progressPercent: 100, result: { created: 6, updated: 0, unchanged: 0, skipped: 0, failed: 0, warnings: [] } }),
    });
    const user = userEvent.setup();
    renderRoutes(routes, `${CUSTOMER_PATHS.customer}/${CUSTOMER}/store/${STORE}/edit`, authState(makeUser(['admin'])));
    await user.click(await screen.findByRole('button', { name: 'Fetch listings' }));
    expect(await screen.findByText('Done: 6 created, 0 updated, 0 unchanged.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ storeId: STORE });
  });
});
