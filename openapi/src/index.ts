// Typed clients for every context (openapi-fetch over the generated types) and the operation-roles map.
import createClient, { type ClientOptions } from 'openapi-fetch';
import type { paths as IdentityPaths } from '../generated/identity.ts';
import type { paths as CustomerPaths } from '../generated/customer.ts';

export type { Middleware, ClientOptions } from 'openapi-fetch';
export type * as Identity from '../generated/identity.ts';
export type * as Customer from '../generated/customer.ts';
export { operationRoles, type OperationId } from '../generated/operation-roles.ts';

export const createIdentityClient = (options?: ClientOptions) => createClient<IdentityPaths>(options);
export type IdentityClient = ReturnType<typeof createIdentityClient>;

export const createCustomerClient = (options?: ClientOptions) => createClient<CustomerPaths>(options);
export type CustomerClient = ReturnType<typeof createCustomerClient>;
