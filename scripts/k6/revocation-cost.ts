// What session revocation adds to each request: the platform's check (two Map look-ups) timed with a
// realistic load of revocations held (sessions signed out and users whose tokens were revoked within
// the last token lifetime), for `make bench` to set against the list endpoint's time per request.
import { randomUUID } from 'node:crypto';
import { Revocations, createLogger } from '@adops/platform';
import type { DataSource, EntityManager } from 'typeorm';

export interface RevocationCost {
  held: number;
  checks: number;
  nsPerCheck: number;
}

export async function measureRevocationCost(held = 20_000, checks = 2_000_000): Promise<RevocationCost> {
  // The check never touches the database; recording goes through a manager that only accepts rows.
  const revocations = new Revocations({ dataSource: {} as DataSource, log: createLogger('bench', 'silent'), pollMs: 0 });
  const manager = { insert: async () => undefined } as unknown as EntityManager;
  const expiresAt = new Date(Date.now() + 3_600_000);
  const userIds: string[] = [];
  for (let i = 0; i < held / 2; i++) {
    const userId = randomUUID();
    userIds.push(userId);
    await revocations.record(manager, { kind: 'session', sessionId: randomUUID(), userId, expiresAt });
    await revocations.record(manager, { kind: 'user', userId, revokedBefore: new Date(), expiresAt, reason: 'roles_changed' });
  }
  // Tokens as requests present them: most of them valid, some of revoked users.
  const tokens = Array.from({ length: 1000 }, (_, i) => ({ userId: i % 10 === 0 ? userIds[i]! : randomUUID(), sessionId: randomUUID(), issuedAtMs: Date.now() - 60_000 }));
  let refused = 0;
  for (let i = 0; i < 100_000; i++) if (revocations.isRevoked(tokens[i % 1000]!)) refused++;
  const start = process.hrtime.bigint();
  for (let i = 0; i < checks; i++) if (revocations.isRevoked(tokens[i % 1000]!)) refused++;
  const ns = Number(process.hrtime.bigint() - start);
  if (refused === 0) throw new Error('no token was refused: the measurement measured nothing');
  return { held, checks, nsPerCheck: ns / checks };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await measureRevocationCost()));
}
