// Ad accounts and display-network accounts over HTTP against MariaDB (or SQLite without MYSQL_URL):
// staff link, read, update and unlink them; credentials are sealed and never returned; a network
// account is linked once; the customer named must exist; roles, anonymous 401, invalid input 400.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { anon, assertOk, assertProblem, clientAs, serviceUnderTest, startTestService } from '@adops/platform/testing';
import { AdAccountEntity } from '../src/accounts/entities.ts';
import { adsModule } from '../src/app.ts';
import { AccountStore } from '../src/accounts/store.ts';
import { SIMULATED_ACCOUNTS, SimulatedAccounts } from '../src/accounts/simulated-accounts.ts';
import { OwnedKit } from '@adops/platform';
import { knownCustomer, networkAccountId } from './helpers.ts';

const svc = serviceUnderTest(() => startTestService(adsModule));

describe('ad accounts', () => {
  test('staff link, read (by id, in the list), update and unlink a social account', async () => {
    const admin = clientAs(svc, 'admin');
    const { customerId } = await knownCustomer(svc);
    const accountId = networkAccountId();
    const created = assertOk(await admin.post('/api/ad-accounts', { provider: 'simulator', accountId, name: ' Harbour ads ', currency: 'NZD', customerId }), 201);
    assert.equal(created.kind, 'social');
    assert.equal(created.name, 'Harbour ads');
    assert.equal(created.timezone, 'Pacific/Auckland');
    assert.equal(created.hasCredentials, false);
    const ops = clientAs(svc, 'operations');
    assert.deepEqual(assertOk(await ops.get(`/api/ad-accounts/${created.id}`)), created);
    const page = assertOk(await ops.get(`/api/ad-accounts?customerId=${customerId}`));
    assert.deepEqual(page.items.map((a: { id: string }) => a.id), [created.id]);
    const updated = assertOk(await ops.put(`/api/ad-accounts/${created.id}`, { name: 'Renamed', timezone: 'Australia/Sydney' }));
    assert.equal(updated.name, 'Renamed');
    assert.equal(updated.timezone, 'Australia/Sydney');
    assert.equal((await admin.delete(`/api/ad-accounts/${created.id}`)).status, 204);
    assertProblem(await admin.get(`/api/ad-accounts/${created.id}`), 404, 'Ad account not found.');
  });

  test('a display account lives under /api/gdn-accounts; a social id asked for there is not found', async () => {
    const admin = clientAs(svc, 'admin');
    const social = assertOk(await admin.post('/api/ad-accounts', { provider: 'simulator', accountId: networkAccountId(), name: 'Social', currency: 'NZD' }), 201);
    const display = assertOk(await admin.post('/api/gdn-accounts', { provider: 'simulator', accountId: networkAccountId(), name: 'Display', currency: 'NZD' }), 201);
    assert.equal(display.kind, 'display');
    assertProblem(await admin.get(`/api/gdn-accounts/${social.id}`), 404, 'Ad account not found.');
    assertProblem(await admin.get(`/api/ad-accounts/${display.id}`), 404, 'Ad account not found.');
    assertProblem(await admin.delete(`/api/ad-accounts/${display.id}`), 404, 'Ad account not found.');
    const displays = assertOk(await admin.get(`/api/gdn-accounts?search=${display.accountId}&searchField=accountId`));
    assert.deepEqual(displays.items.map((a: { id: string }) => a.id), [display.id]);
    const socials = assertOk(await admin.get(`/api/ad-accounts?search=${display.accountId}&searchField=accountId`));
    assert.equal(socials.count, 0);
  });

  test('credentials: required for a real network, sealed at rest, never returned; each network serves its kind', async () => {
    const admin = clientAs(svc, 'admin');
    assertProblem(await admin.post('/api/ad-accounts', { provider: 'meta', accountId: networkAccountId(), name: 'Meta', currency: 'NZD' }), 400, 'Credentials are required for this provider.', ['/body/credentials']);
    assertProblem(await admin.post('/api/ad-accounts', { provider: 'google', accountId: networkAccountId(), name: 'Google', currency: 'NZD' }), 400, 'This provider does not serve this kind of account.', ['/body/provider']);
    const meta = assertOk(await admin.post('/api/ad-accounts', { provider: 'meta', accountId: networkAccountId(), name: 'Meta', currency: 'NZD', credentials: { accessToken: 'EAAB-secret-token', pageId: '1234' } }), 201);
    assert.equal(meta.hasCredentials, true);
    assert.ok(!JSON.stringify(meta).includes('EAAB-secret-token'));
    const row = await svc.booted.dataSource.getRepository(AdAccountEntity).findOneByOrFail({ id: meta.id });
    assert.ok(row.credentials && !row.credentials.includes('EAAB-secret-token'), 'the token is sealed at rest');
    // An update may leave the credentials as they are, or replace some of them.
    assert.equal(assertOk(await admin.put(`/api/ad-accounts/${meta.id}`, { name: 'Meta renamed' })).hasCredentials, true);
    const resealed = assertOk(await admin.put(`/api/ad-accounts/${meta.id}`, { credentials: { appSecret: 'shh' } }));
    assert.equal(resealed.hasCredentials, true);
  });

  test('a network account is linked once; the customer named must exist; bad input is 400', async () => {
    const admin = clientAs(svc, 'admin');
    const accountId = networkAccountId();
    assertOk(await admin.post('/api/ad-accounts', { provider: 'simulator', accountId, name: 'Once', currency: 'NZD' }), 201);
    assertProblem(await admin.post('/api/ad-accounts', { provider: 'simulator', accountId, name: 'Twice', currency: 'NZD' }), 409, 'This ad account is already linked.');
    assertProblem(await admin.post('/api/ad-accounts', { provider: 'simulator', accountId: networkAccountId(), name: 'Nobody', currency: 'NZD', customerId: randomUUID() }), 400, 'Customer not found.', ['/body/customerId']);
    assertProblem(await admin.post('/api/ad-accounts', { provider: 'simulator', accountId: 'act_12', name: 'x', currency: 'nzd' }), 400);
    assertProblem(await admin.post('/api/ad-accounts', { provider: 'simulator', accountId: networkAccountId(), name: 'Zone', currency: 'NZD', timezone: 'Mars/Olympus' }), 400, 'Unknown time zone.');
  });

  test('roles: only admin and operations; anonymous is 401', async () => {
    const admin = clientAs(svc, 'admin');
    const account = assertOk(await admin.post('/api/ad-accounts', { provider: 'simulator', accountId: networkAccountId(), name: 'Roles', currency: 'NZD' }), 201);
    for (const who of ['sales', 'user'] as const) {
      assertProblem(await clientAs(svc, who).get('/api/ad-accounts'), 403);
      assertProblem(await clientAs(svc, who).get(`/api/ad-accounts/${account.id}`), 403);
    }
    const agent = clientAs(svc, { roles: ['agent'], customerId: randomUUID(), agentId: randomUUID() });
    assertProblem(await agent.post('/api/gdn-accounts', { provider: 'simulator', accountId: networkAccountId(), name: 'x', currency: 'NZD' }), 403);
    assertProblem(await anon(svc).get('/api/ad-accounts'), 401);
    assertProblem(await anon(svc).delete(`/api/ad-accounts/${account.id}`), 401);
  });

  test('the simulated accounts are linked once, however often and however concurrently start runs', async () => {
    const store = new AccountStore(new OwnedKit(svc.booted.dataSource, svc.booted.context.outbox));
    const simulated = new SimulatedAccounts(store);
    await Promise.all([simulated.ensure('NZD', 'Pacific/Auckland'), simulated.ensure('NZD', 'Pacific/Auckland')]);
    await simulated.ensure('NZD', 'Pacific/Auckland');
    const admin = clientAs(svc, 'admin');
    for (const { kind, accountId, name } of SIMULATED_ACCOUNTS) {
      const page = assertOk(await admin.get(`${kind === 'social' ? '/api/ad-accounts' : '/api/gdn-accounts'}?search=${accountId}&searchField=accountId`));
      assert.equal(page.count, 1, `${kind}: one account`);
      assert.deepEqual([page.items[0].name, page.items[0].provider, page.items[0].customerId], [name, 'simulator', null]);
    }
  });
});
