// A service module is everything one bounded context brings (spec, tables, handlers, consumers).
// bootService() turns it into a running part: database opened and migrated, events wired, Express
// app built. The service's own main.ts and the embedded default both boot modules this way.
import express, { type Express } from 'express';
import type { DataSource, EntitySchema } from 'typeorm';
import { ConfigError, loadConfig, type PlatformConfig } from './config.ts';
import { jobsRunnerEnabled } from './jobs/settings.ts';
import { createLogger, type Logger } from './logger.ts';
import { createDataSource, openDataSource } from './data/data-source.ts';
import { createEvents, type EventsRuntime } from './events/runtime.ts';
import type { Outbox } from './events/outbox.ts';
import type { Subscription } from './events/inbox.ts';
import type { InProcessBus } from './events/transports.ts';
import { resolveKeys, TokenVerifier, type KeyPairPem } from './auth/tokens.ts';
import { Revocations, SESSION_ISSUER } from './auth/revocations.ts';
import { createService, type Service } from './http/create-service.ts';
import type { HandlerMap } from './http/handlers.ts';
import { healthRouter, type HealthState } from './http/health.ts';
import { serve } from './http/run.ts';
import { notFoundProblem } from './http/not-found.ts';
import { docsSite } from './docs/docs-site.ts';
import { securityHeaders } from './http/security-headers.ts';
import { Lifecycle, type ModuleLifecycle } from './lifecycle.ts';
import { keepsIdempotencyKeys, scheduleIdempotencySweep } from './idempotency/expiry.ts';
import { returnMemoryWhenIdle } from './process-settings.ts';
import { inFlightLimit } from './http/in-flight-limit.ts';

export interface ServiceContext<C extends string = string> {
  name: C;
  config: PlatformConfig;
  log: Logger;
  dataSource: DataSource;
  /** Records this context's own events, typed by its spec's event map. */
  outbox: Outbox<C>;
  keys: KeyPairPem;
  verifier: TokenVerifier;
  /** Revoked sessions and users, checked on every request; the session issuer records into it. */
  revocations: Revocations;
  /** Where kits made in create(ctx) (the jobs runner: createJobs(ctx)) start and stop with the module. */
  lifecycle: ModuleLifecycle;
}

export interface ServiceParts {
  /** Built with completeHandlers<operations>(…), so tsc checks that every operation has its handler. */
  handlers: HandlerMap;
  subscription?: Subscription;
  onStart?(): Promise<void>;
  onStop?(): Promise<void>;
}

export interface ServiceModule<C extends string = string> {
  name: C;
  specPath: string;
  entities: EntitySchema[];
  migrations: Function[];
  create(ctx: ServiceContext<C>): Promise<ServiceParts>;
}

/** Declares a module with its context name inferred, so `ctx.outbox` is typed by that context's events. */
export const defineModule = <C extends string>(module: ServiceModule<C>): ServiceModule<C> => module;

/** Replicas re-read revocations this often, well within the 2 s in which a revocation must hold everywhere. */
const REVOCATION_POLL_MS = 1000;

