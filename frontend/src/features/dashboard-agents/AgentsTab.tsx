// The index's agents tab (001 §6, §9; 002 §9): the agents the user may see (listAgents; the server scopes
// them: a corporate user the customer's, a branch manager their offices'), 10 a page, by full name, the search
// debounced 500 ms. Corporate users and branch managers (the roles activateUser and createPreAuthUrl allow)
// activate an agent's inactive dashboard user ('user has been activated.') and open the dashboard as that
// agent's active user in a new tab (identity's pre-authentication url; the new tab's session is its own).
import { Badge, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { LuExternalLink, LuUserCheck } from 'react-icons/lu';
import { useListAgents, type AgentItem } from '../../lib/api/generated/customer.ts';
import { useActivateUser, useCreatePreAuthUrl, useListDashboardUsers, type User } from '../../lib/api/generated/identity.ts';
import { listQuery } from '../../lib/api/lists.ts';
import { problemMessage } from '../../lib/api/problem.ts';
import { mayCall } from '../../lib/auth/roles.ts';
import type { Column } from '../../components/DataTable.tsx';
import { ListPage } from '../../components/ListPage.tsx';
import { useListSearch } from '../../components/ListSearch.tsx';
import { useDialogs } from '../../components/Dialogs.tsx';
import { useDashboard } from '../../frames/dashboard/useDashboard.ts';
import { AGENTS_SEARCH_DEBOUNCE_MS, AGENTS_TAB_PAGE_SIZE, AGENTS_TAB_SORT, DASHBOARD_USERS_PER_AGENT } from './constants.ts';
import { AGENTS_TAB_MESSAGES } from './messages.ts';

/**
 * The agent's dashboard users (listDashboardUsers by agent): each with whether it is active, Activate while it
 * is not, and Open dashboard once it is. An inactive sign-up is not linked to its agent yet (the agent's
 * dashboardUserId names only an active user), so the users are found by their agent, not by that link. A role
 * that may not list them (a branch user) sees only whether the agent signed up.
 */
function DashboardUserActions({ agent, roles }: { agent: AgentItem; roles: readonly string[] }) {
  const dialogs = useDialogs();
  const activateUser = useActivateUser();
  const createPreAuthUrl = useCreatePreAuthUrl();
  const mayList = mayCall('listDashboardUsers', roles);
  const users = useListDashboardUsers(mayList ? { params: { query: { agentId: agent.id, page: 1, limit: DASHBOARD_USERS_PER_AGENT } } } : null);
  if (!mayList) {
    return <Badge colorPalette={agent.didSignUpDashboard ? 'green' : 'gray'}>{agent.didSignUpDashboard ? AGENTS_TAB_MESSAGES.signedUp : AGENTS_TAB_MESSAGES.notSignedUp}</Badge>;
  }
  if (!users.data) return users.error ? null : <Spinner size="xs" />;
  if (!users.data.items.length) return <Text fontSize="sm" color="fg.muted">{AGENTS_TAB_MESSAGES.notSignedUp}</Text>;
  // The linked user first.
  const listed = [...users.data.items].sort((a, b) => Number(b.id === agent.dashboardUserId) - Number(a.id === agent.dashboardUserId));
  const activate = async (userId: string) => {
    const { data, error } = await activateUser({ params: { path: { userId } } });
    if (!data) return dialogs.error(problemMessage(error));
    dialogs.success(AGENTS_TAB_MESSAGES.userActivated);
    void users.mutate();
  };
  const open = async (userId: string) => {
    const { data, error } = await createPreAuthUrl({ body: { userid: userId } });
    if (!data) return dialogs.error(problemMessage(error));
    window.open(data.url, '_blank', 'noopener');
  };
  const who = (u: User) => (listed.length > 1 ? `${agent.fullName} (${u.email})` : agent.fullName);
  return (
    <Stack gap="1" onClick={(e) => e.stopPropagation()}>
      {listed.map((u) => (
        <HStack key={u.id} gap="2" wrap="wrap" data-testid="agent-dashboard-user">
          {listed.length > 1 && <Text fontSize="xs" color="fg.muted">{u.email}</Text>}
          <Badge colorPalette={u.isActive ? 'green' : 'gray'}>{u.isActive ? AGENTS_TAB_MESSAGES.active : AGENTS_TAB_MESSAGES.inactive}</Badge>
          {!u.isActive && mayCall('activateUser', roles) && (
            <Button size="xs" colorPalette="green" onClick={() => void activate(u.id)} aria-label={`Activate ${who(u)}`}><LuUserCheck /> {AGENTS_TAB_MESSAGES.activate}</Button>
          )}
          {u.isActive && mayCall('createPreAuthUrl', roles) && (
            <Button size="xs" variant="outline" onClick={() => void open(u.id)} aria-label={`Open the dashboard as ${who(u)}`}><LuExternalLink /> {AGENTS_TAB_MESSAGES.openDashboard}</Button>
          )}
        </HStack>
      ))}
    </Stack>
  );
}

export function AgentsTab() {
  const { user, contactLabel } = useDashboard();
  const roles = user?.roles ?? [];
  const s = useListSearch(AGENTS_SEARCH_DEBOUNCE_MS);
  const query = useListAgents({
    params: {
      query: {
        ...listQuery('listAgents', {
          page: s.page, searchField: 'fullName', search: s.search,
          fields: ['fullName', 'email', 'phones', 'officeIds', 'didSignUpDashboard', 'dashboardUserId'],
        }),
        limit: AGENTS_TAB_PAGE_SIZE, sort: AGENTS_TAB_SORT,
      },
    },
  });
  const columns: Column<AgentItem>[] = [
    { key: 'name', header: 'Full name', render: (a) => <Text fontWeight="medium">{a.fullName}</Text> },
    { key: 'email', header: 'E-mail', render: (a) => a.email ?? '' },
    { key: 'phones', header: 'Phones', render: (a) => (a.phones ?? []).map((p) => p.value).join(', ') },
    { key: 'dashboard', header: 'Dashboard user', render: (a) => <DashboardUserActions agent={a} roles={roles} /> },
  ];
  return (
    <ListPage title={`${contactLabel}s`} list={s} query={query}
      search={{ label: `Search ${contactLabel.toLowerCase()}s`, placeholder: 'Search by full name', searchingText: AGENTS_TAB_MESSAGES.searchingAgents }}
      columns={columns} pageSize={AGENTS_TAB_PAGE_SIZE} empty={AGENTS_TAB_MESSAGES.empty} />
  );
}
