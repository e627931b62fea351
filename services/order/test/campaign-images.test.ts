// The order flow's rules the server owns beside the dashboard, over HTTP against MariaDB (or SQLite without
// MYSQL_URL): the images of each campaign data item by its template's campaign type (002 §5, "enforced on
// the server too"), an image campaign's maximum the customer's imageAdLimit as the customer context's
// events tell it (10 until then), on createOrder and updateOrderCampaignData, with the spec's messages at
// the item's images; and the products a dashboard user is offered and may order: only those made of its
// own customer's templates (002 §1, §6).
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { assertOk, assertProblem, clientAs, serviceUnderTest, startTestService } from '@adops/platform/testing';
import { orderModule } from '../src/app.ts';
import { aProduct, dashboardOrderBody, deliverAdsEvent, deliverCustomerEvent, knownCampaignTemplate, knownCustomer, productOfTemplate, type KnownCustomer, type TemplateModel } from './helpers.ts';

const svc = serviceUnderTest(() => startTestService(orderModule));

const CAROUSEL_MIN = 'At least 3 images are required for Single Listing Image Carousel';
const IMAGE_MIN = 'At least 1 image is required for Image Campaign';
const VIDEO_MIN = 'At least 3 images are required for Video Campaign';
const DISPLAY_MIN = 'At least 1 image is required for Display Campaign';
const tooMany = (n: number) => `Maximum of ${n} images allowed! Please delete other image(s) and try again.`;
const IMAGES_AT = ['/body/campaignData/0/resources/images'];

const images = (n: number, deleted = 0) => Array.from({ length: n + deleted }, (_, i) => ({ id: `i${i}`, url: `https://cdn.example.com/${i}.jpg`, ...(i >= n ? { deleted: true } : {}) }));
const ACCOUNTS = [
  { entity: 'FB_AD_ACCOUNT', key: 'fbAdAccount', value: '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d' },
  { entity: 'GDN_AD_ACCOUNT', key: 'gdnAdAccount', value: '7b8c9d0e-1f2a-4b3c-9d4e-5f6a7b8c9d0e' },
];

const orderBody = (c: KnownCustomer, code: string, campaignData: unknown[], over: Record<string, unknown> = {}) =>
  dashboardOrderBody(c, [code], { attributes: ACCOUNTS, campaignData, ...over });

