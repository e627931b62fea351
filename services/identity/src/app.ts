// The identity service module, for its own process (main.ts) and for the embedded default alike: its
// spec, tables and migrations; and its composition root, which builds each area's store and use cases
// once from the platform's context and hands them to the handlers and consumers.
import { fileURLToPath } from 'node:url';
import type { operations } from '@adops/openapi/generated/identity';
import { completeHandlers, defineModule, mailerFor, mergeSubscriptions, OwnedKit, TokenSigner, type ServiceContext, type Subscription } from '@adops/platform';
import { loadIdentityConfig, type IdentityConfig } from './config.ts';
import { identityMigrations, identityTables } from './tables.ts';
import { accountStore, limitCounters } from './accounts/store.ts';
import { createAccountMail } from './accounts/account-mail.ts';
import { createActivation } from './accounts/activation.ts';
import { createDashboardInvitations } from './accounts/dashboard-invitations.ts';
import { InvitationTokens } from './accounts/invitation-tokens.ts';
import { createPasswordReset } from './accounts/password-reset.ts';
import { createPreAuth } from './accounts/pre-auth.ts';
import { createSignIn } from './accounts/sign-in.ts';
import { SignInLimiter } from './accounts/sign-in-limiter.ts';
import { createSignUp } from './accounts/sign-up.ts';
import { seedAdmin } from './accounts/seed-admin.ts';
import { authHandlers, capturedMailHandlers, preAuthHandlers } from './accounts/handlers.ts';
import { agentDirectoryStore } from './agent-directory/store.ts';
import { agentDirectorySubscription } from './agent-directory/events.ts';
import { apiKeyStore } from './api-keys/store.ts';
import { createUserApiKeys } from './api-keys/api-keys.ts';
import { createTokenExchange } from './api-keys/token-exchange.ts';
import { TokenExchangeLimiter } from './api-keys/token-exchange-limiter.ts';
import { customerApiKeySubscription } from './api-keys/events.ts';
import { apiKeyHandlers } from './api-keys/handlers.ts';
import { sessionStore } from './sessions/store.ts';
import { createSessionRevoker } from './sessions/revocations.ts';
import { createSessions } from './sessions/sessions.ts';
import { userStore } from './users/store.ts';
import { createOwnAccount } from './users/own-account.ts';
import { createPictures } from './users/pictures.ts';
import { createUserDirectory } from './users/user-directory.ts';
import { createUserManagement } from './users/user-management.ts';
import { userHandlers } from './users/handlers.ts';

export const identitySpecPath = fileURLToPath(new URL('../../../openapi/generated/identity.openapi.yaml', import.meta.url));

/** Each area's store, and the session revoker they all end sessions with. */
function storesOf(ctx: ServiceContext<'identity'>, config: IdentityConfig) {
  const kit = new OwnedKit(ctx.dataSource, ctx.outbox);
  const sessions = sessionStore(kit, ctx.revocations);
  return {
    accounts: accountStore(kit),
    users: userStore(kit),
    agents: agentDirectoryStore(kit),
    apiKeys: apiKeyStore(kit),
    sessions,
    revoker: createSessionRevoker(sessions, config),
  };
}

type IdentityStores = ReturnType<typeof storesOf>;

/** Everything identity consumes, as one consumer group: the customer context's agents (the agent directory) and its customers' API keys. */
export function identitySubscription(ctx: ServiceContext<'identity'>, stores: IdentityStores = storesOf(ctx, loadIdentityConfig(ctx.config))): Subscription {
  return mergeSubscriptions('identity', [agentDirectorySubscription(stores.agents), customerApiKeySubscription(stores.apiKeys, stores.revoker)]);
}

function wireIdentity(ctx: ServiceContext<'identity'>) {
  if (!ctx.keys.privateKeyPem) throw new Error('identity needs JWT_PRIVATE_KEY to sign sessions');
  const config = loadIdentityConfig(ctx.config);
  const stores = storesOf(ctx, config);
  const { revoker } = stores;
  const mailer = mailerFor(config.mail);
  const mail = createAccountMail(mailer, ctx.config, ctx.log);
  const counters = limitCounters(ctx.dataSource);
  const limiter = new SignInLimiter(counters, config);
  const sessions = createSessions(stores.sessions, new TokenSigner(ctx.keys.privateKeyPem), revoker, config);
  const invitationTokens = new InvitationTokens(ctx.keys, config.invitationTtlSeconds);
  const passwordReset = createPasswordReset({ store: stores.accounts, users: stores.users, limiter, revoker, mail });
  return {
    stores,
    config,
    platform: ctx.config,
    mailer,
    sessions,
    signUp: createSignUp({ store: stores.accounts, users: stores.users, agents: stores.agents, invitations: invitationTokens, mail, config }),
    activation: createActivation(stores.accounts, stores.users, mail),
    signIn: createSignIn(stores.users, limiter, sessions, config),
    passwordReset,
    preAuth: createPreAuth(stores.accounts, stores.users),
    invitations: createDashboardInvitations(stores.agents.agents, stores.users, invitationTokens, mail),
    tokenExchange: createTokenExchange(stores.apiKeys, stores.users, new TokenExchangeLimiter(counters, config), sessions),
    directory: createUserDirectory(stores.users),
    management: createUserManagement({ store: stores.users, tokens: stores.accounts, apiKeys: stores.apiKeys, revoker, passwordReset }),
    ownAccount: createOwnAccount(stores.users, revoker),
    pictures: createPictures(stores.users),
    apiKeys: createUserApiKeys(stores.apiKeys, revoker),
  };
}

export const identityModule = defineModule({
  name: 'identity',
  specPath: identitySpecPath,
  entities: identityTables,
  migrations: identityMigrations,
  async create(ctx) {
    const parts = wireIdentity(ctx);
    return {
      handlers: completeHandlers<operations>({
        ...authHandlers(parts),
        ...preAuthHandlers(parts),
        ...capturedMailHandlers(parts),
        ...userHandlers(parts),
        ...apiKeyHandlers(parts),
      }),
      subscription: identitySubscription(ctx, parts.stores),
      async onStart() {
        const { ADMIN_EMAIL, ADMIN_PASSWORD } = process.env;
        if (ADMIN_EMAIL && ADMIN_PASSWORD) await seedAdmin(parts.stores.users, ctx.log, ADMIN_EMAIL, ADMIN_PASSWORD);
      },
    };
  },
});
