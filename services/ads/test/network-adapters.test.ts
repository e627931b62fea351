// The real ad-network adapters on the vendors' own SDKs (facebook-nodejs-business-sdk, google-ads-api),
// with their traffic sent to loopback recorders: the requests the SDKs make are asserted (objective, budget
// in minor units or micros, schedule, targeting, creative, the housing category), and the vendors'
// documented responses are fed back to check how they become the port's types. Nothing leaves 127.0.0.1.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { MetaAdNetwork } from '../src/campaigns/network/meta.ts';
import { GoogleAdNetwork } from '../src/campaigns/network/google.ts';
import type { CampaignSpec, CreativeSpec, NetworkAccount } from '../src/campaigns/network/port.ts';
import { GoogleAdsRecorder, HttpRecorder } from './support/network-recorder.ts';

const V = '/v24.0';

function housingSpec(overrides: Partial<CampaignSpec> = {}): CampaignSpec {
  return {
    reference: 'cmp_01HX',
    name: '12 Harbour View Rd',
    objective: 'TRAFFIC',
    specialAdCategories: ['HOUSING'],
    specialAdCategoryCountries: ['NZ'],
    lifetimeBudget: 25_000,
    startTime: '2026-03-01T00:00:00.000Z',
    endTime: '2026-03-15T00:00:00.000Z',
    adSets: [
      {
        name: 'Listing radius',
        lifetimeBudget: 15_000,
        targeting: {
          countries: ['NZ'],
          postcodes: [],
          circles: [{ latitude: -36.8485, longitude: 174.7633, radiusKm: 25 }],
          ageMin: null,
          ageMax: null,
          gender: 'ALL',
          audienceIds: [],
          lookalikeAudienceIds: [],
        },
      },
      {
        name: 'Office postcodes',
        lifetimeBudget: 10_000,
        targeting: { countries: [], postcodes: ['NZ:1010', 'NZ:1011'], circles: [], ageMin: 25, ageMax: 54, gender: 'FEMALE', audienceIds: ['aud_1'], lookalikeAudienceIds: ['lla_2'] },
      },
    ],
    creative: {
      format: 'IMAGE',
      headline: 'Open home Saturday',
      message: 'Three bedrooms with harbour views.',
      linkUrl: 'https://listings.example.com/12-harbour-view',
      imageUrls: ['https://cdn.example.com/front.jpg'],
      callToAction: 'LEARN_MORE',
    },
    ...overrides,
  };
}

