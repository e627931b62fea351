import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { describe, it } from 'node:test';
import { attributionOf, contactOf, keptFields, leadgenAdIds, pollSince, POLL_OVERLAP_MS, signatureMatches, verifyTokenMatches } from './rules.ts';

describe("a lead's contact", () => {
  it('reads the full name, e-mail and phone of the form', () => {
    assert.deepEqual(contactOf({ full_name: ' Mere Smith ', email: 'mere@example.com', phone_number: '+64 21 123 4567' }), { fullName: 'Mere Smith', email: 'mere@example.com', phone: '+64 21 123 4567' });
  });

  it('falls back to first and last name, other keys and any case; blanks are null', () => {
    assert.deepEqual(contactOf({ First_Name: 'Ana', last_name: 'Lee', EMAIL: 'ana@example.com', phone: ' ' }), { fullName: 'Ana Lee', email: 'ana@example.com', phone: null });
    assert.deepEqual(contactOf({}), { fullName: null, email: null, phone: null });
  });

  it('clips what is too long for the contract', () => {
    assert.equal(contactOf({ full_name: 'x'.repeat(300) }).fullName!.length, 200);
    assert.equal(Object.keys(keptFields(Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`q${i}`, 'a'])))).length, 50);
    assert.equal(keptFields({ q: 'y'.repeat(3000) }).q!.length, 2000);
  });
});

describe("a lead's attribution", () => {
  const campaign = { agentIds: ['agent-c1', 'agent-c2'], listingIds: ['listing-1', 'listing-2'] };
  const adSets = [
    { id: 'set-1', adExternalId: 'ad-1', agentIds: ['agent-s1'] },
    { id: 'set-2', adExternalId: 'ad-2', agentIds: [] },
  ];

  it("is the ad set's first agent, else the campaign's; the campaign's first listing", () => {
    assert.deepEqual(attributionOf(campaign, adSets, { adExternalId: 'ad-1' }), { adSetId: 'set-1', agentId: 'agent-s1', listingId: 'listing-1' });
    assert.deepEqual(attributionOf(campaign, adSets, { adExternalId: 'ad-2' }), { adSetId: 'set-2', agentId: 'agent-c1', listingId: 'listing-1' });
    assert.deepEqual(attributionOf(campaign, adSets, { adExternalId: 'ad-unknown' }), { adSetId: null, agentId: 'agent-c1', listingId: 'listing-1' });
    assert.deepEqual(attributionOf({ agentIds: [], listingIds: [] }, [], { adExternalId: 'x' }), { adSetId: null, agentId: null, listingId: null });
  });
});

describe("the poll's start", () => {
  it('is the start without a lead, else a little before the latest', () => {
    assert.equal(pollSince(null), null);
    const latest = new Date('2026-12-01T10:00:00.000Z');
    assert.equal(pollSince(latest), new Date(latest.getTime() - POLL_OVERLAP_MS).toISOString());
  });
});

describe("Meta's webhook", () => {
  const body = Buffer.from('{"object":"page","entry":[]}');
  const sign = (secret: string, bytes = body) => `sha256=${createHmac('sha256', secret).update(bytes).digest('hex')}`;

  it('accepts the signature of the raw body with the app secret only', () => {
    assert.equal(signatureMatches(body, sign('app-secret'), 'app-secret'), true);
    assert.equal(signatureMatches(body, sign('app-secret').toUpperCase().replace('SHA256=', 'sha256='), 'app-secret'), true);
    assert.equal(signatureMatches(body, sign('other'), 'app-secret'), false);
    assert.equal(signatureMatches(Buffer.from('{"object":"page","entry":[{}]}'), sign('app-secret'), 'app-secret'), false);
    assert.equal(signatureMatches(body, '', 'app-secret'), false);
    assert.equal(signatureMatches(body, 'sha1=abc', 'app-secret'), false);
    assert.equal(signatureMatches(body, 'sha256=' + '0'.repeat(64), 'app-secret'), false);
  });

  it('the verify token must equal the configured one, and none configured refuses all', () => {
    assert.equal(verifyTokenMatches('tok', 'tok'), true);
    assert.equal(verifyTokenMatches('tok2', 'tok'), false);
    assert.equal(verifyTokenMatches('', null), false);
  });

  it('names the ads of leadgen changes, each once', () => {
    const ids = leadgenAdIds({
      object: 'page',
      entry: [
        { changes: [{ field: 'leadgen', value: { leadgen_id: 'l1', ad_id: 'a1' } }, { field: 'feed', value: { leadgen_id: 'l2', ad_id: 'a2' } }] },
        { changes: [{ field: 'leadgen', value: { leadgen_id: 'l3', ad_id: 'a1' } }, { field: 'leadgen', value: { ad_id: 'a3' } }] },
      ],
    });
    assert.deepEqual(ids, ['a1']);
    assert.deepEqual(leadgenAdIds({}), []);
  });
});
