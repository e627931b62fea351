// Insights against MariaDB (or SQLite without MYSQL_URL): the sync reads campaigns' days from the
// simulated network and replaces them (twice is the same rows; a day later, one more day), with the
// campaigns' totals; a campaign's days; the overview's charts by customer, dates, agent and office
// (another customer's campaigns never counted; a dashboard user cannot name another customer); campaign
// stats paged and sorted, and their export; roles, anonymous 401, invalid input 400.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { anon, assertOk, assertProblem, bytesOf, clientAs, serviceUnderTest, startTestService } from '@adops/platform/testing';
import { adsModule } from '../src/app.ts';
import { CampaignEntity, DailyInsightEntity } from '../src/campaigns/entities.ts';
import { SYNC_INSIGHTS_JOB } from '../src/insights/store.ts';
import { POLL_LEADS_JOB } from '../src/leads/store.ts';
import { knownCustomer, linkedAccount, type KnownCustomer } from './helpers.ts';
import { clockOf, deliveredCampaign, freshProcess, runningJob, type CampaignOptions } from './support/delivered-campaigns.ts';

const svc = serviceUnderTest(() => startTestService(adsModule, { env: { ADS_SIMULATOR_NOW: '2026-12-01T00:00:00.000Z', ADS_SYNC_INTERVAL_MS: '86400000', ADS_INSIGHTS_INTERVAL_MS: '86400000', ADS_LEADS_INTERVAL_MS: '86400000' } }));

const ds = () => svc.booted.dataSource;
const sync = () => freshProcess(svc).insightSync.run(runningJob(SYNC_INSIGHTS_JOB, {}));
const daysOf = (campaignId: string) => ds().getRepository(DailyInsightEntity).find({ where: { campaignId }, order: { date: 'ASC' } });
const campaignRow = (id: string) => ds().getRepository(CampaignEntity).findOneByOrFail({ id });

async function campaignOf(customer: KnownCustomer, o: Partial<CampaignOptions> = {}) {
  const account = await linkedAccount(svc, 'social', customer.customerId);
  return deliveredCampaign(svc, { customerId: customer.customerId, officeId: customer.officeIds[0]!, agentIds: customer.agentIds.slice(0, 1), account, ...o });
}

const sum = (values: Array<{ value?: number; bar?: number }>, key: 'value' | 'bar') => values.reduce((s, v) => s + (v[key] ?? 0), 0);

describe('the insights sync', () => {
  test('replaces the days it reads (twice is the same rows), grows a day later, and writes the totals', async () => {
    const customer = await knownCustomer(svc);
    const campaign = await campaignOf(customer);
    clockOf(svc).advanceDays(2);
    const first = await sync();
    assert.ok(first.read >= 1 && first.failed === 0, JSON.stringify(first));
    const once = await daysOf(campaign.id);
    assert.ok(once.length >= 2, `days read: ${once.length}`);
    await sync();
    assert.deepEqual(await daysOf(campaign.id), once, 'a replay replaces, never adds');

    const row = await campaignRow(campaign.id);
    for (const key of ['reach', 'impressions', 'clicks', 'videoViews', 'spend'] as const) assert.equal(row[key], once.reduce((s, d) => s + d[key], 0), key);
    assert.ok(row.insightsSyncedAt);

    clockOf(svc).advanceDays(1);
    await sync();
    const later = await daysOf(campaign.id);
    assert.equal(later.length, once.length + 1);
    // The days that were whole stay as they were; the one that was running when first read has grown.
    assert.deepEqual(later.slice(0, once.length - 1), once.slice(0, -1));
    assert.ok((await campaignRow(campaign.id)).impressions > row.impressions);

    const seen = assertOk(await clientAs(svc, 'admin').get(`/api/insights/campaigns/${campaign.id}`));
    assert.deepEqual(seen.days.map((d: { date: string; impressions: number }) => [d.date, d.impressions]), later.map((d) => [d.date, d.impressions]));
    assert.equal(seen.insights.impressions, (await campaignRow(campaign.id)).impressions);
    assert.equal(seen.currency, 'NZD');
    const other = await knownCustomer(svc);
    assertProblem(await clientAs(svc, { roles: ['corporate'], customerId: other.customerId }).get(`/api/insights/campaigns/${campaign.id}`), 404, 'Campaign not found.');
    assertOk(await clientAs(svc, { roles: ['corporate'], customerId: customer.customerId }).get(`/api/insights/campaigns/${campaign.id}`));
  });
});

