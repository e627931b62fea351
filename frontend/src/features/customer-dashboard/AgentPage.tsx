// /customer-dashboard/agent (002 §2): the agent the signed-in dashboard user belongs to (user.agentId): name,
// e-mail, phones, offices and photo, read-only (the API lets only staff change an agent: updateAgent is admin,
// operations and sales). Titled with the dashboard's contact label (Agent, Contact …).
import { Alert, Avatar, Badge, Card, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useGetAgent, useGetOffice } from '../../lib/api/generated/customer.ts';
import { problemMessage } from '../../lib/api/problem.ts';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { Page } from '../../components/Page.tsx';
import { usePageTitle } from '../../components/RouteGuard.tsx';
import { DASHBOARD_FRAME_MESSAGES } from '../../frames/dashboard/messages.ts';
import { useDashboard } from '../../frames/dashboard/useDashboard.ts';
import { CUSTOMER_DASHBOARD_MESSAGES } from './messages.ts';

const PHONE_TYPES: Record<string, string> = { MOBILE: 'Mobile', FIXED_LINE: 'Phone' };

function OfficeName({ officeId }: { officeId: string }) {
  const { data } = useGetOffice({ params: { path: { officeId } } });
  return <Badge size="md" data-testid="agent-office">{data?.name ?? '…'}</Badge>;
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap="0.5" direction={{ base: 'column', sm: 'row' }}>
      <Text minW="32" fontSize="sm" color="fg.muted">{label}</Text>
      <Stack gap="1">{children}</Stack>
    </Stack>
  );
}

export function AgentPage() {
  const { user, contactLabel } = useDashboard();
  usePageTitle(contactLabel);
  const agentId = user?.agentId;
  const { data: agent, error, isLoading } = useGetAgent(agentId ? { params: { path: { agentId } } } : null);
  if (!agentId) return <Alert.Root status="error"><Alert.Indicator /><Alert.Title>{DASHBOARD_FRAME_MESSAGES.noAgent}</Alert.Title></Alert.Root>;
  if (isLoading) return <PageSpinner />;
  if (!agent) return <Alert.Root status="error"><Alert.Indicator /><Alert.Title>{problemMessage(error, DASHBOARD_FRAME_MESSAGES.noAgent)}</Alert.Title></Alert.Root>;
  return (
    <Page title={`Your ${contactLabel.toLowerCase()}`}>
      <Card.Root maxW="2xl" data-testid="agent-card">
        <Card.Body>
          <Stack gap="5">
            <HStack gap="4">
              <Avatar.Root size="2xl">
                <Avatar.Fallback name={agent.fullName} />
                {agent.image && <Avatar.Image src={agent.image} alt={agent.fullName} />}
              </Avatar.Root>
              <Stack gap="0">
                <Text fontSize="xl" fontWeight="bold" data-testid="agent-name">{agent.fullName}</Text>
                {!agent.image && <Text fontSize="sm" color="fg.muted">{CUSTOMER_DASHBOARD_MESSAGES.noAgentImage}</Text>}
              </Stack>
            </HStack>
            <Row label="E-mail">
              {agent.email ? <Link href={`mailto:${agent.email}`} colorPalette="blue" data-testid="agent-email">{agent.email}</Link> : <Text>—</Text>}
            </Row>
            <Row label="Phones">
              {agent.phones.length ? agent.phones.map((p) => (
                <Text key={`${p.type}${p.value}`} data-testid="agent-phone">{PHONE_TYPES[p.type] ?? p.type}: <Link href={`tel:${p.value}`}>{p.value}</Link></Text>
              )) : <Text>—</Text>}
            </Row>
            <Row label="Offices">
              {agent.officeIds.length ? <HStack wrap="wrap">{agent.officeIds.map((id) => <OfficeName key={id} officeId={id} />)}</HStack> : <Text>—</Text>}
            </Row>
            <Text fontSize="sm" color="fg.muted">{CUSTOMER_DASHBOARD_MESSAGES.agentReadOnly}</Text>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Page>
  );
}
