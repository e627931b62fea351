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
  /** The same instant in milliseconds: revocation compares it with the instant a user's tokens were revoked. */
  issuedAtMs: number;
  /** The session this token belongs to (a browser session, or for a bearer token its API key). */
  sessionId: string;
  /** Seconds since the epoch when the token expires (the verifier always sets it). */
  expiresAt?: number;
  /**
   * Who really acts, for a session "log in as" opened (the JWT's `act` claim, RFC 8693 §4.1): the
   * opener's user and session. Revoking either ends this session too (auth/revocations.ts).
   */
  actor?: SessionActor;
}

/** The opener of a "log in as" session: its user and the session (or API key) it opened it with. */
export interface SessionActor {
  userId: string;
  sessionId: string;
}

export const isStaff = (p: Principal) => p.kind === 'staff';
/** Staff reach every customer only once an admin has granted them a staff role (self sign-up grants none). */
export const isEntitledStaff = (p: Principal) => p.kind === 'staff' && p.roles.some((r) => (STAFF_ROLES as readonly string[]).includes(r));
export const hasAnyRole = (p: Principal, roles: readonly string[]) => p.roles.some((r) => roles.includes(r));
