// express-openapi-validator (5.x) finds the operation of every request by calling path-to-regexp's
// pathToRegexp() on each route of the spec, in order, until one matches (lookupRoute in
// middlewares/openapi.metadata.js): the spec's regular expressions are compiled again for every
// request: 26 of identity's 35 routes for /api/users/list (128 µs of CPU here; 21 µs with the cache,
// docs/performance.md). The result depends only on
// the route and two options, so the compiled matchers are cached here, once per process, in the
// very path-to-regexp instance the validator requires. What the validator does with a match is
// unchanged; only the compilation is not repeated. Upstream has the same fix open
// (cdimascio/express-openapi-validator#1217): drop this once a release caches them itself.
import { createRequire } from 'node:module';

type Compiled = { regexp: RegExp; keys: unknown[] };
type PathToRegexp = ((path: unknown, options?: Record<string, unknown>) => Compiled) & { [CACHED]?: true };
const CACHED = Symbol.for('adops.cachedPathToRegexp');

/** Routes come from the specs (a few dozen per service); anything past this is compiled uncached. */
const MAX_CACHED = 1000;

/** Installs the cache (idempotent); returns the validator's path-to-regexp module, for tests. */
export function cacheValidatorRouteMatchers(): { pathToRegexp: PathToRegexp } {
  const validatorEntry = import.meta.resolve('express-openapi-validator');
  const p2r = createRequire(validatorEntry)('path-to-regexp') as { pathToRegexp: PathToRegexp };
  if (p2r.pathToRegexp[CACHED]) return p2r;
  const compile = p2r.pathToRegexp;
  // One map per combination of the two options the validator passes (sensitive, strict).
  const caches = [new Map<string, Compiled>(), new Map<string, Compiled>(), new Map<string, Compiled>(), new Map<string, Compiled>()];
  const cached: PathToRegexp = (path, options) => {
    if (typeof path !== 'string' || !onlySensitiveAndStrict(options)) return compile(path, options);
    const cache = caches[(options?.sensitive ? 2 : 0) + (options?.strict ? 1 : 0)]!;
    let matcher = cache.get(path);
    if (!matcher) {
      matcher = compile(path, options);
      if (cache.size < MAX_CACHED) cache.set(path, matcher);
    }
    return matcher;
  };
  cached[CACHED] = true;
  p2r.pathToRegexp = cached;
  return p2r;
}

/** The options the cache keys on; any other option (end, delimiter, trailing…) is compiled as asked. */
function onlySensitiveAndStrict(options: Record<string, unknown> | undefined): boolean {
  if (options === undefined) return true;
  for (const key in options) if (key !== 'sensitive' && key !== 'strict') return false;
  return true;
}
