// One-time tokens (activation, reset, pre-auth) and spent invitations: handed out once, stored only as
// their SHA-256. Every function runs in the caller's transaction.
import { randomUUID } from 'node:crypto';
import { IsNull, type EntityManager } from 'typeorm';
import { TokenEntity, type TokenPurpose, type TokenRow } from './entities.ts';
import { newToken, sha256, TOKEN_TTL_SECONDS } from '../domain/secrets.ts';

/** A new token for the user; the caller sends it, only its hash is kept. */
export async function issueOneTimeToken(m: EntityManager, userId: string, purpose: keyof typeof TOKEN_TTL_SECONDS): Promise<string> {
  const token = newToken();
  const now = new Date();
  await m.insert(TokenEntity, {
    id: randomUUID(),
    userId,
    purpose,
    tokenHash: sha256(token),
    expiresAt: new Date(now.getTime() + TOKEN_TTL_SECONDS[purpose] * 1000),
    usedAt: null,
    createdAt: now,
  });
  return token;
}

export const findOneTimeToken = (m: EntityManager, token: string, purpose: TokenPurpose): Promise<TokenRow | null> =>
  m.findOne(TokenEntity, { where: { tokenHash: sha256(token), purpose } });

export async function markTokenUsed(m: EntityManager, id: string): Promise<void> {
  await m.update(TokenEntity, { id }, { usedAt: new Date() });
}

/** Marks the token used unless it already is: of two concurrent uses, only one gets true. */
export async function claimToken(m: EntityManager, id: string): Promise<boolean> {
  const claimed = await m.update(TokenEntity, { id, usedAt: IsNull() }, { usedAt: new Date() });
  return claimed.affected !== 0;
}

/** An invitation signs up one person: its id is recorded when used. */
export async function isInvitationSpent(m: EntityManager, invitationId: string): Promise<boolean> {
  return (await m.findOne(TokenEntity, { where: { tokenHash: sha256(invitationId), purpose: 'invitation' } })) !== null;
}

export async function spendInvitation(m: EntityManager, invitationId: string, userId: string, ttlSeconds: number): Promise<void> {
  const now = new Date();
  await m.insert(TokenEntity, { id: randomUUID(), userId, purpose: 'invitation', tokenHash: sha256(invitationId), expiresAt: new Date(now.getTime() + ttlSeconds * 1000), usedAt: now, createdAt: now });
}
