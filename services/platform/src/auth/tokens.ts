// Session and bearer tokens: EdDSA JWTs. identity signs (it alone holds the private key); every
// service verifies with the public key, allowing only EdDSA and checking issuer, audience and expiry.
import { generateKeyPair, exportPKCS8, exportSPKI, importPKCS8, importSPKI, SignJWT, jwtVerify, type CryptoKey } from 'jose';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Principal, Role, UserKind } from './principal.ts';
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
}

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
  private readonly cache = new Map<string, Principal & { exp: number }>();

  constructor(publicKeyPem: string) {
    this.key = importSPKI(publicKeyPem, ALG);
  }

  async verify(token: string): Promise<Principal | undefined> {
    const now = Math.floor(Date.now() / 1000);
    const cached = this.cache.get(token);
    if (cached) {
      if (cached.exp > now) return cached;
      this.cache.delete(token);
    }
    try {
      const { payload } = await jwtVerify<Claims>(token, await this.key, { algorithms: [ALG], issuer: ISSUER, audience: AUDIENCE });
      if (!payload.sub || !payload.exp || !Array.isArray(payload.roles)) return undefined;
      const principal: Principal & { exp: number } = {
        userId: payload.sub,
        email: payload.email,
        kind: payload.kind,
        roles: payload.roles,
        officeIds: payload.oids ?? [],
        via: payload.via,
        issuedAt: payload.iat ?? now,
        exp: payload.exp,
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

  async sign(subject: TokenSubject, via: 'session' | 'bearer', ttlSeconds: number): Promise<string> {
    const claims: Claims = { email: subject.email, kind: subject.kind, roles: subject.roles, via };
    if (subject.customerId) claims.cid = subject.customerId;
    if (subject.agentId) claims.aid = subject.agentId;
    if (subject.officeIds?.length) claims.oids = subject.officeIds;
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: ALG, typ: 'JWT' })
      .setSubject(subject.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
      .sign(await this.key);
  }
}
