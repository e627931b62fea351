// A list is declared once, as its operation's x-list (scripts/codegen-lists.ts): the codegen expands it
// into the operation's query parameters in the bundled spec and into openapi/generated/lists.ts, and
// the platform's pageSettingsOf builds the page settings from the same declarations.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, parseDocument } from 'yaml';
import { expandLists, listParameters, listsSource, readDeclaration, readSharedPagination } from './codegen-lists.ts';
import { METHODS } from './common-responses.ts';
import { lists } from '../openapi/generated/lists.ts';
import type { components as Customer } from '../openapi/generated/customer.ts';
import { pageSettingsOf } from '../services/platform/src/data/page-settings.ts';

type Obj = Record<string, any>;
const openapiDir = join(import.meta.dirname, '..', 'openapi');
const generated = join(openapiDir, 'generated');
const shared = readSharedPagination(openapiDir);

const fixture = (xList: string, parameters = '') =>
  parseDocument(`openapi: 3.1.0
paths:
  /things:
    get:
      operationId: listThings
      x-list: ${xList}
${parameters}      responses: { '200': { description: ok } }
components:
  schemas:
    ThingField: { type: string, enum: [name, email, createdAt] }
`);
const paramsOf = (doc: ReturnType<typeof fixture>) => (doc.toJS() as Obj).paths['/things'].get.parameters as Obj[] | undefined;

test('x-list becomes page, limit, sort, search and searchField before the filters, and fields after them', () => {
  const doc = fixture(
    '{ settings: things, sort: [name, createdAt], defaultSort: -createdAt, search: [name, email], pageSizes: [50, 100, 25], fields: ThingField }',
    "      parameters:\n        - { name: kind, in: query, schema: { type: string } }\n",
  );
  const [entry] = expandLists(doc, 'demo', shared);
  const params = paramsOf(doc)!;
  assert.deepEqual(params.map((p) => p.name), ['page', 'limit', 'sort', 'search', 'searchField', 'kind', 'fields']);
  const byName = Object.fromEntries(params.map((p) => [p.name, p]));
  assert.deepEqual(byName.page, shared.page);
  assert.deepEqual(byName.limit.schema, { type: 'integer', format: 'int32', minimum: 1, maximum: 100, default: 50 });
  assert.deepEqual(byName.sort.schema, { type: 'string', enum: ['name', '-name', 'createdAt', '-createdAt'], default: '-createdAt' });
  assert.deepEqual(byName.search.schema, { type: 'string', minLength: 2, maxLength: 100 });
  assert.equal(byName.search.allowReserved, true);
  assert.match(byName.search.description, /^Matches the field chosen by searchField \(contains\); at least 2 characters\./);
  assert.deepEqual(byName.searchField.schema, { type: 'string', enum: ['name', 'email'], default: 'name' });
  assert.deepEqual(byName.fields.schema, { type: 'array', minItems: 1, maxItems: 20, uniqueItems: true, items: { $ref: '#/components/schemas/ThingField' } });
  assert.equal(byName.fields.explode, false);
  assert.deepEqual(entry, {
    operationId: 'listThings',
    context: 'demo',
    settings: 'things',
    sort: ['name', 'createdAt'],
    defaultSort: '-createdAt',
    search: ['name', 'email'],
    searchField: true,
    pageSize: 50,
    pageSizeOptions: [50, 100, 25],
    minSearchLength: 2,
    fields: ['name', 'email', 'createdAt'],
    paged: true,
  });
  assert.ok((doc.toJS() as Obj).paths['/things'].get['x-list'], 'the declaration stays in the bundle');
});

test('a fixed order has no sort parameter; searchField: false matches any field; one field has no searchField', () => {
  const doc = fixture('{ sort: [], defaultSort: -createdAt, search: [name, email], searchField: false, pageSizes: [25] }');
  expandLists(doc, 'demo', shared);
  const params = paramsOf(doc)!;
  assert.deepEqual(params.map((p) => p.name), ['page', 'limit', 'search']);
  assert.match(params[2]!.description, /^Matches name or email \(contains\)/);
  assert.deepEqual(params[1]!.schema, { type: 'integer', format: 'int32', minimum: 1, maximum: 25, default: 25 });

  const one = fixture('{ sort: [name], defaultSort: name, search: [name], pageSizes: [25, 50] }');
  expandLists(one, 'demo', shared);
  assert.deepEqual(paramsOf(one)!.map((p) => p.name), ['page', 'limit', 'sort', 'search']);
  assert.match(paramsOf(one)![3]!.description, /^Matches the name \(contains\)/);
});

test('paged: false adds no parameter: the client pages the whole list by the declaration', () => {
  const doc = fixture('{ settings: things, paged: false, sort: [name], defaultSort: name, search: [], pageSizes: [100] }');
  const [entry] = expandLists(doc, 'demo', shared);
  assert.equal(paramsOf(doc), undefined);
  assert.equal(entry!.paged, false);
  assert.equal(entry!.pageSize, 100);
});

