import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  adSetBudgets,
  buildCampaign,
  campaignName,
  campaignSchedule,
  dateIn,
  evenSplit,
  isPermanentNetworkError,
  matchAdSets,
  orderAccountId,
  plannedCampaigns,
  resourceAsListing,
  retryDelayMs,
  statusChange,
  type ListingForCampaign,
  type TemplateForCampaign,
} from './rules.ts';
import { ADJUSTMENT_GENDER_REMOVED, HOUSING_MINIMUM_RADIUS_KM } from './network/housing.ts';

const DAY = 86_400_000;

test('a product budget (amount less tax) is split evenly across its templates, odd units first; a template named twice makes one campaign', () => {
  const planned = plannedCampaigns({
    products: [
      {
        productId: 'p1',
        name: 'FB',
        campaignDurationDays: 7,
        amount: 10_001,
        amountTax: 0,
        campaignTemplates: [
          { templateId: 't1', templateModel: 'CustomerCampaignTemplate' },
          { templateId: 't2', templateModel: 'CustomerGdnCampaignTemplate' },
          { templateId: 't1', templateModel: 'CustomerCampaignTemplate' },
        ],
      },
      { productId: 'p2', name: 'FB', campaignDurationDays: 7, amount: 19_900, amountTax: 2_596, campaignTemplates: [{ templateId: 't1', templateModel: 'CustomerCampaignTemplate' }] },
    ],
  });
  assert.deepEqual(
    planned.map((p) => [p.product.productId, p.templateId, p.kind, p.lifetimeBudget]),
    [
      ['p1', 't1', 'social', 5_001],
      ['p1', 't2', 'display', 5_000],
      ['p2', 't1', 'social', 17_304],
    ],
  );
  assert.deepEqual(plannedCampaigns({ products: [] }), []);
});

test('evenSplit and adSetBudgets add up to the whole budget exactly', () => {
  assert.deepEqual(evenSplit(10, 3), [4, 3, 3]);
  assert.deepEqual(evenSplit(5, 0), []);
  assert.deepEqual(adSetBudgets(10_000, [60, 40]), [6_000, 4_000]);
  const thirds = adSetBudgets(100, [33, 33, 34]);
  assert.deepEqual(thirds, [33, 33, 34]);
  const odd = adSetBudgets(1_001, [50, 50]);
  assert.equal(odd[0]! + odd[1]!, 1_001);
  assert.deepEqual(adSetBudgets(7, [1, 1, 1]), [3, 2, 2]);
});

test('the schedule starts on the order date at midnight in the account time zone, or now when none or past', () => {
  const now = new Date('2026-03-01T00:00:00Z');
  const planned = campaignSchedule('2026-03-10', 7, now, 'Pacific/Auckland');
  // Auckland is at UTC+13 in March (daylight time).
  assert.equal(planned.start.toISOString(), '2026-03-09T11:00:00.000Z');
  assert.equal(planned.end.getTime() - planned.start.getTime(), 7 * DAY);
  assert.equal(campaignSchedule('2026-02-01', 3, now, 'UTC').start.toISOString(), now.toISOString());
  assert.equal(campaignSchedule(null, 3, now, 'UTC').start.toISOString(), now.toISOString());
  assert.equal(dateIn(planned.start, 'Pacific/Auckland'), '2026-03-10');
});

test("a campaign is named after the order's campaign (or its number), the product and the template", () => {
  assert.equal(campaignName({ campaignName: '12 Harbour View', orderNumber: 7 }, 'FB 7 days', 'Just listed'), '12 Harbour View – FB 7 days – Just listed');
  assert.equal(campaignName({ campaignName: '  ', orderNumber: 7 }, 'FB 7 days', ''), 'Order #7 – FB 7 days');
});

test("the order's account attribute is read for its kind only", () => {
  const attributes = [
    { entity: 'FB_AD_ACCOUNT' as const, key: 'fbAdAccount' as const, value: ' a1 ' },
    { entity: 'EMAIL_NOTICE' as const, key: 'mailto' as const, value: 'x@y.z' },
  ];
  assert.equal(orderAccountId(attributes, 'social'), 'a1');
  assert.equal(orderAccountId(attributes, 'display'), null);
});

const template = (headline: string): TemplateForCampaign => ({
  id: 't1',
  name: 'Just listed',
  kind: 'social',
  campaignType: 'FACEBOOK_IMAGE_CAMPAIGN',
  objective: 'TRAFFIC',
  adAccountId: null,
  leadForm: null,
  creative: { headline, message: 'Call {{agent.fullName}}', callToAction: 'LEARN_MORE', linkUrl: '{{listing.url}}' },
  adSets: [{ name: 'Near', location: { type: 'LISTING', enable: true, radius: 5 }, ageMin: 30, gender: 'FEMALE', budgetSharePercent: 100 }],
});

