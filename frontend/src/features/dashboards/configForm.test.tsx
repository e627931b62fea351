// The dashboard and template editors are forms (001 §3, §6; issue 28 §7): colours with pickers, tabs with
// their access rights, the controls, every role list as role checkboxes and the payment methods. What is
// saved is the config as edited; the form's own checks block a save with their messages, and the server's
// problem paths land at their fields.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authState, makeUser, renderRoutes } from '../../test/render.tsx';
import { json, stubFetch } from '../../test/fetchStub.ts';
import type { DashboardConfig } from '../../lib/api/generated/customer.ts';
import { DASHBOARD_PATHS } from './paths.ts';
import { DashboardCreatePage, DashboardEditPage, DashboardTemplateCreatePage } from './DashboardPages.tsx';
import { DASHBOARD_MESSAGES } from './messages.ts';

vi.mock('../../frames/staff/TopMenu.tsx', () => ({ TopMenu: () => null }));
afterEach(() => vi.unstubAllGlobals());

const DASHBOARD = '6c1f0b7c-1c1e-4d7e-9a51-0f3b9e3f8a11';
const CUSTOMER = '5b2d6a8e-3f5c-4d8e-9b1a-2c3d4e5f6a7b';
const ALL = ['corporate', 'branchmanager', 'branchuser', 'agent'] as const;

const config = (): DashboardConfig => ({
  themes: { backgroundTheme: '#0b3d5c', textTheme: '#ffffff', hoverTheme: '#145a86', vertical: 'PROPERTY', contactLabel: 'Agent' },
  tabs: [{ code: 'orders', accessRight: [...ALL] }, { code: 'agents', accessRight: ['corporate', 'branchmanager'] }],
  controls: {
    enableHelp: true, enableFBAccountLink: true, defaultCampaignsView: 'LIST', calendarDateRange: { unit: 'day', value: 90 },
    enableLeadDownloadRoles: ['corporate'], enableCampaignBudgetRoles: [...ALL], enableBudgetTaxInclusionRoles: [], enableCampaignExportRoles: [],
    enableLeadBudgetRoles: [], enableLeadGraphRoles: [], enableCreateListingRoles: [], enableBulkCreateRoles: [], enableOfficeSelectionRoles: [],
    enableListingTypeFilterRoles: [], enableOrdersTaxInclusionRoles: [], enableDigitalInvestmentDisplayRoles: [], enableOverviewSearchRoles: [],
    enableCreateResourceRoles: [],
  },
  enablePaymentMethod: { creditCardRoles: [...ALL], invoiceRoles: [] },
  showSoldListings: false,
});
const dashboard = () => ({ id: DASHBOARD, name: 'Harbour dashboard', customerId: CUSTOMER, config: config(), createdAt: '2026-11-22T08:00:00.000Z', updatedAt: '2026-11-22T08:00:00.000Z' });
const settings = {
  tabCodes: ['overview', 'orders', 'listings', 'resources', 'campaigns', 'leads', 'agents'], roles: [...ALL], verticals: ['PROPERTY', 'GENERAL'],
  campaignViews: ['LIST', 'GRID'], dateRangeUnits: ['day', 'week', 'month', 'year'], listingTypes: [], defaultConfig: config(),
};
const reads = {
  [`GET /api/dashboards/${DASHBOARD}`]: () => json(dashboard()),
  'GET /api/dashboards/settings': () => json(settings),
  'GET /api/customers/options': () => json({ items: [{ id: CUSTOMER, name: 'Harbour Realty' }], count: 1 }),
  'GET /api/dashboard-templates/options': () => json({ items: [], count: 0 }),
};
const admin = authState(makeUser(['admin']));
const editRoute = [{ path: `${DASHBOARD_PATHS.dashboardsEdit}/:dashboardId`, element: <DashboardEditPage /> }];

