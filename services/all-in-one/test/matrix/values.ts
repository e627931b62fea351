// Values for requests: a minimal valid value from a schema where the spec gives no example, a tiny
// image for binary uploads, and the walk that swaps the ids in a body example for real ones.
import { randomBytes } from 'node:crypto';
import type { Json, Spec } from './openapi.ts';

let counter = 0;
export const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(2).toString('hex')}`;

/** A 1×1 PNG: passes content sniffing as image/png. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A body for a non-JSON media type: an image for image/*, a few bytes otherwise. */
export function binaryFor(contentType: string): Buffer {
  return contentType === 'image/png' || contentType === 'image/*' ? PNG : Buffer.from('matrix');
}

function fitString(value: string, schema: Json): string {
  let v = value;
  const min = schema.minLength ?? 0;
  while (v.length < min) v += 'x';
  return schema.maxLength !== undefined ? v.slice(0, schema.maxLength) : v;
}

/** A minimal value that satisfies the schema: required properties only, smallest arrays. */
export function generate(spec: Spec, raw: Json, depth = 0): Json {
  const schema = spec.resolve(raw) ?? {};
  if (depth > 12) return undefined;
  if (schema.example !== undefined) return structuredClone(schema.example);
  if (Array.isArray(schema.examples) && schema.examples.length) return structuredClone(schema.examples[0]);
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum[0];
  if (schema.default !== undefined) return structuredClone(schema.default);
  for (const key of ['oneOf', 'anyOf'] as const)
    if (Array.isArray(schema[key]) && schema[key].length) return generate(spec, schema[key][0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
  if (schema.allOf || type === 'object' || (!type && schema.properties)) {
    const { properties, required } = spec.shape(schema);
    const out: Record<string, Json> = {};
    for (const name of required) out[name] = generate(spec, properties[name] ?? {}, depth + 1);
    return out;
  }
  switch (type) {
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => generate(spec, schema.items ?? {}, depth + 1));
    case 'integer':
    case 'number':
      return (
        schema.minimum ??
        (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : Math.min(1, schema.maximum ?? 1))
      );
    case 'boolean':
      return false;
    case 'string':
      switch (schema.format) {
        case 'uuid':
          return '00000000-0000-4000-8000-000000000000';
        case 'email':
          return `matrix-${unique()}@example.com`;
        case 'date-time':
          return new Date().toISOString();
        case 'date':
          return new Date().toISOString().slice(0, 10);
        case 'uri':
        case 'url':
          return 'https://example.com/matrix';
        default:
          return fitString('matrix', schema);
      }
    default:
      return null;
  }
}

/** A value for a query or path parameter, as text: the parameter's own example, else one from its schema. */
export function paramText(spec: Spec, schema: Json, example?: Json): string {
  const v = example !== undefined ? example : generate(spec, schema);
  return Array.isArray(v) ? v.join(',') : String(v);
}

export interface PropertyVisit {
  name: string;
  /** Its JSON pointer in the whole value (`/agents/0/id`). */
  pointer: string;
  value: Json;
  schema: Json;
  required: boolean;
}

/**
 * Walks a JSON value alongside its schema and lets `visit` replace each property (return
 * `undefined` to keep it, `null`-like `{ drop: true }` to remove it, or `{ value }` to replace it).
 */
export function mapProperties(
  spec: Spec,
  value: Json,
  schema: Json,
  visit: (p: PropertyVisit) => { value: Json } | { drop: true } | undefined,
  at = '',
): Json {
  const s = spec.resolve(schema) ?? {};
  if (Array.isArray(value)) return value.map((v, i) => mapProperties(spec, v, s.items ?? {}, visit, `${at}/${i}`));
  if (!value || typeof value !== 'object') return value;
  const { properties, required } = spec.shape(s);
  const out: Record<string, Json> = {};
  for (const [name, v] of Object.entries<Json>(value)) {
    const propSchema = spec.resolve(properties[name] ?? {});
    const pointer = `${at}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    const change = visit({ name, pointer, value: v, schema: propSchema, required: required.has(name) });
    if (change && 'drop' in change) continue;
    out[name] = change ? change.value : mapProperties(spec, v, propSchema, visit, pointer);
  }
  return out;
}

