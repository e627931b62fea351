// A listing's references to the customer context, as a cluster runs it: the customer service publishes
// customer.*, office.* and agent.* on Kafka; the listing service, started only after they were
// published (a new consumer group reads its topics from the beginning), builds its projection from
// them and refuses a listing whose office or agent is not the customer's; it follows an office's
// deletion. Every agent of a listing sees it, an agent not on it does not, the branch manager of its
// office does. Each service on its own MariaDB database, one key pair, one Kafka.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { generateKeyPairPem } from '@adops/platform';
import { assertOk, assertProblem, clientAs, startTestService, type TestResponse, type TestService, type Who } from '@adops/platform/testing';
import { customerModule } from '@adops/customer';
import { listingModule } from '@adops/listing';

const LIMIT_MS = 20_000;
const OFFICE = "Office not found among the customer's offices.";

let customer: TestService;
let listing: TestService;
type World = Awaited<ReturnType<typeof makeWorld>>;
let w: World;

async function makeWorld() {
  const admin = clientAs(customer, 'admin');
  const tag = randomBytes(3).toString('hex');
  const made = async (path: string, body: object) => assertOk(await admin.post(path, body), 201).id as string;
  const customerA = await made('/api/customers', { name: `Refs A ${tag}` });
  const customerB = await made('/api/customers', { name: `Refs B ${tag}` });
  const officeA1 = await made('/api/offices', { customerId: customerA, name: `A1 ${tag}` });
  const officeA2 = await made('/api/offices', { customerId: customerA, name: `A2 ${tag}` });
  const officeB = await made('/api/offices', { customerId: customerB, name: `B ${tag}` });
  const agentsA: string[] = [];
  for (let i = 1; i <= 4; i++) agentsA.push(await made('/api/agents', { customerId: customerA, fullName: `Agent A${i} ${tag}`, officeIds: [officeA1] }));
  const agentB = await made('/api/agents', { customerId: customerB, fullName: `Agent B ${tag}`, officeIds: [officeB] });
  return { customerA, customerB, officeA1, officeA2, officeB, agentsA, agentB };
}

/** Retries a request until it is not refused for a reference the projection may not have yet. */
async function eventually(what: string, send: () => Promise<TestResponse>, done: (res: TestResponse) => boolean): Promise<TestResponse> {
  const start = Date.now();
  for (;;) {
    const res = await send();
    if (done(res)) return res;
    assert.ok(Date.now() - start < LIMIT_MS, `${what}: not within ${LIMIT_MS} ms (last ${res.status} ${JSON.stringify(res.body)})`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

before(async () => {
  const keys = await generateKeyPairPem();
  const env = { KAFKA_PREFIX: `r${randomBytes(4).toString('hex')}.` };
  customer = await startTestService(customerModule, { kafka: true, keys, env });
  w = await makeWorld();
  // Started after the customer context published: its consumer group is new and reads from the beginning.
  listing = await startTestService(listingModule, { kafka: true, keys, env });
});
after(async () => {
  await listing?.close();
  await customer?.close();
});

const at = (who: Who) => clientAs(listing, who);

test('a listing service started later learns the customer context from the topic, and checks a listing against it', async () => {
  const admin = at('admin');
  const body = { customerId: w.customerA, title: 'Three agents', officeId: w.officeA1, agents: w.agentsA.slice(0, 3).map((id) => ({ id })) };
  const made = await eventually('the projection knows A', () => admin.post('/api/listings', body), (res) => res.status !== 400);
  const created = assertOk(made, 201);
  assertProblem(await admin.post('/api/listings', { ...body, officeId: w.officeB }), 400, OFFICE, ['/body/officeId']);
  assertProblem(await admin.post('/api/listings', { ...body, agents: [{ id: w.agentB }] }), 400, "Agent not found among the customer's agents.", ['/body/agents/0/id']);

  const ids = async (who: Who) => assertOk(await at(who).get('/api/listings?limit=100')).items.map((l: { id: string }) => l.id);
  assert.deepEqual(await ids({ roles: ['agent'], customerId: w.customerA, agentId: w.agentsA[1] }), [created.id], 'agent 2 of the listing sees it');
  assert.deepEqual(await ids({ roles: ['branchuser'], customerId: w.customerA, agentId: w.agentsA[2] }), [created.id], 'agent 3 too');
  assert.deepEqual(await ids({ roles: ['agent'], customerId: w.customerA, agentId: w.agentsA[3] }), [], 'agent 4 is not on it');
  assert.deepEqual(await ids({ roles: ['branchmanager'], customerId: w.customerA, officeIds: [w.officeA1] }), [created.id], "its office's branch manager");
  assert.deepEqual(await ids({ roles: ['branchmanager'], customerId: w.customerA, officeIds: [w.officeA2] }), []);
});

test("the projection follows the customer context: a deleted office is refused", async () => {
  assert.equal((await clientAs(customer, 'admin').delete(`/api/offices/${w.officeA2}`)).status, 204);
  await eventually(
    'office.deleted reaches the listing service',
    () => at('admin').post('/api/listings', { customerId: w.customerA, title: 'In a deleted office', officeId: w.officeA2 }),
    (res) => res.status === 400,
  ).then((res) => assertProblem(res, 400, OFFICE, ['/body/officeId']));
});
