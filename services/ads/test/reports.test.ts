// Report links against MariaDB (or SQLite without MYSQL_URL): made once per campaign by whoever reaches
// the campaign (campaign.updated with the link, and without it once removed); the public report shows its
// own campaign only, without signing in; a guessed, removed or deleted id is the same 404; roles,
// anonymous 401, invalid input 400.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { anon, assertOk, assertProblem, clientAs, eventLog, serviceUnderTest, startTestService } from '@adops/platform/testing';
import { adsModule } from '../src/app.ts';
import { AdSetEntity, CampaignEntity } from '../src/campaigns/entities.ts';
import { SYNC_INSIGHTS_JOB } from '../src/insights/store.ts';
import { deliverCustomerEvent, deliverListingEvent, knownCustomer, linkedAccount, type KnownCustomer } from './helpers.ts';
import { clockOf, deliveredCampaign, freshProcess, runningJob } from './support/delivered-campaigns.ts';

const svc = serviceUnderTest(() => startTestService(adsModule, { env: { ADS_SIMULATOR_NOW: '2026-12-01T00:00:00.000Z', ADS_SYNC_INTERVAL_MS: '86400000', ADS_INSIGHTS_INTERVAL_MS: '86400000', ADS_LEADS_INTERVAL_MS: '86400000' } }));

/** A customer's campaign on its own account, delivered for three days and its insights read. */
async function reportedCampaign(customer: KnownCustomer, name: string, days?: number) {
  const account = await linkedAccount(svc, 'social', customer.customerId);
  const listingId = randomUUID();
  await deliverListingEvent(svc, 'listing.created', { listingId, customerId: customer.customerId, title: name, imageUrls: [`https://cdn.example.com/${listingId}/hero.jpg`] });
  const campaign = await deliveredCampaign(svc, { customerId: customer.customerId, officeId: customer.officeIds[0]!, agentIds: customer.agentIds, listingIds: [listingId], account, name, ...(days ? { days } : {}) });
  clockOf(svc).advanceDays(3);
  await freshProcess(svc).insightSync.run(runningJob(SYNC_INSIGHTS_JOB, {}));
  return campaign;
}

