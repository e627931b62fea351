/**
 * Derives the Ingress routing table from the OpenAPI specs.
 *
 * Every context's spec (`openapi/<context>/openapi.yaml`, the contexts of scripts/contexts.ts) owns
 * the prefixes `/api/<first-segment>` of its paths, and its bundled spec at the exact paths
 * `/openapi/<context>.yaml` and `/openapi/<context>.json`. Each prefix must belong to exactly one
 * context (ARCHITECTURE §1), and every path must fall under a prefix: a resource nested under another
 * context's resource is a filter (`/api/campaign-templates?customerId=`), never a nested path
 * (`/api/customers/{id}/campaign-templates` would claim `/api/customers` twice). The docs context
 * (identity) also gets `/docs` and the catch-alls `/api` and `/openapi`: an unknown API or spec path is
 * then a 404 problem from a service, never the frontend's HTML (an Ingress prefers an Exact path, then
 * the longest prefix).
 *
 *   node scripts/ingress-routes.ts            writes charts/adops/files/routes.yaml
 *   node scripts/ingress-routes.ts --check    exits 1 when that file differs from the specs,
 *                                             when a spec path has no route or a prefix is claimed twice
 *   node scripts/ingress-routes.ts --check-rendered <manifests.yaml> [--release adops]
 *                                             exits 1 when the umbrella chart's rendered Ingress does not
 *                                             send each of those paths to its service and the rest to the frontend
 *   options: --openapi-dir <dir>  --out <file>  --docs <context>
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, parseAllDocuments } from 'yaml';
import { contextsIn, serviceContexts } from './contexts.ts';

export interface Spec {
  context: string;
  file: string;
  /** Paths as served, with the server URL's base path (e.g. `/api`) applied. */
  paths: string[];
}

/** Ingress path types: `Exact` wins over `Prefix`, and a longer prefix over a shorter one. */
export interface ContextRoutes {
  Exact: string[];
  Prefix: string[];
}

/** context -> its sorted paths by type */
export type RouteTable = Record<string, ContextRoutes>;

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const defaultOpenapiDir = join(repoRoot, 'openapi');
export const defaultOut = join(repoRoot, 'charts', 'adops', 'files', 'routes.yaml');
/** The context that serves the documentation page and answers unknown /api and /openapi paths. */
export const DOCS_CONTEXT = 'identity';
export const DOCS_PREFIXES = ['/docs', '/api', '/openapi'];
const PREFIX = /^\/api\/([a-z0-9][a-z0-9._~-]*)(?:\/|$)/;

/** Where a context serves its bundled spec. */
export const specFilePaths = (context: string) => [`/openapi/${context}.json`, `/openapi/${context}.yaml`];

export function readSpecs(openapiDir: string): Spec[] {
  const specs: Spec[] = [];
  for (const context of contextsIn(openapiDir)) {
    const file = join(openapiDir, context, 'openapi.yaml');
    const doc = (parse(readFileSync(file, 'utf8')) ?? {}) as {
      paths?: Record<string, unknown>;
      servers?: { url?: string }[];
    };
    const base = basePath(doc.servers?.[0]?.url);
    const paths = Object.keys(doc.paths ?? {}).map((p) =>
      base && p !== base && !p.startsWith(`${base}/`) ? `${base}${p}` : p,
    );
    specs.push({ context, file, paths });
  }
  return specs.sort((a, b) => a.context.localeCompare(b.context));
}

