// Session and bearer tokens: EdDSA JWTs. identity signs (it alone holds the private key); every
// service verifies with the public key, allowing only EdDSA and checking issuer, audience and expiry.
import { generateKeyPair, exportPKCS8, exportSPKI, importPKCS8, importSPKI, SignJWT, jwtVerify, type CryptoKey } from 'jose';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SessionActor, Principal, Role, UserKind } from './principal.ts';
import type { PlatformConfig } from '../config.ts';

const ISSUER = 'adops-identity';
const AUDIENCE = 'adops';
const ALG = 'EdDSA';

export interface KeyPairPem {
  publicKeyPem: string;
  privateKeyPem?: string;
}

interface Claims {
  email: string;
  kind: UserKind;
  roles: Role[];
  cid?: string;
  aid?: string;
  oids?: string[];
  via: 'session' | 'bearer';
  /** The session id: what sign-out and API-key revocation refuse. */
  sid: string;
  /** A "log in as" session's opener (RFC 8693 §4.1 actor claim): its user and session id. */
  act?: { sub: string; sid: string };
}

/** An `act` claim as we sign it: a user and a session id, nothing else (no nested actors). */
const isActClaim = (act: unknown): act is { sub: string; sid: string } =>
  typeof act === 'object' && act !== null && typeof (act as { sub?: unknown }).sub === 'string' && (act as { sub: string }).sub !== ''
  && typeof (act as { sid?: unknown }).sid === 'string' && (act as { sid: string }).sid !== '';

export async function generateKeyPairPem(): Promise<Required<KeyPairPem>> {
  const { publicKey, privateKey } = await generateKeyPair(ALG, { crv: 'Ed25519', extractable: true });
  return { publicKeyPem: await exportSPKI(publicKey), privateKeyPem: await exportPKCS8(privateKey) };
}

/**
 * The keys from the environment, or for development and the embedded default a pair generated once
 * and kept in DATA_DIR/keys, so sessions survive a restart.
 */
export async function resolveKeys(config: PlatformConfig): Promise<KeyPairPem> {
  if (config.jwtPublicKeyPem) {
    return config.jwtPrivateKeyPem
      ? { publicKeyPem: config.jwtPublicKeyPem, privateKeyPem: config.jwtPrivateKeyPem }
      : { publicKeyPem: config.jwtPublicKeyPem };
  }
  const dir = join(config.dataDir, 'keys');
  const pub = join(dir, 'jwt-public.pem');
  const priv = join(dir, 'jwt-private.pem');
  if (existsSync(pub) && existsSync(priv)) return { publicKeyPem: readFileSync(pub, 'utf8'), privateKeyPem: readFileSync(priv, 'utf8') };
  const pair = await generateKeyPairPem();
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  writeFileSync(pub, pair.publicKeyPem);
  writeFileSync(priv, pair.privateKeyPem, { mode: 0o600 });
  return pair;
}

export class TokenVerifier {
  private readonly key: Promise<CryptoKey>;
  // Verifying Ed25519 costs tens of microseconds; a small cache of recently verified tokens keeps it
  // off the hot path of a busy list endpoint. Entries expire with their token.
  private readonly cache = new Map<string, Principal & { expiresAt: number }>();

  constructor(publicKeyPem: string) {
    this.key = importSPKI(publicKeyPem, ALG);
  }

  async verify(token: string): Promise<Principal | undefined> {
    const now = Math.floor(Date.now() / 1000);
    const cached = this.cache.get(token);
    if (cached) {
      if (cached.expiresAt > now) return cached;
      this.cache.delete(token);
    }
    try {
      const { payload } = await jwtVerify<Claims>(token, await this.key, { algorithms: [ALG], issuer: ISSUER, audience: AUDIENCE });
      // A token without a session id cannot be revoked: it is not accepted.
      if (!payload.sub || !payload.exp || !payload.iat || !payload.sid || !Array.isArray(payload.roles)) return undefined;
      // An actor we cannot read could not be revoked with its opener: the token is not accepted.
      if (payload.act !== undefined && !isActClaim(payload.act)) return undefined;
      const principal: Principal & { expiresAt: number } = {
        userId: payload.sub,
        email: payload.email,
        kind: payload.kind,
        roles: payload.roles,
        officeIds: payload.oids ?? [],
        via: payload.via,
        issuedAt: Math.floor(payload.iat),
        issuedAtMs: Math.round(payload.iat * 1000),
        sessionId: payload.sid,
        expiresAt: payload.exp,
        ...(payload.act ? { actor: { userId: payload.act.sub, sessionId: payload.act.sid } } : {}),
        ...(payload.cid ? { customerId: payload.cid } : {}),
        ...(payload.aid ? { agentId: payload.aid } : {}),
      };
      if (this.cache.size > 10_000) this.cache.clear();
      this.cache.set(token, principal);
      return principal;
    } catch {
      return undefined;
    }
  }
}

export interface TokenSubject {
  userId: string;
  email: string;
  kind: UserKind;
  roles: Role[];
  customerId?: string | null;
  agentId?: string | null;
  officeIds?: string[];
}

export class TokenSigner {
  private readonly key: Promise<CryptoKey>;

  constructor(privateKeyPem: string) {
    this.key = importPKCS8(privateKeyPem, ALG);
  }

  /**
   * `sessionId` names what can revoke the token: a new browser session by default, or for a partner's
   * bearer token its API key. `iat` keeps milliseconds (RFC 7519 allows a fraction), so a revocation
   * of a user's tokens refuses exactly those issued before it, even within the same second. `actor`
   * makes it a "log in as" session: the `act` claim names its opener, whose revocation ends it too.
   * `notAfter` (seconds since the epoch) caps the expiry: such a session never outlives its opener's token.
   */
  async sign(
    subject: TokenSubject,
    via: 'session' | 'bearer',
    ttlSeconds: number,
    sessionId: string = randomUUID(),
    { actor, notAfter }: { actor?: SessionActor | undefined; notAfter?: number | undefined } = {},
  ): Promise<string> {
    const claims: Claims = { email: subject.email, kind: subject.kind, roles: subject.roles, via, sid: sessionId };
    if (actor) claims.act = { sub: actor.userId, sid: actor.sessionId };
    const now = Date.now() / 1000;
    const exp = Math.min(Math.floor(now) + ttlSeconds, notAfter ?? Infinity);
    if (subject.customerId) claims.cid = subject.customerId;
    if (subject.agentId) claims.aid = subject.agentId;
    if (subject.officeIds?.length) claims.oids = subject.officeIds;
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: ALG, typ: 'JWT' })
      .setSubject(subject.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(exp)
      .sign(await this.key);
  }
}
