// The office edit page never loses an edit silently: the customer of an office cannot be changed (its
// select is really disabled, and the save does not send it); the server checks the phone against the
// customer's country and an invalid number blocks saving with its message at the phone (000 §5).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OfficeCreatePage, OfficeEditPage } from './OfficePages.tsx';
import { authState, makeUser, renderRoutes } from '../../test/render.tsx';
import { json, stubFetch } from '../../test/fetchStub.ts';
import { OFFICE_PATHS } from './paths.ts';

const HARBOUR = '5b2d6a8e-3f5c-4d8e-9b1a-2c3d4e5f6a7b';
const SUMMIT = '6c3e7b9f-4a6d-4e9f-8c2b-3d4e5f6a7b8c';
const OFFICE = '1f2e3d4c-5b6a-4789-9abc-def012345678';
const message = 'The phone number 12345 is not a valid number for NZ.';

const office = {
  id: OFFICE, customerId: HARBOUR, name: 'Ponsonby', phone: '+6493601234', fbAdAccountIds: [], gdnAccountIds: [],
  createdAt: '2026-11-22T08:00:00.000Z', updatedAt: '2026-11-22T08:00:00.000Z',
};
const customers = () => json({ items: [{ id: HARBOUR, name: 'Harbour Realty' }, { id: SUMMIT, name: 'Summit Homes' }], count: 2 });
const invalidPhone = () => json({ type: 'about:blank', title: 'Bad Request', status: 400, detail: message, errors: [{ path: '/body/phone', message }] }, 400);
const routes = [
  { path: `${OFFICE_PATHS.offices}/:officeId/edit`, element: <OfficeEditPage /> },
  { path: OFFICE_PATHS.officesCreate, element: <OfficeCreatePage /> },
  { path: '*', element: <div data-testid="elsewhere" /> },
];

afterEach(() => vi.unstubAllGlobals());

describe('office edit page', () => {
  it('has a customer select that is disabled and cannot be changed; the save does not send the customer', async () => {
    const { calls } = stubFetch({
      'GET /api/customers/options': customers,
      [`GET /api/offices/${OFFICE}`]: () => json(office),
      [`PUT /api/offices/${OFFICE}`]: async (request) => json({ ...office, ...(await request.json() as object), updatedAt: '2026-11-22T09:00:00.000Z' }),
    });
    const user = userEvent.setup();
    renderRoutes(routes, `${OFFICE_PATHS.offices}/${OFFICE}/edit`, authState(makeUser(['admin'])));

    const select = await screen.findByRole('combobox', { name: /Customer/ });
    await screen.findByRole('option', { name: 'Summit Homes' });
    expect(select).toBeDisabled();
    expect(select).toHaveValue(HARBOUR);
    await user.selectOptions(select, SUMMIT).catch(() => undefined); // user-event refuses a disabled select
    expect(select).toHaveValue(HARBOUR);

    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ponsonby Central');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully Saved!')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ name: 'Ponsonby Central', email: null, phone: '+6493601234', address: null, postcode: null, country: null, latitude: null, longitude: null, fbAdAccountIds: [], gdnAccountIds: [] });
  });

  it("an invalid phone number blocks saving with the server's message at the phone; editing it clears the message", async () => {
    const { calls } = stubFetch({
      'GET /api/customers/options': customers,
      [`GET /api/offices/${OFFICE}`]: () => json(office),
      [`PUT /api/offices/${OFFICE}`]: async (request) => {
        const body = await request.json() as { phone: string };
        return body.phone === '12345' ? invalidPhone() : json({ ...office, ...body, phone: '+64212345678', updatedAt: '2026-11-22T09:00:00.000Z' });
      },
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, `${OFFICE_PATHS.offices}/${OFFICE}/edit`, authState(makeUser(['operations'])));

    const phone = await screen.findByRole('textbox', { name: 'Phone' });
    await user.clear(phone);
    await user.type(phone, '12345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getAllByText(message)).toHaveLength(1); // at the phone, not repeated above the form
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveValue('12345');
    expect(screen.queryByText('Successfully Saved!')).toBeNull();
    expect(router.state.location.pathname).toBe(`${OFFICE_PATHS.offices}/${OFFICE}/edit`);

    await user.clear(phone);
    expect(screen.queryByText(message)).toBeNull();
    await user.type(phone, '021 234 5678');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully Saved!')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2);
  });

  it('the place is sent as the API takes it: a number per coordinate, the country in capitals; the server\'s half-point message shows at the field', async () => {
    const half = 'Latitude and longitude go together: give both, or neither.';
    const { calls } = stubFetch({
      'GET /api/customers/options': customers,
      [`GET /api/offices/${OFFICE}`]: () => json({ ...office, postcode: '1011', country: 'NZ', latitude: -36.8569, longitude: 174.7466 }),
      [`PUT /api/offices/${OFFICE}`]: async (request) => {
        const body = await request.json() as { latitude: number | null; longitude: number | null };
        if ((body.latitude === null) !== (body.longitude === null)) return json({ type: 'about:blank', title: 'Bad Request', status: 400, detail: half, errors: [{ path: '/body/longitude', message: half }] }, 400);
        return json({ ...office, ...body, updatedAt: '2026-11-22T09:00:00.000Z' });
      },
    });
    const user = userEvent.setup();
    renderRoutes(routes, `${OFFICE_PATHS.offices}/${OFFICE}/edit`, authState(makeUser(['admin'])));

    const latitude = await screen.findByRole('textbox', { name: 'Latitude' });
    expect(latitude).toHaveValue('-36.8569');
    await user.clear(screen.getByRole('textbox', { name: 'Country' }));
    await user.type(screen.getByRole('textbox', { name: 'Country' }), 'au');
    await user.clear(screen.getByRole('textbox', { name: 'Longitude' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(half)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Longitude' })).toHaveAttribute('aria-invalid', 'true');

    await user.clear(latitude);
    await user.type(latitude, '-33.8688');
    await user.type(screen.getByRole('textbox', { name: 'Longitude' }), '151.2093');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully Saved!')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toMatchObject({ postcode: '1011', country: 'AU', latitude: -33.8688, longitude: 151.2093 });
  });

  it('a latitude that is not a number is refused before anything is sent', async () => {
    const { calls } = stubFetch({ 'GET /api/customers/options': customers, [`GET /api/offices/${OFFICE}`]: () => json(office) });
    const user = userEvent.setup();
    renderRoutes(routes, `${OFFICE_PATHS.offices}/${OFFICE}/edit`, authState(makeUser(['admin'])));
    await user.type(await screen.findByRole('textbox', { name: 'Latitude' }), '95');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Latitude must be a number from -90 to 90.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('a new office with an invalid phone is not created, and the message shows at the phone', async () => {
    const { calls } = stubFetch({ 'GET /api/customers/options': customers, 'POST /api/offices': invalidPhone });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, `${OFFICE_PATHS.officesCreate}?customerId=${HARBOUR}`, authState(makeUser(['user'])));
    await screen.findByRole('option', { name: 'Harbour Realty' });
    expect(screen.getByRole('combobox', { name: /Customer/ })).toBeEnabled();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Takapuna');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '12345');
    await user.click(screen.getByRole('button', { name: 'Create office' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ customerId: HARBOUR, name: 'Takapuna', phone: '12345' });
    expect(router.state.location.pathname).toBe(OFFICE_PATHS.officesCreate);
  });
});
