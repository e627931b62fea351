// A listing's customer, office and agents are checked against the listing service's projection of the
// customer context (platform projections/customer-references): staff name a customer that exists; the
// office and agents are that customer's and not deleted; another customer's office or agent reads like
// an unknown one (400 with the field's path, nothing saved). The projection follows the customer
// context's events: an office.deleted removes the office from what a listing may name; a redelivered
// event (same id) has no second effect, and an older event never undoes a newer one.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { CustomerReferenceEntity, InboxEntity } from '@adops/platform';
import { assertOk, assertProblem, clientAs, serviceUnderTest, startTestService, type Who } from '@adops/platform/testing';
import { listingModule } from '../src/app.ts';
import { deliverCustomerEvent, knownCustomer, NO_PLACE, redeliver } from './customer-references.ts';

const svc = serviceUnderTest(() => startTestService(listingModule));
const as = (who: Who) => clientAs(svc, who);
const OFFICE = "Office not found among the customer's offices.";
const AGENT = "Agent not found among the customer's agents.";

describe('listing references', () => {
  test("another customer's office or agent, an unknown one or an unknown customer: 400 at the field, nothing saved", async () => {
    const admin = as('admin');
    const a = await knownCustomer(svc, { offices: 1, agents: 3 });
    const b = await knownCustomer(svc);
    const count = async () => assertOk(await admin.get(`/api/listings?customerId=${a.customerId}`)).count;
    assertProblem(await admin.post('/api/listings', { customerId: a.customerId, title: 'x', officeId: b.officeIds[0] }), 400, OFFICE, ['/body/officeId']);
    assertProblem(await admin.post('/api/listings', { customerId: a.customerId, title: 'x', officeId: randomUUID() }), 400, OFFICE, ['/body/officeId']);
    const problem = assertProblem(await admin.post('/api/listings', { customerId: a.customerId, title: 'x', agents: [{ id: a.agentIds[0] }, { name: 'dropped' }, { id: b.agentIds[0] }] }), 400, AGENT, ['/body/agents/2/id']);
    assert.equal(problem.errors?.length, 1, 'the customer\'s own agent is fine');
    assertProblem(await admin.post('/api/listings', { customerId: randomUUID(), title: 'x' }), 400, 'Customer not found.', ['/body/customerId']);
    // An office id that is an agent's (or a customer's) is not an office.
    assertProblem(await admin.post('/api/listings', { customerId: a.customerId, title: 'x', officeId: a.agentIds[0] }), 400, OFFICE, ['/body/officeId']);
    assert.equal(await count(), 0);
    const ok = assertOk(await admin.post('/api/listings', { customerId: a.customerId, title: 'Fine', officeId: a.officeIds[0], agents: a.agentIds.map((id) => ({ id })) }), 201);
    assert.equal(ok.agents.length, 3);
    // An update checks what it sets.
    assertProblem(await admin.put(`/api/listings/${ok.id}`, { officeId: b.officeIds[0] }), 400, OFFICE, ['/body/officeId']);
    assertProblem(await admin.put(`/api/listings/${ok.id}`, { agents: [{ id: a.agentIds[0] }, { id: b.agentIds[0] }] }), 400, AGENT, ['/body/agents/1/id']);
    assert.deepEqual(assertOk(await admin.get(`/api/listings/${ok.id}`)).agents.map((x: { id: string }) => x.id), a.agentIds);
  });

  test('a dashboard user: their own customer and agent come with the session; what else they name is checked', async () => {
    const a = await knownCustomer(svc, { agents: 2 });
    const b = await knownCustomer(svc);
    const corporate = as({ roles: ['corporate'], customerId: a.customerId });
    assertProblem(await corporate.post('/api/listings', { title: 'x', officeId: b.officeIds[0] }), 400, OFFICE, ['/body/officeId']);
    assertProblem(await corporate.post('/api/listings', { title: 'x', agents: [{ id: b.agentIds[0] }] }), 400, AGENT, ['/body/agents/0/id']);
    assertOk(await corporate.post('/api/listings', { title: 'Ours', officeId: a.officeIds[0], agents: [{ id: a.agentIds[1] }] }), 201);
    // An agent is put first on their own listing, whether the projection knows them yet or not.
    const agentUser = as({ roles: ['agent'], customerId: a.customerId, agentId: randomUUID() });
    assertOk(await agentUser.post('/api/listings', { title: 'By a new agent', agents: [{ id: a.agentIds[0] }] }), 201);
    assertProblem(await agentUser.post('/api/listings', { title: 'x', agents: [{ id: b.agentIds[0] }] }), 400, AGENT, ['/body/agents/0/id']);
  });

  test('the projection follows office.deleted, agent.deleted and customer.deleted; redelivery and older events change nothing', async () => {
    const admin = as('admin');
    const a = await knownCustomer(svc, { offices: 2, agents: 2 });
    const [office1, office2] = a.officeIds as [string, string];
    const [agent1, agent2] = a.agentIds as [string, string];
    const deleted = await deliverCustomerEvent(svc, 'office.deleted', { officeId: office1, customerId: a.customerId, name: 'Gone', ...NO_PLACE });
    assert.equal(deleted.handled, true);
    assertProblem(await admin.post('/api/listings', { customerId: a.customerId, title: 'x', officeId: office1 }), 400, OFFICE, ['/body/officeId']);
    assertOk(await admin.post('/api/listings', { customerId: a.customerId, title: 'In office 2', officeId: office2 }), 201);

    // The same event again (Kafka redelivers after a rebalance): the inbox has it, no second effect.
    const repository = svc.booted.dataSource.getRepository(CustomerReferenceEntity);
    const before = await repository.findOneByOrFail({ id: office1 });
    assert.equal(await redeliver(svc, deleted.event), false);
    assert.deepEqual(await repository.findOneByOrFail({ id: office1 }), before);
    assert.equal(await svc.booted.dataSource.getRepository(InboxEntity).countBy({ eventId: deleted.event.id }), 1);

    // An older office.updated arriving late (a replay) does not bring the office back.
    await deliverCustomerEvent(svc, 'office.updated', { officeId: office1, customerId: a.customerId, name: 'Stale', ...NO_PLACE }, { occurredAt: new Date(Date.now() - 60_000) });
    assert.equal((await repository.findOneByOrFail({ id: office1 })).deleted, true);

    await deliverCustomerEvent(svc, 'agent.deleted', { agentId: agent1, customerId: a.customerId, fullName: 'Jo Agent', officeIds: [], didSignUpDashboard: false });
    assertProblem(await admin.post('/api/listings', { customerId: a.customerId, title: 'x', agents: [{ id: agent2 }, { id: agent1 }] }), 400, AGENT, ['/body/agents/1/id']);

    await deliverCustomerEvent(svc, 'customer.deleted', { customerId: a.customerId, name: 'Gone', isActive: false });
    const gone = assertProblem(await admin.post('/api/listings', { customerId: a.customerId, title: 'x', officeId: office2, agents: [{ id: agent2 }] }), 400);
    assert.deepEqual(gone.errors?.map((e: { path: string }) => e.path), ['/body/customerId', '/body/officeId', '/body/agents/0/id']);
  });

  test('a deactivated customer keeps its references (staff still manage its listings)', async () => {
    const a = await knownCustomer(svc);
    await deliverCustomerEvent(svc, 'customer.deactivated', { customerId: a.customerId, name: 'Paused', isActive: false });
    assertOk(await as('admin').post('/api/listings', { customerId: a.customerId, title: 'Still fine', officeId: a.officeIds[0], agents: [{ id: a.agentIds[0] }] }), 201);
  });
});
