// The embedded default for the matrix: a fresh DATA_DIR, its own admin, staff sign-up on (the matrix
// has a self-signed-up principal) and sign-in limits lifted (it signs in many principals from one
// address; the limits are tested elsewhere).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbedded as startProcess } from '../embedded-process.ts';

export interface Embedded {
  baseUrl: string;
  adminEmail: string;
  adminPassword: string;
  output(): string;
  stop(): Promise<void>;
}

export async function startEmbedded(env: Record<string, string> = {}): Promise<Embedded> {
  const dataDir = mkdtempSync(join(tmpdir(), 'adops-matrix-'));
  const adminEmail = 'matrix-admin@example.com';
  const adminPassword = 'Matrix-Admin-Passw0rd!';
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    const embedded = await startProcess({
      dataDir,
      env: { ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: adminPassword, SIGNIN_MAX_ATTEMPTS_PER_ADDRESS: '100000', SIGNIN_MAX_FAILURES_PER_ACCOUNT: '1000', API_RATE_LIMIT_PER_USER: '1000000000', API_RATE_LIMIT_PER_ADDRESS: '1000000000', STAFF_SIGNUP: 'true', ...env },
    });
    return {
      baseUrl: embedded.baseUrl,
      adminEmail,
      adminPassword,
      output: embedded.output,
      async stop() {
        await embedded.stop();
        removeData();
      },
    };
  } catch (error) {
    removeData();
    throw error;
  }
}
