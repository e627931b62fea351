// The world the matrix runs in: the principals (one staff user per staff role, one dashboard user per
// dashboard role for each of two customers A and B, a self-signed-up account), and for every kind of
// object the API addresses by id one object of A and one of B, made through the kind's own create
// operation from its spec example, or found through its list. Only the principals are made by name:
// users, sign-in and sign-up are the identity contract every context relies on.
import { TestClient, type TestResponse } from '@adops/platform/testing';
import { DASHBOARD_ROLES, STAFF_ROLES } from '@adops/platform';
import { isIdParam, pageItems, splitRef, TENANT_ID, type Api, type Json, type Kind, type Operation } from './openapi.ts';
import {
  binaryFor,
  formBody,
  generate,
  mapProperties,
  paramText,
  schemaAt,
  setAt,
  uniqueValue,
  uniquify,
  unique,
} from './values.ts';

export type Owner = 'A' | 'B';
export const OWNERS: Owner[] = ['A', 'B'];
export const otherOf = (o: Owner): Owner => (o === 'A' ? 'B' : 'A');
/** Whose object: a customer's, or '*' for kinds that belong to no customer. */
export type Holder = Owner | '*';

export interface PrincipalDef {
  label: string;
  type: 'anonymous' | 'staff' | 'dashboard' | 'self-signup';
  /** The roles the spec's checks should see: for the self-signed-up account none, until an admin grants some. */
  roles: string[];
  customer?: Owner;
}

export function principalDefs(): PrincipalDef[] {
  return [
    { label: 'anonymous', type: 'anonymous', roles: [] },
    ...STAFF_ROLES.map((role): PrincipalDef => ({ label: role, type: 'staff', roles: [role] })),
    ...OWNERS.flatMap((customer) =>
      DASHBOARD_ROLES.map((role): PrincipalDef => ({
        label: `${role}@${customer}`,
        type: 'dashboard',
        roles: [role],
        customer,
      })),
    ),
    { label: 'self-signed-up', type: 'self-signup', roles: [] },
  ];
}

/** Identity's contract for users: created by staff with POST /api/users, signed in per kind. */
const USERS = '/api/users';
const PASSWORD = 'Matrix-Horse-97!';

export interface Request {
  method: string;
  path: string;
  body?: Json;
  contentType?: string;
  /** The required header parameters (a webhook's signature), from their examples. */
  headers?: Record<string, string>;
}

export interface Built {
  request: Request;
  /** Inputs the matrix could not fill: no object of that kind for that owner, or an ambiguous id name. */
  missing: string[];
}

const ACCEPT = 'application/json, */*;q=0.1';

/**
 * How long the matrix waits for what an event makes: a create refused because it names an object the
 * context has not heard of yet (a product naming a campaign template the order context learns of from
 * campaign_template.saved), and an object made as a side effect (x-made-by) to appear in its list.
 */
const REFERENCE_WAIT_MS = 5_000;
const MADE_BY_WAIT_MS = 20_000;
const POLL_MS = 200;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A 400 naming something the context does not know (yet): 'Campaign template not found.' */
const refusesAReference = (res: TestResponse) => res.status === 400 && /not found/i.test(JSON.stringify(res.body ?? ''));

/** The value at a path into an answer ('[]': an array's last item). */
export function idAt(body: Json, path: string[]): unknown {
  let v = body;
  for (const step of path) v = step === '[]' ? (Array.isArray(v) ? v.at(-1) : undefined) : v?.[step];
  return v;
}

export function describe(r: Request): string {
  const body =
    r.body === undefined
      ? ''
      : Buffer.isBuffer(r.body)
        ? ` <${r.contentType}, ${r.body.length} bytes>`
        : ` ${JSON.stringify(r.body).slice(0, 300)}`;
  return `${r.method} ${r.path}${body}`;
}

export class World {
  readonly api: Api;
  readonly baseUrl: string;
  readonly setup: TestClient;
  readonly customerIds = {} as Record<Owner, string>;
  /** collection → holder → id: the object of each kind the cases address. */
  readonly primaries = new Map<string, Map<Holder, string>>();
  /** Every id known to belong to each customer: what the other customer's users must never see. */
  readonly owned: Record<Owner, Set<string>> = { A: new Set(), B: new Set() };
  readonly clients = new Map<string, TestClient>();
  readonly principalUserIds = new Set<string>();
  /**
   * collection → owner → more objects of a kind that bodies list by reference (a listing's agents):
   * put before the primary in such lists, so the principals bound to the primary (agent@A) are the
   * list's second and third, not its first, and every case checks that they still reach the object.
   */
  readonly others = new Map<string, Map<Owner, string[]>>();
  readonly notes: string[] = [];
  /**
   * Ids of customers' objects that an object of no customer names (a product of the catalogue naming a
   * customer's campaign template): every customer is shown them through it, so they are no leak.
   */
  readonly published = new Set<string>();
  /** What the matrix's creates answered, by id: a later body takes a property of one (`createProduct.code`). */
  private readonly bodies = new Map<string, Json>();
  /** Objects made as a side effect that a caller already took (several may be made at once). */
  private readonly claimed = new Set<string>();
  requests = 0;

