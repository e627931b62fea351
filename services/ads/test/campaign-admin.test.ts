// Campaign administration against MariaDB (or SQLite without MYSQL_URL): campaigns built from ready
// orders (order.ready, as the order context publishes it) listed 50 and display campaigns 25 a page,
// filtered, read, changed and deleted on the simulated network first, exported as CSV; their ad sets
// read, previewed and edited, a rejected ad resubmitted until the simulated review approves it; the
// check before submission; listings' derived campaign statuses; roles, tenancy, anonymous 401, 400.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { anon, assertOk, assertProblem, clientAs, eventLog, serviceUnderTest, startTestService } from '@adops/platform/testing';
import { createJobs } from '@adops/platform';
import { adsModule } from '../src/app.ts';
import { CampaignEntity, type CampaignRow } from '../src/campaigns/entities.ts';
import { campaignClockOf } from '../src/campaigns/clock.ts';
import { SimulatedNetwork } from '../src/campaigns/network/simulator.ts';
import { SimulatorStateStore, SYNC_CAMPAIGNS_JOB, SYSTEM_OWNER } from '../src/campaigns/store.ts';
import { REASON_HOUSING_CATEGORY_MISSING, REASON_IMAGE_MOSTLY_TEXT, REASON_PERSONAL_ATTRIBUTES } from '../src/campaigns/network/review.ts';
import { ADMIN_MESSAGES } from '../src/campaigns/admin-rules.ts';
import type { ReadyOrder } from '../src/campaigns/rules.ts';
import { notYetFollowed } from '../src/campaigns/build-campaigns.ts';
import { deliverOrderReady, displayTemplateBody, harbourListing, knownCustomer, linkedAccount, socialTemplateBody, type KnownCustomer } from './helpers.ts';
import { freshProcess } from './support/delivered-campaigns.ts';

const svc = serviceUnderTest(() => startTestService(adsModule, { env: { ADS_SYNC_INTERVAL_MS: '3600000', ADS_INSIGHTS_INTERVAL_MS: '86400000', ADS_LEADS_INTERVAL_MS: '86400000' } }));

const ds = () => svc.booted.dataSource;
const clock = () => campaignClockOf(svc.booted.context);
const REVIEWED = 2 * 60_000;

type Kind = 'social' | 'display';

/** A listing of the customer's with one image, known to ads through listing.created. */
const knownListing = (customer: KnownCustomer) => harbourListing(svc, customer, { imageUrls: ['https://cdn.example.com/12-harbour/1.jpg'] });

/** A customer's template of the kind, saved over the API. */
async function savedTemplate(customerId: string, kind: Kind, fields: Record<string, unknown> = {}): Promise<string> {
  const [path, body] = kind === 'social' ? ['/api/campaign-templates', socialTemplateBody(customerId, fields)] : ['/api/gdn-campaign-templates', displayTemplateBody(customerId, fields)];
  return (assertOk(await clientAs(svc, 'admin').post(path, body), 201) as { id: string }).id;
}

