// The identity service module: its spec, tables, handlers and consumers, for its own process (main.ts)
// and for the embedded default alike.
import { fileURLToPath } from 'node:url';
import type { operations } from '@adops/openapi/generated/identity';
import { completeHandlers, defineModule } from '@adops/platform';
import { identityEntities } from './persistence/entities.ts';
import { CreateIdentityTables1763800001000 } from './persistence/migrations/1763800001000-create-identity-tables.ts';
import { CreateAgentDirectory1764000001000 } from './persistence/migrations/1764000001000-create-agent-directory.ts';
import { CreateCustomerApiKeys1764200001000 } from './persistence/migrations/1764200001000-create-customer-api-keys.ts';
import { ApiKeyRolesExpiry1764300001000 } from './persistence/migrations/1764300001000-api-key-roles-expiry.ts';
import { identitySubscription } from './events/subscription.ts';
import { authHandlers } from './handlers/auth.ts';
import { preAuthHandlers } from './handlers/pre-auth.ts';
import { capturedMailHandlers } from './handlers/captured-mail.ts';
import { userHandlers } from './handlers/users.ts';
import { apiKeyHandlers } from './handlers/api-keys.ts';
import { seedAdmin } from './accounts/seed-admin.ts';
import { wireIdentity } from './wiring.ts';

export const identitySpecPath = fileURLToPath(new URL('../../../openapi/generated/identity.openapi.yaml', import.meta.url));

export const identityModule = defineModule({
  name: 'identity',
  specPath: identitySpecPath,
  entities: identityEntities,
  migrations: [CreateIdentityTables1763800001000, CreateAgentDirectory1764000001000, CreateCustomerApiKeys1764200001000, ApiKeyRolesExpiry1764300001000],
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
      subscription: identitySubscription(parts.revoker),
      async onStart() {
        const { ADMIN_EMAIL, ADMIN_PASSWORD } = process.env;
        if (ADMIN_EMAIL && ADMIN_PASSWORD) await seedAdmin(parts.kit, ctx.log, ADMIN_EMAIL, ADMIN_PASSWORD);
      },
    };
  },
});
