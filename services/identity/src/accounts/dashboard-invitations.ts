// Invitations to the customer dashboard (spec 002 §1): staff, corporate users and branch managers
// invite the agents within their reach; the link signs up one person for that agent.
import type { DataSource } from 'typeorm';
import type { Principal } from '@adops/platform';
import type { DirectoryAgents } from '../persistence/agent-directory.ts';
import { invitationPath } from '../domain/links.ts';
import type { AccountMail } from './account-mail.ts';
import type { InvitationTokens } from './invitation-tokens.ts';
import { assertAgentFree } from './sign-up.ts';

export type DashboardInvitations = ReturnType<typeof createDashboardInvitations>;

export function createDashboardInvitations(ds: DataSource, agents: DirectoryAgents, tokens: InvitationTokens, mail: AccountMail) {
  return {
    async invite(actor: Principal, agentId: string) {
      const agent = await agents.get(actor, agentId);
      await assertAgentFree(ds.manager, agent.id);
      const { token, expiresAt } = await tokens.issue(agent.customerId, agent.id);
      return { token, url: mail.link(invitationPath(token)), customerId: agent.customerId, agentId: agent.id, expiresAt: expiresAt.toISOString() };
    },
  };
}
