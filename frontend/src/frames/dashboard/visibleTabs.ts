// Which index tabs a user sees (001 §6, 002 §6): a tab shows only when the dashboard config lists its code, and
// then only to the roles of that entry's accessRight; admin sees every listed tab. A tab the config does not
// list is not shown to anyone. The index page and the navigation both ask here, so they never disagree.
import { useMemo } from 'react';
import { DASHBOARD_TABS, type DashboardTab } from './dashboardTab.ts';
import { useDashboard, type DashboardConfig } from './useDashboard.ts';

export function visibleTabs(
  tabs: readonly DashboardTab[], config: Pick<DashboardConfig, 'tabs'> | undefined, roles: readonly string[] | undefined,
): DashboardTab[] {
  if (!config) return [];
  const mine = roles ?? [];
  const admin = mine.includes('admin');
  return tabs.filter((tab) => {
    const entry = config.tabs.find((t) => t.code === tab.code);
    return !!entry && (admin || entry.accessRight.some((role) => mine.includes(role)));
  });
}

/** The signed-in user's tabs on their dashboard, in navigation order (empty while the dashboard loads). */
export function useVisibleTabs(): DashboardTab[] {
  const { dashboard, user } = useDashboard();
  return useMemo(() => visibleTabs(DASHBOARD_TABS, dashboard?.config, user?.roles), [dashboard, user]);
}
