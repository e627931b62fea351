// The resource limits every spec must declare (OWASP API4, unrestricted resource consumption),
// checked on the bundled specs of every context so a new context cannot forget them: each string has
// maxLength (or is an enum, a uuid or a date), each array maxItems, each request body object is closed
// (additionalProperties: false), and a `limit` query parameter never allows more than 100.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

type Schema = Record<string, any>;
const generated = join(import.meta.dirname, '..', 'openapi', 'generated');
const specs = readdirSync(generated).filter((f) => f.endsWith('.openapi.yaml'));

function resolve(doc: Schema, s: Schema): Schema {
  let cur = s;
  while (cur?.$ref) cur = cur.$ref.replace(/^#\//, '').split('/').reduce((o: Schema, k: string) => o[k.replace(/~1/g, '/')], doc);
  return cur;
}

/** Walks a schema, calling `visit` on every sub-schema with its path; follows $refs once each. */
function walk(doc: Schema, s: Schema, path: string, visit: (s: Schema, path: string) => void, seen = new Set<Schema>()): void {
  const schema = resolve(doc, s);
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
  seen.add(schema);
  visit(schema, path);
  for (const [k, v] of Object.entries(schema.properties ?? {})) walk(doc, v as Schema, `${path}.${k}`, visit, seen);
  if (schema.items) walk(doc, schema.items, `${path}[]`, visit, seen);
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) (schema[key] ?? []).forEach((x: Schema, i: number) => walk(doc, x, `${path}.${key}${i}`, visit, seen));
  if (typeof schema.additionalProperties === 'object') walk(doc, schema.additionalProperties, `${path}{}`, visit, seen);
}

const isBounded = (s: Schema) =>
  s.maxLength !== undefined || s.enum || s.const || ['uuid', 'date', 'date-time', 'binary', 'email'].includes(s.format) && (s.format !== 'email' || s.maxLength !== undefined);

test('there are specs to check', () => assert.ok(specs.length >= 1));

for (const file of specs) {
  const doc = parse(readFileSync(join(generated, file), 'utf8')) as Schema;
  const context = file.replace('.openapi.yaml', '');

  test(`${context}: every string has maxLength and every array maxItems`, () => {
    const problems: string[] = [];
    const check = (s: Schema, path: string) => {
      const types = ([] as string[]).concat(s.type ?? []);
      if (types.includes('string') && !isBounded(s)) problems.push(`${path}: string without maxLength`);
      if (types.includes('array') && s.maxItems === undefined) problems.push(`${path}: array without maxItems`);
    };
    for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) walk(doc, schema as Schema, `#/components/schemas/${name}`, check);
    for (const [p, item] of Object.entries(doc.paths ?? {}) as [string, Schema][]) {
      for (const [method, op] of Object.entries(item) as [string, Schema][]) {
        for (const param of [...(item.parameters ?? []), ...(op.parameters ?? [])]) walk(doc, resolve(doc, param).schema ?? {}, `${method.toUpperCase()} ${p} ${resolve(doc, param).name}`, check);
      }
    }
    assert.deepEqual(problems, []);
  });

  test(`${context}: request bodies are closed objects and limit is at most 100`, () => {
    const problems: string[] = [];
    for (const [p, item] of Object.entries(doc.paths ?? {}) as [string, Schema][]) {
      for (const [method, op] of Object.entries(item) as [string, Schema][]) {
        if (typeof op !== 'object' || !op.responses) continue;
        const where = `${method.toUpperCase()} ${p}`;
        for (const media of Object.values(resolve(doc, op.requestBody ?? {}).content ?? {}) as Schema[]) {
          walk(doc, media.schema ?? {}, where, (s, path) => {
            const types = ([] as string[]).concat(s.type ?? []);
            if (types.includes('object') && s.additionalProperties !== false && typeof s.additionalProperties !== 'object') problems.push(`${path}: open object`);
          });
        }
        for (const param of [...(item.parameters ?? []), ...(op.parameters ?? [])].map((x: Schema) => resolve(doc, x))) {
          if (param.name === 'limit' && !(param.schema?.maximum <= 100)) problems.push(`${where}: limit allows more than 100`);
        }
      }
    }
    assert.deepEqual(problems, []);
  });
}
