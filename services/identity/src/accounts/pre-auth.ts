// Pre-authentication (spec 000 §4): staff, corporate users and branch managers open the customer
// dashboard as one of its users through a one-time link that lives a minute.
import { unauthorized, type Principal } from '@adops/platform';
import type { UserRow } from '../users/entities.ts';
import type { UserStore } from '../users/store.ts';
import { isUsable } from './rules.ts';
import type { AccountStore } from './store.ts';

export type PreAuth = ReturnType<typeof createPreAuth>;

export function createPreAuth(store: AccountStore, users: UserStore) {
  return {
    /** Only an active account mints one: a session is not enough once its user is deactivated. */
    async mint(principal: Principal, userId: string): Promise<string> {
      const me = await users.byId(principal.userId);
      if (!me?.isActive) throw unauthorized();
      return store.issueToken(userId, 'preauth');
    },

    /** Consumes a pre-auth token; undefined when it is unknown, used or expired. */
    use: (token: string): Promise<UserRow | undefined> =>
      store.transaction(async (tx) => {
        const row = await store.findToken(token, 'preauth', tx);
        if (!row || !isUsable(row)) return undefined;
        await store.markTokenUsed(tx, row.id);
        const user = await users.byId(row.userId, tx);
        return user?.isActive && user.kind === 'dashboard' ? user : undefined;
      }),
  };
}
