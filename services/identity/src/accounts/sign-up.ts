// Sign-up (spec 000 §1, 002 §1), for staff and dashboard users alike (`kind` picks which).
import { badRequest, conflict, forbidden, type Tx, type UserKind } from '@adops/platform';
import type { IdentityConfig } from '../config.ts';
import type { DirectoryAgentRow } from '../agent-directory/entities.ts';
import type { AgentDirectoryStore } from '../agent-directory/store.ts';
import { newUser } from '../users/entities.ts';
import type { UserStore } from '../users/store.ts';
import { normaliseEmail } from '../users/rules.ts';
import { userActivationChanged, userSignedUp } from '../users/events.ts';
import { activationPath, AGENT_TAKEN, assertNewPassword, checkEmailMessage, INVALID_INVITATION, SIGNED_UP_NO_MAIL, USED_INVITATION, USER_EXISTS } from './rules.ts';
import { hashPassword } from './passwords.ts';
import { activationMail, noAgentMail } from './mail-messages.ts';
import type { AccountMail } from './account-mail.ts';
import type { InvitationClaims, InvitationTokens } from './invitation-tokens.ts';
import type { AccountStore } from './store.ts';

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
export async function assertAgentFree(users: UserStore, agentId: string, tx?: Tx<'identity'>): Promise<void> {
  if (await users.activeDashboardUserOf(agentId, tx)) throw conflict(AGENT_TAKEN);
}

export interface SignUpDeps {
  store: AccountStore;
  users: UserStore;
  agents: AgentDirectoryStore;
  invitations: InvitationTokens;
  mail: AccountMail;
  config: IdentityConfig;
}

export type SignUp = ReturnType<typeof createSignUp>;

export function createSignUp({ store, users, agents, invitations, mail, config }: SignUpDeps) {
  /** The invited agent, when it still exists at the named customer and has no active dashboard user. */
  async function invitedAgent(tx: Tx<'identity'>, invitation: InvitationClaims): Promise<DirectoryAgentRow> {
    const agent = await agents.agentById(tx, invitation.agentId);
    if (!agent || agent.customerId !== invitation.customerId) throw invalidInvitation(INVALID_INVITATION);
    await assertAgentFree(users, agent.id, tx);
    return agent;
  }

  /** The one agent that holds this address and has no active dashboard user; none when ambiguous. */
  async function agentHolding(tx: Tx<'identity'>, email: string): Promise<DirectoryAgentRow | undefined> {
    const holding = await agents.agentsHolding(tx, email);
    if (holding.length !== 1) return undefined;
    return (await users.activeDashboardUserOf(holding[0]!.id, tx)) ? undefined : holding[0];
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
      await store.transaction(async (tx) => {
        if (await users.byEmail(email, input.kind, tx)) throw conflict(USER_EXISTS);
        let agent: DirectoryAgentRow | undefined;
        if (input.kind === 'dashboard') {
          // An invitation signs up one person: a second use is refused.
          if (invitation && (await store.isInvitationSpent(tx, invitation.id))) throw invalidInvitation(USED_INVITATION);
          agent = invitation ? await invitedAgent(tx, invitation) : await agentHolding(tx, email);
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
        await users.insert(tx, user);
        if (invitation) await store.spendInvitation(tx, invitation.id, user.id, config.invitationTtlSeconds);
        if (!autoActivate) token = await store.issueToken(user.id, 'activation', tx);
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
