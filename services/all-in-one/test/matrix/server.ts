// Starts the embedded default (services/all-in-one/src/main.ts) on a free port with a fresh
// DATA_DIR, as `make up` runs it, and counts the requests the matrix sends it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const main = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const port = (s.address() as { port: number }).port;
        s.close(() => resolve(port));
      });
  });

export interface Embedded {
  baseUrl: string;
  adminEmail: string;
  adminPassword: string;
  output(): string;
  stop(): Promise<void>;
}

export async function startEmbedded(env: Record<string, string> = {}): Promise<Embedded> {
  const dataDir = mkdtempSync(join(tmpdir(), 'adops-matrix-'));
  const port = await freePort();
  const adminEmail = 'matrix-admin@example.com';
  const adminPassword = 'Matrix-Admin-Passw0rd!';
  let out = '';
  const proc: ChildProcess = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
      SIGNIN_MAX_ATTEMPTS_PER_ADDRESS: '100000',
      SIGNIN_MAX_FAILURES_PER_ACCOUNT: '1000',
      STAFF_SIGNUP: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout!.on('data', (d) => (out += d));
  proc.stderr!.on('data', (d) => (out += d));
  const stop = async () => {
    if (proc.exitCode === null && proc.signalCode === null) {
      const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
      proc.kill('SIGTERM');
      const timer = setTimeout(() => proc.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (
      await fetch(`${baseUrl}/readyz`).then(
        (r) => r.status === 200,
        () => false,
      )
    )
      return { baseUrl, adminEmail, adminPassword, output: () => out, stop };
    if (proc.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`The embedded default did not become ready:\n${out}`);
}
