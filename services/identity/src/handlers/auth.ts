// /api/auth: providers, sign-up, activation, sign-in and out, reset, re-invite, tokens, captured mail
// — for staff and, under /api/auth/dashboard, for dashboard users.
import type { Request, Response } from 'express';
import { clearSessionCookie, notFound, Problem, principalOf, reply, setSessionCookie, type SomeHandlers, type TypedRequest, type UserKind } from '@adops/platform';
import type { operations } from '@adops/openapi/generated/identity';
import { ACTIVATED, EXPIRED_LINK, INVALID_ACTIVATION, type Accounts, type ActivationOutcome } from '../accounts.ts';
import type { Users } from '../users.ts';
import type { IdentityConfig } from '../identity-config.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { PlatformConfig } from '@adops/platform';
import { assertDoesNotOutrank, toUserDto } from '../domain/users.ts';

type AuthOps =
  | 'getAuthConfig' | 'signUp' | 'activateAccount' | 'signIn' | 'signOut' | 'forgotPassword' | 'resetPassword' | 'reinvite'
  | 'issueToken' | 'listCapturedMail' | 'dashboardSignUp' | 'activateDashboardAccount' | 'dashboardSignIn'
  | 'dashboardForgotPassword' | 'dashboardResetPassword' | 'dashboardReinvite' | 'createPreAuthUrl' | 'createPreAuthLink' | 'usePreAuth'
  | 'createDashboardInvitation';

/** The client's address: from X-Forwarded-For only through the proxies TRUST_PROXY names. */
const clientAddress = (req: Pick<Request, 'ip' | 'socket'>) => req.ip ?? req.socket.remoteAddress ?? 'unknown';

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

export function authHandlers(deps: { accounts: Accounts; users: Users; config: IdentityConfig; platform: PlatformConfig; mailer: Mailer }): SomeHandlers<operations, AuthOps> {
  const { accounts, users, config, platform, mailer } = deps;

  const signIn = (kind: UserKind) => async (req: TypedRequest<operations['signIn']> | TypedRequest<operations['dashboardSignIn']>, res: Response) => {
    if (req.body.provider) return reply(res, 200, { redirect: true, url: accounts.providerRedirect(req.body.provider), isActive: true, roles: [] });
    const { user, token } = await accounts.signIn(kind, req.body.email, req.body.password, clientAddress(req));
    setSessionCookie(res, platform.mode, token, config.sessionTtlSeconds);
    const body: Record<string, unknown> = { redirect: false, isActive: user.isActive, roles: user.roles, user: toUserDto(user) };
    if (kind === 'dashboard') body.url = '/customer-dashboard';
    reply(res, 200, body);
  };

  const preAuthTarget = async (req: TypedRequest<operations['createPreAuthUrl']> | TypedRequest<operations['createPreAuthLink']>) => {
    const actor = principalOf(req);
    const target = await users.visible(actor, req.body.userid);
    if (target.kind !== 'dashboard' || !target.isActive) throw notFound('No active dashboard user with that id.');
    assertDoesNotOutrank(actor, target);
    return accounts.preAuthToken(actor, target.id);
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
      reply(res, 201, await accounts.signUp({ kind: 'staff', email: b.email, password: b.password, confirmPassword: b.confirmPassword, ...(b.displayName ? { displayName: b.displayName } : {}) }));
    },
    dashboardSignUp: async (req, res) => {
      const b = req.body;
      reply(
        res,
        201,
        await accounts.signUp({
          kind: 'dashboard',
          email: b.email,
          password: b.password,
          confirmPassword: b.confirmPassword,
          ...(b.username ? { username: b.username } : {}),
          ...(b.invitation ? { invitation: b.invitation } : {}),
        }),
      );
    },

    activateAccount: async (req, res) => answerActivation(req, res, 'staff', await accounts.activate(req.params.token, 'staff')),
    activateDashboardAccount: async (req, res) => answerActivation(req, res, 'dashboard', await accounts.activate(req.params.token, 'dashboard')),

    signIn: signIn('staff'),
    dashboardSignIn: signIn('dashboard'),

    signOut: async (req, res) => {
      await accounts.signOut(req.principal);
      clearSessionCookie(res, platform.mode);
      reply(res, 200, { redirect: false });
    },

    forgotPassword: async (req, res) => reply(res, 200, await accounts.forgot(req.body.email, 'staff', clientAddress(req))),
    dashboardForgotPassword: async (req, res) => reply(res, 200, await accounts.forgot(req.body.email, 'dashboard', clientAddress(req))),
    resetPassword: async (req, res) => reply(res, 200, await accounts.reset(req.params.token, 'staff', req.body.password, req.body.confirmPassword)),
    dashboardResetPassword: async (req, res) => reply(res, 200, await accounts.reset(req.params.token, 'dashboard', req.body.password, req.body.confirmPassword)),
    reinvite: async (req, res) => reply(res, 200, await accounts.reinvite(req.body.email, 'staff')),
    dashboardReinvite: async (req, res) => reply(res, 200, await accounts.reinvite(req.body.email, 'dashboard')),

    issueToken: async (req, res) => reply(res, 200, await accounts.bearerForApiKey(req.body.apiKey, clientAddress(req))),

    listCapturedMail: (req, res) => {
      if (!mailer.captured) throw notFound('Mail is sent, not captured, on this install.');
      const all = mailer.captured.list(req.query.to);
      const limit = req.query.limit ?? 25;
      const page = req.query.page ?? 1;
      reply(res, 200, { items: all.slice((page - 1) * limit, page * limit), count: all.length });
    },

    createPreAuthUrl: async (req, res) => {
      const token = await preAuthTarget(req);
      reply(res, 200, { url: `${platform.publicUrl}/api/auth/dashboard/preauth/${token}` });
    },
    createDashboardInvitation: async (req, res) => reply(res, 201, await accounts.invite(principalOf(req), req.body.agentId)),
    createPreAuthLink: async (req, res) => reply(res, 200, { token: await preAuthTarget(req) }),
    usePreAuth: async (req, res) => {
      const user = await accounts.usePreAuth(req.params.token);
      if (!user) return res.redirect(302, '/authentication/dashboardinvalid');
      setSessionCookie(res, platform.mode, await accounts.sessionFor(user), config.sessionTtlSeconds);
      res.redirect(302, '/customer-dashboard');
    },
  };
}
