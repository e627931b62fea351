// Attacks, as an outsider would make them, on what the customer dashboard's order flow reads from the
// ads context (issue 28; ARCHITECTURE §4, 002 §6): listBillingAccounts and getCampaignDataItem, over HTTP
// against MariaDB (or SQLite without MYSQL_URL). Callers without a customer or an agent, another
// customer's users naming this one's ids (in other letter cases, among shared ones, with a customerId
// filter), wildcard searches, sorts on undeclared columns, oversized and malformed lists, deleted
// templates: each answer is nothing of another customer's, and never tells one's ids from unknown ones.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { anon, assertOk, assertProblem, clientAs, serviceUnderTest, startTestService } from '@adops/platform/testing';
import { adsModule } from '../src/app.ts';
import { deliverListingEvent, knownCustomer, linkedAccount, socialTemplateBody, type KnownCustomer } from './helpers.ts';

const svc = serviceUnderTest(() => startTestService(adsModule));

type Item = { id: string };
const idsOf = (page: { items: Item[] }) => page.items.map((a) => a.id).sort();

/** Customer A and B with a social account each, and a shared (no customer) social account. */
async function twoCustomersWithAccounts() {
  const a = await knownCustomer(svc);
  const b = await knownCustomer(svc);
  const aSocial = await linkedAccount(svc, 'social', a.customerId);
  const bSocial = await linkedAccount(svc, 'social', b.customerId);
  const bDisplay = await linkedAccount(svc, 'display', b.customerId);
  const shared = await linkedAccount(svc, 'social', null);
  return { a, b, aSocial, bSocial, bDisplay, shared };
}

const billing = (query: string) => `/api/billing-accounts?${query}`;

