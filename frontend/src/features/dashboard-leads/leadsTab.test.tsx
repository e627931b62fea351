// The leads tab (002 §2, §9): leads 10 a page (5, 10, 20, 30), newest first; the lead data dialog with the
// form's answers; the Excel export for enableLeadDownloadRoles only.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authState, makeUser, renderRoutes } from '../../test/render.tsx';
import { json, stubFetch } from '../../test/fetchStub.ts';
import { LeadsTab } from './LeadsTab.tsx';
import { fieldLabel } from './leadFields.ts';
import { CUSTOMER_ID, dashboardHandler } from '../dashboard-listings/testDashboard.ts';

const lead = {
  id: '7d8e9f0a-1b2c-4d3e-8f4a-5b6c7d8e9f0a', campaignId: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f', campaignName: '12 Harbour View Road',
  customerId: CUSTOMER_ID, officeId: null, agentId: null, listingId: null, fullName: 'Mere Smith', email: 'mere.smith@example.com',
  phone: '+64 21 123 4567', fields: { full_name: 'Mere Smith', preferredContactTime: 'Evenings', 'when-to-buy': 'Within 3 months' },
  createdTime: '2026-12-01T09:30:00.000Z',
};
const routes = [{ path: '/customer-dashboard', element: <LeadsTab /> }];
const as = (role: 'corporate' | 'agent') => authState(makeUser([role], { kind: 'dashboard', customerId: CUSTOMER_ID }));
const handlers = {
  'GET /api/dashboards/current': dashboardHandler(),
  'GET /api/leads': () => json({ items: [lead], count: 1 }),
};

afterEach(() => vi.unstubAllGlobals());

describe('the leads tab', () => {
  it('labels the answers of a lead form', () => {
    expect(fieldLabel('full_name')).toBe('Full name');
    expect(fieldLabel('preferredContactTime')).toBe('Preferred contact time');
    expect(fieldLabel('when-to-buy')).toBe('When to buy');
  });

  it('lists leads 10 a page, newest first, opens the lead data dialog, and exports for a corporate user', async () => {
    const { calls } = stubFetch(handlers);
    const user = userEvent.setup();
    renderRoutes(routes, '/customer-dashboard?tab=leads', as('corporate'));
    await user.click(await screen.findByText('Mere Smith'));
    const dialog = await screen.findByTestId('lead-data-dialog');
    expect(within(dialog).getByText('Lead data')).toBeInTheDocument();
    expect(within(dialog).getByText('Preferred contact time')).toBeInTheDocument();
    expect(within(dialog).getByText('Evenings')).toBeInTheDocument();
    expect(within(dialog).getByText('Within 3 months')).toBeInTheDocument();
    await user.click(within(dialog).getByText('Close', { selector: 'button' }));
    await waitFor(() => expect(screen.queryByTestId('lead-data-dialog')).toBeNull());
    const first = calls.find((c) => c.url.pathname === '/api/leads')!.url.searchParams;
    expect(Object.fromEntries(first)).toEqual({ page: '1', limit: '10', sort: '-createdTime' });
    const sizes = within(screen.getByRole('combobox', { name: 'Page size' })).getAllByRole('option').map((o) => o.getAttribute('value'));
    expect(sizes).toEqual(['5', '10', '20', '30']);
    const excel = screen.getByRole('link', { name: 'Export Excel' });
    expect(excel).toHaveAttribute('href', '/api/leads/export?format=xlsx');
    expect(excel.getAttribute('download')).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.xlsx$/);
  });

  it('offers no export to a role enableLeadDownloadRoles does not name', async () => {
    stubFetch(handlers);
    renderRoutes(routes, '/customer-dashboard?tab=leads', as('agent'));
    expect(await screen.findByText('Mere Smith')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Export Excel' })).toBeNull();
  });
});