describe('report links', () => {
  test('staff make a link once; the public report shows that campaign only; removing it is 404 after, with campaign.updated each time', async () => {
    const customer = await knownCustomer(svc);
    const other = await knownCustomer(svc);
    const campaign = await reportedCampaign(customer, '12 Harbour View Road');
    const stranger = await reportedCampaign(other, '99 Secret Lane');
    const mark = await eventLog(svc).mark();
    const admin = clientAs(svc, 'admin');

    const link = assertOk(await admin.post('/api/reports', { campaignId: campaign.id }), 201);
    assert.match(link.shortId, /^[A-Za-z0-9_-]{22}$/, '128 random bits in base64url');
    assert.equal(link.shortUrl, `${svc.config.publicUrl}/report/${link.shortId}`);
    assert.equal(link.campaignId, campaign.id);
    assert.deepEqual(assertOk(await clientAs(svc, 'operations').post('/api/reports', { campaignId: campaign.id }), 200), link, 'one link per campaign');

    const data = assertOk(await anon(svc).get(`/api/reports/${link.shortId}/data`));
    const row = await svc.booted.dataSource.getRepository(CampaignEntity).findOneByOrFail({ id: campaign.id });
    assert.ok(row.impressions > 0, 'the sync read its delivery');
    assert.equal(data.name, '12 Harbour View Road');
    assert.match(data.startDate, /^\d{2}\/\d{2}\/\d{4}$/);
    assert.equal(data.startTime, campaign.startTime.toISOString());
    assert.deepEqual(
      { reach: data.insights.reach, impressions: data.insights.impressions, clicks: data.insights.clicks, videoViews: data.insights.videoViews },
      { reach: row.reach, impressions: row.impressions, clicks: row.clicks, videoViews: row.videoViews },
    );
    assert.equal(data.daily.reduce((s: number, d: { impressions: number }) => s + d.impressions, 0), row.impressions);
    assert.deepEqual(data.agents, [{ name: 'Jo Agent' }]);
    assert.equal(data.heroImage, `https://cdn.example.com/${campaign.listingIds[0]}/hero.jpg`);
    const text = JSON.stringify(data);
    for (const secret of [customer.customerId, customer.officeIds[0]!, row.orderId, '@harbour.example.com', stranger.id, '99 Secret Lane', String(row.lifetimeBudget)]) assert.ok(!text.includes(secret), `the report reveals ${secret}`);
    assert.deepEqual(Object.keys(data).sort(), ['adPreviews', 'agents', 'currency', 'daily', 'endDate', 'endTime', 'headerLogo', 'heroImage', 'insights', 'isCompleted', 'leadsCount', 'name', 'shortId', 'startDate', 'startTime']);
    // What its ad shows, without the ad's link (it may carry tracking) or anything of its review.
    assert.deepEqual(data.adPreviews, [{ format: 'IMAGE', headline: 'Harbour Realty', message: 'Talk to our team this weekend.', imageUrls: ['https://cdn.example.com/1.jpg'], videoUrl: null, callToAction: 'LEARN_MORE' }]);
    // No logo until the customer context publishes its public URL; then the report shows it, made absolute.
    assert.equal(data.headerLogo, null);
    const logoUrl = `/api/customers/logos/${randomBytes(16).toString('base64url')}`;
    await deliverCustomerEvent(svc, 'customer.updated', { customerId: customer.customerId, name: 'Harbour Realty', isActive: true, logoUrl });
    assert.equal(assertOk(await anon(svc).get(`/api/reports/${link.shortId}/data`)).headerLogo, `${svc.config.publicUrl.replace(/\/+$/, '')}${logoUrl}`);
    // The short id is the credential letter for letter: the same id in another case is no link (MariaDB compares without case).
    const swapped = [...link.shortId].map((c: string) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())).join('');
    if (swapped !== link.shortId) assertProblem(await anon(svc).get(`/api/reports/${swapped}/data`), 404, 'Report not found.');

    const guessed = await anon(svc).get(`/api/reports/${randomBytes(16).toString('base64url')}/data`);
    assertProblem(guessed, 404, 'Report not found.');

    assert.equal((await admin.delete(`/api/reports/${link.shortId}`)).status, 204);
    const removed = await anon(svc).get(`/api/reports/${link.shortId}/data`);
    assertProblem(removed, 404, 'Report not found.');
    const same = (b: Record<string, unknown>) => Object.fromEntries(Object.entries(b).filter(([k]) => !['instance', 'requestId', 'traceId'].includes(k)));
    assert.deepEqual(same(removed.body), same(guessed.body), 'a removed link answers as a guessed one');
    assertProblem(await admin.delete(`/api/reports/${link.shortId}`), 404, 'Report link not found.');

    const updates = await eventLog(svc).since(mark, { types: ['campaign.updated'] });
    assert.deepEqual(updates.map((e) => [e.data.campaignId, e.data.reportShortUrl]), [[campaign.id, link.shortUrl], [campaign.id, null]]);
    assert.equal(updates[0]!.data.orderId, row.orderId);

    // A new link after removal is a new id; a deleted campaign's report is 404 like any other.
    const again = assertOk(await admin.post('/api/reports', { campaignId: campaign.id }), 201);
    assert.notEqual(again.shortId, link.shortId);
    await svc.booted.dataSource.getRepository(CampaignEntity).update({ id: campaign.id }, { deleted: true });
    assertProblem(await anon(svc).get(`/api/reports/${again.shortId}/data`), 404, 'Report not found.');
  });

  test("dashboard users make and remove their own campaigns' links; another customer's campaign is 404", async () => {
    const customer = await knownCustomer(svc);
    const other = await knownCustomer(svc);
    const campaign = await reportedCampaign(customer, 'Own');
    const foreign = await reportedCampaign(other, 'Foreign');
    const corporate = clientAs(svc, { roles: ['corporate'], customerId: customer.customerId });
    const agent = clientAs(svc, { roles: ['agent'], customerId: customer.customerId, agentId: customer.agentIds[0]! });
    const otherAgent = clientAs(svc, { roles: ['agent'], customerId: customer.customerId, agentId: randomUUID() });

    assertProblem(await corporate.post('/api/reports', { campaignId: foreign.id }), 404, 'Campaign not found.');
    assertProblem(await otherAgent.post('/api/reports', { campaignId: campaign.id }), 404, 'Campaign not found.');
    const link = assertOk(await agent.post('/api/reports', { campaignId: campaign.id }), 201);
    assert.equal(assertOk(await corporate.post('/api/reports', { campaignId: campaign.id }), 200).shortId, link.shortId);
    assertProblem(await otherAgent.delete(`/api/reports/${link.shortId}`), 404, 'Report link not found.');
    const foreignLink = assertOk(await clientAs(svc, 'sales').post('/api/reports', { campaignId: foreign.id }), 201);
    assertProblem(await corporate.delete(`/api/reports/${foreignLink.shortId}`), 404, 'Report link not found.');
    assert.equal((await corporate.delete(`/api/reports/${link.shortId}`)).status, 204);
    assertOk(await anon(svc).get(`/api/reports/${foreignLink.shortId}/data`));
  });

  test("a report link shows only its own campaign: two campaigns of one customer, each report its own figures and ads", async () => {
    const customer = await knownCustomer(svc);
    const first = await reportedCampaign(customer, 'First campaign', 14);
    const second = await reportedCampaign(customer, 'Second campaign', 7);
    const adSets = svc.booted.dataSource.getRepository(AdSetEntity);
    const creativeOf = async (campaignId: string) => (await adSets.findOneByOrFail({ campaignId })).creative;
    await adSets.update({ campaignId: first.id }, { creative: { ...(await creativeOf(first.id)), headline: 'First ad', imageUrls: ['https://cdn.example.com/first.jpg'] } });
    await adSets.update({ campaignId: second.id }, { creative: { ...(await creativeOf(second.id)), format: 'VIDEO', headline: 'Second ad', videoUrl: 'https://cdn.example.com/second.mp4', imageUrls: ['https://cdn.example.com/second.jpg'] } });
    const admin = clientAs(svc, 'admin');
    const reportOf = async (campaignId: string) => anon(svc).get(`/api/reports/${assertOk(await admin.post('/api/reports', { campaignId }), 201).shortId}/data`);
    const [one, two] = [assertOk(await reportOf(first.id)), assertOk(await reportOf(second.id))];
    const rows = svc.booted.dataSource.getRepository(CampaignEntity);
    for (const [data, campaign, other] of [[one, first, second], [two, second, first]] as const) {
      const row = await rows.findOneByOrFail({ id: campaign.id });
      assert.equal(data.name, campaign.name);
      assert.deepEqual([data.insights.reach, data.insights.clicks, data.insights.videoViews, data.leadsCount], [row.reach, row.clicks, row.videoViews, row.leadsCount]);
      assert.equal(data.daily.reduce((s: number, d: { clicks: number }) => s + d.clicks, 0), row.clicks);
      assert.equal(data.heroImage, `https://cdn.example.com/${campaign.listingIds[0]}/hero.jpg`);
      const text = JSON.stringify(data);
      for (const foreign of [other.name, other.id, other.listingIds[0]!]) assert.ok(!text.includes(foreign), `the report of ${campaign.name} shows ${foreign}`);
    }
    assert.notEqual(one.insights.impressions, two.insights.impressions, 'the two campaigns delivered differently');
    assert.deepEqual(one.adPreviews.map((p: { headline: string; imageUrls: string[] }) => [p.headline, p.imageUrls]), [['First ad', ['https://cdn.example.com/first.jpg']]]);
    assert.deepEqual(two.adPreviews.map((p: { format: string; headline: string; videoUrl: string | null }) => [p.format, p.headline, p.videoUrl]), [['VIDEO', 'Second ad', 'https://cdn.example.com/second.mp4']]);
  });

  test('roles, anonymous and invalid input', async () => {
    const customer = await knownCustomer(svc);
    const campaign = await reportedCampaign(customer, 'Roles');
    assertProblem(await anon(svc).post('/api/reports', { campaignId: campaign.id }), 401);
    assertProblem(await anon(svc).delete(`/api/reports/${randomBytes(16).toString('base64url')}`), 401);
    // A staff account without a staff role is refused.
    assertProblem(await clientAs(svc, 'user').post('/api/reports', { campaignId: campaign.id }), 403);
    const admin = clientAs(svc, 'admin');
    assertProblem(await admin.post('/api/reports', { campaignId: 'not-a-uuid' }), 400);
    assertProblem(await admin.post('/api/reports', { campaignId: campaign.id, shortId: 'mine' }), 400);
    assertProblem(await admin.post('/api/reports', {}), 400);
    assertProblem(await admin.post('/api/reports', { campaignId: randomUUID() }), 404, 'Campaign not found.');
    assertProblem(await anon(svc).get('/api/reports/bad%20id!/data'), 400);
  });
});
