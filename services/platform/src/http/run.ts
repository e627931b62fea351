// Serving a service (or the embedded default): listen, and on SIGTERM/SIGINT stop taking new
// requests, let the ones in flight finish, then stop event relays and close databases.
import type { Express } from 'express';
import type { Server } from 'node:http';
import type { Logger } from '../logger.ts';
import type { HealthState } from './health.ts';

export interface RunOptions {
  app: Express;
  host: string;
  port: number;
  log: Logger;
  health: HealthState;
  /** Called after the server stopped accepting requests. */
  onShutdown: () => Promise<void>;
  /** How long in-flight requests may take before the process exits anyway. */
  graceMs?: number;
}

export function listen(app: Express, host: string, port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, (error?: Error) => (error ? reject(error) : resolve(server)));
    server.keepAliveTimeout = 65_000;
  });
}

export async function serve(opts: RunOptions): Promise<Server> {
  const server = await listen(opts.app, opts.host, opts.port);
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    opts.health.shuttingDown = true;
    opts.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      opts.log.warn('requests still running after the grace period; exiting');
      process.exit(1);
    }, opts.graceMs ?? 20_000);
    force.unref();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    await opts.onShutdown();
    opts.log.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  return server;
}
