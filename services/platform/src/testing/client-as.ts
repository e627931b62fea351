// Clients acting as somebody, made per test: a staff role, or a dashboard user of a customer (and
// their agent or offices), signed in with a session token signed by the service's own key — what
// identity would issue, without booting identity. Each call is a new principal with a new session.
import { randomUUID } from 'node:crypto';
import { DASHBOARD_ROLES, type Role } from '../auth/principal.ts';
import { sessionCookieName } from '../auth/session-cookie.ts';
import { TokenSigner } from '../auth/tokens.ts';
import type { RuntimeMode } from '../config.ts';
import type { KeyPairPem } from '../auth/tokens.ts';
import { TestClient } from './http-client.ts';
import { Session } from './session.ts';

export interface PrincipalSpec {
  roles: Role[];
  customerId?: string;
  agentId?: string;
  officeIds?: string[];
  /** A given user id (default: a new one each call). */
  userId?: string;
  email?: string;
  /** How the token travels: the session cookie (default) or a partner's bearer header. */
  via?: 'session' | 'bearer';
}

/** A staff role, or the full description of a principal. */
export type Who = Role | PrincipalSpec;

/** What clientAs needs of a running service: where it is, its mode (the cookie's name) and its keys. */
export interface SigningService {
  url: string;
  config: { mode: RuntimeMode };
  booted: { context: { keys: KeyPairPem } };
}

const isDashboardRole = (r: Role) => (DASHBOARD_ROLES as readonly string[]).includes(r);

/**
 * A client signed in as `who`. It returns at once; the token is signed before its first request,
 * so `const admin = clientAs(svc, 'admin')` needs no await.
 */
export function clientAs(svc: SigningService, who: Who): TestClient {
  const spec: PrincipalSpec = typeof who === 'string' ? { roles: [who] } : who;
  const session = new Session();
  const privateKeyPem = svc.booted.context.keys.privateKeyPem;
  if (!privateKeyPem) throw new Error('clientAs needs the service to hold its private key (startTestService gives it one).');
  const via = spec.via ?? 'session';
  const signed = new TokenSigner(privateKeyPem)
    .sign(
      {
        userId: spec.userId ?? randomUUID(),
        email: spec.email ?? `${spec.roles[0] ?? 'nobody'}.${randomUUID().slice(0, 8)}@test.local`,
        kind: spec.roles.some(isDashboardRole) ? 'dashboard' : 'staff',
        roles: spec.roles,
        customerId: spec.customerId ?? null,
        agentId: spec.agentId ?? null,
        officeIds: spec.officeIds ?? [],
      },
      via,
      3600,
    )
    .then((token) => {
      if (via === 'bearer') session.bearer = token;
      else session.cookies.set(sessionCookieName(svc.config.mode), token);
    });
  return new TestClient(svc.url, session.await(signed));
}

/** A client with no session at all. */
export const anon = (svc: { url: string }) => new TestClient(svc.url);
