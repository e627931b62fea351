// /api/auth: providers, sign-up, activation, sign-in and out, reset, re-invite — for staff and, under
// /api/auth/dashboard, for dashboard users; /api/auth/dashboard/preauth…: staff and dashboard managers
// open the customer dashboard as one of its users; /api/auth/dashboard/invitations: invitations to
// sign up for one of their agents; /api/auth/mail: the e-mails the embedded default captured instead
// of sending (admins and tests read them).
import type { Request, Response } from 'express';
import {
  clearSessionCookie,
  notFound,
  principalOf,
  Problem,
  rateLimitReporter,
  reply,
  sessionSlotOf,
  setSessionCookie,
  type PlatformConfig,
  type SomeHandlers,
  type TypedRequest,
  type UserKind,
} from '@adops/platform';
import type { operations } from '@adops/openapi/generated/identity';
import type { IdentityConfig } from '../config.ts';
import type { Sessions } from '../sessions/sessions.ts';
import { assertDoesNotOutrank } from '../users/rules.ts';
import type { UserDirectory } from '../users/user-directory.ts';
import { toUserDto } from '../users/dto.ts';
import { ACTIVATED, EXPIRED_LINK, INVALID_ACTIVATION, preAuthLanding, preAuthPath, type ActivationOutcome } from './rules.ts';
import type { Activation } from './activation.ts';
import type { DashboardInvitations } from './dashboard-invitations.ts';
import type { Mailer } from '@adops/platform';
import type { PasswordReset } from './password-reset.ts';
import type { PreAuth } from './pre-auth.ts';
import type { SignIn } from './sign-in.ts';
import type { SignUp } from './sign-up.ts';
import { clientAddress } from './client-address.ts';

type AuthOps =
  | 'getAuthConfig' | 'signUp' | 'activateAccount' | 'signIn' | 'signOut' | 'forgotPassword' | 'resetPassword' | 'reinvite'
  | 'dashboardSignUp' | 'activateDashboardAccount' | 'dashboardSignIn' | 'dashboardForgotPassword' | 'dashboardResetPassword' | 'dashboardReinvite';
type PreAuthOps = 'createPreAuthUrl' | 'createPreAuthLink' | 'usePreAuth' | 'createDashboardInvitation';

export interface AccountHandlerParts {
  config: IdentityConfig;
  platform: PlatformConfig;
  mailer: Mailer;
  sessions: Sessions;
  signUp: SignUp;
  activation: Activation;
  signIn: SignIn;
  passwordReset: PasswordReset;
  preAuth: PreAuth;
  invitations: DashboardInvitations;
  directory: UserDirectory;
}

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

export function authHandlers(parts: AccountHandlerParts): SomeHandlers<operations, AuthOps> {
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
      // In a "log in as" tab (X-Session: as) only that session ends: the browser's own one goes on.
      // Signing out of the browser's own session also drops the "log in as" cookie it opened, so
      // nobody stays signed in on this browser (that tab's next call is 401).
      const slot = sessionSlotOf(req);
      await sessions.signOut(req.principal);
      clearSessionCookie(res, platform.mode, slot);
      if (slot === 'own') clearSessionCookie(res, platform.mode, 'as');
      reply(res, 200, { redirect: false });
    },

    forgotPassword: async (req, res) => reply(res, 200, await passwordReset.forgot(req.body.email, 'staff', clientAddress(req), rateLimitReporter(res))),
    dashboardForgotPassword: async (req, res) => reply(res, 200, await passwordReset.forgot(req.body.email, 'dashboard', clientAddress(req), rateLimitReporter(res))),
    resetPassword: async (req, res) => reply(res, 200, await passwordReset.reset(req.params.token, 'staff', req.body.password, req.body.confirmPassword)),
    dashboardResetPassword: async (req, res) => reply(res, 200, await passwordReset.reset(req.params.token, 'dashboard', req.body.password, req.body.confirmPassword)),
  };
}

export function preAuthHandlers(parts: AccountHandlerParts): SomeHandlers<operations, PreAuthOps> {
  const { preAuth, directory, invitations, sessions, platform } = parts;

  /** A one-time token for an active dashboard user the principal reaches and does not outrank. */
  const tokenFor = async (req: TypedRequest<operations['createPreAuthUrl']> | TypedRequest<operations['createPreAuthLink']>) => {
    const principal = principalOf(req);
    const target = await directory.visible(principal, req.body.userid);
    if (target.kind !== 'dashboard' || !target.isActive) throw notFound('No active dashboard user with that id.');
    assertDoesNotOutrank(principal, target);
    return preAuth.mint(principal, target.id);
  };

  return {
    createPreAuthUrl: async (req, res) => reply(res, 200, { url: `${platform.publicUrl}${preAuthPath(await tokenFor(req))}` }),
    createPreAuthLink: async (req, res) => reply(res, 200, { token: await tokenFor(req) }),
    usePreAuth: async (req, res) => {
      // Only the session that minted the link opens it: the browser's own (a navigation sends no
      // X-Session), or an API key's bearer token. In any other browser the link is spent and opens nothing.
      const opener = req.principal;
      const user = await preAuth.use(req.params.token, opener);
      if (!user || !opener) return res.redirect(302, '/authentication/dashboardinvalid');
      // The second session cookie, so the opener's own session goes on in its other tabs; the tab
      // that lands here keeps ?as=<userId> as its marker and asks for this session on every call.
      // The session names its opener (ending with it) and lives no longer than the opener's token.
      const opened = await sessions.openedBy(user, opener);
      setSessionCookie(res, platform.mode, opened.token, opened.maxAgeSeconds, 'as');
      res.redirect(302, preAuthLanding(user.id));
    },
    createDashboardInvitation: async (req, res) => reply(res, 201, await invitations.invite(principalOf(req), req.body.agentId)),
  };
}

export function capturedMailHandlers({ mailer }: Pick<AccountHandlerParts, 'mailer'>): SomeHandlers<operations, 'listCapturedMail'> {
  return {
    listCapturedMail: (req, res) => {
      if (!mailer.captured) throw notFound('Mail is sent, not captured, on this install.');
      const all = mailer.captured.list(req.query.to);
      const limit = req.query.limit ?? 25;
      const page = req.query.page ?? 1;
      reply(res, 200, { items: all.slice((page - 1) * limit, page * limit), count: all.length });
    },
  };
}
