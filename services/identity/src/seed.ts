// Seeds one admin from ADMIN_EMAIL / ADMIN_PASSWORD when no staff user has that address yet, so a
// fresh install can be signed in to. Restarting with the same values changes nothing.
import type { DataSource } from 'typeorm';
import type { Logger, Outbox } from '@adops/platform';
import { UserEntity } from './persistence/entities.ts';
import { assertNewPassword, hashPassword } from './domain/passwords.ts';
import { eventData, newUser, normaliseEmail } from './domain/users.ts';

export async function seedAdmin(ds: DataSource, outbox: Outbox<'identity'>, log: Logger, emailInput: string, password: string): Promise<void> {
  const email = normaliseEmail(emailInput);
  if (await ds.getRepository(UserEntity).findOne({ where: { email, kind: 'staff' } })) return;
  assertNewPassword(password, undefined);
  const admin = newUser({ email, kind: 'staff', roles: ['admin'], isActive: true, passwordHash: await hashPassword(password), displayName: 'Admin' });
  await ds.transaction(async (m) => {
    await m.insert(UserEntity, admin);
    await outbox.record(m, { type: 'user.signed_up', subject: admin.id, data: eventData(admin) });
  });
  log.info({ email }, 'seeded the admin user');
}
