// The dashboard's listing screens (002 §2, §5 "Listing save", §8): create with images chosen on the form
// (uploaded by Save to the new listing through the listing API's asset upload), the toast 'Listing Created
// Reference# X' and the listings tab, or the order screen when opened from there; edit with 'Your Listing has
// been successfully saved.'; a refusal in a 'Save Listing' dialog with the server's message; a file that does
// not upload ('Some Image is not upload...'); Fixed Price hides inspection times, auction and auction location;
// the page follows the dashboard's enableCreateListingRoles.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { authState, makeUser, renderRoutes } from '../../test/render.tsx';
import { json, stubFetch } from '../../test/fetchStub.ts';
import { FakeXhr, installUploadFakes } from '../../test/fakeXhr.ts';
import { AGENT_IDS, HARBOUR, LISTING, listing, OFFICE } from '../../test/listingFixtures.ts';
import { CUSTOMER_DASHBOARD_PATHS, listingEditPath } from '../customer-dashboard/paths.ts';
import { DashboardListingCreatePage, DashboardListingEditPage } from './DashboardListingPages.tsx';
import type { Listing } from '../../lib/api/generated/listing.ts';

const [A1, A2] = AGENT_IDS as [string, string];
const NEW = '9c6b0e2c-7d9f-4b12-9f5e-6a7b8c9d0e1f';

const dashboard = (createRoles: string[] = ['corporate', 'branchmanager', 'branchuser', 'agent']) => ({
  config: {
    themes: { backgroundTheme: '#123456', textTheme: '#ffffff', hoverTheme: '#345678', vertical: 'PROPERTY', contactLabel: 'Consultant' },
    tabs: [], enablePaymentMethod: { corporate: [] }, showSoldListings: false,
    controls: { enableCreateListingRoles: createRoles },
  },
  customer: { id: HARBOUR, name: 'Harbour Realty' },
});

const common = (createRoles?: string[]) => ({
  'GET /api/dashboards/current': () => json(dashboard(createRoles)),
  'GET /api/offices': () => json({ items: [{ id: OFFICE, name: 'Ponsonby' }], count: 1 }),
  'GET /api/agents': () => json({ items: [{ id: A1, fullName: 'Jo One', email: 'jo@harbour.example.com' }, { id: A2, fullName: 'Kim Two' }], count: 2 }),
});

/** Where the app went, shown by the catch-all route. */
function Elsewhere() {
  const location = useLocation();
  return <div data-testid="elsewhere">{location.pathname}{location.search}</div>;
}
const routes = [
  { path: CUSTOMER_DASHBOARD_PATHS.listingCreate, element: <DashboardListingCreatePage /> },
  { path: CUSTOMER_DASHBOARD_PATHS.listingEdit, element: <DashboardListingEditPage /> },
  { path: '*', element: <Elsewhere /> },
];
const corporate = () => authState(makeUser(['corporate'], { kind: 'dashboard', customerId: HARBOUR, agentId: A1 }));

installUploadFakes();

const asset = (n: number) => ({
  id: `0d7c1f3d-8eab-4c23-a06f-7b8c9d0e1f0${n}`, customerId: HARBOUR, listingId: NEW, kind: 'image', format: 'png', mediaType: 'image/png', size: 4,
  originalFileName: `photo-${n}.png`, name: `photo-${n}.png`, cdnUrl: `http://localhost:3000/files/${n}.png`, s3Url: `http://localhost:3000/s3/${n}.png`,
  thumbnail: `http://localhost:3000/files/${n}-thumb.png`, createdAt: '2026-11-22T09:00:00.000Z',
});
const png = (n: number) => new File([new Uint8Array([137, 80, 78, n])], `photo-${n}.png`, { type: 'image/png' });