const listing = (country: string, listingType: string): ListingForCampaign => ({
  id: 'l1',
  title: '12 Harbour View Road',
  listingType,
  suburb: 'Ponsonby',
  postcode: '1011',
  country,
  latitude: 40.7,
  longitude: -74,
  imageUrls: ['https://cdn/1.jpg'],
  videoUrls: [],
  link: 'https://harbour.example.com/12',
  headline: null,
  description: null,
});

const inputs = (l: ListingForCampaign, data: Parameters<typeof buildCampaign>[0]['data'] = null) => ({
  reference: 'c1',
  name: 'Campaign',
  template: template('{{listing.title}} in {{listing.suburb}}'),
  listings: [l],
  data,
  names: { customer: 'Harbour', office: 'City', agent: { name: 'Jo Agent', email: null } },
  lifetimeBudget: 7_000,
  schedule: { start: new Date('2026-03-01T00:00:00Z'), end: new Date('2026-03-08T00:00:00Z') },
});

test("a home's campaign in the US is a housing ad with compliant targeting and the reasons", () => {
  const built = buildCampaign(inputs(listing('US', 'RESIDENTIAL_FOR_SALE')));
  assert.equal(built.isHousing, true);
  assert.deepEqual(built.spec.specialAdCategories, ['HOUSING']);
  assert.deepEqual(built.spec.specialAdCategoryCountries, ['US']);
  assert.equal(built.adSets[0]!.targeting.circles[0]!.radiusKm, HOUSING_MINIMUM_RADIUS_KM);
  assert.equal(built.adSets[0]!.targeting.ageMin, null);
  assert.ok(built.housingAdjustments.includes(ADJUSTMENT_GENDER_REMOVED));
  assert.equal(built.spec.creative.headline, '12 Harbour View Road in Ponsonby');
  assert.equal(built.spec.creative.message, 'Call Jo Agent');
  assert.equal(built.spec.creative.linkUrl, 'https://harbour.example.com/12');
});

test('a commercial listing is no housing ad; a New Zealand home is declared HOUSING but keeps its targeting', () => {
  const commercial = buildCampaign(inputs(listing('US', 'COMMERCIAL_FOR_SALE')));
  assert.equal(commercial.isHousing, false);
  assert.deepEqual(commercial.spec.specialAdCategories, []);
  assert.equal(commercial.adSets[0]!.targeting.gender, 'FEMALE');
  const nz = buildCampaign(inputs(listing('NZ', 'RESIDENTIAL_FOR_RENT')));
  assert.deepEqual(nz.spec.specialAdCategories, ['HOUSING']);
  assert.deepEqual(nz.housingAdjustments, []);
  assert.equal(nz.adSets[0]!.targeting.ageMin, 30);
});

test("the order's campaign data wins: its images, message, link and map markers", () => {
  const built = buildCampaign(
    inputs(listing('NZ', 'COMMERCIAL_FOR_SALE'), {
      templateId: 't1',
      resources: { images: [{ url: 'https://cdn/chosen.jpg' }, { url: 'https://cdn/dropped.jpg', deleted: true }] },
      linkData: { message: 'Open home Saturday', link: 'https://landing.example.com' },
      adSettings: { location: { markers: [{ coords: { lat: -36.9, lng: 174.8 }, radius: 8_000 }] }, gender: 'ALL' },
    }),
  );
  assert.deepEqual(built.spec.creative.imageUrls, ['https://cdn/chosen.jpg']);
  assert.equal(built.spec.creative.message, 'Open home Saturday');
  assert.equal(built.spec.creative.linkUrl, 'https://landing.example.com');
  assert.deepEqual(built.adSets[0]!.targeting.circles, [{ latitude: -36.9, longitude: 174.8, radiusKm: 8 }]);
  assert.equal(built.adSets[0]!.targeting.gender, 'ALL');
});

test('a status read completes a campaign once and rejects it on the way into REJECTED only', () => {
  assert.deepEqual(statusChange({ status: 'ACTIVE', completedAt: null }, 'COMPLETED'), { status: 'COMPLETED', completed: true, rejected: false });
  assert.equal(statusChange({ status: 'COMPLETED', completedAt: new Date() }, 'COMPLETED').completed, false);
  assert.equal(statusChange({ status: 'PENDING_REVIEW', completedAt: null }, 'REJECTED').rejected, true);
  assert.equal(statusChange({ status: 'REJECTED', completedAt: null }, 'REJECTED').rejected, false);
});

