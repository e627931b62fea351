// The share menu (003 §2 share dialog, §5, §6, §8): the widgets the customer's sharing options allow (a dashboard
// user's from the current dashboard, staff from the customer), each network's share page in a new window, the
// WeChat dialog with the link and its QR code, and the e-mail dialog: at most 3 recipients, lower-cased, invalid
// ones removed; 'Email has been sent', 'Report has been sent to {email}', 'Error while sending email'. The
// listings tab offers it for a listing with a public page only.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SharingOptions } from '../../lib/api/generated/customer.ts';
import { authState, makeUser, renderRoutes } from '../../test/render.tsx';
import { json, stubFetch, type Handler } from '../../test/fetchStub.ts';
import { listing } from '../../test/listingFixtures.ts';
import { CUSTOMER_ID, currentDashboard } from '../dashboard-listings/testDashboard.ts';
import { ListingsTab } from '../dashboard-listings/ListingsTab.tsx';
import { ShareMenu } from './ShareMenu.tsx';
import type { Shared } from './networks.ts';

const ALL: SharingOptions = { campaigns: true, listings: true, resources: true, allowedSharingWidgets: ['linkedin', 'facebook', 'twitter', 'pinterest', 'wechat'] };
const LINK = 'https://harbour.example.com/listings/12-harbour-view';
const listingShared: Shared = { kind: 'listing', id: '8b5a9d1b-6c8f-4a01-8e4d-5f6a7b8c9d0e', url: LINK, title: '12 Harbour View Road' };
const reportLink = 'https://adops.example.com/report/Vq3xK9dLmP2rT8wZ1yB4nA';
const reportShared: Shared = { kind: 'report', id: 'Vq3xK9dLmP2rT8wZ1yB4nA', url: reportLink, title: 'Spring campaign' };

/** GET /api/dashboards/current with the customer's sharing options. */
const dashboardWith = (sharingOptions: SharingOptions): Handler => () => {
  const d = currentDashboard();
  return json({ ...d, customer: { ...d.customer, sharingOptions } });
};
const agent = () => authState(makeUser(['agent'], { kind: 'dashboard', customerId: CUSTOMER_ID }));

function renderMenu(shared: Shared, handlers: Record<string, Handler>, auth = agent(), customerId?: string) {
  const stub = stubFetch(handlers);
  const view = renderRoutes([{ path: '*', element: <ShareMenu shared={shared} customerId={customerId} /> }], '/', auth);
  return { ...stub, ...view };
}

async function openMenu(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.click(await screen.findByRole('button', { name: `Share ${title}` }));
  return screen.findAllByRole('menuitem');
}

const choose = async (user: ReturnType<typeof userEvent.setup>, name: string) => user.click(await screen.findByRole('menuitem', { name }));

afterEach(() => vi.unstubAllGlobals());