test('a malformed declaration or a hand-written list parameter fails the codegen, naming the operation', () => {
  const refuses = (xList: string, message: RegExp, parameters = '') => assert.throws(() => expandLists(fixture(xList, parameters), 'demo', shared), message);
  const ok = 'sort: [name], defaultSort: name, search: [name], pageSizes: [25]';
  refuses(`{ ${ok} }`, /GET \/things \(listThings\): sort come from x-list/, "      parameters:\n        - { name: sort, in: query, schema: { type: string } }\n");
  refuses('{ sort: [name], defaultSort: -createdAt, search: [], pageSizes: [25] }', /defaultSort -createdAt is not one of sort/);
  refuses(`{ ${ok}, pageSize: 25 }`, /unknown key\(s\) pageSize/);
  refuses(`{ ${ok}, searchField: true }`, /searchField needs more than one search field/);
  refuses(`{ ${ok}, fields: NoSuchField }`, /fields must name a string-enum schema/);
  refuses('{ sort: [name], defaultSort: name, search: [name], pageSizes: [25, 500] }', /pageSizes must be distinct whole numbers from 1 to 100/);
  refuses('{ sort: [name], defaultSort: name, search: [name], pageSizes: [] }', /pageSizes/);
  refuses('{ sort: [name, name], defaultSort: name, search: [], pageSizes: [25] }', /sort must be a list of distinct field names/);
  refuses('{ sort: [name], defaultSort: name, search: [], pageSizes: [25], settings: Things }', /settings must be a camelCase key/);
});

test('two lists of a context cannot share a page-settings key', () => {
  const doc = parseDocument(`openapi: 3.1.0
paths:
  /a: { get: { operationId: listA, x-list: { settings: same, sort: [], defaultSort: name, search: [], pageSizes: [25] }, responses: { '200': { description: ok } } } }
  /b: { get: { operationId: listB, x-list: { settings: same, sort: [], defaultSort: name, search: [], pageSizes: [25] }, responses: { '200': { description: ok } } } }
`);
  assert.throws(() => expandLists(doc, 'demo', shared), /settings same is used by two lists of demo/);
});

test('listsSource keys the declarations by operationId, sorted', () => {
  const entry = readDeclaration('GET /b', 'demo', 'listB', { sort: [], defaultSort: 'name', search: [], pageSizes: [10] }, {}, shared);
  const source = listsSource('// banner\n', [entry, { ...entry, operationId: 'listA' }]);
  assert.ok(source.indexOf('"listA"') < source.indexOf('"listB"'));
  assert.match(source, /as const satisfies Record<string, ListDeclaration>;/);
  assert.match(source, /export type ListOperation = keyof typeof lists;/);
});

// The committed output: every bundled list operation carries exactly what its x-list stands for, and
// openapi/generated/lists.ts holds every declaration.
for (const file of readdirSync(generated).filter((f) => f.endsWith('.openapi.yaml'))) {
  const context = file.replace('.openapi.yaml', '');
  const doc = parse(readFileSync(join(generated, file), 'utf8')) as Obj;
  const resolve = (p: Obj) => (p.$ref ? doc.components.parameters[p.$ref.split('/').pop()] : p);

  test(`${context}: each list operation's parameters are its x-list's, and lists.ts declares it`, () => {
    let count = 0;
    for (const [path, item] of Object.entries(doc.paths) as [string, Obj][]) {
      for (const method of METHODS) {
        const op = item[method] as Obj | undefined;
        if (!op?.['x-list']) continue;
        count++;
        const entry = readDeclaration(`${method} ${path}`, context, op.operationId, op['x-list'], doc.components.schemas, shared);
        const [before, after] = listParameters(entry, op['x-list'].fields, shared);
        const params = (op.parameters ?? []).map(resolve);
        assert.deepEqual(params.slice(0, before.length), before, op.operationId);
        assert.deepEqual(params.slice(params.length - after.length), after, op.operationId);
        const { operationId, ...declaration } = entry;
        assert.deepEqual(lists[operationId as keyof typeof lists], declaration, `lists.ts ${operationId}`);
      }
    }
    assert.ok(count > 0, `${context} declares lists`);
    assert.equal(Object.values(lists).filter((l) => l.context === context).length, count);
  });
}

test("the customer context's page settings come from its lists, as its spec's example and schema show them", () => {
  const customer = parse(readFileSync(join(generated, 'customer.openapi.yaml'), 'utf8')) as Obj;
  const example = customer.paths['/api/customers/page-settings'].get.responses['200'].content['application/json'].example as Obj;
  const enums = Object.fromEntries(Object.entries(example).map(([key, settings]) => [key, settings.enums]));
  const built: Customer['schemas']['PageSettingsMap'] = pageSettingsOf('customer', enums);
  assert.deepEqual(built, example);
  assert.deepEqual(Object.keys(built).sort(), [...customer.components.schemas.PageSettingsMap.required].sort());
  assert.deepEqual(built.agents.sortFields, [...lists.listAgents.sort]);
  assert.deepEqual(pageSettingsOf('customer').emailTemplates.enums, {});
});

test('pageSettingsOf refuses enumerations for a list its context does not declare', () => {
  assert.throws(() => pageSettingsOf('customer', { users: { kind: ['staff'] } } as never), /no list of customer declares settings users/);
  assert.deepEqual(pageSettingsOf('identity'), {}, 'identity lists have no page settings');
});
