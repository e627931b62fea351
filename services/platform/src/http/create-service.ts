// createService(): one Express app for one bounded context, built from its OpenAPI spec.
// Order matters: request id and logs → metrics → body limits → the spec's validator (requests
// always, responses outside production; unknown fields and query parameters rejected) → the spec's
// security requirement → the handler bound to the operationId → problem responses for every error.
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { PlatformConfig } from '../config.ts';
import type { Logger } from '../logger.ts';
import { securityMiddleware } from '../auth/security.ts';
import type { TokenVerifier } from '../auth/tokens.ts';
import type { Revocations } from '../auth/revocations.ts';
import { errorMiddleware } from './errors.ts';
import type { HandlerMap } from './handlers.ts';
import { metricsMiddleware } from './metrics.ts';
import { installValidatorFastPaths } from './validator-fast-paths.ts';
import { servedSpec, servedSpecPaths } from './served-spec.ts';
import { loggedPath } from './logged-path.ts';
import { multipartUploads } from './multipart.ts';
import { requestBudget } from './request-budget.ts';
import { securityHeaders } from './security-headers.ts';
import { documentedStatuses } from './documented-statuses.ts';
import { strictDateFormats } from '../data/instants.ts';

declare module 'express-serve-static-core' {
  interface Request {
    log: Logger;
    id: string;
    /** The JSON body's bytes as received, on operations that declare `x-raw-body: true` only. */
    rawBody?: Buffer;
  }
}

/** Resource limits that hold for every service (issue 2): bodies over these sizes are 413. */
export const JSON_BODY_LIMIT = '100kb';
export const IMAGE_BODY_LIMIT = '2mb';
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif'];

type Spec = {
  security?: Array<Record<string, string[]>>;
  paths: Record<string, Record<string, { operationId?: string; 'x-raw-body'?: boolean }>>;
};

export interface ServiceOptions {
  name: string;
  /** The bundled spec (openapi/generated/<context>.openapi.yaml). */
  specPath: string;
  handlers: HandlerMap;
  config: PlatformConfig;
  log: Logger;
  verifier: TokenVerifier;
  revocations: Revocations;
}

