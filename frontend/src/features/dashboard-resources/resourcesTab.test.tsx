// The resources tab (003 §2, §5, §6, §8, §9): the user's resources 10 a page, newest first, never naming a
// customer; the search in a chosen field and the office filter sent to the server; up to 10 selected for an
// order (only off a phone with an orders tab), an unpublished one stopping it ('Order requires Published
// resources only.'); delete with 'Are you sure you want to delete resource: {reference}?'; Create resource for
// the roles of enableCreateResourceRoles, disabled for a non-corporate user without offices.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentDashboard } from '../../lib/api/generated/customer.ts';
import type { Resource } from '../../lib/api/generated/listing.ts';
import { authState, makeUser, renderRoutes } from '../../test/render.tsx';
import { json, stubFetch, type Handler } from '../../test/fetchStub.ts';
import { CUSTOMER_ID, currentDashboard } from '../dashboard-listings/testDashboard.ts';
import { ResourcesTab } from './ResourcesTab.tsx';

const id = (n: number) => `3e9b2c4d-7f1a-4b6c-9d2e-${String(n).padStart(12, '0')}`;
const OFFICE = '6c3e7b9f-4a6d-4e9f-8c2b-3d4e5f6a7b8c';
const resource = (n: number, overrides: Partial<Resource> = {}): Resource => ({
  id: id(n), customerId: CUSTOMER_ID, reference: `RES${n}`, name: `Resource ${n}`, title: null, message: null, description: null, type: 'IMAGES',
  numImages: 1, numVideos: 0, officeIds: [OFFICE],
  images: [{ id: `0d7c1f3d-8eab-4c23-a06f-${String(n).padStart(12, '0')}`, cdnUrl: `http://localhost:3000/files/${n}.jpg`, s3Url: `http://localhost:3000/s3/${n}.jpg`, thumbnail: `http://localhost:3000/files/${n}-thumb.jpg` }],
  sourceImages: [], videos: [], publicUrls: [], isPublished: true, isCopiedResource: false, createdBy: { email: 'jo@example.com', displayName: 'Jo' },
  createdAt: '2026-11-28T08:00:00.000Z', updatedAt: '2026-11-28T08:00:00.000Z', ...overrides,
});
const rows = Array.from({ length: 12 }, (_, i) => resource(i + 1, i === 10 ? { isPublished: false }
  : i === 1 ? { publicUrls: [{ type: 'LANDING_URL', url: 'https://harbour.example.com/open-day' }] } : {}));

const ALL = ['corporate', 'branchmanager', 'branchuser', 'agent'];
function dashboard(tabs: string[] = ['resources', 'orders'], controls: Partial<CurrentDashboard['config']['controls']> = {}): CurrentDashboard {
  const d = currentDashboard(controls);
  return { ...d, config: { ...d.config, tabs: tabs.map((code) => ({ code, accessRight: ALL })) } } as CurrentDashboard;
}
const routes = [
  { path: '/customer-dashboard', element: <ResourcesTab /> },
  { path: '*', element: <div data-testid="elsewhere" /> },
];
const as = (role: 'corporate' | 'agent' | 'branchmanager') => authState(makeUser([role], { kind: 'dashboard', customerId: CUSTOMER_ID }));