  constructor(api: Api, baseUrl: string) {
    this.api = api;
    this.baseUrl = baseUrl;
    this.setup = new TestClient(baseUrl);
  }

  // ---- HTTP --------------------------------------------------------------------------------

  async send(client: TestClient | undefined, r: Request): Promise<TestResponse> {
    this.requests++;
    // Anonymous requests get a client of their own: a public operation's cookie never leaks into the next.
    const c = client ?? new TestClient(this.baseUrl);
    const headers: Record<string, string> = { accept: ACCEPT };
    if (r.contentType) headers['content-type'] = r.contentType;
    Object.assign(headers, r.headers);
    const t0 = Date.now();
    const res = await c.request(r.method, r.path, r.body, headers);
    if (process.env.MATRIX_DEBUG && Date.now() - t0 > 150)
      console.log(`[matrix] slow: ${Date.now() - t0} ms ${r.method} ${r.path} → ${res.status}`);
    return res;
  }

  private async must(client: TestClient, r: Request, what: string): Promise<any> {
    const res = await this.send(client, r);
    if (res.status >= 300)
      throw new Error(`${what}: ${describe(r)} answered ${res.status} ${JSON.stringify(res.body).slice(0, 400)}`);
    return res.body;
  }

  // ---- ids ---------------------------------------------------------------------------------

  holderOf(kind: Kind, owner: Owner): Holder {
    return kind.owned || kind.perCustomer ? owner : '*';
  }

  /** The holders a kind has an object for: each customer, or the matrix ('*'). */
  holdersOf(kind: Kind): Holder[] {
    return kind.owned || kind.perCustomer ? OWNERS : ['*'];
  }

  /** Records an id as a customer's, unless an object of no customer shows it to everyone. */
  own(owner: Owner, id: string): void {
    if (!this.published.has(id)) this.owned[owner].add(id);
  }

  idFor(kind: Kind, owner: Owner): string | undefined {
    if (kind.tenant) return this.customerIds[owner];
    return this.primaries.get(kind.collection)?.get(this.holderOf(kind, owner));
  }

  setPrimary(kind: Kind, holder: Holder, id: string): void {
    if (!this.primaries.has(kind.collection)) this.primaries.set(kind.collection, new Map());
    this.primaries.get(kind.collection)!.set(holder, id);
    if (holder !== '*' && kind.owned) this.own(holder, id);
  }

  ownerOfCustomer(customerId: unknown): Owner | undefined {
    return OWNERS.find((o) => this.customerIds[o] === customerId);
  }

  // ---- requests from the spec --------------------------------------------------------------

