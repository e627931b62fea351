// 001 §6, 002 §6: a tab shows only when the dashboard config lists its code, and then to the roles of its
// accessRight; admin sees every listed tab; a tab the config does not list is shown to nobody.
import { describe, expect, it } from 'vitest';
import type { DashboardTab } from './dashboardTab.ts';
import { tabLabel } from './dashboardTab.ts';
import { visibleTabs } from './visibleTabs.ts';

const Page = () => null;
const tab = (code: string, order: number, extra: Partial<DashboardTab> = {}): DashboardTab => ({ code, label: code, order, page: Page, ...extra });
const TABS = [tab('overview', 1, { aliases: ['status'] }), tab('orders', 2), tab('listings', 3, { generalLabel: 'Items' }), tab('agents', 4), tab('leads', 5)];
const config = {
  tabs: [
    { code: 'orders', accessRight: ['corporate', 'branchmanager', 'branchuser', 'agent'] },
    { code: 'overview', accessRight: ['corporate'] },
    { code: 'agents', accessRight: ['corporate', 'branchmanager'] },
    { code: 'listings', accessRight: [] },
  ],
} as Parameters<typeof visibleTabs>[1];
const codes = (roles: string[]) => visibleTabs(TABS, config, roles).map((t) => t.code);

describe('visible dashboard tabs', () => {
  it('shows each tab only to the roles of its accessRight, in navigation order', () => {
    expect(codes(['agent'])).toEqual(['orders']);
    expect(codes(['branchmanager'])).toEqual(['orders', 'agents']);
    expect(codes(['corporate'])).toEqual(['overview', 'orders', 'agents']);
    expect(codes(['branchuser', 'corporate'])).toEqual(['overview', 'orders', 'agents']);
  });

  it('shows admin every tab the config lists, even one with an empty accessRight, and none it does not list', () => {
    expect(codes(['admin'])).toEqual(['overview', 'orders', 'listings', 'agents']);
    expect(codes(['admin'])).not.toContain('leads');
  });

  it('shows nothing to a role no tab lists, to no roles, and before the config is known', () => {
    expect(codes(['sales'])).toEqual([]);
    expect(visibleTabs(TABS, config, undefined)).toEqual([]);
    expect(visibleTabs(TABS, undefined, ['admin'])).toEqual([]);
  });

  it('names a tab by the dashboard\'s vertical', () => {
    expect(tabLabel(TABS[2]!, 'GENERAL')).toBe('Items');
    expect(tabLabel(TABS[2]!, 'PROPERTY')).toBe('listings');
    expect(tabLabel(TABS[1]!, 'GENERAL')).toBe('orders');
  });
});
