// Sign-up (spec 000 §1, 002 §1), for staff and dashboard users alike (`kind` picks which).
import { badRequest, conflict, forbidden, SYSTEM, type OwnedKit, type UserKind } from '@adops/platform';
import type { EntityManager } from 'typeorm';
import { UserEntity, type DirectoryAgentRow } from '../persistence/entities.ts';
import { activeDashboardUserOf, agentsHolding, type DirectoryAgents } from '../persistence/agent-directory.ts';
import { findUserByEmail } from '../persistence/users.ts';
import { isInvitationSpent, issueOneTimeToken, spendInvitation } from '../persistence/one-time-tokens.ts';
import { assertNewPassword, hashPassword } from '../domain/passwords.ts';
import { newUser, normaliseEmail } from '../domain/users.ts';
import { activationPath } from '../domain/links.ts';
import { AGENT_TAKEN, checkEmailMessage, INVALID_INVITATION, SIGNED_UP_NO_MAIL, USED_INVITATION, USER_EXISTS } from '../domain/account-messages.ts';
import { userActivationChanged, userSignedUp } from '../events/user-events.ts';
import { activationMail, noAgentMail } from '../mail/messages.ts';
import type { IdentityConfig } from '../identity-config.ts';
import type { AccountMail } from './account-mail.ts';
import type { InvitationClaims, InvitationTokens } from './invitation-tokens.ts';

export interface SignUpInput {
  kind: UserKind;
  email: string;
  password: string;
  confirmPassword: string;
  displayName?: string;
  username?: string;
  invitation?: string;
}

const invalidInvitation = (detail: string) => badRequest(detail, [{ path: '/body/invitation', message: detail }]);

/** Refuses the agent when another dashboard user is already active on it. */
export async function assertAgentFree(m: EntityManager, agentId: string): Promise<void> {
  if (await activeDashboardUserOf(m, agentId)) throw conflict(AGENT_TAKEN);
}

export interface SignUpDeps {
  kit: OwnedKit<'identity'>;
  agents: DirectoryAgents;
  invitations: InvitationTokens;
  mail: AccountMail;
  config: IdentityConfig;
}

export type SignUp = ReturnType<typeof createSignUp>;

export function createSignUp({ kit, agents, invitations, mail, config }: SignUpDeps) {
  /** The invited agent, when it still exists at the named customer and has no active dashboard user. */
  async function invitedAgent(m: EntityManager, invitation: InvitationClaims): Promise<DirectoryAgentRow> {
    const agent = await agents.find(SYSTEM, invitation.agentId, m);
    if (!agent || agent.customerId !== invitation.customerId) throw invalidInvitation(INVALID_INVITATION);
    await assertAgentFree(m, agent.id);
    return agent;
  }

  /** The one agent that holds this address and has no active dashboard user; none when ambiguous. */
  async function agentHolding(m: EntityManager, email: string): Promise<DirectoryAgentRow | undefined> {
    const holding = await agentsHolding(m, email);
    if (holding.length !== 1) return undefined;
    return (await activeDashboardUserOf(m, holding[0]!.id)) ? undefined : holding[0];
  }

  return {
    /**
     * Staff sign up only where the install allows it, and get no role until an admin grants one. A
     * dashboard user's customer and agent come from what the server issued, never from the body: an
     * invitation, or else the agent record that already holds the address (proven by the activation
     * mail sent to it).
     */
    async signUp(input: SignUpInput) {
      if (input.kind === 'staff' && !config.signUpEnabled) throw forbidden('Sign-up is not available on this install.');
      const email = normaliseEmail(input.email);
      assertNewPassword(input.password, input.confirmPassword);
      const invitation = input.invitation === undefined ? undefined : await invitations.read(input.invitation);
      if (input.invitation !== undefined && !invitation) throw invalidInvitation(INVALID_INVITATION);
      const passwordHash = await hashPassword(input.password);
      // An invitation is the server's own word, so the install may activate it at once; an address alone must be proven.
      const autoActivate = input.kind === 'dashboard' && invitation !== undefined && config.dashboardAutoActivate;
      let token: string | undefined;
      let joined = true;
      await kit.transaction(async (tx) => {
        const { m } = tx;
        if (await findUserByEmail(m, email, input.kind)) throw conflict(USER_EXISTS);
        let agent: DirectoryAgentRow | undefined;
        if (input.kind === 'dashboard') {
          // An invitation signs up one person: a second use is refused.
          if (invitation && (await isInvitationSpent(m, invitation.id))) throw invalidInvitation(USED_INVITATION);
          agent = invitation ? await invitedAgent(m, invitation) : await agentHolding(m, email);
          if (!agent) {
            joined = false;
            return;
          }
        }
        const user = newUser({
          email,
          kind: input.kind,
          roles: input.kind === 'staff' ? [] : ['agent'],
          isActive: autoActivate,
          passwordHash,
          ...(input.displayName ? { displayName: input.displayName } : {}),
          ...(input.username ? { username: input.username } : {}),
          ...(agent ? { customerId: agent.customerId, agentId: agent.id } : {}),
        });
        await m.insert(UserEntity, user);
        if (invitation) await spendInvitation(m, invitation.id, user.id, config.invitationTtlSeconds);
        if (!autoActivate) token = await issueOneTimeToken(m, user.id, 'activation');
        await tx.record(userSignedUp(user));
        if (autoActivate) await tx.record(userActivationChanged(user));
      });
      if (!joined) {
        // The same answer as a real sign-up, so nobody can probe which addresses belong to agents.
        await mail.send(noAgentMail(email));
        return { message: checkEmailMessage(email), email, activationSent: true };
      }
      if (!token) return { message: SIGNED_UP_NO_MAIL, email, activationSent: false };
      const sent = await mail.send(activationMail(email, mail.link(activationPath(input.kind, token)), input.kind === 'dashboard'));
      return sent ? { message: checkEmailMessage(email), email, activationSent: true } : { message: SIGNED_UP_NO_MAIL, email, activationSent: false };
    },
  };
}
