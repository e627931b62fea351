// One declaration per list, instead of the same settings written in the spec, the store, the
// page-settings endpoint and the frontend. A list operation of a source spec carries `x-list`:
//
//   x-list: { settings: agents, sort: [fullName, email, createdAt], defaultSort: fullName,
//             search: [fullName, email], pageSizes: [25, 50, 100], fields: AgentField }
//
// and at `make gen` this module expands it, in the bundled spec, into the operation's query parameters
// (`page`, `limit`, `sort`, `search`, `searchField`, `fields`), which the source specs do not write
// by hand, and collects it for openapi/generated/lists.ts: the typed declarations that the store's
// paging, the page-settings endpoint and the frontend's page sizes read. The keys:
//   settings     the list's key in its context's page-settings map, when it has page settings;
//   sort         the fields a client may sort by ([] = a fixed order, no `sort` parameter);
//   defaultSort  the order when none is asked for: a field, with '-' for descending;
//   search       the fields the free-text `search` matches ([] = no `search` parameter);
//   searchField  with more than one search field: true (the default) lets the client choose the one
//                field matched, by a `searchField` parameter; false matches the term in any of them;
//   pageSizes    the page-size options, the first the default, the largest the `limit` maximum. One
//                list per operation: the validator fills the default in, so the server cannot tell
//                "no limit sent" from it. A list whose screens differ (listings: staff 25, the
//                dashboard 10) declares the staff default first and the dashboard sends its own `limit`;
//   fields       a string-enum schema of the item's fields: a `fields` projection parameter;
//   paged        false when the server answers the whole list (no query parameters are added; the
//                client pages and sorts it by the declaration).
// Shapes and words come from openapi/_shared/pagination.yaml, so every list's parameters read alike;
// a hand-written `page`, `limit`, `sort`, `search`, `searchField` or `fields` beside `x-list` is an
// error. The partner flow and the authorization matrix find a context's list operations by `x-list`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isSeq, parse, type Document, type YAMLMap, type YAMLSeq } from 'yaml';
import { METHODS } from './common-responses.ts';

type Obj = Record<string, unknown>;
type Parameter = { name: string; in: string; description?: string; allowReserved?: boolean; schema: Obj };

/** openapi/_shared/pagination.yaml: the Page, Limit and Search parameters every list starts from. */
export interface SharedPagination {
  page: Parameter;
  limit: Parameter & { schema: { maximum: number } };
  sort: Parameter;
  search: Parameter & { schema: { minLength: number; maxLength: number } };
}

export function readSharedPagination(openapiDir: string): SharedPagination {
  const file = parse(readFileSync(join(openapiDir, '_shared', 'pagination.yaml'), 'utf8')) as { components: { parameters: Record<string, Parameter> } };
  const { Page: page, Limit: limit, Sort: sort, Search: search } = file.components.parameters;
  if (!page || !limit || !sort || !search) throw new Error('openapi/_shared/pagination.yaml must define the Page, Limit, Sort and Search parameters');
  return { page, limit, sort, search } as SharedPagination;
}

/** One list operation's declaration, as openapi/generated/lists.ts carries it. */
export interface ListEntry {
  operationId: string;
  context: string;
  settings?: string;
  sort: string[];
  defaultSort: string;
  search: string[];
  searchField: boolean;
  pageSize: number;
  pageSizeOptions: number[];
  minSearchLength: number;
  fields?: string[];
  paged: boolean;
}

const KEYS = ['settings', 'sort', 'defaultSort', 'search', 'searchField', 'pageSizes', 'fields', 'paged'];
/** The parameters a declaration owns: a hand-written one of these names beside x-list is an error. */
const OWNED = ['page', 'limit', 'sort', 'search', 'searchField', 'fields'];
const FIELD = /^[A-Za-z][A-Za-z0-9_.]*$/;

const isStrings = (x: unknown): x is string[] => Array.isArray(x) && x.every((s) => typeof s === 'string');
const unique = (xs: readonly unknown[]) => new Set(xs).size === xs.length;
const words = (xs: readonly string[]) => (xs.length === 1 ? `the ${xs[0]}` : `${xs.slice(0, -1).join(', ')} or ${xs.at(-1)}`);

