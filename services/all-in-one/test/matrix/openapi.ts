// Reads every bundled spec (openapi/generated/<context>.openapi.yaml) into the few facts the
// authorization matrix needs: each operation's roles, inputs, body example and list shape, and the
// kinds of object the API addresses by id (a collection path and its id parameter). Nothing here
// knows any context: a new context joins by its spec alone.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { generate, mapProperties } from './values.ts';

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
  /** The parameter's own example (`example`, or the first of `examples`), which the matrix sends for a non-id value. */
  example?: Json;
}

/** A query parameter that carries ids: one uuid, or an array of them (`?listingIds=…&listingIds=…`; the matrix sends one). */
export const isIdParam = (p: Param): boolean =>
  p.schema?.format === 'uuid' || (p.schema?.type === 'array' && p.schema.items?.format === 'uuid');

export interface Body {
  required: boolean;
  contentType: string;
  schema: Json;
  /** The first example's value: what the matrix sends. */
  example: Json;
  /** Every named example's value (`examples: { partner: { value } }`), for the kinds made from a named one. */
  examples: Record<string, Json>;
  /**
   * The first example's `x-refers-to` ({ JSON pointer: operationId }, as the partner flow reads it).
   * The matrix follows the entries of the form `operationId#example`: the value there is an object
   * made by that operation from its example of that name (a card order rather than the first, an
   * invoice one), a kind of its own (Kind.example).
   */
  refs: Record<string, string>;
  /** Each named example's `x-refers-to` and `x-unique` (the first example's under its name too). */
  extensions: Record<string, ExampleExtensions>;
  json: boolean;
  /** A multipart form: filled from its example like a JSON body, then sent as a form (values.ts formBody). */
  form: boolean;
}

export interface ExampleExtensions {
  /** { JSON pointer: operationId | operationId#example | operationId.property } */
  refs: Record<string, string>;
  /** JSON pointers of values that must differ per object (an account id, a product code). */
  unique: string[];
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
  /** A page of objects: the 2xx body has an `items` array, or the operation declares `x-list` and its page's array is named otherwise (`orders`). */
  isList: boolean;
  /** The page's array of objects, when it is a list. */
  itemsKey?: string;
  /**
   * `x-author-only: true`: of the roles the spec allows, a dashboard user reaches only an object they
   * made themselves (staff reach any): the matrix makes the object an allowed case removes as its caller.
   */
  authorOnly: boolean;
  /**
   * `x-made-by: { operation: 'createOrder#partner' }` on a list: its objects are made by no create of
   * their own but as a side effect of that operation (from its example of that name), some time after
   * it answers. The matrix calls it and polls this list until the new object appears.
   */
  madeBy?: string;
  /** `x-made-by: { objects: /api/custom-audiences }`: the collection its objects are addressed in, when not the list's own path. */
  madeObjects?: string;
}

/** A kind of object the API addresses by id: `/api/offices` with `{officeId}`. */
export interface Kind {
  collection: string;
  idParam: string;
  /** Its objects belong to a customer (a `customerId` property), or it is the customer itself. */
  owned: boolean;
  tenant: boolean;
  /**
   * The operation that makes its objects: the POST on its collection, or else one whose answer names
   * the new object with `x-id-of: <collection>` (a payment is made by createPaymentIntent, which
   * answers `paymentId`).
   */
  create?: Operation;
  /**
   * Where the new object's id is in the create's answer: its `id`, or the property that says
   * `x-id-of: <collection>` (a session's `paymentSessionId`; `comments[].id` of the order a comment
   * is added to, where '[]' is the array's last item, the one just added).
   */
  idPath: string[];
  /** A kind made from a named example of another kind's create (`x-refers-to: { /orderId: createOrder#card }`). */
  variantOf?: Kind;
  example?: string;
  getOne?: Operation;
  lists: Operation[];
  /** What makes its objects when no create does (its list's `x-made-by`). */
  madeBy?: string;
  /**
   * A kind of no customer whose create's example refers (x-refers-to) to a customer's object (a
   * product naming a customer's campaign template): one is made per customer, so that what each
   * customer's objects name (an order's product) is made from that customer's own objects.
   */
  perCustomer: boolean;
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
  return first && typeof first === 'object' && 'value' in first ? valueOf(first as Json) : undefined;
}

function namedExamples(media: Json): Record<string, Json> {
  return Object.fromEntries(
    Object.entries<Json>(media.examples ?? {})
      .filter(([, e]) => e && typeof e === 'object' && 'value' in e)
      .map(([name, e]) => [name, valueOf(e)]),
  );
}

