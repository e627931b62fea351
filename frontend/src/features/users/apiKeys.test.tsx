// A user's API keys on the edit page: the list shows name, prefix, roles, expiry, last
// use and creation; a new key has a name, an optional expiry day and some of the user's roles (the
// form checks them before sending, identity's refusal of the expiry shows at its field); a user with no
// role is offered no key; a key is revoked after a confirmation.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildRouteTree, type AppRoute } from '../../app/routes.tsx';
import { rolesOf } from '../../lib/auth/roles.ts';
import { authState, makeUser, renderRoutes } from '../../test/render.tsx';
import { json, stubFetch } from '../../test/fetchStub.ts';
import { formatDate, formatDateTime } from '../../constants.ts';
import { USER_PATHS } from './paths.ts';
import type { ApiKey } from '../../lib/api/generated/identity.ts';
import { UserEditPage } from './UserEditPage.tsx';
import { API_KEY_MESSAGES, checkApiKey, endOfDay } from './ApiKeys.tsx';

vi.mock('../../frames/staff/TopMenu.tsx', () => ({ TopMenu: () => null }));
afterEach(() => vi.unstubAllGlobals());

const USER_ID = '44444444-4444-4444-8444-444444444444';
const admin = makeUser(['admin'], { displayName: 'Ada Admin' });
const partner = makeUser(['operations', 'sales'], { id: USER_ID, email: 'pat@adops.local', displayName: 'Pat Partner' });
const used: ApiKey = {
  id: '55555555-5555-4555-8555-555555555555', userId: USER_ID, name: 'Sales feed', prefix: 'adk_0123456789', roles: ['sales'],
  expiresAt: '2099-03-01T10:00:00.000Z', lastUsedAt: '2026-11-20T09:30:00.000Z', createdAt: '2026-11-01T08:00:00.000Z',
};
const unused: ApiKey = { id: '66666666-6666-4666-8666-666666666666', userId: USER_ID, name: 'Ops feed', prefix: 'adk_abcdefabcd', roles: ['operations', 'sales'], createdAt: '2026-11-02T08:00:00.000Z' };

