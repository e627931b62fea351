// Reads every bundled spec (openapi/generated/<context>.openapi.yaml) into the few facts the
// authorization matrix needs: each operation's roles, inputs, body example and list shape, and the
// kinds of object the API addresses by id (a collection path and its id parameter). Nothing here
// knows any context: a new context joins by its spec alone.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

export type Json = any;

export const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

/** The claim that ties a dashboard user to a customer, and the id parameter of the tenant itself. */
export const TENANT_ID = 'customerId';

export interface Param {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: Json;
  /** The collection path this id belongs to, when the spec says so explicitly (`x-id-of`). */
  idOf?: string;
}

/** A query parameter that carries ids: one uuid, or an array of them (`?listingIds=…&listingIds=…`; the matrix sends one). */
export const isIdParam = (p: Param): boolean =>
  p.schema?.format === 'uuid' || (p.schema?.type === 'array' && p.schema.items?.format === 'uuid');

export interface Body {
  required: boolean;
  contentType: string;
  schema: Json;
  example: Json;
  json: boolean;
  /** A multipart form: filled from its example like a JSON body, then sent as a form (values.ts formBody). */
  form: boolean;
}

export interface Operation {
  context: string;
  operationId: string;
  method: string;
  path: string;
  /** 'public' (security: []), 'signed-in' ([] roles) or the roles a session may have. */
  access: 'public' | 'signed-in' | string[];
  params: Param[];
  body?: Body;
  /** The statuses the spec declares. */
  statuses: Set<number>;
  /** The resolved schema of the first 2xx JSON response. */
  success?: Json;
  /** A page of objects: the 2xx body has an `items` array. */
  isList: boolean;
}

/** A kind of object the API addresses by id: `/api/offices` with `{officeId}`. */
export interface Kind {
  collection: string;
  idParam: string;
  /** Its objects belong to a customer (a `customerId` property), or it is the customer itself. */
  owned: boolean;
  tenant: boolean;
  create?: Operation;
  getOne?: Operation;
  lists: Operation[];
}

export class Spec {
  readonly context: string;
  readonly doc: Json;

  constructor(context: string, doc: Json) {
    this.context = context;
    this.doc = doc;
  }

  /** Follows local `$ref`s until it reaches a value. */
  resolve(node: Json): Json {
    let n = node;
    for (let i = 0; i < 50 && n && typeof n === 'object' && typeof n.$ref === 'string'; i++) {
      const ref: string = n.$ref;
      if (!ref.startsWith('#/')) throw new Error(`${this.context}: only local $refs are supported, got ${ref}`);
      n = ref
        .slice(2)
        .split('/')
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
        .reduce((acc: Json, key) => acc?.[key], this.doc);
    }
    return n;
  }

  /** The properties and required names of an object schema, through allOf. */
  shape(schema: Json): { properties: Record<string, Json>; required: Set<string> } {
    const s = this.resolve(schema) ?? {};
    const properties: Record<string, Json> = { ...(s.properties ?? {}) };
    const required = new Set<string>(s.required ?? []);
    for (const part of s.allOf ?? []) {
      const inner = this.shape(part);
      Object.assign(properties, inner.properties);
      for (const r of inner.required) required.add(r);
    }
    return { properties, required };
  }
}

function accessOf(security: Json[] | undefined): Operation['access'] {
  if (!security || security.length === 0) return 'public';
  // Browsers (and this matrix) call with the session cookie: the `session` entries decide.
  const session = security.filter((entry) => entry && 'session' in entry);
  if (session.some((entry) => (entry.session ?? []).length === 0)) return 'signed-in';
  return [...new Set(session.flatMap((entry) => entry.session as string[]))];
}

function exampleOf(media: Json): Json {
  if (media.example !== undefined) return media.example;
  const first = media.examples && Object.values(media.examples)[0];
  return first && typeof first === 'object' && 'value' in first ? (first as Json).value : undefined;
}

