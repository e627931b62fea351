// RESOURCE orders end to end (issue 29; 003 §2–§4, 002 §3), against the embedded default as `make up`
// runs it, every context in one process: a corporate dashboard user uploads two images to the customer's
// library and makes two published resources of them through the resource API (listing context); their
// resource.saved events reach the order context (known_resources), so an INVOICE RESOURCE order on them is
// READY; order.ready reaches the ads context, which builds the campaign from the resources (known_resources
// there), created on the simulated network and shown on the order, with the order's resourceIds. An
// unpublished resource is refused ('Order requires Published resources only.' at its index), publishing it
// makes it orderable, and unpublishing or deleting it refuses it again; the template's campaign data item
// of the resources carries their images and landing link.
import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { assertOk, assertProblem, multipartFile, type TestClient, type TestResponse } from '@adops/platform/testing';
import { startEmbedded, type Embedded } from './matrix/server.ts';
import { dashboardCustomer, eventually, signedInAdmin, untilKnown, type DashboardCustomer } from './dashboard-world.ts';

const PUBLISHED_ONLY = 'Order requires Published resources only.';

let embedded: Embedded;
let admin: TestClient;
let a: DashboardCustomer;

before(async () => {
  embedded = await startEmbedded();
  admin = await signedInAdmin(embedded.baseUrl, embedded.adminEmail, embedded.adminPassword);
  a = await dashboardCustomer(embedded.baseUrl, admin, `r${randomUUID().slice(0, 6)}`);
});
after(async () => {
  await embedded?.stop();
});

/** An image uploaded to the caller's customer's library (uploadCustomerAsset): its id and public address. */
async function uploadedImage(client: TestClient, colour: string): Promise<{ id: string; cdnUrl: string }> {
  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: colour } }).png().toBuffer();
  const form = await multipartFile(png, { filename: 'flyer.png' });
  return assertOk(await untilKnown('listing knows the customer', () => client.post('/api/assets', form.body, form.headers)), 201);
}

/** A resource made through the resource API by the customer's corporate user. */
async function createdResource(c: DashboardCustomer, fields: Record<string, unknown>): Promise<{ id: string; reference: string; isPublished: boolean }> {
  return assertOk(await c.corporate.client.post('/api/resources', { officeIds: [c.officeId], ...fields }), 201);
}

/** The dashboard's RESOURCE order of these resources, by invoice. */
const resourceOrder = (c: DashboardCustomer, resourceIds: string[], name: string) => c.corporate.client.post('/api/orders', { ...c.orderBody(name), orderType: 'RESOURCE', listingIds: [], resourceIds });

/** Refused until the order context has heard of what the order names, then the answer. */
const placed = (what: string, send: () => Promise<TestResponse>) => untilKnown(what, send);

/** Until the order context has heard the latest resource event: the order is refused at index `i`. */
const refusedAt = (what: string, send: () => Promise<TestResponse>, i: number) =>
  eventually(what, async () => {
    const res = await send();
    return res.status === 400 && (res.body as { errors?: Array<{ path: string }> }).errors?.some((e) => e.path === `/body/resourceIds/${i}`) ? res : undefined;
  });

