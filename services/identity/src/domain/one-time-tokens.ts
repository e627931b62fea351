// One-time tokens (activation, reset, pre-auth): what makes one usable, and what an activation link
// leads to. Pure rules; the tokens themselves are in persistence/one-time-tokens.ts.
import type { UserKind } from '@adops/platform';

export type ActivationOutcome = 'success' | 'existing' | 'invalid' | 'expired';

interface TokenState {
  usedAt: Date | null;
  expiresAt: Date;
}

export const isExpired = (token: TokenState, now = Date.now()) => token.expiresAt.getTime() < now;

/** Neither used nor expired. */
export const isUsable = (token: TokenState, now = Date.now()) => !token.usedAt && !isExpired(token, now);

/**
 * What an activation link does for this user, before the agent check: a link of the other kind is
 * invalid, a used link or an active user is "existing", an old link has expired.
 */
export function activationOutcome(token: TokenState | null, user: { kind: UserKind; isActive: boolean } | null, kind: UserKind): ActivationOutcome {
  if (!token || !user || user.kind !== kind) return 'invalid';
  if (token.usedAt || user.isActive) return 'existing';
  if (isExpired(token)) return 'expired';
  return 'success';
}