function readOperations(spec: Spec): Operation[] {
  const ops: Operation[] = [];
  for (const [path, rawItem] of Object.entries<Json>(spec.doc.paths ?? {})) {
    const item = spec.resolve(rawItem);
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const params: Param[] = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((raw: Json) => {
        const p = spec.resolve(raw);
        const param: Param = {
          name: p.name,
          in: p.in,
          required: Boolean(p.required),
          schema: spec.resolve(p.schema ?? {}),
        };
        if (param.schema.type === 'array' && param.schema.items)
          param.schema = { ...param.schema, items: spec.resolve(param.schema.items) };
        const idOf = p['x-id-of'] ?? param.schema['x-id-of'] ?? param.schema.items?.['x-id-of'];
        if (typeof idOf === 'string') param.idOf = idOf;
        return param;
      });
      let body: Body | undefined;
      if (op.requestBody) {
        const rb = spec.resolve(op.requestBody);
        const [contentType, media] = Object.entries<Json>(rb.content ?? {})[0] ?? [];
        if (contentType && media)
          body = {
            required: Boolean(rb.required),
            contentType,
            schema: media.schema ?? {},
            example: exampleOf(media),
            json: /json/.test(contentType),
            form: contentType === 'multipart/form-data',
          };
      }
      const statuses = new Set<number>();
      let success: Json;
      for (const [code, rawResponse] of Object.entries<Json>(op.responses ?? {})) {
        const status = Number(code);
        if (Number.isInteger(status)) statuses.add(status);
        const response = spec.resolve(rawResponse);
        const json = Object.entries<Json>(response?.content ?? {}).find(([type]) => /json/.test(type));
        if (success === undefined && status >= 200 && status < 300 && json) success = spec.resolve(json[1].schema);
      }
      const items = success ? spec.shape(success).properties.items : undefined;
      ops.push({
        context: spec.context,
        operationId: op.operationId,
        method: method.toUpperCase(),
        path,
        access: accessOf(op.security ?? spec.doc.security),
        params,
        ...(body ? { body } : {}),
        statuses,
        ...(success ? { success } : {}),
        isList: Boolean(items && spec.resolve(items).type === 'array'),
      });
    }
  }
  return ops;
}

const isIdSchema = (schema: Json) => schema?.format === 'uuid';

/** The item schema of a list operation's page. */
function itemSchema(spec: Spec, op: Operation): Json {
  return op.success ? spec.resolve(spec.resolve(spec.shape(op.success).properties.items)?.items) : undefined;
}

export class Api {
  readonly specs: Spec[];
  readonly operations: Operation[];
  readonly kinds: Kind[];
  private readonly specOf = new Map<string, Spec>();

  constructor(specs: Spec[]) {
    this.specs = specs;
    for (const s of specs) this.specOf.set(s.context, s);
    this.operations = specs.flatMap(readOperations).sort((a, b) => a.operationId.localeCompare(b.operationId));
    this.kinds = this.readKinds();
  }

  spec(op: Operation): Spec {
    return this.specOf.get(op.context)!;
  }

