// The partner documentation renders one OpenAPI document: every context's bundled spec merged, each
// context a tag group (x-tagGroups), and an introduction (contexts, partner access, errors, events)
// written in docs-page/introduction.md and completed from the specs themselves, so the worked
// example, the error example and the event list cannot drift from the contract.
//
// Contexts own disjoint path prefixes, so paths never collide. Components and tags may: the shared
// ones (Problem, Page …) are equal in every bundle and merged; a name that two contexts define
// differently is kept apart by prefixing the later context's copy (and rewriting its $refs).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parse } from 'yaml';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string; [key: string]: Json | undefined };
  servers?: JsonObject[];
  security?: Json[];
  tags?: Array<{ name: string; description?: string; [key: string]: Json | undefined }>;
  paths: Record<string, Record<string, Json>>;
  components?: Record<string, Record<string, Json>>;
  [key: string]: unknown;
}

export interface ContextSpec {
  /** The context's name, from its file name: openapi/generated/<context>.openapi.yaml. */
  context: string;
  document: OpenApiDocument;
}

export interface PublishedEvent {
  type: string;
  version: number | undefined;
  /** The payload schema's name in the combined document. */
  schema: string;
  description: string;
}

export interface ContextSummary {
  context: string;
  title: string;
  description: string;
  version: string;
  prefixes: string[];
  events: PublishedEvent[];
}

const SPEC_SUFFIX = '.openapi.yaml';
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

/** Every context that has a bundled spec, sorted by name: a new context appears by having one. */
export function readContextSpecs(generatedDir: string): ContextSpec[] {
  return readdirSync(generatedDir)
    .filter((f) => f.endsWith(SPEC_SUFFIX))
    .sort()
    .map((f) => ({ context: basename(f, SPEC_SUFFIX), document: parse(readFileSync(join(generatedDir, f), 'utf8')) as OpenApiDocument }));
}

/** The event envelope schema of openapi/_shared/events.yaml, when the file is there. */
export function readEventEnvelope(sharedDir: string): Json | undefined {
  const file = join(sharedDir, 'events.yaml');
  if (!existsSync(file)) return undefined;
  const doc = parse(readFileSync(file, 'utf8')) as { components?: { schemas?: { EventEnvelope?: Json } } };
  return doc.components?.schemas?.EventEnvelope;
}

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A deep copy with every local `$ref` to a renamed component pointing at its new name. */
function withRefsRenamed(value: Json, renames: Map<string, string>): Json {
  if (Array.isArray(value)) return value.map((v) => withRefsRenamed(v, renames));
  if (!isObject(value)) return value;
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(value)) {
    out[k] = k === '$ref' && typeof v === 'string' ? (renames.get(v) ?? v) : withRefsRenamed(v, renames);
  }
  return out;
}

/** The events a spec's schemas declare: `x-event: { type, version }`, or a description starting `type <a.b>`. */
export function eventsOf(schemas: Record<string, Json>): PublishedEvent[] {
  const events: PublishedEvent[] = [];
  for (const [name, schema] of Object.entries(schemas)) {
    if (!isObject(schema)) continue;
    const description = typeof schema.description === 'string' ? schema.description : '';
    const declared = isObject(schema['x-event']) ? schema['x-event'] : undefined;
    const described = /^type ([a-z][\w-]*(?:\.[a-z][\w-]*)+)\b[:\s]*/.exec(description);
    const type = typeof declared?.type === 'string' ? declared.type : described?.[1];
    if (!type) continue;
    const version = typeof declared?.version === 'number' ? declared.version : undefined;
    const rest = described ? description.slice(described[0].length).trim() : description;
    events.push({ type, version, schema: name, description: rest.charAt(0).toUpperCase() + rest.slice(1) });
  }
  return events.sort((a, b) => a.type.localeCompare(b.type));
}

function prefixesOf(paths: Record<string, unknown>): string[] {
  return [...new Set(Object.keys(paths).map((p) => p.split('/').slice(0, 3).join('/')))].sort();
}

export interface MergedDocument {
  document: OpenApiDocument;
  contexts: ContextSummary[];
}

/**
 * Merges the contexts' specs into one document: paths, components and tags, each context's tags
 * grouped under its name plus an events section of its own. `servers` is the public base URL.
 */
