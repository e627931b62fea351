// The page shells: an edit page whose item is not found, or whose id cannot exist, says so (never a spinner
// forever, never a validator's message with a retry), a failed load says why and retries when that can help,
// a list shows its empty state and its search, and a refused list filter shows the problem in the list
// instead of the previous filter's rows; shown data stays while it revalidates.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authState, makeUser, renderRoutes } from '../test/render.tsx';
import { json, stubFetch } from '../test/fetchStub.ts';
import { OfficeEditPage, OfficesListPage } from '../features/offices/OfficePages.tsx';
import { OFFICE_PATHS } from '../features/offices/paths.ts';

afterEach(() => vi.unstubAllGlobals());

const OFFICE = '1f2e3d4c-5b6a-4789-9abc-def012345678';
const routes = [
  { path: `${OFFICE_PATHS.offices}/:officeId/edit`, element: <OfficeEditPage /> },
  { path: OFFICE_PATHS.officesList, element: <OfficesListPage /> },
];
const admin = authState(makeUser(['admin']));

describe('edit page shell', () => {
  it('shows the not-found state for a 404, with the way back to the list', async () => {
    stubFetch({
      'GET /api/customers/options': () => json({ items: [], count: 0 }),
      [`GET /api/offices/${OFFICE}`]: () => json({ type: 'about:blank', title: 'Not Found', status: 404 }, 404),
    });
    renderRoutes(routes, `${OFFICE_PATHS.offices}/${OFFICE}/edit`, admin);
    expect(await screen.findByTestId('not-found-state')).toHaveTextContent('This office was not found');
    expect(screen.queryByTestId('loading-state')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to offices' })).toHaveAttribute('href', OFFICE_PATHS.officesList);
  });

  it('shows an id that cannot exist (a 400 about the path) as not found, without the validator\'s words or a retry', async () => {
    const { calls } = stubFetch({
      'GET /api/customers/options': () => json({ items: [], count: 0 }),
      'GET /api/offices/not-a-uuid': () => json({
        type: 'about:blank', title: 'Bad Request', status: 400, detail: 'request/params/officeId must match format "uuid"',
        errors: [{ path: '/params/officeId', message: 'must match format "uuid"' }],
      }, 400),
    });
    renderRoutes(routes, `${OFFICE_PATHS.offices}/not-a-uuid/edit`, admin);
    expect(await screen.findByTestId('not-found-state')).toHaveTextContent('This office was not found');
    expect(screen.queryByText(/must match format/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to offices' })).toHaveAttribute('href', OFFICE_PATHS.officesList);
    expect(calls.filter((c) => c.url.pathname === '/api/offices/not-a-uuid')).toHaveLength(1);
  });

  it('shows a refusal that is not about the address with its messages, and offers no retry that cannot help', async () => {
    stubFetch({
      'GET /api/customers/options': () => json({ items: [], count: 0 }),
      [`GET /api/offices/${OFFICE}`]: () => json({ type: 'about:blank', title: 'Bad Request', status: 400, detail: 'The office id is not valid.',
        errors: [{ path: '/query/include', message: 'Unknown part: owners.' }] }, 400),
    });
    renderRoutes(routes, `${OFFICE_PATHS.offices}/${OFFICE}/edit`, admin);
    const state = await screen.findByTestId('load-error-state');
    expect(state).toHaveTextContent('The office id is not valid.');
    expect(state).toHaveTextContent('Unknown part: owners.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('says why a load failed and tries again', async () => {
    let fail = true;
    const { calls } = stubFetch({
      'GET /api/customers/options': () => json({ items: [], count: 0 }),
      [`GET /api/offices/${OFFICE}`]: () => (fail
        ? json({ type: 'about:blank', title: 'Service Unavailable', status: 503, detail: 'The office service is starting.' }, 503)
        : json({ id: OFFICE, customerId: 'c', name: 'Ponsonby', createdAt: '2026-11-22T08:00:00.000Z', updatedAt: '2026-11-22T08:00:00.000Z' })),
    });
    const user = userEvent.setup();
    renderRoutes(routes, `${OFFICE_PATHS.offices}/${OFFICE}/edit`, admin);
    expect(await screen.findByTestId('load-error-state')).toHaveTextContent('The office service is starting.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Edit Ponsonby' })).toBeInTheDocument();
    expect(calls.filter((c) => c.url.pathname === `/api/offices/${OFFICE}`)).toHaveLength(2);
  });
});

describe('list page shell', () => {
  it('shows the empty state, and a failed list with its reason', async () => {
    let status = 200;
    stubFetch({
      'GET /api/customers/options': () => json({ items: [], count: 0 }),
      'GET /api/offices': () => (status === 200 ? json({ items: [], count: 0 })
        : json({ type: 'about:blank', title: 'Bad Request', status: 400, detail: 'Unknown sort.' }, 400)),
    });
    const { unmount } = renderRoutes(routes, OFFICE_PATHS.officesList, admin);
    expect(await screen.findByText('No offices found.')).toBeInTheDocument();
    expect(screen.getByText('No results')).toBeInTheDocument();
    unmount();
    status = 400;
    renderRoutes(routes, OFFICE_PATHS.officesList, admin);
    await waitFor(() => expect(screen.getByTestId('load-error-state')).toHaveTextContent('Unknown sort.'));
  });

  it('shows a refused filter in the list, in place of the rows of the filter before, and the rows again once it is fixed', async () => {
    const customer = { id: '5a0b8c1e-2f4d-4e6a-8b9c-0d1e2f3a4b5c', name: 'Harbour Realty' };
    const refusal = 'The customer filter is not a customer you may see.';
    stubFetch({
      'GET /api/customers/options': () => json({ items: [customer], count: 1 }),
      'GET /api/offices': (_, url) => (url.searchParams.get('customerId')
        ? json({ type: 'about:blank', title: 'Bad Request', status: 400, detail: refusal,
          errors: [{ path: '/query/customerId', message: refusal }, { path: '/query/page', message: 'Page 1 is the first page.' }] }, 400)
        : json({ items: [{ id: OFFICE, customerId: customer.id, name: 'Ponsonby', createdAt: '2026-11-22T08:00:00.000Z', updatedAt: '2026-11-22T08:00:00.000Z' }], count: 1 })),
    });
    const user = userEvent.setup();
    renderRoutes(routes, OFFICE_PATHS.officesList, admin);
    expect(await screen.findByText('Ponsonby')).toBeInTheDocument();
    await screen.findByRole('option', { name: customer.name });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Customer' }), customer.id);
    const state = await screen.findByTestId('load-error-state');
    expect(state).toHaveTextContent(refusal);
    expect(state).toHaveTextContent('Page 1 is the first page.');
    expect(screen.queryByText('Ponsonby')).toBeNull();
    expect(screen.queryByText('1–1 of 1')).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Customer' }), '');
    expect(await screen.findByText('Ponsonby')).toBeInTheDocument();
    expect(screen.queryByTestId('load-error-state')).toBeNull();
  });
});
