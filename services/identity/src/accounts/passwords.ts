// Password hashing: argon2id with OWASP's parameters (19 MiB, t=2, p=1) and a per-user salt.
// argon2 runs on libuv's thread pool, so hashing never blocks the event loop. The password rule
// itself is in rules.ts (assertNewPassword).
import argon2 from 'argon2';
import { PASSWORD_MAX_LENGTH } from '@adops/openapi/rules/password';

const OPTIONS = { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => argon2.hash(password, OPTIONS);

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash || password.length > PASSWORD_MAX_LENGTH) return false;
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

// Compared against when the account does not exist, so a wrong address takes as long as a wrong
// password and sign-in timing does not reveal which addresses are registered.
let decoy: Promise<string> | undefined;
export async function spendVerifyTime(password: string): Promise<void> {
  decoy ??= hashPassword('decoy-password-for-timing');
  await verifyPassword(await decoy, password);
}
