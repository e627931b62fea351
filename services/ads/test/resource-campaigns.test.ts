// Resources in the ads context against MariaDB (or SQLite without MYSQL_URL): the listing context's
// resource.saved / resource.deleted kept in known_resources (an older event never rolls a newer one back;
// knownResource / knownResources read them); a template's campaign data item for a RESOURCE order
// (getCampaignDataItem with resourceIds: the resources' images, videos, texts and landing URL; another
// customer's, unknown or deleted resources 404, an unpublished one 400); and the campaigns of a RESOURCE
// order built from its resources on order.ready.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { envelope } from '@adops/platform';
import { assertOk, assertProblem, clientAs, deliverEvent, serviceUnderTest, startTestService } from '@adops/platform/testing';
import { adsModule } from '../src/app.ts';
import { ProjectionStore } from '../src/projections/store.ts';
import { resourcesSubscription } from '../src/projections/events.ts';
import type { ResourceFacts } from '../src/projections/rules.ts';
import { CampaignEntity, type CampaignRow } from '../src/campaigns/entities.ts';
import type { ReadyOrder } from '../src/campaigns/rules.ts';
import { deliverListingEvent, deliverOrderReady, knownCustomer, linkedAccount, socialTemplateBody, type KnownCustomer } from './helpers.ts';

const svc = serviceUnderTest(() => startTestService(adsModule, { env: { ADS_SYNC_INTERVAL_MS: '3600000' } }));
const ds = () => svc.booted.dataSource;

/** A resource event as the listing context publishes it, delivered to ads' resources projection; returns whether it was handled. */
async function deliverResourceEvent(type: 'resource.saved' | 'resource.deleted', data: ResourceFacts, occurredAt?: Date): Promise<boolean> {
  const event = envelope('listing', { type, subject: data.resourceId, customerId: data.customerId, data, version: 1 });
  return deliverEvent(svc, resourcesSubscription(new ProjectionStore()), occurredAt ? { ...event, occurredAt: occurredAt.toISOString() } : event);
}

const images = (n: number, tag: string) => Array.from({ length: n }, (_, i) => `https://cdn.example.com/resources/${tag}/${i + 1}.jpg`);

/** A published resource of the customer as resource.saved carries it; `over` changes what a test needs. */
const resourceFacts = (c: KnownCustomer, over: Partial<ResourceFacts> = {}): ResourceFacts => {
  const resourceId = over.resourceId ?? randomUUID();
  return {
    resourceId,
    customerId: c.customerId,
    officeIds: c.officeIds.slice(0, 1),
    reference: `RES-${resourceId.slice(0, 6)}`,
    name: 'Spring flyer',
    title: 'Open homes this weekend',
    message: 'Come and see us this weekend.',
    description: 'Our spring open homes, all in one place.',
    type: 'IMAGES',
    imageUrls: images(3, resourceId.slice(0, 8)),
    videos: [{ url: `https://cdn.example.com/resources/${resourceId.slice(0, 8)}/v.mp4`, thumbnailUrl: `https://cdn.example.com/resources/${resourceId.slice(0, 8)}/v.jpg` }],
    landingUrl: 'https://harbour.example.com/spring',
    published: true,
    ...over,
  };
};

async function savedResource(c: KnownCustomer, over: Partial<ResourceFacts> = {}): Promise<ResourceFacts> {
  const facts = resourceFacts(c, over);
  await deliverResourceEvent('resource.saved', facts);
  return facts;
}

const read = () => new ProjectionStore();
const createTemplate = async (body: Record<string, unknown>) => assertOk(await clientAs(svc, 'admin').post('/api/campaign-templates', body), 201) as { id: string };
const dataItem = (templateId: string, query: string) => `/api/campaign-templates/${templateId}/campaign-data-item?templateModel=CustomerCampaignTemplate&${query}`;
const ids = (name: string, values: readonly string[]) => values.map((v) => `${name}=${v}`).join('&');
/** A template for the whole country: a resource has no place to aim around. */
const countryTemplate = (customerId: string, fields: Record<string, unknown> = {}) =>
  socialTemplateBody(customerId, { adSets: [{ name: 'New Zealand', location: { type: 'COUNTRY', selectedCountries: ['NZ'] }, gender: 'ALL', budgetSharePercent: 100 }], ...fields });

