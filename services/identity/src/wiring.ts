// identity's composition root: builds each job of the context once, from the platform's context, for
// the module (app.ts) to hand to its handlers and consumers.
import { OwnedKit, TokenSigner, type PlatformConfig, type ServiceContext } from '@adops/platform';
import { loadIdentityConfig, type IdentityConfig } from './identity-config.ts';
import { capturingMailer, smtpMailer, type Mailer } from './mail/mailer.ts';
import { declareUsers } from './persistence/users.ts';
import { declareDirectoryAgents } from './persistence/agent-directory.ts';
import { createSessionRevoker, type SessionRevoker } from './events/session-revocations.ts';
import { createAccountMail } from './accounts/account-mail.ts';
import { createActivation, type Activation } from './accounts/activation.ts';
import { createDashboardInvitations, type DashboardInvitations } from './accounts/dashboard-invitations.ts';
import { InvitationTokens } from './accounts/invitation-tokens.ts';
import { createPasswordReset, type PasswordReset } from './accounts/password-reset.ts';
import { createPreAuth, type PreAuth } from './accounts/pre-auth.ts';
import { createSessions, type Sessions } from './accounts/sessions.ts';
import { createSignIn, type SignIn } from './accounts/sign-in.ts';
import { SignInLimiter } from './accounts/sign-in-limiter.ts';
import { TokenExchangeLimiter } from './accounts/token-exchange-limiter.ts';
import { limitCounters } from './accounts/limit-counters.ts';
import { createSignUp, type SignUp } from './accounts/sign-up.ts';
import { createTokenExchange, type TokenExchange } from './accounts/token-exchange.ts';
import { createUserApiKeys, type UserApiKeys } from './users/api-keys.ts';
import { createOwnAccount, type OwnAccount } from './users/own-account.ts';
import { createPictures, type Pictures } from './users/pictures.ts';
import { createUserDirectory, type UserDirectory } from './users/user-directory.ts';
import { createUserManagement, type UserManagement } from './users/user-management.ts';

export interface IdentityParts {
  config: IdentityConfig;
  platform: PlatformConfig;
  mailer: Mailer;
  kit: OwnedKit<'identity'>;
  revoker: SessionRevoker;
  sessions: Sessions;
  signUp: SignUp;
  activation: Activation;
  signIn: SignIn;
  passwordReset: PasswordReset;
  preAuth: PreAuth;
  invitations: DashboardInvitations;
  tokenExchange: TokenExchange;
  directory: UserDirectory;
  management: UserManagement;
  ownAccount: OwnAccount;
  pictures: Pictures;
  apiKeys: UserApiKeys;
}

export function wireIdentity(ctx: ServiceContext<'identity'>): IdentityParts {
  if (!ctx.keys.privateKeyPem) throw new Error('identity needs JWT_PRIVATE_KEY to sign sessions');
  const ds = ctx.dataSource;
  const config = loadIdentityConfig(ctx.config);
  const mailer = config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : capturingMailer(config.mailDir);
  const mail = createAccountMail(mailer, ctx.config, ctx.log);
  const counters = limitCounters(ds);
  const limiter = new SignInLimiter(counters, config);
  const kit = new OwnedKit(ds, ctx.outbox);
  const users = declareUsers(kit);
  const agents = declareDirectoryAgents(kit);
  const revoker = createSessionRevoker(ctx.revocations, ctx.outbox, config);
  const sessions = createSessions(ds, new TokenSigner(ctx.keys.privateKeyPem), revoker, config);
  const invitationTokens = new InvitationTokens(ctx.keys, config.invitationTtlSeconds);
  const passwordReset = createPasswordReset(ds, limiter, revoker, mail);
  return {
    config,
    platform: ctx.config,
    mailer,
    kit,
    revoker,
    sessions,
    signUp: createSignUp({ kit, agents, invitations: invitationTokens, mail, config }),
    activation: createActivation(kit, mail),
    signIn: createSignIn(ds, limiter, sessions, config),
    passwordReset,
    preAuth: createPreAuth(ds),
    invitations: createDashboardInvitations(ds, agents, invitationTokens, mail),
    tokenExchange: createTokenExchange(ds, new TokenExchangeLimiter(counters, config), sessions),
    directory: createUserDirectory(ds, users),
    management: createUserManagement(kit, users.users, revoker, passwordReset),
    ownAccount: createOwnAccount(ds, revoker),
    pictures: createPictures(ds),
    apiKeys: createUserApiKeys(ds, revoker),
  };
}
