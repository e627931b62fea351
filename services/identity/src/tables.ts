// identity's tables by area. Areas that read another area's table do so through that area's store:
//   - users (users/): read by accounts (sign-up, sign-in, activation, reset, pre-auth, and whether an
//     agent already has an active dashboard user) and by api-keys (a key's user at each exchange);
//   - user_tokens (accounts/) and api_keys (api-keys/) are emptied of a user's rows by users/ when the
//     user is removed, as is user_pictures (users/);
//   - agent_directory (agent-directory/): read by accounts (sign-up, invitations);
//   - customer_api_keys (api-keys/): kept by api-keys' own consumer, read by its token exchange.
// On MySQL the throttles' counters live in rate_limits (accounts/store.ts), which is no entity.
import { PictureEntity, UserEntity } from './users/entities.ts';
import { TokenEntity } from './accounts/entities.ts';
import { ApiKeyEntity, CustomerApiKeyEntity } from './api-keys/entities.ts';
import { DirectoryAgentEntity } from './agent-directory/entities.ts';
import { CreateIdentityTables1763800001000 } from './migrations/1763800001000-create-identity-tables.ts';
import { CreateAgentDirectory1764000001000 } from './migrations/1764000001000-create-agent-directory.ts';
import { CreateCustomerApiKeys1764200001000 } from './migrations/1764200001000-create-customer-api-keys.ts';
import { ApiKeyRolesExpiry1764300001000 } from './migrations/1764300001000-api-key-roles-expiry.ts';
import { PreAuthOpener1764400001000 } from './migrations/1764400001000-pre-auth-opener.ts';

export const identityTables = [UserEntity, TokenEntity, ApiKeyEntity, PictureEntity, DirectoryAgentEntity, CustomerApiKeyEntity];

export const identityMigrations = [CreateIdentityTables1763800001000, CreateAgentDirectory1764000001000, CreateCustomerApiKeys1764200001000, ApiKeyRolesExpiry1764300001000, PreAuthOpener1764400001000];