describe('listBillingAccounts under attack', () => {
  test('a dashboard user without a customer, or a branch user or agent without an agent, gets nothing, named or shared', async () => {
    const w = await twoCustomersWithAccounts();
    const named = `kind=social&ids=${w.aSocial.id},${w.bSocial.id},${w.shared.id}`;
    for (const who of [
      { roles: ['corporate'] as const },
      { roles: ['branchmanager'] as const, officeIds: w.a.officeIds },
      { roles: ['agent'] as const, agentId: w.a.agentIds[0] },
      { roles: ['branchuser'] as const, customerId: w.a.customerId },
      { roles: ['agent'] as const, customerId: w.a.customerId },
    ]) {
      const caller = clientAs(svc, { ...who, roles: [...who.roles] });
      assert.deepEqual(assertOk(await caller.get(billing(named))), { items: [], count: 0 }, JSON.stringify(who));
      assert.deepEqual(assertOk(await caller.get(billing('kind=social'))), { items: [], count: 0 }, JSON.stringify(who));
    }
  });

  test("another customer's ids in other letter cases, with its customerId, or behind wildcards: never listed", async () => {
    const w = await twoCustomersWithAccounts();
    const corporate = clientAs(svc, { roles: ['corporate'], customerId: w.a.customerId });
    const agent = clientAs(svc, { roles: ['agent'], customerId: w.a.customerId, agentId: w.a.agentIds[0] });
    const upper = [w.bSocial.id, w.bDisplay.id, w.aSocial.id].map((id) => id.toUpperCase()).join(',');
    for (const caller of [corporate, agent]) {
      assert.deepEqual(idsOf(assertOk(await caller.get(billing(`kind=social&ids=${upper}`)))), [w.aSocial.id]);
      assert.deepEqual(idsOf(assertOk(await caller.get(billing(`kind=social&customerId=${w.b.customerId}&ids=${w.bSocial.id}`)))), []);
      assert.deepEqual(idsOf(assertOk(await caller.get(billing(`kind=display&customerId=${w.b.customerId}&ids=${w.bDisplay.id}`)))), []);
    }
    // Searches that would match every row if they reached SQL as patterns: still the corporate user's own.
    for (const search of ['%%', '__', '%_', "' OR '1'='1", w.bSocial.accountId, 'social account']) {
      const page = assertOk(await corporate.get(billing(`kind=social&search=${encodeURIComponent(search)}`)));
      assert.ok(page.items.every((i: Item) => i.id === w.aSocial.id), `search ${search}: ${JSON.stringify(page.items)}`);
    }
    // A branch user's search does not widen "only the named".
    assert.deepEqual(assertOk(await agent.get(billing('kind=social&search=%25%25'))), { items: [], count: 0 });
  });

  test('malformed or oversized input is 400: ids beyond 100, non-uuid, repeated, a sort on an undeclared column, a page size not offered', async () => {
    const w = await twoCustomersWithAccounts();
    const agent = clientAs(svc, { roles: ['agent'], customerId: w.a.customerId, agentId: w.a.agentIds[0] });
    const hundred = Array.from({ length: 99 }, () => randomUUID()).concat(w.aSocial.id);
    assert.deepEqual(idsOf(assertOk(await agent.get(billing(`kind=social&ids=${hundred.join(',')}`)))), [w.aSocial.id]);
    assertProblem(await agent.get(billing(`kind=social&ids=${[...hundred, randomUUID()].join(',')}`)), 400, undefined, ['/query/ids']);
    assertProblem(await agent.get(billing(`kind=social&ids=${w.aSocial.id},x' OR 1=1 --`)), 400, undefined, ['/query/ids']);
    assertProblem(await agent.get(billing(`kind=social&ids=${w.aSocial.id}%20`)), 400, undefined, ['/query/ids']);
    assertProblem(await agent.get(billing('kind=social&customerId=not-a-uuid')), 400, undefined, ['/query/customerId']);
    const repeated = await agent.get(billing(`kind=social&ids=${w.aSocial.id}&ids=${w.bSocial.id}`));
    if (repeated.status === 200) assert.ok(repeated.body.items.every((i: Item) => i.id === w.aSocial.id), JSON.stringify(repeated.body));
    else assertProblem(repeated, 400);
    const corporate = clientAs(svc, { roles: ['corporate'], customerId: w.a.customerId });
    for (const sort of ['customerId', 'credentials', 'a.customerId', 'name;DROP TABLE ad_accounts']) {
      assertProblem(await corporate.get(billing(`kind=social&sort=${encodeURIComponent(sort)}`)), 400);
    }
    assertProblem(await corporate.get(billing('kind=social&limit=100000')), 400);
    assertProblem(await corporate.get(billing('kind=social&limit=-1')), 400);
  });

  test('roles: a forged X-Session or bearer header makes no anonymous caller anybody; staff without order rights are refused whatever they name', async () => {
    const w = await twoCustomersWithAccounts();
    assertProblem(await anon(svc).get(billing('kind=social'), { 'x-session': 'as' }), 401);
    assertProblem(await anon(svc).get(billing('kind=social'), { 'x-session': `as:${randomUUID()}` }), 401);
    assertProblem(await anon(svc).get(billing('kind=social'), { authorization: 'Bearer not-a-token' }), 401);
    assertProblem(await anon(svc).get(billing('kind=social'), { cookie: 'adops_session=not-a-token' }), 401);
    for (const who of ['sales', 'user'] as const) {
      assertProblem(await clientAs(svc, who).get(billing(`kind=social&customerId=${w.a.customerId}&ids=${w.aSocial.id}`)), 403);
    }
    // A staff account without any staff role (self signed-up, awaiting an admin) is refused too.
    assertProblem(await clientAs(svc, { roles: [] }).get(billing('kind=social')), 403);
  });
});

const dataItem = (templateId: string, query = 'templateModel=CustomerCampaignTemplate') => `/api/campaign-templates/${templateId}/campaign-data-item?${query}`;

async function listingOf(c: KnownCustomer, fields: Record<string, unknown> = {}) {
  const listingId = randomUUID();
  await deliverListingEvent(svc, 'listing.created', { listingId, customerId: c.customerId, title: '12 Harbour View Road', agentIds: c.agentIds, officeId: c.officeIds[0], ...fields });
  return listingId;
}