/** Waits for the creation jobs: every campaign of the order out of CREATING. */
async function settled(orderId: string): Promise<CampaignRow> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const [row] = await ds().getRepository(CampaignEntity).find({ where: { orderId } });
    if (row && row.status !== 'CREATING') return row;
    if (Date.now() > deadline) assert.fail(`the campaign of ${orderId} was not created: ${row?.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Runs the status sync once, as its timer would queue it, and waits for it. */
async function syncStatuses(): Promise<void> {
  const jobs = createJobs(svc.booted.context);
  const job = await jobs.enqueue(SYNC_CAMPAIGNS_JOB, {}, { customerId: SYSTEM_OWNER });
  const deadline = Date.now() + 15_000;
  for (;;) {
    const status = (await jobs.get(job.id))?.status;
    if (status === 'completed') return;
    if (status === 'failed' || Date.now() > deadline) assert.fail(`status sync ended ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A campaign built from a ready order of the customer's (its own account of the kind, one of its listings) and created on the simulator. */
async function orderedCampaign(customer: KnownCustomer, kind: Kind, o: { listingId?: string; headline?: string; campaignName?: string; agentIds?: string[] } = {}): Promise<CampaignRow> {
  const listingId = o.listingId ?? (await knownListing(customer));
  // Words of a home ("open home") would make the simulated review take it for an undeclared housing ad.
  const templateId = await savedTemplate(customer.customerId, kind, { creative: { headline: o.headline ?? 'Just listed: {{listing.title}}', message: 'Call Jo for a viewing.', callToAction: 'LEARN_MORE' } });
  const productId = randomUUID();
  const order: ReadyOrder = {
    orderId: randomUUID(),
    orderNumber: Math.floor(Math.random() * 1e6) + 1,
    customerId: customer.customerId,
    officeId: customer.officeIds[0]!,
    agentIds: o.agentIds ?? customer.agentIds,
    paymentType: 'INVOICE',
    orderType: 'LISTING',
    productIds: [productId],
    fbDpaCatalogId: null,
    startDate: null,
    campaignName: o.campaignName ?? '12 Harbour View Road',
    listingIds: [listingId],
    resourceIds: [],
    attributes: [],
    currency: 'NZD',
    campaignData: [],
    products: [{ productId, name: 'Seven days', campaignDurationDays: 7, amount: 23_000, amountTax: 3_000, campaignTemplates: [{ templateId, templateModel: kind === 'social' ? 'CustomerCampaignTemplate' : 'CustomerGdnCampaignTemplate', type: 'SINGLE_LISTING' }] }],
  };
  await deliverOrderReady(svc, order);
  return settled(order.orderId);
}

/** A customer with a social and a display account of its own. */
async function customerWithAccounts(counts: { agents?: number } = {}): Promise<KnownCustomer> {
  const customer = await knownCustomer(svc, counts);
  await linkedAccount(svc, 'social', customer.customerId);
  await linkedAccount(svc, 'display', customer.customerId);
  return customer;
}

/** Campaign rows recorded straight through the store (FAILED: no network, no job), for paging and derived statuses. */
async function recordedCampaigns(customerId: string, kind: Kind, count: number, fields: Partial<CampaignRow> = {}): Promise<void> {
  const { campaignStore } = freshProcess(svc);
  const now = clock().now();
  for (let i = 0; i < count; i++) {
    await campaignStore.transaction((tx) =>
      campaignStore.insert(
        tx,
        {
          id: randomUUID(), kind, customerId, officeId: null, agentIds: [], orderId: randomUUID(), orderNumber: i + 1, productId: randomUUID(), templateId: randomUUID(), adAccountId: '', provider: 'simulator', externalId: null,
          name: `Recorded ${i}`, status: 'FAILED', startTime: now, endTime: new Date(now.getTime() + 86_400_000), lifetimeBudget: 10_000, currency: 'NZD', listingIds: [], resourceIds: [], isHousing: false, housingAdjustments: [], reviewReasons: ['No ad account for this campaign.'],
          spec: { reference: randomUUID(), name: 'Recorded', objective: 'TRAFFIC', specialAdCategories: [], specialAdCategoryCountries: [], lifetimeBudget: 10_000, startTime: now.toISOString(), endTime: now.toISOString(), adSets: [], creative: { format: 'IMAGE', headline: 'h', message: 'm', linkUrl: '', imageUrls: [], callToAction: 'LEARN_MORE' } },
          ...notYetFollowed(),
          ...fields,
        },
        [],
      ),
    );
  }
}

const simulator = () => new SimulatedNetwork({ clock: () => clock().now(), state: new SimulatorStateStore(ds()) });

/** The campaign as the simulated network has it. */
async function onNetwork(campaign: CampaignRow) {
  const account = assertOk(await clientAs(svc, 'admin').get(`${campaign.kind === 'social' ? '/api/ad-accounts' : '/api/gdn-accounts'}/${campaign.adAccountId}`));
  return simulator().getCampaign({ provider: 'simulator', kind: campaign.kind, accountId: account.accountId, currency: 'NZD' }, campaign.externalId!);
}

/** The campaign's document in the simulated network's state: its ad sets' versions, which the port does not read back. */
async function simulatedDocument(campaign: CampaignRow) {
  const json = await new SimulatorStateStore(ds()).get(`campaign/${campaign.externalId}`);
  assert.ok(json, `the simulator has ${campaign.externalId}`);
  return JSON.parse(json);
}

describe('campaign administration', () => {
  test('social and display campaigns are listed apart, filtered by customer, order, status, listing and name', async () => {
    const customer = await customerWithAccounts();
    const listingId = await knownListing(customer);
    const social = await orderedCampaign(customer, 'social', { listingId, campaignName: 'Harbour spring' });
    const display = await orderedCampaign(customer, 'display', { listingId });
    const other = await orderedCampaign(customer, 'social', { campaignName: 'Other listing' });
    const admin = clientAs(svc, 'admin');

    const socials = assertOk(await admin.get(`/api/campaigns?customerId=${customer.customerId}`));
    assert.deepEqual(socials.items.map((c: { id: string }) => c.id).sort(), [social.id, other.id].sort());
    assert.equal(socials.count, 2);
    const displays = assertOk(await admin.get(`/api/gdn-campaigns?customerId=${customer.customerId}`));
    assert.deepEqual(displays.items.map((c: { id: string }) => c.id), [display.id]);
    assert.equal(displays.items[0].kind, 'display');

    const ids = async (query: string) => assertOk(await admin.get(`/api/campaigns?customerId=${customer.customerId}&${query}`)).items.map((c: { id: string }) => c.id);
    assert.deepEqual(await ids(`orderId=${social.orderId}`), [social.id]);
    assert.deepEqual(await ids(`listingId=${listingId}`), [social.id]);
    assert.deepEqual(await ids('status=PENDING_REVIEW&search=spring'), [social.id]);
    assert.deepEqual(await ids('status=ACTIVE'), []);
    assert.deepEqual(await ids('sort=name'), [social.id, other.id]);
  });

  test('campaigns are 50 a page and display campaigns 25, with the count of all', async () => {
    const customer = await knownCustomer(svc);
    await recordedCampaigns(customer.customerId, 'social', 51);
    await recordedCampaigns(customer.customerId, 'display', 26);
    const admin = clientAs(svc, 'admin');
    const first = assertOk(await admin.get(`/api/campaigns?customerId=${customer.customerId}`));
    assert.deepEqual([first.items.length, first.count], [50, 51]);
    const second = assertOk(await admin.get(`/api/campaigns?customerId=${customer.customerId}&page=2`));
    assert.equal(second.items.length, 1);
    const gdn = assertOk(await admin.get(`/api/gdn-campaigns?customerId=${customer.customerId}`));
    assert.deepEqual([gdn.items.length, gdn.count], [25, 26]);
    assert.equal(assertOk(await admin.get(`/api/gdn-campaigns?customerId=${customer.customerId}&limit=50`)).items.length, 26);
    const settings = assertOk(await clientAs(svc, 'sales').get('/api/campaigns/page-settings'));
    assert.deepEqual([settings.pageSize, settings.pageSizeOptions, settings.enums.status.length], [50, [50, 100], 9]);
    assert.equal(assertOk(await admin.get('/api/gdn-campaigns/page-settings')).pageSize, 25);
  });

  test('a campaign is read with its totals, housing and review fields; the other kind and a stranger are 404', async () => {
    const customer = await customerWithAccounts();
    const campaign = await orderedCampaign(customer, 'social');
    const admin = clientAs(svc, 'admin');
    const got = assertOk(await admin.get(`/api/campaigns/${campaign.id}`));
    assert.equal(got.name, campaign.name);
    assert.equal(got.status, 'PENDING_REVIEW');
    assert.equal(got.orderId, campaign.orderId);
    assert.equal(got.externalId, campaign.externalId);
    assert.equal(got.lifetimeBudget, 20_000);
    assert.deepEqual(got.totals, { reach: 0, impressions: 0, clicks: 0, ctr: 0, videoViews: 0, costPerVideoView: null, spend: 0, leadsCount: 0 });
    assert.deepEqual([got.isHousing, got.housingAdjustments, got.reviewReasons, got.deleted], [false, [], [], false]);
    assertProblem(await admin.get(`/api/gdn-campaigns/${campaign.id}`), 404, 'Campaign not found.');
    assertProblem(await admin.get(`/api/campaigns/${randomUUID()}`), 404, 'Campaign not found.');
  });

  test('an update is made on the network first: paused, renamed (campaign.updated), resumed; refused changes answer 400, 409 or 502', async () => {
    const customer = await customerWithAccounts();
    const campaign = await orderedCampaign(customer, 'social');
    clock().advance(REVIEWED);
    await syncStatuses();
    const admin = clientAs(svc, 'operations');
    const mark = await eventLog(svc).mark();

    const paused = assertOk(await admin.put(`/api/campaigns/${campaign.id}`, { status: 'PAUSED', name: 'Harbour View – paused' }));
    assert.equal(paused.status, 'PAUSED');
    assert.equal(paused.name, 'Harbour View – paused');
    assert.equal((await onNetwork(campaign)).status, 'PAUSED');
    const updated = await eventLog(svc).since(mark, { types: ['campaign.updated'], subject: campaign.id });
    assert.deepEqual(updated.map((e) => [e.data.name, e.data.deleted, e.data.orderId]), [['Harbour View – paused', false, campaign.orderId]]);

    const resumed = assertOk(await admin.put(`/api/campaigns/${campaign.id}`, { status: 'ACTIVE' }));
    assert.equal(resumed.status, 'ACTIVE');
    const longer = new Date(campaign.endTime.getTime() + 86_400_000).toISOString();
    const moved = assertOk(await admin.put(`/api/campaigns/${campaign.id}`, { endDate: longer, lifetimeBudget: 25_000 }));
    assert.deepEqual([moved.endTime, moved.lifetimeBudget], [longer, 25_000]);
    assert.equal((await eventLog(svc).since(mark, { types: ['campaign.updated'], subject: campaign.id })).length, 1, 'only a new name (or a deletion) is published');

    assertProblem(await admin.put(`/api/campaigns/${campaign.id}`, { endDate: '2020-01-01T00:00:00.000Z' }), 400, ADMIN_MESSAGES.endDatePast, ['/endDate']);
    // Below the network's daily minimum for its days: refused here, at the field sent (not the network's 502).
    assertProblem(await admin.put(`/api/campaigns/${campaign.id}`, { lifetimeBudget: 1 }), 400, /^The lifetime budget must be at least \d+ \(in minor units\) for \d+ day\(s\) on this network\.$/, ['/lifetimeBudget']);
    const farAway = new Date(campaign.endTime.getTime() + 800_000 * 86_400_000).toISOString();
    assertProblem(await admin.put(`/api/campaigns/${campaign.id}`, { endDate: farAway }), 400, /^The lifetime budget must be at least/, ['/endDate']);
    assertProblem(await admin.put(`/api/campaigns/${campaign.id}`, { status: 'DELETED' }), 400);
    assertProblem(await admin.put(`/api/campaigns/${campaign.id}`, {}), 400);
    assertProblem(await admin.put(`/api/campaigns/${campaign.id}`, { name: 'x', color: 'red' }), 400);
  });

  test('a deleted campaign is DELETED on the network, gone from lists and reads, and campaign.updated says so', async () => {
    const customer = await customerWithAccounts();
    const campaign = await orderedCampaign(customer, 'display');
    const admin = clientAs(svc, 'admin');
    // Its report link was made with it: asking for one answers that link (200), and its report opens until the deletion.
    const link = assertOk(await admin.post('/api/reports', { campaignId: campaign.id }), 200);
    assert.equal(assertOk(await anon(svc).get(`/api/reports/${link.shortId}/data`)).name, campaign.name);
    const mark = await eventLog(svc).mark();
    assert.equal((await admin.delete(`/api/gdn-campaigns/${campaign.id}`)).status, 204);
    assert.equal((await onNetwork(campaign)).status, 'DELETED');
    const gone = assertOk(await admin.get(`/api/gdn-campaigns/${campaign.id}`));
    assert.deepEqual([gone.deleted, gone.status], [true, 'DELETED'], 'still read by its id');
    assert.equal(assertOk(await admin.get(`/api/gdn-campaigns?customerId=${customer.customerId}`)).count, 0);
    assert.equal((await admin.delete(`/api/gdn-campaigns/${campaign.id}`)).status, 204, 'deleting again changes nothing');
    assertProblem(await admin.put(`/api/gdn-campaigns/${campaign.id}`, { name: 'Back' }), 409, ADMIN_MESSAGES.notChangeable);
    const [adSet] = assertOk(await admin.get(`/api/campaigns/${campaign.id}/adsets`)).items;
    assertProblem(await admin.put(`/api/adsets/${adSet.id}`, { targeting: { ageMin: 20 } }), 409, ADMIN_MESSAGES.notChangeable);
    const row = await ds().getRepository(CampaignEntity).findOneByOrFail({ id: campaign.id });
    assert.deepEqual([row.deleted, row.status], [true, 'DELETED']);
    const updated = await eventLog(svc).since(mark, { types: ['campaign.updated'], subject: campaign.id });
    assert.deepEqual(updated.map((e) => [e.data.deleted, e.data.kind, e.data.reportShortUrl]), [[true, 'display', link.shortUrl]]);
    assertProblem(await anon(svc).get(`/api/reports/${link.shortId}/data`), 404, 'Report not found.');
  });

  test('a display campaign is refreshed from its network on demand', async () => {
    const customer = await customerWithAccounts();
    const campaign = await orderedCampaign(customer, 'display');
    clock().advance(REVIEWED);
    const refreshed = assertOk(await clientAs(svc, 'admin').post(`/api/gdn-campaigns/${campaign.id}/refresh`));
    assert.equal(refreshed.status, 'ACTIVE');
    assert.ok(refreshed.insightsSyncedAt, 'its insights were read too');
    assertProblem(await clientAs(svc, 'sales').post(`/api/gdn-campaigns/${campaign.id}/refresh`), 403);
  });

  test('the CSV export holds the filtered campaigns, one row each', async () => {
    const customer = await customerWithAccounts();
    const campaign = await orderedCampaign(customer, 'social', { campaignName: '=HYPERLINK("x")' });
    await recordedCampaigns(customer.customerId, 'social', 2);
    const res = await clientAs(svc, 'sales').get(`/api/campaigns/export?customerId=${customer.customerId}&search=HYPERLINK`, { accept: 'text/csv' });
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-disposition') ?? '', /^attachment; filename="campaigns-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = parse(res.body as string) as string[][];
    assert.deepEqual(rows[0], ['Created', 'Campaign', 'Status', 'Order Number', 'Start Time', 'End Time', 'Lifetime Budget', 'Currency', 'Reach', 'Impressions', 'Clicks', 'CTR (%)', 'Video Views', 'Spend', 'Leads', 'Housing']);
    assert.equal(rows.length, 2);
    assert.ok(!rows[1]![1]!.startsWith('='), 'a formula is neutralised');
    assert.ok(rows[1]![1]!.includes('HYPERLINK'));
    assert.deepEqual(rows[1]!.slice(2, 8), ['PENDING_REVIEW', String(campaign.orderNumber), campaign.startTime.toISOString(), campaign.endTime.toISOString(), '200', 'NZD']);
    const all = parse((await clientAs(svc, 'admin').get(`/api/campaigns/export?customerId=${customer.customerId}`, { accept: 'text/csv' })).body as string) as string[][];
    assert.equal(all.length, 4);
  });

  test('the CSV export streams every selected campaign in keyset batches, past a batch, with none twice (issue 31)', async () => {
    // 1,100 campaigns at one instant: two batches of the keyset read (KEYSET_BATCH 1,000), joined on the id alone.
    const customer = await customerWithAccounts();
    const other = await customerWithAccounts();
    await recordedCampaigns(customer.customerId, 'social', 1_100);
    await recordedCampaigns(other.customerId, 'social', 3);
    await ds().query('UPDATE campaigns SET createdAt = ? WHERE customerId = ?', ['2026-03-01 00:00:00.000', customer.customerId]);
    const res = await clientAs(svc, 'admin').get(`/api/campaigns/export?customerId=${customer.customerId}`, { accept: 'text/csv' });
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-disposition') ?? '', /^attachment; filename="campaigns-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = (parse(res.body as string) as string[][]).slice(1);
    assert.equal(rows.length, 1_100, 'every campaign of the customer, and only those');
    const numbers = rows.map((r) => Number(r[3]));
    assert.equal(new Set(numbers).size, 1_100, 'no campaign twice');
    // A dashboard user's export holds their own customer's campaigns only, whatever customer it names.
    const corporate = clientAs(svc, { roles: ['corporate'], customerId: customer.customerId });
    const theirs = await corporate.get(`/api/campaigns/export?customerId=${other.customerId}`, { accept: 'text/csv' });
    assert.equal(theirs.status, 200);
    assert.equal((parse(theirs.body as string) as string[][]).length, 1, "another customer's campaigns in a dashboard user's export");
    const own = parse((await corporate.get('/api/campaigns/export', { accept: 'text/csv' })).body as string) as string[][];
    assert.equal(own.length - 1, 1_100);
    // The display campaigns' export streams the same way (staff only): none of these social ones are in it.
    const display = await clientAs(svc, 'admin').get(`/api/gdn-campaigns/export?customerId=${customer.customerId}`, { accept: 'text/csv' });
    assert.match(display.headers.get('content-disposition') ?? '', /filename="gdn-campaigns-/);
    assert.equal((parse(display.body as string) as string[][]).length, 1);
  });

  test("a campaign's ad sets are listed, read, previewed and edited within the template rules", async () => {
    const customer = await customerWithAccounts();
    const campaign = await orderedCampaign(customer, 'social');
    const admin = clientAs(svc, 'admin');
    const { items, count } = assertOk(await admin.get(`/api/campaigns/${campaign.id}/adsets`));
    assert.equal(count, 1);
    const adSet = items[0];
    assert.deepEqual([adSet.campaignId, adSet.name, adSet.reviewStatus, adSet.targeting.circles[0].radiusKm], [campaign.id, 'Around the listing', 'PENDING', 10]);
    assert.deepEqual(assertOk(await clientAs(svc, 'sales').get(`/api/adsets/${adSet.id}`)), adSet);

    const preview = assertOk(await admin.get(`/api/adsets/${adSet.id}/preview`));
    assert.deepEqual(
      { headline: preview.headline, linkUrl: preview.linkUrl, imageUrls: preview.imageUrls, callToAction: preview.callToAction, warnings: preview.warnings },
      { headline: adSet.creative.headline, linkUrl: 'https://harbour.example.com/listings/12', imageUrls: ['https://cdn.example.com/12-harbour/1.jpg'], callToAction: 'LEARN_MORE', warnings: [] },
    );

    const circle = { latitude: -36.85, longitude: 174.75 };
    assertProblem(await admin.put(`/api/adsets/${adSet.id}`, { targeting: { circles: [{ ...circle, radiusKm: 0.5 }] } }), 400, 'Minimum radius is 1km', ['/targeting/circles/0/radiusKm']);
    assertProblem(await admin.put(`/api/adsets/${adSet.id}`, { targeting: { circles: [{ ...circle, radiusKm: 81 }] } }), 400, 'Maximum radius is 80km');
    assertProblem(await admin.put(`/api/adsets/${adSet.id}`, { targeting: { ageMin: 50, ageMax: 30 } }), 400, 'Age min cannot exceed age max.');
    assertProblem(await admin.put(`/api/adsets/${adSet.id}`, { targeting: { ageMin: 12 } }), 400, 'Minimum age is 13');
    const edited = assertOk(await clientAs(svc, { roles: ['branchuser'], customerId: customer.customerId, agentId: customer.agentIds[0]!, officeIds: customer.officeIds }).put(`/api/adsets/${adSet.id}`, { targeting: { circles: [{ ...circle, radiusKm: 25 }], ageMin: 30, gender: 'FEMALE' } }));
    assert.deepEqual([edited.targeting.circles[0].radiusKm, edited.targeting.ageMin, edited.targeting.ageMax, edited.targeting.gender], [25, 30, adSet.targeting.ageMax, 'FEMALE']);
    assertProblem(await admin.put(`/api/adsets/${adSet.id}`, { creative: { headline: 'New words' } }), 409, ADMIN_MESSAGES.onlyRejectedAds);
    assertProblem(await clientAs(svc, 'operations').put(`/api/adsets/${adSet.id}`, { targeting: { ageMin: 20 } }), 403);
    assertProblem(await admin.get(`/api/adsets/${randomUUID()}`), 404, 'Ad set not found.');
  });

  test("a live campaign's ad set is edited on its network first: name, targeting and budget reach it, and a rename survives the status sync", async () => {
    const customer = await customerWithAccounts();
    const campaign = await orderedCampaign(customer, 'social');
    const admin = clientAs(svc, 'admin');
    const [adSet] = assertOk(await admin.get(`/api/campaigns/${campaign.id}/adsets`)).items;
    assert.equal(adSet.lifetimeBudget, campaign.lifetimeBudget, 'the one ad set holds the whole budget');
    const circle = { latitude: -36.85, longitude: 174.75, radiusKm: 25 };

    const edited = assertOk(await admin.put(`/api/adsets/${adSet.id}`, { name: '  Wider radius ', lifetimeBudget: adSet.lifetimeBudget - 5_000, targeting: { circles: [circle], ageMin: 30 } }));
    assert.deepEqual([edited.name, edited.lifetimeBudget, edited.targeting.circles, edited.targeting.ageMin, edited.externalId], ['Wider radius', adSet.lifetimeBudget - 5_000, [circle], 30, adSet.externalId]);
    assert.equal(assertOk(await admin.get(`/api/campaigns/${campaign.id}`)).lifetimeBudget, campaign.lifetimeBudget - 5_000, "the campaign's budget is its ad sets' sum");
    const onTheNetwork = await simulatedDocument(campaign);
    const version = onTheNetwork.adSets[0].settings.at(-1);
    assert.deepEqual([version.name, version.lifetimeBudget, version.targeting.circles, version.targeting.ageMin], ['Wider radius', adSet.lifetimeBudget - 5_000, [circle], 30]);
    assert.deepEqual(version.targeting, edited.targeting, 'the network has the targeting stored here');
    assert.equal(onTheNetwork.settings.at(-1).lifetimeBudget, campaign.lifetimeBudget - 5_000);
    assert.deepEqual((await onNetwork(campaign)).adSets.map((s) => s.name), ['Wider radius']);

    // Renamed on the network as well (in the network's own tool): the sync still knows the ad set by its id.
    const account = assertOk(await admin.get(`/api/ad-accounts/${campaign.adAccountId}`));
    await simulator().updateAdSet({ provider: 'simulator', kind: 'social', accountId: account.accountId, currency: 'NZD' }, adSet.externalId, { name: 'Renamed in the network' });
    clock().advance(REVIEWED);
    await syncStatuses();
    const synced = assertOk(await admin.get(`/api/adsets/${adSet.id}`));
    assert.deepEqual([synced.name, synced.externalId, synced.reviewStatus, synced.adExternalId], ['Wider radius', adSet.externalId, 'APPROVED', adSet.adExternalId]);
    assert.equal(assertOk(await admin.get(`/api/campaigns/${campaign.id}`)).status, 'ACTIVE');
  });

  test('an ad-set edit the network refuses answers 502 with its reason and changes nothing here', async () => {
    const customer = await customerWithAccounts();
    const campaign = await orderedCampaign(customer, 'social');
    const admin = clientAs(svc, 'admin');
    const [adSet] = assertOk(await admin.get(`/api/campaigns/${campaign.id}/adsets`)).items;
    // A share of 1 would leave the campaign 1 cent for seven days, under the simulated minimum.
    assertProblem(
      await admin.put(`/api/adsets/${adSet.id}`, { name: 'Cheaper', lifetimeBudget: 1, targeting: { ageMin: 40 } }),
      502,
      /^The ad network refused the change: with this share, the campaign's lifetimeBudget must be whole minor units, at least \d+ for 7 day/,
      ['/network'],
    );
    assert.deepEqual(assertOk(await admin.get(`/api/adsets/${adSet.id}`)), adSet);
    assert.equal(assertOk(await admin.get(`/api/campaigns/${campaign.id}`)).lifetimeBudget, campaign.lifetimeBudget);
    assert.equal((await simulatedDocument(campaign)).adSets[0].settings.length, 1, 'nothing changed on the network either');
    assertProblem(await admin.put(`/api/adsets/${adSet.id}`, { name: ' ' }), 400);
    assertProblem(await admin.put(`/api/adsets/${adSet.id}`, { lifetimeBudget: -1 }), 400);
  });

  test('a rejected ad is edited and resubmitted, and the simulated review approves it after its delay', async () => {
    const customer = await customerWithAccounts();
    const campaign = await orderedCampaign(customer, 'social', { headline: 'Are you ready to downsize?' });
    clock().advance(REVIEWED);
    await syncStatuses();
    const admin = clientAs(svc, 'admin');
    const rejected = assertOk(await admin.get(`/api/campaigns/${campaign.id}`));
    assert.deepEqual([rejected.status, rejected.reviewReasons], ['REJECTED', [REASON_PERSONAL_ATTRIBUTES]]);
    const [adSet] = assertOk(await admin.get(`/api/campaigns/${campaign.id}/adsets`)).items;
    assert.equal(adSet.reviewStatus, 'REJECTED');
    assert.deepEqual(assertOk(await admin.get(`/api/adsets/${adSet.id}/preview`)).warnings, [{ rule: 'PERSONAL_ATTRIBUTES', message: REASON_PERSONAL_ATTRIBUTES }]);
    const waiting = `/api/adsets?customerId=${customer.customerId}&reviewStatus=REJECTED`;
    assert.deepEqual(assertOk(await admin.get(waiting)).items.map((s: { id: string }) => s.id), [adSet.id]);

    const corporate = clientAs(svc, { roles: ['corporate'], customerId: customer.customerId });
    const resubmitted = assertOk(await corporate.put(`/api/adsets/${adSet.id}`, { creative: { headline: 'Ready to downsize? Sea views from every room.' } }));
    assert.deepEqual([resubmitted.reviewStatus, resubmitted.reviewReasons, resubmitted.creative.headline], ['PENDING', [], 'Ready to downsize? Sea views from every room.']);
    const inReview = assertOk(await admin.get(`/api/campaigns/${campaign.id}`));
    assert.deepEqual([inReview.status, inReview.reviewReasons], ['PENDING_REVIEW', []]);
    assertProblem(await corporate.put(`/api/adsets/${adSet.id}`, { creative: { headline: 'Again' } }), 409, ADMIN_MESSAGES.onlyRejectedAds);
    assert.equal(assertOk(await admin.get(waiting)).count, 0);

    clock().advance(REVIEWED);
    await syncStatuses();
    assert.equal(assertOk(await admin.get(`/api/adsets/${adSet.id}`)).reviewStatus, 'APPROVED');
    assert.equal(assertOk(await admin.get(`/api/campaigns/${campaign.id}`)).status, 'ACTIVE');
  });

  test('the check before submission warns of each rule the review refuses by', async () => {
    const check = async (body: Record<string, unknown>) => assertOk(await clientAs(svc, 'operations').post('/api/campaigns/creative-check', { headline: 'Sunny garden flat', message: 'Three rooms near the park.', isHousing: false, ...body })).warnings;
    assert.deepEqual(await check({}), []);
    assert.deepEqual(await check({ imageTextRatios: [0.1, 0.4] }), [{ rule: 'IMAGE_MOSTLY_TEXT', message: REASON_IMAGE_MOSTLY_TEXT }]);
    assert.deepEqual(await check({ message: 'Whatever your credit score, we can help.' }), [{ rule: 'PERSONAL_ATTRIBUTES', message: REASON_PERSONAL_ATTRIBUTES }]);
    assert.deepEqual(await check({ isHousing: true }), [{ rule: 'HOUSING_CATEGORY_MISSING', message: REASON_HOUSING_CATEGORY_MISSING }]);
    assert.deepEqual(await check({ isHousing: true, specialAdCategories: ['HOUSING'] }), []);
    assert.deepEqual((await check({ headline: 'First home buyer? This one is for you.', imageTextRatios: [0.9], isHousing: true })).map((w: { rule: string }) => w.rule), ['IMAGE_MOSTLY_TEXT', 'PERSONAL_ATTRIBUTES', 'HOUSING_CATEGORY_MISSING']);
    assertProblem(await clientAs(svc, 'operations').post('/api/campaigns/creative-check', { headline: 'x' }), 400);
    assertProblem(await clientAs(svc, 'sales').post('/api/campaigns/creative-check', { headline: 'x', message: 'y', isHousing: false }), 403);
  });

  test("a listing's campaign status is derived from its campaigns: No Campaigns, Active, Completed", async () => {
    const customer = await customerWithAccounts();
    const [none, running, over] = [randomUUID(), await knownListing(customer), randomUUID()];
    await orderedCampaign(customer, 'social', { listingId: running });
    await recordedCampaigns(customer.customerId, 'social', 1, { listingIds: [running, over], status: 'COMPLETED' });
    await recordedCampaigns(customer.customerId, 'display', 1, { listingIds: [over], status: 'ACTIVE', deleted: true });
    const statuses = assertOk(await clientAs(svc, 'admin').get(`/api/campaigns/listing-status?listingIds=${none}&listingIds=${running}&listingIds=${over}`));
    assert.deepEqual(statuses.items, [
      { listingId: none, status: 'No Campaigns' },
      { listingId: running, status: 'Active' },
      { listingId: over, status: 'Completed' },
    ]);
    // A dashboard user is answered of their own customer's listings only.
    const corporate = clientAs(svc, { roles: ['corporate'], customerId: customer.customerId });
    assert.deepEqual(assertOk(await corporate.get(`/api/campaigns/listing-status?listingIds=${none}&listingIds=${running}`)).items, [{ listingId: running, status: 'Active' }]);
    const stranger = clientAs(svc, { roles: ['corporate'], customerId: randomUUID() });
    assert.deepEqual(assertOk(await stranger.get(`/api/campaigns/listing-status?listingIds=${running}`)).items, []);
    const tooMany = Array.from({ length: 21 }, () => `listingIds=${randomUUID()}`).join('&');
    assertProblem(await clientAs(svc, 'admin').get(`/api/campaigns/listing-status?${tooMany}`), 400);
  });

  test('roles and tenancy: sales reads but cannot change; dashboard users reach their own only; anonymous 401; bad ids 400', async () => {
    const customer = await customerWithAccounts({ agents: 2 });
    const [mine, colleague] = customer.agentIds as [string, string];
    const ownCampaign = await orderedCampaign(customer, 'social', { agentIds: [mine] });
    const colleagues = await orderedCampaign(customer, 'social', { agentIds: [colleague] });
    const sales = clientAs(svc, 'sales');
    assert.equal(assertOk(await sales.get(`/api/campaigns?customerId=${customer.customerId}`)).count, 2);
    assert.equal(assertOk(await sales.get(`/api/campaigns/${ownCampaign.id}`)).id, ownCampaign.id);
    assertProblem(await sales.put(`/api/campaigns/${ownCampaign.id}`, { name: 'Nope' }), 403);
    assertProblem(await sales.delete(`/api/campaigns/${ownCampaign.id}`), 403);

    const agent = clientAs(svc, { roles: ['agent'], customerId: customer.customerId, agentId: mine, officeIds: customer.officeIds });
    assert.deepEqual(assertOk(await agent.get('/api/campaigns')).items.map((c: { id: string }) => c.id), [ownCampaign.id]);
    assert.equal(assertOk(await agent.get(`/api/campaigns/${ownCampaign.id}`)).id, ownCampaign.id);
    assertProblem(await agent.get(`/api/campaigns/${colleagues.id}`), 404, 'Campaign not found.');
    assertProblem(await agent.put(`/api/campaigns/${ownCampaign.id}`, { name: 'Mine' }), 403);
    assertProblem(await agent.get('/api/gdn-campaigns'), 403);

    const corporate = clientAs(svc, { roles: ['corporate'], customerId: customer.customerId });
    assert.equal(assertOk(await corporate.get('/api/campaigns')).count, 2);
    const stranger = clientAs(svc, { roles: ['agent'], customerId: randomUUID(), agentId: randomUUID() });
    assertProblem(await stranger.get(`/api/campaigns/${ownCampaign.id}`), 404, 'Campaign not found.');
    assert.equal(assertOk(await stranger.get(`/api/campaigns?customerId=${customer.customerId}`)).count, 0);
    const [adSet] = assertOk(await corporate.get(`/api/campaigns/${ownCampaign.id}/adsets`)).items;
    assertProblem(await clientAs(svc, { roles: ['corporate'], customerId: randomUUID() }).get(`/api/adsets/${adSet.id}`), 404, 'Ad set not found.');
    const branchUser = clientAs(svc, { roles: ['branchuser'], customerId: customer.customerId, agentId: mine, officeIds: customer.officeIds });
    assert.deepEqual(assertOk(await branchUser.get('/api/adsets')).items.map((s: { campaignId: string }) => s.campaignId), [ownCampaign.id], "a branch user lists their own agent's ad sets");
    assertProblem(await agent.get('/api/adsets'), 403);
    assert.equal(assertOk(await clientAs(svc, { roles: ['corporate'], customerId: randomUUID() }).get(`/api/adsets?customerId=${customer.customerId}`)).count, 0);

    for (const path of ['/api/campaigns', `/api/campaigns/${ownCampaign.id}`, `/api/adsets/${adSet.id}`, '/api/gdn-campaigns', '/api/campaigns/export']) assertProblem(await anon(svc).get(path), 401);
    assertProblem(await clientAs(svc, 'admin').get('/api/campaigns/not-an-id'), 400);
    assertProblem(await clientAs(svc, 'admin').get('/api/campaigns?status=SLEEPING'), 400);
    assertProblem(await clientAs(svc, 'admin').get('/api/campaigns?limit=101'), 400);
  });
});
