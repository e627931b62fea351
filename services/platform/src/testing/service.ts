// Boots one service module for an integration test: real MySQL (a fresh database), real Kafka when
// asked (fresh topics through a random prefix), its own key pair, on an ephemeral loopback port.
import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { loadConfig, type PlatformConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { generateKeyPairPem, type KeyPairPem } from '../auth/tokens.ts';
import { bootService, mountServices, type BootedService, type ServiceModule } from '../boot.ts';
import { healthRouter } from '../http/health.ts';
import { listen } from '../http/run.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { kafkaBrokerList } from './backing-services.ts';

export interface TestService<C extends string = string> {
  url: string;
  booted: BootedService<C>;
  config: PlatformConfig;
  db: TestDatabase;
  close(): Promise<void>;
}

export interface TestServiceOptions {
  /** Publish events to the real Kafka (otherwise in-process). */
  kafka?: boolean;
  env?: Record<string, string>;
  /** Share one key pair between services that must accept each other's sessions (default: a new pair). */
  keys?: KeyPairPem;
}

export async function startTestService<C extends string>(module: ServiceModule<C>, options: TestServiceOptions = {}): Promise<TestService<C>> {
  const db = await createTestDatabase(module.name);
  const keys = options.keys ?? (await generateKeyPairPem());
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: db.url,
    KAFKA_BROKERS: options.kafka ? (await kafkaBrokerList()).join(',') : '',
    KAFKA_PREFIX: `t${randomBytes(4).toString('hex')}.`,
    PORT: '0',
    HOST: '127.0.0.1',
    // Tests send many requests from one user and one address; the budget's own test sets small values.
    API_RATE_LIMIT_PER_USER: '1000000000',
    API_RATE_LIMIT_PER_ADDRESS: '1000000000',
    ...options.env,
  };
  const config = loadConfig(module.name, env);
  const saved = { ...process.env };
  Object.assign(process.env, options.env ?? {});
  const log = createLogger(module.name, process.env.TEST_LOG_LEVEL ?? 'silent');
  const booted = await bootService(module, { config, log, keys });
  const app = express();
  app.use(healthRouter([booted.dataSource], { shuttingDown: false }));
  mountServices(app, [booted.service]);
  await booted.start();
  for (const k of Object.keys(options.env ?? {})) if (saved[k] === undefined) delete process.env[k];
  else process.env[k] = saved[k];
  const server: Server = await listen(app, '127.0.0.1', 0);
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Links the service writes (mail, pre-auth URLs) point at this test server, unless the test names its PUBLIC_URL.
  if (!options.env?.PUBLIC_URL) config.publicUrl = url;
  return {
    url,
    booted,
    config,
    db,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await booted.stop();
      await db.drop();
    },
  };
}
