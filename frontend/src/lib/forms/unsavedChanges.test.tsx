// No edit is lost without a word: a form with changes not saved asks before its page is left (a link, the
// back button, a route change; the tab closing gets the browser's question), keeps what was typed when the
// user stays, and never asks once the changes are saved or when there are none. Driven through a real form
// (the office create and edit pages on useApiForm) inside the frame's guard.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, type RouteObject } from 'react-router';
import { authState, makeUser, renderRoutes } from '../../test/render.tsx';
import { json, stubFetch } from '../../test/fetchStub.ts';
import { OfficeCreatePage, OfficeEditPage, OfficesListPage } from '../../features/offices/OfficePages.tsx';
import { OFFICE_PATHS } from '../../features/offices/paths.ts';
import { LEAVE_QUESTION, UnsavedChangesGuard } from './unsavedChanges.tsx';
import { MESSAGES } from '../../constants.ts';

afterEach(() => vi.unstubAllGlobals());

const CUSTOMER = { id: '5a0b8c1e-2f4d-4e6a-8b9c-0d1e2f3a4b5c', name: 'Harbour Realty' };
const OFFICE = '1f2e3d4c-5b6a-4789-9abc-def012345678';
const office = (name = 'Ponsonby') => ({ id: OFFICE, customerId: CUSTOMER.id, name, createdAt: '2026-11-22T08:00:00.000Z', updatedAt: '2026-11-22T08:00:00.000Z' });
const routes: RouteObject[] = [{
  element: <UnsavedChangesGuard><Outlet /></UnsavedChangesGuard>,
  children: [
    { path: OFFICE_PATHS.officesCreate, element: <OfficeCreatePage /> },
    { path: `${OFFICE_PATHS.offices}/:officeId/edit`, element: <OfficeEditPage /> },
    { path: OFFICE_PATHS.officesList, element: <OfficesListPage /> },
  ],
}];
const admin = authState(makeUser(['admin']));
const CREATE = `${OFFICE_PATHS.officesCreate}?customerId=${CUSTOMER.id}`;

function stubOffices() {
  return stubFetch({
    'GET /api/customers/options': () => json({ items: [CUSTOMER], count: 1 }),
    'GET /api/offices': () => json({ items: [], count: 0 }),
    'POST /api/offices': async (request) => json({ ...office(), name: ((await request.json()) as { name: string }).name }, 201),
    [`GET /api/offices/${OFFICE}`]: () => json(office()),
    [`PUT /api/offices/${OFFICE}`]: async (request) => json({ ...office(), ...((await request.json()) as object), updatedAt: '2026-11-22T09:00:00.000Z' }),
  });
}

const question = () => screen.queryByText(LEAVE_QUESTION.message);
const beforeUnloadIsStopped = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('leaving a form with unsaved changes', () => {
  it('asks before a link leaves the page; staying keeps what was typed, leaving goes', async () => {
    stubOffices();
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, CREATE, admin);
    const name = await screen.findByRole('textbox', { name: /Name/ });
    await user.type(name, 'Takapuna');

    await user.click(screen.getByRole('link', { name: 'Back to offices' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(LEAVE_QUESTION.title)).toBeInTheDocument();
    expect(within(dialog).getByText(LEAVE_QUESTION.message)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(OFFICE_PATHS.officesCreate);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(question()).toBeNull());
    expect(router.state.location.pathname).toBe(OFFICE_PATHS.officesCreate);
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Takapuna');

    await user.click(screen.getByRole('link', { name: 'Back to offices' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(OFFICE_PATHS.officesList));
    expect(await screen.findByText('No offices found.')).toBeInTheDocument();
  });

  it('asks on the back button too, and the closing tab gets the browser\'s question only while there are changes', async () => {
    stubOffices();
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, OFFICE_PATHS.officesList, admin);
    await screen.findByText('No offices found.');
    await router.navigate(CREATE);
    const name = await screen.findByRole('textbox', { name: /Name/ });
    expect(beforeUnloadIsStopped()).toBe(false);
    await user.type(name, 'Takapuna');
    await waitFor(() => expect(beforeUnloadIsStopped()).toBe(true));

    await router.navigate(-1);
    expect(await screen.findByText(LEAVE_QUESTION.message)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(OFFICE_PATHS.officesCreate);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(question()).toBeNull());
    expect(router.state.location.pathname).toBe(OFFICE_PATHS.officesCreate);

    // A change of the query alone stays on the page: nothing to ask.
    await router.navigate(`${OFFICE_PATHS.officesCreate}?customerId=${CUSTOMER.id}&from=list`);
    expect(router.state.location.search).toContain('from=list');
    expect(question()).toBeNull();
  });

  it('never asks without changes, nor once they are saved (a create moves on to its edit page at once)', async () => {
    const { calls } = stubOffices();
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, CREATE, admin);
    await screen.findByRole('textbox', { name: /Name/ });
    await user.click(screen.getByRole('link', { name: 'Back to offices' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(OFFICE_PATHS.officesList));
    expect(question()).toBeNull();

    await router.navigate(CREATE);
    await user.type(await screen.findByRole('textbox', { name: /Name/ }), 'Takapuna');
    await user.click(screen.getByRole('button', { name: 'Create office' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${OFFICE_PATHS.offices}/${OFFICE}/edit`));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(question()).toBeNull();
    expect(beforeUnloadIsStopped()).toBe(false);

    // Saved on the edit page, then edited again: the new change asks again.
    await screen.findByRole('heading', { name: /^Edit / });
    const name = screen.getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'Takapuna Central');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    // The saved office is shown (its form starts again from it).
    await screen.findByRole('heading', { name: 'Edit Takapuna Central' });
    await waitFor(() => expect(beforeUnloadIsStopped()).toBe(false));
    await user.type(screen.getByRole('textbox', { name: /Name/ }), '!');
    await waitFor(() => expect(beforeUnloadIsStopped()).toBe(true));
  });

  it('says a save in a toast that leaves the page usable, not in a dialog', async () => {
    stubOffices();
    const user = userEvent.setup();
    renderRoutes(routes, `${OFFICE_PATHS.offices}/${OFFICE}/edit`, admin);
    const name = await screen.findByRole('textbox', { name: /Name/ });
    await user.type(name, ' North');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const toast = await screen.findByTestId('app-toast');
    expect(toast).toHaveTextContent(MESSAGES.successfullySaved);
    expect(screen.queryByTestId('app-dialog')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('what counts as a change', () => {
  it('compares values by content; an empty field and a value the form never had are the same', async () => {
    const { sameValues } = await import('./useApiForm.ts');
    const file = new File(['x'], 'a.png');
    expect(sameValues({ title: 'A', agents: [{ id: '1' }] }, { title: 'A', agents: [{ id: '1' }] })).toBe(true);
    expect(sameValues({ title: 'A', landArea: '' }, { title: 'A' })).toBe(true);
    expect(sameValues({ title: 'A' }, { title: 'B' })).toBe(false);
    expect(sameValues({ images: [{ file }] }, { images: [{ file: new File(['x'], 'a.png') }] })).toBe(false);
    expect(sameValues({ agents: [] }, { agents: [{ id: '1' }] })).toBe(false);
  });
});
