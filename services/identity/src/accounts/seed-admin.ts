// Seeds one admin from ADMIN_EMAIL / ADMIN_PASSWORD when no staff user has that address yet, so a
// fresh install can be signed in to. Restarting with the same values changes nothing.
import type { Logger } from '@adops/platform';
import { newUser } from '../users/entities.ts';
import type { UserStore } from '../users/store.ts';
import { normaliseEmail } from '../users/rules.ts';
import { userSignedUp } from '../users/events.ts';
import { assertNewPassword } from './rules.ts';
import { hashPassword } from './passwords.ts';

export async function seedAdmin(users: UserStore, log: Logger, emailInput: string, password: string): Promise<void> {
  const email = normaliseEmail(emailInput);
  if (await users.byEmail(email, 'staff')) return;
  assertNewPassword(password, undefined);
  const admin = newUser({ email, kind: 'staff', roles: ['admin'], isActive: true, passwordHash: await hashPassword(password), displayName: 'Admin' });
  await users.transaction(async (tx) => {
    await users.insert(tx, admin);
    await tx.record(userSignedUp(admin));
  });
  log.info({ email }, 'seeded the admin user');
}