  /**
   * The request for an operation with the ids of `owner`'s objects: path ids always, id filters of
   * the query when `filtered`, ids in the body example. `targets` overrides the object of a kind.
   */
  build(op: Operation, owner: Owner, filtered: boolean, targets: Map<Kind, string> = new Map(), example?: string): Built {
    const spec = this.api.spec(op);
    const missing: string[] = [];
    const idOf = (kind: Kind, what: string) => {
      const id = targets.get(kind) ?? this.idFor(kind, owner);
      if (!id)
        missing.push(`${what}: no object of ${kind.collection} for ${kind.owned ? `customer ${owner}` : 'the matrix'}`);
      return id ?? '00000000-0000-4000-8000-000000000000';
    };
    let path = op.path;
    const query = new URLSearchParams();
    const headers: Record<string, string> = {};
    for (const p of op.params) {
      if (p.in === 'path') {
        const kind = this.api.kindOfPathParam(op, p);
        path = path.replace(
          `{${p.name}}`,
          encodeURIComponent(kind ? idOf(kind, `{${p.name}}`) : paramText(spec, p.schema, p.example)),
        );
      } else if (p.in === 'query') {
        const { kind } = isIdParam(p) ? this.api.kindNamed(p.name, op, p.idOf) : {};
        if (kind && (p.required || filtered)) query.set(p.name, idOf(kind, `?${p.name}`));
        else if (p.required) query.set(p.name, paramText(spec, p.schema, p.example));
      } else if (p.in === 'header' && p.required) headers[p.name.toLowerCase()] = paramText(spec, p.schema, p.example);
    }
    const request: Request = { method: op.method, path: query.size ? `${path}?${query}` : path };
    if (Object.keys(headers).length) request.headers = headers;
    if (op.body) {
      if (!op.body.json && !op.body.form) {
        request.body = binaryFor(op.body.contentType);
        request.contentType = op.body.contentType;
      } else {
        const chosen = example !== undefined ? op.body.examples[example] : op.body.example;
        const value = chosen !== undefined ? structuredClone(chosen) : generate(spec, op.body.schema);
        request.body = mapProperties(spec, value, op.body.schema, ({ name, pointer, value, schema, required }) => {
          if (!(typeof value === 'string' || (Array.isArray(value) && value.every((v) => typeof v === 'string'))))
            return undefined;
          const { kind, ambiguous } = this.api.bodyKind(op, pointer, name, schema, example);
          if (ambiguous) {
            const note = `${op.operationId}: body.${name} could be an id of ${ambiguous.map((k) => k.collection).join(' or ')}; the matrix leaves it out (x-id-of would say which)`;
            if (!this.notes.includes(note)) this.notes.push(note);
            if (!required) return { drop: true };
            missing.push(
              `body.${name}: could be an id of ${ambiguous.map((k) => k.collection).join(' or ')} (add x-id-of)`,
            );
            return undefined;
          }
          if (!kind) return undefined;
          const id = idOf(kind, `body.${name}`);
          return { value: Array.isArray(value) ? [id] : id };
        });
        request.body = this.withOthers(spec, request.body, op.body.schema, owner, targets);
        missing.push(...this.fillProperties(op, request.body, owner, example));
        request.contentType = op.body.contentType;
        if (op.body.form) Object.assign(request, formBody(spec, request.body, op.body.schema));
      }
    }
    return { request, missing };
  }

  /** `x-refers-to: { /products/0: createProduct.code }`: that property of the owner's object of that kind. */
  private fillProperties(op: Operation, body: Json, owner: Owner, example?: string): string[] {
    const missing: string[] = [];
    for (const [pointer, ref] of Object.entries(this.api.extensionsOf(op, example).refs)) {
      const { property } = splitRef(ref);
      if (!property) continue;
      const kind = this.api.kindCreatedBy(ref);
      const id = kind && this.idFor(kind, owner);
      if (kind && !id) missing.push(`body${pointer}: no object of ${kind.collection} for ${this.holderOf(kind, owner) === '*' ? 'the matrix' : `customer ${owner}`} (x-refers-to ${ref})`);
      const made = id ? this.bodies.get(id) : undefined;
      if (made && made[property] !== undefined) setAt(body, pointer, made[property]);
    }
    return missing;
  }

  /** The kind an array's items refer to by their `id` (with x-id-of), e.g. a listing's agents. */
  private listedKind(spec: ReturnType<Api['spec']>, arraySchema: Json): Kind | undefined {
    const items = spec.resolve(arraySchema?.items ?? {});
    const id = items && typeof items === 'object' ? spec.resolve(spec.shape(items).properties.id ?? {}) : undefined;
    const kind = typeof id?.['x-id-of'] === 'string' ? this.api.kindAt(id['x-id-of']) : undefined;
    return kind?.owned && !kind.tenant ? kind : undefined;
  }

  /** Puts the owner's other objects of a kind before the primary in every list of references to it (see `others`). */
  private withOthers(spec: ReturnType<Api['spec']>, body: Json, schema: Json, owner: Owner, targets: Map<Kind, string>): Json {
    const s = spec.resolve(schema) ?? {};
    if (Array.isArray(body)) {
      const mapped = body.map((v) => this.withOthers(spec, v, s.items ?? {}, owner, targets));
      const kind = this.listedKind(spec, s);
      const first = mapped[0];
      const extra = kind && !targets.has(kind) ? (this.others.get(kind.collection)?.get(owner) ?? []) : [];
      if (!extra.length || !first || typeof first !== 'object' || first.id !== this.idFor(kind!, owner)) return mapped;
      const room = Math.max(0, (s.maxItems ?? Infinity) - mapped.length);
      return [...extra.slice(0, room).map((id) => ({ ...first, id })), ...mapped];
    }
    if (!body || typeof body !== 'object' || Buffer.isBuffer(body)) return body;
    const { properties } = spec.shape(s);
    return Object.fromEntries(
      Object.entries<Json>(body).map(([k, v]) => [k, this.withOthers(spec, v, properties[k] ?? {}, owner, targets)]),
    );
  }

