// Tokens round trip through signing and verifying: the claims every service reads back, and a "log in
// as" session's actor (the JWT's `act` claim, RFC 8693 §4.1), which a malformed claim cannot fake.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { importPKCS8, SignJWT } from 'jose';
import { generateKeyPairPem, TokenSigner, TokenVerifier } from './tokens.ts';

const keys = await generateKeyPairPem();
const signer = new TokenSigner(keys.privateKeyPem);
const verifier = new TokenVerifier(keys.publicKeyPem);
const subject = { userId: 'u-agent', email: 'jo@example.com', kind: 'dashboard' as const, roles: ['agent' as const], customerId: 'c-1', agentId: 'a-1', officeIds: ['o-1'] };
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A token with exactly these claims, signed with the real key (what only identity could make). */
async function rawToken(claims: Record<string, unknown>) {
  const now = nowSeconds();
  return new SignJWT(claims).setProtectedHeader({ alg: 'EdDSA', typ: 'JWT' }).setSubject('u-agent').setIssuer('adops-identity').setAudience('adops')
    .setIssuedAt(now).setExpirationTime(now + 600).sign(await importPKCS8(keys.privateKeyPem, 'EdDSA'));
}

describe('a session token', () => {
  it('carries no actor unless it is given one', async () => {
    const p = await verifier.verify(await signer.sign(subject, 'session', 600, 's-1'));
    assert.ok(p);
    assert.equal(p.actor, undefined);
    assert.equal(p.sessionId, 's-1');
    assert.equal(p.userId, 'u-agent');
    assert.ok(p.expiresAt! >= nowSeconds() + 599 && p.expiresAt! <= nowSeconds() + 600);
  });

  it('carries its opener as the actor, round trip', async () => {
    const token = await signer.sign(subject, 'session', 600, 's-2', { actor: { userId: 'u-staff', sessionId: 's-staff' } });
    const p = await verifier.verify(token);
    assert.deepEqual(p?.actor, { userId: 'u-staff', sessionId: 's-staff' });
    assert.equal(p?.userId, 'u-agent');
    assert.equal(p?.sessionId, 's-2');
    // The claim on the wire is RFC 8693's: act.sub and our sid.
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    assert.deepEqual(payload.act, { sub: 'u-staff', sid: 's-staff' });
  });

  it('expires no later than `notAfter`, and at its TTL when that is sooner', async () => {
    const notAfter = nowSeconds() + 120;
    const capped = await verifier.verify(await signer.sign(subject, 'session', 3600, undefined, { notAfter }));
    assert.equal(capped?.expiresAt, notAfter);
    const ttl = await verifier.verify(await signer.sign(subject, 'session', 60, undefined, { notAfter: nowSeconds() + 3600 }));
    assert.ok(ttl!.expiresAt! <= nowSeconds() + 60);
  });

  it('is refused when its actor claim is malformed (it could not be revoked with its opener)', async () => {
    const base = { email: 'jo@example.com', kind: 'dashboard', roles: ['agent'], via: 'session', sid: 's-3' };
    assert.ok(await verifier.verify(await rawToken(base)));
    for (const act of ['u-staff', { sub: 'u-staff' }, { sid: 's-staff' }, { sub: '', sid: 's' }, { sub: 'u', sid: 7 }, null, []]) {
      assert.equal(await verifier.verify(await rawToken({ ...base, act })), undefined, JSON.stringify(act));
    }
    assert.deepEqual((await verifier.verify(await rawToken({ ...base, act: { sub: 'u-staff', sid: 's-staff' } })))?.actor, { userId: 'u-staff', sessionId: 's-staff' });
  });
});
