// The account flows' rules, without a database: one-time tokens, activation outcomes, the password
// rule, the links handed out, and the delay of an account that keeps failing to sign in.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PASSWORD_MESSAGE, PASSWORD_MISMATCH_MESSAGE } from '@adops/openapi/rules/password';
import {
  activationOutcome,
  activationPath,
  assertNewPassword,
  checkEmailMessage,
  delayFor,
  invitationPath,
  isExpired,
  isUsable,
  minterOf,
  opensPreAuth,
  preAuthPath,
  resetPath,
  TOKEN_TTL_SECONDS,
} from './rules.ts';

const NOW = Date.parse('2026-03-01T12:00:00Z');
const at = (offsetSeconds: number) => new Date(NOW + offsetSeconds * 1000);

describe('one-time tokens', () => {
  it('live a week (activation), an hour (reset) and a minute (pre-auth)', () => {
    assert.deepEqual(TOKEN_TTL_SECONDS, { activation: 604800, reset: 3600, preauth: 60 });
  });

  it('expire once their expiry has passed, not at it', () => {
    assert.equal(isExpired({ usedAt: null, expiresAt: at(1) }, NOW), false);
    assert.equal(isExpired({ usedAt: null, expiresAt: at(0) }, NOW), false);
    assert.equal(isExpired({ usedAt: null, expiresAt: at(-1) }, NOW), true);
  });

  it('are usable when neither used nor expired', () => {
    assert.equal(isUsable({ usedAt: null, expiresAt: at(60) }, NOW), true);
    assert.equal(isUsable({ usedAt: at(-5), expiresAt: at(60) }, NOW), false);
    assert.equal(isUsable({ usedAt: null, expiresAt: at(-1) }, NOW), false);
  });
});

describe('a pre-auth link is bound to the session that minted it', () => {
  const own = { userId: 'u-staff', sessionId: 's-staff' };
  const row = { openerUserId: 'u-staff', openerSessionId: 's-staff' };

  it('is minted in the caller\'s own session, or in a "log in as" tab in its opener\'s (the browser\'s own)', () => {
    assert.deepEqual(minterOf(own), own);
    assert.deepEqual(minterOf({ userId: 'u-corporate', sessionId: 's-as', actor: own }), own);
  });

  it('opens only for that very session', () => {
    assert.equal(opensPreAuth(row, own), true);
    assert.equal(opensPreAuth(row, undefined), false, 'another browser without a session');
    assert.equal(opensPreAuth(row, { userId: 'u-staff', sessionId: 's-other' }), false, 'another session of the same user');
    assert.equal(opensPreAuth(row, { userId: 'u-other', sessionId: 's-staff' }), false);
    assert.equal(opensPreAuth(row, { ...own, actor: own }), false, 'a "log in as" session never opens one');
  });

  it('a pre-auth token without a minter (minted before it was kept) opens for nobody', () => {
    assert.equal(opensPreAuth({ openerUserId: null, openerSessionId: null }, own), false);
    assert.equal(opensPreAuth({ openerUserId: 'u-staff', openerSessionId: null }, own), false);
  });
});

describe('activation outcomes', () => {
  const fresh = { usedAt: null, expiresAt: at(3600) };
  const staff = { kind: 'staff' as const, isActive: false };

  it('a fresh link of an inactive user of the link\'s kind succeeds', () => {
    assert.equal(activationOutcome(fresh, staff, 'staff', NOW), 'success');
  });

  it('an unknown link, an unknown user, or a link of the other kind is invalid', () => {
    assert.equal(activationOutcome(null, staff, 'staff', NOW), 'invalid');
    assert.equal(activationOutcome(fresh, null, 'staff', NOW), 'invalid');
    assert.equal(activationOutcome(fresh, staff, 'dashboard', NOW), 'invalid');
  });

  it('a used link or an active user is "existing", even when the link is also old', () => {
    assert.equal(activationOutcome({ usedAt: at(-10), expiresAt: at(3600) }, staff, 'staff', NOW), 'existing');
    assert.equal(activationOutcome(fresh, { ...staff, isActive: true }, 'staff', NOW), 'existing');
    assert.equal(activationOutcome({ usedAt: null, expiresAt: at(-1) }, { ...staff, isActive: true }, 'staff', NOW), 'existing');
  });

  it('an old link of an inactive user has expired', () => {
    assert.equal(activationOutcome({ usedAt: null, expiresAt: at(-1) }, staff, 'staff', NOW), 'expired');
  });
});

describe('the password rule', () => {
  it('accepts a strong password with its confirmation, or without one', () => {
    assert.doesNotThrow(() => assertNewPassword('Correct-Horse-9', 'Correct-Horse-9'));
    assert.doesNotThrow(() => assertNewPassword('Correct-Horse-9', undefined));
  });

  it('refuses a short password with the spec\'s message, at the field given', () => {
    assert.throws(() => assertNewPassword('Ab1!', 'Ab1!'), { status: 400, detail: PASSWORD_MESSAGE, errors: [{ path: '/body/password', message: PASSWORD_MESSAGE }] });
    assert.throws(() => assertNewPassword('Ab1!', undefined, '/body/newPassword'), { errors: [{ path: '/body/newPassword', message: PASSWORD_MESSAGE }] });
  });

  it('refuses a confirmation that differs, at confirmPassword', () => {
    assert.throws(() => assertNewPassword('Correct-Horse-9', 'Correct-Horse-8'), { status: 400, errors: [{ path: '/body/confirmPassword', message: PASSWORD_MISMATCH_MESSAGE }] });
  });
});

describe('links and answers', () => {
  it('point staff and dashboard users at their own pages', () => {
    assert.equal(activationPath('staff', 't0k'), '/api/auth/active/t0k');
    assert.equal(activationPath('dashboard', 't0k'), '/api/auth/dashboard/active/t0k');
    assert.equal(resetPath('staff', 't0k'), '/password/reset/t0k');
    assert.equal(resetPath('dashboard', 't0k'), '/password/dashboard/reset/t0k');
    assert.equal(invitationPath('inv'), '/customer-dashboard/signup/inv');
    assert.equal(preAuthPath('pre'), '/api/auth/dashboard/preauth/pre');
  });

  it('name the address the mail went to', () => {
    assert.equal(checkEmailMessage('jo@example.com'), 'Please check your email: jo@example.com');
  });
});

describe('the delay of an account that keeps failing', () => {
  it('is none below the threshold', () => {
    assert.equal(delayFor(0, 5), 0);
    assert.equal(delayFor(4, 5), 0);
  });

  it('starts at 250 ms at the threshold and doubles with each further failure', () => {
    assert.deepEqual([5, 6, 7, 8].map((failures) => delayFor(failures, 5)), [250, 500, 1000, 2000]);
  });

  it('never exceeds four seconds', () => {
    assert.equal(delayFor(9, 5), 4000);
    assert.equal(delayFor(50, 5), 4000);
  });
});