  /** The kinds some body lists by reference (arrays of objects with an `id` of the kind). */
  private listedKinds(): Kind[] {
    const kinds = new Set<Kind>();
    const walk = (spec: ReturnType<Api['spec']>, schema: Json, depth: number) => {
      const s = spec.resolve(schema) ?? {};
      if (depth > 6 || !s || typeof s !== 'object') return;
      if (s.type === 'array') {
        const kind = this.listedKind(spec, s);
        if (kind) kinds.add(kind);
        return walk(spec, s.items ?? {}, depth + 1);
      }
      for (const prop of Object.values<Json>(spec.shape(s).properties)) walk(spec, prop, depth + 1);
    };
    for (const op of this.api.operations) if (op.body?.json) walk(this.api.spec(op), op.body.schema, 0);
    return [...kinds];
  }

  /** Two more objects of each listed kind per customer, made as soon as its primary exists. */
  private async makeOthers(kinds: Kind[]): Promise<void> {
    await Promise.all(
      kinds.flatMap((kind) =>
        OWNERS.filter((owner) => this.idFor(kind, owner) && !this.others.get(kind.collection)?.has(owner)).map(async (owner) => {
          const made: string[] = [];
          for (let i = 0; i < 2; i++) {
            const result = await this.create(kind, owner);
            if (result.id) made.push(result.id);
            else this.notes.push(`Another ${kind.collection} of ${owner} could not be made: ${result.error}`);
          }
          if (!this.others.has(kind.collection)) this.others.set(kind.collection, new Map());
          this.others.get(kind.collection)!.set(owner, made);
          const note = `${kind.collection}: bodies list ${made.length} others of the customer before the primary (its principals are not first)`;
          if (made.length && !this.notes.includes(note)) this.notes.push(note);
        }),
      ),
    );
  }

  // ---- objects -----------------------------------------------------------------------------

  /** Does a kind's create operation say whose object it makes: an owned object in its path, or in its example body? */
  private createNamesOwner(kind: Kind): boolean {
    const op = kind.create;
    if (!op?.body?.json && !op?.body?.form) return false;
    // A sub-resource (POST /api/bulk-uploads/{bulkId}/distributions) is its parent's customer's.
    if (op.params.some((p) => p.in === 'path' && this.api.kindOfPathParam(op, p)?.owned)) return true;
    let names = false;
    const spec = this.api.spec(op);
    const example = op.body.example ?? generate(spec, op.body.schema);
    mapProperties(spec, example, op.body.schema, ({ name, pointer, schema }) => {
      const { kind: k } = this.api.bodyKind(op, pointer, name, schema);
      if (k?.owned) names = true;
      return undefined;
    });
    return names;
  }

  /** A new object of a kind, for a holder, through the kind's create operation; its id, or why not. */
  async create(kind: Kind, holder: Holder, author?: string): Promise<{ id?: string; deferred?: boolean; error?: string }> {
    if (kind.collection === USERS && holder !== '*')
      return { id: (await this.createDashboardUser(holder, 'agent', 'target')).id };
    if (!kind.create && kind.madeBy) return this.makeBySideEffect(kind, holder);
    const op = kind.create;
    if (!op?.body?.json && !op?.body?.form) return { error: `${kind.collection} has no JSON or form create operation` };
    if (kind.owned && !kind.tenant && !this.createNamesOwner(kind))
      return { error: `the example of ${op.operationId} names no customer` };
    const owner: Owner = holder === '*' ? 'A' : holder;
    const client = (author && this.clients.get(author)) || this.creatorOf(op, owner);
    if (!client) return { deferred: true, error: `no principal of customer ${owner} may call ${op.operationId}` };
    const { request, missing } = this.build(op, owner, true, new Map(), kind.example);
    if (missing.length) return { deferred: true, error: missing.join('; ') };
    // A form is already encoded by build(); its fields name no e-mail or unique name.
    if (!op.body.form) {
      const spec = this.api.spec(op);
      request.body = uniquify(spec, request.body, op.body.schema);
      // x-unique: values that must differ per object (an ad account's network id, a product's code).
      for (const pointer of this.api.extensionsOf(op, kind.example).unique)
        setAt(request.body, pointer, (value: Json) => uniqueValue(value, schemaAt(spec, op.body!.schema, pointer)));
    }
    let res = await this.send(client, request);
    // Named objects a context learns of from events: refused until the event arrives, then accepted.
    for (const t0 = Date.now(); refusesAReference(res) && Date.now() - t0 < REFERENCE_WAIT_MS; ) {
      await sleep(POLL_MS);
      res = await this.send(client, request);
    }
    const id = idAt(res.body, kind.idPath);
    if (res.status >= 300 || typeof id !== 'string')
      return { error: `${describe(request)} answered ${res.status} ${JSON.stringify(res.body).slice(0, 300)}` };
    // An answer that is not the object itself (a payment intent's, the order a comment joined) may carry no customerId.
    if (kind.owned && !kind.tenant && TENANT_ID in res.body && res.body[TENANT_ID] !== this.customerIds[owner])
      return { error: `${op.operationId} made an object of customer ${res.body[TENANT_ID]}, not ${owner}` };
    if (holder !== '*' && kind.owned) this.own(holder, id);
    if (kind.perCustomer) this.publish(kind, request.body);
    this.bodies.set(id, res.body);
    return { id };
  }

