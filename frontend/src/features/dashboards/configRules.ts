// The dashboard config's form (001 §3, §6): what each part is called and the form's own checks, before the
// server (customer context) checks the same config against its schema. Role lists hold dashboard roles;
// tabs show only to the roles of their accessRight (admin sees all).
import type { DashboardConfig, DashboardRole, TabCode } from '../../lib/api/generated/customer.ts';
import { DASHBOARD_MESSAGES } from './messages.ts';

type Controls = DashboardConfig['controls'];
/** The controls that are role lists. */
export type RoleListKey = { [K in keyof Controls]: Controls[K] extends DashboardRole[] ? K : never }[keyof Controls];

/** The role lists of the controls, in the order of 001 §6, with what each decides. */
export const ROLE_LISTS: readonly { key: RoleListKey; label: string }[] = [
  { key: 'enableLeadDownloadRoles', label: 'Lead download' },
  { key: 'enableCampaignBudgetRoles', label: 'Campaign budget display' },
  { key: 'enableBudgetTaxInclusionRoles', label: 'Tax included in budgets' },
  { key: 'enableCampaignExportRoles', label: 'Campaign export' },
  { key: 'enableLeadBudgetRoles', label: 'Lead budget display' },
  { key: 'enableLeadGraphRoles', label: 'Lead graph' },
  { key: 'enableCreateListingRoles', label: 'Listing creation' },
  { key: 'enableBulkCreateRoles', label: 'Bulk creation' },
  { key: 'enableOfficeSelectionRoles', label: 'Office selection' },
  { key: 'enableListingTypeFilterRoles', label: 'Listing type filter' },
  { key: 'enableOrdersTaxInclusionRoles', label: 'Tax included in orders' },
  { key: 'enableDigitalInvestmentDisplayRoles', label: 'Digital investment display' },
  { key: 'enableOverviewSearchRoles', label: 'Overview agent search' },
  { key: 'enableCreateResourceRoles', label: 'Resource creation' },
];

/** The payment methods' role lists (001 §6: credit card versus invoice). */
export const PAYMENT_LISTS: readonly { key: keyof DashboardConfig['enablePaymentMethod']; label: string }[] = [
  { key: 'creditCardRoles', label: 'Credit Card' },
  { key: 'invoiceRoles', label: 'Invoice' },
];

export const ROLE_LABELS: Record<DashboardRole, string> = {
  corporate: 'Corporate', branchmanager: 'Branch manager', branchuser: 'Branch user', agent: 'Agent',
};

export const TAB_LABELS: Record<TabCode, string> = {
  overview: 'Overview', orders: 'Orders', listings: 'Listings', resources: 'Resources', campaigns: 'Campaigns', leads: 'Leads', agents: 'Agents',
};

export const THEME_COLOURS: readonly { key: 'backgroundTheme' | 'textTheme' | 'hoverTheme'; label: string }[] = [
  { key: 'backgroundTheme', label: 'Background colour' },
  { key: 'textTheme', label: 'Text colour' },
  { key: 'hoverTheme', label: 'Hover colour' },
];

/** The server's Colour: a hex colour, a CSS colour name, or rgb()/rgba() (openapi/customer Colour). */
export const COLOUR_PATTERN = /^(#[0-9A-Fa-f]{3,8}|[a-z]+|rgba?\([0-9., ]+\))$/;
/** The colour picker shows six-digit hex; a shorter hex is widened, anything else shows as black. */
export function pickerHex(value: string | undefined): string {
  const v = (value ?? '').trim();
  if (/^#[0-9a-fA-F]{6}$/.test(v)) return v.toLowerCase();
  if (/^#[0-9a-fA-F]{3}$/.test(v)) return `#${[...v.slice(1)].map((c) => c + c).join('')}`.toLowerCase();
  return '#000000';
}

export const CALENDAR_MAX = 3660;

/** What a dashboard's and a template's forms both edit: the name and the config. */
export interface NameAndConfig { name: string; config: DashboardConfig }

/** The form's checks, by field path (config.themes.backgroundTheme …), the same paths the server's problems name. */
export function checkConfig(config: DashboardConfig): Record<string, string | undefined> {
  const checks: Record<string, string | undefined> = {};
  for (const { key } of THEME_COLOURS) {
    checks[`config.themes.${key}`] = COLOUR_PATTERN.test(config.themes[key]?.trim() ?? '') ? undefined : DASHBOARD_MESSAGES.colourInvalid;
  }
  checks['config.themes.contactLabel'] = config.themes.contactLabel?.trim() ? undefined : DASHBOARD_MESSAGES.contactLabelRequired;
  const days = Number(config.controls.calendarDateRange.value);
  checks['config.controls.calendarDateRange.value'] = Number.isInteger(days) && days >= 1 && days <= CALENDAR_MAX ? undefined : DASHBOARD_MESSAGES.dateRangeValue;
  return checks;
}

/** The config as sent: trimmed texts and a numeric date range (an input gives text). */
export function configToSend(config: DashboardConfig): DashboardConfig {
  const { themes, controls } = config;
  return {
    ...config,
    themes: { ...themes, backgroundTheme: themes.backgroundTheme.trim(), textTheme: themes.textTheme.trim(), hoverTheme: themes.hoverTheme.trim(), contactLabel: themes.contactLabel.trim() },
    controls: { ...controls, calendarDateRange: { ...controls.calendarDateRange, value: Number(controls.calendarDateRange.value) } },
  };
}
