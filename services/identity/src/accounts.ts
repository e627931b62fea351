// The account flows of spec 000/002: sign-up, activation, sign-in, reset, re-invite, pre-auth and
// API-key tokens, for staff and dashboard users alike (`kind` picks which).
import { randomUUID } from 'node:crypto';
import { IsNull, type DataSource, type EntityManager } from 'typeorm';
import { badRequest, conflict, forbidden, gone, notFound, scopeOf, unauthorized, visibleOrNotFound, Problem, type Logger, type Outbox, type PlatformConfig, type Principal, type TokenSigner, type UserKind } from '@adops/platform';
import { ApiKeyEntity, DirectoryAgentEntity, TokenEntity, UserEntity, type DirectoryAgentRow, type TokenPurpose, type UserRow } from './persistence/entities.ts';
import { assertNewPassword, hashPassword, spendVerifyTime, verifyPassword } from './domain/passwords.ts';
import { newToken, prefixOfApiKey, sameHash, sha256, TOKEN_TTL_SECONDS } from './domain/secrets.ts';
import { eventData, newUser, normaliseEmail } from './domain/users.ts';
import type { IdentityConfig } from './identity-config.ts';
import type { Mailer, MailMessage } from './mail/mailer.ts';
import { activationMail, inviteMail, noAgentMail, resetMail } from './mail/messages.ts';
import type { SignInLimiter } from './rate-limit.ts';
import type { SessionRevoker } from './sessions.ts';
import type { InvitationTokens } from './invitations.ts';

export const NOT_ACTIVE = 'User Is Not Active';
export const INVALID_ACTIVATION = 'Invalid token or user already activated.';
export const ACTIVATED = 'user has been activated.';
export const WRONG_CREDENTIALS = 'Invalid email or password.';
export const INVALID_RESET = 'This link is invalid or has already been used.';
export const EXPIRED_LINK = 'This link has expired.';
export const checkEmailMessage = (email: string) => `Please check your email: ${email}`;
export const SIGNED_UP_NO_MAIL = 'You have successfully signed up.';
export const INVALID_INVITATION = 'This invitation link is invalid or has expired.';
export const USED_INVITATION = 'This invitation has already been used.';
export const AGENT_TAKEN = 'This agent already has an active dashboard user.';

export type ActivationOutcome = 'success' | 'existing' | 'invalid' | 'expired';

export interface AccountsDeps {
  ds: DataSource;
  outbox: Outbox<'identity'>;
  signer: TokenSigner;
  mailer: Mailer;
  limiter: SignInLimiter;
  sessions: SessionRevoker;
  invitations: InvitationTokens;
  config: IdentityConfig;
  platform: PlatformConfig;
  log: Logger;
}

export class Accounts {
  private readonly d: AccountsDeps;

  constructor(deps: AccountsDeps) {
    this.d = deps;
  }

  // ---- tokens -------------------------------------------------------------------------------

  private async issueToken(m: EntityManager, userId: string, purpose: keyof typeof TOKEN_TTL_SECONDS): Promise<string> {
    const token = newToken();
    const now = new Date();
    await m.insert(TokenEntity, {
      id: randomUUID(),
      userId,
      purpose,
      tokenHash: sha256(token),
      expiresAt: new Date(now.getTime() + TOKEN_TTL_SECONDS[purpose] * 1000),
      usedAt: null,
      createdAt: now,
    });
    return token;
  }

  private findToken(m: EntityManager, token: string, purpose: TokenPurpose) {
    return m.findOne(TokenEntity, { where: { tokenHash: sha256(token), purpose } });
  }

  /** Mail goes out after the change is committed; a failure is logged and the user can ask again. */
  private async sendMail(message: MailMessage): Promise<boolean> {
    try {
      await this.d.mailer.send(message);
      return true;
    } catch (error) {
      this.d.log.error({ err: error, to: message.to, subject: message.subject }, 'could not send mail');
      return false;
    }
  }

  private link(path: string): string {
    return `${this.d.platform.publicUrl}${path}`;
  }

  // ---- sessions -----------------------------------------------------------------------------

  sessionFor(user: UserRow): Promise<string> {
    return this.d.signer.sign(
      { userId: user.id, email: user.email, kind: user.kind, roles: user.roles, customerId: user.customerId, agentId: user.agentId, officeIds: user.officeIds },
      'session',
      this.d.config.sessionTtlSeconds,
    );
  }

  // ---- sign-up and activation ---------------------------------------------------------------