test('network errors: a refused request is permanent, an outage or rate limit is tried again with doubling pauses', () => {
  assert.equal(isPermanentNetworkError(Object.assign(new Error('bad'), { code: 'INVALID' })), true);
  assert.equal(isPermanentNetworkError({ response: { status: 400 } }), true);
  assert.equal(isPermanentNetworkError({ status: 429 }), false);
  assert.equal(isPermanentNetworkError({ statusCode: 503 }), false);
  assert.equal(isPermanentNetworkError(new Error('ECONNREFUSED')), false);
  assert.deepEqual([1, 2, 3, 10].map((n) => retryDelayMs(n, { baseMs: 1_000, maxMs: 5_000 })), [1_000, 2_000, 4_000, 5_000]);
});

test('ad sets are matched to the network by name, in order, each once', () => {
  const matched = matchAdSets([{ name: 'A' }, { name: 'B' }, { name: 'A' }], [{ name: 'A', id: 1 }, { name: 'A', id: 2 }, { name: 'B', id: 3 }]);
  assert.deepEqual(matched.map(([, n]) => n?.id), [1, 3, 2]);
});

test('ad sets with a network id are matched by it, whatever their name; the others by name among those left', () => {
  const rows = [
    { name: 'Renamed', externalId: 'as-2' },
    { name: 'A', externalId: null },
    { name: 'Gone', externalId: 'as-9' },
    { name: 'B', externalId: 'as-1' },
  ];
  const network = [
    { name: 'B', externalId: 'as-1' },
    { name: 'A', externalId: 'as-2' },
    { name: 'A', externalId: 'as-3' },
  ];
  // 'A' without an id does not take as-2, which 'Renamed' claims by id; 'Gone' is not on the network and no name stands in for its id.
  assert.deepEqual(matchAdSets(rows, network).map(([, n]) => n?.externalId), ['as-2', 'as-3', undefined, 'as-1']);
});

const resource = {
  id: 'r1',
  reference: 'RES-1001',
  name: 'Spring flyer',
  title: 'Open homes this weekend',
  message: 'Come and see us.',
  description: 'All our open homes.',
  imageUrls: ['https://cdn/r1.jpg', 'https://cdn/r2.jpg'],
  videos: [{ url: 'https://cdn/v.mp4', thumbnailUrl: null }],
  landingUrl: 'https://harbour.example.com/spring',
};

test('a resource is read as a listing: its title (else name, else reference), message, description, media and landing URL; no place, no type', () => {
  const l = resourceAsListing(resource);
  assert.deepEqual([l.title, l.headline, l.description, l.link, l.imageUrls, l.videoUrls, l.message], ['Open homes this weekend', 'Come and see us.', 'All our open homes.', 'https://harbour.example.com/spring', resource.imageUrls, ['https://cdn/v.mp4'], 'Come and see us.']);
  assert.deepEqual([l.listingType, l.latitude, l.longitude, l.country, l.postcode, l.suburb, l.agentIds], [null, null, null, null, null, null, []]);
  assert.equal(resourceAsListing({ ...resource, title: ' ' }).title, 'Spring flyer');
  assert.equal(resourceAsListing({ ...resource, title: null, name: null }).title, 'RES-1001');
});

test("a resource's campaign: never a housing ad, its own message unless the order wrote one, its landing URL as the link", () => {
  const country = { ...template('{{listing.title}}'), adSets: [{ name: 'NZ', location: { type: 'COUNTRY' as const, selectedCountries: ['NZ'] }, gender: 'ALL' as const, budgetSharePercent: 100 }] };
  const built = buildCampaign({ ...inputs(resourceAsListing(resource)), template: country });
  assert.equal(built.isHousing, false);
  assert.equal(built.spec.creative.headline, 'Open homes this weekend');
  assert.equal(built.spec.creative.message, 'Come and see us.');
  assert.equal(built.spec.creative.linkUrl, 'https://harbour.example.com/spring');
  assert.deepEqual(built.spec.creative.imageUrls, resource.imageUrls);
  const told = buildCampaign({ ...inputs(resourceAsListing(resource), { templateId: 't1', templateModel: 'CustomerCampaignTemplate', type: 'FACEBOOK_IMAGE_CAMPAIGN', resources: {}, adSettings: {}, campaignSettings: {}, linkData: { message: 'Our words.' } }), template: country });
  assert.equal(told.spec.creative.message, 'Our words.');
  assert.equal(buildCampaign({ ...inputs(resourceAsListing({ ...resource, message: null })), template: country }).spec.creative.message, 'Call Jo Agent');
});