describe('known resources', () => {
  test('resource.saved and resource.deleted are kept; an older event never rolls a newer one back; a deletion stands at its instant', async () => {
    const c = await knownCustomer(svc);
    const facts = resourceFacts(c);
    const t0 = Date.now() - 60_000;
    const at = (s: number) => new Date(t0 + s * 1000);
    assert.equal(await deliverResourceEvent('resource.saved', facts, at(1)), true);
    const kept = await read().knownResource(ds().manager, facts.resourceId);
    assert.deepEqual(kept && { ...kept, eventAt: kept.eventAt.toISOString() }, {
      id: facts.resourceId,
      customerId: c.customerId,
      officeIds: facts.officeIds,
      reference: facts.reference,
      name: 'Spring flyer',
      title: 'Open homes this weekend',
      message: 'Come and see us this weekend.',
      description: 'Our spring open homes, all in one place.',
      imageUrls: facts.imageUrls,
      videos: facts.videos,
      landingUrl: 'https://harbour.example.com/spring',
      published: true,
      deleted: false,
      eventAt: at(1).toISOString(),
    });
    await deliverResourceEvent('resource.saved', { ...facts, title: 'Older title', published: false }, at(0));
    assert.equal((await read().knownResource(ds().manager, facts.resourceId))?.title, 'Open homes this weekend');
    await deliverResourceEvent('resource.saved', { ...facts, title: 'Newer title', imageUrls: images(1, 'new') }, at(2));
    assert.deepEqual(await read().knownResource(ds().manager, facts.resourceId).then((r) => [r?.title, r?.imageUrls]), ['Newer title', images(1, 'new')]);
    await deliverResourceEvent('resource.deleted', { ...facts, title: 'Newer title' }, at(3));
    await deliverResourceEvent('resource.saved', { ...facts, title: 'Revived?' }, at(3));
    const gone = await read().knownResource(ds().manager, facts.resourceId);
    assert.deepEqual([gone?.deleted, gone?.title], [true, 'Newer title']);
    // knownResources: in the order named, each once, deleted ones too (the caller checks); unknown ones left out.
    const other = await savedResource(c);
    const many = await read().knownResources(ds().manager, [other.resourceId, randomUUID(), facts.resourceId, other.resourceId]);
    assert.deepEqual(many.map((r) => [r.id, r.deleted]), [[other.resourceId, false], [facts.resourceId, true]]);
    assert.equal(await read().knownResource(ds().manager, randomUUID()), null);
  });
});

