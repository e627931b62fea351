// List search (000 §7, 001 §8): nothing is searched with fewer than 2 characters (a hint shows
// instead); with 2 or more the server is asked, and 'Searching agents...' shows while it runs.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AgentsListPage } from './AgentPages.tsx';
import { authState, makeUser, renderRoutes } from '../../test/render.tsx';
import { json, stubFetch } from '../../test/fetchStub.ts';
import { MESSAGES, PAGE_SIZES, searchTerm } from '../../constants.ts';
import { AGENT_MESSAGES } from './messages.ts';

afterEach(() => vi.unstubAllGlobals());

const agent = (id: string, fullName: string) => ({ id, fullName, customerId: '5b2d6a8e-3f5c-4d8e-9b1a-2c3d4e5f6a7b', phones: [], didSignUpDashboard: false });

describe('search needs 2 characters', () => {
  it('trims and drops searches shorter than 2 characters', () => {
    expect(searchTerm('')).toBe('');
    expect(searchTerm(' j ')).toBe('');
    expect(searchTerm(' jo ')).toBe('jo');
  });

  it('lists agents, shows a hint for 1 character without searching, and searches the server with 2', async () => {
    let release: () => void = () => {};
    const { calls } = stubFetch({
      'GET /api/customers/options': () => json({ items: [], count: 0 }),
      'GET /api/agents': async (_request, url) => {
        const search = url.searchParams.get('search');
        if (!search) return json({ items: [agent('a1', 'Jo Agent'), agent('a2', 'Sam Seller')], count: 2 });
        await new Promise<void>((resolve) => { release = resolve; });
        return json({ items: [agent('a1', 'Jo Agent')], count: 1 });
      },
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/agents/list', element: <AgentsListPage /> }], '/agents/list', authState(makeUser(['sales'])));
    expect(await screen.findByText('Sam Seller')).toBeInTheDocument();
    const listCalls = () => calls.filter((c) => c.url.pathname === '/api/agents');
    expect(listCalls()[0]!.url.searchParams.get('limit')).toBe(String(PAGE_SIZES.agents));
    // Sales may list and edit agents but not create them.
    expect(screen.queryByRole('link', { name: /Create agent/ })).toBeNull();

    await user.type(screen.getByRole('textbox', { name: 'Search agents' }), 'J');
    expect(screen.getByText(MESSAGES.searchTooShort)).toBeInTheDocument();
    expect(screen.queryByText(AGENT_MESSAGES.searchingAgents)).toBeNull();
    await new Promise((r) => setTimeout(r, 700)); // past the debounce
    expect(listCalls().every((c) => !c.url.searchParams.has('search'))).toBe(true);

    await user.type(screen.getByRole('textbox', { name: 'Search agents' }), 'o');
    expect(screen.queryByText(MESSAGES.searchTooShort)).toBeNull();
    expect(await screen.findByText(AGENT_MESSAGES.searchingAgents)).toBeInTheDocument();
    await waitFor(() => expect(listCalls().some((c) => c.url.searchParams.get('search') === 'Jo')).toBe(true), { timeout: 2000 });
    const searched = listCalls().find((c) => c.url.searchParams.get('search') === 'Jo')!;
    expect(searched.url.searchParams.get('searchField')).toBe('fullName');
    expect(searched.url.searchParams.get('page')).toBe('1');
    release();
    await waitFor(() => expect(screen.queryByText('Sam Seller')).toBeNull());
    expect(screen.getByText('Jo Agent')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(AGENT_MESSAGES.searchingAgents)).toBeNull());
  });
});