  private readKinds(): Kind[] {
    const byCollection = new Map<string, Kind>();
    for (const op of this.operations) {
      for (const p of op.params) {
        if (p.in !== 'path' || !isIdSchema(p.schema)) continue;
        const at = op.path.indexOf(`/{${p.name}}`);
        const collection = op.path.slice(0, at);
        if (!byCollection.has(collection))
          byCollection.set(collection, {
            collection,
            idParam: p.name,
            owned: false,
            tenant: p.name === TENANT_ID,
            lists: [],
          });
      }
    }
    for (const kind of byCollection.values()) {
      const one = `${kind.collection}/{${kind.idParam}}`;
      const create = this.operations.find((o) => o.method === 'POST' && o.path === kind.collection);
      const getOne = this.operations.find((o) => o.method === 'GET' && o.path === one);
      if (create) kind.create = create;
      if (getOne) kind.getOne = getOne;
      // The collection's own list, or else every list just under its prefix whose items have ids.
      const exact = this.operations.filter((o) => o.method === 'GET' && o.isList && o.path === kind.collection);
      kind.lists = exact.length
        ? exact
        : this.operations.filter(
            (o) =>
              o.method === 'GET' &&
              o.isList &&
              o.path.startsWith(`${kind.collection}/`) &&
              !o.path.includes('{') &&
              'id' in this.spec(o).shape(itemSchema(this.spec(o), o)).properties,
          );
      const schemas = [create?.success, getOne?.success, ...kind.lists.map((l) => itemSchema(this.spec(l), l))].filter(
        Boolean,
      );
      const anyOp = create ?? getOne ?? kind.lists[0];
      kind.owned =
        kind.tenant || (anyOp !== undefined && schemas.some((s) => TENANT_ID in this.spec(anyOp).shape(s).properties));
    }
    return [...byCollection.values()];
  }

  kindAt(collection: string): Kind | undefined {
    return this.kinds.find((k) => k.collection === collection);
  }

  /** The kind a path parameter addresses: the collection its `{id}` segment sits in. */
  kindOfPathParam(op: Operation, p: Param): Kind | undefined {
    if (p.idOf) return this.kindAt(p.idOf);
    if (!isIdSchema(p.schema)) return undefined;
    return this.kindAt(op.path.slice(0, op.path.indexOf(`/{${p.name}}`))) ?? this.kindNamed(p.name, op).kind;
  }

  /**
   * The kind a query parameter or body property named like an id refers to: `officeId` and
   * `officeIds` are offices, `ids` are the objects of the operation's own collection. `ambiguous`
   * when several kinds share the id name and the spec gives no `x-id-of`.
   */
  kindNamed(name: string, op: Operation, idOf?: string): { kind?: Kind; ambiguous?: Kind[] } {
    if (idOf) {
      const kind = this.kindAt(idOf);
      return kind ? { kind } : {};
    }
    if (name === 'ids') {
      const parent = op.path.slice(0, op.path.lastIndexOf('/'));
      const kind = this.kindAt(op.path) ?? this.kindAt(parent);
      return kind ? { kind } : {};
    }
    const lower = name.toLowerCase();
    const singular = lower.endsWith('ids') ? lower.slice(0, -1) : lower;
    if (!singular.endsWith('id')) return {};
    const candidates = this.kinds.filter((k) => k.idParam.toLowerCase() === singular);
    if (candidates.length <= 1) return candidates[0] ? { kind: candidates[0] } : {};
    const own = candidates.find((k) => op.path === k.collection || op.path.startsWith(`${k.collection}/`));
    return own ? { kind: own } : { ambiguous: candidates };
  }

  get tenant(): Kind {
    const kind = this.kinds.find((k) => k.tenant);
    if (!kind)
      throw new Error(
        `No spec addresses customers by {${TENANT_ID}}: the matrix cannot tell one customer's objects from another's.`,
      );
    return kind;
  }
}

/** Every bundled spec of the contexts that run (the all-in-one's module list decides). */
export function loadApi(generatedDir: string, contexts: string[]): Api {
  const specs = readdirSync(generatedDir)
    .filter((f) => f.endsWith('.openapi.yaml'))
    .map((f) => ({ context: f.replace(/\.openapi\.yaml$/, ''), file: join(generatedDir, f) }))
    .filter((s) => contexts.includes(s.context))
    .map((s) => new Spec(s.context, parse(readFileSync(s.file, 'utf8'))));
  const missing = contexts.filter((c) => !specs.some((s) => s.context === c));
  if (missing.length)
    throw new Error(`No bundled spec for the running context(s) ${missing.join(', ')} in ${generatedDir}`);
  return new Api(specs);
}
