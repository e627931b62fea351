// Who is calling. identity puts these claims into the session JWT; every service reads them back
// with identity's public key, without calling identity.
export const STAFF_ROLES = ['admin', 'operations', 'sales', 'user'] as const;
export const DASHBOARD_ROLES = ['corporate', 'branchmanager', 'branchuser', 'agent'] as const;
export type Role = (typeof STAFF_ROLES)[number] | (typeof DASHBOARD_ROLES)[number];
export type UserKind = 'staff' | 'dashboard';

export interface Principal {
  userId: string;
  email: string;
  kind: UserKind;
  roles: Role[];
  customerId?: string;
  agentId?: string;
  officeIds: string[];
  /** How the caller proved who they are: the browser's session cookie or a partner's bearer token. */
  via: 'session' | 'bearer';
  /** Seconds since the epoch when the token was issued. */
  issuedAt: number;
}

export const isStaff = (p: Principal) => p.kind === 'staff';
export const hasAnyRole = (p: Principal, roles: readonly string[]) => p.roles.some((r) => roles.includes(r));
