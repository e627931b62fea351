// The order flow's billing accounts (listBillingAccounts, 002 §6) over HTTP against MariaDB (or SQLite
// without MYSQL_URL): a dashboard user gets only their own customer's accounts of the kind asked for;
// corporate users all of them, searchable; branch managers, branch users and agents only those their
// agents and offices name in `ids`; staff any customer's. The id answered is what the order's
// FB_AD_ACCOUNT / GDN_AD_ACCOUNT attribute carries. Roles, anonymous 401, invalid input 400.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { anon, assertOk, assertProblem, clientAs, serviceUnderTest, startTestService } from '@adops/platform/testing';
import { adsModule } from '../src/app.ts';
import { knownCustomer, linkedAccount } from './helpers.ts';

const svc = serviceUnderTest(() => startTestService(adsModule));

type Item = { id: string; kind: string; accountId: string; name: string };
const idsOf = (page: { items: Item[] }) => page.items.map((a) => a.id).sort();
const sorted = (...ids: string[]) => [...ids].sort();

/** Customer A with two social accounts and a display one, customer B with one of each, and a staff-owned (no customer) social account. */
async function twoCustomers() {
  const a = await knownCustomer(svc);
  const b = await knownCustomer(svc);
  const aSocial1 = await linkedAccount(svc, 'social', a.customerId);
  const aSocial2 = await linkedAccount(svc, 'social', a.customerId);
  const aDisplay = await linkedAccount(svc, 'display', a.customerId);
  const bSocial = await linkedAccount(svc, 'social', b.customerId);
  const bDisplay = await linkedAccount(svc, 'display', b.customerId);
  const shared = await linkedAccount(svc, 'social', null);
  return { a, b, aSocial1, aSocial2, aDisplay, bSocial, bDisplay, shared };
}

describe('billing accounts', () => {
  test('corporate: every account of its own customer of the kind, searchable; never another customer\'s; a shared one only when named', async () => {
    const w = await twoCustomers();
    const corporate = clientAs(svc, { roles: ['corporate'], customerId: w.a.customerId });
    const social = assertOk(await corporate.get('/api/billing-accounts?kind=social'));
    assert.deepEqual(idsOf(social), sorted(w.aSocial1.id, w.aSocial2.id));
    assert.equal(social.count, 2);
    assert.deepEqual(Object.keys(social.items[0]).sort(), ['accountId', 'id', 'kind', 'name']);
    assert.deepEqual(idsOf(assertOk(await corporate.get('/api/billing-accounts?kind=display'))), [w.aDisplay.id]);
    // Search by the network's account id (or the name).
    const found = assertOk(await corporate.get(`/api/billing-accounts?kind=social&search=${w.aSocial2.accountId}`));
    assert.deepEqual(idsOf(found), [w.aSocial2.id]);
    // Naming another customer's accounts gets nothing more; a shared one (no customer), named, is listed.
    const named = assertOk(await corporate.get(`/api/billing-accounts?kind=social&ids=${w.bSocial.id},${w.shared.id},${w.aSocial1.id}`));
    assert.deepEqual(idsOf(named), sorted(w.aSocial1.id, w.shared.id));
    // Another customer's id as a filter: no accounts.
    assert.equal(assertOk(await corporate.get(`/api/billing-accounts?kind=social&customerId=${w.b.customerId}`)).count, 0);
  });

  test('branch managers, branch users and agents: only the accounts named in ids, of their own customer or shared; no ids, none', async () => {
    const w = await twoCustomers();
    const callers = [
      clientAs(svc, { roles: ['branchmanager'], customerId: w.a.customerId, officeIds: w.a.officeIds }),
      clientAs(svc, { roles: ['branchuser'], customerId: w.a.customerId, agentId: w.a.agentIds[0] }),
      clientAs(svc, { roles: ['agent'], customerId: w.a.customerId, agentId: w.a.agentIds[0] }),
    ];
    for (const caller of callers) {
      assert.deepEqual(assertOk(await caller.get('/api/billing-accounts?kind=social')), { items: [], count: 0 });
      const named = assertOk(await caller.get(`/api/billing-accounts?kind=social&ids=${w.aSocial1.id},${w.bSocial.id},${w.shared.id},${w.aDisplay.id}`));
      assert.deepEqual(idsOf(named), sorted(w.aSocial1.id, w.shared.id), 'its own customer\'s and the shared account of the kind');
      assert.deepEqual(idsOf(assertOk(await caller.get(`/api/billing-accounts?kind=display&ids=${w.aDisplay.id},${w.bDisplay.id}`))), [w.aDisplay.id]);
    }
  });

  test('staff: every account of the kind, a customer\'s with customerId, narrowed by ids', async () => {
    const w = await twoCustomers();
    const ops = clientAs(svc, 'operations');
    assert.deepEqual(idsOf(assertOk(await ops.get(`/api/billing-accounts?kind=social&customerId=${w.b.customerId}`))), [w.bSocial.id]);
    assert.deepEqual(idsOf(assertOk(await ops.get(`/api/billing-accounts?kind=display&customerId=${w.a.customerId}`))), [w.aDisplay.id]);
    const all = assertOk(await clientAs(svc, 'admin').get(`/api/billing-accounts?kind=social&ids=${w.aSocial1.id},${w.bSocial.id},${w.shared.id},${w.bDisplay.id}`));
    assert.deepEqual(idsOf(all), sorted(w.aSocial1.id, w.bSocial.id, w.shared.id));
  });

  test('roles: sales and staff users without order rights are 403, anonymous is 401; kind is required and checked; ids are uuids', async () => {
    const customerId = randomUUID();
    for (const who of ['sales', 'user'] as const) assertProblem(await clientAs(svc, who).get('/api/billing-accounts?kind=social'), 403);
    assertProblem(await anon(svc).get('/api/billing-accounts?kind=social'), 401);
    const corporate = clientAs(svc, { roles: ['corporate'], customerId });
    assertProblem(await corporate.get('/api/billing-accounts?kind=twitter'), 400, undefined, ['/query/kind']);
    assertProblem(await corporate.get('/api/billing-accounts'), 400, undefined, ['/query/kind']);
    assertProblem(await corporate.get('/api/billing-accounts?kind=social&ids=1,2'), 400, undefined, ['/query/ids']);
  });
});