  /** The customers' ids an object of no customer made per customer names (a product's template): shown to every customer through it. */
  private publish(kind: Kind, body: Json): void {
    const note = `${kind.collection} (of no customer) names customers' objects: every customer is shown their ids through it, which are no leak`;
    const walk = (v: Json) => {
      if (typeof v === 'string' && (this.owned.A.has(v) || this.owned.B.has(v))) {
        if (!this.notes.includes(note)) this.notes.push(note);
        this.published.add(v);
        this.owned.A.delete(v);
        this.owned.B.delete(v);
      } else if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object' && !Buffer.isBuffer(v)) Object.values(v).forEach(walk);
    };
    walk(body);
  }

  /**
   * An object of a kind no create makes (x-made-by: a campaign an order makes): makes the object its
   * list names, from that example, then polls the list until a new object of the holder appears.
   */
  private async makeBySideEffect(kind: Kind, holder: Holder): Promise<{ id?: string; deferred?: boolean; error?: string }> {
    const { operationId, example } = splitRef(kind.madeBy!);
    const maker = this.api.kinds.find((k) => k.create?.operationId === operationId);
    const op = this.api.operations.find((o) => o.operationId === operationId);
    if (!op) return { error: `x-made-by ${kind.madeBy} on ${kind.collection}: no operation ${operationId}` };
    const owner: Owner = holder === '*' ? 'A' : holder;
    const seen = async () =>
      // By customer alone: the list's other id filters name the owner's primaries, not the new object's.
      (await this.listed(kind, owner, 'customer')).filter(
        (item) => typeof item?.id === 'string' && (!kind.owned || item[TENANT_ID] === this.customerIds[owner]),
      );
    const before = new Set((await seen()).map((item) => item.id as string));
    // The create of another kind (an order), or an operation on the owner's objects (a sync of an ad account's audiences).
    const made = maker
      ? await this.create({ ...maker, ...(example ? { example } : {}) }, maker.owned ? owner : '*')
      : await this.call(op, owner, example);
    if (!made.id) return { deferred: made.deferred, error: `x-made-by ${kind.madeBy}: ${made.error}` };
    const t0 = Date.now();
    while (Date.now() - t0 < MADE_BY_WAIT_MS) {
      const fresh = (await seen()).find((item) => !before.has(item.id) && !this.claimed.has(item.id));
      if (fresh) {
        this.claimed.add(fresh.id);
        if (holder !== '*' && kind.owned) this.own(holder, fresh.id);
        return { id: fresh.id };
      }
      await sleep(POLL_MS * 2);
    }
    return {
      error: `x-made-by ${kind.madeBy}: ${operationId} made ${made.id}, but no new object of ${kind.collection} for ${holder === '*' ? 'the matrix' : `customer ${holder}`} was listed within ${MADE_BY_WAIT_MS / 1000} s`,
    };
  }

  /** Who makes objects with a create operation: the seeded admin, or else a dashboard user of the owner whom the spec allows. */
  private creatorOf(op: Operation, owner: Owner): TestClient | undefined {
    if (op.access === 'signed-in' || op.access === 'public' || op.access.includes('admin')) return this.setup;
    const access = op.access;
    const def = this.defs.find(
      (d) =>
        d.type === 'dashboard' &&
        d.customer === owner &&
        d.roles.some((r) => access.includes(r)) &&
        this.clients.has(d.label),
    );
    return def && this.clients.get(def.label);
  }

  private defs: PrincipalDef[] = [];

  /**
   * The objects of a kind a staff user sees, narrowed to a customer through the list's id filters, or
   * (`'customer'`) through its customer filter alone (the newest first).
   */
  async listed(kind: Kind, owner: Owner, filters: 'ids' | 'customer' = 'ids'): Promise<Json[]> {
    const items: Json[] = [];
    for (const op of kind.lists) {
      const { request, missing } = this.build(op, owner, filters === 'ids');
      if (missing.length) continue;
      const byCustomer = op.params.some((p) => p.in === 'query' && p.name === TENANT_ID);
      if (filters === 'customer' && kind.owned && byCustomer && !request.path.includes(`${TENANT_ID}=`))
        request.path += `${request.path.includes('?') ? '&' : '?'}${TENANT_ID}=${this.customerIds[owner]}`;
      const limit = op.params.find((p) => p.in === 'query' && p.name === 'limit');
      if (limit?.schema?.maximum)
        request.path += `${request.path.includes('?') ? '&' : '?'}limit=${limit.schema.maximum}`;
      const res = await this.send(this.setup, request);
      if (res.status === 200) items.push(...pageItems(op, res.body));
    }
    return items;
  }

