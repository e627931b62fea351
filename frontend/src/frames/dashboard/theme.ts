// The customer's look (002 §3 Theme): background, text and hover colours of the dashboard's header and
// navigation, and the vertical (PROPERTY or GENERAL). Before anyone signs in the customer is unknown, so the
// sign-in pages show the dashboard's own look with these defaults (ours, the same as the server's default
// dashboard config's).
import type { DashboardConfig } from './useDashboard.ts';

export type DashboardTheme = DashboardConfig['themes'];

export const DEFAULT_THEME: DashboardTheme = {
  backgroundTheme: '#0b3d5c',
  textTheme: '#ffffff',
  hoverTheme: '#145a86',
  vertical: 'PROPERTY',
  contactLabel: 'Agent',
};

/** A configured colour, or the default's when the config leaves it empty. */
export function themeOf(themes: Partial<DashboardTheme> | undefined): DashboardTheme {
  const pick = <K extends keyof DashboardTheme>(key: K): DashboardTheme[K] => (themes?.[key] || DEFAULT_THEME[key]) as DashboardTheme[K];
  return {
    backgroundTheme: pick('backgroundTheme'),
    textTheme: pick('textTheme'),
    hoverTheme: pick('hoverTheme'),
    vertical: pick('vertical'),
    contactLabel: themes?.contactLabel?.trim() || DEFAULT_THEME.contactLabel,
  };
}
