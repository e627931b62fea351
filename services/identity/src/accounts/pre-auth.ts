// Pre-authentication (spec 000 §4): staff, corporate users and branch managers open the customer
// dashboard as one of its users through a one-time link that lives a minute. The link is bound to the
// session that minted it (docs/decisions.md "Customer dashboard"): only that session opens it, and the
// "log in as" session it opens names that session as its actor, so it ends with it.
import { unauthorized, type Principal } from '@adops/platform';
import type { UserRow } from '../users/entities.ts';
import type { UserStore } from '../users/store.ts';
import { isUsable, minterOf, opensPreAuth } from './rules.ts';
import type { AccountStore } from './store.ts';

export type PreAuth = ReturnType<typeof createPreAuth>;

export function createPreAuth(store: AccountStore, users: UserStore) {
  /** Whether the user is there and active: a session is not enough once its user is deactivated. */
  const isActiveUser = async (userId: string) => (await users.byId(userId))?.isActive === true;

  return {
    /**
     * Only an active account mints one (and in a "log in as" tab, an active opener too). The link is
     * the minting browser's: a "log in as" tab's link is bound to the browser's own session.
     */
    async mint(principal: Principal, userId: string): Promise<string> {
      if (!(await isActiveUser(principal.userId))) throw unauthorized();
      if (principal.actor && !(await isActiveUser(principal.actor.userId))) throw unauthorized();
      return store.issueToken(userId, 'preauth', undefined, minterOf(principal));
    },

    /**
     * Consumes a pre-auth token for `caller` (the request's own session, or an API key's bearer token),
     * who then opens the user's "log in as" session as its actor; undefined when the token
     * is unknown, used or expired, when the caller is not the session that minted it, or when either
     * user is no longer active. Presented by anybody, it is spent: a leaked link opens nothing, ever.
     */
    use: (token: string, caller: Principal | undefined): Promise<UserRow | undefined> =>
      store.transaction(async (tx) => {
        const row = await store.findToken(token, 'preauth', tx);
        if (!row || !isUsable(row) || !(await store.claimToken(tx, row.id))) return undefined;
        if (!caller || !opensPreAuth(row, caller)) return undefined;
        const opener = await users.byId(caller.userId, tx);
        const user = await users.byId(row.userId, tx);
        return opener?.isActive && user?.isActive && user.kind === 'dashboard' ? user : undefined;
      }),
  };
}
