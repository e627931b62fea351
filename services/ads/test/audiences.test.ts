// Custom audiences, LLA tags and meta pages over HTTP against MariaDB (or SQLite without MYSQL_URL):
// audiences and pages synced from the simulated network, 50 a page, tagged by staff, the tags in use per
// account and per customer; LLA tags per customer with their rules; meta pages readable by sales too;
// roles, anonymous 401, invalid input 400, and another customer's tag kept out of a customer's list.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { anon, assertOk, assertProblem, clientAs, serviceUnderTest, startTestService } from '@adops/platform/testing';
import { adsModule } from '../src/app.ts';
import { simulatedAudiences, simulatedPages } from '../src/campaigns/network/simulator-audiences.ts';
import { SimulatedNetwork } from '../src/campaigns/network/simulator.ts';
import { knownCustomer, linkedAccount } from './helpers.ts';

const svc = serviceUnderTest(() => startTestService(adsModule));

type Audience = { id: string; audienceId: string; name: string; tags: string[]; approximateCount: number | null; description: string };

/** A social account of the customer (or shared) with its audiences synced from the simulator. */
async function syncedAccount(customerId: string | null = null) {
  const account = await linkedAccount(svc, 'social', customerId);
  const result = assertOk(await clientAs(svc, 'operations').post(`/api/ad-accounts/${account.id}/custom-audiences/sync`));
  return { account, result };
}

async function allAudiences(adAccountId: string): Promise<Audience[]> {
  const admin = clientAs(svc, 'admin');
  return assertOk(await admin.get(`/api/ad-accounts/${adAccountId}/custom-audiences?limit=100`)).items;
}

