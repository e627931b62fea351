// Attacks, as an outsider would make them, on what issue 28 widened in the order context (ARCHITECTURE §4,
// 002 §5, §6), over HTTP against MariaDB (or SQLite without MYSQL_URL): listProducts, getProduct and
// getProductByCode scoped alike to the products of a dashboard user's own customer's templates, and
// createOrder's new checks (another customer's products, by code in any letter case; campaign data items
// bound to the order's products' templates, their ids in any letter case, and their images checked against
// those templates only; payment types from the customer's own dashboard, never another's), and the same
// items on updateOrderCampaignData. Callers without a customer, other customers' users, oversized lists and
// forged headers; each answer keeps to the tenant.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { anon, assertOk, assertProblem, clientAs, eventsOf, serviceUnderTest, startTestService } from '@adops/platform/testing';
import { orderModule } from '../src/app.ts';
import { aProduct, dashboardOrderBody, deliverAdsEvent, deliverCustomerEvent, knownCampaignTemplate, knownCustomer, productOfTemplate, type KnownCustomer } from './helpers.ts';

const svc = serviceUnderTest(() => startTestService(orderModule));

const NO_PRODUCT = 'No Product available...';
const NOT_FOUND = 'Product not found.';
const NOT_THE_ORDERS_TEMPLATE = "The campaign data names a campaign template that is not one of the order's products' templates.";
const CAROUSEL_MIN = 'At least 3 images are required for Single Listing Image Carousel';
const images = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `i${i}`, url: `https://cdn.example.com/${i}.jpg` }));
const ACCOUNTS = [{ entity: 'FB_AD_ACCOUNT', key: 'fbAdAccount', value: randomUUID() }];

/** A carousel template of the customer and a product made of it, named with `tag`. */
const productOf = (c: KnownCustomer, tag: string) =>
  productOfTemplate(svc, c, 'SINGLE_LISTING_IMAGE_CAROUSEL', 'CustomerCampaignTemplate', { name: `Offer ${tag} ${randomUUID().slice(0, 4)}` });

const orderBody = (c: KnownCustomer, codes: string[], over: Record<string, unknown> = {}) => dashboardOrderBody(c, codes, { attributes: ACCOUNTS, ...over });

/** Customers A and B, each with a product of its own carousel template, named with one tag. */
async function twoCustomers() {
  const a = await knownCustomer(svc);
  const b = await knownCustomer(svc);
  const tag = randomUUID().slice(0, 8);
  return { a, b, tag, ofA: await productOf(a, tag), ofB: await productOf(b, tag) };
}

describe('listProducts under attack', () => {
  test('a dashboard user without a customer is offered nothing; another customer\'s products stay out of search, type filter and paging', async () => {
    const { a, tag, ofA, ofB } = await twoCustomers();
    const list = async (who: Parameters<typeof clientAs>[1], query: string) =>
      (assertOk(await clientAs(svc, who).get(`/api/products?${query}`)).items as Array<{ id: string }>).map((p) => p.id);
    for (const who of [{ roles: ['corporate' as const] }, { roles: ['agent' as const], agentId: a.agentIds[0] }, { roles: ['branchmanager' as const], officeIds: a.officeIds }]) {
      assert.deepEqual(await list(who, `search=${tag}&limit=100`), [], JSON.stringify(who));
    }
    const corporateA = { roles: ['corporate' as const], customerId: a.customerId };
    assert.deepEqual(await list(corporateA, `search=${tag}&limit=100`), [ofA.product.id]);
    assert.deepEqual(await list(corporateA, `productTypeId=${ofB.product.productTypeId}`), []);
    for (const search of ['%%', '__', `${tag}%`, ofB.product.code, ofB.product.code.toLowerCase()]) {
      assert.ok(!(await list(corporateA, `search=${encodeURIComponent(search)}&limit=100`)).includes(ofB.product.id), `search ${search}`);
    }
    for (let page = 1; page <= 3; page++) assert.ok(!(await list(corporateA, `page=${page}&limit=100`)).includes(ofB.product.id), `page ${page}`);
    // Malformed paging and sorting are refused, not widened.
    const corporate = clientAs(svc, corporateA);
    assertProblem(await corporate.get('/api/products?limit=100000'), 400);
    assertProblem(await corporate.get('/api/products?sort=campaignTemplates'), 400);
    assertProblem(await corporate.get('/api/products?productTypeId=x%27%20OR%201%3D1'), 400);
    assertProblem(await anon(svc).get('/api/products', { 'x-session': `as:${randomUUID()}` }), 401);
  });
});

