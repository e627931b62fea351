// The api layer: a GET that is refused is an ApiError with its status (a page can tell 404 from 403); a
// mutation writes the item it answers with into that item's cache and revalidates its resource's lists;
// declared effects reach other resources; a failed mutation changes nothing but a 409's declared GETs.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { authState, makeUser, Wrapper } from '../../test/render.tsx';
import { json, stubFetch } from '../../test/fetchStub.ts';
import { useDeleteOffice, useGetOffice, useListAgents, useListOffices, useUpdateOffice } from './generated/customer.ts';
import { useCreateDashboardInvitation, useListDashboardUsers } from './generated/identity.ts';
import { ApiError } from './problem.ts';

afterEach(() => vi.unstubAllGlobals());

const OFFICE = '1f2e3d4c-5b6a-4789-9abc-def012345678';
const office = (name: string) => ({ id: OFFICE, customerId: 'c', name, createdAt: '2026-11-22T08:00:00.000Z', updatedAt: '2026-11-22T08:00:00.000Z' });

type Actions = { update(name: string): Promise<unknown>; remove(): Promise<unknown> };

function Office({ onReady }: { onReady(actions: Actions): void }) {
  const item = useGetOffice({ params: { path: { officeId: OFFICE } } });
  const list = useListOffices({ params: { query: { page: 1 } } });
  const agents = useListAgents({ params: { query: { page: 1 } } });
  const update = useUpdateOffice();
  const remove = useDeleteOffice();
  onReady({
    update: (name) => update({ params: { path: { officeId: OFFICE } }, body: { name } }),
    remove: () => remove({ params: { path: { officeId: OFFICE } } }),
  });
  return (
    <div>
      <span data-testid="item">{item.data?.name ?? (item.error ? `error ${item.error.status}` : 'loading')}</span>
      <span data-testid="list">{list.data?.items.map((o) => o.name).join(',')}</span>
      <span data-testid="agents">{agents.data?.count}</span>
    </div>
  );
}

