// What every part of the bench starts its services with: production settings with the throttles lifted,
// fresh keys, a free loopback port, the dev services' addresses and fresh MariaDB databases. One copy, so
// bench.ts, scale-bench.ts, pipeline-bench.ts and memory-profile.ts measure services started alike.
import { execFileSync } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConnection } from 'mysql2/promise';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/**
 * Production (no response validation), LOG_LEVEL=warn (pino logs every request at info otherwise), and the
 * sign-in throttles and request budgets lifted: all load comes from one address and a few users.
 */
export const BENCH_ENV: Record<string, string> = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  SIGNIN_MAX_ATTEMPTS_PER_ADDRESS: '1000000000',
  SIGNIN_MAX_FAILURES_PER_ACCOUNT: '1000000000',
  API_RATE_LIMIT_PER_USER: '1000000000',
  API_RATE_LIMIT_PER_ADDRESS: '1000000000',
  TOKEN_MAX_PER_KEY: '1000000000',
};

/** A fresh JWT key pair and the keys that seal stores' secrets (production refuses to start without them). */
export function benchKeys() {
  const k = generateKeyPairSync('ed25519');
  return {
    JWT_PUBLIC_KEY: k.publicKey.export({ type: 'spki', format: 'pem' }) as string,
    JWT_PRIVATE_KEY: k.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
    SECRET_KEYS: `bench:${randomBytes(32).toString('base64')}`,
  };
}

/** A port nothing listens on at 127.0.0.1 now (the kernel's pick), so a target never answers for another server. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolvePort(port));
    });
  });
}

/** `scripts/dev-services start`'s exports (MYSQL_URL, KAFKA_BROKERS, S3_* …); it starts what is not running. */
export function devServices(): Record<string, string> & { MYSQL_URL: string; KAFKA_BROKERS: string } {
  const out = execFileSync(join(ROOT, 'scripts/dev-services'), ['start'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  const env: Record<string, string> = {};
  for (const m of out.matchAll(/export (\w+)=['"]?([^'"\n]*)['"]?/g)) env[m[1]!] = m[2]!;
  if (!env.MYSQL_URL || !env.KAFKA_BROKERS) throw new Error(`scripts/dev-services gave no MYSQL_URL/KAFKA_BROKERS:\n${out}`);
  return env as Record<string, string> & { MYSQL_URL: string; KAFKA_BROKERS: string };
}

/** An empty database `name` on the server of `mysqlUrl` (dropped first if it exists); answers its URL. */
export async function freshDatabase(mysqlUrl: string, name: string): Promise<string> {
  const conn = await createConnection(mysqlUrl);
  try {
    await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await conn.query(`CREATE DATABASE \`${name}\``);
  } finally {
    await conn.end();
  }
  const u = new URL(mysqlUrl);
  u.pathname = `/${name}`;
  return u.toString();
}
