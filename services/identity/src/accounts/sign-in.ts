// Sign-in with e-mail and password (spec 000 §1, 002 §2), throttled so that a stranger never locks an
// owner out (sign-in-limiter.ts); and the redirect to an external sign-in provider.
import { badRequest, Problem, unauthorized, type RateLimitReport, type UserKind } from '@adops/platform';
import type { IdentityConfig } from '../config.ts';
import type { UserStore } from '../users/store.ts';
import { normaliseEmail } from '../users/rules.ts';
import type { Sessions } from '../sessions/sessions.ts';
import { spendVerifyTime, verifyPassword } from './passwords.ts';
import { newToken } from './secrets.ts';
import { NOT_ACTIVE, WRONG_CREDENTIALS } from './rules.ts';
import type { SignInLimiter } from './sign-in-limiter.ts';

export type SignIn = ReturnType<typeof createSignIn>;

export function createSignIn(users: UserStore, limiter: SignInLimiter, sessions: Sessions, config: IdentityConfig) {
  return {
    async signIn(kind: UserKind, email: string | undefined, password: string | undefined, address: string, report: RateLimitReport) {
      await limiter.checkAddress(address, report);
      if (!email || !password) throw badRequest('Email and password are required.', [{ path: '/body', message: 'email and password are required' }]);
      const normalised = normaliseEmail(email);
      const account = `${kind}:${normalised}`;
      await limiter.beforeCheck(account, address, report);
      const user = await users.byEmail(normalised, kind);
      if (!user) {
        await spendVerifyTime(password);
        await limiter.failed(account, address, report);
        throw unauthorized(WRONG_CREDENTIALS);
      }
      if (!(await verifyPassword(user.passwordHash, password))) {
        await limiter.failed(account, address, report);
        throw unauthorized(WRONG_CREDENTIALS);
      }
      await limiter.succeeded(account, address);
      if (!user.isActive) throw new Problem(403, 'Forbidden', NOT_ACTIVE);
      const now = new Date();
      await users.stampSignIn(user.id, now);
      return { user: { ...user, lastSignInAt: now }, token: await sessions.sessionFor(user) };
    },

    /** Where a browser goes to sign in with an external provider. */
    providerRedirect(provider: string): string {
      const match = config.providers.find((candidate) => candidate.provider === provider);
      if (!match) throw badRequest('Error occurred while signing in', [{ path: '/body/provider', message: `unknown provider ${provider}` }]);
      const url = new URL(match.authBaseUrl);
      url.searchParams.set('client_id', match.clientId);
      url.searchParams.set('redirect_uri', match.redirectUri);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('scope', match.scope ?? 'profile email');
      url.searchParams.set('state', newToken());
      return url.toString();
    },
  };
}