const mount = () => {
  let actions: Actions | undefined;
  render(<Wrapper auth={authState(makeUser(['admin']))}><Office onReady={(a) => { actions = a; }} /></Wrapper>);
  return () => actions!;
};
const count = (calls: { method: string; url: URL }[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.url.pathname === path).length;

describe('queries', () => {
  it('a refused GET is an ApiError with its status, not an endless load', async () => {
    stubFetch({
      [`GET /api/offices/${OFFICE}`]: () => json({ type: 'about:blank', title: 'Not Found', status: 404 }, 404),
      'GET /api/offices': () => json({ items: [], count: 0 }),
      'GET /api/agents': () => json({ items: [], count: 0 }),
    });
    mount();
    await waitFor(() => expect(screen.getByTestId('item')).toHaveTextContent('error 404'));
    expect(new ApiError(404, {}).status).toBe(404);
  });
});

describe('mutations', () => {
  it('write the answer into the item without asking again, and revalidate the lists of the resource', async () => {
    let listed = 'Ponsonby';
    const { calls } = stubFetch({
      [`GET /api/offices/${OFFICE}`]: () => json(office('Ponsonby')),
      'GET /api/offices': () => json({ items: [office(listed)], count: 1 }),
      'GET /api/agents': () => json({ items: [], count: 0 }),
      [`PUT /api/offices/${OFFICE}`]: async (request) => {
        listed = ((await request.json()) as { name: string }).name;
        return json(office(listed));
      },
    });
    const actions = mount();
    await waitFor(() => expect(screen.getByTestId('list')).toHaveTextContent('Ponsonby'));
    const gets = count(calls, 'GET', `/api/offices/${OFFICE}`);
    await act(() => actions().update('Ponsonby Central'));
    expect(screen.getByTestId('item')).toHaveTextContent('Ponsonby Central');
    expect(screen.getByTestId('list')).toHaveTextContent('Ponsonby Central');
    expect(count(calls, 'GET', `/api/offices/${OFFICE}`)).toBe(gets);
    // Agents are another resource: an update of an office leaves them alone.
    expect(count(calls, 'GET', '/api/agents')).toBe(1);
  });

  it('a refused mutation changes nothing in the cache', async () => {
    const { calls } = stubFetch({
      [`GET /api/offices/${OFFICE}`]: () => json(office('Ponsonby')),
      'GET /api/offices': () => json({ items: [office('Ponsonby')], count: 1 }),
      'GET /api/agents': () => json({ items: [], count: 0 }),
      [`PUT /api/offices/${OFFICE}`]: () => json({ type: 'about:blank', title: 'Bad Request', status: 400, detail: 'No.' }, 400),
    });
    const actions = mount();
    await waitFor(() => expect(screen.getByTestId('item')).toHaveTextContent('Ponsonby'));
    const before = calls.length;
    const answer = await act(() => actions().update('X')) as { error?: { detail?: string } };
    expect(answer.error?.detail).toBe('No.');
    expect(calls.length).toBe(before + 1);
    expect(screen.getByTestId('item')).toHaveTextContent('Ponsonby');
  });

  it('a delete revalidates its lists and the declared other resources, not the deleted item', async () => {
    const { calls } = stubFetch({
      [`GET /api/offices/${OFFICE}`]: () => json(office('Ponsonby')),
      'GET /api/offices': () => json({ items: [], count: 0 }),
      'GET /api/agents': () => json({ items: [], count: 0 }),
      [`DELETE /api/offices/${OFFICE}`]: () => new Response(null, { status: 204 }),
    });
    const actions = mount();
    await waitFor(() => expect(screen.getByTestId('item')).toHaveTextContent('Ponsonby'));
    await waitFor(() => expect(screen.getByTestId('agents')).toHaveTextContent('0'));
    await act(() => actions().remove());
    expect(count(calls, 'GET', '/api/offices')).toBe(2);
    expect(count(calls, 'GET', '/api/agents')).toBe(2); // effects.ts: a deleted office is taken off its agents
    expect(count(calls, 'GET', `/api/offices/${OFFICE}`)).toBe(1);
  });
});

describe('declared effects on a conflict', () => {
  function Invite({ onReady }: { onReady(invite: () => Promise<unknown>): void }) {
    const users = useListDashboardUsers({ params: { query: { agentId: 'a', page: 1, limit: 10 } } });
    const invite = useCreateDashboardInvitation();
    onReady(() => invite({ body: { agentId: 'a' } }));
    return <span data-testid="users">{users.data?.count}</span>;
  }

  it('a 409 revalidates the GETs declared for it, a success the ones it changes (none here)', async () => {
    let status = 201;
    const { calls } = stubFetch({
      'GET /api/users/dashboard-users': () => json({ items: [], count: 0 }),
      'POST /api/auth/dashboard/invitations': () => (status === 201
        ? json({ token: 't', url: '/x', customerId: 'c', agentId: 'a', expiresAt: '2026-11-29T10:00:00.000Z' }, 201)
        : json({ type: 'about:blank', title: 'Conflict', status: 409, detail: 'Taken.' }, 409)),
    });
    let invite: () => Promise<unknown> = async () => undefined;
    render(<Wrapper auth={authState(makeUser(['admin']))}><Invite onReady={(i) => { invite = i; }} /></Wrapper>);
    await waitFor(() => expect(screen.getByTestId('users')).toHaveTextContent('0'));
    await act(() => invite());
    expect(count(calls, 'GET', '/api/users/dashboard-users')).toBe(1);
    status = 409;
    await act(() => invite());
    expect(count(calls, 'GET', '/api/users/dashboard-users')).toBe(2);
  });
});

describe('a refusal no caller reads', () => {
  it('shows as an error toast with its messages; a refusal the caller reads is left to the caller', async () => {
    const refusal = { type: 'about:blank', title: 'Conflict', status: 409, detail: 'The job has already finished.', errors: [{ path: '/path/jobId', message: 'Finished jobs cannot be stopped.' }] };
    stubFetch({
      [`GET /api/offices/${OFFICE}`]: () => json(office('Ponsonby')),
      'GET /api/offices': () => json({ items: [], count: 0 }),
      'GET /api/agents': () => json({ items: [], count: 0 }),
      [`PUT /api/offices/${OFFICE}`]: () => json(refusal, 409),
    });
    const actions = mount();
    await waitFor(() => expect(screen.getByTestId('item')).toHaveTextContent('Ponsonby'));
    // Read by its caller: no toast.
    await act(async () => {
      const answer = await actions().update('Read') as { error?: { detail?: string } };
      expect(answer.error?.detail).toBe(refusal.detail);
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.queryByText('The job has already finished.')).toBeNull();
    // Fired and forgotten: the toast says why.
    await act(async () => { void actions().update('Unread'); });
    const toast = (await screen.findByText('The job has already finished.')).closest('[data-testid=app-toast]');
    expect(toast).toHaveTextContent('Finished jobs cannot be stopped.');
  });
});
