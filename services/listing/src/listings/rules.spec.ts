// The rules of a listing's fields, without a database: what a save keeps and what it refuses.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Problem, type Principal } from '@adops/platform';
import { checkImages, checkOffice, checkVideos, fieldsOf, keptAgents, MAX_AGENTS, newReference, owningAgent, savedMetaData, type Media } from './rules.ts';

const principal = (fields: Partial<Principal>): Principal => ({
  userId: 'u-1', email: 'u@test.local', kind: 'dashboard', roles: [], officeIds: [], via: 'session', issuedAt: 0, issuedAtMs: 0, sessionId: 's-1', ...fields,
});
const staff = principal({ kind: 'staff', roles: ['admin'] });
const agent = principal({ roles: ['agent'], customerId: 'c-1', agentId: 'a-own' });
const manager = principal({ roles: ['branchmanager'], customerId: 'c-1', officeIds: ['o-1'] });
const media = (n: number): Media[] => Array.from({ length: n }, (_, i) => ({ url: `https://cdn.example/${i}.jpg` }));

/** The Problem a call throws, with its status, detail and field paths. */
function problemOf(call: () => unknown): { status: number; detail: string; paths: string[] } {
  try {
    call();
  } catch (error) {
    assert.ok(error instanceof Problem, String(error));
    return { status: error.status, detail: error.detail, paths: (error.errors ?? []).map((e) => e.path) };
  }
  assert.fail('expected a Problem');
}

describe('listing media', () => {
  it('keeps up to 10 images and refuses an 11th with the spec\'s title and message', () => {
    assert.equal(checkImages(media(10)).length, 10);
    const refused = problemOf(() => checkImages(media(11)));
    assert.deepEqual(refused, { status: 400, detail: 'Only 10 Images allow for the listing', paths: ['/body/images'] });
  });

  it('keeps up to 10 videos and refuses an 11th at /body/videos', () => {
    assert.equal(checkVideos(media(10)).length, 10);
    assert.deepEqual(problemOf(() => checkVideos(media(11))), { status: 400, detail: 'Only 10 Videos allow for the listing', paths: ['/body/videos'] });
  });
});

describe('listing agents', () => {
  it('drops agents without an id and refuses more than three', () => {
    assert.deepEqual(keptAgents([{ id: 'a-1' }, { name: 'no id' }, { id: '' }, { id: 'a-2' }]), [{ id: 'a-1' }, { id: 'a-2' }]);
    const four = Array.from({ length: MAX_AGENTS + 1 }, (_, i) => ({ id: `a-${i}` }));
    assert.deepEqual(problemOf(() => keptAgents(four)), { status: 400, detail: 'Maximum number of agents is 3.', paths: ['/body/agents'] });
  });

  it("an agent's save carries the agent first, within the three slots", () => {
    assert.deepEqual(fieldsOf(agent, {}, true).agents, [{ id: 'a-own' }]);
    assert.deepEqual(fieldsOf(agent, { agents: [{ id: 'a-2' }] }).agents, [{ id: 'a-own' }, { id: 'a-2' }]);
    assert.deepEqual(fieldsOf(agent, { agents: [{ id: 'a-2' }, { id: 'a-own' }] }).agents, [{ id: 'a-2' }, { id: 'a-own' }], 'already among them: kept where it is');
    assert.equal(problemOf(() => fieldsOf(agent, { agents: [{ id: 'a-2' }, { id: 'a-3' }, { id: 'a-4' }] })).detail, 'Maximum number of agents is 3.');
    assert.equal(fieldsOf(staff, {}, true).agents, undefined, 'staff name the agents, or none');
  });

  it("the owning agent is an agent's own, else the first of the agents", () => {
    assert.equal(owningAgent(agent, [{ id: 'a-2' }]), 'a-own');
    assert.equal(owningAgent(staff, [{ id: 'a-2' }, { id: 'a-3' }]), 'a-2');
    assert.equal(owningAgent(staff, []), null);
  });
});

describe('listing office', () => {
  it("a branch manager's listing is in one of their offices", () => {
    checkOffice(manager, 'o-1');
    assert.deepEqual(problemOf(() => checkOffice(manager, 'o-2')), { status: 400, detail: 'Choose one of your offices.', paths: ['/body/officeId'] });
    assert.equal(problemOf(() => checkOffice(manager, null)).detail, 'Choose one of your offices.');
    checkOffice(staff, null);
    checkOffice(agent, 'o-9');
  });
});

describe('listing metadata', () => {
  it('keeps the last entry of a key, defaults isPublic to true and adds status ACTIVE', () => {
    const saved = savedMetaData([{ key: 'bedrooms', value: '2' }, { key: 'bedrooms', value: '3', isPublic: false }]);
    assert.deepEqual(saved, [{ key: 'bedrooms', value: '3', isPublic: false }, { key: 'status', value: 'ACTIVE', isPublic: true }]);
    assert.deepEqual(savedMetaData([{ key: 'status', value: 'SOLD' }]), [{ key: 'status', value: 'SOLD', isPublic: true }]);
  });

  it('a Fixed Price listing drops its inspection times and auction', () => {
    const saved = savedMetaData([
      { key: 'priceView', value: 'Fixed Price' },
      { key: 'inspectionTimes', value: ['Sat 10:00'] },
      { key: 'auction', value: '2026-12-12T01:00:00Z' },
      { key: 'auctionLocation', value: 'On site' },
    ]);
    assert.deepEqual(saved.map((m) => m.key), ['priceView', 'status']);
    assert.deepEqual(savedMetaData([{ key: 'priceView', value: 'Auction' }, { key: 'auction', value: 'x' }]).map((m) => m.key), ['priceView', 'auction', 'status']);
  });

  it('refuses a price view that is not one of the six', () => {
    const refused = problemOf(() => savedMetaData([{ key: 'priceView', value: 'Cheap' }]));
    assert.equal(refused.status, 400);
    assert.deepEqual(refused.paths, ['/body/metaData']);
    assert.match(refused.detail, /^priceView must be one of Fixed Price, Negotiation/);
  });
});

describe('listing reference', () => {
  it('is DASH and ten upper-case base-32 characters, a new one each time', () => {
    const references = new Set(Array.from({ length: 50 }, () => newReference()));
    assert.equal(references.size, 50);
    for (const reference of references) assert.match(reference, /^DASH[A-HJ-NP-Z2-9]{10}$/);
  });
});