describe('the dashboard form', () => {
  it('saves the colours, tabs with their access, controls, role lists and payment methods as edited', async () => {
    const { calls } = stubFetch({ ...reads, [`PUT /api/dashboards/${DASHBOARD}`]: async (r) => json({ ...dashboard(), ...(await r.json()) }) });
    const user = userEvent.setup();
    renderRoutes(editRoute, `${DASHBOARD_PATHS.dashboardsEdit}/${DASHBOARD}`, admin);
    const background = await screen.findByRole('textbox', { name: /Background colour/ });
    expect(background).toHaveValue('#0b3d5c');
    // The picker writes #rrggbb into the text.
    fireEvent.input(screen.getByLabelText('Text colour picker'), { target: { value: '#ffcc00' } });
    fireEvent.change(screen.getByLabelText('Text colour picker'), { target: { value: '#ffcc00' } });
    await user.clear(background);
    await user.type(background, 'navy');
    // Tabs: orders no longer for agents; the leads tab added (for every role), then moved first.
    await user.click(screen.getByRole('checkbox', { name: 'Orders tab: Agent' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tab to add' }), 'Leads');
    await user.click(screen.getByRole('button', { name: 'Add tab' }));
    for (let i = 0; i < 2; i++) await user.click(screen.getByRole('button', { name: 'Move the Leads tab up' }));
    await user.click(screen.getByRole('button', { name: 'Remove the Agents tab' }));
    // Controls, a role list and a payment method.
    await user.click(screen.getByRole('checkbox', { name: 'Help' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /Default campaigns view/ }), 'GRID');
    const days = screen.getByRole('spinbutton', { name: /Calendar date range/ });
    await user.clear(days);
    await user.type(days, '30');
    await user.click(screen.getByRole('checkbox', { name: 'Lead download: Agent' }));
    await user.click(screen.getByRole('checkbox', { name: 'Invoice: Corporate' }));
    await user.click(screen.getByRole('checkbox', { name: 'Show sold listings' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const sent = calls.find((c) => c.method === 'PUT')!.body as { config: DashboardConfig };
    expect(sent.config.themes).toEqual({ backgroundTheme: 'navy', textTheme: '#ffcc00', hoverTheme: '#145a86', vertical: 'PROPERTY', contactLabel: 'Agent' });
    expect(sent.config.tabs).toEqual([
      { code: 'leads', accessRight: [...ALL] },
      { code: 'orders', accessRight: ['corporate', 'branchmanager', 'branchuser'] },
    ]);
    expect(sent.config.controls.enableHelp).toBe(false);
    expect(sent.config.controls.defaultCampaignsView).toBe('GRID');
    expect(sent.config.controls.calendarDateRange).toEqual({ unit: 'day', value: 30 });
    expect(sent.config.controls.enableLeadDownloadRoles).toEqual(['corporate', 'agent']);
    expect(sent.config.enablePaymentMethod).toEqual({ creditCardRoles: [...ALL], invoiceRoles: ['corporate'] });
    expect(sent.config.showSoldListings).toBe(true);
    expect(await screen.findByText('Successfully Saved!')).toBeInTheDocument();
  });

  it("blocks a save with the form's own messages at their fields", async () => {
    const { calls } = stubFetch(reads);
    const user = userEvent.setup();
    renderRoutes(editRoute, `${DASHBOARD_PATHS.dashboardsEdit}/${DASHBOARD}`, admin);
    const hover = await screen.findByRole('textbox', { name: /Hover colour/ });
    await user.clear(hover);
    await user.type(hover, 'not a colour!');
    await user.clear(screen.getByRole('textbox', { name: /Contact label/ }));
    const days = screen.getByRole('spinbutton', { name: /Calendar date range/ });
    await user.clear(days);
    await user.type(days, '4000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(DASHBOARD_MESSAGES.colourInvalid)).toBeInTheDocument();
    expect(screen.getByText(DASHBOARD_MESSAGES.contactLabelRequired)).toBeInTheDocument();
    expect(screen.getByText(DASHBOARD_MESSAGES.dateRangeValue)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it("shows the server's problems at their fields: a colour, a tab's access right, a role list", async () => {
    stubFetch({
      ...reads,
      [`PUT /api/dashboards/${DASHBOARD}`]: () => json({
        type: 'about:blank', title: 'Bad Request', status: 400, detail: 'The request is invalid.',
        errors: [
          { path: '/body/config/themes/textTheme', message: 'must match pattern' },
          { path: '/body/config/tabs/1/accessRight', message: 'must NOT have duplicate items' },
          { path: '/body/config/controls/enableLeadDownloadRoles', message: 'must NOT have more than 4 items' },
        ],
      }, 400),
    });
    const user = userEvent.setup();
    renderRoutes(editRoute, `${DASHBOARD_PATHS.dashboardsEdit}/${DASHBOARD}`, admin);
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('must match pattern')).toBeInTheDocument();
    expect(within(screen.getByTestId('roles-config.tabs.1.accessRight')).getByText('must NOT have duplicate items')).toBeInTheDocument();
    expect(within(screen.getByTestId('roles-config.controls.enableLeadDownloadRoles')).getByText('must NOT have more than 4 items')).toBeInTheDocument();
    expect(screen.getByTestId('form-refused-fields')).toHaveTextContent('3 fields');
  });
});

describe('the template form', () => {
  it('starts from the default config and creates a template with it as edited', async () => {
    const { calls } = stubFetch({
      'GET /api/dashboards/settings': () => json(settings),
      'POST /api/dashboard-templates': async (r) => json({ id: DASHBOARD, createdAt: '2026-11-22T08:00:00.000Z', updatedAt: '2026-11-22T08:00:00.000Z', ...(await r.json()) }, 201),
    });
    const user = userEvent.setup();
    renderRoutes([{ path: DASHBOARD_PATHS.dashboardTemplatesCreate, element: <DashboardTemplateCreatePage /> }, { path: `${DASHBOARD_PATHS.dashboardTemplatesEdit}/:id`, element: <div /> }],
      DASHBOARD_PATHS.dashboardTemplatesCreate, admin);
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Property');
    await user.selectOptions(screen.getByRole('combobox', { name: /Vertical/ }), 'GENERAL');
    await user.click(screen.getByRole('checkbox', { name: 'Agents tab: Branch manager' }));
    await user.click(screen.getByRole('button', { name: 'Create template' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const sent = calls.find((c) => c.method === 'POST')!.body as { name: string; config: DashboardConfig };
    expect(sent.name).toBe('Property');
    expect(sent.config.themes.vertical).toBe('GENERAL');
    expect(sent.config.tabs.find((t) => t.code === 'agents')?.accessRight).toEqual(['corporate']);
    expect(sent.config.controls).toEqual(config().controls);
  });
});

describe('a new dashboard from a template', () => {
  it("takes the template's whole config, its tabs included, and creates the dashboard with it", async () => {
    const TEMPLATE = '7e2a0c1d-2b3c-4d5e-8f60-718293a4b5c6';
    const templateConfig: DashboardConfig = {
      ...config(),
      themes: { backgroundTheme: '#112233', textTheme: 'white', hoverTheme: '#445566', vertical: 'GENERAL', contactLabel: 'Consultant' },
      tabs: [{ code: 'campaigns', accessRight: ['agent'] }],
      showSoldListings: true,
    };
    const { calls } = stubFetch({
      ...reads,
      'GET /api/dashboard-templates/options': () => json({ items: [{ id: TEMPLATE, name: 'Property' }], count: 1 }),
      [`GET /api/dashboard-templates/${TEMPLATE}`]: () => json({ id: TEMPLATE, name: 'Property', config: templateConfig, createdAt: '2026-11-22T08:00:00.000Z', updatedAt: '2026-11-22T08:00:00.000Z' }),
      'POST /api/dashboards': async (r) => json({ ...dashboard(), ...(await r.json()) }, 201),
    });
    const user = userEvent.setup();
    renderRoutes([{ path: DASHBOARD_PATHS.dashboardsCreate, element: <DashboardCreatePage /> }, { path: `${DASHBOARD_PATHS.dashboardsEdit}/:id`, element: <div /> }],
      DASHBOARD_PATHS.dashboardsCreate, admin);
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Harbour');
    expect(screen.getAllByRole('checkbox', { name: /tab: Agent$/ })).toHaveLength(2);
    await user.selectOptions(screen.getByRole('combobox', { name: /Customer/ }), 'Harbour Realty');
    await screen.findByRole('option', { name: 'Property' });
    await user.selectOptions(screen.getByRole('combobox', { name: /Template/ }), 'Property');
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Contact label/ })).toHaveValue('Consultant'));
    expect(screen.getAllByRole('checkbox', { name: /tab: Agent$/ })).toHaveLength(1);
    expect(screen.getByRole('checkbox', { name: 'Campaigns tab: Agent' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Create dashboard' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const sent = calls.find((c) => c.method === 'POST')!.body as { config: DashboardConfig; templateId: string; customerId: string };
    expect(sent.templateId).toBe(TEMPLATE);
    expect(sent.customerId).toBe(CUSTOMER);
    expect(sent.config).toEqual(templateConfig);
  });
});
