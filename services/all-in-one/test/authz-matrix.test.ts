// The authorization matrix, generated from the specs: every operation of every context the embedded
// default runs × anonymous, each staff role, each dashboard role of customers A and B, and a
// self-signed-up account × its own and another customer's ids. Only the roles in an operation's
// security requirement succeed; another customer's objects are 404 and never appear in a list; an
// account without roles reaches nothing. No context is named here: a new context joins by its bundled
// spec (openapi/generated/<context>.openapi.yaml) and its module in src/modules.ts.
//
// What a spec gives the matrix (read in ./matrix/openapi.ts):
//   - objects: A's and B's object of each kind are made from the first named example of its create
//     operation, every property named like an id (`officeId`, `customerId`) filled with that
//     customer's object. So the example names the owner columns the scopes read: an office and, for an
//     agent-owned row, the agent; an id the matrix cannot place is left out, and a branch manager or
//     agent then gets 404 on their own customer's object. A multipart create is filled from its form's
//     example (each binary part a small PNG).
//   - `x-id-of: <collection>` on an id not named `<kind>Id` (`agents: [{ id }]` → /api/agents), and on
//     the answer property of an operation that makes an object other than by a POST on its collection
//     (createPaymentIntent's `paymentId`; `comments[].id` of the order addOrderComment answers, `[]`
//     meaning the array's last item).
//   - `x-refers-to: { /orderId: 'createOrder#card' }` in an example: an object that operation makes from
//     its example of that name, a kind of its own (a payment needs a card order).
//   - `x-refers-to` values `operationId.property` (an order names its product by `createProduct.code`)
//     and `operationId#example.property`: that property of the owner's object, made first. An object of
//     no customer whose example refers to a customer's object (a product naming a campaign template) is
//     made once per customer, and the ids it names are shown to every customer (not counted as leaks).
//   - `x-unique` pointers of an example (as the partner flow reads them): made unique per object, in a
//     form the property's pattern admits (digits for an account id).
//   - a create answered 400 '… not found.' is retried for a few seconds: a context may learn of the
//     object it names from an event (the order context hears campaign_template.saved).
//   - `x-made-by: { operation: 'createOrder#partner' }` on a list whose objects no create makes (a
//     campaign, built by the ads context from a ready order): the matrix calls that operation (from that
//     example) and polls the list until a new object of the customer appears (20 s at most, else a note
//     says so). `objects: /api/custom-audiences` when its objects are addressed elsewhere than the list's
//     path; the operation may be one that is no create (syncCustomAudiences on the owner's ad account).
//   - `example` on a parameter the matrix cannot invent (a currency code, a required header).
//   - `x-author-only: true` on an operation a dashboard user may call only on an object they made
//     (staff on any: deleteOrderComment): the matrix makes the object an allowed case removes as that
//     caller.
//   - lists are the operations with `x-list`; a page's items are `items` or its one array of objects
//     with ids. A filter naming another customer's id answers 404 or a list without them.
//   - an array query parameter of ids is an id input (one id sent); `ids` of a DELETE is what it removes.
//
// Case names read `<operationId> · <principal> · <whose ids>`: A or B for staff and the self-signed-up
// account, own or other for a dashboard user, `unfiltered` for a list called without its id filters.
// The last test prints the matrix's size. MATRIX_DEBUG=1 adds timings, slow requests and the allowed
// cases the domain refused; MATRIX_DUMP=1 lists every case with its status.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { modules } from '../src/modules.ts';
import { loadApi } from './matrix/openapi.ts';
import { planCases, type Case } from './matrix/cases.ts';
import { principalDefs, World } from './matrix/world.ts';
import { runCases, type Outcome } from './matrix/run.ts';
import { startEmbedded, type Embedded } from './matrix/server.ts';

const generated = fileURLToPath(new URL('../../../openapi/generated', import.meta.url));
const api = loadApi(
  generated,
  modules.map((m) => m.name),
);
const principals = principalDefs();
const cases = planCases(api, principals);

let embedded: Embedded | undefined;
let world: World | undefined;
let outcomes = new Map<string, Outcome>();
let setupRequests = 0;
const started = Date.now();

before(
  async () => {
    embedded = await startEmbedded();
    try {
      world = new World(api, embedded.baseUrl);
      await world.seed(principals, embedded.adminEmail, embedded.adminPassword);
      setupRequests = world.requests;
      if (process.env.MATRIX_DEBUG) console.log(`[matrix] set up in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      outcomes = await runCases(world, cases);
    } catch (error) {
      // A server that stopped answering says why in its own output.
      (error as Error).message += `\n--- the embedded default's output (last 3000 characters):\n${embedded.output().slice(-3000)}`;
      throw error;
    }
  },
  { timeout: 240_000 },
);

after(async () => {
  await embedded?.stop();
});

function summary(): string[] {
  const secured = api.operations.filter((o) => o.access !== 'public').length;
  const owners = [...new Set(cases.map((c) => c.variant).filter(Boolean))];
  const failed = cases.filter((c) => !outcomes.get(c.name) || outcomes.get(c.name)!.problems.length).length;
  const domain = cases.filter((c) => c.expect === 'allowed' && (outcomes.get(c.name)?.status ?? 0) >= 400);
  const requests = world?.requests ?? 0;
  return [
    `authorization matrix: ${api.operations.length} operations of ${api.specs.map((s) => s.context).join(', ')} (${secured} secured; ${api.operations.length - secured} public, called anonymously)`,
    `  × ${principals.length} principals (${principals.map((p) => p.label).join(', ')})`,
    `  × up to ${owners.length} owners of the ids (${owners.join(', ')})`,
    `  = ${cases.length} cases, ${failed} failed; ${requests} requests (${requests - setupRequests} for the cases, ${setupRequests} to set up) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    `  objects by kind: ${world?.kindsSummary() ?? '(not set up)'}`,
    `  allowed cases refused by the domain (reached the handler; 400/409, or 404 where no object is addressed): ${domain.length}`,
    ...(process.env.MATRIX_DEBUG
      ? domain.map((c) => `    ${c.name}: ${outcomes.get(c.name)?.status} ${outcomes.get(c.name)?.detail}`)
      : []),
    ...(world?.notes ?? []).map((n) => `  note: ${n}`),
  ];
}

const byOperation = new Map<string, Case[]>();
for (const c of cases) byOperation.set(c.op.operationId, [...(byOperation.get(c.op.operationId) ?? []), c]);

for (const [operationId, group] of byOperation) {
  describe(operationId, () => {
    for (const c of group) {
      test(c.name, () => {
        const outcome = outcomes.get(c.name);
        if (!outcome) assert.fail('the case did not run (see the set-up error above)');
        if (outcome.problems.length)
          assert.fail(`${c.name}\n  ${outcome.request}\n  → ${outcome.status}\n  ${outcome.problems.join('\n  ')}`);
      });
    }
  });
}

// Last: the size of the matrix, and what it could not set up.
test('authorization matrix size', (t) => {
  for (const line of summary()) t.diagnostic(line);
  if (process.env.MATRIX_DUMP)
    for (const c of cases)
      t.diagnostic(
        `${c.name} | ${c.phase} | expect ${c.expect} | ${outcomes.get(c.name)?.status} | ${outcomes.get(c.name)?.request.slice(0, 160)}`,
      );
});
