// express-openapi-validator (5.x) redoes per request work whose result depends only on the spec
// (issue 31: ~40 µs of CPU a request on identity's list of users, docs/performance.md):
// - finding the operation (lookupRoute in middlewares/openapi.metadata.js) walks every route of the
//   spec, and for each one rebuilds its entry (Object.entries of the route map, routePair, the path key,
//   two app settings) before trying its regular expression;
// - the parameter mutator (parsers/req.parameter.mutator.js) dereferences and normalises each of the
//   operation's parameters again, decides again whether its schema is an object, and reads the raw
//   query string with the legacy url.parse(), which Node 24 makes walk the call stack on every call
//   made from node_modules (DEP0169: it warns once, but only for a caller outside node_modules).
// Both are replaced here, once per process, in the validator's own modules, by the same steps in the
// same order with what depends only on the spec computed once: the route table once per validator
// instance, each operation's parameters once, and the raw query by url.parse()'s own fast path (the
// text after the first `?` of a path without whitespace, backslash, `#` or `@`), url.parse() itself
// for any other request line. What the validator decides (the operation, path parameters, 404, 405
// with its Allow, 400 with its message, the query as handlers see it) is unchanged
// (test/validator-fast-paths.test.ts compares them with the validator's own code).
// route-matchers.ts caches the compiled route expressions these use.
import { createRequire } from 'node:module';
import * as nodeUrl from 'node:url';
import { cacheValidatorRouteMatchers } from './route-matchers.ts';

type Obj = Record<string, unknown>;
type Req = Obj & {
  path: string;
  baseUrl: string;
  url: string;
  originalUrl: string;
  method: string;
  query: Obj;
  params: Obj;
  app: { enabled(setting: string): boolean };
  openapi?: Obj & { schema: Obj & { parameters?: unknown[] } };
};
type Next = (err?: unknown) => void;
type Parameter = Obj & { in: string; name: string; style?: string; explode?: boolean; allowReserved?: boolean; content?: Obj };
type Schema = Obj & { type?: string };

interface Context {
  expressRouteMap: Record<string, Obj & { basePath: string }>;
  openApiRouteMap: Record<string, Obj>;
  apiDoc: { paths: Record<string, Record<string, unknown>> };
  useRequestUrl: boolean;
  ignoreUndocumented: boolean;
  serial: number;
  shouldIgnoreRoute(path: string): boolean;
  isManagedRoute(path: string): boolean;
  routePair(route: string): { expressRoute: string; openApiRoute: string } | null;
}

interface Mutator {
  ajv: unknown;
  _apiDocs: unknown;
  parseQueryStringUndecoded(qs: string | null | undefined): Map<string, string[]>;
  handleBracketNotationQueryFields(query: Obj): Obj;
  validateReservedCharacters(name: string, pairs: Map<string, string[]>, allowComma?: boolean): void;
  handleContent(req: Req, name: string, parameter: Parameter): void;
  isObjectOrXOf(schema: Schema): boolean;
  parseJsonAndMutateRequest(req: Req, $in: string, name: string): void;
  handleFormExplode(req: Req, name: string, schema: Schema, parameter: Parameter): void;
  handleDeepObject(req: Req, qs: string, name: string, schema: Schema): void;
  csvToKeyValuePairs(value: string): Obj | undefined;
  validateArrayDelimiter(delimiter: string | undefined, parameter: Parameter): void;
  parseJsonArrayAndMutateRequest(req: Req, $in: string, name: string, delimiter: string | undefined, rawQuery: Map<string, string[]>): void;
  explodeJsonArrayAndMutateRequest(req: Req, $in: string, name: string): void;
}

const INSTALLED = Symbol.for('adops.validatorFastPaths');

/** Node's url.parse() fast path (lib/url.js simplePathPattern): a path and its query, no host. */
const SIMPLE_PATH = /^(\/\/?(?!\/)[^?\s]*)(\?[^\s]*)?$/;
/**
 * Whether url.parse() reads `url` as it is: nothing it trims (a code below 33, no-break space, BOM), no
 * `#` anywhere, and before the query no backslash (turned into `/`) nor `@` (a user before a host).
 */
function readAsIs(url: string): boolean {
  let beforeQuery = true;
  for (let i = 0; i < url.length; i++) {
    const c = url.charCodeAt(i);
    if (c < 33 || c === 0xa0 || c === 0xfeff || c === 0x23) return false;
    if (c === 0x3f) beforeQuery = false;
    else if (beforeQuery && (c === 0x5c || c === 0x40)) return false;
  }
  return true;
}

/**
 * The legacy parser itself, for the request lines its fast path does not take. Through Url's own parse
 * method: url.parse() would print its deprecation warning (DEP0169) once called from outside node_modules.
 */
const LegacyUrl = (nodeUrl as unknown as { Url: new () => { parse(url: string): void; query: string | null } }).Url;

/**
 * `url.parse(url).query` — the raw query string, undecoded (null without one) — without url.parse()'s
 * stack walk: the same fast path where url.parse() takes it, url.parse() itself everywhere else.
 */
