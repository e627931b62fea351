// Seeds one admin from ADMIN_EMAIL / ADMIN_PASSWORD when no staff user has that address yet, so a
// fresh install can be signed in to. Restarting with the same values changes nothing.
import type { Logger, OwnedKit } from '@adops/platform';
import { UserEntity } from '../persistence/entities.ts';
import { findUserByEmail } from '../persistence/users.ts';
import { assertNewPassword, hashPassword } from '../domain/passwords.ts';
import { newUser, normaliseEmail } from '../domain/users.ts';
import { userSignedUp } from '../events/user-events.ts';

export async function seedAdmin(kit: OwnedKit<'identity'>, log: Logger, emailInput: string, password: string): Promise<void> {
  const email = normaliseEmail(emailInput);
  if (await findUserByEmail(kit.ds.manager, email, 'staff')) return;
  assertNewPassword(password, undefined);
  const admin = newUser({ email, kind: 'staff', roles: ['admin'], isActive: true, passwordHash: await hashPassword(password), displayName: 'Admin' });
  await kit.transaction(async (tx) => {
    await tx.m.insert(UserEntity, admin);
    await tx.record(userSignedUp(admin));
  });
  log.info({ email }, 'seeded the admin user');
}
