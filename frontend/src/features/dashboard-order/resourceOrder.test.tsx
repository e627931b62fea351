// The order screen for resources (003 §3, §4, §8; 002 §4): a RESOURCE order's campaign data comes from its
// resources (their title, message, description, landing URL, cropped images and videos), the order names them
// by resourceIds, and an unpublished resource is said at once ('Order requires Published resources only.').
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authState, makeUser, renderRoutes } from '../../test/render.tsx';
import { json, stubFetch } from '../../test/fetchStub.ts';
import { CUSTOMER_ID, currentDashboard } from '../dashboard-listings/testDashboard.ts';
import { CUSTOMER_DASHBOARD_PATHS, orderPath } from '../customer-dashboard/paths.ts';
import type { Resource } from '../../lib/api/generated/listing.ts';
import type { Product } from '../../lib/api/generated/order.ts';
import { ORDER_MESSAGES as M } from './messages.ts';
import { OrderPage } from './OrderPage.tsx';

const RESOURCE = '3e9b2c4d-7f1a-4b6c-9d2e-8f0a1b2c3d4e';
const AGENT = '7a4f8c0a-5b7e-4fa0-9d3c-4e5f6a7b8c9d';
const FB_ACCOUNT = '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d';
const TYPE = '3a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const TEMPLATE = '4b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e';
const PRODUCT: Product = {
  id: '2f0c6c1e-8d1a-4c3b-9f4e-1a2b3c4d5e6f', code: 'FB-7D', name: 'Facebook 7 days', description: null, productTypeId: TYPE, price: 19900, currency: 'NZD',
  isTaxInclusive: true, taxRate: 15, campaignDurationDays: 7,
  campaignTemplates: [{ templateId: TEMPLATE, templateModel: 'CustomerCampaignTemplate', type: 'FACEBOOK_IMAGE_CAMPAIGN' }], createdAt: '', updatedAt: '',
};
const agentJson = { id: AGENT, customerId: CUSTOMER_ID, fullName: 'Jo Agent', email: 'jo@harbour.example.com', phones: [], officeIds: [], fbAdAccountIds: [FB_ACCOUNT], gdnAccountIds: [] };
const asset = (n: number, thumbnail: string | null) => ({ id: `0d7c1f3d-8eab-4c23-a06f-7b8c9d0e1f0${n}`, cdnUrl: `https://cdn.example.com/${n}.jpg`, s3Url: `https://s3.example.com/${n}`, thumbnail });
const resource = (isPublished: boolean): Resource => ({
  id: RESOURCE, customerId: CUSTOMER_ID, reference: 'RES1', name: 'Spring open day', title: 'Open day this Saturday', message: 'Come along', description: 'Ten homes open.',
  type: 'IMAGES', numImages: 1, numVideos: 1, officeIds: [], images: [asset(1, 'https://cdn.example.com/1-thumb.jpg')], sourceImages: [asset(2, null)],
  videos: [{ video: { ...asset(3, 'https://cdn.example.com/3-frame.jpg'), cdnUrl: 'https://cdn.example.com/3.mp4' }, thumbnail: null }],
  publicUrls: [{ type: 'LANDING_URL', url: 'https://harbour.example.com/open-day' }], isPublished, isCopiedResource: false,
  createdBy: { email: 'jo@example.com', displayName: 'Jo' }, createdAt: '2026-11-28T08:00:00.000Z', updatedAt: '2026-11-28T08:00:00.000Z',
});

function routes(published: boolean) {
  return stubFetch({
    'GET /api/dashboards/current': () => json({ ...currentDashboard(), config: { ...currentDashboard().config, enablePaymentMethod: { creditCardRoles: [], invoiceRoles: [] } } }),
    'GET /api/products': () => json({ items: [PRODUCT], count: 1 }),
    'GET /api/product-types': () => json({ items: [{ id: TYPE, name: 'Single resource', minListings: 1, maxListings: 1, createdAt: '', updatedAt: '' }] }),
    'GET /api/offices': () => json({ items: [], count: 0 }),
    'GET /api/agents': () => json({ items: [agentJson], count: 1 }),
    [`GET /api/agents/${AGENT}`]: () => json(agentJson),
    'GET /api/auth/config': () => json({ providers: [], signUpEnabled: false, mailCaptured: true }),
    'GET /api/billing-accounts': () => json({ items: [{ id: FB_ACCOUNT, kind: 'social', accountId: '1029384756', name: 'Harbour ads' }], count: 1 }),
    [`GET /api/resources/${RESOURCE}`]: () => json(resource(published)),
    'POST /api/orders': () => json({ id: '9c6b0e2c-7d9a-4b12-9f5e-6a7b8c9d0e1f', orderNumber: 1044, paymentType: 'INVOICE' }, 201),
  });
}
const page = [
  { path: CUSTOMER_DASHBOARD_PATHS.order, element: <OrderPage /> },
  { path: CUSTOMER_DASHBOARD_PATHS.customerDashboard, element: <p>Index</p> },
];
const agent = () => authState(makeUser(['agent'], { kind: 'dashboard', customerId: CUSTOMER_ID, agentId: AGENT }));

afterEach(() => vi.unstubAllGlobals());

describe('ordering resources', () => {
  it("makes the campaign data of the resource and orders it by resourceIds", async () => {
    const { calls } = routes(true);
    const user = userEvent.setup();
    renderRoutes(page, orderPath({ resourceIds: [RESOURCE] }), agent());
    expect(await screen.findByTestId('order-selection')).toHaveTextContent('1 resource selected');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Campaign type' }), TYPE);
    // Its one image is what an image campaign needs: the settings step is skipped.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByTestId('order-final-step');
    await user.type(await screen.findByRole('textbox', { name: 'Campaign name' }), 'Open day');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText(M.orderNumber(1044));
    expect(screen.queryByText(M.publishedOnly)).toBeNull();
    const body = calls.find((c) => c.method === 'POST' && c.url.pathname === '/api/orders')!.body as Record<string, unknown>;
    expect(body).toMatchObject({ orderType: 'RESOURCE', resourceIds: [RESOURCE] });
    expect(body).not.toHaveProperty('listingIds');
    const [item] = body.campaignData as Array<{ resources: Record<string, unknown>; linkData?: { link?: string } }>;
    expect(item!.resources).toMatchObject({
      title: 'Open day this Saturday', message: 'Come along', description: 'Ten homes open.',
      images: [{ id: asset(1, null).id, url: 'https://cdn.example.com/1.jpg' }],
      videos: [{ id: asset(3, null).id, url: 'https://cdn.example.com/3.mp4', thumbnail: 'https://cdn.example.com/3-frame.jpg' }],
      publicUrls: [{ type: 'LANDING_URL', url: 'https://harbour.example.com/open-day' }, { type: 'CUSTOMER_URL', url: 'https://harbour.example.com/open-day' }],
    });
    expect(item!.linkData?.link).toBe('https://harbour.example.com/open-day');
  });

  it("says at once that an unpublished resource cannot be ordered: 'Order requires Published resources only.'", async () => {
    routes(false);
    renderRoutes(page, orderPath({ resourceIds: [RESOURCE] }), agent());
    expect(await screen.findByText(M.publishedOnly)).toBeInTheDocument();
  });
});
