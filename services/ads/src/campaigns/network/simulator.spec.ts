import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { CampaignSpec, CreativeSpec, DailyInsight, NetworkAccount } from './port.ts';
import { REASON_HOUSING_CATEGORY_MISSING, REASON_PERSONAL_ATTRIBUTES } from './review.ts';
import { REVIEW_DELAY_MS } from './simulator-campaign.ts';
import { memorySimulatorState } from './simulator-state.ts';
import { SIMULATOR_MINIMUM_DAILY_BUDGET, SimulatedNetwork, SimulatedNetworkError } from './simulator.ts';

const account: NetworkAccount = { provider: 'simulator', kind: 'social', accountId: '1001', currency: 'NZD' };

const cleanCreative = (over: Partial<CreativeSpec> = {}): CreativeSpec => ({
  format: 'IMAGE',
  headline: 'Sunny villa in Ponsonby',
  message: 'Three bedrooms and a north-facing deck. Open home Saturday 11am.',
  linkUrl: 'https://harbour.example.com/listings/42',
  imageUrls: ['https://cdn.example.com/42/front.jpg'],
  imageTextRatios: [0.05],
  callToAction: 'LEARN_MORE',
  ...over,
});

/** Seven days from 2 December, 700.00 NZD: 100.00 a day. */
const spec = (over: Partial<CampaignSpec> = {}): CampaignSpec => ({
  reference: 'campaign-0001',
  name: 'Ponsonby villa — social',
  objective: 'TRAFFIC',
  specialAdCategories: ['HOUSING'],
  specialAdCategoryCountries: ['NZ'],
  lifetimeBudget: 70_000,
  startTime: '2026-12-02T00:00:00.000Z',
  endTime: '2026-12-09T00:00:00.000Z',
  adSets: [
    { name: 'Listing radius', targeting: targeting(), lifetimeBudget: 35_000 },
    { name: 'Office radius', targeting: targeting(), lifetimeBudget: 35_000 },
  ],
  creative: cleanCreative(),
  ...over,
});

function targeting() {
  return {
    countries: ['NZ'],
    postcodes: [],
    circles: [{ latitude: -36.85, longitude: 174.74, radiusKm: 10 }],
    ageMin: null,
    ageMax: null,
    gender: 'ALL' as const,
    audienceIds: [],
    lookalikeAudienceIds: [],
  };
}

/** A network on a fresh memory state with a clock the test moves. */
function setup(start = '2026-12-01T09:00:00.000Z') {
  const state = memorySimulatorState();
  let now = new Date(start);
  const clock = () => now;
  const network = new SimulatedNetwork({ clock, state });
  return {
    state,
    network,
    at(instant: string) {
      now = new Date(instant);
    },
    pass(ms: number) {
      now = new Date(now.getTime() + ms);
    },
  };
}

const total = (days: DailyInsight[], key: keyof Omit<DailyInsight, 'date'>) => days.reduce((sum, d) => sum + d[key], 0);
const all = { from: '2026-01-01', to: '2027-12-31' };