export interface BootedService<C extends string = string> {
  service: Service;
  dataSource: DataSource;
  events: EventsRuntime<C>;
  context: ServiceContext<C>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface BootOptions {
  config: PlatformConfig;
  log: Logger;
  keys: KeyPairPem;
  bus?: InProcessBus;
}

const revocationPeers = new WeakMap<InProcessBus, Set<Revocations>>();
const revocationPeersOf = (bus: InProcessBus): Set<Revocations> => {
  const known = revocationPeers.get(bus);
  if (known) return known;
  const made = new Set<Revocations>();
  revocationPeers.set(bus, made);
  return made;
};

export async function bootService<C extends string>(module: ServiceModule<C>, opts: BootOptions): Promise<BootedService<C>> {
  const log = opts.log.child({ service: module.name });
  const dataSource = createDataSource({ url: opts.config.databaseUrl, entities: module.entities, migrations: module.migrations });
  await openDataSource(dataSource, opts.config.migrateOnStart);
  const events = createEvents({ service: module.name, config: opts.config, dataSource, log, ...(opts.bus ? { bus: opts.bus } : {}) });
  const verifier = new TokenVerifier(opts.keys.publicKeyPem);
  // Modules on one in-process bus (the embedded default) are revocation peers: a sign-out or deactivation holds
  // in every one of them before its request answers, not when the bus reaches each.
  const peers = opts.bus && opts.config.kafkaBrokers.length === 0 ? revocationPeersOf(opts.bus) : undefined;
  const revocations = new Revocations({ dataSource, log, pollMs: REVOCATION_POLL_MS, ...(peers ? { peers } : {}) });
  const lifecycle = new Lifecycle();
  const context: ServiceContext<C> = { name: module.name, config: opts.config, log, dataSource, outbox: events.outbox, keys: opts.keys, verifier, revocations, lifecycle };
  // Registered before the module's own kits, so it is stopped after them (lifecycle stops in reverse).
  if (keepsIdempotencyKeys(dataSource)) scheduleIdempotencySweep(lifecycle, { ds: dataSource, log });
  const parts = await module.create(context);
  if (parts.subscription) events.subscribe(parts.subscription);
  // Every service learns of revoked sessions from the issuer's events; the issuer records its own.
  if (module.name !== SESSION_ISSUER) events.subscribe(revocations.subscription(module.name));
  const service = createService({
    name: module.name,
    specPath: module.specPath,
    handlers: parts.handlers,
    config: opts.config,
    log,
    verifier,
    revocations,
  });
  return {
    service,
    dataSource,
    events,
    context,
    async start() {
      await revocations.start();
      await events.start();
      await parts.onStart?.();
      await lifecycle.start();
    },
    async stop() {
      revocations.stop();
      // Jobs first: an interrupted job is re-queued while the database is still open.
      await lifecycle.stop();
      await parts.onStop?.();
      await events.stop();
      if (dataSource.isInitialized) await dataSource.destroy();
    },
  };
}

/** Routes each request to the service owning its /api/<segment> prefix; the rest falls through. */
export function mountServices(root: Express, services: Service[]): void {
  const owners = new Map<string, Service>();
  for (const s of services) {
    for (const prefix of s.prefixes) {
      const other = owners.get(prefix);
      if (other) throw new Error(`${prefix} is claimed by both ${other.name} and ${s.name}`);
      owners.set(prefix, s);
    }
  }
  root.use((req, res, next) => {
    const prefix = req.path.split('/').slice(0, 3).join('/');
    const owner = owners.get(prefix);
    if (owner) return owner.app(req, res, next);
    next();
  });
}

/** A service's own process (main.ts): config from the environment, one module, health and metrics. */
export async function runStandalone(module: ServiceModule): Promise<void> {
  const config = loadConfig(module.name);
  const log = createLogger(module.name, config.logLevel);
  const keys = await resolveKeys(config);
  const booted = await bootService(module, { config, log, keys });
  const health: HealthState = { shuttingDown: false };
  const root = express();
  root.disable('x-powered-by');
  // The client's address for the bound on requests in flight, as the service reads it (TRUST_PROXY).
  root.set('trust proxy', config.trustProxy);
  // What the root answers itself (/docs, probes, 404 problems) gets the security headers too.
  root.use(securityHeaders(config));
  root.use(healthRouter([booted.dataSource], health));
  root.use(inFlightLimit({ limit: config.maxRequestsInFlight, log }));
  mountServices(root, [booted.service]);
  // Any service can answer /docs; a cluster's Ingress routes it to one of them.
  root.use(docsSite({ publicUrl: config.publicUrl, log }));
  root.use(notFoundProblem);
  await booted.start();
  await serve({ app: root, host: config.host, port: config.port, log, health, onShutdown: () => booted.stop() });
  await returnMemoryWhenIdle();
  log.info({ url: `http://${config.host}:${config.port}` }, `${module.name} listening`);
}

/**
 * A context's worker process (worker.ts; a Deployment of its own in clusters): the module's jobs runner and
 * consumers with health and metrics, and no API (its API Deployment answers that, with JOBS_RUNNER=off).
 */
export async function runWorker(module: ServiceModule): Promise<void> {
  if (!jobsRunnerEnabled()) throw new ConfigError('A worker runs jobs: JOBS_RUNNER must not be off');
  const config = loadConfig(module.name);
  const log = createLogger(`${module.name}-worker`, config.logLevel);
  const keys = await resolveKeys(config);
  const booted = await bootService(module, { config, log, keys });
  const health: HealthState = { shuttingDown: false };
  const root = express();
  root.disable('x-powered-by');
  root.use(securityHeaders(config));
  root.use(healthRouter([booted.dataSource], health));
  root.use(notFoundProblem);
  await booted.start();
  await serve({ app: root, host: config.host, port: config.port, log, health, onShutdown: () => booted.stop() });
  await returnMemoryWhenIdle();
  log.info({ url: `http://${config.host}:${config.port}` }, `${module.name} worker running`);
}

/** The migration Job of a chart: migrate and exit. */
export async function migrateOnly(module: ServiceModule): Promise<void> {
  const config = loadConfig(module.name);
  const ds = createDataSource({ url: config.databaseUrl, entities: module.entities, migrations: module.migrations });
  await openDataSource(ds, true);
  await ds.destroy();
}
