// The per-request revocation check, without a database: a token is refused when its own session or
// user is revoked, and a "log in as" session also when its actor's (opener's) session or user is.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DataSource, EntityManager } from 'typeorm';
import type { Logger } from '../logger.ts';
import { Revocations, type Revocation, type RevocableToken } from './revocations.ts';

const HOUR = 3600_000;
const manager = { insert: async () => undefined } as unknown as EntityManager;

function revocations(...entries: Revocation[]) {
  const r = new Revocations({ dataSource: {} as DataSource, log: {} as Logger, pollMs: 0 });
  return Promise.all(entries.map((e) => r.record(manager, e))).then(() => r);
}

const later = () => new Date(Date.now() + HOUR);
const t0 = Date.now() - 60_000;
const opener = { userId: 'u-staff', sessionId: 's-staff' };
const asSession: RevocableToken = { userId: 'u-agent', sessionId: 's-as', issuedAtMs: t0, actor: opener };
const staffOwn: RevocableToken = { userId: 'u-staff', sessionId: 's-staff', issuedAtMs: t0 - 1000 };

describe('revocation of a "log in as" session', () => {
  it('nothing revoked: both sessions go on', async () => {
    const r = await revocations();
    assert.equal(r.isRevoked(asSession), false);
    assert.equal(r.isRevoked(staffOwn), false);
  });

  it('the opener signs out (its session revoked): the as-session is refused too', async () => {
    const r = await revocations({ kind: 'session', sessionId: 's-staff', userId: 'u-staff', expiresAt: later() });
    assert.equal(r.isRevoked(staffOwn), true);
    assert.equal(r.isRevoked(asSession), true);
    // Another session of the same dashboard user, opened by someone else, is not.
    assert.equal(r.isRevoked({ ...asSession, sessionId: 's-other', actor: { userId: 'u-staff', sessionId: 's-elsewhere' } }), false);
  });

  it('the opener\'s user is revoked (deactivation, password, roles) at or after the as-session was issued: refused', async () => {
    const at = await revocations({ kind: 'user', userId: 'u-staff', revokedBefore: new Date(t0), expiresAt: later(), reason: 'deactivated' });
    assert.equal(at.isRevoked(asSession), true);
    const after = await revocations({ kind: 'user', userId: 'u-staff', revokedBefore: new Date(t0 + 5000), expiresAt: later(), reason: 'password_changed' });
    assert.equal(after.isRevoked(asSession), true);
  });

  it('the opener\'s user was revoked before the as-session was opened (with a later session): it goes on', async () => {
    const r = await revocations({ kind: 'user', userId: 'u-staff', revokedBefore: new Date(t0 - 1), expiresAt: later(), reason: 'password_changed' });
    assert.equal(r.isRevoked(asSession), false);
  });

  it('its own session or user revoked: refused, the opener\'s session goes on', async () => {
    const own = await revocations({ kind: 'session', sessionId: 's-as', userId: 'u-agent', expiresAt: later() });
    assert.equal(own.isRevoked(asSession), true);
    assert.equal(own.isRevoked(staffOwn), false);
    const user = await revocations({ kind: 'user', userId: 'u-agent', revokedBefore: new Date(), expiresAt: later(), reason: 'deactivated' });
    assert.equal(user.isRevoked(asSession), true);
    assert.equal(user.isRevoked(staffOwn), false);
  });

  it('a token without an actor is not refused for another user\'s session of the same id nor for a revoked actor it does not name', async () => {
    const r = await revocations({ kind: 'user', userId: 'u-staff', revokedBefore: new Date(), expiresAt: later(), reason: 'deactivated' });
    assert.equal(r.isRevoked({ userId: 'u-agent', sessionId: 's-plain', issuedAtMs: t0 }), false);
  });

  it('an expired revocation is not applied (the tokens it refused have expired too)', async () => {
    const r = await revocations({ kind: 'session', sessionId: 's-staff', userId: 'u-staff', expiresAt: new Date(Date.now() - 1) });
    assert.equal(r.isRevoked(asSession), false);
  });
});

describe('peers: the services of one process on one bus (the embedded default)', () => {
  const make = (peers?: Set<Revocations>) => new Revocations({ dataSource: {} as DataSource, log: {} as Logger, pollMs: 0, ...(peers ? { peers } : {}) });
  const user: RevocableToken = { userId: 'u-corporate', sessionId: 's-1', issuedAtMs: t0 };
  const deactivated: Revocation = { kind: 'user', userId: 'u-corporate', revokedBefore: new Date(), expiresAt: later(), reason: 'deactivated' };

  it("the issuer's revocation holds in every started peer at once, not when its event reaches them", async () => {
    const peers = new Set<Revocations>();
    const [issuer, listing, stopped] = [make(peers), make(peers), make(peers)];
    const refresh = { refresh: async () => undefined };
    for (const r of [issuer, listing, stopped]) Object.assign(r, refresh);
    await issuer.start();
    await listing.start();
    await stopped.start();
    stopped.stop();
    await issuer.record(manager, deactivated);
    assert.equal(issuer.isRevoked(user), true);
    assert.equal(listing.isRevoked(user), true);
    assert.equal(stopped.isRevoked(user), false, 'a stopped service left the group');
  });

  it('services of separate processes (no peers) each wait for the event', async () => {
    const [issuer, listing] = [make(), make()];
    await issuer.record(manager, deactivated);
    assert.equal(issuer.isRevoked(user), true);
    assert.equal(listing.isRevoked(user), false);
  });
});