describe('campaign data images (002 §5), on the server too', () => {
  test('a single listing carousel takes 3 to 10 images, deleted ones not counted', async () => {
    const c = await knownCustomer(svc);
    const corporate = clientAs(svc, { roles: ['corporate'], customerId: c.customerId });
    const { template, product } = await productOfTemplate(svc, c, 'SINGLE_LISTING_IMAGE_CAROUSEL');
    const post = (imgs: unknown[]) => corporate.post('/api/orders', orderBody(c, product.code, [{ templateId: template.templateId, templateModel: template.templateModel, resources: { images: imgs } }]));
    assertProblem(await post(images(2)), 400, CAROUSEL_MIN, IMAGES_AT);
    assertProblem(await post(images(2, 3)), 400, CAROUSEL_MIN, IMAGES_AT);
    assertProblem(await post(images(11)), 400, tooMany(10), IMAGES_AT);
    assertOk(await post(images(3)), 201);
    assertOk(await post(images(10, 2)), 201);
  });

  test("an image campaign takes 1 image to the customer's imageAdLimit: 10 until the customer context tells it", async () => {
    const c = await knownCustomer(svc);
    const agentUser = clientAs(svc, { roles: ['agent'], customerId: c.customerId, agentId: c.agentIds[0] });
    const { template, product } = await productOfTemplate(svc, c, 'FACEBOOK_IMAGE_CAMPAIGN');
    // An agent pays by card (the default settings offer agents no invoice).
    const post = (n: number) => agentUser.post('/api/orders', orderBody(c, product.code, [{ templateId: template.templateId, templateModel: template.templateModel, resources: { images: images(n) } }], { paymentType: 'CREDIT_CARD' }));
    assertProblem(await post(0), 400, IMAGE_MIN, IMAGES_AT);
    assertProblem(await post(11), 400, tooMany(10), IMAGES_AT);
    assertOk(await post(10), 201);
    // The customer context's customer.updated carries its imageAdLimit.
    await deliverCustomerEvent(svc, 'customer.updated', { customerId: c.customerId, name: 'Harbour Realty', isActive: true, imageAdLimit: 6 });
    assertProblem(await post(7), 400, tooMany(6), IMAGES_AT);
    assertOk(await post(6), 201);
    // An older event does not roll it back; an event without a limit leaves it.
    await deliverCustomerEvent(svc, 'customer.updated', { customerId: c.customerId, name: 'Harbour Realty', isActive: true });
    assertProblem(await post(7), 400, tooMany(6), IMAGES_AT);
  });

  test('a video campaign takes at least 3 images, a display campaign at least 1 (ours); each item at its own index', async () => {
    const c = await knownCustomer(svc);
    const corporate = clientAs(svc, { roles: ['corporate'], customerId: c.customerId });
    const video = await knownCampaignTemplate(svc, 'CustomerCampaignTemplate', undefined, c.customerId, 'FACEBOOK_VIDEO_CAMPAIGN');
    const display = await knownCampaignTemplate(svc, 'CustomerGdnCampaignTemplate', undefined, c.customerId, 'RESPONSIVE_DISPLAY');
    const { product } = await aProduct(svc, { campaignTemplates: [video, display] });
    const item = (t: { templateId: string; templateModel: string }, n: number) => ({ templateId: t.templateId, templateModel: t.templateModel, resources: { images: images(n) } });
    const problem = assertProblem(await corporate.post('/api/orders', orderBody(c, product.code, [item(video, 2), item(display, 0)])), 400);
    assert.deepEqual(problem.errors, [
      { path: '/body/campaignData/0/resources/images', message: VIDEO_MIN },
      { path: '/body/campaignData/1/resources/images', message: DISPLAY_MIN },
    ]);
    assertOk(await corporate.post('/api/orders', orderBody(c, product.code, [item(video, 3), item(display, 1)])), 201);
  });

  test('not checked: an item without images (its listings\' are used), or of a template of a type without image bounds', async () => {
    const c = await knownCustomer(svc);
    const corporate = clientAs(svc, { roles: ['corporate'], customerId: c.customerId });
    const { template, product } = await productOfTemplate(svc, c, 'SINGLE_LISTING_IMAGE_CAROUSEL');
    assertOk(await corporate.post('/api/orders', orderBody(c, product.code, [{ templateId: template.templateId, templateModel: template.templateModel, linkData: { link: 'https://harbour.example.com/12' } }])), 201);
    const plain = await productOfTemplate(svc, c, 'SINGLE_LISTING');
    assertOk(await corporate.post('/api/orders', orderBody(c, plain.product.code, [{ templateId: plain.template.templateId, templateModel: 'CustomerCampaignTemplate', resources: { images: [] } }])), 201);
  });

  test("the same rules when the campaign data is replaced, with the order's customer's limit", async () => {
    const c = await knownCustomer(svc);
    await deliverCustomerEvent(svc, 'customer.updated', { customerId: c.customerId, name: 'Harbour Realty', isActive: true, imageAdLimit: 4 });
    const corporate = clientAs(svc, { roles: ['corporate'], customerId: c.customerId });
    const { template, product } = await productOfTemplate(svc, c, 'FACEBOOK_IMAGE_CAMPAIGN');
    const item = (n: number) => ({ templateId: template.templateId, templateModel: template.templateModel, resources: { images: images(n) } });
    const order = assertOk(await corporate.post('/api/orders', orderBody(c, product.code, [item(4)])), 201);
    for (const who of [corporate, clientAs(svc, 'operations')]) {
      assertProblem(await who.put(`/api/orders/${order.id}/campaign-data`, { campaignData: [item(5)] }), 400, tooMany(4), IMAGES_AT);
      assertProblem(await who.put(`/api/orders/${order.id}/campaign-data`, { campaignData: [item(0)] }), 400, IMAGE_MIN, IMAGES_AT);
    }
    assert.deepEqual(assertOk(await corporate.put(`/api/orders/${order.id}/campaign-data`, { campaignData: [item(2)] })).campaignData, [item(2)]);
  });
});