export interface Service {
  name: string;
  app: Express;
  /** The /api/<segment> prefixes this service owns, derived from its spec's paths, and the paths of its served spec. */
  prefixes: string[];
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

export function readSpec(specPath: string): Spec {
  return parse(readFileSync(specPath, 'utf8')) as Spec;
}

export function prefixesOf(spec: Spec): string[] {
  return [...new Set(Object.keys(spec.paths).map((p) => p.split('/').slice(0, 3).join('/')))].sort();
}

const REQUEST_LOG = Symbol('request log');
type Logged = Request & { [REQUEST_LOG]?: Logger };

/**
 * The request's id, and its logger: a child of the service's carrying the id, made when something logs
 * (a getter on the app's request prototype), since at LOG_LEVEL=warn most requests log nothing. Each
 * request is logged when it finishes, where its level logs requests (info).
 */
function requestContext(app: Express, log: Logger) {
  Object.defineProperty(app.request, 'log', {
    configurable: true,
    get(this: Logged): Logger {
      return (this[REQUEST_LOG] ??= log.child({ requestId: this.id }));
    },
    set(this: Logged, value: Logger) {
      this[REQUEST_LOG] = value;
    },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    const incoming = req.headers['x-request-id'];
    req.id = typeof incoming === 'string' && /^[\w.-]{1,100}$/.test(incoming) ? incoming : randomUUID();
    res.setHeader('x-request-id', req.id);
    if (log.isLevelEnabled('info')) {
      const start = process.hrtime.bigint();
      res.on('finish', () => {
        const ms = Number(process.hrtime.bigint() - start) / 1e6;
        req.log.info({ method: req.method, url: loggedPath(req), status: res.statusCode, ms: Math.round(ms * 10) / 10 }, 'request');
      });
    }
    next();
  };
}

/**
 * The operations that declare `x-raw-body: true` (a webhook whose signature covers the exact bytes
 * sent): their method and path pattern. Their JSON body is parsed and validated like any other, and
 * its bytes are kept in `req.rawBody` for the handler to verify.
 */
export function rawBodyRoutes(spec: Spec): Array<{ method: string; path: RegExp }> {
  return Object.entries(spec.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]?.['x-raw-body'] === true).map((m) => ({
      method: m.toUpperCase(),
      path: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`),
    })),
  );
}

export function createService(opts: ServiceOptions): Service {
  const spec = readSpec(opts.specPath);
  const app = express();
  app.disable('x-powered-by');
  // Only the configured proxies may set the client address (X-Forwarded-For); by default none.
  app.set('trust proxy', opts.config.trustProxy);
  app.set('query parser', 'extended');

  app.use(requestContext(app, opts.log));
  app.use(securityHeaders(opts.config));
  app.use(metricsMiddleware(opts.name));
  // The spec itself, public, before the validator (it is no operation of the spec).
  app.use(servedSpec(opts.name, opts.specPath, opts.config));
  const rawRoutes = rawBodyRoutes(spec);
  app.use(
    express.json({
      limit: JSON_BODY_LIMIT,
      type: ['application/json', 'application/*+json'],
      // Keeps the bytes only where an operation asks for them (x-raw-body): a webhook's signature.
      ...(rawRoutes.length && {
        verify: (req: Request, _res: Response, buf: Buffer) => {
          const path = (req.url ?? '').split('?')[0]!;
          if (rawRoutes.some((r) => r.method === req.method && r.path.test(path))) req.rawBody = buf;
        },
      }),
    }),
  );
  app.use(express.raw({ limit: IMAGE_BODY_LIMIT, type: IMAGE_TYPES }));
  // The validator redoes per request what depends only on the spec (its route table, each route's regular
  // expression, each operation's parameters): done once (validator-fast-paths.ts, route-matchers.ts).
  installValidatorFastPaths();
  const validator = OpenApiValidator.middleware({
    apiSpec: opts.specPath,
    // Bodies are taken as sent (a boolean is no string); the validator still coerces query and path parameters.
    validateRequests: { allowUnknownQueryParameters: false, coerceTypes: false, removeAdditional: false },
    validateResponses: opts.config.mode === 'production' ? false : { removeAdditional: false },
    validateSecurity: false,
    validateFormats: true,
    // ajv-formats' date-time and date only look at the characters (2024-19-39 passes): one strict rule
    // (data/instants.ts) for every operation of every spec, requests and responses alike.
    formats: strictDateFormats,
    ignoreUndocumented: false,
    fileUploader: false,
  }) as unknown as express.RequestHandler[];
  // Who may call comes before what they sent: an anonymous or wrong-role caller gets 401/403, not a
  // validation report of a body they may not send. Our check takes the validator's own security
  // slot, right after it has matched the operation (req.openapi).
  // Right after it, each caller's request budget (request-budget.ts): per principal, else per address.
  const security = requestBudget(opts.config.requestBudget).around(securityMiddleware(opts.verifier, opts.revocations, spec.security, opts.config.mode) as express.RequestHandler);
  const slot = validator.findIndex((m) => m.name === 'securityMiddleware');
  // Then a multipart body where the operation declares one (multipart.ts): read once the caller is admitted, before the validator checks req.body.
  if (slot >= 0) validator.splice(slot + 1, 0, security, multipartUploads(spec));
  // Outside production an answer with a status its operation does not document becomes a 500.
  if (opts.config.mode !== 'production') app.use(documentedStatuses(opts.log));
  app.use(...validator);
  if (slot < 0) app.use(security);

  // Bind every operation to its handler; a missing one is a start-up error, so no operation of the
  // spec can silently go unimplemented. Static paths first, so /users/me wins over /users/{userId}.
  const routes = Object.entries(spec.paths)
    .flatMap(([path, item]) => METHODS.filter((m) => item[m]).map((m) => ({ path, method: m, operationId: item[m]!.operationId! })))
    .sort((a, b) => (a.path.match(/\{/g)?.length ?? 0) - (b.path.match(/\{/g)?.length ?? 0) || a.path.localeCompare(b.path));
  const missing = routes.filter((r) => !opts.handlers[r.operationId]).map((r) => r.operationId);
  if (missing.length) throw new Error(`${opts.name}: no handler for ${missing.join(', ')}`);
  for (const route of routes) {
    const handler = opts.handlers[route.operationId] as (req: Request, res: Response) => unknown;
    app[route.method](route.path.replace(/\{(\w+)\}/g, ':$1'), async (req: Request, res: Response) => {
      await handler(req, res);
    });
  }
  app.use(errorMiddleware(opts.log));
  const { yaml, json } = servedSpecPaths(opts.name);
  return { name: opts.name, app, prefixes: [...prefixesOf(spec), yaml, json] };
}
