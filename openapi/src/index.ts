// The contract package: every context's typed client factory and generated types
// (openapi/generated/clients.ts, written by `make gen` for each openapi/<context>/openapi.yaml),
// the list of contexts and the operation-roles map.
export type { Middleware, ClientOptions } from 'openapi-fetch';
export * from '../generated/clients.ts';
export { contexts, type ContextName } from '../generated/contexts.ts';
export { operationRoles, type OperationId } from '../generated/operation-roles.ts';