describe('creating a campaign', () => {
  it('gives it ids of its own, one ad set and one ad per ad set, each in review', async () => {
    const { network } = setup();
    const campaign = await network.createCampaign(account, spec());
    assert.match(campaign.externalId, /^sim-c-[0-9a-f]{16}$/);
    const hash = campaign.externalId.slice('sim-c-'.length);
    assert.deepEqual(campaign.adSets, [
      { externalId: `sim-as-${hash}-0`, name: 'Listing radius' },
      { externalId: `sim-as-${hash}-1`, name: 'Office radius' },
    ]);
    assert.deepEqual(
      campaign.ads.map((a) => [a.externalId, a.adSetExternalId, a.review.status]),
      [
        [`sim-ad-${hash}-0`, `sim-as-${hash}-0`, 'PENDING'],
        [`sim-ad-${hash}-1`, `sim-as-${hash}-1`, 'PENDING'],
      ],
    );
    assert.equal(campaign.status, 'PENDING_REVIEW');
  });

  it('twice with one reference makes one campaign, which findCampaign recovers', async () => {
    const { network, state, pass } = setup();
    const first = await network.createCampaign(account, spec());
    pass(5_000);
    const again = await network.createCampaign(account, spec({ name: 'a retry with another name' }));
    assert.deepEqual(again, first);
    assert.equal(state.documents.size, 1);
    assert.deepEqual(await network.findCampaign(account, 'campaign-0001'), first);
    assert.equal(await network.findCampaign(account, 'campaign-0002'), null);
  });

  it('is invisible to another account, which may use the same reference for its own', async () => {
    const { network } = setup();
    const mine = await network.createCampaign(account, spec());
    const other = { ...account, accountId: '2002' };
    assert.equal(await network.findCampaign(other, 'campaign-0001'), null);
    await assert.rejects(
      network.getCampaign(other, mine.externalId),
      (e: unknown) => e instanceof SimulatedNetworkError && e.code === 'NOT_FOUND',
    );
    const theirs = await network.createCampaign(other, spec());
    assert.notEqual(theirs.externalId, mine.externalId);
  });

  it('refuses a spec a network would: no ad set, end before start, budget under the minimum, ad sets over the budget', async () => {
    const { network } = setup();
    const invalid = (e: unknown) => e instanceof SimulatedNetworkError && e.code === 'INVALID';
    await assert.rejects(network.createCampaign(account, spec({ adSets: [] })), invalid);
    await assert.rejects(network.createCampaign(account, spec({ endTime: '2026-12-01T00:00:00Z' })), invalid);
    await assert.rejects(network.createCampaign(account, spec({ lifetimeBudget: 3_499, adSets: [] })), invalid);
    // Seven days at 5.00 a day is 35.00: exactly the minimum passes.
    await network.createCampaign(
      account,
      spec({
        reference: 'min',
        lifetimeBudget: 3_500,
        adSets: [{ name: 'a', targeting: targeting(), lifetimeBudget: 3_500 }],
      }),
    );
    await assert.rejects(
      network.createCampaign(
        account,
        spec({ reference: 'over', adSets: [{ name: 'a', targeting: targeting(), lifetimeBudget: 70_001 }] }),
      ),
      invalid,
    );
    await assert.rejects(
      network.getCampaign(account, 'sim-c-0000000000000000'),
      (e: unknown) => e instanceof SimulatedNetworkError && e.code === 'NOT_FOUND',
    );
  });
});

describe('the minimum budget', () => {
  it("is one day's 5 major units in the account's minor units", async () => {
    const { network } = setup();
    assert.equal(SIMULATOR_MINIMUM_DAILY_BUDGET, 5);
    assert.equal(await network.minimumBudget(account), 500);
    assert.equal(await network.minimumBudget({ ...account, currency: 'JPY' }), 5);
  });
});

describe("a campaign's status", () => {
  it('follows the clock: in review, scheduled, active, completed', async () => {
    const { network, at, pass } = setup();
    const { externalId } = await network.createCampaign(account, spec());
    pass(REVIEW_DELAY_MS - 1);
    assert.equal((await network.getCampaign(account, externalId)).status, 'PENDING_REVIEW');
    pass(1);
    const reviewed = await network.getCampaign(account, externalId);
    assert.equal(reviewed.status, 'SCHEDULED');
    assert.deepEqual(
      reviewed.ads.map((a) => a.review),
      [
        { status: 'APPROVED', reasons: [] },
        { status: 'APPROVED', reasons: [] },
      ],
    );
    at('2026-12-02T00:00:00.000Z');
    assert.equal((await network.getCampaign(account, externalId)).status, 'ACTIVE');
    at('2026-12-08T23:59:59.999Z');
    assert.equal((await network.getCampaign(account, externalId)).status, 'ACTIVE');
    at('2026-12-09T00:00:00.000Z');
    assert.equal((await network.getCampaign(account, externalId)).status, 'COMPLETED');
  });

  it('paused and resumed, renamed, and deleted for good', async () => {
    const { network, at } = setup();
    const { externalId } = await network.createCampaign(account, spec());
    at('2026-12-03T00:00:00.000Z');
    assert.equal(
      (await network.updateCampaign(account, externalId, { status: 'PAUSED', name: 'Renamed' })).status,
      'PAUSED',
    );
    at('2026-12-04T00:00:00.000Z');
    assert.equal((await network.updateCampaign(account, externalId, { status: 'ACTIVE' })).status, 'ACTIVE');
    at('2026-12-05T00:00:00.000Z');
    assert.equal((await network.updateCampaign(account, externalId, { status: 'DELETED' })).status, 'DELETED');
    assert.equal((await network.getCampaign(account, externalId)).status, 'DELETED');
    await assert.rejects(network.updateCampaign(account, externalId, { status: 'ACTIVE' }), /is deleted/);
  });
});