describe('campaign data item of resources', () => {
  test("every dashboard user of the customer gets a template's item for its published resources: images, videos, texts, landing URL", async () => {
    const c = await knownCustomer(svc, { offices: 2, agents: 2 });
    const template = await createTemplate(countryTemplate(c.customerId, { campaignType: 'SINGLE_LISTING_IMAGE_CAROUSEL', creative: { headline: 'New: {{listing.title}}', message: '{{listing.shortDescription}}', callToAction: 'LEARN_MORE' } }));
    const first = await savedResource(c, { imageUrls: [...images(8, 'a'), 'not a url'] });
    const second = await savedResource(c, { imageUrls: images(6, 'b'), videos: [{ url: 'https://cdn.example.com/b/v.mp4', thumbnailUrl: null }], landingUrl: 'https://harbour.example.com/autumn', officeIds: [c.officeIds[1]!] });
    const callers = [
      clientAs(svc, { roles: ['corporate'], customerId: c.customerId }),
      clientAs(svc, { roles: ['branchmanager'], customerId: c.customerId, officeIds: [c.officeIds[1]!] }),
      clientAs(svc, { roles: ['agent'], customerId: c.customerId, agentId: c.agentIds[1] }),
      clientAs(svc, 'operations'),
    ];
    for (const caller of callers) {
      const item = assertOk(await caller.get(dataItem(template.id, ids('resourceIds', [first.resourceId, second.resourceId]))));
      assert.equal(item.templateId, template.id);
      assert.equal(item.type, 'SINGLE_LISTING_IMAGE_CAROUSEL');
      assert.deepEqual(item.resources, {
        images: [...images(8, 'a'), ...images(2, 'b')].map((url) => ({ url })),
        videos: [{ url: first.videos[0]!.url, thumbnail: first.videos[0]!.thumbnailUrl }, { url: 'https://cdn.example.com/b/v.mp4' }],
        publicUrls: [{ type: 'LANDING_URL', url: 'https://harbour.example.com/spring' }],
        contacts: [],
        title: 'Open homes this weekend',
        name: 'Spring flyer',
        message: 'Come and see us this weekend.',
        description: 'Our spring open homes, all in one place.',
      });
      assert.deepEqual(item.linkData, { link: 'https://harbour.example.com/spring' });
      assert.deepEqual(item.adSettings.location, { center: { lat: -36.8485, lng: 174.7633 }, zoom: 11, markers: [] }, 'no place: the template\'s location applies');
    }
  });

  test("another customer's, an unknown or a deleted resource is 404; an unpublished one 400 at its index; listings and resources together 400", async () => {
    const a = await knownCustomer(svc);
    const b = await knownCustomer(svc);
    const template = await createTemplate(countryTemplate(a.customerId));
    const mine = await savedResource(a);
    const theirs = await savedResource(b);
    const draft = await savedResource(a, { published: false });
    const corporate = clientAs(svc, { roles: ['corporate'], customerId: a.customerId });
    assertOk(await corporate.get(dataItem(template.id, ids('resourceIds', [mine.resourceId]))));
    assertProblem(await corporate.get(dataItem(template.id, ids('resourceIds', [mine.resourceId, theirs.resourceId]))), 404, 'Resource not found.');
    assertProblem(await corporate.get(dataItem(template.id, ids('resourceIds', [randomUUID()]))), 404, 'Resource not found.');
    assertProblem(await corporate.get(dataItem(template.id, ids('resourceIds', [mine.resourceId, draft.resourceId]))), 400, 'Order requires Published resources only.', ['/query/resourceIds/1']);
    const listingId = randomUUID();
    await deliverListingEvent(svc, 'listing.created', { listingId, customerId: a.customerId, title: '12 Harbour View Road', agentIds: a.agentIds, officeId: a.officeIds[0]! });
    assertProblem(await corporate.get(dataItem(template.id, `${ids('listingIds', [listingId])}&${ids('resourceIds', [mine.resourceId])}`)), 400, 'An order names listings or resources, not both.', ['/query/resourceIds']);
    // Another customer's ids are 404 before the listings-or-resources rule is judged: no rule tells them apart from unknown ones.
    assertProblem(await corporate.get(dataItem(template.id, `${ids('listingIds', [randomUUID()])}&${ids('resourceIds', [theirs.resourceId])}`)), 404);
    // Staff reach any template, with its own customer's resources only; B's user does not reach A's template.
    assertProblem(await clientAs(svc, 'admin').get(dataItem(template.id, ids('resourceIds', [theirs.resourceId]))), 404, 'Resource not found.');
    assertProblem(await clientAs(svc, { roles: ['corporate'], customerId: b.customerId }).get(dataItem(template.id, ids('resourceIds', [theirs.resourceId]))), 404, 'Campaign template not found.');
    await deliverResourceEvent('resource.deleted', mine);
    assertProblem(await corporate.get(dataItem(template.id, ids('resourceIds', [mine.resourceId]))), 404, 'Resource not found.');
    assertProblem(await corporate.get(dataItem(template.id, 'resourceIds=12')), 400);
  });
});