export function rawQueryOf(url: string): string | null {
  if (readAsIs(url)) {
    const simple = SIMPLE_PATH.exec(url);
    if (simple) return simple[2] ? simple[2].slice(1) : null;
  }
  const parsed = new LegacyUrl();
  parsed.parse(url);
  return parsed.query;
}

/** One operation parameter as the mutator uses it: dereferenced, normalised, classified once. */
interface PreparedParameter {
  parameter: Parameter;
  name: string;
  schema: Schema;
  type: unknown;
  style: string | undefined;
  explode: boolean | undefined;
  objectOrXOf: boolean;
}

/** Paths remembered per validator with the parameterless route they matched (lookupRoute). */
const MAX_STATIC_HITS = 1000;

const ARRAY_DELIMITER: Record<string, string> = { simple: ',', form: ',', spaceDelimited: ' ', pipeDelimited: '|' };

/** Installs both replacements (idempotent). Call before the validator handles its first request. */
export function installValidatorFastPaths(): void {
  cacheValidatorRouteMatchers();
  const require = createRequire(import.meta.resolve('express-openapi-validator'));
  const metadata = require('./middlewares/openapi.metadata.js') as { applyOpenApiMetadata: ((ctx: Context, res: unknown) => unknown) & { [INSTALLED]?: true } };
  if (metadata.applyOpenApiMetadata[INSTALLED]) return;
  type HttpError = new (o: Obj) => Error;
  const { MethodNotAllowed, NotFound, BadRequest } = require('./framework/types.js') as { MethodNotAllowed: HttpError; NotFound: HttpError; BadRequest: HttpError };
  const { httpMethods } = require('./middlewares/parsers/schema.preprocessor.js') as { httpMethods: Set<string> };
  const { zipObject } = require('./middlewares/util.js') as { zipObject: (keys: string[], values: string[]) => Obj };
  const { dereferenceParameter, normalizeParameter } = require('./middlewares/parsers/util.js') as {
    dereferenceParameter: (apiDoc: unknown, p: unknown) => Parameter;
    normalizeParameter: (ajv: unknown, p: Parameter) => { name: string; schema: Schema };
  };
  const { RequestParameterMutator } = require('./middlewares/parsers/req.parameter.mutator.js') as { RequestParameterMutator: { prototype: Mutator & { modifyRequest(req: Req): void } } };
  const p2r = require('path-to-regexp') as { pathToRegexp: (path: string, o: Obj) => { regexp: RegExp; keys: Array<{ name: string }> } };

  // --- the operation of a request (applyOpenApiMetadata, with its route table built once)
  const applyOpenApiMetadata = (ctx: Context, responseApiDoc: { paths: Record<string, Record<string, unknown>> } | undefined) => {
    const routes = Object.entries(ctx.expressRouteMap).map(([expressRoute, methods]) => {
      const openApiRoute = ctx.routePair(expressRoute)!.openApiRoute;
      return { expressRoute, openApiRoute, pathKey: openApiRoute.substring(methods.basePath.length) };
    });
    // Compiled per combination of the app's two routing settings, read per request as the validator does.
    const matchers: Array<Array<{ regexp: RegExp; keys: string[] }>> = [];
    const matchersFor = (strict: boolean, sensitive: boolean) =>
      (matchers[(strict ? 2 : 0) + (sensitive ? 1 : 0)] ??= routes.map((r) => {
        const { regexp, keys } = p2r.pathToRegexp(r.expressRoute, { sensitive, strict });
        return { regexp, keys: keys.map((k) => k.name) };
      }));

    // A path that matched a route without parameters (a list, /users/me) is looked up, not scanned, the
    // next time: the first matching route depends only on the path and the two settings. Bounded, since
    // spellings of one path (case, a trailing slash) are the client's to choose.
    const staticHits = new Map<string, number>();

    function lookupRoute(req: Req, useRequestUrl: boolean) {
      const path = useRequestUrl ? req.url.split('?')[0]! : req.originalUrl.split('?')[0]!;
      const method = req.method.toLowerCase();
      const strict = !!req.app.enabled('strict routing');
      const sensitive = !!req.app.enabled('case sensitive routing');
      const compiled = matchersFor(strict, sensitive);
      const hitKey = `${strict ? 1 : 0}${sensitive ? 1 : 0}${path}`;
      const hit = staticHits.get(hitKey);
      for (let i = hit ?? 0; i < routes.length; i++) {
        const matchedRoute = compiled[i]!.regexp.exec(path);
        if (!matchedRoute) continue;
        if (hit === undefined && compiled[i]!.keys.length === 0 && staticHits.size < MAX_STATIC_HITS) staticHits.set(hitKey, i);
        const { expressRoute, openApiRoute, pathKey } = routes[i]!;
        const schema = ctx.apiDoc.paths[pathKey]![method];
        const _schema = responseApiDoc?.paths[pathKey]![method];
        try {
          const pathParams = zipObject(compiled[i]!.keys, matchedRoute.slice(1).map(decodeURIComponent));
          return { schema, expressRoute, openApiRoute, pathParams, serial: -1, _responseSchema: _schema };
        } catch {
          throw new BadRequest({ path: req.path, message: `malformed uri'` });
        }
      }
      return null;
    }

    return (req: Req, _res: unknown, next: Next) => {
      // note base path is empty when path is fully qualified i.e. req.path.startsWith('')
      const path = req.path.startsWith(req.baseUrl) ? req.path : `${req.baseUrl}/${req.path}`;
      if (ctx.shouldIgnoreRoute(path)) return next();
      const matched = lookupRoute(req, ctx.useRequestUrl);
      if (matched) {
        const { expressRoute, openApiRoute, pathParams, schema } = matched;
        if (!schema) {
          // Prevents validation for routes which match on path but mismatch on method
          if (ctx.ignoreUndocumented) return next();
          throw new MethodNotAllowed({
            path: req.path,
            message: `${req.method} method not allowed`,
            headers: { Allow: Object.keys(ctx.openApiRouteMap[openApiRoute]!).filter((key) => httpMethods.has(key.toLowerCase())).join(', ') },
          });
        }
        req.openapi = { expressRoute, openApiRoute, pathParams, schema: schema as Obj, serial: ctx.serial };
        req.params = pathParams;
        if (responseApiDoc) req.openapi._responseSchema = matched._responseSchema;
      } else if (ctx.isManagedRoute(path) && !ctx.ignoreUndocumented) {
        throw new NotFound({ path: req.path, message: 'not found' });
      }
      next();
    };
  };
  applyOpenApiMetadata[INSTALLED] = true as const;
  metadata.applyOpenApiMetadata = applyOpenApiMetadata as typeof metadata.applyOpenApiMetadata;

  // --- the parameter mutator (modifyRequest, with each operation's parameters prepared once)
  const prepared = new WeakMap<object, WeakMap<unknown[], PreparedParameter[]>>();
  function prepare(m: Mutator, parameters: unknown[]): PreparedParameter[] {
    // Keyed by the validator's ajv too: normalising may dereference the schema through it.
    let byAjv = prepared.get(m.ajv as object);
    if (!byAjv) prepared.set(m.ajv as object, (byAjv = new WeakMap()));
    let list = byAjv.get(parameters);
    if (!list) {
      list = parameters.map((p) => {
        const parameter = dereferenceParameter(m._apiDocs, p);
        const { name, schema } = normalizeParameter(m.ajv, parameter);
        return { parameter, name, schema, type: schema.type, style: parameter.style, explode: parameter.explode, objectOrXOf: m.isObjectOrXOf(schema) };
      });
      byAjv.set(parameters, list);
    }
    return list;
  }

  RequestParameterMutator.prototype.modifyRequest = function modifyRequest(this: Mutator, req: Req) {
    const { parameters } = req.openapi!.schema;
    const rawQuery = this.parseQueryStringUndecoded(rawQueryOf(req.originalUrl));
    req.query = this.handleBracketNotationQueryFields(req.query);
    if (!parameters) return;
    for (const { parameter, name, schema, type, style, explode, objectOrXOf } of prepare(this, parameters)) {
      if (parameter.in === 'query' && !parameter.allowReserved && !!parameter.explode) this.validateReservedCharacters(name, rawQuery);
      if (parameter.in === 'query' && !parameter.allowReserved && !parameter.explode) this.validateReservedCharacters(name, rawQuery, true);
      if (parameter.content) {
        this.handleContent(req, name, parameter);
      } else if (parameter.in === 'query' && objectOrXOf) {
        // handle bracket notation and mutates query param
        if (style === 'form' && explode) {
          this.parseJsonAndMutateRequest(req, parameter.in, name);
          this.handleFormExplode(req, name, schema, parameter);
        } else if (style === 'deepObject') {
          this.handleDeepObject(req, req.originalUrl.substr(req.originalUrl.indexOf('?') + 1), name, schema);
        } else if (style === 'form' && !explode && schema.type === 'object') {
          const value = req.query[name];
          if (typeof value === 'string') {
            const kvPairs = this.csvToKeyValuePairs(value);
            if (kvPairs) {
              req.query[name] = kvPairs;
              // The validator's forEach callback returns here: on to the next parameter.
              continue;
            }
          }
          this.parseJsonAndMutateRequest(req, parameter.in, name);
        } else {
          this.parseJsonAndMutateRequest(req, parameter.in, name);
        }
      } else if (type === 'array' && !explode) {
        const delimiter = ARRAY_DELIMITER[parameter.style as string];
        this.validateArrayDelimiter(delimiter, parameter);
        this.parseJsonArrayAndMutateRequest(req, parameter.in, name, delimiter, rawQuery);
      } else if (type === 'array' && explode) {
        this.explodeJsonArrayAndMutateRequest(req, parameter.in, name);
      } else if (style === 'form' && explode) {
        this.handleFormExplode(req, name, schema, parameter);
      }
    }
  };
}
