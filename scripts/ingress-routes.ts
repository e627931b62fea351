/**
 * Derives the Ingress routing table from the OpenAPI specs.
 *
 * Every context's spec (`openapi/<context>/openapi.yaml`; `_shared`, `generated` and other folders
 * starting with `_` or `.` are skipped) owns the prefixes `/api/<first-segment>` of its paths. Each
 * prefix must belong to exactly one context, and every path must fall under a prefix.
 *
 *   node scripts/ingress-routes.ts            writes charts/adops/files/routes.yaml
 *   node scripts/ingress-routes.ts --check    exits 1 when that file differs from the specs,
 *                                             when a spec path has no route or a prefix is claimed twice
 *   options: --openapi-dir <dir>  --out <file>
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export interface Spec {
  context: string;
  file: string;
  /** Paths as served, with the server URL's base path (e.g. `/api`) applied. */
  paths: string[];
}

/** context -> sorted prefixes */
export type RouteTable = Record<string, string[]>;

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const defaultOpenapiDir = join(repoRoot, 'openapi');
export const defaultOut = join(repoRoot, 'charts', 'adops', 'files', 'routes.yaml');
const SKIPPED = new Set(['_shared', 'generated', 'src', 'node_modules']);
const PREFIX = /^\/api\/([a-z0-9][a-z0-9._~-]*)(?:\/|$)/;

export function readSpecs(openapiDir: string): Spec[] {
  if (!existsSync(openapiDir)) return [];
  const specs: Spec[] = [];
  for (const entry of readdirSync(openapiDir, { withFileTypes: true })) {
    if (!entry.isDirectory() || SKIPPED.has(entry.name) || /^[_.]/.test(entry.name)) continue;
    const file = join(openapiDir, entry.name, 'openapi.yaml');
    if (!existsSync(file)) continue;
    const doc = (parse(readFileSync(file, 'utf8')) ?? {}) as {
      paths?: Record<string, unknown>;
      servers?: { url?: string }[];
    };
    const base = basePath(doc.servers?.[0]?.url);
    const paths = Object.keys(doc.paths ?? {}).map((p) =>
      base && p !== base && !p.startsWith(`${base}/`) ? `${base}${p}` : p,
    );
    specs.push({ context: entry.name, file, paths });
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

/** The context whose prefix serves `path` (Ingress `Prefix` matching: whole segments). */
export function routeFor(path: string, routes: RouteTable): string | undefined {
  for (const [context, prefixes] of Object.entries(routes)) {
    if (prefixes.some((p) => path === p || path.startsWith(`${p}/`))) return context;
  }
  return undefined;
}

export function deriveRoutes(specs: Spec[], root = repoRoot): { routes: RouteTable; errors: string[] } {
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
    routes[spec.context] = [...prefixes].sort();
  }
  return { routes, errors: [...new Set(errors)] };
}

/** Paths of the specs that `routes` does not send to the context that owns them. */
export function unroutedPaths(specs: Spec[], routes: RouteTable, root = repoRoot): string[] {
  const errors: string[] = [];
  for (const spec of specs) {
    for (const path of spec.paths) {
      const context = routeFor(path, routes);
      if (context !== spec.context) {
        errors.push(
          `${relative(root, spec.file)}: path ${path} has no route to ${spec.context}` +
            (context ? ` (routed to ${context})` : ''),
        );
      }
    }
  }
  return errors;
}

export function render(routes: RouteTable): string {
  const lines = [
    '# GENERATED by scripts/ingress-routes.ts from openapi/<context>/openapi.yaml: do not edit.',
    '# Regenerate with `node scripts/ingress-routes.ts`; `--check` fails when this file is stale.',
    '# charts/adops/templates/ingress.yaml routes each prefix to the service of its context.',
  ];
  const contexts = Object.keys(routes).sort();
  if (contexts.length === 0) return `${lines.join('\n')}\nroutes: {}\n`;
  lines.push('routes:');
  for (const context of contexts) {
    const prefixes = routes[context] ?? [];
    if (prefixes.length === 0) {
      lines.push(`  ${context}: []`);
      continue;
    }
    lines.push(`  ${context}:`);
    for (const prefix of prefixes) lines.push(`    - ${prefix}`);
  }
  return `${lines.join('\n')}\n`;
}

export function readTable(file: string): RouteTable | undefined {
  if (!existsSync(file)) return undefined;
  const doc = parse(readFileSync(file, 'utf8')) as { routes?: RouteTable } | null;
  return doc?.routes ?? {};
}

export interface Result {
  ok: boolean;
  messages: string[];
}

export function run(args: string[]): Result {
  const option = (name: string, fallback: string) => {
    const i = args.indexOf(name);
    const value = i >= 0 ? args[i + 1] : undefined;
    return value ? resolve(value) : fallback;
  };
  const openapiDir = option('--openapi-dir', defaultOpenapiDir);
  const out = option('--out', defaultOut);
  const check = args.includes('--check');
  const specs = readSpecs(openapiDir);
  const { routes, errors } = deriveRoutes(specs);
  if (errors.length > 0) return { ok: false, messages: errors };
  const expected = render(routes);
  const name = relative(process.cwd(), out) || out;
  if (!check) {
    writeFileSync(out, expected);
    return { ok: true, messages: [`wrote ${name}: ${summary(routes)}`] };
  }
  const committed = readTable(out);
  if (committed === undefined) {
    return { ok: false, messages: [`${name} is missing: run node scripts/ingress-routes.ts`] };
  }
  const problems = unroutedPaths(specs, committed);
  if (readFileSync(out, 'utf8') !== expected) {
    problems.push(`${name} differs from what the specs produce: run node scripts/ingress-routes.ts`);
  }
  if (problems.length > 0) return { ok: false, messages: problems };
  return { ok: true, messages: [`${name} is up to date: ${summary(routes)}`] };
}

function summary(routes: RouteTable): string {
  const contexts = Object.keys(routes);
  const prefixes = contexts.reduce((n, c) => n + (routes[c]?.length ?? 0), 0);
  return `${contexts.length} context(s), ${prefixes} prefix(es)`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = run(process.argv.slice(2));
  for (const message of result.messages) (result.ok ? console.log : console.error)(message);
  if (!result.ok) {
    console.error('ingress-routes: FAILED');
    process.exitCode = 1;
  }
}
