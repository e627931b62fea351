import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Problem } from '@adops/platform';
import { assertNoDashboardYet, DASHBOARD_ROLES, defaultDashboardConfig, initialDashboardConfig, LISTING_TYPES, TAB_CODES, TEMPLATE_OPTIONS_LIMIT } from './rules.ts';

describe('a dashboard before anyone configured it', () => {
  it('has every tab, for every role but the agents tab, which is for managers', () => {
    const { tabs } = defaultDashboardConfig();
    assert.deepEqual(tabs.map((t) => t.code), [...TAB_CODES]);
    for (const tab of tabs) assert.deepEqual(tab.accessRight, tab.code === 'agents' ? ['corporate', 'branchmanager'] : DASHBOARD_ROLES);
  });

  it('pays by card for every role, never by invoice, over a 90-day range, without sold listings', () => {
    const config = defaultDashboardConfig();
    assert.deepEqual(config.enablePaymentMethod, { creditCardRoles: DASHBOARD_ROLES, invoiceRoles: [] });
    assert.deepEqual(config.controls.calendarDateRange, { unit: 'day', value: 90 });
    assert.equal(config.showSoldListings, false);
    assert.deepEqual(config.controls.enableBulkCreateRoles, ['corporate']);
  });

  it('only names roles that exist', () => {
    const { controls, tabs, enablePaymentMethod } = defaultDashboardConfig();
    const named = [...tabs.flatMap((t) => t.accessRight), ...Object.values(controls).filter(Array.isArray).flat(), ...enablePaymentMethod.creditCardRoles, ...enablePaymentMethod.invoiceRoles];
    for (const role of named) assert.ok(DASHBOARD_ROLES.includes(role), `${String(role)} is not a dashboard role`);
  });

  it('is a fresh copy each time: changing one dashboard\'s roles changes no other\'s', () => {
    const first = defaultDashboardConfig();
    first.tabs[0]!.accessRight.pop();
    first.controls.enableLeadDownloadRoles.push('agent');
    const second = defaultDashboardConfig();
    assert.deepEqual(second.tabs[0]!.accessRight, DASHBOARD_ROLES);
    assert.deepEqual(second.controls.enableLeadDownloadRoles, ['corporate', 'branchmanager']);
    assert.equal(DASHBOARD_ROLES.length, 4);
  });
});

describe('the spec\'s enumerations', () => {
  it('list the four dashboard roles and the listing types, NONE first', () => {
    assert.deepEqual(DASHBOARD_ROLES, ['corporate', 'branchmanager', 'branchuser', 'agent']);
    assert.equal(LISTING_TYPES[0], 'NONE');
    assert.equal(new Set(LISTING_TYPES).size, LISTING_TYPES.length);
    assert.equal(TEMPLATE_OPTIONS_LIMIT, 1000);
  });
});

describe('a new dashboard\'s config', () => {
  const requested = { ...defaultDashboardConfig(), showSoldListings: true };
  const fromTemplate = { config: { ...defaultDashboardConfig(), controls: { ...defaultDashboardConfig().controls, enableHelp: false } } };

  it('is the request\'s, else its template\'s, else the defaults', () => {
    assert.equal(initialDashboardConfig(requested, fromTemplate), requested);
    assert.equal(initialDashboardConfig(undefined, fromTemplate), fromTemplate.config);
    assert.deepEqual(initialDashboardConfig(undefined, undefined), defaultDashboardConfig());
  });
});

describe('one dashboard per customer', () => {
  it('a customer without one may have one; a second is a 409', () => {
    assertNoDashboardYet(null);
    assert.throws(() => assertNoDashboardYet({ id: 'd1' }), (error: unknown) => error instanceof Problem && error.status === 409 && error.detail === 'This customer already has a dashboard.');
  });
});