describe('the overview', () => {
  test("charts a customer's campaigns by dates, agent and office; another customer's never counted", async () => {
    const customer = await knownCustomer(svc, { offices: 2, agents: 2 });
    const other = await knownCustomer(svc);
    const [agentA, agentB] = customer.agentIds as [string, string];
    const first = await campaignOf(customer, { name: 'First', agentIds: [agentA], officeId: customer.officeIds[0]! });
    const second = await campaignOf(customer, { name: 'Second', agentIds: [agentB], officeId: customer.officeIds[1]!, objective: 'LEADS' });
    const foreign = await campaignOf(other, { name: 'Foreign' });
    clockOf(svc).advanceDays(4);
    await sync();
    const process = freshProcess(svc);
    await process.leadPoll.run(runningJob(POLL_LEADS_JOB, {}));

    const admin = clientAs(svc, 'admin');
    const all = assertOk(await admin.get(`/api/insights/overview?customerId=${customer.customerId}`));
    const reach = (await Promise.all([first, second].map((c) => campaignRow(c.id)))).reduce((s, c) => s + c.reach, 0);
    const { components } = all;
    assert.equal(components.reachAndClicks.data.type, 'lineBarChart');
    assert.equal(sum(components.reachAndClicks.data.values, 'bar'), reach);
    assert.equal(components.impressionsByCampaign.data.type, 'barChart');
    assert.deepEqual(components.impressionsByCampaign.data.values.map((v: { label: string }) => v.label).sort(), ['First', 'Second']);
    assert.equal(components.ctrTrend.data.type, 'lineChart');
    assert.equal(components.leadsByAgent.data.type, 'pieChart');
    const leads = (await campaignRow(second.id)).leadsCount;
    assert.equal(sum(components.leadsByAgent.data.values, 'value'), leads);
    if (leads) assert.deepEqual(components.leadsByAgent.data.values.map((v: { label: string }) => v.label), ['Jo Agent']);
    // The default range: three months back until now (the module's clock), a point a day.
    // (The module's clock runs on from its fixed start: "now" is within a few seconds of the test's.)
    const now = clockOf(svc).now();
    const near = (iso: string, at: Date) => Math.abs(Date.parse(iso) - at.getTime()) < 5_000;
    assert.ok(near(all.dateTo, now), all.dateTo);
    const threeMonthsBack = new Date(Date.parse(all.dateTo));
    threeMonthsBack.setUTCMonth(threeMonthsBack.getUTCMonth() - 3);
    assert.equal(all.dateFrom, threeMonthsBack.toISOString());
    assert.ok(components.reachAndClicks.data.values.length >= 89);

    const byAgent = assertOk(await admin.get(`/api/insights/overview?customerId=${customer.customerId}&agentId=${agentA}`));
    assert.deepEqual(byAgent.components.impressionsByCampaign.data.values.map((v: { label: string }) => v.label), ['First']);
    const byOffice = assertOk(await admin.get(`/api/insights/overview?customerId=${customer.customerId}&officeId=${customer.officeIds[1]}`));
    assert.deepEqual(byOffice.components.impressionsByCampaign.data.values.map((v: { label: string }) => v.label), ['Second']);
    assert.ok(!JSON.stringify(all).includes('Foreign'));
    assert.ok(JSON.stringify(assertOk(await admin.get('/api/insights/overview'))).includes('Foreign'), 'staff without a customer see all');
    assert.ok(foreign.id);

    // Dates: a from-date in the future is now (nothing delivered in an instant's day but today's), a to-date in the future is now.
    const future = assertOk(await admin.get(`/api/insights/overview?customerId=${customer.customerId}&dateFrom=2099-01-01T00%3A00%3A00Z&dateTo=2099-02-01T00%3A00%3A00Z`));
    assert.ok(near(future.dateFrom, now) && future.dateFrom === future.dateTo, JSON.stringify([future.dateFrom, future.dateTo]));
    assert.equal(future.components.reachAndClicks.data.values.length, 1);
    const before = assertOk(await admin.get(`/api/insights/overview?customerId=${customer.customerId}&dateTo=2026-01-01T00%3A00%3A00Z`));
    assert.equal(sum(before.components.reachAndClicks.data.values, 'bar'), 0);

    // A dashboard user's overview is their customer's; naming another customer is 404.
    const corporate = clientAs(svc, { roles: ['corporate'], customerId: customer.customerId });
    assert.deepEqual(assertOk(await corporate.get('/api/insights/overview')).components, components);
    assertProblem(await corporate.get(`/api/insights/overview?customerId=${other.customerId}`), 404, 'Customer not found.');
    const agent = clientAs(svc, { roles: ['agent'], customerId: customer.customerId, agentId: agentB });
    assert.deepEqual(assertOk(await agent.get('/api/insights/overview')).components.impressionsByCampaign.data.values.map((v: { label: string }) => v.label), ['Second']);
  });
});

