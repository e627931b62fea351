// The order screen for resources (003 §3, §4, §8; 002 §4): a RESOURCE order's campaign data comes from its
// resources (their title, message, description, landing URL, cropped images and videos), the order names them
// by resourceIds, and an unpublished resource is said at once ('Order requires Published resources only.').
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authState, renderRoutes } from '../../test/render.tsx';
import { json } from '../../test/fetchStub.ts';
import { CUSTOMER_ID } from '../dashboard-listings/testDashboard.ts';
import { orderPath } from '../customer-dashboard/paths.ts';
import type { Resource } from '../../lib/api/generated/listing.ts';
import { ORDER_MESSAGES as M } from './messages.ts';
import { dashboardUser, orderApi, orderRoutes as page, TYPE } from './testOrder.tsx';

const RESOURCE = '3e9b2c4d-7f1a-4b6c-9d2e-8f0a1b2c3d4e';
const asset = (n: number, thumbnail: string | null) => ({ id: `0d7c1f3d-8eab-4c23-a06f-7b8c9d0e1f0${n}`, cdnUrl: `https://cdn.example.com/${n}.jpg`, s3Url: `https://s3.example.com/${n}`, thumbnail });
const resource = (isPublished: boolean): Resource => ({
  id: RESOURCE, customerId: CUSTOMER_ID, reference: 'RES1', name: 'Spring open day', title: 'Open day this Saturday', message: 'Come along', description: 'Ten homes open.',
  type: 'IMAGES', numImages: 1, numVideos: 1, officeIds: [], images: [asset(1, 'https://cdn.example.com/1-thumb.jpg')], sourceImages: [asset(2, null)],
  videos: [{ video: { ...asset(3, 'https://cdn.example.com/3-frame.jpg'), cdnUrl: 'https://cdn.example.com/3.mp4' }, thumbnail: null }],
  publicUrls: [{ type: 'LANDING_URL', url: 'https://harbour.example.com/open-day' }], isPublished, isCopiedResource: false,
  createdBy: { email: 'jo@example.com', displayName: 'Jo' }, createdAt: '2026-11-28T08:00:00.000Z', updatedAt: '2026-11-28T08:00:00.000Z',
});

const routes = (published: boolean) => orderApi({
  [`GET /api/resources/${RESOURCE}`]: () => json(resource(published)),
  'POST /api/orders': () => json({ id: '9c6b0e2c-7d9a-4b12-9f5e-6a7b8c9d0e1f', orderNumber: 1044, paymentType: 'INVOICE' }, 201),
}, 'Single resource');
const agent = () => authState(dashboardUser(['agent']));

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
