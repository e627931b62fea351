// The spec's defaults and constants for this context, in one place (spec 001 §9, 002 §9, 003 §9).
import type { Country, Currency, DashboardConfig, DashboardRole, ListingType, SharingOptions } from './types.ts';

export const DEFAULT_COUNTRY: Country = { code: 'NZ', taxCode: 'GST' };
export const DEFAULT_CURRENCY: Currency = { code: 'NZD', currencySuffix: 'NZD' };
export const DEFAULT_SHARING_WIDGETS = ['linkedin', 'facebook', 'twitter', 'pinterest', 'wechat'] as const;
export const DEFAULT_SHARING_OPTIONS: SharingOptions = { campaigns: true, listings: true, resources: true, allowedSharingWidgets: [...DEFAULT_SHARING_WIDGETS] };
/** Carousel maximum (spec 002 §9); an image campaign may have at most imageAdLimit images. */
export const DEFAULT_IMAGE_AD_LIMIT = 10;
/** Picker lists (customers, dashboard templates) return at most this many (spec 001 §9: template choice list 1000). */
export const OPTIONS_LIMIT = 1000;

export const DASHBOARD_ROLES: DashboardRole[] = ['corporate', 'branchmanager', 'branchuser', 'agent'];
export const LISTING_TYPES: ListingType[] = ['NONE', 'RESIDENTIAL_FOR_SALE', 'RESIDENTIAL_FOR_RENT', 'RURAL_FOR_SALE', 'COMMERCIAL_FOR_SALE', 'COMMERCIAL_FOR_LEASE', 'BUSINESS_FOR_SALE', 'BRAND_CAMPAIGN'];

const ALL: DashboardRole[] = [...DASHBOARD_ROLES];
const MANAGERS: DashboardRole[] = ['corporate', 'branchmanager'];

/** A dashboard before anyone configured it: every tab for every role, card payment, 90-day range (spec 002 §5). */
export function defaultDashboardConfig(): DashboardConfig {
  return {
    themes: { backgroundTheme: '#0b3d5c', textTheme: '#ffffff', hoverTheme: '#145a86', vertical: 'PROPERTY', contactLabel: 'Agent' },
    tabs: (['overview', 'orders', 'listings', 'resources', 'campaigns', 'leads', 'agents'] as const).map((code) => ({ code, accessRight: code === 'agents' ? [...MANAGERS] : [...ALL] })),
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
