// RESOURCE orders over HTTP against MariaDB (or SQLite without MYSQL_URL): the listing context's
// resource.saved / resource.deleted delivered to order's consumer (the resources projection, as app.ts
// wires it) make a published resource of the customer orderable (READY, order.ready carrying its id, its
// title in orderedItems); an unpublished, deleted, unknown or another customer's resource is refused with
// 'Order requires Published resources only.' at its index; an older event never rolls a newer one back.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { envelope } from '@adops/platform';
import { assertOk, assertProblem, clientAs, deliverEvent, eventsOf, serviceUnderTest, startTestService } from '@adops/platform/testing';
import type { ListingEvents } from '@adops/openapi/generated/events';
import { orderModule } from '../src/app.ts';
import { ProjectionStore } from '../src/projections/store.ts';
import { resourcesSubscription } from '../src/projections/events.ts';
import { aProduct, dashboardOrderBody, knownCustomer, type KnownCustomer } from './helpers.ts';

const svc = serviceUnderTest(() => startTestService(orderModule));

type ResourceData = ListingEvents['resource.saved'];
const PUBLISHED_ONLY = 'Order requires Published resources only.';

/** A resource event as the listing context publishes it, delivered to order's resources projection; returns whether it was handled. */
async function deliverResourceEvent(type: 'resource.saved' | 'resource.deleted', data: ResourceData, occurredAt?: Date): Promise<boolean> {
  const event = envelope('listing', { type, subject: data.resourceId, customerId: data.customerId, data, version: 1 });
  return deliverEvent(svc, resourcesSubscription(new ProjectionStore()), occurredAt ? { ...event, occurredAt: occurredAt.toISOString() } : event);
}

/** A resource of the customer as resource.saved carries it (published unless told otherwise). */
const resourceData = (c: KnownCustomer, over: Partial<ResourceData> = {}): ResourceData => ({
  resourceId: randomUUID(),
  customerId: c.customerId,
  officeIds: c.officeIds.slice(0, 1),
  reference: `RES-${randomUUID().slice(0, 6)}`,
  name: 'Spring flyer',
  title: 'Open homes this weekend',
  message: 'Come and see us.',
  description: 'Our spring open homes.',
  type: 'IMAGES',
  imageUrls: ['https://cdn.example.com/resources/1.jpg'],
  videos: [],
  landingUrl: 'https://harbour.example.com/spring',
  published: true,
  ...over,
});

async function world() {
  const a = await knownCustomer(svc);
  const b = await knownCustomer(svc);
  const { product } = await aProduct(svc);
  const corporateA = clientAs(svc, { roles: ['corporate'], customerId: a.customerId });
  const order = (resourceIds: string[]) => corporateA.post('/api/orders', dashboardOrderBody(a, [product.code], { orderType: 'RESOURCE', listingIds: [], resourceIds }));
  return { a, b, order };
}