/**
 * A named example's value as of today: `x-days-from-today: { pointer: days }` (as the partner flow reads
 * it) puts today plus that many days (YYYY-MM-DD, UTC) at each pointer, so a date a rule bounds by today
 * (an order's start date) stays valid whenever the matrix runs.
 */
function valueOf(example: Json): Json {
  const days = example['x-days-from-today'];
  if (!days || typeof days !== 'object') return example.value;
  const value = structuredClone(example.value);
  for (const [pointer, n] of Object.entries<number>(days)) {
    const keys = pointer.split('/').slice(1);
    const last = keys.pop();
    const parent = keys.reduce<Json>((at, key) => at?.[key], value);
    if (parent && typeof parent === 'object' && last !== undefined)
      parent[last] = new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  }
  return value;
}

function extensionsOf(media: Json): Record<string, ExampleExtensions> {
  return Object.fromEntries(
    Object.entries<Json>(media.examples ?? {})
      .filter(([, e]) => e && typeof e === 'object')
      .map(([name, e]) => [
        name,
        {
          refs: e['x-refers-to'] && typeof e['x-refers-to'] === 'object' ? { ...e['x-refers-to'] } : {},
          unique: Array.isArray(e['x-unique']) ? [...e['x-unique']] : [],
        },
      ]),
  );
}

/** An x-refers-to value's parts: `operationId`, `operationId#example`, `operationId.property`, `operationId#example.property`. */
export function splitRef(ref: string): { operationId: string; example?: string; property?: string } {
  const [target = '', property] = ref.split('.');
  const [operationId = '', example] = target.split('#');
  return { operationId, ...(example ? { example } : {}), ...(property ? { property } : {}) };
}

/** An operation's `x-made-by` (a string, or `{ operation, objects }`). */
function madeByOf(op: Json): { madeBy?: string; madeObjects?: string } {
  const m = op['x-made-by'];
  if (typeof m === 'string') return { madeBy: m };
  if (!m || typeof m !== 'object' || typeof m.operation !== 'string') return {};
  return { madeBy: m.operation, ...(typeof m.objects === 'string' ? { madeObjects: m.objects } : {}) };
}

function refsOf(media: Json): Record<string, string> {
  const first = media.example === undefined && media.examples ? Object.values<Json>(media.examples)[0] : undefined;
  const refs = first && typeof first === 'object' ? first['x-refers-to'] : undefined;
  return refs && typeof refs === 'object' ? { ...refs } : {};
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
        const example = exampleOf(p);
        if (example !== undefined) param.example = example;
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
            examples: namedExamples(media),
            refs: refsOf(media),
            extensions: extensionsOf(media),
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
      const itemsKey = success ? pageArrayOf(spec, success, Boolean(op['x-list'])) : undefined;
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
        isList: itemsKey !== undefined,
        ...(itemsKey ? { itemsKey } : {}),
        authorOnly: op['x-author-only'] === true,
        ...madeByOf(op),
      });
    }
  }
  return ops;
}

/**
 * The property of a page that holds its objects: `items`, the convention; with `x-list` (every list
 * operation declares it) the page's one array of objects with ids, whatever its name (002's `orders`).
 */
function pageArrayOf(spec: Spec, success: Json, declaredList: boolean): string | undefined {
  const { properties } = spec.shape(success);
  const arrayOf = (name: string) => {
    const s = spec.resolve(properties[name] ?? {});
    return s?.type === 'array' ? spec.resolve(s.items ?? {}) : undefined;
  };
  if (arrayOf('items')) return 'items';
  if (!declaredList) return undefined;
  // Of objects with ids: not the page's totals (`totalPrice: [{ currency, amount }]`).
  const arrays = Object.keys(properties).filter((name) => {
    const item = arrayOf(name);
    return item && 'id' in spec.shape(item).properties;
  });
  return arrays.length === 1 ? arrays[0] : undefined;
}

/** The objects of a list's page (an answer's body). */
export function pageItems(op: Operation, body: Json): Json[] {
  const items = op.itemsKey ? body?.[op.itemsKey] : undefined;
  return Array.isArray(items) ? items : [];
}

const isIdSchema = (schema: Json) => schema?.format === 'uuid';

/** The item schema of a list operation's page. */
function itemSchema(spec: Spec, op: Operation): Json {
  return op.success && op.itemsKey
    ? spec.resolve(spec.resolve(spec.shape(op.success).properties[op.itemsKey])?.items)
    : undefined;
}

