// Typed clients for every context (openapi-fetch over the generated types) and the operation-roles map.
import createClient, { type ClientOptions } from 'openapi-fetch';
import type { paths as IdentityPaths } from '../generated/identity.ts';

export type { Middleware, ClientOptions } from 'openapi-fetch';
export type * as Identity from '../generated/identity.ts';
export { operationRoles, type OperationId } from '../generated/operation-roles.ts';

export const createIdentityClient = (options?: ClientOptions) => createClient<IdentityPaths>(options);
export type IdentityClient = ReturnType<typeof createIdentityClient>;