describe('RESOURCE orders', () => {
  test("a customer's published resources are ordered: READY, order.ready carries them, orderedItems shows their titles", async () => {
    const w = await world();
    const first = resourceData(w.a);
    const second = resourceData(w.a, { title: null, name: 'Autumn flyer' });
    assert.equal(await deliverResourceEvent('resource.saved', first), true);
    assert.equal(await deliverResourceEvent('resource.saved', second), true);
    const order = assertOk(await w.order([first.resourceId, second.resourceId]), 201);
    assert.equal(order.status, 'READY');
    assert.equal(order.orderType, 'RESOURCE');
    assert.deepEqual(order.resourceIds, [first.resourceId, second.resourceId]);
    assert.deepEqual(order.listingIds, []);
    assert.deepEqual(order.orderedItems, [
      { id: first.resourceId, kind: 'RESOURCE', title: 'Open homes this weekend', deleted: false },
      { id: second.resourceId, kind: 'RESOURCE', title: 'Autumn flyer', deleted: false },
    ]);
    const [ready] = await eventsOf(svc, { subject: order.id, types: ['order.ready'] });
    assert.equal(ready?.data.orderType, 'RESOURCE');
    assert.deepEqual(ready?.data.resourceIds, [first.resourceId, second.resourceId]);
  });

  test("an unpublished, deleted, unknown or another customer's resource is refused at its index", async () => {
    const w = await world();
    const published = resourceData(w.a);
    const unpublished = resourceData(w.a, { published: false });
    const deleted = resourceData(w.a);
    const ofB = resourceData(w.b);
    for (const r of [published, unpublished, deleted, ofB]) await deliverResourceEvent('resource.saved', r);
    await deliverResourceEvent('resource.deleted', deleted);
    assertProblem(await w.order([unpublished.resourceId]), 400, PUBLISHED_ONLY, ['/body/resourceIds/0']);
    assertProblem(await w.order([published.resourceId, deleted.resourceId]), 400, PUBLISHED_ONLY, ['/body/resourceIds/1']);
    assertProblem(await w.order([ofB.resourceId]), 400, PUBLISHED_ONLY, ['/body/resourceIds/0']);
    assertProblem(await w.order([randomUUID()]), 400, PUBLISHED_ONLY, ['/body/resourceIds/0']);
    // Each refused one is named; nothing was placed.
    const all = assertProblem(await w.order([ofB.resourceId, published.resourceId, unpublished.resourceId]), 400);
    assert.deepEqual(all.errors?.map((e) => [e.path, e.message]), [['/body/resourceIds/0', PUBLISHED_ONLY], ['/body/resourceIds/2', PUBLISHED_ONLY]]);
    const listed = assertOk(await clientAs(svc, { roles: ['corporate'], customerId: w.a.customerId }).get('/api/orders'));
    assert.equal(listed.count, 0);
    assertOk(await w.order([published.resourceId]), 201);
  });

  test('publishing, unpublishing and deleting follow the latest event; an older one never rolls it back', async () => {
    const w = await world();
    const r = resourceData(w.a, { published: false });
    const t0 = new Date(Date.now() - 60_000);
    const at = (s: number) => new Date(t0.getTime() + s * 1000);
    await deliverResourceEvent('resource.saved', r, at(0));
    assertProblem(await w.order([r.resourceId]), 400, PUBLISHED_ONLY, ['/body/resourceIds/0']);
    await deliverResourceEvent('resource.saved', { ...r, published: true }, at(2));
    assertOk(await w.order([r.resourceId]), 201);
    // An unpublishing save older than the publishing one, delivered late, changes nothing.
    await deliverResourceEvent('resource.saved', { ...r, published: false }, at(1));
    assertOk(await w.order([r.resourceId]), 201);
    await deliverResourceEvent('resource.saved', { ...r, published: false }, at(3));
    assertProblem(await w.order([r.resourceId]), 400, PUBLISHED_ONLY, ['/body/resourceIds/0']);
    await deliverResourceEvent('resource.saved', { ...r, published: true }, at(4));
    await deliverResourceEvent('resource.deleted', { ...r, published: true }, at(5));
    // A save at the deletion's instant, or before it, does not revive it.
    await deliverResourceEvent('resource.saved', { ...r, published: true }, at(5));
    await deliverResourceEvent('resource.saved', { ...r, published: true }, at(4.5));
    assertProblem(await w.order([r.resourceId]), 400, PUBLISHED_ONLY, ['/body/resourceIds/0']);
  });

  test('a redelivered event has no second effect', async () => {
    const w = await world();
    const r = resourceData(w.a);
    const event = envelope('listing', { type: 'resource.saved', subject: r.resourceId, customerId: r.customerId, data: r, version: 1 });
    assert.equal(await deliverEvent(svc, resourcesSubscription(new ProjectionStore()), event), true);
    assert.equal(await deliverEvent(svc, resourcesSubscription(new ProjectionStore()), event), false);
    assertOk(await w.order([r.resourceId]), 201);
  });
});
