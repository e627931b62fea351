// /agents/list (admin, operations, sales), /agents/create (admin, operations; may receive a customer
// as ?customerId=), /agents/{agentId}/edit (admin, operations, sales). The list has pages of 25 and a
// server-side search by full name; 'Searching agents...' shows while a search runs (001 §8). The edit
// page invites an agent without a dashboard user to the dashboard (InviteToDashboard).
import { useState } from 'react';
import { Badge, Button, Card, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { LuLogIn, LuPlus } from 'react-icons/lu';
import { useDeleteAgent, useGetAgent, useListAgents, useListCustomerOptions, type Agent, type AgentItem } from '../../lib/api/generated/customer.ts';
import { useActivateUser, useCreatePreAuthUrl, useListDashboardUsers, type User } from '../../lib/api/generated/identity.ts';
import { listQuery, nameMap, pageSizeOf } from '../../lib/api/lists.ts';
import { problemMessage } from '../../lib/api/problem.ts';
import { useAuth } from '../../lib/auth/auth.tsx';
import { mayCall } from '../../lib/auth/roles.ts';
import { BackButton } from '../../components/BackButton.tsx';
import type { Column } from '../../components/DataTable.tsx';
import { ListPage } from '../../components/ListPage.tsx';
import { useDialogs } from '../../components/Dialogs.tsx';
import { useListSearch } from '../../components/ListSearch.tsx';
import { EditPage } from '../../components/EditPage.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { FormCard, Page } from '../../components/Page.tsx';
import { Select, toOptions } from '../../components/Select.tsx';
import { AGENT_MESSAGES } from './messages.ts';
import { AGENT_PATHS } from './paths.ts';
import { AgentForm } from './AgentForm.tsx';
import { InviteToDashboardButton } from './InviteToDashboard.tsx';

export const agentEditPath = (id: string) => `${AGENT_PATHS.agents}/${id}/edit`;

export function AgentsListPage() {
  const navigate = useNavigate();
  const { user } = useAuth();
  const s = useListSearch();
  const [customerId, setCustomerId] = useState('');
  const { data: customers } = useListCustomerOptions();
  const names = nameMap(customers?.items);
  const query = useListAgents({
    params: {
      query: listQuery('listAgents', {
        page: s.page, searchField: 'fullName', search: s.search, customerId,
        fields: ['customerId', 'fullName', 'email', 'phones', 'officeIds', 'didSignUpDashboard', 'createdAt'],
      }),
    },
  });
  const columns: Column<AgentItem>[] = [
    { key: 'name', header: 'Full name', render: (a) => <Text fontWeight="medium">{a.fullName}</Text> },
    { key: 'email', header: 'E-mail', render: (a) => a.email ?? '' },
    { key: 'phones', header: 'Phones', render: (a) => (a.phones ?? []).map((p) => p.value).join(', ') },
    { key: 'customer', header: 'Customer', render: (a) => names.get(a.customerId ?? '') ?? '' },
    { key: 'dashboard', header: 'Dashboard', render: (a) => (
      <Badge colorPalette={a.didSignUpDashboard ? 'green' : 'gray'}>{a.didSignUpDashboard ? 'Signed up' : 'Not signed up'}</Badge>
    ) },
  ];
  return (
    <ListPage title="Agents" actions={mayCall('createAgent', user?.roles) && (
      <Button asChild colorPalette="blue" size="sm"><RouterLink to={AGENT_PATHS.agentsCreate}><LuPlus /> Create agent</RouterLink></Button>
    )} list={s} query={query} search={{ label: 'Search agents', placeholder: 'Search by full name', searchingText: AGENT_MESSAGES.searchingAgents }}
      filters={<Select name="customerFilter" aria-label="Customer" placeholder="All customers" value={customerId}
        onChange={(v) => { setCustomerId(v); s.setPage(1); }} options={toOptions(customers?.items)} />}
      columns={columns} pageSize={pageSizeOf('listAgents')} empty="No agents found." onOpen={(a) => navigate(agentEditPath(a.id))} />
  );
}

export function AgentCreatePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <Page title="Create agent" actions={<BackButton to={AGENT_PATHS.agentsList} label="Back to agents" />}>
      <FormCard maxW="3xl">
        <AgentForm customerId={params.get('customerId') ?? undefined} onSaved={(a) => navigate(agentEditPath(a.id), { replace: true })} />
      </FormCard>
    </Page>
  );
}