/** The path part of a server URL (`https://x/api` or `/api` -> `/api`), without a trailing slash. */
function basePath(url: string | undefined): string {
  if (!url || /\{/.test(url)) return '';
  const path = new URL(url, 'http://base.invalid').pathname.replace(/\/+$/, '');
  return path;
}

/** `/api/users/{id}` -> `/api/users`; undefined when the path cannot be routed by prefix. */
export function prefixOf(path: string): string | undefined {
  const match = PREFIX.exec(path);
  return match ? `/api/${match[1]}` : undefined;
}

/**
 * The context that serves `path`, as an Ingress matches: an Exact path first, then the longest
 * Prefix path made of whole segments.
 */
export function routeFor(path: string, routes: RouteTable): string | undefined {
  let best: { context: string; length: number } | undefined;
  for (const [context, paths] of Object.entries(routes)) {
    if (paths.Exact.includes(path)) return context;
    for (const prefix of paths.Prefix) {
      const matches = path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
      if (matches && (!best || prefix.length > best.length)) best = { context, length: prefix.length };
    }
  }
  return best?.context;
}

export interface DeriveOptions {
  /** The context that gets DOCS_PREFIXES; none when it has no spec among `specs`. */
  docs?: string;
  root?: string;
}

export function deriveRoutes(
  specs: Spec[],
  { docs = DOCS_CONTEXT, root = repoRoot }: DeriveOptions = {},
): {
  routes: RouteTable;
  errors: string[];
} {
  const errors: string[] = [];
  const owner = new Map<string, { context: string; file: string; path: string }>();
  const routes: RouteTable = {};
  for (const spec of specs) {
    const prefixes = new Set<string>();
    const file = relative(root, spec.file);
    for (const path of spec.paths) {
      const prefix = prefixOf(path);
      if (!prefix) {
        errors.push(`${file}: path ${path} has no route: every path must start with /api/<segment>`);
        continue;
      }
      const claimed = owner.get(prefix);
      if (claimed && claimed.context !== spec.context) {
        errors.push(
          `prefix ${prefix} is claimed by two contexts: ${claimed.context} (${claimed.file}: ${claimed.path}) and ${spec.context} (${file}: ${path})`,
        );
        continue;
      }
      owner.set(prefix, { context: spec.context, file, path });
      prefixes.add(prefix);
    }
    if (spec.context === docs) for (const prefix of DOCS_PREFIXES) prefixes.add(prefix);
    routes[spec.context] = { Exact: specFilePaths(spec.context), Prefix: [...prefixes].sort() };
  }
  return { routes, errors: [...new Set(errors)] };
}

/** Every path the table must send to a context: the specs' paths, their bundled specs, the docs. */
export function expectedRoutes(
  specs: Spec[],
  docs = DOCS_CONTEXT,
  root = repoRoot,
): { path: string; context: string; why: string }[] {
  const expected: { path: string; context: string; why: string }[] = [];
  for (const spec of specs) {
    const file = relative(root, spec.file);
    for (const path of spec.paths) expected.push({ path, context: spec.context, why: `${file}: path ${path}` });
    for (const path of specFilePaths(spec.context))
      expected.push({ path, context: spec.context, why: `the bundled spec ${path}` });
  }
  if (specs.some((s) => s.context === docs)) {
    for (const path of ['/docs', '/api/no-such-resource', '/openapi/no-such-context.yaml']) {
      expected.push({ path, context: docs, why: `${path} (the docs and the 404 answers of unknown paths)` });
    }
  }
  return expected;
}

/** Paths that `routes` does not send to the context that owns them. */
export function unroutedPaths(specs: Spec[], routes: RouteTable, docs = DOCS_CONTEXT, root = repoRoot): string[] {
  const errors: string[] = [];
  for (const { path, context, why } of expectedRoutes(specs, docs, root)) {
    const routed = routeFor(path, routes);
    if (routed !== context) errors.push(`${why} has no route to ${context}` + (routed ? ` (routed to ${routed})` : ''));
  }
  return errors;
}

export function render(routes: RouteTable, docs = DOCS_CONTEXT): string {
  const lines = [
    '# GENERATED by scripts/ingress-routes.ts from openapi/<context>/openapi.yaml: do not edit.',
    '# Regenerate with `node scripts/ingress-routes.ts`; `--check` fails when this file is stale.',
    '# charts/adops/templates/ingress.yaml routes each path to the service of its context, and / to',
    "# the frontend. Each context owns its specs' /api prefixes and its bundled spec (Exact paths);",
    `# ${docs} also serves /docs and answers the catch-alls /api and /openapi (a 404 problem for an`,
    "# unknown path, never the frontend's HTML): an Ingress prefers Exact, then the longest prefix.",
  ];
  const contexts = Object.keys(routes).sort();
  if (contexts.length === 0) return `${lines.join('\n')}\nroutes: {}\n`;
  lines.push('routes:');
  for (const context of contexts) {
    lines.push(`  ${context}:`);
    for (const type of ['Exact', 'Prefix'] as const) {
      const paths = routes[context]?.[type] ?? [];
      if (paths.length === 0) {
        lines.push(`    ${type}: []`);
        continue;
      }
      lines.push(`    ${type}:`);
      for (const path of paths) lines.push(`      - ${path}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

export function readTable(file: string): RouteTable | undefined {
  if (!existsSync(file)) return undefined;
  const doc = parse(readFileSync(file, 'utf8')) as { routes?: Record<string, Partial<ContextRoutes>> } | null;
  const table: RouteTable = {};
  for (const [context, paths] of Object.entries(doc?.routes ?? {})) {
    table[context] = { Exact: paths?.Exact ?? [], Prefix: paths?.Prefix ?? [] };
  }
  return table;
}

/**
 * The routing table of the Ingress in rendered manifests, by context: a backend Service named
 * `<release>-<context>` belongs to <context> (the frontend's is `<release>-frontend`).
 */
export function tableFromManifests(text: string, release: string): RouteTable {
  const table: RouteTable = {};
  for (const doc of parseAllDocuments(text)) {
    const manifest = doc.toJS() as IngressManifest | null;
    if (manifest?.kind !== 'Ingress') continue;
    for (const rule of manifest.spec?.rules ?? []) {
      for (const entry of rule.http?.paths ?? []) {
        const service = entry.backend?.service?.name ?? '';
        const context = service.startsWith(`${release}-`) ? service.slice(release.length + 1) : service;
        const routes = (table[context] ??= { Exact: [], Prefix: [] });
        (entry.pathType === 'Exact' ? routes.Exact : routes.Prefix).push(entry.path);
      }
    }
  }
  return table;
}

interface IngressManifest {
  kind?: string;
  spec?: {
    rules?: { http?: { paths?: { path: string; pathType: string; backend?: { service?: { name?: string } } }[] } }[];
  };
}

/** Problems of a rendered umbrella chart's Ingress: every expected path to its context, the rest to the frontend. */
export function checkRendered(manifestFile: string, release: string, specs: Spec[], docs = DOCS_CONTEXT): string[] {
  const table = tableFromManifests(readFileSync(manifestFile, 'utf8'), release);
  const problems = unroutedPaths(specs, table, docs).map((p) => `the rendered Ingress: ${p}`);
  for (const path of ['/', '/customers/1', '/api-docs']) {
    const routed = routeFor(path, table);
    if (routed !== 'frontend')
      problems.push(`the rendered Ingress sends ${path} to ${routed ?? 'nothing'}, not the frontend`);
  }
  return problems;
}

export interface Result {
  ok: boolean;
  messages: string[];
}

export function run(args: string[]): Result {
  const option = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const openapiDir = resolve(option('--openapi-dir') ?? defaultOpenapiDir);
  const out = resolve(option('--out') ?? defaultOut);
  const docs = option('--docs') ?? DOCS_CONTEXT;
  const check = args.includes('--check');
  const specs = readSpecs(openapiDir);
  const rendered = option('--check-rendered');
  if (rendered) {
    // Only contexts with a service have a chart; charts-check warns about the others.
    const services = new Set(serviceContexts(resolve(openapiDir, '..')));
    const problems = checkRendered(
      rendered,
      option('--release') ?? 'adops',
      specs.filter((s) => services.has(s.context)),
      docs,
    );
    return problems.length
      ? { ok: false, messages: problems }
      : { ok: true, messages: [`${rendered}: the Ingress routes every path`] };
  }
  const { routes, errors } = deriveRoutes(specs, { docs });
  if (errors.length > 0) return { ok: false, messages: errors };
  const expected = render(routes, docs);
  const name = relative(process.cwd(), out) || out;
  if (!check) {
    writeFileSync(out, expected);
    return { ok: true, messages: [`wrote ${name}: ${summary(routes)}`] };
  }
  const committed = readTable(out);
  if (committed === undefined) {
    return { ok: false, messages: [`${name} is missing: run node scripts/ingress-routes.ts`] };
  }
  const problems = unroutedPaths(specs, committed, docs);
  if (readFileSync(out, 'utf8') !== expected) {
    problems.push(`${name} differs from what the specs produce: run node scripts/ingress-routes.ts`);
  }
  if (problems.length > 0) return { ok: false, messages: problems };
  return { ok: true, messages: [`${name} is up to date: ${summary(routes)}`] };
}

function summary(routes: RouteTable): string {
  const contexts = Object.keys(routes);
  const paths = contexts.reduce((n, c) => n + (routes[c]?.Prefix.length ?? 0) + (routes[c]?.Exact.length ?? 0), 0);
  return `${contexts.length} context(s), ${paths} path(s)`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = run(process.argv.slice(2));
  for (const message of result.messages) (result.ok ? console.log : console.error)(message);
  if (!result.ok) {
    console.error('ingress-routes: FAILED');
    process.exitCode = 1;
  }
}
