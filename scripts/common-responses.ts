// The responses the platform may give any operation whatever its handler does, added by the codegen
// to every operation of the bundled specs so that no spec author can forget one (the source specs
// stay lean): the validator rejects unknown query parameters everywhere (400); a request body can be
// invalid (400), too large (413) or of a media type the operation does not take (415); a security
// requirement means no session (401) or the wrong role (403); every operation is throttled per caller
// (429, with Retry-After); and anything unexpected is a 500. Each is the shared problem response of
// openapi/_shared/problem.yaml. Since the platform sends its throttling headers (RateLimit-Policy and
// RateLimit, draft-ietf-httpapi-ratelimit-headers) on every answer of an operation, every 2XX and 4XX
// response documents them too.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { isMap, isScalar, parse, type Document, type YAMLMap } from 'yaml';

/** Status → the shared response (openapi/_shared/problem.yaml#/components/responses/<name>). */
export const COMMON_RESPONSES = {
  '400': 'BadRequest',
  '401': 'Unauthorized',
  '403': 'Forbidden',
  '413': 'PayloadTooLarge',
  '415': 'UnsupportedMediaType',
  '429': 'TooManyRequests',
  '500': 'InternalServerError',
} as const;
export type CommonStatus = keyof typeof COMMON_RESPONSES;

type Requirement = Record<string, string[]>;
type Operation = { requestBody?: unknown; security?: Requirement[]; responses?: Record<string, unknown> };
export type SharedProblems = { components: { schemas: { Problem: unknown }; responses: Record<string, unknown>; headers: Record<string, unknown> } };

/** Header name → the shared header (openapi/_shared/problem.yaml#/components/headers/<name>) on every 2XX and 4XX response. */
export const RATE_LIMIT_HEADERS = { 'RateLimit-Policy': 'RateLimitPolicy', RateLimit: 'RateLimit' } as const;
/** The statuses whose responses carry the throttling headers: a redirect or a 5XX need not. */
export const isThrottledStatus = (status: string) => /^[24]/.test(status);

export const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;

export function readSharedProblems(openapiDir: string): SharedProblems {
  return parse(readFileSync(join(openapiDir, '_shared', 'problem.yaml'), 'utf8')) as SharedProblems;
}

/**
 * The common statuses an operation may answer with. A security requirement counts as the platform
 * reads it: any non-empty list (the operation's own, else the spec's) turns away a caller without a
 * principal (401) and one whose role is not listed (403).
 */
export function commonStatuses(op: Operation, rootSecurity: Requirement[] | undefined): CommonStatus[] {
  const statuses: CommonStatus[] = ['400', '429', '500'];
  if (op.requestBody) statuses.push('413', '415');
  if ((op.security ?? rootSecurity ?? []).length > 0) statuses.push('401', '403');
  return statuses.sort();
}

/** Response keys in order: 1XX…5XX codes and ranges by their text, then `default`. */
const keyOrder = (k: string) => (k === 'default' ? '9' : k.toUpperCase());

/**
 * Adds to every operation of a bundled spec the common responses it does not document yet, as
 * `$ref: '#/components/responses/<name>'`, and those shared responses (and the Problem schema) to the
 * spec's components when the bundle does not hold them already. A component of the same name that is
 * not the shared one is an error: the reference would silently mean something else. Returns how many
 * responses were added.
 */
