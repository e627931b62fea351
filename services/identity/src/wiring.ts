// identity's composition root: builds each job of the context once, from the platform's context, for
// the module (app.ts) to hand to its handlers and consumers.
import { OwnedKit, TokenSigner, type PlatformConfig, type ServiceContext } from '@adops/platform';
import { loadIdentityConfig, type IdentityConfig } from './identity-config.ts';
import { capturingMailer, smtpMailer, type Mailer } from './mail/mailer.ts';
import { declareUsers } from './persistence/users.ts';
import { declareDirectoryAgents } from './persistence/agent-directory.ts';
import { SessionRevoker } from './events/session-revocations.ts';
import { AccountMail } from './accounts/account-mail.ts';
import { Activation } from './accounts/activation.ts';
import { DashboardInvitations } from './accounts/dashboard-invitations.ts';
import { InvitationTokens } from './accounts/invitation-tokens.ts';
import { PasswordReset } from './accounts/password-reset.ts';
import { PreAuth } from './accounts/pre-auth.ts';
import { Sessions } from './accounts/sessions.ts';
import { SignIn } from './accounts/sign-in.ts';
import { SignInLimiter } from './accounts/sign-in-limiter.ts';
import { SignUp } from './accounts/sign-up.ts';
import { TokenExchange } from './accounts/token-exchange.ts';
import { UserApiKeys } from './users/api-keys.ts';
import { OwnAccount } from './users/own-account.ts';
import { Pictures } from './users/pictures.ts';
import { UserDirectory } from './users/user-directory.ts';
import { UserManagement } from './users/user-management.ts';

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
  const mail = new AccountMail(mailer, ctx.config, ctx.log);
  const limiter = new SignInLimiter(ds, config);
  const kit = new OwnedKit(ds, ctx.outbox);
  const users = declareUsers(kit);
  const agents = declareDirectoryAgents(kit);
  const revoker = new SessionRevoker(ctx.revocations, ctx.outbox, config);
  const sessions = new Sessions(ds, new TokenSigner(ctx.keys.privateKeyPem), revoker, config);
  const invitationTokens = new InvitationTokens(ctx.keys, config.invitationTtlSeconds);
  const passwordReset = new PasswordReset({ ds, limiter, revoker, mail });
  return {
    config,
    platform: ctx.config,
    mailer,
    kit,
    revoker,
    sessions,
    signUp: new SignUp({ kit, agents, invitations: invitationTokens, mail, config }),
    activation: new Activation({ kit, mail }),
    signIn: new SignIn({ ds, limiter, sessions, config }),
    passwordReset,
    preAuth: new PreAuth(ds),
    invitations: new DashboardInvitations({ ds, agents, tokens: invitationTokens, mail }),
    tokenExchange: new TokenExchange({ ds, limiter, sessions }),
    directory: new UserDirectory(ds, users),
    management: new UserManagement({ kit, users: users.users, revoker, passwordReset }),
    ownAccount: new OwnAccount(ds, revoker),
    pictures: new Pictures(ds),
    apiKeys: new UserApiKeys(ds, revoker),
  };
}