describe('the share menu', () => {
  it("offers the customer's allowed widgets and e-mail; each network opens its share page for the link in a new window", async () => {
    const user = userEvent.setup();
    renderMenu(listingShared, { 'GET /api/dashboards/current': dashboardWith({ ...ALL, allowedSharingWidgets: ['wechat', 'facebook', 'pinterest'] }) });
    const items = await openMenu(user, listingShared.title);
    expect(items.map((i) => i.textContent?.trim())).toEqual(['Facebook', 'Pinterest', 'WeChat', 'E-mail']);
    const facebook = screen.getByRole('menuitem', { name: 'Facebook' });
    expect(facebook).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(LINK)}`);
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook.getAttribute('rel')).toMatch(/noopener/);
  });

  it('offers all five by default', async () => {
    const user = userEvent.setup();
    renderMenu(listingShared, { 'GET /api/dashboards/current': dashboardWith(ALL) });
    expect((await openMenu(user, listingShared.title)).map((i) => i.textContent?.trim())).toEqual(['LinkedIn', 'Facebook', 'Twitter', 'Pinterest', 'WeChat', 'E-mail']);
  });

  it("shows nothing for a kind the customer does not share (resources: false), and still shares the others", async () => {
    renderMenu({ ...listingShared, kind: 'resource', title: 'Spring flyer' }, { 'GET /api/dashboards/current': dashboardWith({ ...ALL, resources: false }) });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Share Spring flyer' })).toBeNull());
    // The dashboard has answered (the menu of the same page for a listing shows).
    vi.unstubAllGlobals();
    const user = userEvent.setup();
    renderMenu(listingShared, { 'GET /api/dashboards/current': dashboardWith({ ...ALL, resources: false }) });
    expect(await openMenu(user, listingShared.title)).toHaveLength(6);
  });

  it("reads a staff user's options from the report's customer", async () => {
    const user = userEvent.setup();
    const { calls } = renderMenu(reportShared, {
      [`GET /api/customers/${CUSTOMER_ID}`]: () => json({ ...currentDashboard().customer, sharingOptions: { ...ALL, allowedSharingWidgets: ['linkedin'] } }),
    }, authState(makeUser(['admin'])), CUSTOMER_ID);
    await waitFor(() => expect(calls.some((c) => c.url.pathname === `/api/customers/${CUSTOMER_ID}`)).toBe(true));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Share Spring campaign' })).toBeEnabled());
    expect((await openMenu(user, reportShared.title)).map((i) => i.textContent?.trim())).toEqual(['LinkedIn', 'E-mail']);
    const staffOff = { ...ALL, campaigns: false };
    vi.unstubAllGlobals();
    renderMenu({ ...reportShared, title: 'Off campaign' }, { [`GET /api/customers/${CUSTOMER_ID}`]: () => json({ ...currentDashboard().customer, sharingOptions: staffOff }) },
      authState(makeUser(['admin'])), CUSTOMER_ID);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Share Off campaign' })).toBeNull());
  });

  it('shows the WeChat dialog with the link, a copy button and its QR code', async () => {
    const user = userEvent.setup();
    renderMenu(listingShared, { 'GET /api/dashboards/current': dashboardWith(ALL) });
    await openMenu(user, listingShared.title);
    await choose(user, 'WeChat');
    const dialog = await screen.findByTestId('share-wechat-dialog');
    expect(within(dialog).getByRole('textbox', { name: 'Link' })).toHaveValue(LINK);
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    const qr = within(dialog).getByTestId('share-qr').querySelector('svg');
    expect(qr).not.toBeNull();
    expect(qr!.querySelectorAll('path').length).toBeGreaterThan(0);
  });
});

describe('sharing by e-mail', () => {
  const send = (answer: Handler) => ({ 'GET /api/dashboards/current': dashboardWith(ALL), 'POST /api/shares/email': answer });

  async function emailDialog(user: ReturnType<typeof userEvent.setup>, title: string) {
    await openMenu(user, title);
    await choose(user, 'E-mail');
    return screen.findByTestId('share-email-dialog');
  }

  it("keeps 3 lower-cased valid recipients (an invalid one removed, a fourth trimmed) and says 'Email has been sent'", async () => {
    const user = userEvent.setup();
    const { calls } = renderMenu(listingShared, send(async (req) => {
      const body = (await req.json()) as { recipients: string };
      return json({ sentTo: body.recipients.split(', ') });
    }));
    const dialog = await emailDialog(user, listingShared.title);
    await user.type(within(dialog).getByRole('textbox', { name: 'Recipients' }), 'Upper@Example.COM, not-an-email, b@example.com, c@example.com, d@example.com{Enter}');
    expect(within(dialog).getAllByTestId('share-recipient').map((c) => c.textContent)).toEqual(['upper@example.com', 'b@example.com', 'c@example.com']);
    await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Have a look.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Email has been sent')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      kind: 'listing', id: listingShared.id, recipients: 'upper@example.com, b@example.com, c@example.com', message: 'Have a look.',
    });
    await waitFor(() => expect(screen.queryByTestId('share-email-dialog')).toBeNull());
  });

  it('removes a chip by its ×, and sends nothing without a recipient', async () => {
    const user = userEvent.setup();
    const { calls } = renderMenu(listingShared, send(() => json({ sentTo: ['x@example.com'] })));
    const dialog = await emailDialog(user, listingShared.title);
    await user.type(within(dialog).getByRole('textbox', { name: 'Recipients' }), 'Jo@Example.com{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Remove jo@example.com' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Enter at least one valid e-mail address.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("says 'Report has been sent to {email}' for a report", async () => {
    const user = userEvent.setup();
    const { calls } = renderMenu(reportShared, send(() => json({ sentTo: ['jo@example.com', 'sam@example.com'] })));
    const dialog = await emailDialog(user, reportShared.title);
    await user.type(within(dialog).getByRole('textbox', { name: 'Recipients' }), 'jo@example.com,sam@example.com,');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Report has been sent to jo@example.com, sam@example.com')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ kind: 'report', id: reportShared.id, recipients: 'jo@example.com, sam@example.com' });
  });

  it("says 'Error while sending email' when the mail server fails, and keeps the dialog", async () => {
    const user = userEvent.setup();
    renderMenu(listingShared, send(() => json({ title: 'Bad Gateway', status: 502, detail: 'Error while sending email' }, 502)));
    const dialog = await emailDialog(user, listingShared.title);
    await user.type(within(dialog).getByRole('textbox', { name: 'Recipients' }), 'jo@example.com{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Error while sending email')).toBeInTheDocument();
    expect(screen.queryByText('Email has been sent')).toBeNull();
    expect(screen.getByTestId('share-email-dialog')).toBeInTheDocument();
  });

  it("says 'Error while sending email' with the server's reason when it refuses (the hourly limit)", async () => {
    const user = userEvent.setup();
    renderMenu(listingShared, send(() => json({ title: 'Too Many Requests', status: 429, detail: 'Too many e-mails: try again later.' }, 429)));
    const dialog = await emailDialog(user, listingShared.title);
    await user.type(within(dialog).getByRole('textbox', { name: 'Recipients' }), 'jo@example.com{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Error while sending email')).toBeInTheDocument();
    expect(screen.getByText('Too many e-mails: try again later.')).toBeInTheDocument();
  });
});

describe('the listings tab', () => {
  it('offers sharing for a listing with a public page only', async () => {
    stubFetch({
      'GET /api/dashboards/current': dashboardWith(ALL),
      'GET /api/listings': () => json({ items: [
        listing({ id: '8b5a9d1b-6c8f-4a01-8e4d-000000000001', title: 'With page', customerUrl: LINK, customerId: CUSTOMER_ID }),
        listing({ id: '8b5a9d1b-6c8f-4a01-8e4d-000000000002', title: 'Without page', customerUrl: null, customerId: CUSTOMER_ID }),
      ], count: 2 }),
    });
    const user = userEvent.setup();
    const { router } = renderRoutes([{ path: '/customer-dashboard', element: <ListingsTab /> }, { path: '*', element: <div data-testid="elsewhere" /> }],
      '/customer-dashboard?tab=listings', agent());
    await screen.findByText('Without page');
    expect(screen.queryByRole('button', { name: 'Share Without page' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Share With page' }));
    await choose(user, 'WeChat');
    await screen.findByTestId('share-wechat-dialog');
    // The menu and its dialog sit in a clickable row: using them does not open the listing.
    await user.click(screen.getByRole('textbox', { name: 'Link' }));
    expect(router.state.location.pathname).toBe('/customer-dashboard');
    expect(screen.queryByTestId('elsewhere')).toBeNull();
  });
});
