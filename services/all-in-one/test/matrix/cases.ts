// The cases of the matrix and what each must answer, from the spec alone:
//   anonymous on a secured operation → 401; a role the security requirement does not name → 403;
//   an allowed principal on its own customer's objects (staff on any) → reaches the handler: not
//   401/403/404 (a domain 400/409 is fine, a validation 400 is the matrix's own mistake);
//   an allowed dashboard user on another customer's objects → 404, or a list (or a list's export)
//   without them;
//   the self-signed-up account → 403 except on `[]` operations, which show it no customer's data.
// Every 2xx a dashboard user gets never holds the other customer's ids or a foreign customerId.
import type { Api, Json, Kind, Operation } from './openapi.ts';
import { isIdParam, TENANT_ID } from './openapi.ts';
import { mapProperties, generate } from './values.ts';
import { otherOf, type Owner, type PrincipalDef } from './world.ts';

export type Variant = 'A' | 'B' | 'own' | 'other' | 'unfiltered';
export type Phase = 'read' | 'write' | 'destroy';
export type Expect = 'public' | 'unauthenticated' | 'forbidden' | 'allowed' | 'hidden';

export interface Inputs {
  /** Some path, query or body input is an id of a customer's object. */
  owned: boolean;
  /** Some input addresses an object (of any kind). */
  objects: boolean;
  /** The customer's ids are only optional query filters (a list): it is also called without them. */
  onlyFilters: boolean;
  /** What a removing operation removes: its last path id, or its `ids`. */
  target?: Kind;
  destroys: boolean;
}

export interface Case {
  name: string;
  op: Operation;
  principal: PrincipalDef;
  variant?: Variant;
  /** Whose ids the request carries. */
  owner: Owner;
  filtered: boolean;
  phase: Phase;
  expect: Expect;
  inputs: Inputs;
  /** Customers whose ids must not appear in a 2xx body, and the only customerId it may carry ('none': no customerId at all). */
  leak?: { foreign: Owner[]; customerId?: Owner | 'none' };
}

export function inputsOf(api: Api, op: Operation): Inputs {
  const kinds: { kind: Kind; where: 'path' | 'query' | 'body'; required: boolean }[] = [];
  let ids: Kind | undefined;
  for (const p of op.params) {
    if (p.in === 'path') {
      const kind = api.kindOfPathParam(op, p);
      if (kind) kinds.push({ kind, where: 'path', required: true });
    } else if (p.in === 'query' && isIdParam(p)) {
      const { kind } = api.kindNamed(p.name, op, p.idOf);
      if (kind) kinds.push({ kind, where: 'query', required: p.required });
      // DELETE /api/listings?ids=…: what it removes, like a body's ids.
      if (kind && p.name === 'ids') ids = kind;
    }
  }
  if (op.body?.json || op.body?.form) {
    const spec = api.spec(op);
    mapProperties(spec, op.body.example ?? generate(spec, op.body.schema), op.body.schema, ({ name, pointer, schema }) => {
      const { kind } = api.bodyKind(op, pointer, name, schema);
      if (kind) kinds.push({ kind, where: 'body', required: true });
      if (kind && name === 'ids') ids = kind;
      return undefined;
    });
  }
  const owned = kinds.filter((k) => k.kind.owned);
  const destroys = op.method === 'DELETE' || ids !== undefined;
  const lastPath = [...op.params].reverse().find((p) => p.in === 'path' && api.kindOfPathParam(op, p));
  const target = ids ?? (op.method === 'DELETE' && lastPath ? api.kindOfPathParam(op, lastPath) : undefined);
  return {
    owned: owned.length > 0,
    objects: kinds.length > 0,
    onlyFilters: owned.length > 0 && owned.every((k) => k.where === 'query' && !k.required),
    ...(target ? { target } : {}),
    destroys,
  };
}

function phaseOf(op: Operation, inputs: Inputs): Phase {
  if (inputs.destroys) return 'destroy';
  return op.method === 'GET' || op.method === 'HEAD' ? 'read' : 'write';
}

export function caseName(op: Operation, p: PrincipalDef, variant?: Variant): string {
  return `${op.operationId} · ${p.label}${variant ? ` · ${variant}` : ''}`;
}

export function planCases(api: Api, principals: PrincipalDef[]): Case[] {
  const cases: Case[] = [];
  for (const op of api.operations) {
    const inputs = inputsOf(api, op);
    const phase = phaseOf(op, inputs);
    const base = { op, phase, inputs };
    if (op.access === 'public') {
      // No role to check: called once, anonymously (signing out or in as a shared principal would end its session).
      const anonymous = principals.find((p) => p.type === 'anonymous')!;
      cases.push({
        ...base,
        name: caseName(op, anonymous),
        principal: anonymous,
        owner: 'A',
        filtered: true,
        expect: 'public',
        leak: { foreign: ['A', 'B'] },
      });
      continue;
    }
    for (const principal of principals) {
      // Only a bearer token may call it: a session is refused as if it were no one.
      const sessionless = Array.isArray(op.access) && op.access.length === 0;
      if (principal.type === 'anonymous' || sessionless) {
        cases.push({
          ...base,
          name: caseName(op, principal),
          principal,
          owner: principal.customer ?? 'A',
          filtered: true,
          expect: 'unauthenticated',
        });
        continue;
      }
      const allowed =
        op.access === 'signed-in' ||
        (Array.isArray(op.access) && principal.roles.some((r) => (op.access as string[]).includes(r)));
      const variants: (Variant | undefined)[] = !inputs.owned
        ? [undefined]
        : [
            ...(inputs.onlyFilters ? (['unfiltered'] as Variant[]) : []),
            ...(principal.type === 'dashboard' ? (['own', 'other'] as Variant[]) : (['A', 'B'] as Variant[])),
          ];
      for (const variant of variants) {
        const owner: Owner = principal.customer
          ? variant === 'other'
            ? otherOf(principal.customer)
            : principal.customer
          : variant === 'B'
            ? 'B'
            : 'A';
        const c: Case = {
          ...base,
          name: caseName(op, principal, variant),
          principal,
          ...(variant ? { variant } : {}),
          owner,
          filtered: variant !== 'unfiltered',
          expect: 'forbidden',
        };
        if (allowed) {
          if (principal.type === 'dashboard') {
            c.expect = variant === 'other' ? 'hidden' : 'allowed';
            c.leak = { foreign: [otherOf(principal.customer!)], customerId: principal.customer! };
          } else if (principal.type === 'self-signup') {
            c.expect = inputs.owned ? 'hidden' : 'allowed';
            c.leak = { foreign: ['A', 'B'], customerId: 'none' };
          } else c.expect = 'allowed';
        }
        cases.push(c);
      }
    }
  }
  return cases;
}

