// Instants the listing API is sent (a listing's start, an open-home visit) follow the platform's rule:
// an impossible day or time, a zero date and a year the databases do not hold are 400 at the field,
// never stored, so no later read or list page can fail on them; a real one in any offset is stored as
// the instant it names.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { assertOk, assertProblem, clientAs, serviceUnderTest, startTestService } from '@adops/platform/testing';
import { listingModule } from '../src/app.ts';
import { knowReferences } from './customer-references.ts';

const svc = serviceUnderTest(() => startTestService(listingModule));
const admin = () => clientAs(svc, 'admin');
const BAD = ['2024-19-39T00:00:00Z', '0000-00-00T00:00:00Z', '2024-02-30T00:00:00Z', '0099-01-01T00:00:00Z', '9999-12-31T23:00:00-05:00'];

describe('instants sent to the listing API', () => {
  test('a listing\'s startTimestamp: refused on create and update, nothing stored; the list and the listing still read', async () => {
    const customerId = randomUUID();
    await knowReferences(svc, { customerId });
    for (const startTimestamp of BAD) {
      assertProblem(await admin().post('/api/listings', { customerId, title: 'Bad start', startTimestamp }), 400, undefined, ['/body/startTimestamp']);
    }
    const listing = assertOk(await admin().post('/api/listings', { customerId, title: 'Good start', startTimestamp: '2024-02-29T23:30:00+13:00' }), 201) as { id: string; startTimestamp: string };
    assert.equal(listing.startTimestamp, '2024-02-29T10:30:00.000Z');
    for (const startTimestamp of BAD) {
      assertProblem(await admin().put(`/api/listings/${listing.id}`, { startTimestamp }), 400, undefined, ['/body/startTimestamp']);
    }
    assert.equal((assertOk(await admin().get(`/api/listings/${listing.id}`)) as { startTimestamp: string }).startTimestamp, '2024-02-29T10:30:00.000Z');
    const page = assertOk(await admin().get(`/api/listings?customerId=${customerId}`)) as { items: Array<{ title: string }> };
    assert.deepEqual(page.items.map((l) => l.title), ['Good start']);
  });

  test('an open-home visit\'s visitedAt: refused, nothing stored; the visitors list still reads', async () => {
    const customerId = randomUUID();
    await knowReferences(svc, { customerId });
    const listing = assertOk(await admin().post('/api/listings', { customerId, title: 'Open home' }), 201) as { id: string };
    for (const visitedAt of BAD) {
      assertProblem(await admin().post('/api/open-homes', { listingId: listing.id, firstName: 'Sam', visitedAt }), 400, undefined, ['/body/visitedAt']);
    }
    const visit = assertOk(await admin().post('/api/open-homes', { listingId: listing.id, firstName: 'Sam', visitedAt: '2026-11-22T09:30:00-01:00' }), 201) as { visitedAt: string };
    assert.equal(visit.visitedAt, '2026-11-22T10:30:00.000Z');
    const visitors = assertOk(await admin().get(`/api/open-homes?listingId=${listing.id}`)) as { items: Array<{ visitedAt: string }> };
    assert.deepEqual(visitors.items.map((v) => v.visitedAt), ['2026-11-22T10:30:00.000Z']);
  });
});
