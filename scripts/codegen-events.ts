// The typed event map (ARCHITECTURE §5): every schema of a context's spec that carries
// `x-event: { type, version }` is an event that context publishes on `<context>.events`. This writes
// openapi/generated/events.ts: per context an interface from event type to payload type (the spec's
// generated schema type) and the version each type is published at, so `outbox.record()` and
// subscriptions are checked by tsc and a consumer can reject a version it does not know.
//
//   components.schemas.OrderCreatedEvent:  { x-event: { type: order.created, version: 1 }, type: object, … }
//
// A producer records one in the change's transaction (`tx.record({ type, subject, customerId, data })`);
// a consumer is `subscribeTo('<consumer>', '<producing context>', { 'order.created': async (event, m) =>
// … })` (services/platform/src/events/event-map.ts). Type names are past tense. No path refers to an
// event schema, so the unused-component lint leaves `x-event` schemas out
// (scripts/spectral-functions/unusedComponentsButEvents.js; redocly's rule is off in redocly.yaml).

export interface EventDeclaration {
  type: string;
  version: number;
  schema: string;
}

type Schemas = Record<string, { 'x-event'?: { type?: unknown; version?: unknown } }>;

/** The events a bundled spec declares, in schema order; throws on a malformed or repeated declaration. */
export function declaredEvents(context: string, spec: { components?: { schemas?: Schemas } }): EventDeclaration[] {
  const out: EventDeclaration[] = [];
  for (const [schema, body] of Object.entries(spec.components?.schemas ?? {})) {
    const decl = body['x-event'];
    if (!decl) continue;
    const { type, version } = decl;
    if (typeof type !== 'string' || !/^[a-z_]+\.[a-z_]+$/.test(type)) throw new Error(`${context}: ${schema} x-event.type must be '<aggregate>.<past_tense>', got ${String(type)}`);
    if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) throw new Error(`${context}: ${schema} x-event.version must be a positive integer`);
    if (out.some((e) => e.type === type)) throw new Error(`${context}: event type ${type} is declared twice`);
    out.push({ type, version, schema });
  }
  return out;
}

const pascal = (s: string) => s.replace(/(^|[-_])(\w)/g, (_, __, c: string) => c.toUpperCase());

/** The source of openapi/generated/events.ts for these contexts (sorted by name). */
export function eventMapSource(banner: string, contexts: Array<{ context: string; events: EventDeclaration[] }>): string {
  const imports = contexts.map(({ context }) => `import type { components as ${pascal(context)}Components } from './${context}.ts';`);
  const maps = contexts.map(({ context, events }) => {
    const name = pascal(context);
    const entries = events.map((e) => `  '${e.type}': ${name}Components['schemas']['${e.schema}'];`);
    const versions = events.map((e) => `  '${e.type}': ${e.version},`);
    return [
      `/** The events the ${context} context publishes on its \`${context}.events\` topic: type → payload. */`,
      `export interface ${name}Events {`,
      ...entries,
      '}',
      '',
      `/** The version each ${context} event type is published at; a consumer rejects any other. */`,
      `export const ${context}EventVersions = {`,
      ...versions,
      `} as const satisfies Record<keyof ${name}Events, number>;`,
      '',
    ].join('\n');
  });
  const all = contexts.map(({ context }) => `  ${context}: ${pascal(context)}Events;`);
  const allVersions = contexts.map(({ context }) => `  ${context}: ${context}EventVersions,`);
  return [
    banner.trimEnd(),
    ...imports,
    '',
    ...maps,
    '/** Every context\'s events, by producing context. */',
    'export interface EventMaps {',
    ...all,
    '}',
    '',
    'export const eventVersions = {',
    ...allVersions,
    '} as const satisfies { [C in keyof EventMaps]: Record<keyof EventMaps[C], number> };',
    '',
  ].join('\n');
}
