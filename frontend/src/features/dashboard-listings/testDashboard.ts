// Test fixtures of the index tabs (listings, campaigns, leads, agents): the signed-in dashboard user's current
// dashboard (getCurrentDashboard), as the customer service's example has it, with controls to override.
import type { CurrentDashboard } from '../../lib/api/generated/customer.ts';
import { json } from '../../test/fetchStub.ts';

export const CUSTOMER_ID = '5b2d6a8e-3f5c-4d8e-9b1a-2c3d4e5f6a7b';

export function currentDashboard(controls: Partial<CurrentDashboard['config']['controls']> = {}): CurrentDashboard {
  return {
    dashboardId: '8b5a9d1b-6c8f-4ab1-8e4d-5f6a7b8c9d0e',
    config: {
      themes: { backgroundTheme: '#0b3d5c', textTheme: '#ffffff', hoverTheme: '#145a86', vertical: 'PROPERTY', contactLabel: 'Agent' },
      tabs: [{ code: 'listings', accessRight: ['corporate', 'branchmanager', 'branchuser', 'agent'] }],
      controls: {
        enableHelp: true, enableFBAccountLink: true, defaultCampaignsView: 'LIST', calendarDateRange: { unit: 'day', value: 90 },
        enableLeadDownloadRoles: ['corporate'], enableCampaignBudgetRoles: ['corporate', 'branchmanager'], enableBudgetTaxInclusionRoles: [],
        enableCampaignExportRoles: ['corporate'], enableLeadBudgetRoles: [], enableLeadGraphRoles: ['corporate'],
        enableCreateListingRoles: ['corporate', 'branchmanager', 'branchuser', 'agent'], enableBulkCreateRoles: ['corporate'],
        enableOfficeSelectionRoles: ['corporate', 'branchmanager'], enableListingTypeFilterRoles: ['corporate'], enableOrdersTaxInclusionRoles: [],
        enableDigitalInvestmentDisplayRoles: ['corporate'], enableOverviewSearchRoles: ['corporate', 'branchmanager'], enableCreateResourceRoles: ['corporate', 'branchmanager'],
        ...controls,
      },
      enablePaymentMethod: { creditCardRoles: ['corporate'], invoiceRoles: ['corporate'] },
      showSoldListings: false,
    },
    customer: {
      id: CUSTOMER_ID, name: 'Harbour Realty', isActive: true, hasLogo: false, currency: { code: 'NZD', currencySuffix: 'NZD' },
      country: { code: 'NZ', taxCode: 'GST' }, sharingOptions: { campaigns: true, listings: true, resources: true, allowedSharingWidgets: [] },
      imageAdLimit: 10, settings: [], reportDomains: [],
    },
  } as CurrentDashboard;
}

/** The handler of GET /api/dashboards/current. */
export const dashboardHandler = (controls: Partial<CurrentDashboard['config']['controls']> = {}) => () => json(currentDashboard(controls));
