// /api/users: staff management of users and dashboard users; the signed-in user's own profile.
import { badRequest, principalOf, reply, setSessionCookie, type PlatformConfig, type Principal, type SomeHandlers } from '@adops/platform';
import type { operations } from '@adops/openapi/generated/identity';
import { assertMayManage, toUserDto } from '../domain/users.ts';
import { verifyPassword } from '../domain/passwords.ts';
import type { Users } from '../users.ts';
import type { Pictures } from '../pictures.ts';
import type { Accounts } from '../accounts.ts';
import type { IdentityConfig } from '../identity-config.ts';

type UserOps =
  | 'listUsers' | 'listDashboardUsers' | 'createUser' | 'removeUsers' | 'getUser' | 'updateUser' | 'activateUser' | 'deactivateUser'
  | 'setUserPassword' | 'getUserPicture' | 'setUserPicture' | 'getMe' | 'updateMe' | 'changeMyPassword' | 'setMyPicture' | 'unlinkAccount';

/** A session older than this is renewed by GET /api/users/me while the user stays active. */
const RENEW_AFTER_SECONDS = 600;

const page = (r: { items: Parameters<typeof toUserDto>[0][]; count: number }) => ({ items: r.items.map(toUserDto), count: r.count });

export function userHandlers(deps: { users: Users; pictures: Pictures; accounts: Accounts; config: IdentityConfig; platform: PlatformConfig }): SomeHandlers<operations, UserOps> {
  const { users, pictures, accounts, config, platform } = deps;
  const me = async (req: { principal?: Principal | undefined }) => accounts.userOrNotFound(principalOf(req).userId);

  return {
    listUsers: async (req, res) => reply(res, 200, page(await users.list(req.query))),
    listDashboardUsers: async (req, res) => reply(res, 200, page(await users.listDashboard(principalOf(req), req.query))),
    createUser: async (req, res) => reply(res, 201, toUserDto(await users.create(principalOf(req), req.body))),
    removeUsers: async (req, res) => reply(res, 200, { removed: await users.remove(principalOf(req), req.body.ids) }),
    getUser: async (req, res) => reply(res, 200, toUserDto(await users.visible(principalOf(req), req.params.userId))),
    updateUser: async (req, res) => reply(res, 200, toUserDto(await users.update(principalOf(req), req.params.userId, req.body))),
    activateUser: async (req, res) => {
      await users.setActive(principalOf(req), req.params.userId, true);
      reply(res, 200, { message: 'user has been activated.' });
    },
    deactivateUser: async (req, res) => {
      await users.setActive(principalOf(req), req.params.userId, false);
      reply(res, 200, { message: 'user has been deactivated.' });
    },
    setUserPassword: async (req, res) => {
      await users.setPassword(principalOf(req), req.params.userId, req.body.password, req.body.confirmPassword);
      reply(res, 200, { message: 'The password has been changed.' });
    },
    getUserPicture: async (req, res) => {
      // Tenancy: a dashboard user sees their own picture and those of the users in their scope; any
      // other user's picture is 404, as if it did not exist.
      const principal = principalOf(req);
      if (principal.userId !== req.params.userId) await users.visible(principal, req.params.userId);
      const picture = await pictures.get(req.params.userId);
      res.status(200).type(picture.contentType).setHeader('Cache-Control', 'private, max-age=60');
      res.send(picture.data);
    },
    setUserPicture: async (req, res) => {
      const actor = principalOf(req);
      const target = await users.visible(actor, req.params.userId);
      // An admin's picture is part of an admin's profile: only an admin changes it.
      assertMayManage(actor, target);
      await pictures.set(target.id, req.body);
      reply(res, 200, toUserDto(await accounts.userOrNotFound(target.id)));
    },

    getMe: async (req, res) => {
      const principal = principalOf(req);
      const user = await me(req);
      // Renew an ageing browser session, picking up role changes; a deactivated user gets no renewal.
      if (principal.via === 'session' && user.isActive && Date.now() / 1000 - principal.issuedAt > RENEW_AFTER_SECONDS) {
        setSessionCookie(res, platform.mode, await accounts.sessionFor(user), config.sessionTtlSeconds);
      }
      reply(res, 200, toUserDto(user));
    },
    updateMe: async (req, res) => reply(res, 200, toUserDto(await users.updateProfile(principalOf(req).userId, req.body))),
    changeMyPassword: async (req, res) => {
      const user = await me(req);
      if (!(await verifyPassword(user.passwordHash, req.body.currentPassword))) throw badRequest('The current password is wrong.', [{ path: '/body/currentPassword', message: 'The current password is wrong.' }]);
      await users.changeOwnPassword(user, req.body.password, req.body.confirmPassword);
      // Every other session of this user has ended; this one continues on a fresh cookie.
      setSessionCookie(res, platform.mode, await accounts.sessionFor(user), config.sessionTtlSeconds);
      reply(res, 200, { message: 'Your password has been changed.' });
    },
    setMyPicture: async (req, res) => {
      const userId = principalOf(req).userId;
      await pictures.set(userId, req.body);
      reply(res, 200, toUserDto(await accounts.userOrNotFound(userId)));
    },
    unlinkAccount: async (req, res) => reply(res, 200, toUserDto(await users.unlink(principalOf(req).userId, req.query.provider))),
  };
}