  /** Calls an operation for an owner's objects as whoever may; `id` says what answered (for messages). */
  private async call(op: Operation, owner: Owner, example?: string): Promise<{ id?: string; deferred?: boolean; error?: string }> {
    const client = this.creatorOf(op, owner);
    if (!client) return { deferred: true, error: `no principal of customer ${owner} may call ${op.operationId}` };
    const { request, missing } = this.build(op, owner, true, new Map(), example);
    if (missing.length) return { deferred: true, error: missing.join('; ') };
    const res = await this.send(client, request);
    if (res.status >= 300) return { error: `${describe(request)} answered ${res.status} ${JSON.stringify(res.body).slice(0, 300)}` };
    return { id: `${op.operationId} (${res.status})` };
  }

  /** An existing object of a kind for a holder, picked from its lists: within A's agent and office where it says. */
  async discover(kind: Kind, holder: Holder): Promise<string | undefined> {
    const owner: Owner = holder === '*' ? 'A' : holder;
    const candidates = (await this.listed(kind, owner)).filter(
      (item) => typeof item?.id === 'string' && !this.principalUserIds.has(item.id),
    );
    const mine =
      holder === '*'
        ? candidates
        : candidates.filter((item) => (kind.tenant ? item.id : item[TENANT_ID]) === this.customerIds[owner]);
    const score = (item: Json) =>
      Object.entries<Json>(item).filter(([name, value]) => {
        const { kind: k } = this.api.kindNamed(name, kind.lists[0]!);
        const id = k && k !== kind && k.owned ? this.idFor(k, owner) : undefined;
        return id !== undefined && (value === id || (Array.isArray(value) && value.includes(id)));
      }).length;
    return mine.map((item) => ({ item, score: score(item) })).sort((a, b) => b.score - a.score)[0]?.item.id;
  }

  async exists(kind: Kind, owner: Owner): Promise<boolean> {
    const id = this.idFor(kind, owner);
    if (!id) return false;
    if (kind.getOne) {
      const { request } = this.build(kind.getOne, owner, true, new Map([[kind.variantOf ?? kind, id]]));
      return (await this.send(this.setup, request)).status === 200;
    }
    return (await this.listed(kind, owner)).some((item) => item?.id === id);
  }

  /** Makes sure the objects an operation addresses still exist (an earlier case may have removed one). */
  async ensureObjectsOf(op: Operation): Promise<void> {
    for (const kind of this.kindsUsedBy(op)) {
      if (kind.tenant) continue;
      for (const holder of this.holdersOf(kind)) {
        if (await this.exists(kind, holder === '*' ? 'A' : holder)) continue;
        const made = await this.create(kind, holder);
        if (made.id) this.setPrimary(kind, holder, made.id);
      }
    }
  }

  kindsUsedBy(op: Operation): Kind[] {
    const kinds = new Set<Kind>();
    for (const p of op.params) {
      const kind =
        p.in === 'path'
          ? this.api.kindOfPathParam(op, p)
          : p.in === 'query' && isIdParam(p)
            ? this.api.kindNamed(p.name, op, p.idOf).kind
            : undefined;
      if (kind) kinds.add(kind);
    }
    if (op.body?.json || op.body?.form) {
      const spec = this.api.spec(op);
      mapProperties(spec, op.body.example ?? generate(spec, op.body.schema), op.body.schema, ({ name, pointer, schema }) => {
        const { kind } = this.api.bodyKind(op, pointer, name, schema);
        if (kind) kinds.add(kind);
        return undefined;
      });
    }
    return [...kinds];
  }

  // ---- principals --------------------------------------------------------------------------

  private kindWithId(idParam: string): Kind {
    const kind = this.api.kinds.find((k) => k.idParam === idParam);
    if (!kind) throw new Error(`No spec addresses objects by {${idParam}}, which dashboard users are scoped by.`);
    return kind;
  }

