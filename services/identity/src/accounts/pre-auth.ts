// Pre-authentication (spec 000 §4): staff, corporate users and branch managers open the customer
// dashboard as one of its users through a one-time link that lives a minute.
import type { DataSource } from 'typeorm';
import { unauthorized, type Principal } from '@adops/platform';
import type { UserRow } from '../persistence/entities.ts';
import { findUser } from '../persistence/users.ts';
import { findOneTimeToken, issueOneTimeToken, markTokenUsed } from '../persistence/one-time-tokens.ts';
import { isUsable } from '../domain/one-time-tokens.ts';

export type PreAuth = ReturnType<typeof createPreAuth>;

export function createPreAuth(ds: DataSource) {
  return {
    /** Only an active account mints one: a session is not enough once its user is deactivated. */
    async mint(actor: Principal, userId: string): Promise<string> {
      const me = await findUser(ds.manager, actor.userId);
      if (!me?.isActive) throw unauthorized();
      return ds.transaction((m) => issueOneTimeToken(m, userId, 'preauth'));
    },

    /** Consumes a pre-auth token; undefined when it is unknown, used or expired. */
    use: (token: string): Promise<UserRow | undefined> =>
      ds.transaction(async (m) => {
        const row = await findOneTimeToken(m, token, 'preauth');
        if (!row || !isUsable(row)) return undefined;
        await markTokenUsed(m, row.id);
        const user = await findUser(m, row.userId);
        return user?.isActive && user.kind === 'dashboard' ? user : undefined;
      }),
  };
}