describe('Meta adapter (facebook-nodejs-business-sdk → loopback Graph API)', () => {
  let graph: HttpRecorder;
  const now = { value: new Date('2026-03-05T00:00:00Z') };
  let meta: MetaAdNetwork;
  const account: NetworkAccount = { provider: 'meta', kind: 'social', accountId: '1234', currency: 'NZD', credentials: { accessToken: 'EAAB-token', appSecret: 'shh', pageId: '777' } };

  before(async () => {
    graph = await HttpRecorder.start();
    meta = new MetaAdNetwork({ graphUrl: graph.url, now: () => now.value });
    let adSetCount = 0;
    let adCount = 0;
    graph
      .on('POST', /\/act_1234\/campaigns$/, { id: '2380001' })
      .on('POST', /\/act_1234\/adsets$/, () => ({ id: `2380010${++adSetCount}` }))
      .on('POST', /\/act_1234\/adcreatives$/, { id: '2380020' })
      .on('POST', /\/act_1234\/advideos$/, { id: '2380030' })
      .on('POST', /\/777\/leadgen_forms$/, { id: '2380040' })
      .on('POST', /\/act_1234\/ads$/, () => ({ id: `2380050${++adCount}` }));
  });
  after(() => graph.close());

  test('createCampaign sends the campaign, ad sets, creative and ads as the Marketing API expects', async () => {
    const made = await meta.createCampaign(account, housingSpec());

    const [campaign] = graph.find('POST', /\/act_1234\/campaigns$/);
    assert.ok(campaign!.path.startsWith(`${V}/`), 'the SDK speaks its own Graph version');
    assert.equal(campaign!.query.access_token, 'EAAB-token');
    assert.match(String(campaign!.body.appsecret_proof), /^[0-9a-f]{64}$/);
    assert.equal(campaign!.body.objective, 'OUTCOME_TRAFFIC');
    assert.equal(campaign!.body.name, '12 Harbour View Rd [ref:cmp_01HX]');
    assert.deepEqual(campaign!.body.special_ad_categories, ['HOUSING']);
    assert.deepEqual(campaign!.body.special_ad_category_country, ['NZ']);
    assert.equal(campaign!.body.start_time, '2026-03-01T00:00:00.000Z');
    assert.equal(campaign!.body.stop_time, '2026-03-15T00:00:00.000Z');
    assert.equal(campaign!.body.is_adset_budget_sharing_enabled, false);

    const adSets = graph.find('POST', /\/act_1234\/adsets$/).map((r) => r.body);
    assert.deepEqual(adSets.map((s) => s.lifetime_budget), [15_000, 10_000], 'budgets in NZD cents, as given');
    assert.deepEqual(adSets.map((s) => [s.start_time, s.end_time]), [['2026-03-01T00:00:00.000Z', '2026-03-15T00:00:00.000Z'], ['2026-03-01T00:00:00.000Z', '2026-03-15T00:00:00.000Z']]);
    assert.deepEqual(adSets.map((s) => [s.campaign_id, s.billing_event, s.optimization_goal]), [['2380001', 'IMPRESSIONS', 'LINK_CLICKS'], ['2380001', 'IMPRESSIONS', 'LINK_CLICKS']]);
    assert.deepEqual(adSets[0].targeting, { geo_locations: { custom_locations: [{ latitude: -36.8485, longitude: 174.7633, radius: 25, distance_unit: 'kilometer' }] } });
    assert.deepEqual(adSets[1].targeting, {
      geo_locations: { zips: [{ key: 'NZ:1010' }, { key: 'NZ:1011' }] },
      age_min: 25,
      age_max: 54,
      genders: [2],
      custom_audiences: [{ id: 'aud_1' }, { id: 'lla_2' }],
    });

    const [creative] = graph.find('POST', /\/act_1234\/adcreatives$/);
    assert.deepEqual(creative!.body.object_story_spec, {
      page_id: '777',
      link_data: {
        link: 'https://listings.example.com/12-harbour-view',
        message: 'Three bedrooms with harbour views.',
        name: 'Open home Saturday',
        picture: 'https://cdn.example.com/front.jpg',
        call_to_action: { type: 'LEARN_MORE', value: { link: 'https://listings.example.com/12-harbour-view' } },
      },
    });
    const ads = graph.find('POST', /\/act_1234\/ads$/).map((r) => r.body);
    assert.deepEqual(ads.map((a) => [a.adset_id, a.creative]), [['23800101', { creative_id: '2380020' }], ['23800102', { creative_id: '2380020' }]]);

    assert.deepEqual(made, {
      externalId: '2380001',
      status: 'PENDING_REVIEW',
      adSets: [{ externalId: '23800101', name: 'Listing radius' }, { externalId: '23800102', name: 'Office postcodes' }],
      ads: [
        { externalId: '23800501', adSetExternalId: '23800101', review: { status: 'PENDING', reasons: [] } },
        { externalId: '23800502', adSetExternalId: '23800102', review: { status: 'PENDING', reasons: [] } },
      ],
    });
  });

  test('a LEADS video campaign gets an instant form, an uploaded video and video_data with the form on its call to action', async () => {
    const creative: CreativeSpec = {
      format: 'VIDEO',
      headline: 'Walk through',
      message: 'See inside',
      linkUrl: 'https://listings.example.com/x',
      imageUrls: ['https://cdn.example.com/thumb.jpg'],
      videoUrl: 'https://cdn.example.com/tour.mp4',
      callToAction: 'SIGN_UP',
      leadForm: { introHeadline: 'Get the price guide', followUpActionUrl: 'https://agency.example.com/privacy', thankYouButtonType: 'VIEW_WEBSITE' },
    };
    const before = graph.requests.length;
    await meta.createCampaign(account, housingSpec({ objective: 'LEADS', adSets: housingSpec().adSets.slice(0, 1), creative }));
    const sent = graph.requests.slice(before);
    const body = (pattern: RegExp) => sent.find((r) => r.method === 'POST' && pattern.test(r.path))!.body;

    assert.equal(body(/\/campaigns$/).objective, 'OUTCOME_LEADS');
    assert.equal(body(/\/adsets$/).optimization_goal, 'LEAD_GENERATION');
    assert.deepEqual(body(/\/adsets$/).promoted_object, { page_id: '777' });
    assert.equal(body(/\/leadgen_forms$/).follow_up_action_url, 'https://agency.example.com/privacy');
    assert.equal(body(/\/advideos$/).file_url, 'https://cdn.example.com/tour.mp4');
    assert.deepEqual(body(/\/adcreatives$/).object_story_spec.video_data, {
      video_id: '2380030',
      image_url: 'https://cdn.example.com/thumb.jpg',
      title: 'Walk through',
      message: 'See inside',
      call_to_action: { type: 'SIGN_UP', value: { lead_gen_form_id: '2380040' } },
    });
  });

  test('findCampaign searches by the reference in the name; getCampaign reads a rejection and its reasons', async () => {
    graph
      .on('GET', /\/act_1234\/campaigns$/, { data: [{ id: '2380001', name: '12 Harbour View Rd [ref:cmp_01HX]' }], paging: { cursors: { before: 'a', after: 'b' } } })
      .on('GET', /\/2380001$/, { id: '2380001', name: '12 Harbour View Rd [ref:cmp_01HX]', status: 'ACTIVE', effective_status: 'ACTIVE', start_time: '2026-03-01T13:00:00+1300', stop_time: '2026-03-15T13:00:00+1300' })
      .on('GET', /\/2380001\/adsets$/, { data: [{ id: '23800101', name: 'Listing radius' }] })
      .on('GET', /\/2380001\/ads$/, {
        data: [{ id: '23800501', adset_id: '23800101', effective_status: 'DISAPPROVED', ad_review_feedback: { global: { 'Housing ads': 'Your ad may discriminate by age.' } } }],
      });

    const found = await meta.findCampaign(account, 'cmp_01HX');
    const [search] = graph.find('GET', /\/act_1234\/campaigns$/);
    assert.deepEqual(search!.query.filtering, [{ field: 'name', operator: 'CONTAIN', value: '[ref:cmp_01HX]' }]);
    assert.deepEqual(found, {
      externalId: '2380001',
      status: 'REJECTED',
      adSets: [{ externalId: '23800101', name: 'Listing radius' }],
      ads: [{ externalId: '23800501', adSetExternalId: '23800101', review: { status: 'REJECTED', reasons: ['Housing ads: Your ad may discriminate by age.'] } }],
    });

    graph.on('GET', /\/act_1234\/campaigns$/, { data: [] });
    assert.equal(await meta.findCampaign(account, 'cmp_OTHER'), null);
  });

  test('an approved campaign is SCHEDULED before its start, ACTIVE during, COMPLETED after', async () => {
    graph.on('GET', /\/2380001\/ads$/, { data: [{ id: '23800501', adset_id: '23800101', effective_status: 'ACTIVE' }] });
    now.value = new Date('2026-02-20T00:00:00Z');
    assert.equal((await meta.getCampaign(account, '2380001')).status, 'SCHEDULED');
    now.value = new Date('2026-03-05T00:00:00Z');
    assert.equal((await meta.getCampaign(account, '2380001')).status, 'ACTIVE');
    now.value = new Date('2026-03-16T00:00:00Z');
    assert.equal((await meta.getCampaign(account, '2380001')).status, 'COMPLETED');
  });

  test('updateCampaign keeps the reference on a new name and spreads a new budget and end over the ad sets', async () => {
    graph
      .on('GET', /\/2380001\/adsets$/, { data: [{ id: '23800101', lifetime_budget: '15000' }, { id: '23800102', lifetime_budget: '10000' }] })
      .on('POST', /\/2380001$/, { success: true })
      .on('POST', /\/2380010\d$/, { success: true });
    const before = graph.requests.length;
    await meta.updateCampaign(account, '2380001', { name: 'Sold soon', endTime: '2026-03-20T00:00:00.000Z', lifetimeBudget: 30_001, status: 'PAUSED' });
    const sent = graph.requests.slice(before).filter((r) => r.method === 'POST');
    const { name, status, stop_time } = sent.find((r) => r.path.endsWith('/2380001'))!.body;
    assert.deepEqual({ name, status, stop_time }, { name: 'Sold soon [ref:cmp_01HX]', status: 'PAUSED', stop_time: '2026-03-20T00:00:00.000Z' });
    const adSetUpdates = sent.filter((r) => /\/2380010\d$/.test(r.path)).map((r) => [r.path.split('/').pop(), r.body.lifetime_budget, r.body.end_time]);
    assert.deepEqual(adSetUpdates, [
      ['23800101', 18_001, '2026-03-20T00:00:00.000Z'],
      ['23800102', 12_000, '2026-03-20T00:00:00.000Z'],
    ]);
  });

  test('updateAdSet posts the name, the whole targeting as at creation and the lifetime budget to the ad set, and reads its name back', async () => {
    graph
      .on('POST', /\/23800102$/, { success: true })
      .on('GET', /\/23800102$/, { id: '23800102', name: 'Office postcodes, wider' });
    const before = graph.requests.length;
    const targeting = { ...housingSpec().adSets[1]!.targeting, postcodes: ['NZ:1010', 'NZ:1011', 'NZ:1021'], ageMin: 30 };
    const updated = await meta.updateAdSet(account, '23800102', { name: 'Office postcodes, wider', targeting, lifetimeBudget: 12_500 });
    const sent = graph.requests.slice(before);
    assert.deepEqual(sent.map((r) => `${r.method} ${r.path}`), [`POST ${V}/23800102`, `GET ${V}/23800102`]);
    assert.deepEqual(sent[0]!.body.targeting, {
      geo_locations: { zips: [{ key: 'NZ:1010' }, { key: 'NZ:1011' }, { key: 'NZ:1021' }] },
      age_min: 30,
      age_max: 54,
      genders: [2],
      custom_audiences: [{ id: 'aud_1' }, { id: 'lla_2' }],
    });
    assert.deepEqual([sent[0]!.body.name, sent[0]!.body.lifetime_budget], ['Office postcodes, wider', 12_500]);
    assert.equal(sent[1]!.query.fields, 'id,name');
    assert.deepEqual(updated, { externalId: '23800102', name: 'Office postcodes, wider' });

    await meta.updateAdSet(account, '23800102', { name: 'Only the name' });
    assert.deepEqual(Object.keys(graph.find('POST', /\/23800102$/).at(-1)!.body).filter((k) => !['id', 'access_token', 'appsecret_proof'].includes(k)), ['name']);
  });

  test('resubmitAd makes a new creative and swaps it onto the ad, which goes back to review', async () => {
    graph
      .on('GET', /\/23800501$/, (r) => (String(r.query.fields).includes('effective_status') ? { id: '23800501', adset_id: '23800101', effective_status: 'PENDING_REVIEW' } : { id: '23800501', name: 'Listing radius ad' }))
      .on('POST', /\/23800501$/, { success: true });
    const ad = await meta.resubmitAd(account, '23800501', { ...housingSpec().creative, message: 'Three bedrooms, harbour views.' });
    const [swap] = graph.find('POST', /\/23800501$/);
    assert.deepEqual(swap!.body.creative, { creative_id: '2380020' });
    assert.equal(graph.find('POST', /\/adcreatives$/).at(-1)!.body.object_story_spec.link_data.message, 'Three bedrooms, harbour views.');
    assert.deepEqual(ad, { externalId: '23800501', adSetExternalId: '23800101', review: { status: 'PENDING', reasons: [] } });
  });

  test('insights ask for daily rows over the range, follow paging, and turn spend into minor units', async () => {
    graph
      .on('GET', /\/2380001\/insights$/, {
        data: [{ date_start: '2026-03-01', date_stop: '2026-03-01', reach: '120', impressions: '180', clicks: '6', spend: '12.34', actions: [{ action_type: 'link_click', value: '6' }, { action_type: 'video_view', value: '40' }] }],
        paging: { cursors: { after: 'x' }, next: `${graph.url}${V}/2380001/insights-page-2?access_token=EAAB-token` },
      })
      .on('GET', /\/2380001\/insights-page-2$/, { data: [{ date_start: '2026-03-02', date_stop: '2026-03-02', reach: '200', impressions: '260', clicks: '9', spend: '20.5' }] });
    const rows = await meta.insights(account, '2380001', { from: '2026-03-01', to: '2026-03-02' });
    const [first] = graph.find('GET', /\/2380001\/insights$/);
    assert.equal(first!.query.time_increment, '1');
    assert.deepEqual(first!.query.time_range, { since: '2026-03-01', until: '2026-03-02' });
    assert.deepEqual(String(first!.query.fields).split(','), ['date_start', 'date_stop', 'reach', 'impressions', 'clicks', 'spend', 'actions']);
    assert.deepEqual(rows, [
      { date: '2026-03-01', reach: 120, impressions: 180, clicks: 6, videoViews: 40, spend: 1234 },
      { date: '2026-03-02', reach: 200, impressions: 260, clicks: 9, videoViews: 0, spend: 2050 },
    ]);
  });

  test('leads are read per ad since the last one, with their form answers', async () => {
    graph.on('GET', /\/23800501\/leads$/, {
      data: [{ id: 'lead_9', created_time: '2026-03-03T10:15:00+0000', ad_id: '23800501', campaign_id: '2380001', field_data: [{ name: 'full_name', values: ['Ana Lee'] }, { name: 'email', values: ['ana@example.com'] }] }],
    });
    const leads = await meta.leads(account, '2380001', '2026-03-02T00:00:00.000Z');
    const [read] = graph.find('GET', /\/23800501\/leads$/);
    assert.deepEqual(read!.query.filtering, [{ field: 'time_created', operator: 'GREATER_THAN', value: 1772409600 }]);
    assert.deepEqual(leads, [
      { leadId: 'lead_9', campaignExternalId: '2380001', adExternalId: '23800501', createdTime: '2026-03-03T10:15:00.000Z', fields: { full_name: 'Ana Lee', email: 'ana@example.com' } },
    ]);
  });

  test("audiences and pages are the ad account's customaudiences and promote_pages", async () => {
    graph
      .on('GET', /\/act_1234\/customaudiences$/, { data: [{ id: '6001', name: 'Past buyers', subtype: 'CUSTOM', approximate_count_lower_bound: 1200 }, { id: '6002', name: 'Buyers 1%', subtype: 'LOOKALIKE', approximate_count_lower_bound: -1 }] })
      .on('GET', /\/act_1234\/promote_pages$/, { data: [{ id: '777', name: 'Harbour Realty', link: 'https://www.facebook.com/harbour' }] });
    assert.deepEqual(await meta.listAudiences(account), [
      { audienceId: '6001', name: 'Past buyers', description: '', subtype: 'CUSTOM', approximateCount: 1200 },
      { audienceId: '6002', name: 'Buyers 1%', description: '', subtype: 'LOOKALIKE', approximateCount: null },
    ]);
    assert.deepEqual(await meta.listPages(account), [{ pageId: '777', name: 'Harbour Realty', link: 'https://www.facebook.com/harbour' }]);
  });

  test("minimumBudget is the account's min_daily_budget, or one major unit when Meta gives none", async () => {
    graph.on('GET', /\/act_1234$/, { id: 'act_1234', min_daily_budget: 157, currency: 'NZD' });
    assert.equal(await meta.minimumBudget(account), 157);
    graph.on('GET', /\/act_1234$/, { id: 'act_1234', currency: 'JPY' });
    assert.equal(await meta.minimumBudget({ ...account, currency: 'JPY' }), 1);
  });
});