export interface Answer {
  status: number;
  body: Json;
  contentType: string;
}

const detailOf = (a: Answer) =>
  a.body && typeof a.body === 'object'
    ? String(a.body.detail ?? a.body.title ?? '')
    : a.body
      ? `<${a.contentType || 'no content type'}>`
      : '';

/** The ids of other customers (or customerIds) a body shows, as paths into it. */
function leaks(body: Json, foreign: Set<string>, customerId: string | 'none' | undefined): string[] {
  const found: string[] = [];
  const walk = (v: Json, at: string) => {
    if (found.length > 5) return;
    if (typeof v === 'string') {
      if (foreign.has(v)) found.push(`${at} = ${v}`);
    } else if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${at}[${i}]`));
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries<Json>(v)) {
        if (k === TENANT_ID && typeof x === 'string' && customerId !== undefined && x !== customerId)
          found.push(`${at}.${k} = ${x}`);
        else walk(x, `${at}.${k}`);
      }
  };
  walk(body, 'body');
  return found;
}

/** What is wrong with an answer for a case; empty when it is right. */
export function judge(
  c: Case,
  a: Answer,
  ids: { owned: Record<Owner, Set<string>>; customerIds: Record<Owner, string> },
): string[] {
  const problems: string[] = [];
  const { status } = a;
  const detail = detailOf(a);
  const is2xx = status >= 200 && status < 300;
  if (status >= 500) problems.push(`server error ${status}: ${detail}`);
  else if (status === 400 && /^request\//.test(detail))
    problems.push(`the matrix's request did not pass validation (${detail}): fix the spec example or the generator`);
  else
    switch (c.expect) {
      case 'public':
        if ((status === 401 || status === 403) && !c.op.statuses.has(status))
          problems.push(`expected a public operation to answer without 401/403, got ${status}: ${detail}`);
        break;
      case 'unauthenticated':
        if (status !== 401) problems.push(`expected 401 (not signed in), got ${status}${detail ? `: ${detail}` : ''}`);
        break;
      case 'forbidden':
        if (status !== 403)
          problems.push(
            `expected 403 (the spec allows ${Array.isArray(c.op.access) ? c.op.access.join(', ') : c.op.access}, not ${c.principal.roles.join(', ') || 'an account without roles'}), got ${status}${detail ? `: ${detail}` : ''}`,
          );
        break;
      case 'allowed': {
        const notFoundOk = !c.inputs.objects && c.op.statuses.has(404);
        if (status === 401 || status === 403 || status === 405 || status === 415 || (status === 404 && !notFoundOk))
          problems.push(
            `expected ${c.principal.label} to reach ${c.inputs.objects ? `customer ${c.owner}'s object` : 'the operation'} (not 401/403/404), got ${status}: ${detail}`,
          );
        break;
      }
      case 'hidden':
        // A list, or an export of one (its customer ids are only optional filters), narrows what the
        // caller reaches: another customer's id as a filter selects nothing, which the leak check proves.
        if (status !== 404 && !((c.op.isList || c.inputs.onlyFilters) && is2xx))
          problems.push(
            `expected 404 (${c.principal.type === 'self-signup' ? 'no customer data for an account without roles' : "another customer's object"}), got ${status}${detail ? `: ${detail}` : ''}`,
          );
        break;
    }
  if (c.leak && is2xx && typeof a.body === 'string' && a.body) {
    // A file (an export's CSV): no other customer's id anywhere in its text.
    const shown = c.leak.foreign.flatMap((o) => [...ids.owned[o]]).filter((id) => (a.body as string).includes(id));
    if (shown.length) problems.push(`shows customer ${c.leak.foreign.join(', ')}'s data: ${shown.slice(0, 5).join('; ')}`);
  }
  if (c.leak && is2xx && a.body && typeof a.body === 'object') {
    const foreign = new Set(c.leak.foreign.flatMap((o) => [...ids.owned[o]]));
    const allowedCustomer =
      c.leak.customerId === 'none' ? 'none' : c.leak.customerId ? ids.customerIds[c.leak.customerId] : undefined;
    const shown = leaks(a.body, foreign, allowedCustomer);
    if (shown.length)
      problems.push(
        `shows ${c.leak.customerId === 'none' ? "customers' data" : `customer ${c.leak.foreign.join(', ')}'s data`}: ${shown.join('; ')}`,
      );
  }
  return problems;
}