  /**
   * Staff sign up only where the install allows it, and get no role until an admin grants one. A
   * dashboard user's customer and agent come from what the server issued, never from the body: an
   * invitation, or else the agent record that already holds the address (proven by the activation
   * mail sent to it).
   */
  async signUp(input: { kind: UserKind; email: string; password: string; confirmPassword: string; displayName?: string; username?: string; invitation?: string }) {
    if (input.kind === 'staff' && !this.d.config.signUpEnabled) throw forbidden('Sign-up is not available on this install.');
    const email = normaliseEmail(input.email);
    assertNewPassword(input.password, input.confirmPassword);
    const invitation = input.invitation === undefined ? undefined : await this.d.invitations.read(input.invitation);
    if (input.invitation !== undefined && !invitation) throw badRequest(INVALID_INVITATION, [{ path: '/body/invitation', message: INVALID_INVITATION }]);
    const passwordHash = await hashPassword(input.password);
    // An invitation is the server's own word, so the install may activate it at once; an address alone must be proven.
    const autoActivate = input.kind === 'dashboard' && invitation !== undefined && this.d.config.dashboardAutoActivate;
    let token: string | undefined;
    let joined = true;
    await this.d.ds.transaction(async (m) => {
      if (await m.findOne(UserEntity, { where: { email, kind: input.kind } })) throw conflict('A user with this email already exists.');
      let agent: DirectoryAgentRow | undefined;
      if (input.kind === 'dashboard') {
        if (invitation) await this.assertInvitationUnused(m, invitation.id);
        agent = invitation ? await this.invitedAgent(m, invitation) : await this.agentHolding(m, email);
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
      if (invitation) await this.spendInvitation(m, invitation.id, user.id);
      if (!autoActivate) token = await this.issueToken(m, user.id, 'activation');
      await this.d.outbox.record(m, { type: 'user.signed_up', subject: user.id, customerId: user.customerId, data: eventData(user) });
      if (autoActivate) await this.d.outbox.record(m, { type: 'user.activated', subject: user.id, customerId: user.customerId, data: eventData(user) });
    });
    if (!joined) {
      // The same answer as a real sign-up, so nobody can probe which addresses belong to agents.
      await this.sendMail(noAgentMail(email));
      return { message: checkEmailMessage(email), email, activationSent: true };
    }
    if (!token) return { message: SIGNED_UP_NO_MAIL, email, activationSent: false };
    const path = input.kind === 'staff' ? `/api/auth/active/${token}` : `/api/auth/dashboard/active/${token}`;
    const sent = await this.sendMail(activationMail(email, this.link(path), input.kind === 'dashboard'));
    return sent ? { message: checkEmailMessage(email), email, activationSent: true } : { message: SIGNED_UP_NO_MAIL, email, activationSent: false };
  }

  /** The invited agent, when it still exists at the named customer and has no active dashboard user. */
  private async invitedAgent(m: EntityManager, invitation: { customerId: string; agentId: string }): Promise<DirectoryAgentRow> {
    const agent = await m.findOne(DirectoryAgentEntity, { where: { id: invitation.agentId, customerId: invitation.customerId } });
    if (!agent) throw badRequest(INVALID_INVITATION, [{ path: '/body/invitation', message: INVALID_INVITATION }]);
    await this.assertAgentFree(m, agent.id);
    return agent;
  }

  /** The one agent that holds this address and has no active dashboard user; none when ambiguous. */
  private async agentHolding(m: EntityManager, email: string): Promise<DirectoryAgentRow | undefined> {
    const agents = await m.find(DirectoryAgentEntity, { where: { email }, take: 2 });
    if (agents.length !== 1) return undefined;
    const taken = await m.findOne(UserEntity, { where: { agentId: agents[0]!.id, kind: 'dashboard', isActive: true } });
    return taken ? undefined : agents[0];
  }

  private async assertAgentFree(m: EntityManager, agentId: string, except?: string): Promise<void> {
    const taken = await m.findOne(UserEntity, { where: { agentId, kind: 'dashboard', isActive: true } });
    if (taken && taken.id !== except) throw conflict(AGENT_TAKEN);
  }

  /** An invitation signs up one person: its id is recorded when used, and a second use is refused. */
  private async assertInvitationUnused(m: EntityManager, invitationId: string): Promise<void> {
    if (await m.findOne(TokenEntity, { where: { tokenHash: sha256(invitationId), purpose: 'invitation' } })) throw badRequest(USED_INVITATION, [{ path: '/body/invitation', message: USED_INVITATION }]);
  }

  private async spendInvitation(m: EntityManager, invitationId: string, userId: string): Promise<void> {
    const now = new Date();
    await m.insert(TokenEntity, { id: randomUUID(), userId, purpose: 'invitation', tokenHash: sha256(invitationId), expiresAt: new Date(now.getTime() + this.d.config.invitationTtlSeconds * 1000), usedAt: now, createdAt: now });
  }

  /** Staff, corporate users and branch managers invite the agents within their reach. */
  async invite(actor: Principal, agentId: string) {
    const agent = await this.d.ds.getRepository(DirectoryAgentEntity).findOne({ where: { id: agentId } });
    const visible = visibleOrNotFound(scopeOf(actor), agent && { ...agent, agentId: agent.id }, 'Agent not found.');
    await this.assertAgentFree(this.d.ds.manager, visible.id);
    const { token, expiresAt } = await this.d.invitations.issue(visible.customerId, visible.id);
    return { token, url: this.link(`/customer-dashboard/signup/${token}`), customerId: visible.customerId, agentId: visible.id, expiresAt: expiresAt.toISOString() };
  }

  async activate(token: string, kind: UserKind): Promise<ActivationOutcome> {
    return this.d.ds.transaction(async (m) => {
      const row = await this.findToken(m, token, 'activation');
      if (!row) return 'invalid';
      const user = await m.findOne(UserEntity, { where: { id: row.userId } });
      if (!user || user.kind !== kind) return 'invalid';
      if (row.usedAt || user.isActive) return 'existing';
      if (row.expiresAt.getTime() < Date.now()) return 'expired';
      // Someone else became this agent's active dashboard user meanwhile: this one may not link too.
      if (user.agentId && (await m.findOne(UserEntity, { where: { agentId: user.agentId, kind: 'dashboard', isActive: true } }))) return 'invalid';
      await m.update(TokenEntity, { id: row.id }, { usedAt: new Date() });
      await m.update(UserEntity, { id: user.id }, { isActive: true, updatedAt: new Date() });
      await this.d.outbox.record(m, { type: 'user.activated', subject: user.id, customerId: user.customerId, data: eventData({ ...user, isActive: true }) });
      return 'success';
    });
  }

  async reinvite(emailInput: string, kind: UserKind) {
    const email = normaliseEmail(emailInput);
    const user = await this.d.ds.getRepository(UserEntity).findOne({ where: { email, kind } });
    if (user && !user.isActive) {
      const token = await this.d.ds.transaction((m) => this.issueToken(m, user.id, 'activation'));
      const path = kind === 'staff' ? `/api/auth/active/${token}` : `/api/auth/dashboard/active/${token}`;
      await this.sendMail(activationMail(email, this.link(path), kind === 'dashboard'));
    }
    // The same answer either way, so addresses cannot be probed.
    return { message: checkEmailMessage(email) };
  }

  // ---- sign-in ------------------------------------------------------------------------------

  async signIn(kind: UserKind, email: string | undefined, password: string | undefined, address: string) {
    await this.d.limiter.attempt(address);
    if (!email || !password) throw badRequest('Email and password are required.', [{ path: '/body', message: 'email and password are required' }]);
    const normalised = normaliseEmail(email);
    const account = `${kind}:${normalised}`;
    await this.d.limiter.beforeCheck(account, address);
    const user = await this.d.ds.getRepository(UserEntity).findOne({ where: { email: normalised, kind } });
    if (!user) {
      await spendVerifyTime(password);
      await this.d.limiter.failed(account, address);
      throw unauthorized(WRONG_CREDENTIALS);
    }
    if (!(await verifyPassword(user.passwordHash, password))) {
      await this.d.limiter.failed(account, address);
      throw unauthorized(WRONG_CREDENTIALS);
    }
    await this.d.limiter.succeeded(account, address);
    if (!user.isActive) throw new Problem(403, 'Forbidden', NOT_ACTIVE);
    const now = new Date();
    await this.d.ds.getRepository(UserEntity).update({ id: user.id }, { lastSignInAt: now });
    return { user: { ...user, lastSignInAt: now }, token: await this.sessionFor(user) };
  }

  /** Ends this session everywhere: its cookie is refused by every service from now on. */
  async signOut(principal: Principal | undefined): Promise<void> {
    if (!principal || principal.via !== 'session') return;
    await this.d.ds.transaction((m) => this.d.sessions.revokeSession(m, principal.sessionId, principal.userId));
  }

  providerRedirect(provider: string): string {
    const p = this.d.config.providers.find((x) => x.provider === provider);
    if (!p) throw badRequest('Error occurred while signing in', [{ path: '/body/provider', message: `unknown provider ${provider}` }]);
    const url = new URL(p.authBaseUrl);
    url.searchParams.set('client_id', p.clientId);
    url.searchParams.set('redirect_uri', p.redirectUri);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('scope', p.scope ?? 'profile email');
    url.searchParams.set('state', newToken());
    return url.toString();
  }

  // ---- password reset -----------------------------------------------------------------------

  async forgot(emailInput: string, kind: UserKind, address: string) {
    await this.d.limiter.attempt(address);
    const email = normaliseEmail(emailInput);
    const user = await this.d.ds.getRepository(UserEntity).findOne({ where: { email, kind } });
    if (user) {
      const token = await this.d.ds.transaction((m) => this.issueToken(m, user.id, 'reset'));
      const path = kind === 'staff' ? `/password/reset/${token}` : `/password/dashboard/reset/${token}`;
      await this.sendMail(resetMail(email, this.link(path)));
    }
    return { message: 'If that address is registered, a reset link is on its way.' };
  }

  async reset(token: string, kind: UserKind, password: string, confirmPassword: string) {
    const row = await this.findToken(this.d.ds.manager, token, 'reset');
    const user = row && (await this.d.ds.getRepository(UserEntity).findOne({ where: { id: row.userId } }));
    if (!row || row.usedAt || !user || user.kind !== kind) throw badRequest(INVALID_RESET);
    if (row.expiresAt.getTime() < Date.now()) throw gone(EXPIRED_LINK);
    assertNewPassword(password, confirmPassword);
    const passwordHash = await hashPassword(password);
    await this.d.ds.transaction(async (m) => {
      // Claim the token first: of two concurrent resets with one token, only one changes the password.
      const claimed = await m.update(TokenEntity, { id: row.id, usedAt: IsNull() }, { usedAt: new Date() });
      if (claimed.affected === 0) throw badRequest(INVALID_RESET);
      await m.update(UserEntity, { id: user.id }, { passwordHash, updatedAt: new Date() });
      await this.d.sessions.revokeUser(m, user.id, 'password_changed');
    });
    return { message: 'Your password has been reset.' };
  }

  /** An invitation for a user created without a password: a reset link valid for an hour. */
  async inviteToChoosePassword(user: UserRow): Promise<void> {
    const token = await this.d.ds.transaction((m) => this.issueToken(m, user.id, 'reset'));
    const path = user.kind === 'staff' ? `/password/reset/${token}` : `/password/dashboard/reset/${token}`;
    await this.sendMail(inviteMail(user.email, this.link(path)));
  }

  // ---- pre-authentication (staff open the dashboard as a dashboard user) --------------------

  /** Only an active account mints one: a session is not enough once its user is deactivated. */
  async preAuthToken(actor: Principal, userId: string): Promise<string> {
    const me = await this.d.ds.getRepository(UserEntity).findOne({ where: { id: actor.userId } });
    if (!me?.isActive) throw unauthorized();
    return this.d.ds.transaction((m) => this.issueToken(m, userId, 'preauth'));
  }

  /** Consumes a pre-auth token; undefined when it is unknown, used or expired. */
  async usePreAuth(token: string): Promise<UserRow | undefined> {
    return this.d.ds.transaction(async (m) => {
      const row = await this.findToken(m, token, 'preauth');
      if (!row || row.usedAt || row.expiresAt.getTime() < Date.now()) return undefined;
      await m.update(TokenEntity, { id: row.id }, { usedAt: new Date() });
      const user = await m.findOne(UserEntity, { where: { id: row.userId } });
      return user?.isActive && user.kind === 'dashboard' ? user : undefined;
    });
  }

  // ---- partners -----------------------------------------------------------------------------

  async bearerForApiKey(apiKey: string, address: string) {
    await this.d.limiter.attempt(address);
    const prefix = prefixOfApiKey(apiKey);
    const row = prefix && (await this.d.ds.getRepository(ApiKeyEntity).findOne({ where: { prefix } }));
    if (!row || row.revokedAt || !sameHash(row.secretHash, sha256(apiKey))) throw unauthorized('Invalid API key.');
    const user = await this.d.ds.getRepository(UserEntity).findOne({ where: { id: row.userId } });
    if (!user) throw unauthorized('Invalid API key.');
    if (!user.isActive) throw new Problem(403, 'Forbidden', NOT_ACTIVE);
    await this.d.ds.getRepository(ApiKeyEntity).update({ id: row.id }, { lastUsedAt: new Date() });
    const ttl = this.d.config.bearerTtlSeconds;
    const accessToken = await this.d.signer.sign(
      { userId: user.id, email: user.email, kind: user.kind, roles: user.roles, customerId: user.customerId, agentId: user.agentId, officeIds: user.officeIds },
      'bearer',
      ttl,
      // Revoking the key revokes every token it gave: they carry its id as their session id.
      row.id,
    );
    return { accessToken, tokenType: 'Bearer' as const, expiresIn: ttl };
  }

  async userOrNotFound(id: string): Promise<UserRow> {
    const user = await this.d.ds.getRepository(UserEntity).findOne({ where: { id } });
    if (!user) throw notFound('User not found.');
    return user;
  }
}