describe('RESOURCE orders in the embedded default', () => {
  test('two published resources made through the API: the INVOICE order is READY and its campaign is built from them', { timeout: 120_000 }, async () => {
    const [first, second] = [await uploadedImage(a.corporate.client, '#228844'), await uploadedImage(a.corporate.client, '#884422')];
    const spring = await createdResource(a, { name: 'Spring flyer', title: 'Open homes this weekend', message: 'Come and see us.', imageIds: [first.id], publicUrls: [{ type: 'LANDING_URL', url: 'https://harbour.example.com/spring' }] });
    const autumn = await createdResource(a, { name: 'Autumn flyer', title: 'Autumn open homes', imageIds: [second.id], publicUrls: [{ type: 'LANDING_URL', url: 'https://harbour.example.com/autumn' }] });
    assert.equal(spring.isPublished, true, 'a new resource is published');
    const resourceIds = [spring.id, autumn.id];

    // The ads context's campaign data item of the resources: their images and the first one's landing link.
    const item = assertOk(
      await untilKnown('ads knows the resources', () =>
        a.corporate.client.get(`/api/campaign-templates/${a.templateId}/campaign-data-item?templateModel=CustomerCampaignTemplate&resourceIds=${spring.id}&resourceIds=${autumn.id}`),
      ),
    );
    assert.deepEqual(item.resources.images.map((i: { url: string }) => i.url), [first.cdnUrl, second.cdnUrl]);
    assert.equal(item.resources.title, 'Open homes this weekend');
    assert.deepEqual(item.linkData, { link: 'https://harbour.example.com/spring' });

    const order = assertOk(await placed('order knows the resources', () => resourceOrder(a, resourceIds, `Resources ${a.tag}`)), 201);
    assert.equal(order.status, 'READY');
    assert.equal(order.orderType, 'RESOURCE');
    assert.deepEqual(order.resourceIds, resourceIds);
    assert.deepEqual(order.orderedItems.map((i: { kind: string; title: string }) => [i.kind, i.title]), [['RESOURCE', 'Open homes this weekend'], ['RESOURCE', 'Autumn open homes']]);

    // order.ready → ads builds the campaign from the resources → campaign.created → the order shows it.
    const delivered = await eventually('the order is DELIVERED with its campaign', async () => {
      const got = assertOk(await a.corporate.client.get(`/api/orders/${order.id}`));
      return got.status === 'DELIVERED' && got.fbCampaigns.length > 0 ? got : undefined;
    });
    assert.equal(delivered.fbCampaigns.length, 1);
    const campaign = assertOk(await admin.get(`/api/campaigns/${delivered.fbCampaigns[0].campaignId}`));
    assert.deepEqual(campaign.resourceIds, resourceIds);
    assert.deepEqual(campaign.listingIds, []);
    assert.equal(campaign.orderId, order.id);
    assert.notEqual(campaign.status, 'FAILED', JSON.stringify(campaign.reviewReasons));
    assert.deepEqual(campaign.reviewReasons, []);
  });

  test('an unpublished resource is refused; published it is ordered; unpublished or deleted it is refused again', { timeout: 120_000 }, async () => {
    const image = await uploadedImage(a.corporate.client, '#224488');
    const published = await createdResource(a, { name: 'Always on', imageIds: [image.id] });
    const draft = await createdResource(a, { name: 'Draft flyer', imageIds: [image.id], isPublished: false });
    assert.equal(draft.isPublished, false);
    // The published one is known once this order is placed; the draft is refused at its index.
    assertOk(await placed('order knows the published resource', () => resourceOrder(a, [published.id], `Published ${a.tag}`)), 201);
    const refused = await refusedAt('the draft is refused', () => resourceOrder(a, [published.id, draft.id], `Draft ${a.tag}`), 1);
    assertProblem(refused, 400, PUBLISHED_ONLY, ['/body/resourceIds/1']);

    // Published through the API: the order context follows, and it is ordered.
    assertOk(await a.corporate.client.put(`/api/resources/${draft.id}`, { name: 'Draft flyer', isPublished: true }));
    assertOk(await placed('order knows the published draft', () => resourceOrder(a, [draft.id], `Now published ${a.tag}`)), 201);
    // Unpublished again: refused again.
    assertOk(await a.corporate.client.put(`/api/resources/${draft.id}`, { name: 'Draft flyer', isPublished: false }));
    assertProblem(await refusedAt('the unpublished resource is refused', () => resourceOrder(a, [draft.id], `Unpublished ${a.tag}`), 0), 400, PUBLISHED_ONLY, ['/body/resourceIds/0']);
    // Deleted: refused.
    assert.equal((await a.corporate.client.delete(`/api/resources/${published.id}`)).status, 204);
    assertProblem(await refusedAt('the deleted resource is refused', () => resourceOrder(a, [published.id], `Deleted ${a.tag}`), 0), 400, PUBLISHED_ONLY, ['/body/resourceIds/0']);
    // The draft's refused order was not placed. (The later refusals are probed until the order context
    // has heard the change: an order sent before it may be placed, so they are not counted.)
    const { count } = assertOk(await admin.get(`/api/orders?customerId=${a.customerId}&search=${encodeURIComponent(`Draft ${a.tag}`)}`));
    assert.equal(count, 0, 'the order of the draft was placed');
  });
});
