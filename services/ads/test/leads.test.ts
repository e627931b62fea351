// Leads against MariaDB (or SQLite without MYSQL_URL): the poll keeps each network lead once — across a
// re-run, a restarted process and Meta's webhook redelivering — attributed to the campaign's customer,
// office, listing and agent, with one lead.received each; the webhook's signature is checked (a bad one
// keeps nothing) and its subscription check answers the configured token only; the list (10 a page,
// newest first, filters, scoped like campaigns) and its export; roles, anonymous 401, invalid input 400.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { parse } from 'csv-parse/sync';
import { createHmac, randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { anon, assertOk, assertProblem, bytesOf, clientAs, eventLog, serviceUnderTest, startTestService } from '@adops/platform/testing';
import { adsModule } from '../src/app.ts';
import { AdSetEntity, CampaignEntity, type CampaignRow } from '../src/campaigns/entities.ts';
import { LeadEntity } from '../src/leads/entities.ts';
import { POLL_LEADS_JOB } from '../src/leads/store.ts';
import { knownCustomer, networkAccountId, type KnownCustomer } from './helpers.ts';
import { clockOf, deliveredCampaign, freshProcess, runningJob } from './support/delivered-campaigns.ts';

const VERIFY_TOKEN = 'verify-me-please';
const svc = serviceUnderTest(() => startTestService(adsModule, { env: { ADS_SIMULATOR_NOW: '2026-12-01T00:00:00.000Z', ADS_SYNC_INTERVAL_MS: '86400000', ADS_INSIGHTS_INTERVAL_MS: '86400000', ADS_LEADS_INTERVAL_MS: '86400000', ADS_META_WEBHOOK_VERIFY_TOKEN: VERIFY_TOKEN } }));

const ds = () => svc.booted.dataSource;
const leadsOf = (campaignId: string) => ds().getRepository(LeadEntity).find({ where: { campaignId }, order: { createdTime: 'ASC' } });
const poll = (input: { campaignId?: string } = {}) => freshProcess(svc).leadPoll.run(runningJob(POLL_LEADS_JOB, input));

/** A social account of the customer's, holding an app secret when given. */
async function account(customerId: string, appSecret?: string) {
  const body = { provider: 'simulator', accountId: networkAccountId(), name: 'Leads account', currency: 'NZD', customerId, ...(appSecret ? { credentials: { appSecret } } : {}) };
  return assertOk(await clientAs(svc, 'admin').post('/api/ad-accounts', body), 201) as { id: string; accountId: string };
}

/** A LEADS campaign, delivered until the network has leads for it. */
async function leadsCampaign(customer: KnownCustomer, o: { appSecret?: string; adSetAgents?: string[][]; listingIds?: string[] } = {}): Promise<CampaignRow> {
  const campaign = await deliveredCampaign(svc, { customerId: customer.customerId, officeId: customer.officeIds[0]!, agentIds: customer.agentIds, listingIds: o.listingIds ?? [randomUUID()], account: await account(customer.customerId, o.appSecret), objective: 'LEADS', ...(o.adSetAgents ? { adSetAgents: o.adSetAgents } : {}) });
  for (let day = 0; day < 10 && (await networkLeads(campaign)).length === 0; day++) clockOf(svc).advanceDays(1);
  return campaign;
}

/** The leads the simulated network holds for the campaign now. */
async function networkLeads(campaign: CampaignRow) {
  const { network } = freshProcess(svc);
  const row = await ds().getRepository(CampaignEntity).findOneByOrFail({ id: campaign.id });
  const accountRow = assertOk(await clientAs(svc, 'admin').get(`/api/ad-accounts/${row.adAccountId}`)) as { accountId: string };
  return network.leads({ provider: 'simulator', kind: 'social', accountId: accountRow.accountId, currency: 'NZD' }, row.externalId!, null);
}

const signed = (body: unknown, secret: string) => {
  const raw = JSON.stringify(body);
  return { raw, signature: `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}` };
};

async function postWebhook(raw: string, signature: string | null) {
  return fetch(`${svc.url}/api/leads/webhooks/meta`, { method: 'POST', headers: { 'content-type': 'application/json', ...(signature ? { 'x-hub-signature-256': signature } : {}) }, body: raw });
}

async function until(what: string, check: () => Promise<boolean>, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) assert.fail(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the lead poll', () => {
  test('keeps each network lead once across a re-run and a restarted process, attributed, with one lead.received each', async () => {
    const customer = await knownCustomer(svc, { agents: 2 });
    const listingId = randomUUID();
    const campaign = await leadsCampaign(customer, { listingIds: [listingId], adSetAgents: [[customer.agentIds[1]!]] });
    const mark = await eventLog(svc).mark();
    const expected = await networkLeads(campaign);
    assert.ok(expected.length > 0);

    const first = await poll();
    assert.ok(first.added >= expected.length && first.failed === 0, JSON.stringify(first));
    const kept = await leadsOf(campaign.id);
    assert.deepEqual(kept.map((l) => l.networkLeadId).sort(), expected.map((l) => l.leadId).sort());
    const lead = kept[0]!;
    const source = expected.find((l) => l.leadId === lead.networkLeadId)!;
    assert.deepEqual({ customerId: lead.customerId, officeId: lead.officeId, agentId: lead.agentId, listingId: lead.listingId }, { customerId: customer.customerId, officeId: customer.officeIds[0], agentId: customer.agentIds[1], listingId });
    assert.equal(lead.fullName, source.fields.full_name);
    assert.equal(lead.email, source.fields.email);
    assert.equal(lead.phone, source.fields.phone_number);
    assert.ok(lead.adSetId);

    // Again, and again as a new process (nothing in memory survives): nothing new.
    assert.equal((await poll()).added, 0);
    assert.equal((await poll({ campaignId: campaign.id })).added, 0);
    assert.equal((await leadsOf(campaign.id)).length, kept.length);
    const received = await eventLog(svc).since(mark, { types: ['lead.received'] });
    assert.deepEqual(received.map((e) => e.data.leadId).sort(), kept.map((l) => l.id).sort());
    assert.equal(received[0]!.data.orderId, campaign.orderId);
    assert.equal((await ds().getRepository(CampaignEntity).findOneByOrFail({ id: campaign.id })).leadsCount, kept.length);

    // The clock moves on: only the new leads are added.
    clockOf(svc).advanceDays(3);
    const later = await networkLeads(campaign);
    await poll();
    assert.deepEqual((await leadsOf(campaign.id)).map((l) => l.networkLeadId).sort(), later.map((l) => l.leadId).sort());
    assert.equal((await eventLog(svc).since(mark, { types: ['lead.received'] })).length, later.length);
  });

  test('two processes polling at once keep each lead once', async () => {
    const customer = await knownCustomer(svc);
    const campaign = await leadsCampaign(customer);
    const results = await Promise.all([poll(), poll(), poll({ campaignId: campaign.id })]);
    const kept = await leadsOf(campaign.id);
    assert.equal(kept.length, (await networkLeads(campaign)).length);
    assert.ok(results.every((r) => r.failed === 0), JSON.stringify(results));
    assert.equal((await ds().getRepository(CampaignEntity).findOneByOrFail({ id: campaign.id })).leadsCount, kept.length);
  });
});