describe("a campaign's insights", () => {
  it('none before the start, then one a day, the running day growing and the days before it fixed', async () => {
    const { network, at } = setup();
    const { externalId } = await network.createCampaign(account, spec());
    at('2026-12-01T23:00:00.000Z');
    assert.deepEqual(await network.insights(account, externalId, all), []);

    at('2026-12-04T06:00:00.000Z');
    const early = await network.insights(account, externalId, all);
    assert.deepEqual(
      early.map((d) => d.date),
      ['2026-12-02', '2026-12-03', '2026-12-04'],
    );
    at('2026-12-04T18:00:00.000Z');
    const later = await network.insights(account, externalId, all);
    assert.deepEqual(later.slice(0, 2), early.slice(0, 2));
    assert.ok(later[2]!.spend > early[2]!.spend && later[2]!.impressions > early[2]!.impressions);
    // A quarter of a day delivered brings about a quarter of a whole day's spend.
    assert.ok(early[2]!.spend < later[1]!.spend * 0.3);
  });

  it('are the same when read again, by another instance on the same state (a restart)', async () => {
    const { network, state, at } = setup();
    const { externalId } = await network.createCampaign(account, spec());
    at('2026-12-06T12:00:00.000Z');
    const once = await network.insights(account, externalId, all);
    const restarted = new SimulatedNetwork({ clock: () => new Date('2026-12-06T12:00:00.000Z'), state });
    assert.deepEqual(await restarted.insights(account, externalId, all), once);
    assert.deepEqual(await network.insights(account, externalId, all), once);
  });

  it('look like delivery: reach under impressions, a 0.5–2 % click rate, spend within the daily budget', async () => {
    const { network, at } = setup();
    const { externalId } = await network.createCampaign(account, spec());
    at('2026-12-20T00:00:00.000Z');
    const days = await network.insights(account, externalId, all);
    assert.equal(days.length, 7);
    for (const day of days) {
      assert.ok(day.reach > 0 && day.reach < day.impressions, day.date);
      assert.ok(
        day.clicks >= Math.floor(day.impressions * 0.005) && day.clicks <= Math.ceil(day.impressions * 0.02),
        day.date,
      );
      assert.ok(day.spend > 0 && day.spend <= 10_000 * 1.01, day.date);
      assert.equal(day.videoViews, 0);
      // 6–14 NZD for a thousand impressions.
      assert.ok(
        day.impressions >= (day.spend / 100 / 14) * 1000 - 1 && day.impressions <= (day.spend / 100 / 6) * 1000 + 1,
        day.date,
      );
    }
    const spent = total(days, 'spend');
    assert.ok(spent <= 70_000 && spent >= 70_000 * 0.85, String(spent));
  });

  it('stop at the end: nothing after it, and the range picks the days', async () => {
    const { network, at } = setup();
    const { externalId } = await network.createCampaign(account, spec());
    at('2026-12-09T00:00:00.000Z');
    const atEnd = await network.insights(account, externalId, all);
    at('2027-01-09T00:00:00.000Z');
    assert.deepEqual(await network.insights(account, externalId, all), atEnd);
    assert.deepEqual(
      (await network.insights(account, externalId, { from: '2026-12-03', to: '2026-12-04T23:00:00Z' })).map(
        (d) => d.date,
      ),
      ['2026-12-03', '2026-12-04'],
    );
  });

  it('count video views for a video creative', async () => {
    const { network, at } = setup();
    const { externalId } = await network.createCampaign(
      account,
      spec({
        objective: 'VIDEO_VIEWS',
        creative: cleanCreative({ format: 'VIDEO', videoUrl: 'https://cdn.example.com/42/tour.mp4' }),
      }),
    );
    at('2026-12-03T00:00:00.000Z');
    const [day] = await network.insights(account, externalId, all);
    assert.ok(day!.videoViews >= day!.impressions * 0.15 - 1 && day!.videoViews <= day!.impressions * 0.35 + 1);
  });

  it('skip paused days and end on the day of deletion', async () => {
    const { network, at } = setup();
    const { externalId } = await network.createCampaign(account, spec());
    at('2026-12-03T00:00:00.000Z');
    await network.updateCampaign(account, externalId, { status: 'PAUSED' });
    at('2026-12-05T00:00:00.000Z');
    await network.updateCampaign(account, externalId, { status: 'ACTIVE' });
    at('2026-12-06T12:00:00.000Z');
    await network.updateCampaign(account, externalId, { status: 'DELETED' });
    const afterDeletion = await network.insights(account, externalId, all);
    assert.deepEqual(
      afterDeletion.map((d) => d.date),
      ['2026-12-02', '2026-12-05', '2026-12-06'],
    );
    at('2026-12-20T00:00:00.000Z');
    assert.deepEqual(await network.insights(account, externalId, all), afterDeletion);
  });

  it('never spend more than the lifetime budget, however it changes', async () => {
    const { network, at } = setup();
    const { externalId } = await network.createCampaign(account, spec());
    at('2026-12-04T12:00:00.000Z');
    const spentSoFar = total(await network.insights(account, externalId, all), 'spend');
    await assert.rejects(
      network.updateCampaign(account, externalId, { lifetimeBudget: spentSoFar - 1 }),
      /spent already/,
    );
    await network.updateCampaign(account, externalId, { lifetimeBudget: 40_000 });
    at('2026-12-12T00:00:00.000Z');
    const cut = total(await network.insights(account, externalId, all), 'spend');
    assert.ok(cut <= 40_000 && cut > 40_000 * 0.85, String(cut));
  });

  it('run on to a later end time, which must lie ahead', async () => {
    const { network, at } = setup();
    const { externalId } = await network.createCampaign(account, spec());
    at('2026-12-05T00:00:00.000Z');
    await assert.rejects(
      network.updateCampaign(account, externalId, { endTime: '2026-12-04T00:00:00Z' }),
      /in the future/,
    );
    await network.updateCampaign(account, externalId, { endTime: '2026-12-12T00:00:00.000Z' });
    at('2026-12-10T00:00:00.000Z');
    assert.equal((await network.getCampaign(account, externalId)).status, 'ACTIVE');
    at('2026-12-20T00:00:00.000Z');
    const days = await network.insights(account, externalId, all);
    assert.equal(days.length, 10);
    assert.ok(total(days, 'spend') <= 70_000);
  });
});