// A 1×1 PNG: what the creative's image URLs serve, uploaded to Google as image assets.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** Google's answer to a mutate: each operation's `<entity>_result` names the made resource, temporary ids replaced by real ones. */
function mutateResults(request: any) {
  const real = new Map<string, string>();
  let next = 900;
  const realName = (name: string) => {
    if (!/\/-\d+$/.test(name)) return name;
    if (!real.has(name)) real.set(name, name.replace(/-\d+$/, String(next++)));
    return real.get(name)!;
  };
  return {
    mutate_operation_responses: request.mutate_operations.map((op: Record<string, any>) => {
      const [key, operation] = Object.entries(op)[0]!;
      const entity = key.replace(/_operation$/, '');
      if (operation.remove) return { [`${entity}_result`]: { resource_name: operation.remove } };
      const resource = operation.create ?? operation.update ?? { resource_name: operation.remove };
      let name: string = resource.resource_name ?? '';
      if (entity === 'ad_group_ad') name = `${realName(resource.ad_group).replace('/adGroups/', '/adGroupAds/')}~7${next++}`;
      else if (entity === 'campaign_criterion') name = `${realName(resource.campaign).replace('/campaigns/', '/campaignCriteria/')}~${next++}`;
      else if (entity === 'ad_group_criterion') name = `${realName(resource.ad_group).replace('/adGroups/', '/adGroupCriteria/')}~${next++}`;
      else name = realName(name);
      return { [`${entity}_result`]: { resource_name: name } };
    }),
  };
}