/** The schema of the value at a JSON pointer into an instance of `schema` ({} when unknown). */
export function schemaAt(spec: Spec, schema: Json, pointer: string): Json {
  let node = spec.resolve(schema) ?? {};
  for (const step of pointer.split('/').slice(1).map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~')))
    node = spec.resolve(/^\d+$/.test(step) && node.items ? node.items : (spec.shape(node).properties[step] ?? {})) ?? {};
  return node;
}

/** Sets the value at a JSON pointer (a function maps the value there); a missing parent leaves the body as it is. */
export function setAt(body: Json, pointer: string, value: Json): void {
  const keys = pointer.split('/').slice(1).map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'));
  const last = keys.pop();
  const parent = keys.reduce<Json>((at, key) => at?.[key], body);
  if (!parent || typeof parent !== 'object' || last === undefined || !(last in parent)) return;
  parent[last] = typeof value === 'function' ? value(parent[last]) : value;
}

/**
 * A value marked x-unique made unique (as the partner flow does): the tag joined by a space, '-', '_',
 * '.' or nothing, in lower or upper case or as digits, whichever the property's pattern and length admit.
 */
export function uniqueValue(value: Json, schema: Json): Json {
  if (typeof value !== 'string') return value;
  if (value.includes('@')) return value.replace('@', `+${unique()}@`);
  const tag = unique();
  const digits = `${Date.now() % 1e9}${counter++ % 1000}`;
  const pattern = typeof schema?.pattern === 'string' ? new RegExp(schema.pattern, 'u') : undefined;
  const max = schema?.maxLength ?? 200;
  for (const suffix of [tag, tag.toUpperCase(), digits])
    for (const joiner of [' ', '-', '_', '.', '']) {
      const room = Math.max(1, max - suffix.length - joiner.length);
      const candidate = `${value.slice(0, room)}${joiner}${suffix}`.slice(0, max);
      if (!pattern || pattern.test(candidate)) return candidate;
    }
  return value;
}

const NAME_LIKE = new Set(['name', 'fullName', 'displayName', 'username', 'title']);

/** Makes e-mail addresses and names in a body unique, so a second object of the same kind is not a conflict. */
export function uniquify(spec: Spec, body: Json, schema: Json): Json {
  const tag = unique();
  return mapProperties(spec, body, schema, ({ name, value, schema: ps }) => {
    if (typeof value !== 'string' || ps.enum || ps.pattern) return undefined;
    if (ps.format === 'email') return { value: value.replace('@', `+${tag}@`) };
    if (!ps.format && NAME_LIKE.has(name)) {
      const room = (ps.maxLength ?? 200) - tag.length - 1;
      return { value: `${value.slice(0, Math.max(0, room))} ${tag}` };
    }
    return undefined;
  });
}

/**
 * A multipart/form-data body from a form's example: every binary property of the schema as a file part
 * (the example's text as its bytes, e.g. a bulk upload's csv, else a small PNG, what an asset upload
 * takes), the example's other values as text fields.
 */
export function formBody(spec: Spec, value: Json, schema: Json): { body: Buffer; contentType: string } {
  const boundary = `matrix-${unique()}`;
  const { properties } = spec.shape(spec.resolve(schema) ?? {});
  const parts: Buffer[] = [];
  const part = (disposition: string, bytes: Buffer, type?: string) =>
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n`), bytes, Buffer.from('\r\n'));
  for (const [name, raw] of Object.entries<Json>(properties ?? {})) {
    const v = value && typeof value === 'object' ? value[name] : undefined;
    if (spec.resolve(raw)?.format === 'binary') {
      if (typeof v === 'string') part(`name="${name}"; filename="${name}"`, Buffer.from(v), 'application/octet-stream');
      else part(`name="${name}"; filename="${name}.png"`, PNG, 'image/png');
    } else if (v !== undefined) part(`name="${name}"`, Buffer.from(String(v)));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
