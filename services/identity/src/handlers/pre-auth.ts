// /api/auth/dashboard/preauth…: staff and dashboard managers open the customer dashboard as one of
// its users; /api/auth/dashboard/invitations: invitations to sign up for one of their agents.
import { notFound, principalOf, reply, setSessionCookie, type SomeHandlers, type TypedRequest } from '@adops/platform';
import type { operations } from '@adops/openapi/generated/identity';
import { assertDoesNotOutrank } from '../domain/users.ts';
import { preAuthPath } from '../domain/links.ts';
import type { IdentityParts } from '../wiring.ts';

type PreAuthOps = 'createPreAuthUrl' | 'createPreAuthLink' | 'usePreAuth' | 'createDashboardInvitation';

export function preAuthHandlers(parts: IdentityParts): SomeHandlers<operations, PreAuthOps> {
  const { preAuth, directory, invitations, sessions, config, platform } = parts;

  /** A one-time token for an active dashboard user the actor reaches and does not outrank. */
  const tokenFor = async (req: TypedRequest<operations['createPreAuthUrl']> | TypedRequest<operations['createPreAuthLink']>) => {
    const actor = principalOf(req);
    const target = await directory.visible(actor, req.body.userid);
    if (target.kind !== 'dashboard' || !target.isActive) throw notFound('No active dashboard user with that id.');
    assertDoesNotOutrank(actor, target);
    return preAuth.mint(actor, target.id);
  };

  return {
    createPreAuthUrl: async (req, res) => reply(res, 200, { url: `${platform.publicUrl}${preAuthPath(await tokenFor(req))}` }),
    createPreAuthLink: async (req, res) => reply(res, 200, { token: await tokenFor(req) }),
    usePreAuth: async (req, res) => {
      const user = await preAuth.use(req.params.token);
      if (!user) return res.redirect(302, '/authentication/dashboardinvalid');
      setSessionCookie(res, platform.mode, await sessions.sessionFor(user), config.sessionTtlSeconds);
      res.redirect(302, '/customer-dashboard');
    },
    createDashboardInvitation: async (req, res) => reply(res, 201, await invitations.invite(principalOf(req), req.body.agentId)),
  };
}