/** Checks an operation's x-list and reads it into its entry; throws naming the operation and the rule broken. */
export function readDeclaration(where: string, context: string, operationId: string, raw: unknown, schemas: Obj, shared: SharedPagination): ListEntry {
  const fail = (rule: string): never => {
    throw new Error(`${where} (${operationId}) x-list: ${rule}`);
  };
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) fail('must be a map');
  const x = raw as Obj;
  const unknown = Object.keys(x).filter((k) => !KEYS.includes(k));
  if (unknown.length) fail(`unknown key(s) ${unknown.join(', ')}; known: ${KEYS.join(', ')}`);
  const { settings, sort, defaultSort, search, pageSizes, fields, paged = true } = x;
  if (settings !== undefined && (typeof settings !== 'string' || !/^[a-z][A-Za-z0-9]*$/.test(settings))) fail('settings must be a camelCase key');
  if (!isStrings(sort) || !unique(sort) || !sort.every((f) => FIELD.test(f))) fail('sort must be a list of distinct field names ([] for a fixed order)');
  if (typeof defaultSort !== 'string' || !FIELD.test(defaultSort.replace(/^-/, ''))) fail("defaultSort must be a field name, with '-' for descending");
  const sortFields = sort as string[];
  if (sortFields.length && !sortFields.includes((defaultSort as string).replace(/^-/, ''))) fail(`defaultSort ${String(defaultSort)} is not one of sort (${sortFields.join(', ')})`);
  if (!isStrings(search) || !unique(search) || !search.every((f) => FIELD.test(f))) fail('search must be a list of distinct field names ([] for none)');
  const searchFields = search as string[];
  const searchField = x.searchField ?? searchFields.length > 1;
  if (typeof searchField !== 'boolean') fail('searchField must be true or false');
  if (searchField && searchFields.length < 2) fail('searchField needs more than one search field');
  const max = shared.limit.schema.maximum;
  const sizes = pageSizes as number[];
  if (!Array.isArray(pageSizes) || !sizes.length || !sizes.every((n) => Number.isInteger(n) && n >= 1 && n <= max) || !unique(sizes)) fail(`pageSizes must be distinct whole numbers from 1 to ${max}, the default first`);
  if (typeof paged !== 'boolean') fail('paged must be true or false');
  let fieldNames: string[] | undefined;
  if (fields !== undefined) {
    const schema = typeof fields === 'string' ? (schemas[fields] as { type?: unknown; enum?: unknown } | undefined) : undefined;
    if (!schema || schema.type !== 'string' || !isStrings(schema.enum)) fail(`fields must name a string-enum schema of components.schemas, got ${String(fields)}`);
    if (!paged) fail('fields needs a paged list (its parameter is a query parameter)');
    fieldNames = schema!.enum as string[];
  }
  return {
    operationId,
    context,
    ...(settings === undefined ? {} : { settings: settings as string }),
    sort: sortFields,
    defaultSort: defaultSort as string,
    search: searchFields,
    searchField: searchField as boolean,
    pageSize: sizes[0]!,
    pageSizeOptions: sizes,
    minSearchLength: shared.search.schema.minLength,
    ...(fieldNames ? { fields: fieldNames } : {}),
    paged: paged as boolean,
  };
}

/** The query parameters a declaration stands for: [before the operation's own, after them]. */
export function listParameters(entry: ListEntry, fieldsSchema: string | undefined, shared: SharedPagination): [Obj[], Obj[]] {
  if (!entry.paged) return [[], []];
  const { search, limit } = shared;
  const max = Math.max(...entry.pageSizeOptions);
  const before: Obj[] = [
    { ...shared.page },
    {
      name: 'limit',
      in: 'query',
      description: `Page size; ${entry.pageSize} by default, never more than ${max}.`,
      schema: { ...limit.schema, default: entry.pageSize, maximum: max },
    },
  ];
  if (entry.sort.length) {
    before.push({
      name: 'sort',
      in: 'query',
      description: shared.sort.description,
      schema: { type: 'string', enum: entry.sort.flatMap((f) => [f, `-${f}`]), default: entry.defaultSort },
    });
  }
  if (entry.search.length) {
    const matched = entry.searchField ? 'the field chosen by searchField' : words(entry.search);
    before.push({
      name: 'search',
      in: 'query',
      description: `Matches ${matched} (contains); at least ${search.schema.minLength} characters. Any character may be sent as is (\`a+b\` is \`a b\`).`,
      allowReserved: search.allowReserved,
      schema: { ...search.schema },
    });
  }
  if (entry.searchField) {
    before.push({
      name: 'searchField',
      in: 'query',
      description: 'The field the search value is matched in (contains).',
      schema: { type: 'string', enum: entry.search, default: entry.search[0] },
    });
  }
  const after: Obj[] = [];
  if (fieldsSchema) {
    after.push({
      name: 'fields',
      in: 'query',
      description: 'Only these fields (and id) in each item, comma-separated.',
      style: 'form',
      explode: false,
      schema: { type: 'array', minItems: 1, maxItems: 20, uniqueItems: true, items: { $ref: `#/components/schemas/${fieldsSchema}` } },
    });
  }
  return [before, after];
}