  async createDashboardUser(owner: Owner, role: string, tag: string): Promise<{ id: string; email: string }> {
    const agentId = this.idFor(this.kindWithId('agentId'), owner);
    const officeId = this.idFor(this.kindWithId('officeId'), owner);
    if (!agentId || !officeId)
      throw new Error(`Customer ${owner} has no agent or office to scope its dashboard users by (see the notes).`);
    const email = `${role}-${tag}-${owner.toLowerCase()}-${unique()}@matrix.example.com`;
    // Only principals sign in; target users are active without a password (no hashing to wait for).
    const credentials = tag === 'principal' ? { password: PASSWORD, confirmPassword: PASSWORD } : { isActive: true };
    const body: Json = { email, kind: 'dashboard', roles: [role], customerId: this.customerIds[owner], ...credentials };
    // Branch managers reach their offices, agents and branch users their agent; a target user is within every scope of its customer.
    if (role === 'branchmanager' || tag === 'target') body.officeIds = [officeId];
    if (role === 'agent' || role === 'branchuser') body.agentId = agentId;
    const user = await this.must(
      this.setup,
      { method: 'POST', path: USERS, body },
      `creating the ${role} user of ${owner}`,
    );
    this.owned[owner].add(user.id);
    return { id: user.id, email };
  }

  private async signIn(label: string, path: string, email: string, password: string): Promise<void> {
    const client = new TestClient(this.baseUrl);
    const body = await this.must(client, { method: 'POST', path, body: { email, password } }, `signing in ${label}`);
    this.clients.set(label, client);
    this.principalUserIds.add(body.user.id);
  }

  private async createPrincipals(defs: PrincipalDef[]): Promise<void> {
    this.defs = defs;
    await Promise.all(
      defs.map(async (def) => {
        if (def.type === 'staff') {
          const email = `${def.label}-${unique()}@matrix.example.com`;
          await this.must(
            this.setup,
            {
              method: 'POST',
              path: USERS,
              body: { email, roles: def.roles, password: PASSWORD, confirmPassword: PASSWORD },
            },
            `creating the ${def.label} user`,
          );
          await this.signIn(def.label, '/api/auth/signin', email, PASSWORD);
        } else if (def.type === 'dashboard') {
          const { email } = await this.createDashboardUser(def.customer!, def.roles[0]!, 'principal');
          await this.signIn(def.label, '/api/auth/dashboard/signin', email, PASSWORD);
        } else if (def.type === 'self-signup') {
          const email = `self-${unique()}@matrix.example.com`;
          await this.must(
            new TestClient(this.baseUrl),
            {
              method: 'POST',
              path: '/api/auth/signup',
              body: { email, password: PASSWORD, confirmPassword: PASSWORD },
            },
            'signing up (is STAFF_SIGNUP on?)',
          );
          const mail = await this.must(
            this.setup,
            { method: 'GET', path: `/api/auth/mail?to=${encodeURIComponent(email)}` },
            'reading the activation mail',
          );
          const link = mail.items
            ?.map((m: Json) => /\/api\/auth\/active\/[\w-]+/.exec(m.text ?? '')?.[0])
            .find(Boolean);
          if (!link)
            throw new Error(`No activation link in the mail to ${email}: ${JSON.stringify(mail).slice(0, 400)}`);
          await this.must(
            new TestClient(this.baseUrl),
            { method: 'GET', path: link },
            'activating the signed-up account',
          );
          await this.signIn(def.label, '/api/auth/signin', email, PASSWORD);
        }
      }),
    );
  }

  // ---- the whole world -----------------------------------------------------------------------

  private async seedRounds(): Promise<void> {
    // Users are made with the principals (identity's contract), not from createUser's staff example.
    const pending = this.api.allKinds
      .filter((k) => !k.tenant && k.collection !== USERS)
      .flatMap((k) => this.holdersOf(k).map((holder) => ({ kind: k, holder })))
      .filter(({ kind, holder }) => !this.primaries.get(kind.collection)?.has(holder));
    let progress = true;
    const errors = new Map<string, string>();
    const listed = this.listedKinds();
    // Round by round, all at once: what needs another kind's object waits for the round after it is made.
    while (pending.length && progress) {
      progress = false;
      const round = [...pending];
      const made = await Promise.all(round.map((item) => this.create(item.kind, item.holder)));
      round.forEach((item, i) => {
        const result = made[i]!;
        if (result.deferred)
          return void errors.set(`${item.kind.collection}/${item.holder}`, result.error ?? 'deferred');
        pending.splice(pending.indexOf(item), 1);
        progress = true;
        if (result.id) this.setPrimary(item.kind, item.holder, result.id);
        else errors.set(`${item.kind.collection}/${item.holder}`, result.error ?? 'not made');
      });
      // Before the next round, which may list them (a listing made with three agents, agent@A's the third).
      await this.makeOthers(listed);
    }
    this.seedErrors = errors;
  }

  private seedErrors = new Map<string, string>();

