import { test } from 'node:test';
import assert from 'node:assert/strict';
import { agentName, eventApplies, listingSubject, resourceSubject } from './rules.ts';

const at = new Date('2026-11-28T08:00:00.000Z');

test("a listing's facts and owners as a template binds them", () => {
  const row = listingSubject(
    { listingId: 'l1', customerId: 'c1', reference: 'R1', title: 'Sunny home', listingStatus: 'DONE', officeId: 'o1', agentIds: ['a1'], listingType: null, displayAddress: '1 Main St', suburb: 'Northcote', state: null, postcode: null, country: null, latitude: null, longitude: null, price: '$1M', headline: 'Open Saturday', description: 'Big', imageUrls: ['https://cdn/x.jpg'], videoUrls: [], link: null },
    false,
    at,
  );
  assert.deepEqual({ kind: row.kind, officeIds: row.officeIds, agentIds: row.agentIds }, { kind: 'listing', officeIds: ['o1'], agentIds: ['a1'] });
  assert.deepEqual({ title: row.facts.title, price: row.facts.price, address: row.facts.address, imageUrls: row.facts.imageUrls }, { title: 'Sunny home', price: '$1M', address: '1 Main St', imageUrls: ['https://cdn/x.jpg'] });
  // Events published before features and listingAgent were added have none.
  assert.deepEqual({ bedrooms: row.facts.bedrooms, agent: row.facts.agent }, { bedrooms: null, agent: null });
});

test("a resource's title falls back to its name, its headline is its message, its link the landing URL", () => {
  const row = resourceSubject({ resourceId: 'r1', customerId: 'c1', officeIds: ['o2'], reference: 'RES1', name: 'Open day', title: null, message: 'Come along', description: null, type: 'IMAGES', imageUrls: [], videos: [], landingUrl: 'https://x.example/open', published: true }, false, at);
  assert.deepEqual({ kind: row.kind, title: row.facts.title, headline: row.facts.headline, link: row.facts.link, agentIds: row.agentIds }, { kind: 'resource', title: 'Open day', headline: 'Come along', link: 'https://x.example/open', agentIds: [] });
});

test("an agent's e-mail is kept lower-cased", () => {
  assert.equal(agentName({ agentId: 'a1', customerId: 'c1', fullName: 'Jo Agent', email: 'Jo@Agency.Example', officeIds: [], didSignUpDashboard: false }, at).email, 'jo@agency.example');
});

test('a newer event wins; at the same instant a deletion stands', () => {
  const known = { eventAt: at, deleted: false };
  assert.equal(eventApplies(known, new Date(at.getTime() + 1), false), true);
  assert.equal(eventApplies(known, new Date(at.getTime() - 1), true), false);
  assert.equal(eventApplies(known, at, true), true);
  assert.equal(eventApplies({ eventAt: at, deleted: true }, at, false), false);
});