describe("Meta's lead webhook", () => {
  test('a signed delivery fetches its campaign\'s leads; redelivered and polled, each lead is kept once; a bad signature keeps nothing', async () => {
    const customer = await knownCustomer(svc);
    const secret = `app-secret-${randomUUID()}`;
    const campaign = await leadsCampaign(customer, { appSecret: secret });
    const [adSet] = await ds().getRepository(AdSetEntity).find({ where: { campaignId: campaign.id } });
    const body = { object: 'page', entry: [{ id: '1234567890', time: 1795334400, changes: [{ field: 'leadgen', value: { leadgen_id: '4444444444', ad_id: adSet!.adExternalId!, form_id: '6666666666', page_id: '1234567890', created_time: 1795334400 } }] }] };
    const { raw, signature } = signed(body, secret);

    // Wrong secret, tampered body, no signature: 401 and nothing queued or kept.
    const queuedBefore = await jobsFor(campaign.id);
    assert.equal((await postWebhook(raw, signed(body, 'not-the-secret').signature)).status, 401);
    assert.equal((await postWebhook(raw.replace('4444444444', '4444444445'), signature)).status, 401);
    assert.equal((await postWebhook(raw, null)).status, 400);
    assert.equal((await postWebhook(raw, 'sha256=zz')).status, 401);
    assert.equal(await jobsFor(campaign.id), queuedBefore);
    assert.equal((await leadsOf(campaign.id)).length, 0);

    const expected = (await networkLeads(campaign)).length;
    const answer = await postWebhook(raw, signature);
    assert.equal(answer.status, 200);
    assert.deepEqual(await answer.json(), { received: true, campaigns: 1 });
    await until('the webhook-queued poll', async () => (await leadsOf(campaign.id)).length === expected);
    // Redelivered, and polled too: still each lead once.
    assert.equal((await postWebhook(raw, signature)).status, 200);
    await poll();
    await until('the second queued poll', async () => (await jobsFor(campaign.id, 'queued')) === 0 && (await jobsFor(campaign.id, 'running')) === 0);
    assert.equal((await leadsOf(campaign.id)).length, expected);

    // An ad we do not run is acknowledged and ignored.
    const unknown = signed({ object: 'page', entry: [{ changes: [{ field: 'leadgen', value: { leadgen_id: '1', ad_id: '999' } }] }] }, secret);
    assert.deepEqual(await (await postWebhook(unknown.raw, unknown.signature)).json(), { received: true, campaigns: 0 });
  });

  test("the subscription check echoes the challenge for the configured token only", async () => {
    const ok = await anon(svc).get(`/api/leads/webhooks/meta?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`);
    assert.equal(ok.status, 200);
    assert.equal(ok.body, '1158201444');
    assertProblem(await anon(svc).get('/api/leads/webhooks/meta?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1'), 403, 'The verify token does not match.');
    assertProblem(await anon(svc).get(`/api/leads/webhooks/meta?hub.mode=unsubscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1`), 403);
    assertProblem(await anon(svc).get('/api/leads/webhooks/meta?hub.mode=subscribe'), 400);
  });
});