/** The agent's dashboard user: activate it ('user has been activated.') or log in as it (identity pre-auth). */
function DashboardUserCard({ agentId }: { agentId: string }) {
  const { user } = useAuth();
  const dialogs = useDialogs();
  const activateUser = useActivateUser();
  const createPreAuthUrl = useCreatePreAuthUrl();
  const users = useListDashboardUsers({ params: { query: { agentId, page: 1, limit: 10 } } });
  const canActivate = mayCall('activateUser', user?.roles);
  const canLogInAs = mayCall('createPreAuthUrl', user?.roles);
  const activate = async (u: User) => {
    const { data: result, error } = await activateUser({ params: { path: { userId: u.id } } });
    if (!result) return dialogs.error(problemMessage(error));
    dialogs.success(result.message);
  };
  const logInAs = async (u: User) => {
    const { data: result, error } = await createPreAuthUrl({ body: { userid: u.id } });
    if (!result) return dialogs.error(problemMessage(error));
    window.open(result.url, '_blank');
  };
  return (
    <Card.Root>
      <Card.Header><Heading size="md">Dashboard user</Heading></Card.Header>
      <Card.Body>
        <QueryState query={users} loading={<Spinner size="sm" />}>
          {(data) => (!data.items.length ? <Text color="fg.muted" fontSize="sm">{AGENT_MESSAGES.noDashboardUser}</Text> : (
            <Stack gap="3">
              {data.items.map((u) => (
                <HStack key={u.id} gap="4" wrap="wrap">
                  <Text fontWeight="medium">{u.displayName}</Text>
                  <Text color="fg.muted" fontSize="sm">{u.email}</Text>
                  <Badge colorPalette={u.isActive ? 'green' : 'gray'}>{u.isActive ? 'Active' : 'Inactive'}</Badge>
                  {canActivate && !u.isActive && <Button size="xs" colorPalette="green" onClick={() => void activate(u)}>Activate</Button>}
                  {canLogInAs && <Button size="xs" variant="outline" onClick={() => void logInAs(u)}><LuLogIn /> Log in as</Button>}
                </HStack>
              ))}
            </Stack>
          ))}
        </QueryState>
      </Card.Body>
    </Card.Root>
  );
}

export function AgentEditPage() {
  const { agentId = '' } = useParams();
  const { user } = useAuth();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const deleteAgent = useDeleteAgent();
  const query = useGetAgent({ params: { path: { agentId } } });
  const remove = async (agent: Agent) => {
    if (!(await dialogs.confirm(`Delete the agent ${agent.fullName}?`))) return;
    const { response, error } = await deleteAgent({ params: { path: { agentId } } });
    if (!response.ok) return dialogs.error(problemMessage(error));
    navigate(AGENT_PATHS.agentsList);
  };
  return (
    <EditPage query={query} noun="agent" back={{ to: AGENT_PATHS.agentsList, label: 'Back to agents' }} title={(agent) => `Edit ${agent.fullName}`}
      actions={(agent) => (
        <>
          <InviteToDashboardButton agent={agent} />
          {mayCall('deleteAgent', user?.roles) && <Button size="sm" variant="outline" colorPalette="red" onClick={() => void remove(agent)}>Delete</Button>}
          <BackButton to={AGENT_PATHS.agentsList} label="Back to agents" />
        </>
      )}>
      {(agent) => (
        <Stack gap="6" maxW="3xl">
          <Card.Root><Card.Body><AgentForm key={agent.updatedAt} agent={agent} /></Card.Body></Card.Root>
          {mayCall('listDashboardUsers', user?.roles) && <DashboardUserCard agentId={agent.id} />}
        </Stack>
      )}
    </EditPage>
  );
}