describe("a LEADS campaign's leads", () => {
  const leadSpec = spec({
    objective: 'LEADS',
    creative: cleanCreative({
      callToAction: 'SIGN_UP',
      leadForm: {
        introHeadline: 'Get the floor plan',
        followUpActionUrl: 'https://harbour.example.com',
        thankYouButtonType: 'VIEW_WEBSITE',
      },
    }),
  });

  it('0 to 3 a delivered day, with stable ids and plausible fields, the same on every read', async () => {
    const { network, at } = setup();
    const { externalId, ads } = await network.createCampaign(account, leadSpec);
    at('2026-12-20T00:00:00.000Z');
    const leads = await network.leads(account, externalId, null);
    assert.ok(leads.length > 0 && leads.length <= 21, String(leads.length));
    assert.deepEqual(await network.leads(account, externalId, null), leads);
    const perDay = new Map<string, number>();
    for (const lead of leads) {
      assert.match(lead.leadId, /^sim-lead-[0-9a-f]{16}$/);
      assert.equal(lead.campaignExternalId, externalId);
      assert.ok(ads.some((a) => a.externalId === lead.adExternalId));
      assert.ok(lead.createdTime >= '2026-12-02' && lead.createdTime < '2026-12-09', lead.createdTime);
      assert.match(lead.fields.full_name!, /^[A-Z][a-z]+ [A-Z][a-z]+$/);
      assert.match(lead.fields.email!, /^[a-z]+\.[a-z]+\d{2}@example\.com$/);
      assert.match(lead.fields.phone_number!, /^\+64 21 \d{3} \d{4}$/);
      perDay.set(lead.createdTime.slice(0, 10), (perDay.get(lead.createdTime.slice(0, 10)) ?? 0) + 1);
    }
    for (const count of perDay.values()) assert.ok(count <= 3);
    assert.equal(new Set(leads.map((l) => l.leadId)).size, leads.length);
    const sorted = [...leads].sort((a, b) => a.createdTime.localeCompare(b.createdTime));
    assert.deepEqual(leads, sorted);
  });

  it('only up to now, the earlier ones unchanged as more arrive, and after `since` only', async () => {
    const { network, at } = setup();
    const { externalId } = await network.createCampaign(account, leadSpec);
    at('2026-12-20T00:00:00.000Z');
    const final = await network.leads(account, externalId, null);
    const middle = final[Math.floor(final.length / 2)]!;
    at(new Date(Date.parse(middle.createdTime) + 1).toISOString());
    const soFar = await network.leads(account, externalId, null);
    assert.deepEqual(soFar, final.slice(0, final.indexOf(middle) + 1));
    at('2026-12-20T00:00:00.000Z');
    assert.deepEqual(
      await network.leads(account, externalId, middle.createdTime),
      final.slice(final.indexOf(middle) + 1),
    );
  });

  it('none for another objective', async () => {
    const { network, at } = setup();
    const { externalId } = await network.createCampaign(account, spec());
    at('2026-12-20T00:00:00.000Z');
    assert.deepEqual(await network.leads(account, externalId, null), []);
  });
});

