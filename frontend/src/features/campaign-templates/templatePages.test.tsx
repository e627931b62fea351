// The template pages (000 §2, §5): a new social template is checked on submit with the spec's radius messages,
// sent with its schedule, and a server's field error shows at its field; the list has its two tabs.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authState, makeUser, renderRoutes } from '../../test/render.tsx';
import { json, stubFetch } from '../../test/fetchStub.ts';
import { HARBOUR } from '../../test/listingFixtures.ts';
import { TemplateCreatePage, TemplateEditPage, TemplatesListPage } from './TemplatePages.tsx';
import { templateCreatePath, TEMPLATE_ROUTES, templatesPath } from './paths.ts';

const routes = [
  { path: TEMPLATE_ROUTES.list, element: <TemplatesListPage /> },
  { path: TEMPLATE_ROUTES.socialCreate, element: <TemplateCreatePage kind="social" /> },
  { path: `${TEMPLATE_ROUTES.social}/edit`, element: <TemplateEditPage kind="social" /> },
];
const customer = () => json({ id: HARBOUR, name: 'Harbour Realty' });

afterEach(() => vi.unstubAllGlobals());

describe('creating a campaign template', () => {
  it("checks the radius on submit, sends the template with its schedule and shows the server's field errors", async () => {
    const { calls } = stubFetch({
      [`GET /api/customers/${HARBOUR}`]: customer,
      'GET /api/ad-accounts': () => json({ items: [], count: 0 }),
      'POST /api/campaign-templates': () => json({ title: 'Bad Request', status: 400, errors: [{ path: '/body/creative/headline', message: 'Unknown placeholder {{listing.price}}' }] }, 400),
    });
    const user = userEvent.setup();
    renderRoutes(routes, templateCreatePath(HARBOUR, 'social'), authState(makeUser(['operations'])));
    await user.type(await screen.findByLabelText(/^Name/), 'Just listed');
    await user.type(screen.getByLabelText(/^Headline/), 'Just listed {{{{listing.price}}');
    await user.type(screen.getByLabelText(/^Message/), 'Come and see');
    const radius = screen.getByRole('spinbutton', { name: 'Radius (km)' });
    await user.clear(radius);
    await user.type(radius, '0');
    // Nothing shows before a submit attempt (000 §5).
    expect(screen.queryByText('Minimum radius is 1km')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create template' }));
    expect(await screen.findByText('Minimum radius is 1km')).toBeInTheDocument();
    await user.clear(radius);
    await user.type(radius, '90');
    expect(await screen.findByText('Maximum radius is 80km')).toBeInTheDocument();
    // Disabling listing location puts the radius back to 10 (000 §5).
    await user.click(screen.getByText('Target around the listing'));
    await user.click(screen.getByText('Target around the listing'));
    expect((screen.getByRole('spinbutton', { name: 'Radius (km)' }) as HTMLInputElement).value).toBe('10');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Schedule' }), 'INTERVAL');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Frequency' }), 'WEEK');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Day of the week' }), '1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Hour' }), '9');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Minute' }), '30');
    // The minutes offered are the spec's: 0, 5, then 15 to 55.
    expect(within(screen.getByRole('combobox', { name: 'Minute' })).getAllByRole('option').map((o) => o.textContent))
      .toEqual(['—', '00', '05', '15', '20', '25', '30', '35', '40', '45', '50', '55']);
    await user.click(screen.getByRole('button', { name: 'Create template' }));
    expect(await screen.findByText('Unknown placeholder {{listing.price}}')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({
      customerId: HARBOUR, name: 'Just listed', objective: 'TRAFFIC', adAccountId: null, campaignType: 'FACEBOOK_IMAGE_CAMPAIGN', useImagesForVideo: false, leadForm: null,
      creative: { headline: 'Just listed {{listing.price}}', message: 'Come and see', callToAction: 'LEARN_MORE', linkUrl: '{{listing.url}}' },
      adSets: [{ name: 'Around the listing', location: { type: 'LISTING', enable: true, radius: 10 }, ageMin: null, ageMax: null, gender: 'ALL', budgetSharePercent: 100 }],
      scheduleSetting: { type: 'INTERVAL', interval: { frequency: 'WEEK', cronSyntax: '30 9 * * 1' }, timezone: 'Pacific/Auckland' },
    });
    // Choosing another frequency clears the finer parts (000 §4).
    await user.selectOptions(screen.getByRole('combobox', { name: 'Frequency' }), 'DAY');
    expect((screen.getByRole('combobox', { name: 'Hour' }) as HTMLSelectElement).value).toBe('');
    expect((screen.getByRole('textbox', { name: 'Cron syntax' }) as HTMLInputElement).value).toBe('0 0 * * *');
  });
});

describe('the templates list', () => {
  it('shows the social templates 50 a page and the GDN ones on their tab', async () => {
    const { calls } = stubFetch({
      [`GET /api/customers/${HARBOUR}`]: customer,
      'GET /api/campaign-templates': () => json({ items: [], count: 0 }),
      'GET /api/gdn-campaign-templates': () => json({ items: [], count: 0 }),
    });
    const user = userEvent.setup();
    renderRoutes(routes, templatesPath(HARBOUR), authState(makeUser(['admin'])));
    expect(await screen.findByText('No templates yet.')).toBeInTheDocument();
    const social = calls.find((c) => c.url.pathname === '/api/campaign-templates')!.url.searchParams;
    expect(Object.fromEntries(social)).toMatchObject({ customerId: HARBOUR, limit: '50', page: '1' });
    await user.click(screen.getByRole('tab', { name: 'GDN templates' }));
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/gdn-campaign-templates')).toBe(true));
    expect(screen.getByRole('link', { name: /Create GDN template/ })).toHaveAttribute('href', `/customer/${HARBOUR}/gdn-campaign-templates/create`);
  });
});
