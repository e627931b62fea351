// Products, product types, settings and e-mail templates over HTTP against MariaDB (or SQLite without
// MYSQL_URL): staff CRUD, unique codes and names, type bounds, roles (a dashboard user reads the
// catalogue, never writes it), anonymous 401, invalid input 400.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { anon, assertOk, assertProblem, clientAs, serviceUnderTest, startTestService } from '@adops/platform/testing';
import { orderModule } from '../src/app.ts';
import { aProduct, knownCampaignTemplate } from './helpers.ts';

const svc = serviceUnderTest(() => startTestService(orderModule));

describe('products', () => {
  test('staff create, read (by id, by code, in the list), update and delete a product', async () => {
    const admin = clientAs(svc, 'admin');
    const { type, product } = await aProduct(svc, { campaignTemplates: [await knownCampaignTemplate(svc)] });
    assert.equal(product.price, 19900);
    assert.equal(product.productTypeId, type.id);
    assert.equal(product.campaignTemplates.length, 1);
    assert.deepEqual(assertOk(await clientAs(svc, 'operations').get(`/api/products/${product.id}`)), product);
    assert.deepEqual(assertOk(await clientAs(svc, 'user').get(`/api/products/by-code/${product.code}`)), product);
    const page = assertOk(await admin.get(`/api/products?search=${product.code}`));
    assert.deepEqual(page.items.map((p: { id: string }) => p.id), [product.id]);
    assert.equal(page.count, 1);
    const updated = assertOk(await clientAs(svc, 'operations').put(`/api/products/${product.id}`, { price: 24900, name: ' Renamed ' }));
    assert.equal(updated.price, 24900);
    assert.equal(updated.name, 'Renamed');
    assert.equal(updated.code, product.code);
    assert.equal((await admin.delete(`/api/products/${product.id}`)).status, 204);
    assertProblem(await admin.get(`/api/products/${product.id}`), 404, 'Product not found.');
    assertProblem(await admin.get(`/api/products/by-code/${product.code}`), 404, 'Product not found.');
  });

  test('a code another product has is 409; an unknown type is 400; the currency and tax rate default from the settings', async () => {
    const admin = clientAs(svc, 'admin');
    const { type, product } = await aProduct(svc);
    assertProblem(await admin.post('/api/products', { code: product.code, name: 'Twin', productTypeId: type.id, price: 1, campaignDurationDays: 1 }), 409, 'A product with this code already exists.');
    assertProblem(await admin.post('/api/products', { code: `X-${randomUUID().slice(0, 6)}`, name: 'No type', productTypeId: randomUUID(), price: 1, campaignDurationDays: 1 }), 400, 'Product type not found.', ['/body/productTypeId']);
    const other = assertOk(await admin.post('/api/products', { code: `D-${randomUUID().slice(0, 6)}`, name: 'Defaults', productTypeId: type.id, price: 1000, campaignDurationDays: 14 }), 201);
    assert.equal(other.currency, 'NZD');
    assert.equal(other.taxRate, 15);
    assert.equal(other.isTaxInclusive, true);
    assertProblem(await admin.post('/api/products', { code: 'bad code!', name: 'x', productTypeId: type.id, price: -1, campaignDurationDays: 0 }), 400);
    const second = await aProduct(svc);
    assertProblem(await admin.put(`/api/products/${second.product.id}`, { code: product.code }), 409, 'A product with this code already exists.');
  });

  test('roles: dashboard users read the catalogue but never write it; sales cannot; anonymous is 401', async () => {
    const { product } = await aProduct(svc);
    const agent = clientAs(svc, { roles: ['agent'], customerId: randomUUID(), agentId: randomUUID() });
    assert.equal(assertOk(await agent.get(`/api/products/${product.id}`)).id, product.id);
    assert.ok(assertOk(await agent.get('/api/products')).count >= 1);
    assertOk(await clientAs(svc, { roles: ['corporate'], customerId: randomUUID() }).get('/api/product-types'));
    assertProblem(await agent.put(`/api/products/${product.id}`, { price: 1 }), 403);
    assertProblem(await agent.post('/api/products', { code: 'Z', name: 'Z', productTypeId: product.productTypeId, price: 1, campaignDurationDays: 1 }), 403);
    assertProblem(await clientAs(svc, 'operations').post('/api/products', { code: 'Z', name: 'Z', productTypeId: product.productTypeId, price: 1, campaignDurationDays: 1 }), 403);
    assertProblem(await clientAs(svc, 'operations').delete(`/api/products/${product.id}`), 403);
    assertProblem(await clientAs(svc, 'sales').get(`/api/products/${product.id}`), 403);
    assertProblem(await anon(svc).get('/api/products'), 401);
  });

  test('product types: bounds, unique names, in-use types stay', async () => {
    const admin = clientAs(svc, 'admin');
    assertProblem(await admin.post('/api/product-types', { name: `Bad ${randomUUID()}`, minListings: 5, maxListings: 2 }), 400, 'Minimum listings cannot exceed maximum listings.', ['/body/minListings']);
    assertProblem(await admin.post('/api/product-types', { name: 'Too many', minListings: 1, maxListings: 11 }), 400);
    const { type } = await aProduct(svc);
    assertProblem(await admin.post('/api/product-types', { name: type.name, minListings: 1, maxListings: 1 }), 409, 'A product type with this name already exists.');
    assert.equal(assertOk(await admin.get(`/api/product-types/${type.id}`)).name, type.name);
    assertProblem(await admin.put(`/api/product-types/${type.id}`, { minListings: 20 }), 400);
    assertProblem(await admin.put(`/api/product-types/${type.id}`, { minListings: 10, maxListings: 3 }), 400, 'Minimum listings cannot exceed maximum listings.');
    assert.equal(assertOk(await admin.put(`/api/product-types/${type.id}`, { maxListings: 3 })).maxListings, 3);
    assert.ok(assertOk(await admin.get('/api/product-types')).items.some((t: { id: string }) => t.id === type.id));
    assertProblem(await admin.delete(`/api/product-types/${type.id}`), 409, 'Product type is in use.');
    const unused = assertOk(await admin.post('/api/product-types', { name: `Unused ${randomUUID()}`, minListings: 1, maxListings: 1 }), 201);
    assert.equal((await admin.delete(`/api/product-types/${unused.id}`)).status, 204);
    assertProblem(await admin.get(`/api/product-types/${unused.id}`), 404, 'Product type not found.');
  });

  test('product settings: read by all who order, changed by staff', async () => {
    const settings = assertOk(await clientAs(svc, { roles: ['agent'], customerId: randomUUID(), agentId: randomUUID() }).get('/api/product-settings'));
    assert.equal(settings.defaultCurrency, 'NZD');
    const changed = assertOk(await clientAs(svc, 'operations').put('/api/product-settings', { defaultTaxCode: 'VAT' }));
    assert.equal(changed.defaultTaxCode, 'VAT');
    assert.equal(changed.defaultCurrency, 'NZD');
    assertOk(await clientAs(svc, 'admin').put('/api/product-settings', { defaultTaxCode: 'GST' }));
    assertProblem(await clientAs(svc, { roles: ['corporate'], customerId: randomUUID() }).put('/api/product-settings', { defaultTaxCode: 'X' }), 403);
    assertProblem(await clientAs(svc, 'admin').put('/api/product-settings', { defaultCurrency: 'nzd' }), 400);
  });

  test("a product's e-mail templates: list, create, update, delete; names unique per product; another product's template is 404", async () => {
    const ops = clientAs(svc, 'operations');
    const { product } = await aProduct(svc);
    const { product: other } = await aProduct(svc);
    const created = assertOk(await ops.post(`/api/products/${product.id}/email-templates`, { name: 'orderPlaced', subject: 'Your order', body: '<p>Thanks</p>' }), 201);
    assert.equal(created.isActive, true);
    assertProblem(await ops.post(`/api/products/${product.id}/email-templates`, { name: 'orderPlaced', subject: 'Again', body: '' }), 409, 'The product already has an e-mail template with this name.');
    assert.equal(assertOk(await ops.put(`/api/products/${product.id}/email-templates/${created.id}`, { subject: 'Order received' })).subject, 'Order received');
    assertProblem(await ops.put(`/api/products/${other.id}/email-templates/${created.id}`, { subject: 'x' }), 404, 'E-mail template not found.');
    assert.deepEqual(assertOk(await ops.get(`/api/products/${product.id}/email-templates`)).items.map((t: { id: string }) => t.id), [created.id]);
    assert.deepEqual(assertOk(await ops.get(`/api/products/${other.id}/email-templates`)).items, []);
    assertProblem(await ops.get(`/api/products/${randomUUID()}/email-templates`), 404, 'Product not found.');
    assertProblem(await clientAs(svc, { roles: ['corporate'], customerId: randomUUID() }).get(`/api/products/${product.id}/email-templates`), 403);
    assertProblem(await ops.post(`/api/products/${product.id}/email-templates`, { name: '' }), 400);
    assert.equal((await ops.delete(`/api/products/${product.id}/email-templates/${created.id}`)).status, 204);
    assertProblem(await ops.delete(`/api/products/${product.id}/email-templates/${created.id}`), 404);
  });
});
