// The users' rules, without a database: addresses, roles by kind, who may manage or act for whom,
// which changes end a user's sessions, and what a profile picture may be.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Principal, Role } from '@adops/platform';
import { assertDoesNotOutrank, assertMayManage, assertPictureBody, assertPictureType, assertRolesFit, changesSession, normaliseEmail } from './rules.ts';

const principal = (kind: 'staff' | 'dashboard', roles: Role[]): Principal => ({
  userId: 'me',
  email: 'me@example.com',
  kind,
  roles,
  officeIds: [],
  via: 'session',
  issuedAt: 0,
  issuedAtMs: 0,
  sessionId: 'session-1',
});
const user = (roles: Role[]) => ({ roles });

describe('addresses', () => {
  it('are compared trimmed and in lower case', () => {
    assert.equal(normaliseEmail('  Jo.Agent@Example.COM '), 'jo.agent@example.com');
  });
});

describe('roles by kind', () => {
  it('staff carry staff roles and dashboard users dashboard roles', () => {
    assert.doesNotThrow(() => assertRolesFit('staff', ['admin', 'sales'], null));
    assert.doesNotThrow(() => assertRolesFit('dashboard', ['corporate'], 'cust-1'));
    assert.throws(() => assertRolesFit('staff', ['corporate'], null), { status: 400, detail: 'Staff users cannot have the role(s) corporate.' });
    assert.throws(() => assertRolesFit('dashboard', ['admin', 'agent'], 'cust-1'), { status: 400, detail: 'Dashboard users cannot have the role(s) admin.' });
  });

  it('a dashboard user belongs to a customer', () => {
    assert.throws(() => assertRolesFit('dashboard', ['agent'], undefined), { status: 400, detail: 'A dashboard user needs a customerId.', errors: [{ path: '/body/customerId', message: 'required for dashboard users' }] });
  });
});

describe('managing users', () => {
  it('only an admin grants, removes or changes the admin role', () => {
    assert.doesNotThrow(() => assertMayManage(principal('staff', ['admin']), user(['admin']), ['sales']));
    assert.doesNotThrow(() => assertMayManage(principal('staff', ['operations']), user(['sales']), ['operations']));
    assert.throws(() => assertMayManage(principal('staff', ['operations']), user(['admin'])), { status: 403 });
    assert.throws(() => assertMayManage(principal('staff', ['operations']), undefined, ['admin']), { status: 403, detail: 'Only an admin may grant, remove or change the admin role.' });
  });

  it('a dashboard manager acts only for users who reach no further; corporate users for each other', () => {
    assert.doesNotThrow(() => assertDoesNotOutrank(principal('staff', ['sales']), user(['corporate'])));
    assert.doesNotThrow(() => assertDoesNotOutrank(principal('dashboard', ['corporate']), user(['corporate'])));
    assert.doesNotThrow(() => assertDoesNotOutrank(principal('dashboard', ['branchmanager']), user(['agent'])));
    assert.throws(() => assertDoesNotOutrank(principal('dashboard', ['branchmanager']), user(['corporate'])), { status: 403 });
    assert.throws(() => assertDoesNotOutrank(principal('dashboard', ['branchmanager']), user(['branchmanager'])), { status: 403, detail: 'You cannot act for a user with a wider reach than yours.' });
  });
});

describe('what ends a user\'s sessions', () => {
  const current = { roles: ['agent'] as Role[], customerId: 'cust-1', agentId: 'agent-1', officeIds: ['o1'] };

  it('a change of roles or tenancy', () => {
    assert.equal(changesSession(current, { roles: ['branchuser'] }), true);
    assert.equal(changesSession(current, { officeIds: ['o1', 'o2'] }), true);
    assert.equal(changesSession(current, { agentId: null }), true);
  });

  it('not the same values again, nor a change that names none of them', () => {
    assert.equal(changesSession(current, { roles: ['agent'], officeIds: ['o1'] }), false);
    assert.equal(changesSession(current, {}), false);
  });
});

describe('profile pictures', () => {
  it('have bytes', () => {
    assert.throws(() => assertPictureBody(Buffer.alloc(0)), { status: 400, detail: 'The picture is empty.' });
    assert.throws(() => assertPictureBody('not bytes'), { status: 400 });
    assert.doesNotThrow(() => assertPictureBody(Buffer.from([0x89, 0x50])));
  });

  it('are gif, jpeg or png by their bytes', () => {
    for (const mime of ['image/gif', 'image/jpeg', 'image/png']) assert.doesNotThrow(() => assertPictureType(mime));
    assert.throws(() => assertPictureType('image/webp'), { status: 415, detail: 'Only gif, jpeg and png images are allowed.' });
    assert.throws(() => assertPictureType(undefined), { status: 415 });
  });
});