function handlers(options: { d?: CurrentDashboard; offices?: { id: string; name: string }[]; deleted?: string[] } = {}): Record<string, Handler> {
  const offices = options.offices ?? [{ id: OFFICE, name: 'Ponsonby' }];
  return {
    'GET /api/dashboards/current': () => json(options.d ?? dashboard()),
    'GET /api/offices': () => json({ items: offices, count: offices.length }),
    'GET /api/resources': (_: Request, url: URL) => {
      const limit = Number(url.searchParams.get('limit')); const page = Number(url.searchParams.get('page'));
      const left = rows.filter((r) => !options.deleted?.includes(r.id));
      return json({ items: left.slice((page - 1) * limit, page * limit), count: left.length });
    },
    ...Object.fromEntries(rows.map((r) => [`DELETE /api/resources/${r.id}`, () => { options.deleted?.push(r.id); return new Response(null, { status: 204 }); }])),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('the resources tab', () => {
  it('lists 10 a page, newest first, with thumbnails and the page sizes of 003 §9, never naming a customer', async () => {
    const { calls } = stubFetch(handlers());
    const user = userEvent.setup();
    renderRoutes(routes, '/customer-dashboard?tab=resources', as('agent'));
    expect(await screen.findByText('Resource 10')).toBeInTheDocument();
    expect(screen.queryByText('Resource 11')).toBeNull();
    expect(screen.getByRole('img', { name: 'Thumbnail of RES3' })).toHaveAttribute('src', 'http://localhost:3000/files/3-thumb.jpg');
    // A resource is shared by its landing URL: one without has nothing to share.
    expect(await screen.findByRole('button', { name: 'Share Resource 2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share Resource 1' })).toBeNull();
    const first = calls.find((c) => c.url.pathname === '/api/resources')!.url.searchParams;
    expect(Object.fromEntries(first)).toEqual({ page: '1', limit: '10', sort: '-createdAt' });
    const sizes = within(screen.getByRole('combobox', { name: 'Page size' })).getAllByRole('option').map((o) => o.textContent);
    expect(sizes).toEqual(['10 a page', '20 a page', '30 a page', '50 a page', '75 a page', '100 a page']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Page size' }), '20');
    expect(await screen.findByText('Resource 12')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.pathname === '/api/resources').every((c) => !c.url.searchParams.has('customerId'))).toBe(true);
  });

  it('searches the chosen field from 2 characters and filters by office, the server matching', async () => {
    const { calls } = stubFetch(handlers());
    const user = userEvent.setup();
    renderRoutes(routes, '/customer-dashboard?tab=resources', as('corporate'));
    await screen.findByText('Resource 1');
    // A corporate user starts with no office chosen: every office.
    expect(screen.getByRole('combobox', { name: 'Office' })).toHaveValue('');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Search in' }), 'reference');
    await user.type(screen.getByRole('textbox', { name: 'Search resources' }), 'R');
    expect(await screen.findByText('Type at least 2 characters to search.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Search resources' }), 'ES7');
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('search')).toBe('RES7'));
    expect(calls.at(-1)!.url.searchParams.get('searchField')).toBe('reference');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Office' }), OFFICE);
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('officeId')).toBe(OFFICE));
    // The status is one of the additional filters (name:operator:value).
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'false');
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.getAll('filter')).toEqual(['isPublished:eq:false']));
  });

  it('selects up to 10 resources across pages and orders them', async () => {
    stubFetch(handlers());
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/customer-dashboard?tab=resources', as('agent'));
    await screen.findByText('Resource 10');
    for (let n = 1; n <= 10; n++) await user.click(screen.getByRole('checkbox', { name: `Select RES${n}` }));
    await waitFor(() => expect(screen.getByTestId('resource-selection')).toHaveTextContent('10 of 10 selected'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Select RES12' }));
    expect(await screen.findByText('Selection limit is 10 resources.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('Selection limit is 10 resources.')).toBeNull());
    expect(screen.getByRole('checkbox', { name: 'Select RES12' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: /^Order$/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer-dashboard/order'));
    expect(router.state.location.search).toBe(`?resourceIds=${rows.slice(0, 10).map((r) => r.id).join('%2C')}`);
  });

  it("refuses to order an unpublished resource: 'Order requires Published resources only.'", async () => {
    stubFetch(handlers());
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/customer-dashboard?tab=resources', as('agent'));
    await screen.findByText('Resource 1');
    await user.click(screen.getByRole('checkbox', { name: 'Select RES1' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Select RES11' }));
    await user.click(screen.getByRole('button', { name: /^Order$/ }));
    expect(await screen.findByText('Order requires Published resources only.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/customer-dashboard');
  });

  it('offers no selection nor Order on a phone, nor without an orders tab (003 §6)', async () => {
    stubFetch(handlers({ d: dashboard(['resources']) }));
    const noOrders = renderRoutes(routes, '/customer-dashboard?tab=resources', as('agent'));
    await screen.findByText('Resource 1');
    expect(screen.queryByRole('checkbox', { name: 'Select RES1' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Order$/ })).toBeNull();
    noOrders.unmount();

    const phone = vi.fn((query: string) => ({ matches: query.includes('max-width: 767px'), media: query, addEventListener() {}, removeEventListener() {} }));
    vi.stubGlobal('matchMedia', phone);
    stubFetch(handlers());
    renderRoutes(routes, '/customer-dashboard?tab=resources', as('agent'));
    await screen.findByText('Resource 1');
    expect(screen.queryByRole('checkbox', { name: 'Select RES1' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Order$/ })).toBeNull();
  });

  it("deletes after 'Are you sure you want to delete resource: {reference}?'", async () => {
    const deleted: string[] = [];
    const { calls } = stubFetch(handlers({ deleted }));
    const user = userEvent.setup();
    renderRoutes(routes, '/customer-dashboard?tab=resources', as('corporate'));
    await screen.findByText('Resource 4');
    await user.click(screen.getByRole('button', { name: 'Actions of RES4' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(await screen.findByText('Are you sure you want to delete resource: RES4?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Actions of RES4' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(deleted).toEqual([id(4)]));
    await waitFor(() => expect(screen.queryByText('Resource 4')).toBeNull());
  });

  it('offers Create resource to the roles of enableCreateResourceRoles, disabled for a non-corporate user without offices', async () => {
    stubFetch(handlers());
    const corporate = renderRoutes(routes, '/customer-dashboard?tab=resources', as('corporate'));
    expect(await screen.findByRole('link', { name: 'Create resource' })).toHaveAttribute('href', '/customer-dashboard/resources/create');
    corporate.unmount();
    // The fixture's enableCreateResourceRoles: corporate and branch managers.
    const agent = renderRoutes(routes, '/customer-dashboard?tab=resources', as('agent'));
    await screen.findByText('Resource 1');
    expect(screen.queryByRole('link', { name: 'Create resource' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create resource' })).toBeNull();
    agent.unmount();

    stubFetch(handlers({ offices: [] }));
    renderRoutes(routes, '/customer-dashboard?tab=resources', as('branchmanager'));
    expect(await screen.findByRole('button', { name: 'Create resource' })).toBeDisabled();
    expect(screen.getByTestId('resource-no-offices')).toBeInTheDocument();
  });

  it('opens the help dialog unless the dashboard turns help off', async () => {
    stubFetch(handlers());
    const user = userEvent.setup();
    const on = renderRoutes(routes, '/customer-dashboard?tab=resources', as('agent'));
    await user.click(await screen.findByRole('button', { name: 'Help with resources' }));
    expect(await screen.findByTestId('resource-help-dialog')).toBeInTheDocument();
    on.unmount();
    stubFetch(handlers({ d: dashboard(['resources', 'orders'], { enableHelp: false }) }));
    renderRoutes(routes, '/customer-dashboard?tab=resources', as('agent'));
    await screen.findByText('Resource 1');
    expect(screen.queryByRole('button', { name: 'Help with resources' })).toBeNull();
  });
});