describe('an ad the review rejects', () => {
  it('rejects the campaign with the reason, delivers nothing, and after an edit that passes runs from its approval', async () => {
    const { network, at, pass } = setup();
    const created = await network.createCampaign(
      account,
      spec({ creative: cleanCreative({ headline: 'Are you a first home buyer?' }) }),
    );
    const adId = created.ads[0]!.externalId;
    await assert.rejects(network.resubmitAd(account, adId, cleanCreative()), /not rejected/);
    pass(REVIEW_DELAY_MS);
    const rejected = await network.getCampaign(account, created.externalId);
    assert.equal(rejected.status, 'REJECTED');
    assert.deepEqual(rejected.ads[0]!.review, { status: 'REJECTED', reasons: [REASON_PERSONAL_ATTRIBUTES] });

    at('2026-12-03T12:00:00.000Z');
    assert.equal((await network.getCampaign(account, created.externalId)).status, 'REJECTED');
    assert.deepEqual(await network.insights(account, created.externalId, all), []);

    const stillBad = await network.resubmitAd(
      account,
      adId,
      cleanCreative({ message: 'People like you love it here.' }),
    );
    assert.deepEqual(stillBad.review, { status: 'PENDING', reasons: [] });
    pass(REVIEW_DELAY_MS);
    assert.deepEqual((await network.getCampaign(account, created.externalId)).ads[0]!.review.status, 'REJECTED');

    for (const ad of created.ads) await network.resubmitAd(account, ad.externalId, cleanCreative());
    assert.equal((await network.getCampaign(account, created.externalId)).status, 'PENDING_REVIEW');
    pass(REVIEW_DELAY_MS);
    const approved = await network.getCampaign(account, created.externalId);
    assert.equal(approved.status, 'ACTIVE');
    assert.ok(approved.ads.every((a) => a.review.status === 'APPROVED'));
    await assert.rejects(network.resubmitAd(account, adId, cleanCreative()), /not rejected/);

    at('2026-12-05T00:00:00.000Z');
    const days = await network.insights(account, created.externalId, all);
    assert.deepEqual(
      days.map((d) => d.date),
      ['2026-12-03', '2026-12-04'],
    );
    // From about 12:02 on the 3rd: a little under half a day.
    assert.ok(days[0]!.spend < days[1]!.spend * 0.55);
  });

  it('rejects a property ad outside the HOUSING category', async () => {
    const { network, pass } = setup();
    const { externalId } = await network.createCampaign(account, spec({ specialAdCategories: [] }));
    pass(REVIEW_DELAY_MS);
    const campaign = await network.getCampaign(account, externalId);
    assert.equal(campaign.status, 'REJECTED');
    assert.deepEqual(campaign.ads[1]!.review.reasons, [REASON_HOUSING_CATEGORY_MISSING]);
  });

  it('trusts the advertiser declaring an ad not housing (a commercial lease) where the wording alone would read as housing', async () => {
    const { network, pass } = setup();
    const lease = spec({ reference: 'campaign-lease', specialAdCategories: [], isHousing: false, creative: cleanCreative({ headline: 'Warehouse property for lease', message: 'A home for your business: 800 m² near the port.' }) });
    const { externalId } = await network.createCampaign(account, lease);
    const undeclared = await network.createCampaign(account, { ...lease, reference: 'campaign-lease-2', isHousing: undefined });
    pass(REVIEW_DELAY_MS);
    assert.notEqual((await network.getCampaign(account, externalId)).status, 'REJECTED');
    assert.equal((await network.getCampaign(account, undeclared.externalId)).status, 'REJECTED', 'read from the wording, it is a housing ad');
  });

  it("reports delivery by the days of the account's time zone: an evening start in UTC is the next morning in Auckland", async () => {
    const { network, at } = setup('2026-12-01T20:00:00.000Z');
    const auckland: NetworkAccount = { ...account, accountId: '2002', timeZone: 'Pacific/Auckland' };
    const evening = spec({ reference: 'campaign-evening', startTime: '2026-12-01T20:00:00.000Z', endTime: '2026-12-08T20:00:00.000Z' });
    const nz = await network.createCampaign(auckland, evening);
    const utc = await network.createCampaign(account, evening);
    at('2026-12-01T23:00:00.000Z');
    assert.deepEqual((await network.insights(auckland, nz.externalId, all)).map((d) => d.date), ['2026-12-02']);
    assert.deepEqual((await network.insights(account, utc.externalId, all)).map((d) => d.date), ['2026-12-01']);
    // Auckland's 2 December ends at 11:00 UTC on the 2nd: from then on the 3rd is delivering.
    at('2026-12-02T12:00:00.000Z');
    assert.deepEqual((await network.insights(auckland, nz.externalId, all)).map((d) => d.date), ['2026-12-02', '2026-12-03']);
  });

  it('an unknown ad is not found', async () => {
    const { network } = setup();
    await assert.rejects(
      network.resubmitAd(account, 'sim-ad-0123456789abcdef-0', cleanCreative()),
      (e: unknown) => e instanceof SimulatedNetworkError && e.code === 'NOT_FOUND',
    );
    await assert.rejects(
      network.resubmitAd(account, 'act_1', cleanCreative()),
      (e: unknown) => e instanceof SimulatedNetworkError && e.code === 'NOT_FOUND',
    );
  });
});