describe('getProduct and getProductByCode under attack', () => {
  test("another customer's product, by id or by code in any letter case, is the 404 of an unknown product; reads follow the list", async () => {
    const { a, b, tag, ofA, ofB } = await twoCustomers();
    const aDisplay = await knownCampaignTemplate(svc, 'CustomerGdnCampaignTemplate', undefined, a.customerId);
    const mixed = (await aProduct(svc, { name: `Offer ${tag} mixed`, campaignTemplates: [ofA.template, ofB.template] })).product;
    const none = (await aProduct(svc, { name: `Offer ${tag} none`, campaignTemplates: [] })).product;
    const gone = (await aProduct(svc, { name: `Offer ${tag} gone`, campaignTemplates: [aDisplay] })).product;
    await deliverAdsEvent(svc, 'campaign_template.deleted', { templateId: aDisplay.templateId, customerId: a.customerId, templateModel: 'CustomerGdnCampaignTemplate' });
    const products = [ofA.product, ofB.product, mixed, none, gone];
    // The 404 of a product that does not exist, without its address and request id.
    const bare = ({ instance: _i, requestId: _r, ...problem }: Record<string, unknown>) => problem;
    const unknown = bare(assertProblem(await clientAs(svc, { roles: ['corporate'], customerId: a.customerId }).get(`/api/products/${randomUUID()}`), 404, NOT_FOUND) as unknown as Record<string, unknown>);

    const dashboardA = [
      { roles: ['corporate' as const], customerId: a.customerId },
      { roles: ['branchmanager' as const], customerId: a.customerId, officeIds: a.officeIds },
      { roles: ['branchuser' as const], customerId: a.customerId, agentId: a.agentIds[0] },
      { roles: ['agent' as const], customerId: a.customerId, agentId: a.agentIds[0] },
    ];
    for (const who of dashboardA) {
      const caller = clientAs(svc, who);
      const listed = (assertOk(await caller.get(`/api/products?search=${tag}&limit=100`)).items as Array<{ id: string }>).map((p) => p.id);
      assert.deepEqual(listed.sort(), [ofA.product.id, none.id].sort(), JSON.stringify(who));
      // Read by id and by code exactly when the list offers it.
      for (const product of products) {
        const reads = [`/api/products/${product.id}`, `/api/products/by-code/${product.code}`, `/api/products/by-code/${product.code.toLowerCase()}`];
        for (const path of reads) {
          const res = await caller.get(path);
          if (listed.includes(product.id) && path !== reads[2]) assert.deepEqual(assertOk(res), product, `${path} as ${JSON.stringify(who)}`);
          else if (!listed.includes(product.id)) {
            const problem = bare(assertProblem(res, 404, NOT_FOUND) as unknown as Record<string, unknown>);
            assert.deepEqual(problem, unknown, `${path}: the same 404 as an unknown product`);
            assert.ok(!JSON.stringify(res.body).includes(ofB.template.templateId), "no template id of B's in the answer");
          }
        }
      }
    }
    // A template saved again makes its product readable again; deleted, unreadable again.
    const corporateA = clientAs(svc, dashboardA[0]!);
    await deliverAdsEvent(svc, 'campaign_template.saved', { templateId: aDisplay.templateId, customerId: a.customerId, templateModel: 'CustomerGdnCampaignTemplate', name: 'Back', type: 'RESPONSIVE_DISPLAY' });
    assert.equal(assertOk(await corporateA.get(`/api/products/${gone.id}`)).id, gone.id);
    assert.equal(assertOk(await corporateA.get(`/api/products/by-code/${gone.code}`)).id, gone.id);
    await deliverAdsEvent(svc, 'campaign_template.deleted', { templateId: ofA.template.templateId, customerId: a.customerId, templateModel: 'CustomerCampaignTemplate' });
    assertProblem(await corporateA.get(`/api/products/${ofA.product.id}`), 404, NOT_FOUND);
    assertProblem(await corporateA.get(`/api/products/by-code/${ofA.product.code}`), 404, NOT_FOUND);
    // Customer B's users read B's product, not A's.
    const corporateB = clientAs(svc, { roles: ['corporate'], customerId: b.customerId });
    assert.equal(assertOk(await corporateB.get(`/api/products/${ofB.product.id}`)).id, ofB.product.id);
    assertProblem(await corporateB.get(`/api/products/by-code/${gone.code}`), 404, NOT_FOUND);
    // A dashboard user without a customer reads none, not even a product of no template.
    for (const who of [{ roles: ['corporate' as const] }, { roles: ['agent' as const], agentId: a.agentIds[0] }]) {
      assertProblem(await clientAs(svc, who).get(`/api/products/${none.id}`), 404, NOT_FOUND);
      assertProblem(await clientAs(svc, who).get(`/api/products/by-code/${none.code}`), 404, NOT_FOUND);
    }
    // Staff read the whole catalogue, as before.
    for (const who of ['admin', 'operations', 'user'] as const) {
      for (const product of products) {
        assert.equal(assertOk(await clientAs(svc, who).get(`/api/products/${product.id}`)).id, product.id);
        assert.equal(assertOk(await clientAs(svc, who).get(`/api/products/by-code/${product.code}`)).id, product.id);
      }
    }
    assertProblem(await clientAs(svc, 'sales').get(`/api/products/${ofB.product.id}`), 403);
    assertProblem(await anon(svc).get(`/api/products/by-code/${ofB.product.code}`), 401);
  });
});

