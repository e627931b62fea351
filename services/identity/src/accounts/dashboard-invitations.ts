// Invitations to the customer dashboard (spec 002 §1): staff, corporate users and branch managers
// invite the agents within their reach; the link signs up one person for that agent.
import type { Principal } from '@adops/platform';
import type { DirectoryAgents } from '../agent-directory/store.ts';
import type { UserStore } from '../users/store.ts';
import { invitationPath } from './rules.ts';
import type { AccountMail } from './account-mail.ts';
import type { InvitationTokens } from './invitation-tokens.ts';
import { assertAgentFree } from './sign-up.ts';
import { dashboardInvitationMail } from './mail-messages.ts';

export type DashboardInvitations = ReturnType<typeof createDashboardInvitations>;

export function createDashboardInvitations(agents: DirectoryAgents, users: UserStore, tokens: InvitationTokens, mail: AccountMail) {
  return {
    async invite(principal: Principal, agentId: string) {
      const agent = await agents.get(principal, agentId);
      await assertAgentFree(users, agent.id);
      const { token, expiresAt } = await tokens.issue(agent.customerId, agent.id);
      const url = mail.link(invitationPath(token));
      // The agent's own address gets the link (the issue's "invite e-mail"); the inviter also sees it, to pass on
      // when the agent has no address or the mail does not arrive.
      const emailedTo = agent.email ? agent.email : null;
      const emailed = emailedTo ? await mail.send(dashboardInvitationMail(emailedTo, url, agent.fullName)) : false;
      return { token, url, customerId: agent.customerId, agentId: agent.id, expiresAt: expiresAt.toISOString(), emailed, ...(emailed && emailedTo ? { emailedTo } : {}) };
    },
  };
}
