// The one place that says which bounded contexts exist. A context is a folder of openapi/ holding an
// openapi.yaml; it has a service once services/<context>/package.json exists too (a spec may land
// before its service). Client factories, the embedded default's module list, the Ingress table, the
// per-service charts and the Dockerfile test all start from these two lists.
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '..');

/** Context names are npm package, Helm chart, DNS and database names at once: keep them to that alphabet. */
const CONTEXT_NAME = /^[a-z][a-z0-9-]*$/;

/** Folders of openapi/ that are not contexts (`_shared` and dot folders fail CONTEXT_NAME already). */
const NOT_CONTEXTS = new Set(['generated', 'src', 'node_modules']);

/** Every context with a spec (openapi/<context>/openapi.yaml), in name order. */
export function specContexts(root = repoRoot): string[] {
  return contextsIn(join(root, 'openapi'));
}

/** The context folders of an openapi/ folder (one with an openapi.yaml), in name order. */
export function contextsIn(openapiDir: string): string[] {
  if (!existsSync(openapiDir)) return [];
  return readdirSync(openapiDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && CONTEXT_NAME.test(d.name) && !NOT_CONTEXTS.has(d.name))
    .filter((d) => existsSync(join(openapiDir, d.name, 'openapi.yaml')))
    .map((d) => d.name)
    .sort();
}

/** The contexts that have a spec and a service package (services/<context>/package.json), in name order. */
export function serviceContexts(root = repoRoot): string[] {
  return specContexts(root).filter((context) => existsSync(join(root, 'services', context, 'package.json')));
}

/** `identity` -> `Identity`, `email-relay` -> `EmailRelay`: the prefix of a context's generated names. */
export function pascalCase(context: string): string {
  return context.replace(/(^|-)([a-z0-9])/g, (_m, _dash, c: string) => c.toUpperCase());
}

/** `email-relay` -> `emailRelay`. */
export function camelCase(context: string): string {
  const pascal = pascalCase(context);
  return pascal.charAt(0).toLowerCase() + pascal.slice(1);
}
