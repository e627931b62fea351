// Test fixtures of the order screen, shared by its tests (orderPage, resourceOrder): a product of one image
// template for a product type of one item, the signed-in dashboard user's agent with a Facebook ad account, the
// API the screen reads before anything is chosen, and the screen's routes.
import type { Product } from '../../lib/api/generated/order.ts';
import { makeUser } from '../../test/render.tsx';
import { json, stubFetch, type Handler } from '../../test/fetchStub.ts';
import { CUSTOMER_ID, currentDashboard } from '../dashboard-listings/testDashboard.ts';
import { CUSTOMER_DASHBOARD_PATHS } from '../customer-dashboard/paths.ts';
import { OrderPage } from './OrderPage.tsx';

export const AGENT = '7a4f8c0a-5b7e-4fa0-9d3c-4e5f6a7b8c9d';
export const FB_ACCOUNT = '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d';
export const TYPE = '3a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
export const TEMPLATE = '4b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e';

export const PRODUCT: Product = {
  id: '2f0c6c1e-8d1a-4c3b-9f4e-1a2b3c4d5e6f', code: 'FB-7D', name: 'Facebook 7 days', description: null, productTypeId: TYPE, price: 19900, currency: 'NZD',
  isTaxInclusive: true, taxRate: 15, campaignDurationDays: 7,
  campaignTemplates: [{ templateId: TEMPLATE, templateModel: 'CustomerCampaignTemplate', type: 'FACEBOOK_IMAGE_CAMPAIGN' }], createdAt: '', updatedAt: '',
};
/** The agent, its e-mail in mixed case (the order lower-cases it). */
const agentJson = { id: AGENT, customerId: CUSTOMER_ID, fullName: 'Jo Agent', email: 'Jo@Harbour.example.com', phones: [], officeIds: [], fbAdAccountIds: [FB_ACCOUNT], gdnAccountIds: [] };

/** Stubs the API of the order screen (invoice only, no card), with `extra` for the items ordered and the order itself. */
export function orderApi(extra: Record<string, Handler> = {}, typeName = 'Single listing') {
  return stubFetch({
    'GET /api/dashboards/current': () => json({ ...currentDashboard(), config: { ...currentDashboard().config, enablePaymentMethod: { creditCardRoles: [], invoiceRoles: [] } } }),
    'GET /api/products': () => json({ items: [PRODUCT], count: 1 }),
    'GET /api/product-types': () => json({ items: [{ id: TYPE, name: typeName, minListings: 1, maxListings: 1, createdAt: '', updatedAt: '' }] }),
    'GET /api/offices': () => json({ items: [], count: 0 }),
    'GET /api/agents': () => json({ items: [agentJson], count: 1 }),
    [`GET /api/agents/${AGENT}`]: () => json(agentJson),
    'GET /api/auth/config': () => json({ providers: [], signUpEnabled: false, mailCaptured: true }),
    'GET /api/billing-accounts': () => json({ items: [{ id: FB_ACCOUNT, kind: 'social', accountId: '1029384756', name: 'Harbour ads' }], count: 1 }),
    ...extra,
  });
}

/** The order screen, and the index it goes back to. */
export const orderRoutes = [
  { path: CUSTOMER_DASHBOARD_PATHS.order, element: <OrderPage /> },
  { path: CUSTOMER_DASHBOARD_PATHS.customerDashboard, element: <p>Index</p> },
];

/** A dashboard user of these roles, the agent AGENT. */
export const dashboardUser = (roles: Parameters<typeof makeUser>[0]) => makeUser(roles, { kind: 'dashboard', customerId: CUSTOMER_ID, agentId: AGENT });