/** How many lead-poll jobs of the campaign there are (in a status). */
async function jobsFor(campaignId: string, status?: 'queued' | 'running'): Promise<number> {
  const page = await freshProcess(svc).jobs.list({ kinds: [POLL_LEADS_JOB], limit: 100, ...(status ? { status } : {}) });
  return page.items.filter((j) => (j.input as { campaignId?: string }).campaignId === campaignId).length;
}

describe('the leads list', () => {
  test('10 a page, newest first; filters; scoped like campaigns; the export', async () => {
    const customer = await knownCustomer(svc, { agents: 2 });
    const [agentA, agentB] = customer.agentIds as [string, string];
    const mine = await leadsCampaign(customer, { adSetAgents: [[agentA]] });
    const theirs = await leadsCampaign(customer, { adSetAgents: [[agentB]] });
    // More days, for more than a page of leads.
    clockOf(svc).advanceDays(5);
    await poll();
    const all = [...(await leadsOf(mine.id)), ...(await leadsOf(theirs.id))].sort((a, b) => b.createdTime.getTime() - a.createdTime.getTime());
    assert.ok(all.length > 0);

    const admin = clientAs(svc, 'admin');
    const page = assertOk(await admin.get(`/api/leads?customerId=${customer.customerId}`));
    assert.equal(page.count, all.length);
    assert.equal(page.items.length, Math.min(10, all.length));
    assert.deepEqual(page.items.map((l: { createdTime: string }) => l.createdTime), all.slice(0, 10).map((l) => l.createdTime.toISOString()));
    assert.equal(page.items[0].campaignName, [mine, theirs].find((c) => c.id === page.items[0].campaignId)!.name);
    assert.equal(assertOk(await admin.get(`/api/leads?customerId=${customer.customerId}&limit=5`)).items.length, Math.min(5, all.length));
    assert.deepEqual(assertOk(await admin.get(`/api/leads?campaignId=${mine.id}&limit=30`)).items.map((l: { id: string }) => l.id).sort(), (await leadsOf(mine.id)).map((l) => l.id).sort());
    const byAgent = assertOk(await admin.get(`/api/leads?customerId=${customer.customerId}&agentId=${agentB}&limit=30`));
    assert.ok(byAgent.items.every((l: { agentId: string }) => l.agentId === agentB));
    assert.equal(byAgent.count, (await leadsOf(theirs.id)).length);
    const middle = all[Math.floor(all.length / 2)]!.createdTime.toISOString();
    const since = assertOk(await admin.get(`/api/leads?customerId=${customer.customerId}&dateFrom=${encodeURIComponent(middle)}&limit=30`));
    assert.equal(since.count, all.filter((l) => l.createdTime.toISOString() >= middle).length);

    // An agent sees the leads of their own campaigns; another customer none, and naming this one is 404.
    const agent = clientAs(svc, { roles: ['agent'], customerId: customer.customerId, agentId: agentA });
    const agentsOwn = assertOk(await agent.get('/api/leads?limit=30'));
    assert.equal(agentsOwn.count, all.length, 'both campaigns have both agents');
    const stranger = clientAs(svc, { roles: ['agent'], customerId: customer.customerId, agentId: randomUUID() });
    assert.equal(assertOk(await stranger.get('/api/leads')).count, 0);
    const other = await knownCustomer(svc);
    const otherCorporate = clientAs(svc, { roles: ['corporate'], customerId: other.customerId });
    assert.equal(assertOk(await otherCorporate.get('/api/leads')).count, 0);
    assertProblem(await otherCorporate.get(`/api/leads?customerId=${customer.customerId}`), 404, 'Customer not found.');

    const xlsx = await bytesOf(admin, `/api/leads/export?customerId=${customer.customerId}`);
    assert.equal(xlsx.status, 200);
    assert.equal(xlsx.type, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Leads')!;
    assert.deepEqual((sheet.getRow(1).values as unknown[]).slice(1), ['Created', 'Full Name', 'E-mail', 'Phone', 'Campaign', 'Agent', 'Listing']);
    assert.equal(sheet.rowCount, all.length + 1);
    assert.equal(sheet.getRow(2).getCell(2).value, all[0]!.fullName);
    // The CSV is streamed in keyset batches (issue 31): the same rows as the workbook, in its order, with the campaigns' names.
    const csv = await admin.get(`/api/leads/export?customerId=${customer.customerId}&format=csv`);
    assert.match(csv.headers.get('content-disposition') ?? '', /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const csvRows = parse(String(csv.body)) as string[][];
    assert.equal(csvRows.length, all.length + 1);
    for (let r = 2; r <= sheet.rowCount; r++) {
      assert.equal(csvRows[r - 1]![1], String(sheet.getRow(r).getCell(2).value ?? ''), `row ${r}: the same lead in the CSV and the workbook`);
      assert.equal(csvRows[r - 1]![4], String(sheet.getRow(r).getCell(5).value ?? ''), `row ${r}: its campaign's name`);
    }
    // Another customer's user: its own (none) in the streamed CSV; naming this customer, 404 before any byte.
    assert.equal((parse(String((await otherCorporate.get('/api/leads/export?format=csv')).body)) as string[][]).length, 1);
    assertProblem(await otherCorporate.get(`/api/leads/export?format=csv&customerId=${customer.customerId}`), 404, 'Customer not found.');
  });

  test('roles, anonymous and invalid input', async () => {
    for (const path of ['/api/leads', '/api/leads/export']) {
      assertProblem(await anon(svc).get(path), 401);
      assertProblem(await clientAs(svc, 'user').get(path), 403);
    }
    const admin = clientAs(svc, 'admin');
    assertProblem(await admin.get('/api/leads?limit=1000'), 400);
    assertProblem(await admin.get('/api/leads?campaignId=nope'), 400);
    assertProblem(await admin.get('/api/leads?dateFrom=last-week'), 400);
    assertProblem(await admin.get('/api/leads?sort=email'), 400);
    assertProblem(await admin.get('/api/leads/export?format=pdf'), 400);
    const bad = await fetch(`${svc.url}/api/leads/webhooks/meta`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-hub-signature-256': 'sha256=00' }, body: '{"entry":[]}' });
    assert.equal(bad.status, 400, 'object is required');
  });
});