describe("a dashboard user's products (002 §1, §6)", () => {
  test("are those made of its own customer's live templates; createOrder refuses another's as no product", async () => {
    const a = await knownCustomer(svc);
    const b = await knownCustomer(svc);
    const tag = randomUUID().slice(0, 8);
    const made = async (templates: Array<{ templateId: string; templateModel: TemplateModel; type: string }>) => (await aProduct(svc, { name: `Offer ${tag}`, campaignTemplates: templates })).product;
    const aTemplate = await knownCampaignTemplate(svc, 'CustomerCampaignTemplate', undefined, a.customerId);
    const aDisplay = await knownCampaignTemplate(svc, 'CustomerGdnCampaignTemplate', undefined, a.customerId);
    const bTemplate = await knownCampaignTemplate(svc, 'CustomerCampaignTemplate', undefined, b.customerId);
    const ofA = await made([aTemplate, aDisplay]);
    const ofB = await made([bTemplate]);
    const mixed = await made([aTemplate, bTemplate]);
    const none = await made([]);
    const gone = await made([aDisplay]);
    await deliverAdsEvent(svc, 'campaign_template.deleted', { templateId: aDisplay.templateId, customerId: a.customerId, templateModel: 'CustomerGdnCampaignTemplate' });
    const listed = async (who: ReturnType<typeof clientAs>) => (assertOk(await who.get(`/api/products?search=${tag}&limit=100`)).items as Array<{ id: string }>).map((p) => p.id).sort();
    const sorted = (...ps: Array<{ id: string }>) => ps.map((p) => p.id).sort();

    for (const who of [
      clientAs(svc, { roles: ['corporate'], customerId: a.customerId }),
      clientAs(svc, { roles: ['branchmanager'], customerId: a.customerId, officeIds: a.officeIds }),
      clientAs(svc, { roles: ['branchuser'], customerId: a.customerId, agentId: a.agentIds[0] }),
      clientAs(svc, { roles: ['agent'], customerId: a.customerId, agentId: a.agentIds[0] }),
    ]) {
      assert.deepEqual(await listed(who), sorted(none), 'A template deleted since: not offered');
    }
    await deliverAdsEvent(svc, 'campaign_template.saved', { templateId: aDisplay.templateId, customerId: a.customerId, templateModel: 'CustomerGdnCampaignTemplate', name: 'Back', type: 'RESPONSIVE_DISPLAY' });
    assert.deepEqual(await listed(clientAs(svc, { roles: ['corporate'], customerId: a.customerId })), sorted(ofA, none, gone));
    assert.deepEqual(await listed(clientAs(svc, { roles: ['agent'], customerId: b.customerId, agentId: b.agentIds[0] })), sorted(ofB, none));
    // The filter keeps the type filter.
    assert.deepEqual(assertOk(await clientAs(svc, { roles: ['corporate'], customerId: a.customerId }).get(`/api/products?productTypeId=${ofB.productTypeId}`)).items, []);
    // Staff read the whole catalogue.
    assert.deepEqual(await listed(clientAs(svc, 'operations')), sorted(ofA, ofB, mixed, none, gone));

    // Ordering another customer's template (or one among its own), as that customer's user or as staff, is no product.
    const corporateA = clientAs(svc, { roles: ['corporate'], customerId: a.customerId });
    assertProblem(await corporateA.post('/api/orders', orderBody(a, ofB.code, [])), 400, 'No Product available...', ['/body/products/0']);
    assertProblem(await corporateA.post('/api/orders', orderBody(a, none.code, [], { products: [none.code, mixed.code] })), 400, 'No Product available...', ['/body/products/1']);
    assertProblem(await clientAs(svc, 'admin').post('/api/orders', orderBody(a, ofB.code, [], { customerId: a.customerId })), 400, 'No Product available...', ['/body/products/0']);
    assertOk(await corporateA.post('/api/orders', orderBody(a, ofA.code, [])), 201);
    assertOk(await clientAs(svc, 'admin').post('/api/orders', orderBody(b, ofB.code, [], { customerId: b.customerId })), 201);
  });
});
