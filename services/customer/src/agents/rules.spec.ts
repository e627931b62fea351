import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Problem } from '@adops/platform';
import { agentToLink, agentToUnlink, assertOwnOffices, linkDashboardUser, unlinkDashboardUser } from './rules.ts';

const user = (extra: Record<string, unknown> = {}) => ({ userId: 'u1', email: 'jo@example.com', kind: 'dashboard' as const, roles: ['agent' as const], customerId: 'c1', agentId: 'a1', isActive: true, ...extra });
const agent = (extra: Partial<{ customerId: string; didSignUpDashboard: boolean; dashboardUserId: string | null }> = {}) => ({ customerId: 'c1', didSignUpDashboard: false, dashboardUserId: null, ...extra });

describe('an agent\'s offices', () => {
  it('may be none, or offices of its customer', () => {
    assertOwnOffices(undefined, new Set());
    assertOwnOffices([], new Set());
    assertOwnOffices(['o1', 'o2'], new Set(['o1', 'o2', 'o3']));
  });

  it('of another customer (or none at all) are each a 400 at its index', () => {
    try {
      assertOwnOffices(['o1', 'x', 'o2', 'y'], new Set(['o1', 'o2']));
      assert.fail('expected a 400');
    } catch (error) {
      assert.ok(error instanceof Problem);
      assert.equal(error.status, 400);
      assert.deepEqual(error.errors, [
        { path: '/body/officeIds/1', message: 'The office x is not an office of this customer.' },
        { path: '/body/officeIds/3', message: 'The office y is not an office of this customer.' },
      ]);
    }
  });
});

describe('which account events link or unlink an agent', () => {
  it('an active dashboard user with a customer and an agent links that agent', () => {
    assert.equal(agentToLink(user()), 'a1');
  });

  it('an inactive sign-up, a staff user, or a user without a customer or an agent links nothing', () => {
    assert.equal(agentToLink(user({ isActive: false })), undefined);
    assert.equal(agentToLink(user({ isActive: undefined })), undefined);
    assert.equal(agentToLink(user({ kind: 'staff' })), undefined);
    assert.equal(agentToLink(user({ customerId: undefined })), undefined);
    assert.equal(agentToLink(user({ agentId: undefined })), undefined);
  });

  it('a dashboard user with an agent lets go of it, active or not; a staff user never', () => {
    assert.equal(agentToUnlink(user({ isActive: false })), 'a1');
    assert.equal(agentToUnlink(user()), 'a1');
    assert.equal(agentToUnlink(user({ kind: 'staff' })), undefined);
    assert.equal(agentToUnlink(user({ agentId: undefined })), undefined);
  });
});

describe('linking and unlinking a dashboard user', () => {
  it('links an agent of the user\'s customer that has no dashboard user, and marks it signed up', () => {
    assert.deepEqual(linkDashboardUser(agent(), user()), { didSignUpDashboard: true, dashboardUserId: 'u1' });
  });

  it('never takes a link over, nor links another customer\'s agent', () => {
    assert.equal(linkDashboardUser(agent({ dashboardUserId: 'u0', didSignUpDashboard: true }), user()), undefined);
    assert.equal(linkDashboardUser(agent({ customerId: 'c2' }), user()), undefined);
  });

  it('lets go only of the user\'s own agent; the agent keeps that it signed up', () => {
    assert.deepEqual(unlinkDashboardUser(agent({ dashboardUserId: 'u1', didSignUpDashboard: true }), user()), { didSignUpDashboard: true, dashboardUserId: null });
    assert.equal(unlinkDashboardUser(agent({ dashboardUserId: 'u0', didSignUpDashboard: true }), user()), undefined);
    assert.equal(unlinkDashboardUser(agent(), user()), undefined);
  });
});