describe('getCampaignDataItem under attack', () => {
  test("another customer's template answers exactly as an unknown id; a dashboard user without a customer reaches none", async () => {
    const a = await knownCustomer(svc);
    const b = await knownCustomer(svc);
    const admin = clientAs(svc, 'admin');
    const bTemplate = assertOk(await admin.post('/api/campaign-templates', socialTemplateBody(b.customerId)), 201);
    const corporate = clientAs(svc, { roles: ['corporate'], customerId: a.customerId });
    const strip = (p: Record<string, unknown>) => ({ ...p, instance: undefined, traceId: undefined, requestId: undefined });
    const ofB = assertProblem(await corporate.get(dataItem(bTemplate.id)), 404, 'Campaign template not found.');
    const unknown = assertProblem(await corporate.get(dataItem(randomUUID())), 404, 'Campaign template not found.');
    assert.deepEqual(strip(ofB as never), strip(unknown as never));
    assertProblem(await corporate.get(dataItem(bTemplate.id.toUpperCase())), 404, 'Campaign template not found.');
    for (const who of [{ roles: ['corporate' as const] }, { roles: ['agent' as const], agentId: b.agentIds[0] }, { roles: ['branchuser' as const], customerId: b.customerId }]) {
      assertProblem(await clientAs(svc, who).get(dataItem(bTemplate.id)), 404, 'Campaign template not found.');
    }
    // Forged headers make no anonymous caller anybody.
    assertProblem(await anon(svc).get(dataItem(bTemplate.id), { 'x-session': `as:${randomUUID()}` }), 401);
  });

  test("another customer's listing in other letter cases, beside one's own, is not found; an agent's listing out of reach within the customer neither", async () => {
    const a = await knownCustomer(svc, { agents: 2 });
    const b = await knownCustomer(svc);
    const admin = clientAs(svc, 'admin');
    const aTemplate = assertOk(await admin.post('/api/campaign-templates', socialTemplateBody(a.customerId)), 201);
    const own = await listingOf(a, { agentIds: [a.agentIds[0]] });
    const colleague = await listingOf(a, { agentIds: [a.agentIds[1]] });
    const ofB = await listingOf(b, { imageUrls: ['https://cdn.example.com/b/secret.jpg'], description: 'B only' });
    const agent = clientAs(svc, { roles: ['agent'], customerId: a.customerId, agentId: a.agentIds[0] });
    const corporate = clientAs(svc, { roles: ['corporate'], customerId: a.customerId });
    for (const caller of [agent, corporate]) {
      for (const id of [ofB, ofB.toUpperCase()]) {
        const res = await caller.get(dataItem(aTemplate.id, `templateModel=CustomerCampaignTemplate&listingIds=${own}&listingIds=${id}`));
        if (res.status === 400) continue; // an id the spec's uuid format refuses is no answer either
        assertProblem(res, 404, 'Listing not found.');
        assert.doesNotMatch(JSON.stringify(res.body), /secret|B only/);
      }
    }
    assertProblem(await agent.get(dataItem(aTemplate.id, `templateModel=CustomerCampaignTemplate&listingIds=${colleague}`)), 404, 'Listing not found.');
    assertProblem(await agent.get(dataItem(aTemplate.id, `templateModel=CustomerCampaignTemplate&listingIds=${colleague.toUpperCase()}`)), 404, 'Listing not found.');
  });

  test('a template deleted since is not found; more than 10, repeated or malformed listing ids are 400', async () => {
    const a = await knownCustomer(svc);
    const admin = clientAs(svc, 'admin');
    const template = assertOk(await admin.post('/api/campaign-templates', socialTemplateBody(a.customerId)), 201);
    const corporate = clientAs(svc, { roles: ['corporate'], customerId: a.customerId });
    const listing = await listingOf(a);
    assertOk(await corporate.get(dataItem(template.id, `templateModel=CustomerCampaignTemplate&listingIds=${listing}`)));
    const many = (n: number) => Array.from({ length: n }, () => `listingIds=${randomUUID()}`).join('&');
    assertProblem(await corporate.get(dataItem(template.id, `templateModel=CustomerCampaignTemplate&${many(11)}`)), 400);
    assertProblem(await corporate.get(dataItem(template.id, `templateModel=CustomerCampaignTemplate&${many(100)}`)), 400);
    // A thousand: the request line alone is refused before any handler (431).
    assert.equal((await corporate.get(dataItem(template.id, `templateModel=CustomerCampaignTemplate&${many(1000)}`))).status, 431);
    assertProblem(await corporate.get(dataItem(template.id, `templateModel=CustomerCampaignTemplate&listingIds=${listing}&listingIds=${listing}`)), 400);
    assertProblem(await corporate.get(dataItem(template.id, `templateModel=CustomerCampaignTemplate&listingIds=${listing},${randomUUID()}`)), 400);
    assertProblem(await corporate.get(dataItem(template.id, `templateModel=CustomerCampaignTemplate&listingIds=${encodeURIComponent("' OR 1=1 --")}`)), 400);
    assertProblem(await corporate.get(dataItem(template.id, 'templateModel=customercampaigntemplate')), 400);
    assertProblem(await corporate.get(`/api/campaign-templates/${encodeURIComponent('../gdn-campaign-templates')}/campaign-data-item?templateModel=CustomerCampaignTemplate`), 400);
    assert.equal((await admin.delete(`/api/campaign-templates/${template.id}`)).status, 204);
    assertProblem(await corporate.get(dataItem(template.id, `templateModel=CustomerCampaignTemplate&listingIds=${listing}`)), 404, 'Campaign template not found.');
  });
});
