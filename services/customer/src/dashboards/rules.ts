// The dashboards area's rules: the spec's dashboard defaults and enumerations (spec 001 §9, 002 §5),
// and where a new dashboard's config comes from.
import { conflict } from '@adops/platform';
import type { DashboardConfig, DashboardRole, ListingType } from '@adops/openapi/generated/customer';

/** The template picker returns at most this many (spec 001 §9: template choice list 1000). */
export const TEMPLATE_OPTIONS_LIMIT = 1000;

export const DASHBOARD_ROLES: DashboardRole[] = ['corporate', 'branchmanager', 'branchuser', 'agent'];
export const LISTING_TYPES: ListingType[] = ['NONE', 'RESIDENTIAL_FOR_SALE', 'RESIDENTIAL_FOR_RENT', 'RURAL_FOR_SALE', 'COMMERCIAL_FOR_SALE', 'COMMERCIAL_FOR_LEASE', 'BUSINESS_FOR_SALE', 'BRAND_CAMPAIGN'];
export const TAB_CODES = ['overview', 'orders', 'listings', 'resources', 'campaigns', 'leads', 'agents'] as const;

const ALL: DashboardRole[] = [...DASHBOARD_ROLES];
const MANAGERS: DashboardRole[] = ['corporate', 'branchmanager'];

/** A dashboard before anyone configured it: every tab for every role, card payment, 90-day range (spec 002 §5). */
export function defaultDashboardConfig(): DashboardConfig {
  return {
    themes: { backgroundTheme: '#0b3d5c', textTheme: '#ffffff', hoverTheme: '#145a86', vertical: 'PROPERTY', contactLabel: 'Agent' },
    tabs: TAB_CODES.map((code) => ({ code, accessRight: code === 'agents' ? [...MANAGERS] : [...ALL] })),
    controls: {
      enableHelp: true,
      enableFBAccountLink: true,
      defaultCampaignsView: 'LIST',
      calendarDateRange: { unit: 'day', value: 90 },
      enableLeadDownloadRoles: [...MANAGERS],
      enableCampaignBudgetRoles: [...ALL],
      enableBudgetTaxInclusionRoles: [],
      enableCampaignExportRoles: [...MANAGERS],
      enableLeadBudgetRoles: [...MANAGERS],
      enableLeadGraphRoles: [...ALL],
      enableCreateListingRoles: [...ALL],
      enableBulkCreateRoles: ['corporate'],
      enableOfficeSelectionRoles: [...MANAGERS],
      enableListingTypeFilterRoles: [...ALL],
      enableOrdersTaxInclusionRoles: [],
      enableDigitalInvestmentDisplayRoles: [...MANAGERS],
      enableOverviewSearchRoles: [...MANAGERS],
      enableCreateResourceRoles: [...ALL],
    },
    enablePaymentMethod: { creditCardRoles: [...ALL], invoiceRoles: [] },
    showSoldListings: false,
  };
}

/** A new dashboard's config: the request's, else its template's, else the defaults. */
export function initialDashboardConfig(requested: DashboardConfig | undefined, template: { config: DashboardConfig } | undefined): DashboardConfig {
  return requested ?? template?.config ?? defaultDashboardConfig();
}

/** One dashboard per customer (the table's unique index says so too). */
export function assertNoDashboardYet(existing: { id: string } | null): void {
  if (existing) throw conflict('This customer already has a dashboard.');
}