export function mergeContexts(specs: ContextSpec[], opts: { publicUrl: string; envelope?: Json }): MergedDocument {
  const components: Record<string, Record<string, Json>> = {};
  const paths: OpenApiDocument['paths'] = {};
  const tags: NonNullable<OpenApiDocument['tags']> = [];
  const tagGroups: Array<{ name: string; tags: string[] }> = [];
  const contexts: ContextSummary[] = [];
  if (opts.envelope) components.schemas = { EventEnvelope: opts.envelope };

  for (const { context, document: doc } of specs) {
    // Names this context defines differently from a context merged before it get its prefix.
    const renames = new Map<string, string>();
    for (const [kind, entries] of Object.entries(doc.components ?? {})) {
      for (const [name, value] of Object.entries(entries)) {
        const taken = components[kind]?.[name];
        if (taken !== undefined && JSON.stringify(taken) !== JSON.stringify(value)) renames.set(`#/components/${kind}/${name}`, `#/components/${kind}/${context}.${name}`);
      }
    }
    for (const [kind, entries] of Object.entries(doc.components ?? {})) {
      const target = (components[kind] ??= {});
      for (const [name, value] of Object.entries(entries)) {
        const renamed = renames.get(`#/components/${kind}/${name}`)?.split('/').pop() ?? name;
        target[renamed] = withRefsRenamed(value, renames);
      }
    }

    const tagNames = new Map<string, string>();
    const tagName = (name: string) => {
      if (!tagNames.has(name)) tagNames.set(name, tags.some((t) => t.name === name) ? `${context}-${name}` : name);
      return tagNames.get(name)!;
    };
    const declared = (doc.tags ?? []).map((t) => ({ ...t, name: tagName(t.name), 'x-displayName': t.name }));
    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      if (paths[path]) throw new Error(`${path} is in more than one context's spec (${context} and another)`);
      const copy = withRefsRenamed(item as Json, renames) as JsonObject;
      for (const method of METHODS) {
        const op = copy[method];
        if (!isObject(op)) continue;
        // The document-wide security requirement of this context, made explicit on its operations.
        if (op.security === undefined && doc.security) op.security = doc.security as Json;
        op.tags = (Array.isArray(op.tags) ? op.tags : []).map((t) => {
          const name = tagName(String(t));
          if (!declared.some((d) => d.name === name)) declared.push({ name, 'x-displayName': String(t) });
          return name;
        });
      }
      paths[path] = copy;
    }

    const events = eventsOf(doc.components?.schemas ?? {}).map((e) => ({ ...e, schema: renames.get(`#/components/schemas/${e.schema}`)?.split('/').pop() ?? e.schema }));
    const eventsTag = `${context}-events`;
    tags.push(...declared, { name: eventsTag, 'x-displayName': 'Events', 'x-traitTag': true, description: eventsMarkdown(context, events) });
    tagGroups.push({ name: context, tags: [...declared.map((t) => t.name), eventsTag] });
    contexts.push({
      context,
      title: doc.info.title,
      description: doc.info.description ?? '',
      version: doc.info.version,
      prefixes: prefixesOf(doc.paths ?? {}),
      events,
    });
  }

  const versions = [...new Set(contexts.map((c) => c.version))];
  const document: OpenApiDocument = {
    openapi: specs[0]?.document.openapi ?? '3.1.0',
    info: { title: 'AdOps API', version: versions.length === 1 ? versions[0]! : contexts.map((c) => `${c.context} ${c.version}`).join(', ') },
    servers: [{ url: opts.publicUrl, description: 'This installation.' }],
    tags,
    'x-tagGroups': tagGroups,
    paths,
    components,
  };
  return { document, contexts };
}

function eventsMarkdown(context: string, events: PublishedEvent[]): string {
  if (events.length === 0) return `The ${context} context publishes no events yet.`;
  const lines = [
    `Published on the Kafka topic \`${context}.events\`, keyed by the aggregate id, each in the [event envelope](#section/Events) with the payload below as its \`data\`.`,
    '',
    '| type | version | payload |',
    '| --- | --- | --- |',
    ...events.map((e) => `| \`${e.type}\` | ${e.version ?? '1'} | ${e.schema} |`),
  ];
  for (const e of events) {
    lines.push('', `### ${e.type}`, '', ...(e.description ? [e.description, ''] : []), `<SchemaDefinition schemaRef="#/components/schemas/${e.schema}" showReadOnly={true} showWriteOnly={true} />`);
  }
  return lines.join('\n');
}
