// Enforces each operation's security requirement from the spec: the role names listed under a scheme
// are the roles allowed; [] means any signed-in user; an empty requirement means public.
// Runs after the OpenAPI validator, which has matched the operation (req.openapi.schema).
import type { NextFunction, Request, Response } from 'express';
import type { Principal } from './principal.ts';
import { hasAnyRole } from './principal.ts';
import type { TokenVerifier } from './tokens.ts';
import type { Revocations } from './revocations.ts';
import { readSessionCookie, requestedSession } from './session-cookie.ts';
import type { RuntimeMode } from '../config.ts';
import { forbidden, Problem, unauthorized } from '../problems.ts';

type Requirement = Record<string, string[]>;

declare module 'express-serve-static-core' {
  interface Request {
    principal?: Principal;
    openapi?: { schema?: { security?: Requirement[]; operationId?: string }; pathParams?: Record<string, string> };
  }
}

async function readToken(req: Request, verifier: TokenVerifier, mode: RuntimeMode): Promise<Principal | undefined> {
  const auth = req.headers.authorization;
  if (auth?.startsWith('Bearer ')) {
    const p = await verifier.verify(auth.slice(7).trim());
    // Only a "log in as" session has an actor, and it is never a bearer token.
    return p && !p.actor ? { ...p, via: 'bearer' } : undefined;
  }
  // The session the request's X-Session header chooses (its own, or the one "log in as" opened).
  const { slot, userId: expected } = requestedSession(req);
  const cookie = readSessionCookie(req, mode);
  if (cookie) {
    const p = await verifier.verify(cookie);
    // A bearer token placed in a cookie is still a bearer token: it carries its own `via`.
    if (!p || p.via !== 'session') return undefined;
    // The second cookie holds only what "log in as" opened (a session with an actor, which ends with its
    // opener); the first never does. One moved to the other slot, or opened before actors, is none.
    if ((slot === 'as') !== (p.actor !== undefined)) return undefined;
    // A tab that names the user it acts as is never another user (a later "log in as" replaced the cookie).
    return expected === undefined || expected === p.userId ? p : undefined;
  }
  return undefined;
}

/** The caller, when its token is genuine, unexpired and not revoked (signed out, deactivated, …). */
async function readPrincipal(req: Request, verifier: TokenVerifier, revocations: Revocations, mode: RuntimeMode): Promise<Principal | undefined> {
  const p = await readToken(req, verifier, mode);
  return p && !revocations.isRevoked(p) ? p : undefined;
}

/** The realm of our bearer challenges (RFC 6750 §3): one for every service of an installation. */
export const BEARER_REALM = 'adops';

/**
 * A 401 that challenges for a bearer token (RFC 6750 §3) when the operation accepts one; with
 * error="invalid_token" when the caller sent one and it was refused (forged, expired, revoked).
 * An operation that takes only the session cookie gets no challenge: cookies have no auth scheme.
 */
function unauthorizedFor(req: Request, security: Requirement[]): Problem {
  const problem = unauthorized();
  if (!security.some((entry) => 'bearer' in entry)) return problem;
  const sentBearer = /^bearer\s/i.test(req.headers.authorization ?? '');
  const challenge = `Bearer realm="${BEARER_REALM}"${sentBearer ? ', error="invalid_token", error_description="The access token is invalid, expired or revoked"' : ''}`;
  return new Problem(problem.status, problem.title, problem.detail, { headers: { 'WWW-Authenticate': challenge } });
}

/** `mode` decides which cookie names are read (session-cookie.ts): production's __Host- ones only there. */
export function securityMiddleware(verifier: TokenVerifier, revocations: Revocations, rootSecurity: Requirement[] | undefined, mode: RuntimeMode) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const security = req.openapi?.schema?.security ?? rootSecurity ?? [];
    const principal = await readPrincipal(req, verifier, revocations, mode);
    if (principal) req.principal = principal;
    if (security.length === 0) return next();
    if (!principal) throw unauthorizedFor(req, security);
    // The requirement entries naming the scheme the caller used decide; each lists allowed roles.
    const applicable = security.filter((entry) => principal.via in entry);
    if (applicable.length === 0) throw unauthorizedFor(req, security);
    const allowsAny = applicable.some((entry) => (entry[principal.via] ?? []).length === 0);
    if (allowsAny) return next();
    const roles = applicable.flatMap((entry) => entry[principal.via] ?? []);
    if (!hasAnyRole(principal, roles)) throw forbidden();
    next();
  };
}

/**
 * For handlers of operations that require a principal: the security middleware guarantees one. Takes
 * any request type (a handler's request is typed by its operation), since only `principal` is read.
 */
export function principalOf(req: { principal?: Principal | undefined }): Principal {
  if (!req.principal) throw unauthorized();
  return req.principal;
}
