// The customer's logo as the ads context learns it (against MariaDB, or SQLite with
// TEST_DATABASE=sqlite): customer.created / updated carry the logo's public address (logoUrl), the
// known_names projection keeps it on the customer's row for the public report's headerLogo (003 §3),
// an event without one (or with an address of another shape) leaves none, and an older event never
// takes a newer address back. Offices' and agents' rows have none.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { customerReferencesSubscription, envelope, mergeSubscriptions } from '@adops/platform';
import { deliverEvent, serviceUnderTest, startTestService } from '@adops/platform/testing';
import type { CustomerEvents } from '@adops/openapi/generated/events';
import { adsModule } from '../src/app.ts';
import { ProjectionStore } from '../src/projections/store.ts';
import { namesSubscription } from '../src/projections/events.ts';
import { deliverCustomerEvent, knownCustomer } from './helpers.ts';

const svc = serviceUnderTest(() => startTestService(adsModule, { env: { ADS_SYNC_INTERVAL_MS: '3600000' } }));
const subscription = () => mergeSubscriptions('ads', [customerReferencesSubscription('ads'), namesSubscription(new ProjectionStore())]);

const logoUrl = () => `/api/customers/logos/${randomBytes(16).toString('base64url')}`;
const facts = (customerId: string, extra: Partial<CustomerEvents['customer.updated']> = {}): CustomerEvents['customer.updated'] => ({ customerId, name: 'Harbour Realty', isActive: true, ...extra });

/** customer.updated as the customer context publishes it, as of `occurredAt`. */
async function updatedAt(customerId: string, occurredAt: Date, extra: Partial<CustomerEvents['customer.updated']>): Promise<void> {
  const event = envelope('customer', { type: 'customer.updated', subject: customerId, customerId, data: facts(customerId, extra), version: 1 });
  await deliverEvent(svc, subscription(), { ...event, occurredAt: occurredAt.toISOString() });
}

/** The known_names rows of these ids, as the report reads them. */
const names = (ids: string[]) => new ProjectionStore().names(svc.booted.dataSource.manager, ids);

describe('known_names: customers’ logos', () => {
  test('created without a logo is none; an upload’s customer.updated sets it; a later one replaces it', async () => {
    const customer = await knownCustomer(svc);
    assert.equal((await names([customer.customerId])).get(customer.customerId)?.logoUrl, null);
    const first = logoUrl();
    await deliverCustomerEvent(svc, 'customer.updated', facts(customer.customerId, { logoUrl: first }));
    const row = (await names([customer.customerId])).get(customer.customerId);
    assert.equal(row?.logoUrl, first);
    assert.equal(row?.name, 'Harbour Realty', 'the name is kept beside it');
    const second = logoUrl();
    await deliverCustomerEvent(svc, 'customer.updated', facts(customer.customerId, { logoUrl: second }));
    assert.equal((await names([customer.customerId])).get(customer.customerId)?.logoUrl, second);
    // Offices and agents have no logo of their own.
    const others = await names([...customer.officeIds, ...customer.agentIds]);
    assert.equal(others.size, customer.officeIds.length + customer.agentIds.length);
    for (const other of others.values()) assert.equal(other.logoUrl, null, `${other.kind} ${other.id}`);
  });

  test('customer.created with a logo keeps it; an address of another shape is none', async () => {
    const customerId = randomUUID();
    const url = logoUrl();
    await deliverCustomerEvent(svc, 'customer.created', facts(customerId, { logoUrl: url }));
    assert.equal((await names([customerId])).get(customerId)?.logoUrl, url);
    await deliverCustomerEvent(svc, 'customer.updated', facts(customerId, { logoUrl: 'https://evil.example.com/logo.png' }));
    assert.equal((await names([customerId])).get(customerId)?.logoUrl, null, 'only the customer context’s own logo address is kept');
    await deliverCustomerEvent(svc, 'customer.updated', facts(customerId, { logoUrl: url }));
    await deliverCustomerEvent(svc, 'customer.updated', facts(customerId));
    assert.equal((await names([customerId])).get(customerId)?.logoUrl, null, 'a newer event without one has none');
  });

  test('an older event never takes a newer address back, with or without a logo', async () => {
    const customerId = randomUUID();
    const now = Date.now();
    const newest = logoUrl();
    await updatedAt(customerId, new Date(now), { logoUrl: newest });
    await updatedAt(customerId, new Date(now - 60_000), { logoUrl: logoUrl() });
    await updatedAt(customerId, new Date(now - 30_000), { logoUrl: null });
    await updatedAt(customerId, new Date(now - 10_000), {});
    assert.equal((await names([customerId])).get(customerId)?.logoUrl, newest);
    const later = logoUrl();
    await updatedAt(customerId, new Date(now + 1_000), { logoUrl: later });
    assert.equal((await names([customerId])).get(customerId)?.logoUrl, later);
  });
});
