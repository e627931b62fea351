// /api/users: staff management of users and dashboard users; the signed-in user's own profile.
import { badRequest, binaryBody, principalOf, reply, sessionSlotOf, setSessionCookie, type PlatformConfig, type Principal, type SomeHandlers } from '@adops/platform';
import type { operations } from '@adops/openapi/generated/identity';
import type { IdentityConfig } from '../config.ts';
import { verifyPassword } from '../accounts/passwords.ts';
import { isDueForRenewal } from '../sessions/rules.ts';
import type { Sessions } from '../sessions/sessions.ts';
import { assertMayManage } from './rules.ts';
import type { UserDirectory } from './user-directory.ts';
import type { UserManagement } from './user-management.ts';
import type { OwnAccount } from './own-account.ts';
import type { Pictures } from './pictures.ts';
import { toUserDto, toUserPage } from './dto.ts';

type UserOps =
  | 'listUsers' | 'listDashboardUsers' | 'createUser' | 'removeUsers' | 'getUser' | 'updateUser' | 'activateUser' | 'deactivateUser'
  | 'setUserPassword' | 'getUserPicture' | 'setUserPicture' | 'getMe' | 'updateMe' | 'changeMyPassword' | 'setMyPicture' | 'unlinkAccount';

export interface UserHandlerParts {
  directory: UserDirectory;
  management: UserManagement;
  ownAccount: OwnAccount;
  pictures: Pictures;
  sessions: Sessions;
  config: IdentityConfig;
  platform: PlatformConfig;
}

export function userHandlers(parts: UserHandlerParts): SomeHandlers<operations, UserOps> {
  const { directory, management, ownAccount, pictures, sessions, platform } = parts;
  const me = async (req: { principal?: Principal | undefined }) => directory.byId(principalOf(req).userId);

  return {
    listUsers: async (req, res) => reply(res, 200, toUserPage(await directory.list(principalOf(req), req.query))),
    listDashboardUsers: async (req, res) => reply(res, 200, toUserPage(await directory.listDashboard(principalOf(req), req.query))),
    createUser: async (req, res) => reply(res, 201, toUserDto(await management.create(principalOf(req), req.body))),
    removeUsers: async (req, res) => reply(res, 200, { removed: await management.remove(principalOf(req), req.body.ids) }),
    getUser: async (req, res) => reply(res, 200, toUserDto(await directory.visible(principalOf(req), req.params.userId))),
    updateUser: async (req, res) => reply(res, 200, toUserDto(await management.update(principalOf(req), req.params.userId, req.body))),
    activateUser: async (req, res) => {
      await management.setActive(principalOf(req), req.params.userId, true);
      reply(res, 200, { message: 'user has been activated.' });
    },
    deactivateUser: async (req, res) => {
      await management.setActive(principalOf(req), req.params.userId, false);
      reply(res, 200, { message: 'user has been deactivated.' });
    },
    setUserPassword: async (req, res) => {
      await management.setPassword(principalOf(req), req.params.userId, req.body.password, req.body.confirmPassword);
      reply(res, 200, { message: 'The password has been changed.' });
    },
    getUserPicture: async (req, res) => {
      // Tenancy: a dashboard user sees their own picture and those of the users in their scope; any
      // other user's picture is 404, as if it did not exist.
      const principal = principalOf(req);
      if (principal.userId !== req.params.userId) await directory.visible(principal, req.params.userId);
      const picture = await pictures.get(req.params.userId);
      res.status(200).type(picture.contentType).setHeader('Cache-Control', 'private, max-age=60');
      res.send(picture.data);
    },
    setUserPicture: async (req, res) => {
      const principal = principalOf(req);
      const target = await directory.visible(principal, req.params.userId);
      // An admin's picture is part of an admin's profile: only an admin changes it.
      assertMayManage(principal, target);
      await pictures.set(target.id, await binaryBody(req));
      reply(res, 200, toUserDto(await directory.byId(target.id)));
    },

    getMe: async (req, res) => {
      const principal = principalOf(req);
      const user = await me(req);
      // Renew an ageing browser session (same session id), picking up role changes; a deactivated user
      // gets no renewal. A "log in as" session (one with an actor) is never renewed: it lasts its TTL
      // from opening, no longer than its opener's token (docs/decisions.md "Customer dashboard").
      if (principal.via === 'session' && !principal.actor && user.isActive && isDueForRenewal(principal.issuedAt)) {
        const renewed = await sessions.continued(user, principal);
        setSessionCookie(res, platform.mode, renewed.token, renewed.maxAgeSeconds, sessionSlotOf(req));
      }
      reply(res, 200, toUserDto(user));
    },
    updateMe: async (req, res) => reply(res, 200, toUserDto(await ownAccount.updateProfile(principalOf(req).userId, req.body))),
    changeMyPassword: async (req, res) => {
      const user = await me(req);
      if (!(await verifyPassword(user.passwordHash, req.body.currentPassword))) throw badRequest('The current password is wrong.', [{ path: '/body/currentPassword', message: 'The current password is wrong.' }]);
      await ownAccount.changePassword(user, req.body.password, req.body.confirmPassword);
      // Every other session of this user has ended; this one continues on a fresh cookie (in its own
      // slot; a "log in as" session keeps its actor and its expiry).
      const continued = await sessions.continued(user, principalOf(req));
      setSessionCookie(res, platform.mode, continued.token, continued.maxAgeSeconds, sessionSlotOf(req));
      reply(res, 200, { message: 'Your password has been changed.' });
    },
    setMyPicture: async (req, res) => {
      // A user's own: a caller that is no user (a customer's API key) has no picture to set.
      const user = await me(req);
      await pictures.set(user.id, await binaryBody(req));
      reply(res, 200, toUserDto(await directory.byId(user.id)));
    },
    unlinkAccount: async (req, res) => reply(res, 200, toUserDto(await ownAccount.unlink(principalOf(req).userId, req.query.provider))),
  };
}