const routes: AppRoute[] = [
  { path: `${USER_PATHS.adminUsers}/:userId/edit`, roles: rolesOf('updateUser', ['admin']), title: 'Edit User', element: <UserEditPage /> },
];
const tree = buildRouteTree(routes);
const day = (offsetDays: number) => {
  const d = new Date(Date.now() + offsetDays * 24 * 3600 * 1000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

function stubIdentity(keys: ApiKey[], create: (body: Record<string, unknown>) => Response = (body) => json({ ...unused, ...body, id: '77777777-7777-4777-8777-777777777777', apiKey: 'adk_7777777777_secretsecretsecretsecret' }, 201)) {
  return stubFetch({
    [`GET /api/users/${USER_ID}`]: () => json(partner),
    'GET /api/api-keys': () => json({ items: keys, count: keys.length }),
    'POST /api/api-keys': async (request) => create((await request.json()) as Record<string, unknown>),
    [`DELETE /api/api-keys/${used.id}`]: () => new Response(null, { status: 204 }),
  });
}

const openPage = async () => {
  renderRoutes(tree, `${USER_PATHS.adminUsers}/${USER_ID}/edit`, authState(admin));
  return screen.findByRole('textbox', { name: 'API key name' });
};
const keyRoles = () => within(screen.getByRole('group', { name: 'Roles of the key' }));

describe('API keys of a user', () => {
  it('lists name, prefix, roles, expiry, last use and creation', async () => {
    stubIdentity([used, unused]);
    await openPage();
    const row = (await screen.findByRole('cell', { name: 'Sales feed' })).closest('tr')!;
    for (const text of ['adk_0123456789', 'sales', formatDateTime(used.expiresAt), formatDateTime(used.lastUsedAt), formatDate(used.createdAt)]) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    const never = screen.getByRole('cell', { name: 'Ops feed' }).closest('tr')!;
    expect(within(never).getByText('operations, sales')).toBeInTheDocument();
    expect(within(never).getAllByText('Never')).toHaveLength(2);
  });

  it('shows a refused load of the keys by its problem where the table would be', async () => {
    stubFetch({
      [`GET /api/users/${USER_ID}`]: () => json(partner),
      'GET /api/api-keys': () => json({ type: 'about:blank', title: 'Bad Request', status: 400, detail: 'The keys cannot be listed now.' }, 400),
    });
    await openPage();
    expect(await screen.findByTestId('load-error-state')).toHaveTextContent('The keys cannot be listed now.');
    expect(screen.queryByText('No API keys.')).toBeNull();
  });

  it('makes a key with a name, some of the user’s roles and an expiry, and shows its secret once', async () => {
    const { calls } = stubIdentity([]);
    const user = userEvent.setup();
    const name = await openPage();
    expect(keyRoles().getAllByRole('checkbox').map((c) => (c as HTMLInputElement).name)).toEqual(['api-key-role-operations', 'api-key-role-sales']);
    await user.type(name, '  Partner feed ');
    await user.click(keyRoles().getByRole('checkbox', { name: 'operations' }));
    fireEvent.change(screen.getByLabelText('API key expiry'), { target: { value: day(30) } });
    await user.click(screen.getByRole('button', { name: 'Generate API key' }));
    expect(await screen.findByTestId('api-key-secret')).toHaveTextContent('adk_7777777777_secretsecretsecretsecret');
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ userId: USER_ID, name: 'Partner feed', roles: ['sales'], expiresAt: endOfDay(day(30)).toISOString() });
  });

  it('sends no key without a name or a role, or with an expiry today or past 365 days', async () => {
    const { calls } = stubIdentity([]);
    const user = userEvent.setup();
    await openPage();
    await user.click(keyRoles().getByRole('checkbox', { name: 'operations' }));
    await user.click(keyRoles().getByRole('checkbox', { name: 'sales' }));
    await user.click(screen.getByRole('button', { name: 'Generate API key' }));
    expect(await screen.findByText(API_KEY_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(API_KEY_MESSAGES.rolesRequired)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    const valid = { name: 'x', roles: ['sales' as const] };
    expect(checkApiKey({ ...valid, expiresOn: day(0) }).expiresOn).toBe(API_KEY_MESSAGES.expiryInPast);
    expect(checkApiKey({ ...valid, expiresOn: day(-3) }).expiresOn).toBe(API_KEY_MESSAGES.expiryInPast);
    expect(checkApiKey({ ...valid, expiresOn: day(366) }).expiresOn).toBe(API_KEY_MESSAGES.expiryTooFar);
    expect(checkApiKey({ ...valid, expiresOn: day(364) }).expiresOn).toBeUndefined();
    expect(checkApiKey({ ...valid, expiresOn: '' }).expiresOn).toBeUndefined();
  });

  it('shows identity’s refusal of the expiry at the expiry field, not above the form', async () => {
    const refuse = 'An API key expires at most 365 days from now.';
    stubIdentity([], () => json({ title: 'Bad Request', status: 400, detail: refuse, errors: [{ path: '/body/expiresAt', message: refuse }] }, 400));
    const user = userEvent.setup();
    const name = await openPage();
    await user.type(name, 'Feed');
    fireEvent.change(screen.getByLabelText('API key expiry'), { target: { value: day(200) } });
    await user.click(screen.getByRole('button', { name: 'Generate API key' }));
    expect(await screen.findByText(refuse)).toBeInTheDocument();
    expect(screen.getByLabelText('API key expiry')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('api-key-error')).toBeNull();
    expect(screen.queryByTestId('api-key-secret')).toBeNull();
  });

  it('offers no key to a user with no role (awaiting approval)', async () => {
    stubFetch({ [`GET /api/users/${USER_ID}`]: () => json({ ...partner, roles: [] }), 'GET /api/api-keys': () => json({ items: [], count: 0 }) });
    renderRoutes(tree, `${USER_PATHS.adminUsers}/${USER_ID}/edit`, authState(admin));
    expect(await screen.findByTestId('api-key-no-role')).toHaveTextContent(API_KEY_MESSAGES.noRole);
    expect(screen.queryByRole('textbox', { name: 'API key name' })).toBeNull();
  });

  it('revokes a key after a confirmation', async () => {
    const { calls } = stubIdentity([used]);
    const user = userEvent.setup();
    await openPage();
    const row = (await screen.findByRole('cell', { name: 'Sales feed' })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Revoke' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url.pathname === `/api/api-keys/${used.id}`)).toBe(true));
  });
});
