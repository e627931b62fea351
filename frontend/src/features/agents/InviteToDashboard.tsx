// "Invite to the dashboard": a signed sign-up link for the agent's dashboard user
// (POST /api/auth/dashboard/invitations; valid 7 days, used once; e-mailed to the agent's address when it has one), shown once in a dialog with a copy
// button and its expiry. Offered to the roles of createDashboardInvitation, and only while the agent has
// no dashboard user. A refusal (409: the agent already has an active dashboard user) shows the server's
// message and stays on the page: the action is withdrawn and the dashboard user card reloads, but the
// agent is not reloaded (its form is keyed by updatedAt and would lose what was typed).
import { useState } from 'react';
import { Button, Text } from '@chakra-ui/react';
import { LuMailPlus } from 'react-icons/lu';
import type { Agent } from '../../lib/api/generated/customer.ts';
import { useCreateDashboardInvitation, type Invitation } from '../../lib/api/generated/identity.ts';
import { problemMessage } from '../../lib/api/problem.ts';
import { useAuth } from '../../lib/auth/auth.tsx';
import { mayCall } from '../../lib/auth/roles.ts';
import { useDialogs } from '../../components/Dialogs.tsx';
import { ShownOnceSecretDialog } from '../../components/ShownOnceSecretDialog.tsx';
import { formatDateTime } from '../../constants.ts';
import { AGENT_LABELS, AGENT_MESSAGES } from './messages.ts';

/** The link as the agent will open it (the server sends an absolute url; a relative one is made absolute here). */
const absolute = (url: string) => new URL(url, window.location.origin).href;

export function InviteToDashboardButton({ agent }: { agent: Pick<Agent, 'id' | 'fullName' | 'dashboardUserId'> }) {
  const { user } = useAuth();
  const dialogs = useDialogs();
  const createInvitation = useCreateDashboardInvitation();
  const [busy, setBusy] = useState(false);
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const [taken, setTaken] = useState(false);
  if (!mayCall('createDashboardInvitation', user?.roles)) return null;

  const invite = async () => {
    setBusy(true);
    const { data, error, response } = await createInvitation({ body: { agentId: agent.id } });
    setBusy(false);
    if (data) return setInvitation(data);
    dialogs.error({ message: problemMessage(error), ok: true });
    // The mutation reloads the dashboard users on a 409 (lib/api/effects.ts).
    if (response.status === 409) setTaken(true);
  };

  return (
    <>
      {!agent.dashboardUserId && !taken && (
        <Button size="sm" colorPalette="blue" variant="outline" loading={busy} onClick={() => void invite()}><LuMailPlus /> {AGENT_LABELS.inviteToDashboard}</Button>
      )}
      <ShownOnceSecretDialog secret={invitation && absolute(invitation.url)} onClose={() => setInvitation(null)} testId="invitation-link"
        title={AGENT_LABELS.invitationTitle} description={invitation?.emailed && invitation.emailedTo ? AGENT_MESSAGES.invitationEmailed(agent.fullName, invitation.emailedTo) : AGENT_MESSAGES.invitationLink(agent.fullName)} copyLabel={AGENT_LABELS.copyInvitationLink}
        footer={invitation && <Text fontSize="sm" color="fg.muted" data-testid="invitation-expiry">{AGENT_MESSAGES.invitationExpires(formatDateTime(invitation.expiresAt))}</Text>} />
    </>
  );
}