export class Api {
  readonly specs: Spec[];
  readonly operations: Operation[];
  readonly kinds: Kind[];
  /** The kinds made from a named example of another kind's create; never matched by an id's name. */
  readonly variants: Kind[] = [];
  private readonly specOf = new Map<string, Spec>();

  constructor(specs: Spec[]) {
    this.specs = specs;
    for (const s of specs) this.specOf.set(s.context, s);
    this.operations = specs.flatMap(readOperations).sort((a, b) => a.operationId.localeCompare(b.operationId));
    this.kinds = this.readKinds();
    for (const op of this.operations)
      for (const ext of [{ refs: op.body?.refs ?? {} }, ...Object.values(op.body?.extensions ?? {})])
        for (const ref of Object.values(ext.refs)) this.kindMadeBy(ref);
    for (const kind of this.allKinds) {
      const op = kind.create;
      if (kind.owned || kind.tenant || !op?.body) continue;
      kind.perCustomer = Object.values(this.extensionsOf(op, kind.example).refs).some((ref) => {
        const k = this.kindCreatedBy(ref);
        return k?.owned && !k.tenant;
      });
    }
  }

  /** A named example's extensions (the first example's when unnamed). */
  extensionsOf(op: Operation, example?: string): ExampleExtensions {
    const name = example ?? Object.keys(op.body?.examples ?? {})[0] ?? '';
    return op.body?.extensions[name] ?? { refs: op.body?.refs ?? {}, unique: [] };
  }

  /** The kind an x-refers-to value's operation makes: its variant for `operationId#example`. */
  kindCreatedBy(ref: string): Kind | undefined {
    const { operationId, example } = splitRef(ref);
    return example ? this.kindMadeBy(ref) : this.kinds.find((k) => k.create?.operationId === operationId);
  }

  /** Every kind the world makes objects of: the kinds and their variants. */
  get allKinds(): Kind[] {
    return [...this.kinds, ...this.variants];
  }

  /**
   * The kind an `x-refers-to` entry `operationId#example` names: objects made by that kind's create
   * from that example. Undefined for a plain `operationId` (the id's name or x-id-of already says it).
   */
  kindMadeBy(ref: string): Kind | undefined {
    const { operationId, example } = splitRef(ref);
    if (!example) return undefined;
    const base = this.kinds.find((k) => k.create?.operationId === operationId);
    if (!base?.create?.body?.examples[example])
      throw new Error(`x-refers-to ${ref}: no kind is made by ${operationId} with an example named ${example}`);
    const collection = `${base.collection}#${example}`;
    let variant = this.variants.find((k) => k.collection === collection);
    if (!variant) {
      variant = { ...base, collection, variantOf: base, example };
      this.variants.push(variant);
    }
    return variant;
  }

  /** The kind a body property at a JSON pointer refers to: a variant by `x-refers-to`, else by its name or x-id-of. */
  bodyKind(op: Operation, pointer: string, name: string, schema: Json, example?: string): { kind?: Kind; ambiguous?: Kind[] } {
    const refs = this.extensionsOf(op, example).refs;
    const ref = refs[pointer] ?? refs[`${pointer}/0`];
    // A reference to a property of another object (`createProduct.code`) is no id.
    const named = ref && !splitRef(ref).property ? this.kindCreatedBy(ref) : undefined;
    return named ? { kind: named } : this.kindNamed(name, op, schema?.['x-id-of']);
  }

  /** Where in an answer a property says it is an id of a collection (`x-id-of`): its path, '[]' for an array's items. */
  private idPathIn(spec: Spec, schema: Json, collection: string, depth = 0): string[] | undefined {
    const s = spec.resolve(schema);
    if (!s || typeof s !== 'object' || depth > 4) return undefined;
    if (s.type === 'array') {
      const inner = this.idPathIn(spec, s.items, collection, depth + 1);
      return inner && ['[]', ...inner];
    }
    for (const [name, raw] of Object.entries<Json>(spec.shape(s).properties)) {
      const prop = spec.resolve(raw);
      if (prop?.['x-id-of'] === collection) return [name];
      const inner = this.idPathIn(spec, prop, collection, depth + 1);
      if (inner) return [name, ...inner];
    }
    return undefined;
  }

  /** Every `x-id-of` value of the specs. */
  private idOfTargets(): Set<string> {
    const found = new Set<string>();
    const walk = (v: Json) => {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object')
        for (const [k, x] of Object.entries<Json>(v)) {
          if (k === 'x-id-of' && typeof x === 'string') found.add(x);
          else walk(x);
        }
    };
    for (const spec of this.specs) walk(spec.doc);
    return found;
  }

