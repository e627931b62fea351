import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Response } from 'express';
import { carriesSessionCookie, clearSessionCookie, readSessionCookie, requestedSession, sessionCookieName, sessionSlotOf, setSessionCookie } from './session-cookie.ts';

const req = (headers: Record<string, string | string[]>) => ({ headers });
const DEV = 'development' as const;

describe('the two session cookies', () => {
  it('names the second one beside the first, __Host- outside development', () => {
    assert.equal(sessionCookieName('development'), 'adops_session');
    assert.equal(sessionCookieName('development', 'as'), 'adops_session_as');
    assert.equal(sessionCookieName('production'), '__Host-adops_session');
    assert.equal(sessionCookieName('production', 'as'), '__Host-adops_session_as');
  });

  it('reads the own cookie unless X-Session asks for the "log in as" one', () => {
    const cookie = 'adops_session=own; adops_session_as=other';
    assert.equal(readSessionCookie(req({ cookie }), DEV), 'own');
    assert.equal(readSessionCookie(req({ cookie, 'x-session': 'as' }), DEV), 'other');
    assert.equal(readSessionCookie(req({ cookie, 'x-session': ' AS ' }), DEV), 'other');
    assert.equal(readSessionCookie(req({ cookie, 'x-session': 'as:7d1e2f3a' }), DEV), 'other');
    assert.equal(readSessionCookie(req({ cookie, 'x-session': 'own' }), DEV), 'own');
    assert.equal(readSessionCookie(req({ cookie, 'x-session': 'assistant' }), DEV), 'own');
  });

  it('never falls back from the second cookie to the first', () => {
    assert.equal(readSessionCookie(req({ cookie: 'adops_session=own', 'x-session': 'as' }), DEV), undefined);
    assert.equal(readSessionCookie(req({ 'x-session': 'as' }), DEV), undefined);
  });

  it('reads only the names of its mode: __Host- in production (a sibling subdomain cannot plant one), the plain ones otherwise', () => {
    const cookie = 'adops_session_as=dev-as; __Host-adops_session_as=secure-as; adops_session=dev-own; __Host-adops_session=secure-own';
    assert.equal(readSessionCookie(req({ cookie, 'x-session': 'as' }), 'production'), 'secure-as');
    assert.equal(readSessionCookie(req({ cookie }), 'production'), 'secure-own');
    assert.equal(readSessionCookie(req({ cookie, 'x-session': 'as' }), DEV), 'dev-as');
    assert.equal(readSessionCookie(req({ cookie }), 'test'), 'dev-own');
    // A planted plain cookie is no session in production, whichever slot it claims.
    const planted = 'adops_session=planted; adops_session_as=planted';
    assert.equal(readSessionCookie(req({ cookie: planted }), 'production'), undefined);
    assert.equal(readSessionCookie(req({ cookie: planted, 'x-session': 'as' }), 'production'), undefined);
    assert.equal(readSessionCookie(req({ cookie: '__Host-adops_session=x', 'x-session': 'own' }), DEV), undefined);
  });

  it('parses the header: the slot and, after "as:", the user the tab expects', () => {
    assert.deepEqual(requestedSession(req({})), { slot: 'own' });
    assert.deepEqual(requestedSession(req({ 'x-session': 'as' })), { slot: 'as' });
    assert.deepEqual(requestedSession(req({ 'x-session': 'as:u-1' })), { slot: 'as', userId: 'u-1' });
    assert.deepEqual(requestedSession(req({ 'x-session': 'as: u-1' })), { slot: 'own' });
    assert.deepEqual(requestedSession(req({ 'x-session': ['as', 'own'] })), { slot: 'as' });
    assert.equal(sessionSlotOf(req({ 'x-session': 'as' })), 'as');
  });

  it('counts either cookie under either name as credentials (so its answer is never cached)', () => {
    assert.equal(carriesSessionCookie(req({ cookie: 'adops_session_as=x' })), true);
    assert.equal(carriesSessionCookie(req({ cookie: '__Host-adops_session_as=x' })), true);
    assert.equal(carriesSessionCookie(req({ cookie: '__Host-adops_session=x' })), true);
    assert.equal(carriesSessionCookie(req({ cookie: 'adops_session=x' })), true);
    assert.equal(carriesSessionCookie(req({ cookie: 'other=x' })), false);
    assert.equal(carriesSessionCookie(req({})), false);
  });

  it('sets and clears the cookie of the slot with the same flags', () => {
    const calls: unknown[][] = [];
    const res = { cookie: (...a: unknown[]) => calls.push(['set', ...a]), clearCookie: (...a: unknown[]) => calls.push(['clear', ...a]) } as unknown as Response;
    setSessionCookie(res, 'production', 't', 60, 'as');
    clearSessionCookie(res, 'production', 'as');
    setSessionCookie(res, 'development', 't', 60);
    const flags = { httpOnly: true, sameSite: 'lax', secure: true, path: '/' };
    assert.deepEqual(calls, [
      ['set', '__Host-adops_session_as', 't', { ...flags, maxAge: 60000 }],
      ['clear', '__Host-adops_session_as', flags],
      ['set', 'adops_session', 't', { ...flags, secure: false, maxAge: 60000 }],
    ]);
  });
});