describe('custom audiences', () => {
  test("a sync pulls the account's audiences from its network; they list 50 a page by name", async () => {
    const { account, result } = await syncedAccount();
    const expected = simulatedAudiences({ provider: 'simulator', kind: 'social', accountId: account.accountId, currency: 'NZD' });
    assert.deepEqual(result, { added: expected.length, updated: 0, removed: 0 });
    const admin = clientAs(svc, 'admin');
    const first = assertOk(await admin.get(`/api/ad-accounts/${account.id}/custom-audiences`));
    assert.equal(first.count, expected.length);
    assert.equal(first.items.length, 50);
    const second = assertOk(await admin.get(`/api/ad-accounts/${account.id}/custom-audiences?page=2`));
    assert.equal(second.items.length, expected.length - 50);
    const names = [...first.items, ...second.items].map((a: Audience) => a.name);
    assert.deepEqual(names, [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const byNetworkId = new Map(expected.map((a) => [a.audienceId, a]));
    for (const a of [...first.items, ...second.items] as Audience[]) {
      const network = byNetworkId.get(a.audienceId);
      assert.ok(network, `${a.audienceId} is one of the network's`);
      assert.equal(a.name, network.name);
      assert.equal(a.approximateCount, network.approximateCount);
      assert.deepEqual(a.tags, []);
    }
    // Searching narrows by name.
    const one = expected[0]!;
    const found = assertOk(await admin.get(`/api/ad-accounts/${account.id}/custom-audiences?search=${encodeURIComponent(one.name)}`));
    assert.ok(found.items.some((a: Audience) => a.audienceId === one.audienceId));
    assert.ok(found.count < expected.length);
  });

  test("a second sync refreshes and keeps staff's name, description and tags", async () => {
    const { account } = await syncedAccount();
    const ops = clientAs(svc, 'operations');
    const [target] = await allAudiences(account.id);
    assertOk(await ops.put(`/api/custom-audiences/${target!.id}`, { name: 'Renamed by staff', description: 'Ours', tags: ['vip'] }));
    const again = assertOk(await ops.post(`/api/ad-accounts/${account.id}/custom-audiences/sync`));
    assert.equal(again.added, 0);
    assert.equal(again.removed, 0);
    assert.ok(again.updated > 50);
    const kept = (await allAudiences(account.id)).find((a) => a.id === target!.id);
    assert.equal(kept?.name, 'Renamed by staff');
    assert.equal(kept?.description, 'Ours');
    assert.deepEqual(kept?.tags, ['vip']);
  });

  test('staff tag audiences; the tags in use per account and per customer; the list filters by tag', async () => {
    const { customerId } = await knownCustomer(svc);
    const { account: a1 } = await syncedAccount(customerId);
    const { account: a2 } = await syncedAccount(customerId);
    const { account: shared } = await syncedAccount(null);
    const admin = clientAs(svc, 'admin');
    const [x, y] = await allAudiences(a1.id);
    const [z] = await allAudiences(a2.id);
    const [s] = await allAudiences(shared.id);
    const updated = assertOk(await admin.put(`/api/custom-audiences/${x!.id}`, { tags: ['vendors', 'Ponsonby'] }));
    assert.deepEqual(updated.tags, ['vendors', 'Ponsonby']);
    assertOk(await admin.put(`/api/custom-audiences/${y!.id}`, { tags: ['buyers', 'vendors'] }));
    assertOk(await admin.put(`/api/custom-audiences/${z!.id}`, { tags: ['auckland'] }));
    assertOk(await admin.put(`/api/custom-audiences/${s!.id}`, { tags: ['shared-only'] }));

    assert.deepEqual(assertOk(await admin.get(`/api/ad-accounts/${a1.id}/custom-audience-tags`)), { tags: ['buyers', 'Ponsonby', 'vendors'] });
    assert.deepEqual(assertOk(await admin.get(`/api/ad-accounts/${a2.id}/custom-audience-tags`)), { tags: ['auckland'] });
    // The customer's own accounts: not the shared one's tags.
    assert.deepEqual(assertOk(await admin.get(`/api/custom-audiences/tags?customerId=${customerId}`)), { tags: ['auckland', 'buyers', 'Ponsonby', 'vendors'] });
    assert.deepEqual(assertOk(await admin.get(`/api/custom-audiences/tags?customerId=${randomUUID()}`)), { tags: [] });

    const vendors = assertOk(await admin.get(`/api/ad-accounts/${a1.id}/custom-audiences?tag=vendors`));
    assert.deepEqual(vendors.items.map((a: Audience) => a.id).sort(), [x!.id, y!.id].sort());
    assert.equal(assertOk(await admin.get(`/api/ad-accounts/${a1.id}/custom-audiences?tag=VENDORS`)).count, 2, 'a tag matches whatever its case');
    assert.equal(assertOk(await admin.get(`/api/ad-accounts/${a1.id}/custom-audiences?tag=vend`)).count, 0, 'a tag matches whole');
    assert.equal(assertOk(await admin.get(`/api/ad-accounts/${a2.id}/custom-audiences?tag=vendors`)).count, 0, "another account's audiences are not listed");
    // Untagging removes the tag from those in use.
    assertOk(await admin.put(`/api/custom-audiences/${y!.id}`, { tags: [] }));
    assert.deepEqual(assertOk(await admin.get(`/api/ad-accounts/${a1.id}/custom-audience-tags`)), { tags: ['Ponsonby', 'vendors'] });
  });

  test('an audience update: a tag twice is 400 with its message; bad input 400; none 404', async () => {
    const { account } = await syncedAccount();
    const [a] = await allAudiences(account.id);
    const admin = clientAs(svc, 'admin');
    assertProblem(await admin.put(`/api/custom-audiences/${a!.id}`, { tags: ['buyers', 'Buyers'] }), 400, 'The tag Buyers is given twice.', ['/body/tags/1']);
    assertProblem(await admin.put(`/api/custom-audiences/${a!.id}`, { tags: [' padded'] }), 400);
    assertProblem(await admin.put(`/api/custom-audiences/${a!.id}`, { tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }), 400);
    assertProblem(await admin.put(`/api/custom-audiences/${a!.id}`, { name: '' }), 400);
    assertProblem(await admin.put(`/api/custom-audiences/${randomUUID()}`, { tags: [] }), 404, 'Custom audience not found.');
    assertProblem(await admin.get(`/api/ad-accounts/${account.id}/custom-audiences?limit=101`), 400);
    assertProblem(await admin.get(`/api/ad-accounts/${account.id}/custom-audiences?tag=%20x`), 400);
  });

  test('a display account, or none, is not found under the social routes', async () => {
    const display = await linkedAccount(svc, 'display');
    const admin = clientAs(svc, 'admin');
    assertProblem(await admin.post(`/api/ad-accounts/${display.id}/custom-audiences/sync`), 404, 'Ad account not found.');
    assertProblem(await admin.get(`/api/ad-accounts/${display.id}/custom-audiences`), 404, 'Ad account not found.');
    assertProblem(await admin.get(`/api/ad-accounts/${randomUUID()}/custom-audience-tags`), 404, 'Ad account not found.');
  });

  test('a network that fails is 502 with its reason, and nothing is stored', async () => {
    const admin = clientAs(svc, 'admin');
    const account = await linkedAccount(svc, 'social');
    const failing = new Error('(#200) Ad account owner has NOT grant ads_management permission');
    const original = SimulatedNetwork.prototype.listAudiences;
    SimulatedNetwork.prototype.listAudiences = () => Promise.reject(failing);
    try {
      const problem = assertProblem(await admin.post(`/api/ad-accounts/${account.id}/custom-audiences/sync`), 502, 'The ad network could not be reached.');
      assert.deepEqual(problem.errors, [{ path: '/network', message: failing.message }]);
    } finally {
      SimulatedNetwork.prototype.listAudiences = original;
    }
    assert.equal(assertOk(await admin.get(`/api/ad-accounts/${account.id}/custom-audiences`)).count, 0, 'nothing was stored');
  });

  test('the page settings come from the list declaration', async () => {
    const settings = assertOk(await clientAs(svc, 'operations').get('/api/custom-audiences/page-settings'));
    assert.equal(settings.pageSize, 50);
    assert.deepEqual(settings.pageSizeOptions, [50, 100]);
    assert.equal(settings.defaultSort, 'name');
  });

  test('roles: admin and operations only; anonymous is 401', async () => {
    const { customerId } = await knownCustomer(svc);
    const { account } = await syncedAccount(customerId);
    const [a] = await allAudiences(account.id);
    for (const who of ['sales', 'user'] as const) {
      const c = clientAs(svc, who);
      assertProblem(await c.get(`/api/ad-accounts/${account.id}/custom-audiences`), 403);
      assertProblem(await c.post(`/api/ad-accounts/${account.id}/custom-audiences/sync`), 403);
      assertProblem(await c.put(`/api/custom-audiences/${a!.id}`, { tags: ['x'] }), 403);
      assertProblem(await c.get(`/api/custom-audiences/tags?customerId=${customerId}`), 403);
    }
    const corporate = clientAs(svc, { roles: ['corporate'], customerId });
    assertProblem(await corporate.get(`/api/ad-accounts/${account.id}/custom-audience-tags`), 403);
    assertProblem(await anon(svc).get(`/api/ad-accounts/${account.id}/custom-audiences`), 401);
    assertProblem(await anon(svc).put(`/api/custom-audiences/${a!.id}`, { tags: [] }), 401);
    assertProblem(await anon(svc).get('/api/custom-audiences/page-settings'), 401);
  });
});

describe('LLA tags', () => {
  test("staff create, read, list (by customer), update and delete a customer's LLA tag", async () => {
    const { customerId } = await knownCustomer(svc);
    const { account } = await syncedAccount(customerId);
    const { account: shared } = await syncedAccount(null);
    const [own] = await allAudiences(account.id);
    const [fromShared] = await allAudiences(shared.id);
    const ops = clientAs(svc, 'operations');
    const created = assertOk(
      await ops.post('/api/lla-tags', { customerId, name: ' Vendors lookalike ', sourceAudienceIds: [own!.id, fromShared!.id], country: 'NZ', ratio: 3 }),
      201,
    );
    assert.equal(created.name, 'Vendors lookalike');
    assert.deepEqual(created.sourceAudienceIds, [own!.id, fromShared!.id]);
    assert.equal(created.ratio, 3);
    assert.deepEqual(assertOk(await ops.get(`/api/lla-tags/${created.id}`)), created);
    const listed = assertOk(await ops.get(`/api/lla-tags?customerId=${customerId}`));
    assert.deepEqual(listed.items.map((t: { id: string }) => t.id), [created.id]);
    const updated = assertOk(await ops.put(`/api/lla-tags/${created.id}`, { ratio: 10, country: 'AU', sourceAudienceIds: [own!.id] }));
    assert.equal(updated.ratio, 10);
    assert.equal(updated.country, 'AU');
    assert.deepEqual(updated.sourceAudienceIds, [own!.id]);
    assert.equal(updated.name, 'Vendors lookalike');
    // No sources yet is allowed: they may be chosen later.
    const bare = assertOk(await ops.post('/api/lla-tags', { customerId, name: 'Later', country: 'NZ', ratio: 1 }), 201);
    assert.deepEqual(bare.sourceAudienceIds, []);
    assert.equal((await ops.delete(`/api/lla-tags/${created.id}`)).status, 204);
    assertProblem(await ops.get(`/api/lla-tags/${created.id}`), 404, 'LLA tag not found.');
    assertProblem(await ops.delete(`/api/lla-tags/${created.id}`), 404, 'LLA tag not found.');
  });

  test('the rules: ratio 1–10 per cent, the customer exists, sources are usable by it, names unique per customer', async () => {
    const { customerId } = await knownCustomer(svc);
    const { customerId: otherCustomer } = await knownCustomer(svc);
    const { account: othersAccount } = await syncedAccount(otherCustomer);
    const [othersAudience] = await allAudiences(othersAccount.id);
    const admin = clientAs(svc, 'admin');
    const body = { customerId, name: 'Lookalike', country: 'NZ', ratio: 2 };
    for (const ratio of [0, 11, 25])
      assertProblem(await admin.post('/api/lla-tags', { ...body, ratio }), 400, 'Lookalike ratio must be between 1 and 10 per cent.', ['/body/ratio']);
    assertProblem(await admin.post('/api/lla-tags', { ...body, customerId: randomUUID() }), 400, 'Customer not found.', ['/body/customerId']);
    assertProblem(await admin.post('/api/lla-tags', { ...body, sourceAudienceIds: [othersAudience!.id] }), 400, 'Custom audience not found.', ['/body/sourceAudienceIds/0']);
    assertProblem(await admin.post('/api/lla-tags', { ...body, sourceAudienceIds: [randomUUID()] }), 400, 'Custom audience not found.', ['/body/sourceAudienceIds/0']);
    assertProblem(await admin.post('/api/lla-tags', { ...body, country: 'nz' }), 400);
    assertProblem(await admin.post('/api/lla-tags', { ...body, ratio: 2.5 }), 400);
    assertProblem(await admin.post('/api/lla-tags', { ...body, ratio: 101 }), 400);
    assertProblem(await admin.post('/api/lla-tags', { ...body, name: '' }), 400);
    assertProblem(await admin.post('/api/lla-tags', { customerId, name: 'No ratio', country: 'NZ' }), 400);
    const tag = assertOk(await admin.post('/api/lla-tags', body), 201);
    assertProblem(await admin.post('/api/lla-tags', body), 409, 'This customer already has an LLA tag of this name.');
    // Another customer may use the same name.
    assertOk(await admin.post('/api/lla-tags', { ...body, customerId: otherCustomer }), 201);
    assertProblem(await admin.put(`/api/lla-tags/${tag.id}`, { ratio: 0 }), 400, 'Lookalike ratio must be between 1 and 10 per cent.');
    assertProblem(await admin.put(`/api/lla-tags/${tag.id}`, { sourceAudienceIds: [othersAudience!.id] }), 400, 'Custom audience not found.');
    const second = assertOk(await admin.post('/api/lla-tags', { ...body, name: 'Second' }), 201);
    assertProblem(await admin.put(`/api/lla-tags/${second.id}`, { name: 'Lookalike' }), 409, 'This customer already has an LLA tag of this name.');
    assertProblem(await admin.put(`/api/lla-tags/${randomUUID()}`, { ratio: 2 }), 404, 'LLA tag not found.');
  });

  test("one customer's list never shows another's tag", async () => {
    const { customerId: a } = await knownCustomer(svc);
    const { customerId: b } = await knownCustomer(svc);
    const admin = clientAs(svc, 'admin');
    const ofA = assertOk(await admin.post('/api/lla-tags', { customerId: a, name: 'Same name', country: 'NZ', ratio: 1 }), 201);
    const ofB = assertOk(await admin.post('/api/lla-tags', { customerId: b, name: 'Same name', country: 'NZ', ratio: 1 }), 201);
    const listA = assertOk(await admin.get(`/api/lla-tags?customerId=${a}`));
    assert.deepEqual(listA.items.map((t: { id: string }) => t.id), [ofA.id]);
    const listB = assertOk(await admin.get(`/api/lla-tags?customerId=${b}`));
    assert.deepEqual(listB.items.map((t: { id: string }) => t.id), [ofB.id]);
    // A search that matches both still keeps to the customer asked for.
    const searched = assertOk(await admin.get(`/api/lla-tags?customerId=${a}&search=Same`));
    assert.deepEqual(searched.items.map((t: { id: string }) => t.id), [ofA.id]);
    // The customer of a tag never moves with an update (customerId is not a field of it).
    assertProblem(await admin.put(`/api/lla-tags/${ofA.id}`, { customerId: b }), 400);
  });

  test('roles: admin and operations only; dashboard users and sales 403; anonymous 401', async () => {
    const { customerId } = await knownCustomer(svc);
    const tag = assertOk(await clientAs(svc, 'admin').post('/api/lla-tags', { customerId, name: 'Roles', country: 'NZ', ratio: 1 }), 201);
    for (const who of ['sales', 'user'] as const) {
      const c = clientAs(svc, who);
      assertProblem(await c.get(`/api/lla-tags?customerId=${customerId}`), 403);
      assertProblem(await c.post('/api/lla-tags', { customerId, name: 'x', country: 'NZ', ratio: 1 }), 403);
      assertProblem(await c.put(`/api/lla-tags/${tag.id}`, { ratio: 2 }), 403);
      assertProblem(await c.delete(`/api/lla-tags/${tag.id}`), 403);
    }
    const corporate = clientAs(svc, { roles: ['corporate'], customerId });
    assertProblem(await corporate.get(`/api/lla-tags/${tag.id}`), 403);
    assertProblem(await anon(svc).get('/api/lla-tags'), 401);
    assertProblem(await anon(svc).delete(`/api/lla-tags/${tag.id}`), 401);
  });
});

describe('meta pages', () => {
  test("a sync pulls an account's pages; admin, operations and sales list them, by customer or account", async () => {
    const { customerId } = await knownCustomer(svc);
    const account = await linkedAccount(svc, 'social', customerId);
    const other = await linkedAccount(svc, 'social');
    const ops = clientAs(svc, 'operations');
    const expected = simulatedPages({ provider: 'simulator', kind: 'social', accountId: account.accountId, currency: 'NZD' });
    assert.deepEqual(assertOk(await ops.post(`/api/ad-accounts/${account.id}/meta-pages/sync`)), { added: expected.length, updated: 0, removed: 0 });
    assertOk(await ops.post(`/api/ad-accounts/${other.id}/meta-pages/sync`));
    assert.deepEqual(assertOk(await ops.post(`/api/ad-accounts/${account.id}/meta-pages/sync`)), { added: 0, updated: expected.length, removed: 0 });
    for (const who of ['admin', 'operations', 'sales'] as const) {
      const page = assertOk(await clientAs(svc, who).get(`/api/meta-pages?customerId=${customerId}`));
      assert.equal(page.count, expected.length, who);
      assert.deepEqual(
        page.items.map((p: { pageId: string }) => p.pageId).sort(),
        expected.map((p) => p.pageId).sort(),
      );
      assert.ok(page.items.every((p: { adAccountId: string; link: string }) => p.adAccountId === account.id && p.link.startsWith('https://')));
    }
    const sales = clientAs(svc, 'sales');
    const byAccount = assertOk(await sales.get(`/api/meta-pages?adAccountId=${other.id}`));
    assert.ok(byAccount.count >= 1 && byAccount.items.every((p: { adAccountId: string }) => p.adAccountId === other.id));
    // The other account is not the customer's: both filters together find nothing.
    assert.equal(assertOk(await sales.get(`/api/meta-pages?customerId=${customerId}&adAccountId=${other.id}`)).count, 0);
    assert.equal(assertOk(await sales.get(`/api/meta-pages?customerId=${randomUUID()}`)).count, 0);
    const all = assertOk(await sales.get('/api/meta-pages?limit=100'));
    assert.ok(all.count >= expected.length + 1);
    // An unlinked account's pages are no longer listed.
    assert.equal((await clientAs(svc, 'admin').delete(`/api/ad-accounts/${other.id}`)).status, 204);
    assert.equal(assertOk(await sales.get(`/api/meta-pages?adAccountId=${other.id}`)).count, 0);
    assert.equal(assertOk(await sales.get('/api/meta-pages?limit=100')).count, all.count - byAccount.count);
  });

  test('roles: sales reads but does not sync; dashboard users 403; anonymous 401; bad input 400', async () => {
    const account = await linkedAccount(svc, 'social');
    assertProblem(await clientAs(svc, 'sales').post(`/api/ad-accounts/${account.id}/meta-pages/sync`), 403);
    assertProblem(await clientAs(svc, 'user').get('/api/meta-pages'), 403);
    assertProblem(await clientAs(svc, { roles: ['corporate'], customerId: randomUUID() }).get('/api/meta-pages'), 403);
    assertProblem(await anon(svc).get('/api/meta-pages'), 401);
    assertProblem(await anon(svc).post(`/api/ad-accounts/${account.id}/meta-pages/sync`), 401);
    assertProblem(await clientAs(svc, 'sales').get('/api/meta-pages?customerId=not-a-uuid'), 400);
    assertProblem(await clientAs(svc, 'admin').post(`/api/ad-accounts/${randomUUID()}/meta-pages/sync`), 404, 'Ad account not found.');
  });
});