describe('dashboard listing create', () => {
  it('creates the listing, uploads its images, says its reference and goes to the listings tab', async () => {
    let current: Listing = listing({ id: NEW, reference: 'DASHNEW2345678', metaData: [], agents: [] });
    const { calls } = stubFetch({
      ...common(),
      'POST /api/listings': async (request) => {
        current = { ...current, ...(await request.json() as object) };
        return json(current, 201);
      },
      [`PUT /api/listings/${NEW}`]: async (request) => {
        current = { ...current, ...(await request.json() as object) };
        return json(current);
      },
    });
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const user = userEvent.setup();
    renderRoutes(routes, CUSTOMER_DASHBOARD_PATHS.listingCreate, corporate());

    await user.type(await screen.findByLabelText(/^Title/), '12 Harbour View Road');
    // The user's own agent is in the first slot; the slots carry the dashboard's contact label.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Consultant 1' })).toHaveValue(A1));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Consultant 2' }), A2);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Office' }), OFFICE);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'RESIDENTIAL_FOR_SALE');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('ACTIVE');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Price view' }), 'Auction');
    expect(screen.getByRole('textbox', { name: 'Inspection times' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Auction location' }), 'On site');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Price view' }), 'Fixed Price');
    expect(screen.queryByRole('textbox', { name: 'Inspection times' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Auction location' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Price' }), '$1,250,000');
    await user.upload(screen.getByTestId('upload-images'), [png(1), png(2), png(3)]);
    expect(screen.getAllByTestId('not-saved-yet')).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Create listing' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const post = calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(post).toMatchObject({
      customerId: HARBOUR, title: '12 Harbour View Road', type: 'RESIDENTIAL_FOR_SALE', listingOption: 'CLASSIFIED', listingStatus: 'DONE',
      officeId: OFFICE, images: [], agents: [{ id: A1, name: 'Jo One', email: 'jo@harbour.example.com' }, { id: A2, name: 'Kim Two' }],
    });
    expect((post.metaData as { key: string }[]).map((m) => m.key).sort()).toEqual(['price', 'priceView', 'status']);
    // One file at a time, to the new listing.
    for (let n = 1; n <= 3; n++) {
      await waitFor(() => expect(FakeXhr.sent).toHaveLength(n));
      const xhr = FakeXhr.sent[n - 1]!;
      expect(xhr.url).toBe(`/api/listings/${NEW}/assets`);
      expect((xhr.body?.get('file') as File).name).toBe(`photo-${n}.png`);
      xhr.answer(201, asset(n));
    }
    expect(await screen.findByText('Listing Created Reference# DASHNEW2345678')).toBeInTheDocument();
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/customer-dashboard?tab=listings');
    const put = calls.filter((c) => c.method === 'PUT').map((c) => c.body);
    expect(put).toEqual([{ images: [1, 2, 3].map((n) => ({ url: asset(n).cdnUrl, assetId: asset(n).id, thumbnail: asset(n).thumbnail })) }]);
  });

  it('from the order screen, goes on to order the new listing', async () => {
    stubFetch({ ...common(), 'POST /api/listings': () => json(listing({ id: NEW, reference: 'DASHNEW2345678' }), 201) });
    const user = userEvent.setup();
    renderRoutes(routes, `${CUSTOMER_DASHBOARD_PATHS.listingCreate}?from=order`, corporate());
    await user.type(await screen.findByLabelText(/^Title/), 'A house');
    await user.click(screen.getByRole('button', { name: 'Create listing' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(`/customer-dashboard/order?listingIds=${NEW}`);
  });

  it("a refusal shows the server's message in a 'Save Listing' dialog and keeps the form", async () => {
    stubFetch({
      ...common(),
      'POST /api/listings': () => json({ title: 'Bad Request', status: 400, detail: 'Choose one of your offices.', errors: [{ path: '/body/officeId', message: 'Choose one of your offices.' }] }, 400),
    });
    const user = userEvent.setup();
    renderRoutes(routes, CUSTOMER_DASHBOARD_PATHS.listingCreate, corporate());
    await user.type(await screen.findByLabelText(/^Title/), 'A house');
    await user.click(screen.getByRole('button', { name: 'Create listing' }));
    const dialog = await screen.findByTestId('app-dialog');
    expect(within(dialog).getByText('Save Listing')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose one of your offices.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveValue('A house');
    expect(screen.queryByTestId('elsewhere')).toBeNull();
    // Also at the field it names.
    expect(screen.getByRole('combobox', { name: 'Office', hidden: true })).toHaveAttribute('aria-invalid', 'true');
  });

  it("a file that does not upload: 'Some Image is not upload...', and the next Save updates the listing created", async () => {
    const created = listing({ id: NEW, reference: 'DASHNEW2345678', metaData: [] });
    const { calls } = stubFetch({
      ...common(),
      'POST /api/listings': () => json(created, 201),
      [`PUT /api/listings/${NEW}`]: async (request) => json({ ...created, ...(await request.json() as object) }),
    });
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const user = userEvent.setup();
    renderRoutes(routes, CUSTOMER_DASHBOARD_PATHS.listingCreate, corporate());
    await user.type(await screen.findByLabelText(/^Title/), 'A house');
    await user.upload(screen.getByTestId('upload-images'), [png(1)]);
    await user.click(screen.getByRole('button', { name: 'Create listing' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.sent[0]!.answer(415, { title: 'Unsupported Media Type', status: 415, detail: 'The file is not an image or a video.' });
    const dialog = await screen.findByTestId('app-dialog');
    expect(within(dialog).getByText('Save Listing')).toBeInTheDocument();
    expect(within(dialog).getByText('Some Image is not upload...')).toBeInTheDocument();
    expect(screen.getByTestId('listing-reference')).toHaveTextContent('DASHNEW2345678');
    expect(screen.getByText('The file is not an image or a video.')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Save listing' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
    FakeXhr.sent[1]!.answer(201, asset(1));
    expect(await screen.findByText('Listing Created Reference# DASHNEW2345678')).toBeInTheDocument();
  });

  it('a role outside enableCreateListingRoles is told so, with no form', async () => {
    stubFetch(common(['corporate']));
    renderRoutes(routes, CUSTOMER_DASHBOARD_PATHS.listingCreate, authState(makeUser(['branchuser'], { kind: 'dashboard', customerId: HARBOUR, agentId: A1 })));
    expect(await screen.findByTestId('listing-not-allowed')).toHaveTextContent('Your role does not create or edit listings on this dashboard.');
    expect(screen.queryByLabelText(/^Title/)).toBeNull();
  });
});

describe('dashboard listing pages, otherwise', () => {
  it('Cancel goes back to the listings tab without saving', async () => {
    const { calls } = stubFetch(common());
    const user = userEvent.setup();
    renderRoutes(routes, CUSTOMER_DASHBOARD_PATHS.listingCreate, corporate());
    await screen.findByLabelText(/^Title/);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/customer-dashboard?tab=listings');
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('a staff user with no customer has no dashboard to save for', async () => {
    stubFetch(common());
    renderRoutes(routes, CUSTOMER_DASHBOARD_PATHS.listingCreate, authState(makeUser(['admin'])));
    expect(await screen.findByTestId('listing-no-dashboard')).toHaveTextContent('Your dashboard could not be loaded, so listings cannot be saved here.');
  });
});

describe('dashboard listing edit', () => {
  it("saves the listing and says 'Your Listing has been successfully saved.'", async () => {
    const { calls } = stubFetch({
      ...common(),
      [`GET /api/listings/${LISTING}`]: () => json(listing({ agents: [{ id: A2 }] })),
      [`PUT /api/listings/${LISTING}`]: async (request) => json({ ...listing(), ...(await request.json() as object) }),
    });
    const user = userEvent.setup();
    renderRoutes(routes, listingEditPath(LISTING), corporate());
    const title = await screen.findByLabelText(/^Title/);
    expect(title).toHaveValue('12 Harbour View Road');
    expect(screen.getByRole('textbox', { name: 'Auction location' })).toHaveValue('On site');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Consultant 1' })).toHaveValue(A2));
    await user.clear(title);
    await user.type(title, '12 Harbour View Road (reduced)');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Price view' }), 'Fixed Price');
    await user.click(screen.getByRole('button', { name: 'Save listing' }));
    expect(await screen.findByText('Your Listing has been successfully saved.')).toBeInTheDocument();
    expect(screen.getByTestId('elsewhere')).toHaveTextContent('/customer-dashboard?tab=listings');
    const put = calls.find((c) => c.method === 'PUT')?.body as { title: string; agents: unknown[]; metaData: { key: string }[] };
    expect(put.title).toBe('12 Harbour View Road (reduced)');
    expect(put.agents).toEqual([{ id: A2, name: 'Kim Two' }]);
    expect(put.metaData.map((m) => m.key)).not.toContain('auctionLocation');
    expect(put.metaData.map((m) => m.key)).not.toContain('inspectionTimes');
  });
});
