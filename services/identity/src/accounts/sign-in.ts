// Sign-in with e-mail and password (spec 000 §1, 002 §2), throttled so that a stranger never locks an
// owner out (sign-in-limiter.ts); and the redirect to an external sign-in provider.
import type { DataSource } from 'typeorm';
import { badRequest, Problem, unauthorized, type RateLimitReport, type UserKind } from '@adops/platform';
import { UserEntity } from '../persistence/entities.ts';
import { findUserByEmail } from '../persistence/users.ts';
import { spendVerifyTime, verifyPassword } from '../domain/passwords.ts';
import { newToken } from '../domain/secrets.ts';
import { normaliseEmail } from '../domain/users.ts';
import { NOT_ACTIVE, WRONG_CREDENTIALS } from '../domain/account-messages.ts';
import type { IdentityConfig } from '../identity-config.ts';
import type { SignInLimiter } from './sign-in-limiter.ts';
import type { Sessions } from './sessions.ts';

export type SignIn = ReturnType<typeof createSignIn>;

export function createSignIn(ds: DataSource, limiter: SignInLimiter, sessions: Sessions, config: IdentityConfig) {
  return {
    async signIn(kind: UserKind, email: string | undefined, password: string | undefined, address: string, report: RateLimitReport) {
      await limiter.checkAddress(address, report);
      if (!email || !password) throw badRequest('Email and password are required.', [{ path: '/body', message: 'email and password are required' }]);
      const normalised = normaliseEmail(email);
      const account = `${kind}:${normalised}`;
      await limiter.beforeCheck(account, address, report);
      const user = await findUserByEmail(ds.manager, normalised, kind);
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
      // eslint-disable-next-line no-restricted-syntax -- the user signing in has no principal yet; this stamps their own row.
      await ds.getRepository(UserEntity).update({ id: user.id }, { lastSignInAt: now });
      return { user: { ...user, lastSignInAt: now }, token: await sessions.sessionFor(user) };
    },

    /** Where a browser goes to sign in with an external provider. */
    providerRedirect(provider: string): string {
      const p = config.providers.find((x) => x.provider === provider);
      if (!p) throw badRequest('Error occurred while signing in', [{ path: '/body/provider', message: `unknown provider ${provider}` }]);
      const url = new URL(p.authBaseUrl);
      url.searchParams.set('client_id', p.clientId);
      url.searchParams.set('redirect_uri', p.redirectUri);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('scope', p.scope ?? 'profile email');
      url.searchParams.set('state', newToken());
      return url.toString();
    },
  };
}
