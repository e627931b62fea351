// A user as the API shows it (the spec's User schema): never its password hash.
import type { components } from '@adops/openapi/generated/identity';
import type { UserRow } from './entities.ts';

export function toUserDto(u: UserRow): components['schemas']['User'] {
  return {
    id: u.id,
    email: u.email,
    displayName: u.displayName,
    roles: u.roles,
    isActive: u.isActive,
    kind: u.kind,
    officeIds: u.officeIds,
    linkedAccounts: u.linkedAccounts,
    hasPicture: u.hasPicture,
    createdAt: u.createdAt.toISOString(),
    updatedAt: u.updatedAt.toISOString(),
    ...(u.username ? { username: u.username } : {}),
    ...(u.customerId ? { customerId: u.customerId } : {}),
    ...(u.agentId ? { agentId: u.agentId } : {}),
    ...(u.lastSignInAt ? { lastSignInAt: u.lastSignInAt.toISOString() } : {}),
  };
}

export const toUserPage = (page: { items: UserRow[]; count: number }) => ({ items: page.items.map(toUserDto), count: page.count });