describe('editing an ad set', () => {
  const stored = (state: ReturnType<typeof setup>['state'], externalId: string) => JSON.parse(state.documents.get(`campaign/${externalId}`)!);

  it('renames it and replaces its targeting as a new version, the first one kept', async () => {
    const { network, state, pass } = setup();
    const campaign = await network.createCampaign(account, spec());
    const [first, second] = campaign.adSets;
    pass(60_000);
    const narrowed = { ...targeting(), ageMin: 30, gender: 'FEMALE' as const, circles: [{ latitude: -36.9, longitude: 174.8, radiusKm: 25 }] };
    assert.deepEqual(await network.updateAdSet(account, first!.externalId, { name: 'Wider radius', targeting: narrowed }), { externalId: first!.externalId, name: 'Wider radius' });
    assert.deepEqual(
      (await network.getCampaign(account, campaign.externalId)).adSets.map((s) => s.name),
      ['Wider radius', second!.name],
    );
    const { settings } = stored(state, campaign.externalId).adSets[0];
    assert.deepEqual(
      settings.map((v: { name: string; targeting: { ageMin: number | null } }) => [v.name, v.targeting.ageMin]),
      [['Listing radius', null], ['Wider radius', 30]],
    );
    assert.deepEqual(settings[1].targeting, narrowed);
  });

  it("moves the campaign's budget by the share's change, from that day, within the campaign's limits", async () => {
    const { network, state, at } = setup();
    const { externalId, adSets } = await network.createCampaign(account, spec());
    await assert.rejects(network.updateAdSet(account, adSets[0]!.externalId, { lifetimeBudget: -1 }), SimulatedNetworkError);
    // 35,000 of the 70,000 is this ad set's: without it the campaign keeps 35,000, less than four and a half days spend.
    const late = await network.createCampaign(account, spec({ reference: 'campaign-late' }));
    at('2026-12-06T12:00:00.000Z');
    assert.ok(total(await network.insights(account, late.externalId, all), 'spend') > 35_000);
    await assert.rejects(network.updateAdSet(account, late.adSets[0]!.externalId, { lifetimeBudget: 0 }), /spent already/);
    await assert.rejects(network.updateAdSet(account, late.adSets[0]!.externalId, { lifetimeBudget: 0.5 }), /whole minor units/);

    at('2026-12-04T12:00:00.000Z');
    await network.updateAdSet(account, adSets[0]!.externalId, { lifetimeBudget: 5_000 });
    const doc = stored(state, externalId);
    assert.deepEqual(doc.settings.map((v: { lifetimeBudget: number }) => v.lifetimeBudget), [70_000, 40_000]);
    assert.equal(doc.adSets[0].settings.at(-1).lifetimeBudget, 5_000);
    assert.equal(doc.adSets[1].settings.length, 1, 'the other ad set is as it was');
    at('2026-12-12T00:00:00.000Z');
    const days = await network.insights(account, externalId, all);
    const cut = total(days, 'spend');
    assert.ok(cut <= 40_000 && cut > 40_000 * 0.85, String(cut));
    // The days before the change spent at the old pace: 100.00 a day at most, the days after less.
    assert.ok(days[0]!.spend > days[5]!.spend, `${days[0]!.spend} then ${days[5]!.spend}`);
  });

  it('refuses an ad set it never made, an empty name, a deleted campaign and another account', async () => {
    const { network } = setup();
    const { externalId, adSets } = await network.createCampaign(account, spec());
    const id = adSets[0]!.externalId;
    await assert.rejects(network.updateAdSet(account, 'sim-as-0000000000000000-0', { name: 'x' }), (e: SimulatedNetworkError) => e.code === 'NOT_FOUND');
    await assert.rejects(network.updateAdSet(account, `${id.slice(0, -1)}9`, { name: 'x' }), (e: SimulatedNetworkError) => e.code === 'NOT_FOUND');
    await assert.rejects(network.updateAdSet({ ...account, accountId: '2002' }, id, { name: 'x' }), (e: SimulatedNetworkError) => e.code === 'NOT_FOUND');
    await assert.rejects(network.updateAdSet(account, id, { name: ' ' }), /name must not be empty/);
    await network.updateCampaign(account, externalId, { status: 'DELETED' });
    await assert.rejects(network.updateAdSet(account, id, { name: 'Late' }), /is deleted/);
  });

  it('reads a document made before ad sets were versioned', async () => {
    const { network, state } = setup();
    const { externalId, adSets } = await network.createCampaign(account, spec());
    const doc = stored(state, externalId);
    doc.adSets = doc.adSets.map((s: { externalId: string; settings: Array<{ name: string; lifetimeBudget: number }> }) => ({ externalId: s.externalId, name: s.settings[0]!.name, lifetimeBudget: s.settings[0]!.lifetimeBudget }));
    await state.put(`campaign/${externalId}`, JSON.stringify(doc));
    assert.deepEqual((await network.getCampaign(account, externalId)).adSets, adSets);
    await network.updateAdSet(account, adSets[1]!.externalId, { name: 'Renamed' });
    assert.deepEqual(stored(state, externalId).adSets[1].settings.map((v: { name: string; targeting: unknown }) => [v.name, v.targeting]), [['Office radius', null], ['Renamed', null]]);
  });
});
