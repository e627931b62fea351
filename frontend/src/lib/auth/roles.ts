// Route roles. A route is allowed when its roles include 'guest', when it asks only for a signed-in
// user and one exists, or when the user has any of its roles (000 §6). Where a page maps to an
// operation, its roles come from the generated operation-roles map (the same roles the server checks),
// narrowed by the spec's route roles where the spec is stricter.
import { operationRoles, type OperationId } from '@adops/openapi';
import { GUEST } from '../../constants.ts';

export type RouteRoles = typeof GUEST | 'signed-in' | readonly string[];

export function rolesOf(operationId: OperationId, specRoles?: readonly string[]): RouteRoles {
  const declared = operationRoles[operationId].roles as 'public' | 'signed-in' | readonly string[];
  if (declared === 'public') return specRoles ?? GUEST;
  if (declared === 'signed-in') return specRoles ?? 'signed-in';
  if (!specRoles) return declared;
  const both = declared.filter((role) => specRoles.includes(role));
  return both.length ? both : specRoles;
}

export type Decision = 'allow' | 'sign-in' | 'forbidden';

export function decide(roles: RouteRoles, user: { roles: readonly string[] } | null | undefined): Decision {
  if (roles === GUEST) return 'allow';
  if (Array.isArray(roles) && roles.includes(GUEST)) return 'allow';
  if (!user) return 'sign-in';
  if (roles === 'signed-in') return 'allow';
  return user.roles.some((role) => (roles as readonly string[]).includes(role)) ? 'allow' : 'forbidden';
}

/** Whether a user with these roles may call an operation (so a page can leave out what would be a 403). */
export function mayCall(operationId: OperationId, userRoles: readonly string[] | undefined): boolean {
  const declared = operationRoles[operationId].roles as 'public' | 'signed-in' | readonly string[];
  if (declared === 'public' || declared === 'signed-in') return true;
  return (userRoles ?? []).some((role) => declared.includes(role));
}

/** The operations of staff user management that act on one user (identity checks assertMayManage on each). */
export type UserManagementOperation = 'updateUser' | 'activateUser' | 'deactivateUser' | 'setUserPassword' | 'setUserPicture';

/**
 * The one frontend rule of who may manage which user, so that pages do not offer what the server
 * would refuse: the operation's roles from the spec, plus identity's rule that only an admin may
 * change an admin (services/identity assertMayManage).
 */
export function mayManageUser(
  operationId: UserManagementOperation, me: { roles: readonly string[] } | null | undefined, target: { roles: readonly string[] },
): boolean {
  if (!me || !mayCall(operationId, me.roles)) return false;
  return mayGrantAdmin(me) || !target.roles.includes('admin');
}

/** Only an admin may grant or remove the admin role (the same rule of identity's). */
export const mayGrantAdmin = (me: { roles: readonly string[] } | null | undefined): boolean => !!me?.roles.includes('admin');