/**
 * Expands every x-list of a bundled spec into its operation's query parameters (the list's own first,
 * then the operation's filters, then the `fields` projection) and returns the declarations in path
 * order. The x-list itself stays in the bundle, to say where the parameters came from.
 */
export function expandLists(doc: Document, context: string, shared: SharedPagination): ListEntry[] {
  const spec = doc.toJS() as { paths?: Record<string, Record<string, Obj>>; components?: { schemas?: Obj; parameters?: Record<string, Parameter> } };
  const schemas = spec.components?.schemas ?? {};
  const nameOf = (p: Obj) => (typeof p.$ref === 'string' ? spec.components?.parameters?.[p.$ref.replace('#/components/parameters/', '')]?.name : p.name);
  const entries: ListEntry[] = [];
  const settingsKeys = new Set<string>();
  for (const [path, item] of Object.entries(spec.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method] as (Obj & { operationId?: string; parameters?: Obj[] }) | undefined;
      if (!op || op['x-list'] === undefined) continue;
      const where = `${method.toUpperCase()} ${path}`;
      const operationId = op.operationId ?? where;
      const entry = readDeclaration(where, context, operationId, op['x-list'], schemas, shared);
      if (entry.settings) {
        if (settingsKeys.has(entry.settings)) throw new Error(`${where} (${operationId}) x-list: settings ${entry.settings} is used by two lists of ${context}`);
        settingsKeys.add(entry.settings);
      }
      const handWritten = (op.parameters ?? []).map(nameOf).filter((n): n is string => typeof n === 'string' && OWNED.includes(n));
      if (handWritten.length) throw new Error(`${where} (${operationId}): ${handWritten.join(', ')} come from x-list; remove the hand-written parameter(s)`);
      const [before, after] = listParameters(entry, (op['x-list'] as Obj).fields as string | undefined, shared);
      if (before.length || after.length) {
        if (!isSeq(doc.getIn(['paths', path, method, 'parameters']))) (doc.getIn(['paths', path, method]) as YAMLMap).set('parameters', doc.createNode([]));
        const params = doc.getIn(['paths', path, method, 'parameters']) as YAMLSeq;
        params.items.unshift(...before.map((p) => doc.createNode(p)));
        params.items.push(...after.map((p) => doc.createNode(p)));
      }
      entries.push(entry);
    }
  }
  return entries;
}

/** The source of openapi/generated/lists.ts: every list operation's declaration, by operationId. */
export function listsSource(banner: string, entries: ListEntry[]): string {
  const byOperation = Object.fromEntries(
    [...entries].sort((a, b) => a.operationId.localeCompare(b.operationId)).map(({ operationId, ...declaration }) => [operationId, declaration]),
  );
  return [
    banner.trimEnd(),
    '// Every list operation\'s declaration (its spec\'s x-list, see scripts/codegen-lists.ts): what the store pages,',
    '// sorts and searches by, what the page-settings endpoint serves and which page sizes the frontend offers.',
    '',
    '/** How one list pages, sorts, searches and projects. */',
    'export interface ListDeclaration {',
    '  /** The context whose spec declares the list. */',
    '  context: string;',
    "  /** The list's key in its context's page-settings map, when it has page settings. */",
    '  settings?: string;',
    '  /** The fields a client may sort by (empty: a fixed order). */',
    '  sort: readonly string[];',
    "  /** The order when none is asked for: a field, with '-' for descending. */",
    '  defaultSort: string;',
    '  /** The fields the free-text search matches (empty: no search). */',
    '  search: readonly string[];',
    '  /** The client chooses the one search field matched (`searchField`); otherwise the term matches any. */',
    '  searchField: boolean;',
    '  /** The default page size (the first option). */',
    '  pageSize: number;',
    '  pageSizeOptions: readonly number[];',
    '  minSearchLength: number;',
    '  /** The fields a `fields` projection may name, when the list takes one. */',
    '  fields?: readonly string[];',
    '  /** False when the server answers the whole list and the client pages it. */',
    '  paged: boolean;',
    '}',
    '',
    `export const lists = ${JSON.stringify(byOperation, null, 2)} as const satisfies Record<string, ListDeclaration>;`,
    '',
    'export type ListOperation = keyof typeof lists;',
    '',
  ].join('\n');
}
