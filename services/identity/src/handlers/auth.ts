// /api/auth: providers, sign-up, activation, sign-in and out, reset, re-invite — for staff and, under
// /api/auth/dashboard, for dashboard users.
import type { Request, Response } from 'express';
import { clearSessionCookie, Problem, rateLimitReporter, reply, setSessionCookie, type SomeHandlers, type TypedRequest, type UserKind } from '@adops/platform';
import type { operations } from '@adops/openapi/generated/identity';
import type { ActivationOutcome } from '../domain/one-time-tokens.ts';
import { ACTIVATED, EXPIRED_LINK, INVALID_ACTIVATION } from '../domain/account-messages.ts';
import type { IdentityParts } from '../wiring.ts';
import { clientAddress } from './client-address.ts';
import { toUserDto } from './user-dto.ts';

type AuthOps =
  | 'getAuthConfig' | 'signUp' | 'activateAccount' | 'signIn' | 'signOut' | 'forgotPassword' | 'resetPassword' | 'reinvite'
  | 'dashboardSignUp' | 'activateDashboardAccount' | 'dashboardSignIn' | 'dashboardForgotPassword' | 'dashboardResetPassword' | 'dashboardReinvite';

const OUTCOME_PAGES: Record<UserKind, Record<ActivationOutcome, string>> = {
  staff: { success: '/authentication/success', existing: '/authentication/invalid', invalid: '/authentication/invalid', expired: '/authentication/invalid' },
  dashboard: {
    success: '/authentication/dashboardsuccess',
    existing: '/authentication/dashboardsuccessexisting',
    invalid: '/authentication/dashboardinvalid',
    expired: '/authentication/dashboardexpiredlink',
  },
};

/** Browsers follow the e-mailed link and land on an outcome page; JSON clients get the outcome. */
function answerActivation(req: Pick<Request, 'accepts'>, res: Response, kind: UserKind, outcome: ActivationOutcome): void {
  const wantsJson = req.accepts(['text/html', 'application/json']) === 'application/json';
  if (!wantsJson) return void res.redirect(302, OUTCOME_PAGES[kind][outcome]);
  if (outcome === 'success') return reply(res, 200, { message: ACTIVATED });
  if (outcome === 'expired') throw new Problem(410, 'Gone', EXPIRED_LINK);
  throw new Problem(400, 'Bad Request', INVALID_ACTIVATION);
}

export function authHandlers(parts: IdentityParts): SomeHandlers<operations, AuthOps> {
  const { signUp, activation, signIn, sessions, passwordReset, config, platform, mailer } = parts;

  const signInAs = (kind: UserKind) => async (req: TypedRequest<operations['signIn']> | TypedRequest<operations['dashboardSignIn']>, res: Response) => {
    if (req.body.provider) return reply(res, 200, { redirect: true, url: signIn.providerRedirect(req.body.provider), isActive: true, roles: [] });
    const { user, token } = await signIn.signIn(kind, req.body.email, req.body.password, clientAddress(req), rateLimitReporter(res));
    setSessionCookie(res, platform.mode, token, config.sessionTtlSeconds);
    reply(res, 200, { redirect: false, isActive: user.isActive, roles: user.roles, user: toUserDto(user), ...(kind === 'dashboard' ? { url: '/customer-dashboard' } : {}) });
  };

  return {
    getAuthConfig: (_req, res) =>
      reply(res, 200, {
        providers: config.providers.map((p) => ({
          provider: p.provider,
          clientId: p.clientId,
          redirectUri: p.redirectUri,
          authBaseUrl: p.authBaseUrl,
          url: '/api/auth/signin',
          facebookLinkingPermissions: p.facebookLinkingPermissions ?? [],
        })),
        signUpEnabled: config.signUpEnabled,
        mailCaptured: Boolean(mailer.captured),
      }),

    signUp: async (req, res) => {
      const b = req.body;
      reply(res, 201, await signUp.signUp({ kind: 'staff', email: b.email, password: b.password, confirmPassword: b.confirmPassword, ...(b.displayName ? { displayName: b.displayName } : {}) }));
    },
    dashboardSignUp: async (req, res) => {
      const b = req.body;
      reply(
        res,
        201,
        await signUp.signUp({
          kind: 'dashboard',
          email: b.email,
          password: b.password,
          confirmPassword: b.confirmPassword,
          ...(b.username ? { username: b.username } : {}),
          ...(b.invitation ? { invitation: b.invitation } : {}),
        }),
      );
    },

    activateAccount: async (req, res) => answerActivation(req, res, 'staff', await activation.activate(req.params.token, 'staff')),
    activateDashboardAccount: async (req, res) => answerActivation(req, res, 'dashboard', await activation.activate(req.params.token, 'dashboard')),
    reinvite: async (req, res) => reply(res, 200, await activation.reinvite(req.body.email, 'staff')),
    dashboardReinvite: async (req, res) => reply(res, 200, await activation.reinvite(req.body.email, 'dashboard')),

    signIn: signInAs('staff'),
    dashboardSignIn: signInAs('dashboard'),
    signOut: async (req, res) => {
      await sessions.signOut(req.principal);
      clearSessionCookie(res, platform.mode);
      reply(res, 200, { redirect: false });
    },

    forgotPassword: async (req, res) => reply(res, 200, await passwordReset.forgot(req.body.email, 'staff', clientAddress(req), rateLimitReporter(res))),
    dashboardForgotPassword: async (req, res) => reply(res, 200, await passwordReset.forgot(req.body.email, 'dashboard', clientAddress(req), rateLimitReporter(res))),
    resetPassword: async (req, res) => reply(res, 200, await passwordReset.reset(req.params.token, 'staff', req.body.password, req.body.confirmPassword)),
    dashboardResetPassword: async (req, res) => reply(res, 200, await passwordReset.reset(req.params.token, 'dashboard', req.body.password, req.body.confirmPassword)),
  };
}