  spec(op: Operation): Spec {
    return this.specOf.get(op.context)!;
  }

  private readKinds(): Kind[] {
    const byCollection = new Map<string, Kind>();
    for (const op of this.operations) {
      for (const p of op.params) {
        // An id that says whose it is (x-id-of) addresses that collection's objects, not a kind of its own.
        if (p.in !== 'path' || !isIdSchema(p.schema) || p.idOf) continue;
        const at = op.path.indexOf(`/{${p.name}}`);
        const collection = op.path.slice(0, at);
        if (!byCollection.has(collection))
          byCollection.set(collection, {
            collection,
            idParam: p.name,
            owned: false,
            tenant: p.name === TENANT_ID,
            idPath: ['id'],
            lists: [],
            perCustomer: false,
          });
      }
    }
    // A collection nothing addresses by a path id, that a property names with x-id-of and a POST makes
    // (a payment session: made by POST /api/payments/sessions, sent back as createPaymentIntent's sessionId).
    for (const collection of this.idOfTargets()) {
      if (byCollection.has(collection)) continue;
      const create = this.operations.find((o) => o.method === 'POST' && o.path === collection);
      const idPath = create?.success && this.idPathIn(this.spec(create), create.success, collection);
      if (idPath)
        byCollection.set(collection, {
          collection,
          idParam: idPath.at(-1)!,
          owned: false,
          tenant: false,
          idPath,
          lists: [],
          perCustomer: false,
        });
    }
    for (const kind of byCollection.values()) {
      const one = `${kind.collection}/{${kind.idParam}}`;
      const madeBy = (o: Operation) =>
        o.method !== 'GET' && o.success ? this.idPathIn(this.spec(o), o.success, kind.collection) : undefined;
      const create =
        this.operations.find((o) => o.method === 'POST' && o.path === kind.collection) ?? this.operations.find(madeBy);
      const getOne = this.operations.find((o) => o.method === 'GET' && o.path === one);
      if (create) {
        kind.create = create;
        kind.idPath = madeBy(create) ?? ['id'];
      }
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
      // A list elsewhere whose objects this collection addresses (an ad account's custom audiences).
      kind.lists.push(...this.operations.filter((o) => o.isList && o.madeObjects === kind.collection && !kind.lists.includes(o)));
      const sideEffect = kind.lists.map((l) => l.madeBy).find(Boolean);
      if (sideEffect && !create) kind.madeBy = sideEffect;
      const schemas = [create?.success, getOne?.success, ...kind.lists.map((l) => itemSchema(this.spec(l), l))].filter(
        Boolean,
      );
      const anyOp = create ?? getOne ?? kind.lists[0];
      kind.owned =
        kind.tenant || (anyOp !== undefined && schemas.some((s) => TENANT_ID in this.spec(anyOp).shape(s).properties));
    }
    const kinds = [...byCollection.values()];
    // Objects nobody reads back (no get, no list) whose create names no customer belong to the customer
    // of the object the create is for (a payment session, to its order's).
    for (const kind of kinds) {
      const op = kind.create;
      if (kind.owned || kind.getOne || kind.lists.length || !op?.body?.json) continue;
      const spec = this.spec(op);
      mapProperties(spec, op.body.example ?? generate(spec, op.body.schema), op.body.schema, ({ name, schema }) => {
        const k = this.kindNamedIn(kinds, name, op, schema['x-id-of']).kind;
        if (k?.owned) kind.owned = true;
        return undefined;
      });
    }
    return kinds;
  }

  kindAt(collection: string): Kind | undefined {
    return this.kinds?.find((k) => k.collection === collection);
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
    return this.kindNamedIn(this.kinds, name, op, idOf);
  }

  private kindNamedIn(kinds: Kind[], name: string, op: Operation, idOf?: string): { kind?: Kind; ambiguous?: Kind[] } {
    const at = (collection: string) => kinds.find((k) => k.collection === collection);
    if (idOf) {
      const kind = at(idOf);
      return kind ? { kind } : {};
    }
    if (name === 'ids') {
      const parent = op.path.slice(0, op.path.lastIndexOf('/'));
      const kind = at(op.path) ?? at(parent);
      return kind ? { kind } : {};
    }
    const lower = name.toLowerCase();
    const singular = lower.endsWith('ids') ? lower.slice(0, -1) : lower;
    if (!singular.endsWith('id')) return {};
    const candidates = kinds.filter((k) => k.idParam.toLowerCase() === singular);
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
