// The index tabs of the customer dashboard (002 §2, `?tab=`), declared by the features that own them: each
// src/features/<area>/dashboard-tab.tsx exports `dashboardTabs`, found by the bundler (import.meta.glob), so a
// new tab touches no file outside its feature. The frame shows a tab only to the roles of the dashboard
// config's tab entry with its code (accessRight; admin sees all).
import type { ComponentType } from 'react';

export interface DashboardTab {
  /** The config's tab code (DashboardSettings.tabCodes) and the `tab` parameter. */
  code: string;
  /** Further `tab` values that open it (the overview is also `status`). */
  aliases?: readonly string[];
  label: string;
  /** Its label on a GENERAL-vertical dashboard (themes.vertical), when it differs: e.g. 'Items' for 'Listings'. */
  generalLabel?: string;
  /** Its place in the navigation (lower first). */
  order: number;
  /** The tab's page: a lazyPage, so its code loads when the tab is first opened. */
  page: ComponentType;
}

const declared = import.meta.glob<readonly DashboardTab[]>('../../features/*/dashboard-tab.tsx', { eager: true, import: 'dashboardTabs' });

function register(tabs: readonly DashboardTab[]): readonly DashboardTab[] {
  const codes = new Set<string>();
  for (const tab of tabs) {
    for (const code of [tab.code, ...(tab.aliases ?? [])]) {
      if (codes.has(code)) throw new Error(`Two dashboard tabs answer to "${code}"`);
      codes.add(code);
    }
  }
  return [...tabs].sort((a, b) => a.order - b.order);
}

/** Every index tab, in navigation order. */
export const DASHBOARD_TABS = register(Object.keys(declared).sort().flatMap((path) => declared[path] ?? []));

/** The tab a `tab` parameter names (its code or an alias), or undefined. */
export const tabNamed = (name: string | null | undefined): DashboardTab | undefined =>
  name ? DASHBOARD_TABS.find((tab) => tab.code === name || tab.aliases?.includes(name)) : undefined;

/** A tab's label on a dashboard of this vertical (002 §3 Theme: PROPERTY or GENERAL). */
export const tabLabel = (tab: DashboardTab, vertical: string | undefined): string =>
  vertical === 'GENERAL' && tab.generalLabel ? tab.generalLabel : tab.label;
