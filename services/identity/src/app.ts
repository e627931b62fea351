// The identity service module: its spec, tables, handlers and start-up, for its own process
// (main.ts) and for the embedded default alike.
import { fileURLToPath } from 'node:url';
import type { operations } from '@adops/openapi/generated/identity';
import { completeHandlers, defineModule, TokenSigner } from '@adops/platform';
import { identityEntities } from './persistence/entities.ts';
import { CreateIdentityTables1763800001000 } from './persistence/migrations/1763800001000-create-identity-tables.ts';
import { CreateAgentDirectory1764000001000 } from './persistence/migrations/1764000001000-create-agent-directory.ts';
import { SessionRevoker } from './sessions.ts';
import { InvitationTokens } from './invitations.ts';
import { agentDirectorySubscription } from './events/agent-directory.ts';
import { loadIdentityConfig } from './identity-config.ts';
import { capturingMailer, smtpMailer } from './mail/mailer.ts';
import { SignInLimiter } from './rate-limit.ts';
import { Accounts } from './accounts.ts';
import { Users } from './users.ts';
import { Pictures } from './pictures.ts';
import { authHandlers } from './handlers/auth.ts';
import { userHandlers } from './handlers/users.ts';
import { apiKeyHandlers } from './handlers/api-keys.ts';
import { seedAdmin } from './seed.ts';

export const identitySpecPath = fileURLToPath(new URL('../../../openapi/generated/identity.openapi.yaml', import.meta.url));

export const identityModule = defineModule({
  name: 'identity',
  specPath: identitySpecPath,
  entities: identityEntities,
  migrations: [CreateIdentityTables1763800001000, CreateAgentDirectory1764000001000],
  async create(ctx) {
    if (!ctx.keys.privateKeyPem) throw new Error('identity needs JWT_PRIVATE_KEY to sign sessions');
    const config = loadIdentityConfig(ctx.config);
    const mailer = config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : capturingMailer(config.mailDir);
    const limiter = new SignInLimiter(ctx.dataSource, config);
    const signer = new TokenSigner(ctx.keys.privateKeyPem);
    const sessions = new SessionRevoker(ctx.revocations, ctx.outbox, config);
    const invitations = new InvitationTokens(ctx.keys, config.invitationTtlSeconds);
    const accounts = new Accounts({ ds: ctx.dataSource, outbox: ctx.outbox, signer, mailer, limiter, sessions, invitations, config, platform: ctx.config, log: ctx.log });
    const users = new Users(ctx.dataSource, ctx.outbox, accounts, sessions);
    const pictures = new Pictures(ctx.dataSource);
    return {
      handlers: completeHandlers<operations>({
        ...authHandlers({ accounts, users, config, platform: ctx.config, mailer }),
        ...userHandlers({ users, pictures, accounts, config, platform: ctx.config }),
        ...apiKeyHandlers({ ds: ctx.dataSource, accounts, sessions }),
      }),
      subscription: agentDirectorySubscription(),
      async onStart() {
        const { ADMIN_EMAIL, ADMIN_PASSWORD } = process.env;
        if (ADMIN_EMAIL && ADMIN_PASSWORD) await seedAdmin(ctx.dataSource, ctx.outbox, ctx.log, ADMIN_EMAIL, ADMIN_PASSWORD);
      },
    };
  },
});
