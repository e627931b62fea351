// Configuration from the environment, validated once at start: a bad value stops the process with a
// message naming the variable, instead of failing later on the first request that needs it.
import { DEFAULT_REQUEST_BUDGET, type RequestBudgetConfig } from './http/request-budget.ts';

export type RuntimeMode = 'development' | 'production' | 'test';

export interface PlatformConfig {
  mode: RuntimeMode;
  host: string;
  port: number;
  logLevel: string;
  /** mysql://user:pass@host:port/db, or sqlite:/path/to/file.sqlite */
  databaseUrl: string;
  /** Empty: events are delivered in-process (the embedded default). */
  kafkaBrokers: string[];
  /** Prepended to topic and consumer-group names; lets tests run on fresh topics. */
  kafkaPrefix: string;
  publicUrl: string;
  /**
   * Who partners reach about the API (API_CONTACT_NAME, API_CONTACT_EMAIL, API_CONTACT_URL): the
   * served spec's info.contact. What is not set keeps the committed spec's value.
   */
  apiContact: ApiContact;
  migrateOnStart: boolean;
  dataDir: string;
  jwtPublicKeyPem?: string;
  jwtPrivateKeyPem?: string;
  /**
   * Which proxies may tell us the client's address through X-Forwarded-For (TRUST_PROXY): false
   * trusts none (the default, and the embedded default's), a number trusts that many hops, a list
   * names addresses or CIDR ranges (the chart sets the ingress controller's). Never every private
   * address: anyone on the same network could then forge their address past the rate limits.
   */
  trustProxy: false | number | string[];
  /** The general per-caller request budget of every /api operation (http/request-budget.ts). */
  requestBudget: RequestBudgetConfig;
  /** Requests this process works on at once (MAX_REQUESTS_IN_FLIGHT); the next is refused with 503 (http/in-flight-limit.ts). */
  maxRequestsInFlight: number;
}

/** Far above what a sustainable load keeps in flight (a few dozen at 1,600 req/s), far below what memory allows. */
export const DEFAULT_MAX_REQUESTS_IN_FLIGHT = 512;

export interface ApiContact {
  name?: string;
  email?: string;
  url?: string;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const value = env[name] ?? fallback;
  if (!allowed.includes(value as T)) throw new ConfigError(`${name} must be one of ${allowed.join(', ')} (got '${value}')`);
  return value as T;
}

/** An integer setting from the environment: the fallback when unset or empty, else an integer from min to max (ConfigError otherwise). */
export function envInteger(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new ConfigError(`${name} must be an integer from ${min} to ${max} (got '${raw}')`);
  return value;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(`${name} must be true or false (got '${raw}')`);
}

function apiContact(env: Env): ApiContact {
  const contact: ApiContact = {};
  if (env.API_CONTACT_NAME) contact.name = env.API_CONTACT_NAME;
  if (env.API_CONTACT_EMAIL) {
    if (!/^[^\s@]+@[^\s@]+$/.test(env.API_CONTACT_EMAIL)) throw new ConfigError(`API_CONTACT_EMAIL must be an e-mail address (got '${env.API_CONTACT_EMAIL}')`);
    contact.email = env.API_CONTACT_EMAIL;
  }
  if (env.API_CONTACT_URL) {
    if (!URL.canParse(env.API_CONTACT_URL) || !/^https?:/.test(env.API_CONTACT_URL)) throw new ConfigError(`API_CONTACT_URL must be an http(s) URL (got '${env.API_CONTACT_URL}')`);
    contact.url = env.API_CONTACT_URL;
  }
  return contact;
}

function publicUrl(env: Env, host: string, port: number): string {
  const url = (env.PUBLIC_URL ?? `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`).replace(/\/$/, '');
  if (!URL.canParse(url) || !/^https?:\/\/[^/]+(\/.*)?$/.test(url)) throw new ConfigError(`PUBLIC_URL must be an absolute http(s) URL (got '${env.PUBLIC_URL}')`);
  return url;
}

