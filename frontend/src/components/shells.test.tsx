// The page shells: an edit page whose item is not found says so (never a spinner forever), a failed load
// says why and retries, a list shows its empty state and its search; shown data stays while it revalidates.
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

  it('says why a load failed and tries again', async () => {
    let fail = true;
    const { calls } = stubFetch({
      'GET /api/customers/options': () => json({ items: [], count: 0 }),
      [`GET /api/offices/${OFFICE}`]: () => (fail
        ? json({ type: 'about:blank', title: 'Bad Request', status: 400, detail: 'The office id is not valid.' }, 400)
        : json({ id: OFFICE, customerId: 'c', name: 'Ponsonby', createdAt: '2026-11-22T08:00:00.000Z', updatedAt: '2026-11-22T08:00:00.000Z' })),
    });
    const user = userEvent.setup();
    renderRoutes(routes, `${OFFICE_PATHS.offices}/${OFFICE}/edit`, admin);
    expect(await screen.findByTestId('load-error-state')).toHaveTextContent('The office id is not valid.');
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
});