describe('createOrder under attack', () => {
  test("another customer's product by its code in any letter case, alone or beside one's own, is no product", async () => {
    const { a, b, ofA, ofB } = await twoCustomers();
    const corporateA = clientAs(svc, { roles: ['corporate'], customerId: a.customerId });
    const agentA = clientAs(svc, { roles: ['agent'], customerId: a.customerId, agentId: a.agentIds[0] });
    for (const caller of [corporateA, agentA]) {
      const pay = caller === agentA ? { paymentType: 'CREDIT_CARD' } : {};
      for (const code of [ofB.product.code, ofB.product.code.toLowerCase(), ` ${ofB.product.code}`, `${ofB.product.code} `]) {
        const res = await caller.post('/api/orders', orderBody(a, [code], pay));
        assertProblem(res, 400);
      }
      const mixed = await caller.post('/api/orders', orderBody(a, [ofA.product.code, ofB.product.code.toLowerCase()], pay));
      assertProblem(mixed, 400);
      assert.ok(mixed.body.errors.some((e: { message: string }) => e.message === NO_PRODUCT), JSON.stringify(mixed.body.errors));
    }
    // Naming customer B in the body does not make it B's order.
    assertProblem(await corporateA.post('/api/orders', orderBody(b, [ofB.product.code], { customerId: b.customerId })), 404, 'Customer not found.');
    assertOk(await corporateA.post('/api/orders', orderBody(a, [ofA.product.code], { campaignData: [{ templateId: ofA.template.templateId, templateModel: 'CustomerCampaignTemplate', resources: { images: images(3) } }] })), 201);
  });

  test("another customer's listing, agent or office, in any letter case, is refused", async () => {
    const a = await knownCustomer(svc);
    const b = await knownCustomer(svc);
    const { product } = await productOf(a, randomUUID().slice(0, 8));
    const corporateA = clientAs(svc, { roles: ['corporate'], customerId: a.customerId });
    for (const over of [
      { listingIds: [b.listingIds[0]] },
      { listingIds: [b.listingIds[0]!.toUpperCase()] },
      { listingIds: [a.listingIds[0], b.listingIds[0]] },
      { agents: [{ id: b.agentIds[0] }] },
      { agents: [{ id: b.agentIds[0]!.toUpperCase() }] },
      { officeId: b.officeIds[0] },
      { officeId: b.officeIds[0]!.toUpperCase() },
    ]) {
      assertProblem(await corporateA.post('/api/orders', orderBody(a, [product.code], over)), 400, undefined);
    }
  });

  test("campaign data cannot slip past the images rule: a template id in other letters, another customer's template, oversized lists", async () => {
    const a = await knownCustomer(svc);
    const b = await knownCustomer(svc);
    const { template, product } = await productOf(a, randomUUID().slice(0, 8));
    const ofB = await knownCampaignTemplate(svc, 'CustomerCampaignTemplate', undefined, b.customerId, 'SINGLE_LISTING_IMAGE_CAROUSEL');
    const corporateA = clientAs(svc, { roles: ['corporate'], customerId: a.customerId });
    const item = (templateId: string, n: number) => ({ templateId, templateModel: 'CustomerCampaignTemplate', resources: { images: images(n) } });
    const post = (campaignData: unknown[]) => corporateA.post('/api/orders', orderBody(a, [product.code], { campaignData }));
    // The product's own template, too many images: refused at the item.
    assertProblem(await post([item(template.templateId, 11)]), 400, 'Maximum of 10 images allowed! Please delete other image(s) and try again.', ['/body/campaignData/0/resources/images']);
    // A valid item first and an oversized one for the same template after it: each item is checked.
    assertProblem(await post([item(template.templateId, 3), item(template.templateId, 11)]), 400, undefined, ['/body/campaignData/1/resources/images']);
    // The template's id in other letters is the same template: its images are checked, and it is kept with
    // the product template's own id, so that campaign building (which takes an item by the product
    // template's exact id, ads campaigns/rules.ts dataFor) builds from the checked item.
    assertProblem(await post([item(template.templateId.toUpperCase(), 11)]), 400, 'Maximum of 10 images allowed! Please delete other image(s) and try again.', ['/body/campaignData/0/resources/images']);
    assertProblem(await post([item(template.templateId.toUpperCase(), 1)]), 400, CAROUSEL_MIN, ['/body/campaignData/0/resources/images']);
    const kept = assertOk(await post([item(template.templateId.toUpperCase(), 3)]), 201);
    const productTemplateIds = kept.products.flatMap((p: { campaignTemplates: Array<{ templateId: string }> }) => p.campaignTemplates.map((t) => t.templateId));
    assert.deepEqual(productTemplateIds, [template.templateId]);
    assert.deepEqual(kept.campaignData.map((d: { templateId: string }) => d.templateId), [template.templateId], 'stored with the product template\'s exact id');
    const [ready] = await eventsOf(svc, { subject: kept.id, types: ['order.ready'] });
    assert.deepEqual((ready?.data as { campaignData: Array<{ templateId: string }> }).campaignData.map((d) => d.templateId), [template.templateId], 'the ads context reads the exact id');
    // Above the spec's bounds: 400 before any rule.
    assertProblem(await post([item(template.templateId, 51)]), 400);
    assertProblem(await post(Array.from({ length: 21 }, () => item(template.templateId, 3))), 400);
    assertProblem(await corporateA.post('/api/orders', orderBody(a, Array.from({ length: 11 }, () => product.code))), 400);
    // Another customer's carousel template, in any letters, or a template of no product of the order: refused
    // at the item's templateId, and nothing of that template (its campaign type's image rule) is told.
    for (const templateId of [ofB.templateId, ofB.templateId.toUpperCase(), randomUUID()]) {
      const refused = assertProblem(await post([item(templateId, 1)]), 400, undefined, ['/body/campaignData/0/templateId']);
      assert.deepEqual(refused.errors, [{ path: '/body/campaignData/0/templateId', message: NOT_THE_ORDERS_TEMPLATE }]);
    }
    const beside = assertProblem(await post([item(template.templateId, 3), item(ofB.templateId, 1)]), 400);
    assert.deepEqual(beside.errors, [{ path: '/body/campaignData/1/templateId', message: NOT_THE_ORDERS_TEMPLATE }]);
    // A template of customer A's own that is not one of this order's products' is refused too.
    const otherOfA = await knownCampaignTemplate(svc, 'CustomerCampaignTemplate', undefined, a.customerId, 'SINGLE_LISTING_IMAGE_CAROUSEL');
    assertProblem(await post([item(otherOfA.templateId, 3)]), 400, undefined, ['/body/campaignData/0/templateId']);
  });

  test("replacing an order's campaign data: the same binding to its products' templates, in any letter case", async () => {
    const a = await knownCustomer(svc);
    const b = await knownCustomer(svc);
    const { template, product } = await productOf(a, randomUUID().slice(0, 8));
    const ofB = await knownCampaignTemplate(svc, 'CustomerCampaignTemplate', undefined, b.customerId, 'SINGLE_LISTING_IMAGE_CAROUSEL');
    const item = (templateId: string, n: number) => ({ templateId, templateModel: 'CustomerCampaignTemplate', resources: { images: images(n) } });
    const corporateA = clientAs(svc, { roles: ['corporate'], customerId: a.customerId });
    const order = assertOk(await corporateA.post('/api/orders', orderBody(a, [product.code], { campaignData: [item(template.templateId, 3)] })), 201);
    const put = (who: ReturnType<typeof clientAs>, campaignData: unknown[]) => who.put(`/api/orders/${order.id}/campaign-data`, { campaignData });
    for (const who of [corporateA, clientAs(svc, 'operations')]) {
      for (const templateId of [ofB.templateId, ofB.templateId.toUpperCase(), randomUUID()]) {
        const refused = assertProblem(await put(who, [item(templateId, 1)]), 400);
        assert.deepEqual(refused.errors, [{ path: '/body/campaignData/0/templateId', message: NOT_THE_ORDERS_TEMPLATE }]);
      }
      assertProblem(await put(who, [item(template.templateId.toUpperCase(), 11)]), 400, 'Maximum of 10 images allowed! Please delete other image(s) and try again.', ['/body/campaignData/0/resources/images']);
    }
    const replaced = assertOk(await put(corporateA, [item(template.templateId.toUpperCase(), 4)]));
    assert.deepEqual(replaced.campaignData, [item(template.templateId, 4)], "kept with the product template's exact id");
    // Another customer's user cannot reach the order at all.
    assertProblem(await put(clientAs(svc, { roles: ['corporate'], customerId: b.customerId }), [item(ofB.templateId, 3)]), 404);
  });

  test("payment types follow the caller's own customer's dashboard, never another's; staff-only and anonymous callers are refused", async () => {
    const a = await knownCustomer(svc);
    const b = await knownCustomer(svc);
    const { product } = await productOf(a, randomUUID().slice(0, 8));
    const agentA = clientAs(svc, { roles: ['agent'], customerId: a.customerId, agentId: a.agentIds[0] });
    await deliverCustomerEvent(svc, 'dashboard.saved', { dashboardId: randomUUID(), customerId: a.customerId, enablePaymentMethod: { creditCardRoles: ['agent'], invoiceRoles: [] } });
    // Customer B's dashboard offering agents Invoice does not reach customer A's agent.
    await deliverCustomerEvent(svc, 'dashboard.saved', { dashboardId: randomUUID(), customerId: b.customerId, enablePaymentMethod: { creditCardRoles: [], invoiceRoles: ['agent'] } });
    assertProblem(await agentA.post('/api/orders', orderBody(a, [product.code])), 400, 'Invoice payment is not offered for your role.', ['/body/paymentType']);
    assertProblem(await agentA.post('/api/orders', orderBody(a, [product.code], { customerId: b.customerId })), 404, 'Customer not found.');
    assertProblem(await agentA.post('/api/orders', orderBody(a, [product.code], { paymentType: 'invoice' })), 400);
    assertProblem(await agentA.post('/api/orders', orderBody(a, [product.code], { paymentType: 'FREE' })), 400);
    assert.equal(assertOk(await agentA.post('/api/orders', orderBody(a, [product.code], { paymentType: 'CREDIT_CARD' })), 201).status, 'PENDING_PAYMENT');
    for (const who of ['sales', 'user'] as const) assertProblem(await clientAs(svc, who).post('/api/orders', orderBody(a, [product.code], { customerId: a.customerId })), 403);
    assertProblem(await clientAs(svc, { roles: [] }).post('/api/orders', orderBody(a, [product.code], { customerId: a.customerId })), 403);
    assertProblem(await anon(svc).post('/api/orders', orderBody(a, [product.code]), { 'x-session': 'as' }), 401);
    // A cross-site form body is not an order.
    const form = await agentA.request('POST', '/api/orders', `products=${product.code}&paymentType=CREDIT_CARD`, { 'content-type': 'application/x-www-form-urlencoded' });
    assert.ok(form.status === 415 || form.status === 400, `form post: ${form.status}`);
  });
});