export function addCommonResponses(doc: Document, shared: SharedProblems): number {
  const spec = doc.toJS() as { security?: Requirement[]; paths?: Record<string, Record<string, Operation>>; components?: Record<string, Record<string, unknown>> };
  const used = new Set<CommonStatus>();
  let added = 0;
  for (const [path, item] of Object.entries(spec.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const responses = doc.getIn(['paths', path, method, 'responses']);
      if (!isMap(responses)) throw new Error(`${method.toUpperCase()} ${path} has no responses map`);
      for (const status of commonStatuses(op, spec.security)) {
        if (Object.hasOwn(op.responses ?? {}, status)) continue;
        used.add(status);
        const pair = doc.createPair(status, { $ref: `#/components/responses/${COMMON_RESPONSES[status]}` });
        const at = responses.items.findIndex((p) => keyOrder(String(isScalar(p.key) ? p.key.value : p.key)) > status);
        responses.items.splice(at < 0 ? responses.items.length : at, 0, pair);
        added++;
      }
    }
  }
  const ensure = (section: 'responses' | 'schemas' | 'headers', name: string, value: unknown) => {
    const existing = spec.components?.[section]?.[name];
    if (existing !== undefined) {
      // A shared response that this codegen gave the throttling headers on an earlier pass is still the shared one.
      if (!isDeepStrictEqual(withoutRateLimitHeaders(existing), withoutRateLimitHeaders(value))) throw new Error(`components.${section}.${name} is not the shared one of openapi/_shared/problem.yaml; rename it`);
      return;
    }
    if (!isMap(doc.get('components'))) doc.set('components', doc.createNode({}));
    const components = doc.get('components') as YAMLMap;
    if (!isMap(components.get(section))) components.set(section, doc.createNode({}));
    (components.get(section) as YAMLMap).set(name, doc.createNode(value));
  };
  for (const status of [...used].sort()) {
    const name = COMMON_RESPONSES[status];
    ensure('responses', name, shared.components.responses[name]);
  }
  if (used.size) ensure('schemas', 'Problem', shared.components.schemas.Problem);
  if (used.has('429')) for (const name of ['RetryAfter', ...Object.values(RATE_LIMIT_HEADERS)]) ensure('headers', name, shared.components.headers[name]);
  if (addRateLimitHeaders(doc, spec.paths ?? {}) > 0) for (const name of Object.values(RATE_LIMIT_HEADERS)) ensure('headers', name, shared.components.headers[name]);
  return added;
}

/**
 * Gives every 2XX and 4XX response of every operation the RateLimit-Policy and RateLimit headers it
 * does not document yet, as `$ref: '#/components/headers/<name>'`: on the response itself, or for a
 * `$ref` to a component response, on that component. Returns how many headers were added.
 */
function addRateLimitHeaders(doc: Document, paths: Record<string, Record<string, Operation>>): number {
  let added = 0;
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      if (!item[method]) continue;
      const responses = doc.getIn(['paths', path, method, 'responses']) as YAMLMap;
      for (const pair of responses.items) {
        const status = String(isScalar(pair.key) ? pair.key.value : pair.key);
        if (!isThrottledStatus(status)) continue;
        const where = `${method.toUpperCase()} ${path} ${status}`;
        let response = pair.value;
        const ref = isMap(response) ? response.get('$ref') : undefined;
        if (typeof ref === 'string') {
          const name = /^#\/components\/responses\/([^/]+)$/.exec(ref)?.[1];
          if (!name) throw new Error(`${where}: $ref ${ref} is not a component response of this spec`);
          response = doc.getIn(['components', 'responses', name]);
        }
        if (!isMap(response)) throw new Error(`${where}: not a response object`);
        if (!isMap(response.get('headers'))) response.set('headers', doc.createNode({}));
        const headers = response.get('headers') as YAMLMap;
        for (const [header, component] of Object.entries(RATE_LIMIT_HEADERS)) {
          if (headers.has(header)) continue;
          headers.set(header, doc.createNode({ $ref: `#/components/headers/${component}` }));
          added++;
        }
      }
    }
  }
  return added;
}

/** A response as the author wrote it, without the throttling headers the codegen adds. */
function withoutRateLimitHeaders(value: unknown): unknown {
  if (!value || typeof value !== 'object' || !('headers' in value) || !value.headers || typeof value.headers !== 'object') return value;
  const headers = Object.fromEntries(Object.entries(value.headers).filter(([name]) => !Object.hasOwn(RATE_LIMIT_HEADERS, name)));
  const { headers: _, ...rest } = value as Record<string, unknown>;
  return Object.keys(headers).length ? { ...rest, headers } : rest;
}