describe('campaign stats', () => {
  test('10 a page, start time descending, other page sizes and sorts; the export; scoped to the caller', async () => {
    const customer = await knownCustomer(svc);
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push((await campaignOf(customer, { name: `Stats ${String(i).padStart(2, '0')}` })).id);
    await sync();
    const admin = clientAs(svc, 'admin');
    const page = assertOk(await admin.get(`/api/insights/campaign-stats?customerId=${customer.customerId}`));
    assert.equal(page.count, 12);
    assert.equal(page.items.length, 10);
    assert.deepEqual(page.items.map((s: { name: string }) => s.name), Array.from({ length: 10 }, (_, i) => `Stats ${String(11 - i).padStart(2, '0')}`));
    const item = page.items[0];
    assert.deepEqual(Object.keys(item.insights).sort(), ['clicks', 'costPerVideoView', 'ctr', 'impressions', 'reach', 'videoViews']);
    assert.equal(item.isCompleted, false);
    assert.equal(item.leadsCount, 0);
    const second = assertOk(await admin.get(`/api/insights/campaign-stats?customerId=${customer.customerId}&page=2`));
    assert.deepEqual(second.items.map((s: { name: string }) => s.name), ['Stats 01', 'Stats 00']);
    const byName = assertOk(await admin.get(`/api/insights/campaign-stats?customerId=${customer.customerId}&limit=20&sort=name`));
    assert.equal(byName.items.length, 12);
    assert.equal(byName.items[0].name, 'Stats 00');
    const started = (await campaignRow(ids[6]!)).startTime.toISOString();
    const since = assertOk(await admin.get(`/api/insights/campaign-stats?customerId=${customer.customerId}&dateFrom=${encodeURIComponent(started)}`));
    assert.equal(since.count, 6);

    const csv = await admin.get(`/api/insights/campaign-stats/export?customerId=${customer.customerId}&format=csv`);
    assert.equal(csv.status, 200);
    assert.match(csv.headers.get('content-disposition') ?? '', /attachment; filename="campaign-stats-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = String(csv.body).trim().split(/\r?\n/);
    assert.equal(lines.length, 13);
    assert.match(lines[0]!, /^Start Time,Campaign,Type,Reach/);
    assert.match(lines[1]!, /Stats 11/);
    const xlsx = await bytesOf(admin, `/api/insights/campaign-stats/export?customerId=${customer.customerId}`);
    assert.equal(xlsx.status, 200);
    assert.equal(xlsx.type, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Campaign stats')!;
    assert.equal(sheet.getRow(1).getCell(2).value, 'Campaign');
    assert.equal(sheet.getRow(2).getCell(2).value, 'Stats 11');
    assert.equal(sheet.rowCount, 13);

    const other = await knownCustomer(svc);
    const corporate = clientAs(svc, { roles: ['corporate'], customerId: other.customerId });
    assert.equal(assertOk(await corporate.get('/api/insights/campaign-stats')).count, 0);
    assertProblem(await corporate.get(`/api/insights/campaign-stats?customerId=${customer.customerId}`), 404, 'Customer not found.');
    assertProblem(await corporate.get(`/api/insights/campaign-stats/export?customerId=${customer.customerId}`), 404, 'Customer not found.');
    assert.equal(assertOk(await clientAs(svc, { roles: ['corporate'], customerId: customer.customerId }).get('/api/insights/campaign-stats')).count, 12);
  });
});

describe('insights: roles, anonymous and invalid input', () => {
  test('each operation', async () => {
    const id = randomUUID();
    for (const path of [`/api/insights/campaigns/${id}`, '/api/insights/overview', '/api/insights/campaign-stats', '/api/insights/campaign-stats/export']) {
      assertProblem(await anon(svc).get(path), 401);
      assertProblem(await clientAs(svc, 'user').get(path), 403);
    }
    const admin = clientAs(svc, 'admin');
    assertProblem(await admin.get(`/api/insights/campaigns/${id}`), 404, 'Campaign not found.');
    assertProblem(await admin.get('/api/insights/campaigns/not-a-uuid'), 400);
    assertProblem(await admin.get('/api/insights/overview?dateFrom=yesterday'), 400);
    assertProblem(await admin.get('/api/insights/overview?customerId=12'), 400);
    assertProblem(await admin.get('/api/insights/overview?colour=red'), 400);
    assertProblem(await admin.get('/api/insights/campaign-stats?limit=1000'), 400);
    assertProblem(await admin.get('/api/insights/campaign-stats?sort=budget'), 400);
    assertProblem(await admin.get('/api/insights/campaign-stats/export?format=pdf'), 400);
  });
});