  async seed(defs: PrincipalDef[], adminEmail: string, adminPassword: string): Promise<void> {
    await this.must(
      this.setup,
      { method: 'POST', path: '/api/auth/signin', body: { email: adminEmail, password: adminPassword } },
      'signing in the seeded admin',
    );
    // The two customers, through the tenant kind's own create operation.
    const tenant = this.api.tenant;
    for (const owner of OWNERS) {
      const made = await this.create(tenant, '*');
      if (!made.id) throw new Error(`Could not create customer ${owner}: ${made.error}`);
      this.customerIds[owner] = made.id;
      this.owned[owner].add(made.id);
    }
    await this.seedRounds();
    const users = this.api.kindAt(USERS);
    await this.createPrincipals(defs);
    for (const owner of OWNERS)
      if (users) this.setPrimary(users, owner, (await this.createDashboardUser(owner, 'agent', 'target')).id);
    await this.seedRounds();
    // Kinds the matrix could not make: an existing object from their lists.
    for (const kind of this.api.allKinds) {
      if (kind.tenant) continue;
      for (const holder of this.holdersOf(kind)) {
        if (this.primaries.get(kind.collection)?.has(holder)) continue;
        const found = kind.variantOf ? undefined : await this.discover(kind, holder);
        if (found) this.setPrimary(kind, holder, found);
        else
          this.notes.push(
            `No object of ${kind.collection} for ${holder === '*' ? 'the matrix' : `customer ${holder}`}: ${this.seedErrors.get(`${kind.collection}/${holder}`) ?? 'none listed'}`,
          );
      }
    }
    for (const op of this.api.operations)
      if (op.body?.json && op.body.example === undefined)
        this.notes.push(`${op.operationId} has no request body example: the matrix generated one from its schema`);
    await this.attach();
    await this.inventory();
  }

  /** The kinds of object and whose they are, for the summary. */
  kindsSummary(): string {
    return this.api.allKinds
      .map(
        (k) =>
          `${k.collection}{${k.idParam}}${k.tenant ? ' (the customers)' : k.owned ? '' : ' (no customer)'}${k.create && k.create.path !== (k.variantOf ?? k).collection ? ` (made by ${k.create.operationId}${k.example ? ` from its example ${k.example}` : ''})` : ''}`,
      )
      .join(', ');
  }

  /** Uploads (logos, pictures) are part of an object: PUT them on A's and B's objects as the setup admin. */
  private async attach(): Promise<void> {
    const adminMay = (op: Operation) =>
      op.access === 'signed-in' || (Array.isArray(op.access) && op.access.includes('admin'));
    for (const op of this.api.operations.filter(
      (o) => o.method === 'PUT' && o.body && !o.body.json && adminMay(o) && o.params.some((p) => p.in === 'path'),
    )) {
      for (const owner of OWNERS) {
        const { request, missing } = this.build(op, owner, true);
        if (missing.length) continue;
        const res = await this.send(this.setup, request);
        if (res.status >= 300) this.notes.push(`Uploading with ${op.operationId} for ${owner} answered ${res.status}`);
      }
    }
  }

  /** Every id a staff user can list, by customer: what the other customer's users must never see. */
  async inventory(): Promise<void> {
    const lists = this.api.operations.filter(
      (o) =>
        o.method === 'GET' &&
        o.isList &&
        (o.access === 'signed-in' || (Array.isArray(o.access) && o.access.includes('admin'))),
    );
    const tenantLists = new Set(this.api.tenant.lists);
    const calls = lists.flatMap((op) =>
      (
        [
          ['A', false],
          ['A', true],
          ['B', true],
        ] as [Owner, boolean][]
      ).map(([owner, filtered]) => ({ op, ...this.build(op, owner, filtered) })),
    );
    await Promise.all(
      calls
        .filter((c) => !c.missing.length)
        .map(async ({ op, request }) => {
          const res = await this.send(this.setup, request);
          for (const item of res.status === 200 ? pageItems(op, res.body) : []) {
            const whose = this.ownerOfCustomer(tenantLists.has(op) ? item?.id : item?.[TENANT_ID]);
            if (whose && typeof item.id === 'string') this.own(whose, item.id);
          }
        }),
    );
  }

  /** A fresh object of a kind for a case that removes one, so the cases after it still find theirs. */
  /** A new object of a kind for a case; made by the principal `author` (a label) when given, else by whoever makes that kind. */
  async fresh(kind: Kind, owner: Owner, author?: string): Promise<string | undefined> {
    if (kind.tenant) {
      const made = await this.create(kind, '*');
      return made.id;
    }
    const made = await this.create(kind, this.holderOf(kind, owner), author);
    return made.id;
  }
}
