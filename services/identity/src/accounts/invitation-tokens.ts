// Invitations to the customer dashboard: a signed, expiring token that names one customer and one
// agent, created by someone who may reach that agent. It is the `{agentDetails}` of the
// /customer-dashboard/signup/{agentDetails} link. Its audience differs from a session's, so it can
// never be used as one; it is used once (the sign-up records its id).
import { randomUUID } from 'node:crypto';
import { importPKCS8, importSPKI, jwtVerify, SignJWT, type CryptoKey } from 'jose';
import type { KeyPairPem } from '@adops/platform';

const ALG = 'EdDSA';
const ISSUER = 'adops-identity';
const AUDIENCE = 'adops-invitation';

export interface InvitationClaims {
  id: string;
  customerId: string;
  agentId: string;
}

export class InvitationTokens {
  private readonly signing: Promise<CryptoKey>;
  private readonly verifying: Promise<CryptoKey>;
  private readonly ttlSeconds: number;

  constructor(keys: KeyPairPem, ttlSeconds: number) {
    if (!keys.privateKeyPem) throw new Error('identity needs JWT_PRIVATE_KEY to sign invitations');
    this.signing = importPKCS8(keys.privateKeyPem, ALG);
    this.verifying = importSPKI(keys.publicKeyPem, ALG);
    this.ttlSeconds = ttlSeconds;
  }

  async issue(customerId: string, agentId: string): Promise<{ token: string; expiresAt: Date }> {
    const expiresAt = new Date((Math.floor(Date.now() / 1000) + this.ttlSeconds) * 1000);
    const token = await new SignJWT({ cid: customerId, aid: agentId })
      .setProtectedHeader({ alg: ALG, typ: 'JWT' })
      .setJti(randomUUID())
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(expiresAt)
      .sign(await this.signing);
    return { token, expiresAt };
  }

  /** The invitation's claims, or undefined when the token is forged, expired or not an invitation. */
  async read(token: string): Promise<InvitationClaims | undefined> {
    try {
      const { payload } = await jwtVerify<{ cid?: string; aid?: string }>(token, await this.verifying, { algorithms: [ALG], issuer: ISSUER, audience: AUDIENCE });
      if (!payload.jti || !payload.cid || !payload.aid) return undefined;
      return { id: payload.jti, customerId: payload.cid, agentId: payload.aid };
    } catch {
      return undefined;
    }
  }
}