describe('campaigns of a RESOURCE order', () => {
  const readyOrder = (c: KnownCustomer, templateIds: string[], resourceIds: string[]): ReadyOrder => ({
    orderId: randomUUID(),
    orderNumber: Math.floor(Math.random() * 1e6) + 1,
    customerId: c.customerId,
    officeId: c.officeIds[0]!,
    agentIds: c.agentIds,
    paymentType: 'INVOICE',
    orderType: 'RESOURCE',
    productIds: [],
    fbDpaCatalogId: null,
    startDate: null,
    campaignName: 'Spring open homes',
    listingIds: [],
    resourceIds,
    attributes: [],
    currency: 'NZD',
    campaignData: [],
    products: [{ productId: randomUUID(), name: 'Facebook 7 days', campaignDurationDays: 7, amount: 23_000, amountTax: 3_000, campaignTemplates: templateIds.map((templateId) => ({ templateId, templateModel: 'CustomerCampaignTemplate', type: 'SINGLE_LISTING' })) }],
  });

  async function settled(orderId: string, count: number): Promise<CampaignRow[]> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const rows = await ds().getRepository(CampaignEntity).find({ where: { orderId }, order: { name: 'ASC' } });
      if (rows.length === count && rows.every((r) => r.status !== 'CREATING')) return rows;
      if (Date.now() > deadline) assert.fail(`campaigns of ${orderId} not settled: ${rows.map((r) => r.status).join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  test("are built from the customer's resources: their images, the first one's title and message, its landing URL; another customer's is left out", async () => {
    const c = await knownCustomer(svc);
    const other = await knownCustomer(svc);
    await linkedAccount(svc, 'social', c.customerId);
    const template = await createTemplate(countryTemplate(c.customerId, { creative: { headline: '{{listing.title}}', message: 'Call {{agent.fullName}}.', callToAction: 'LEARN_MORE' } }));
    const first = await savedResource(c, { imageUrls: images(2, 'first') });
    const second = await savedResource(c, { imageUrls: images(2, 'second'), title: null, name: 'Autumn flyer', message: null });
    const theirs = await savedResource(other, { imageUrls: images(2, 'theirs') });
    const order = readyOrder(c, [template.id], [first.resourceId, second.resourceId, theirs.resourceId]);
    assert.equal((await deliverOrderReady(svc, order)).handled, true);
    const [campaign] = await settled(order.orderId, 1);
    assert.equal(campaign?.status, 'PENDING_REVIEW', campaign?.reviewReasons.join('; '));
    assert.deepEqual(campaign?.resourceIds, order.resourceIds);
    assert.deepEqual(campaign?.listingIds, []);
    assert.equal(campaign?.isHousing, false);
    assert.deepEqual(campaign?.spec.creative.imageUrls, [...images(2, 'first'), ...images(2, 'second')]);
    assert.equal(campaign?.spec.creative.headline, 'Open homes this weekend');
    assert.equal(campaign?.spec.creative.message, 'Come and see us this weekend.', "the resource's own message");
    assert.equal(campaign?.spec.creative.linkUrl, 'https://harbour.example.com/spring');
    assert.equal(campaign?.spec.creative.videoUrl, first.videos[0]!.url);
  });

  test('a resource without a message takes the template\'s; a template aimed around the listing has no place to aim at (FAILED, with the reason)', async () => {
    const c = await knownCustomer(svc);
    await linkedAccount(svc, 'social', c.customerId);
    const country = await createTemplate(countryTemplate(c.customerId, { name: 'Country', creative: { headline: '{{listing.title}}', message: 'Call {{agent.fullName}}.', callToAction: 'LEARN_MORE' } }));
    const around = await createTemplate(socialTemplateBody(c.customerId, { name: 'Around' }));
    const quiet = await savedResource(c, { message: null, title: null, name: null, landingUrl: null, videos: [] });
    const order = readyOrder(c, [country.id, around.id], [quiet.resourceId]);
    await deliverOrderReady(svc, order);
    const campaigns = await settled(order.orderId, 2);
    const byTemplate = new Map(campaigns.map((x) => [x.templateId, x]));
    const built = byTemplate.get(country.id)!;
    assert.equal(built.status, 'PENDING_REVIEW', built.reviewReasons.join('; '));
    assert.equal(built.spec.creative.headline, quiet.reference, 'no title nor name: the reference');
    assert.equal(built.spec.creative.message, 'Call Jo Agent.');
    const failed = byTemplate.get(around.id)!;
    assert.equal(failed.status, 'FAILED');
    assert.match(failed.reviewReasons[0] ?? '', /targets the listing's location/);
  });
});
