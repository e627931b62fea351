// The embedded default as `make up` runs it (services/all-in-one/src/main.ts), started as a child
// process on a free loopback port for the tests that need the real process: start/restart, the crash
// test, the authorization matrix. One launcher, so each test says only what differs (its DATA_DIR,
// its environment).
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '@adops/platform/testing';

export { freePort };

const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));

export interface EmbeddedProcess {
  proc: ChildProcess;
  baseUrl: string;
  /** What the process printed so far (stdout and stderr). */
  output(): string;
  /** SIGTERM, SIGKILL after 5 s; resolves with the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL, as a power cut or the OOM killer would. */
  kill(): Promise<void>;
}

/** Starts it with DATA_DIR, PORT and `env` (over the test's own environment); resolves once /readyz answers 200. */
export async function startEmbedded(opts: { dataDir: string; port?: number; env?: Record<string, string>; readyWithinMs?: number }): Promise<EmbeddedProcess> {
  const port = opts.port ?? (await freePort());
  let out = '';
  const proc = spawn(process.execPath, [main], {
    env: { ...process.env, DATA_DIR: opts.dataDir, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'development', LOG_LEVEL: 'warn', ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout!.on('data', (d) => (out += d));
  proc.stderr!.on('data', (d) => (out += d));
  const alive = () => proc.exitCode === null && proc.signalCode === null;
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (!alive()) return proc.exitCode;
    proc.kill('SIGTERM');
    const timer = setTimeout(() => proc.kill('SIGKILL'), 5000);
    const code = await exited;
    clearTimeout(timer);
    return code;
  };
  const kill = async () => {
    if (!alive()) return;
    proc.kill('SIGKILL');
    await exited;
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (opts.readyWithinMs ?? 30_000);
  while (Date.now() < deadline) {
    if (await fetch(`${baseUrl}/readyz`).then((r) => r.status === 200, () => false)) return { proc, baseUrl, output: () => out, stop, kill };
    if (!alive()) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  await kill();
  throw new Error(`the embedded default did not become ready:\n${out}`);
}