function trustProxy(env: Env): false | number | string[] {
  const raw = (env.TRUST_PROXY ?? '').trim();
  if (raw === '' || raw === 'false' || raw === 'none') return false;
  if (/^\d+$/.test(raw)) return envInteger(env, 'TRUST_PROXY', 0, 0, 10);
  const list = raw.split(',').map((s) => s.trim()).filter(Boolean);
  const valid = /^(loopback|linklocal|uniquelocal|[0-9a-fA-F.:]+(\/\d{1,3})?)$/;
  const wrong = list.filter((entry) => !valid.test(entry));
  if (wrong.length || raw === 'true') throw new ConfigError(`TRUST_PROXY must be a hop count or a list of addresses or CIDR ranges (got '${raw}')`);
  return list;
}

/** DATABASE_URL, or its parts (DATABASE_HOST … DATABASE_PASSWORD) as a Helm chart sets them from a Secret. */
function databaseUrl(env: Env, dataDir: string, service: string): string {
  if (env.DATABASE_URL) {
    if (!/^(mysql|sqlite):/.test(env.DATABASE_URL)) throw new ConfigError('DATABASE_URL must start with mysql: or sqlite:');
    return env.DATABASE_URL;
  }
  if (env.DATABASE_HOST) {
    const user = encodeURIComponent(env.DATABASE_USER ?? service);
    const password = encodeURIComponent(env.DATABASE_PASSWORD ?? '');
    const port = envInteger(env, 'DATABASE_PORT', 3306, 1, 65535);
    return `mysql://${user}:${password}@${env.DATABASE_HOST}:${port}/${env.DATABASE_NAME ?? service}`;
  }
  return `sqlite:${dataDir}/${service}.sqlite`;
}

export function loadConfig(service: string, env: Env = process.env): PlatformConfig {
  const mode = oneOf(env, 'NODE_ENV', ['development', 'production', 'test'] as const, 'development');
  const dataDir = env.DATA_DIR ?? '.data';
  const port = envInteger(env, 'PORT', 8080, 0, 65535);
  const host = env.HOST ?? '127.0.0.1';
  const pem = (name: string) => env[name]?.replace(/\\n/g, '\n') || undefined;
  const config: PlatformConfig = {
    mode,
    host,
    port,
    logLevel: env.LOG_LEVEL ?? (mode === 'test' ? 'warn' : 'info'),
    databaseUrl: databaseUrl(env, dataDir, service),
    kafkaBrokers: (env.KAFKA_BROKERS ?? '').split(',').map((b) => b.trim()).filter(Boolean),
    kafkaPrefix: env.KAFKA_PREFIX ?? '',
    publicUrl: publicUrl(env, host, port),
    apiContact: apiContact(env),
    migrateOnStart: bool(env, 'MIGRATE_ON_START', true),
    dataDir,
    trustProxy: trustProxy(env),
    maxRequestsInFlight: envInteger(env, 'MAX_REQUESTS_IN_FLIGHT', DEFAULT_MAX_REQUESTS_IN_FLIGHT, 1, 1_000_000),
    requestBudget: {
      perPrincipal: envInteger(env, 'API_RATE_LIMIT_PER_USER', DEFAULT_REQUEST_BUDGET.perPrincipal, 1, 1_000_000_000),
      perAddress: envInteger(env, 'API_RATE_LIMIT_PER_ADDRESS', DEFAULT_REQUEST_BUDGET.perAddress, 1, 1_000_000_000),
      windowSeconds: envInteger(env, 'API_RATE_LIMIT_WINDOW_SECONDS', DEFAULT_REQUEST_BUDGET.windowSeconds, 1, 86_400),
    },
  };
  const publicKey = pem('JWT_PUBLIC_KEY');
  const privateKey = pem('JWT_PRIVATE_KEY');
  if (publicKey) config.jwtPublicKeyPem = publicKey;
  if (privateKey) config.jwtPrivateKeyPem = privateKey;
  if (mode === 'production' && !publicKey) throw new ConfigError('JWT_PUBLIC_KEY is required in production');
  return config;
}