describe('Google adapter (google-ads-api → loopback GoogleAdsService over gRPC)', () => {
  let ads: GoogleAdsRecorder;
  let files: HttpRecorder;
  let google: GoogleAdNetwork;
  const account: NetworkAccount = {
    provider: 'google',
    kind: 'display',
    accountId: '123-456-7890',
    currency: 'NZD',
    timeZone: 'Pacific/Auckland',
    credentials: { developerToken: 'dev-token', clientId: 'client.apps.googleusercontent.com', clientSecret: 'secret', refreshToken: '1//refresh', loginCustomerId: '999-000-1111' },
  };
  const spec = () =>
    housingSpec({
      creative: { ...housingSpec().creative, imageUrls: [`${files.url}/images/front.png`] },
    });

  before(async () => {
    ads = await GoogleAdsRecorder.start();
    files = await HttpRecorder.start();
    files.on('GET', /^\/images\//, PNG);
    google = new GoogleAdNetwork({ endpoint: { host: '127.0.0.1', port: ads.port } });
    ads
      .onMutate(mutateResults)
      .onSearch(/target_type = 'Country'/, [{ geo_target_constant: { resource_name: 'geoTargetConstants/2554', country_code: 'NZ' } }])
      .onSearch(/target_type = 'Postal Code'/, [
        { geo_target_constant: { resource_name: 'geoTargetConstants/9000101', name: '1010' } },
        { geo_target_constant: { resource_name: 'geoTargetConstants/9000102', name: '1011' } },
      ]);
  });
  after(async () => {
    await ads.close();
    await files.close();
  });

  test('createCampaign is one mutate: daily budget in micros, DISPLAY campaign, schedule, places, ages, genders, audiences and a responsive display ad', async () => {
    const made = await google.createCampaign(account, spec());

    const [postcodes] = ads.find('Search');
    assert.match(postcodes!.request.query, /country_code = 'NZ' AND geo_target_constant\.name IN \('1010', '1011'\)/);
    assert.equal(postcodes!.request.customer_id, '1234567890');

    const [mutate] = ads.find('Mutate');
    assert.equal(mutate!.metadata['developer-token'], 'dev-token');
    assert.equal(mutate!.metadata['login-customer-id'], '9990001111');
    assert.equal(mutate!.request.customer_id, '1234567890');
    const ops = mutate!.request.mutate_operations.map((op: Record<string, any>) => {
      const [key, value] = Object.entries(op)[0]!;
      return { entity: key.replace(/_operation$/, ''), resource: value.create };
    });
    const of = (entity: string) => ops.filter((o: any) => o.entity === entity).map((o: any) => o.resource);

    // 25,000 NZD cents over 14 days = 1,785 cents a day = 17,850,000 micros.
    assert.equal(of('campaign_budget')[0].amount_micros, '17850000');
    assert.equal(of('campaign_budget')[0].delivery_method, 'STANDARD');
    const [campaign] = of('campaign');
    assert.equal(campaign.name, '12 Harbour View Rd [ref:cmp_01HX]');
    assert.equal(campaign.advertising_channel_type, 'DISPLAY');
    assert.equal(campaign.campaign_budget, 'customers/1234567890/campaignBudgets/-1');
    // 2026-03-01T00:00Z and 2026-03-15T00:00Z in Auckland (NZDT, UTC+13).
    assert.equal(campaign.start_date_time, '2026-03-01 13:00:00');
    assert.equal(campaign.end_date_time, '2026-03-15 13:00:00');
    assert.equal(campaign.contains_eu_political_advertising, 'DOES_NOT_CONTAIN_EU_POLITICAL_ADVERTISING');

    const criteria = of('campaign_criterion');
    assert.deepEqual(
      criteria.filter((c: any) => c.location).map((c: any) => c.location.geo_target_constant),
      ['geoTargetConstants/9000101', 'geoTargetConstants/9000102'],
      'the postcodes; NZ itself is not targeted beside finer places',
    );
    assert.deepEqual(
      criteria.filter((c: any) => c.proximity).map((c: any) => c.proximity),
      [{ geo_point: { latitude_in_micro_degrees: -36848500, longitude_in_micro_degrees: 174763300 }, radius: 25, radius_units: 'KILOMETERS' }],
    );

    const groups = of('ad_group');
    assert.deepEqual(groups.map((g: any) => [g.name, g.type, g.campaign]), [
      ['Listing radius', 'DISPLAY_STANDARD', 'customers/1234567890/campaigns/-2'],
      ['Office postcodes', 'DISPLAY_STANDARD', 'customers/1234567890/campaigns/-2'],
    ]);
    const groupCriteria = of('ad_group_criterion');
    assert.deepEqual(groupCriteria.filter((c: any) => c.ad_group.endsWith('/-100')), [], 'no narrowing on the first ad set');
    const second = groupCriteria.filter((c: any) => c.ad_group.endsWith('/-101'));
    assert.deepEqual(second.filter((c: any) => c.age_range).map((c: any) => [c.negative, c.age_range.type]), [
      [true, 'AGE_RANGE_18_24'],
      [true, 'AGE_RANGE_55_64'],
      [true, 'AGE_RANGE_65_UP'],
    ]);
    assert.deepEqual(second.filter((c: any) => c.gender).map((c: any) => [c.negative, c.gender.type]), [[true, 'MALE']]);
    assert.deepEqual(second.filter((c: any) => c.user_list).map((c: any) => c.user_list.user_list), ['customers/1234567890/userLists/aud_1', 'customers/1234567890/userLists/lla_2']);

    const [asset] = of('asset');
    assert.equal(asset.type, 'IMAGE');
    assert.deepEqual(Buffer.from(asset.image_asset.data), PNG, 'the image is downloaded from its URL and uploaded');
    const [ad] = of('ad_group_ad').map((a: any) => a.ad);
    assert.deepEqual(ad.final_urls, ['https://listings.example.com/12-harbour-view']);
    assert.deepEqual(ad.responsive_display_ad.headlines, [{ text: 'Open home Saturday' }]);
    assert.deepEqual(ad.responsive_display_ad.descriptions, [{ text: 'Three bedrooms with harbour views.' }]);
    assert.equal(ad.responsive_display_ad.business_name, 'listings.example.com');
    assert.deepEqual(ad.responsive_display_ad.marketing_images, [{ asset: 'customers/1234567890/assets/-10' }]);

    assert.equal(made.status, 'PENDING_REVIEW');
    assert.match(made.externalId, /^\d+$/);
    assert.equal(made.adSets.length, 2);
    assert.deepEqual(made.adSets.map((s) => s.name), ['Listing radius', 'Office postcodes']);
    assert.deepEqual(made.ads.map((a) => a.adSetExternalId), made.adSets.map((s) => s.externalId));
    assert.ok(made.ads.every((a) => a.externalId.startsWith(`${a.adSetExternalId}~`)));
  });

  test('a country-only ad set targets the country constant Google names', async () => {
    const countrySpec = spec();
    countrySpec.adSets = [{ ...countrySpec.adSets[0]!, targeting: { ...countrySpec.adSets[0]!.targeting, circles: [] } }];
    const before = ads.calls.length;
    await google.createCampaign(account, countrySpec);
    const sent = ads.calls.slice(before);
    assert.match(sent[0]!.request.query, /target_type = 'Country' .*country_code IN \('NZ'\)/);
    const locations = sent[1]!.request.mutate_operations.filter((op: any) => op.campaign_criterion_operation).map((op: any) => op.campaign_criterion_operation.create.location.geo_target_constant);
    assert.deepEqual(locations, ['geoTargetConstants/2554']);
  });

  test('findCampaign looks the reference up with an escaped LIKE; getCampaign maps a disapproval to REJECTED with its policy topics', async () => {
    ads
      .onSearch(/FROM campaign WHERE campaign\.name LIKE/, [{ campaign: { id: 4242, name: '12 Harbour View Rd [ref:cmp_01HX]' } }])
      .onSearch(/SELECT campaign\.id, campaign\.status/, [{ campaign: { id: 4242, status: 2, serving_status: 2 } }])
      .onSearch(/FROM ad_group WHERE/, [{ ad_group: { id: 77, name: 'Listing radius' } }])
      .onSearch(/FROM ad_group_ad WHERE/, [
        {
          ad_group: { id: 77 },
          ad_group_ad: { ad: { id: 555 }, policy_summary: { approval_status: 2, review_status: 3, policy_topic_entries: [{ topic: 'HOUSING_DISCRIMINATION', type: 2 }, { topic: 'MISLEADING_CONTENT', type: 2 }] } },
        },
      ]);
    const found = await google.findCampaign(account, 'cmp_01HX');
    const lookup = ads.find('Search').find((c) => /campaign\.name LIKE/.test(c.request.query));
    assert.match(lookup!.request.query, /LIKE '%\[\[\]ref:cmp\[_\]01HX\[\]\]'/);
    assert.deepEqual(found, {
      externalId: '4242',
      status: 'REJECTED',
      adSets: [{ externalId: '77', name: 'Listing radius' }],
      ads: [{ externalId: '77~555', adSetExternalId: '77', review: { status: 'REJECTED', reasons: ['HOUSING_DISCRIMINATION', 'MISLEADING_CONTENT'] } }],
    });

    ads.onSearch(/FROM ad_group_ad WHERE/, [{ ad_group: { id: 77 }, ad_group_ad: { ad: { id: 555 }, policy_summary: { approval_status: 4 } } }]);
    ads.onSearch(/SELECT campaign\.id, campaign\.status/, [{ campaign: { id: 4242, status: 2, serving_status: 5 } }]);
    assert.equal((await google.getCampaign(account, '4242')).status, 'SCHEDULED');
    ads.onSearch(/SELECT campaign\.id, campaign\.status/, [{ campaign: { id: 4242, status: 2, serving_status: 4 } }]);
    assert.equal((await google.getCampaign(account, '4242')).status, 'COMPLETED');
  });

  test('updateCampaign renames with the reference kept, pauses, moves the end and re-spreads the budget', async () => {
    ads.onSearch(/SELECT campaign\.name, campaign\.campaign_budget/, [
      { campaign: { name: 'Old [ref:cmp_01HX]', campaign_budget: 'customers/1234567890/campaignBudgets/31', start_date_time: '2026-03-01 13:00:00', end_date_time: '2026-03-15 13:00:00' } },
    ]);
    const before = ads.find('Mutate').length;
    await google.updateCampaign(account, '4242', { name: 'New', status: 'PAUSED', endTime: '2026-03-21T00:00:00.000Z', lifetimeBudget: 40_000 });
    const [mutate] = ads.find('Mutate').slice(before);
    const [campaignOp, budgetOp] = mutate!.request.mutate_operations;
    // The SDK derives the update mask from the resource's keys (resource_name among them, as it always sends it).
    assert.deepEqual(
      { ...campaignOp.campaign_operation.update, mask: campaignOp.campaign_operation.update_mask.paths },
      { resource_name: 'customers/1234567890/campaigns/4242', name: 'New [ref:cmp_01HX]', status: 'PAUSED', end_date_time: '2026-03-21 13:00:00', mask: ['resource_name', 'name', 'status', 'end_date_time'] },
    );
    // 40,000 cents over the 20 days from 1 to 21 March = 2,000 cents a day.
    assert.equal(budgetOp.campaign_budget_operation.update.amount_micros, '20000000');
    assert.equal(budgetOp.campaign_budget_operation.update.resource_name, 'customers/1234567890/campaignBudgets/31');
  });

  describe('updateAdSet', () => {
    const CUSTOMER = 'customers/1234567890';
    /** The ad group 77 of campaign 4242, with the campaign's circle and the ad group's age and gender exclusions. */
    const withAdGroups = (count: number) =>
      ads
        .onSearch(/FROM ad_group WHERE ad_group\.id = 77/, [{ ad_group: { id: 77, name: 'Listing radius' }, campaign: { id: 4242 } }])
        .onSearch(/FROM ad_group WHERE campaign\.id = 4242/, Array.from({ length: count }, (_, i) => ({ ad_group: { id: 77 + i } })))
        .onSearch(/FROM campaign_criterion WHERE campaign\.id = 4242/, [
          { campaign_criterion: { resource_name: `${CUSTOMER}/campaignCriteria/4242~11`, proximity: { geo_point: { latitude_in_micro_degrees: -36848500, longitude_in_micro_degrees: 174763300 }, radius: 25 } } },
        ])
        .onSearch(/FROM ad_group_criterion WHERE ad_group\.id = 77/, [
          { ad_group_criterion: { resource_name: `${CUSTOMER}/adGroupCriteria/77~21` } },
          { ad_group_criterion: { resource_name: `${CUSTOMER}/adGroupCriteria/77~22` } },
        ]);
    const operationsOf = (mutate: { request: any } | undefined) =>
      mutate!.request.mutate_operations.map((op: Record<string, any>) => {
        const [key, value] = Object.entries(op)[0]!;
        const [kind] = Object.keys(value).filter((k) => k !== 'update_mask');
        return [key.replace(/_operation$/, ''), kind, value[kind!]];
      });
    const radius = housingSpec().adSets[0]!.targeting;

    test("renames the ad group and replaces its age and gender criteria; the campaign's locations, when they change and it is the only ad group", async () => {
      withAdGroups(1);
      const before = ads.find('Mutate').length;
      const wider = { ...radius, circles: [{ latitude: -36.8485, longitude: 174.7633, radiusKm: 40 }], ageMin: 30, gender: 'FEMALE' as const };
      assert.deepEqual(await google.updateAdSet(account, '77', { name: 'Wider radius', targeting: wider }), { externalId: '77', name: 'Wider radius' });
      const mutates = ads.find('Mutate').slice(before);
      assert.equal(mutates.length, 1, 'one atomic mutate');
      const ops = operationsOf(mutates[0]);
      assert.deepEqual(ops[0], ['ad_group', 'update', { resource_name: `${CUSTOMER}/adGroups/77`, name: 'Wider radius' }]);
      assert.deepEqual(ops.slice(1, 3).map((o: unknown[]) => o.slice(0, 2)), [['campaign_criterion', 'remove'], ['campaign_criterion', 'create']]);
      assert.equal(ops[1][2], `${CUSTOMER}/campaignCriteria/4242~11`);
      assert.deepEqual(ops[2][2], {
        campaign: `${CUSTOMER}/campaigns/4242`,
        proximity: { geo_point: { latitude_in_micro_degrees: -36848500, longitude_in_micro_degrees: 174763300 }, radius: 40, radius_units: 'KILOMETERS' },
      });
      assert.deepEqual(ops.slice(3, 5).map((o: unknown[]) => o.slice(0, 3)), [['ad_group_criterion', 'remove', `${CUSTOMER}/adGroupCriteria/77~21`], ['ad_group_criterion', 'remove', `${CUSTOMER}/adGroupCriteria/77~22`]]);
      const created = ops.slice(5).map((o: any[]) => o[2]);
      // 30 and up leaves out 18–24 only (25–34 holds 30, so it stays); FEMALE leaves out MALE.
      assert.deepEqual(created, [
        { ad_group: `${CUSTOMER}/adGroups/77`, negative: true, age_range: { type: 'AGE_RANGE_18_24' } },
        { ad_group: `${CUSTOMER}/adGroups/77`, negative: true, gender: { type: 'MALE' } },
      ]);
    });

    test('keeps the locations when they are as they were, with other ad groups sharing them; refuses to change them then', async () => {
      withAdGroups(2);
      const before = ads.find('Mutate').length;
      await google.updateAdSet(account, '77', { targeting: { ...radius, ageMax: 44 } });
      const ops = operationsOf(ads.find('Mutate').slice(before)[0]);
      assert.deepEqual(ops.map((o: unknown[]) => o.slice(0, 2).join(' ')), ['ad_group_criterion remove', 'ad_group_criterion remove', ...Array(3).fill('ad_group_criterion create')]);
      assert.deepEqual(ops.slice(2).map((o: any[]) => o[2].age_range.type), ['AGE_RANGE_45_54', 'AGE_RANGE_55_64', 'AGE_RANGE_65_UP']);

      const moved = { ...radius, circles: [{ latitude: -36.9, longitude: 174.8, radiusKm: 25 }] };
      await assert.rejects(google.updateAdSet(account, '77', { targeting: moved }), /locations per campaign, shared by its 2 ad groups/);
      assert.equal(ads.find('Mutate').length, before + 1, 'nothing changed');
    });

    test('refuses a budget share before any call: a display campaign keeps its budget on the campaign', async () => {
      const calls = ads.calls.length;
      await assert.rejects(google.updateAdSet(account, '77', { name: 'x', lifetimeBudget: 5_000 }), /budget on the campaign/);
      assert.equal(ads.calls.length, calls);
    });
  });

  test('resubmitAd updates the responsive display ad (new image assets, edited text) and reads its review back', async () => {
    ads.onSearch(/WHERE ad_group_ad\.ad\.id = 555/, [{ ad_group: { id: 77 }, ad_group_ad: { ad: { id: 555 }, policy_summary: { approval_status: 0, review_status: 2 } } }]);
    const before = ads.find('Mutate').length;
    const ad = await google.resubmitAd(account, '77~555', { ...spec().creative, message: 'Three bedrooms, harbour views.' });
    const [mutate] = ads.find('Mutate').slice(before);
    const update = mutate!.request.mutate_operations.find((op: any) => op.ad_operation).ad_operation;
    assert.equal(update.update.resource_name, 'customers/1234567890/ads/555');
    assert.deepEqual(update.update.responsive_display_ad.descriptions, [{ text: 'Three bedrooms, harbour views.' }]);
    assert.ok(update.update_mask.paths.includes('responsive_display_ad.descriptions'));
    assert.deepEqual(ad, { externalId: '77~555', adSetExternalId: '77', review: { status: 'PENDING', reasons: [] } });
  });

  test('insights are date-segmented rows with cost in micros turned into minor units, reach asked per day', async () => {
    ads
      .onSearch(/segments\.date BETWEEN/, [
        { segments: { date: '2026-03-01' }, metrics: { impressions: 300, clicks: 12, cost_micros: 4_560_000, video_trueview_views: 20 } },
        { segments: { date: '2026-03-02' }, metrics: { impressions: 500, clicks: 15, cost_micros: 7_005_000, video_trueview_views: 0 } },
      ])
      .onSearch(/metrics\.unique_users/, (request) => [{ metrics: { unique_users: request.query.includes("'2026-03-01'") ? 210 : 330 } }]);
    const rows = await google.insights(account, '4242', { from: '2026-03-01', to: '2026-03-02' });
    const query = ads.find('Search').find((c) => /BETWEEN/.test(c.request.query))!.request.query;
    assert.match(query, /metrics\.impressions, metrics\.clicks, metrics\.cost_micros, metrics\.video_trueview_views FROM campaign WHERE campaign\.id = 4242 AND segments\.date BETWEEN '2026-03-01' AND '2026-03-02'/);
    assert.deepEqual(rows, [
      { date: '2026-03-01', reach: 210, impressions: 300, clicks: 12, videoViews: 20, spend: 456 },
      { date: '2026-03-02', reach: 330, impressions: 500, clicks: 15, videoViews: 0, spend: 701 },
    ]);
  });

  test("audiences are the account's open user lists; there are no pages", async () => {
    // type 5 is RULE_BASED: site visitors.
    ads.onSearch(/FROM user_list/, [{ user_list: { id: 8001, name: 'Site visitors', type: 5, size_for_display: 5400 } }]);
    assert.deepEqual(await google.listAudiences(account), [{ audienceId: '8001', name: 'Site visitors', description: '', subtype: 'WEBSITE', approximateCount: 5400 }]);
    assert.match(ads.find('Search').at(-1)!.request.query, /FROM user_list WHERE user_list\.membership_status = 'OPEN'/);
    assert.deepEqual(await google.listPages(), []);
  });

  test('leads make no call (display campaigns carry no lead form); the minimum budget is one major unit', async () => {
    const before = ads.calls.length;
    assert.deepEqual(await google.leads(), []);
    assert.equal(ads.calls.length, before);
    assert.equal(await google.minimumBudget(account), 100);
    assert.equal(await google.minimumBudget({ ...account, currency: 'JPY' }), 1);
  });
});
