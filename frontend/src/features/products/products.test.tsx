// The product screens (001 §2): the form shows the price in major units and sends minor units; the list; campaign
// templates chosen from the ads context's list (a product saves without any).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authState, makeUser, renderRoutes } from '../../test/render.tsx';
import { json, stubFetch } from '../../test/fetchStub.ts';
import { PRODUCT_MESSAGES } from './messages.ts';
import { PRODUCT_PATHS } from './paths.ts';
import type { Product } from '../../lib/api/generated/order.ts';
import { ProductCreatePage, ProductEditPage, ProductEmailTemplatesPage, ProductForm, ProductsListPage } from './ProductPages.tsx';
import { toMajor, toMinor } from './productValues.ts';

const TYPE = '3a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const PRODUCT = '2f0c6c1e-8d1a-4c3b-9f4e-1a2b3c4d5e6f';
const product: Product = {
  id: PRODUCT, code: 'FB-7D', name: 'Facebook 7 days', description: null, productTypeId: TYPE, price: 19900, currency: 'NZD', isTaxInclusive: true,
  taxRate: 15, campaignDurationDays: 7, campaignTemplates: [], createdAt: '2026-11-22T08:00:00.000Z', updatedAt: '2026-11-22T08:00:00.000Z',
};
const types = () => json({ items: [{ id: TYPE, name: 'Single listing', minListings: 1, maxListings: 1, createdAt: product.createdAt, updatedAt: product.createdAt }] });
const routes = [
  { path: PRODUCT_PATHS.products, element: <ProductsListPage /> },
  { path: PRODUCT_PATHS.productCreate, element: <ProductCreatePage /> },
  { path: `${PRODUCT_PATHS.product}/:productId/edit`, element: <ProductEditPage /> },
];

afterEach(() => vi.unstubAllGlobals());

describe('products', () => {
  it('converts between major and minor units', () => {
    expect(toMajor(19900)).toBe('199.00');
    expect(toMinor('199.99')).toBe(19999);
    expect(toMinor('0.1')).toBe(10);
  });

  it('lists products by name with type, price and tax', async () => {
    const { calls } = stubFetch({ 'GET /api/product-types': types, 'GET /api/products': () => json({ items: [product], count: 1 }) });
    renderRoutes(routes, PRODUCT_PATHS.products, authState(makeUser(['admin'])));
    expect(await screen.findByText('Facebook 7 days')).toBeInTheDocument();
    expect(await screen.findByText('Single listing')).toBeInTheDocument();
    expect(screen.getByText('$199.00 NZD')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create product' })).toBeInTheDocument();
    expect(Object.fromEntries(calls.find((c) => c.url.pathname === '/api/products')!.url.searchParams)).toEqual({ page: '1', limit: '25', sort: 'name' });
  });

  it('creates a product: checks on submit, then sends the price in minor units', async () => {
    const { calls } = stubFetch({
      'GET /api/product-types': types,
      'POST /api/products': () => json({ ...product, code: 'FB-14D', price: 34950 }, 201),
      [`GET /api/products/${PRODUCT}`]: () => json(product),
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, PRODUCT_PATHS.productCreate, authState(makeUser(['user'])));
    await user.click(await screen.findByRole('button', { name: 'Create product' }));
    expect(await screen.findByText(PRODUCT_MESSAGES.productPriceInvalid)).toBeInTheDocument();
    expect(screen.getByText(PRODUCT_MESSAGES.productTypeRequired)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /Code/ }), 'FB-14D');
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Facebook 14 days');
    await screen.findByRole('option', { name: 'Single listing' });
    await user.selectOptions(screen.getByRole('combobox', { name: /Type/ }), TYPE);
    await user.clear(screen.getByRole('textbox', { name: /Duration/ }));
    await user.type(screen.getByRole('textbox', { name: /Duration/ }), '14');
    await user.type(screen.getByRole('textbox', { name: /Price/ }), '349.50');
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      code: 'FB-14D', name: 'Facebook 14 days', description: null, productTypeId: TYPE, price: 34950, currency: 'NZD', isTaxInclusive: true,
      taxRate: 15, campaignDurationDays: 14, campaignTemplates: [],
    }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${PRODUCT_PATHS.product}/${PRODUCT}/edit`));
  });

  it('shows a saved price in major units on the edit page', async () => {
    stubFetch({ 'GET /api/product-types': types, [`GET /api/products/${PRODUCT}`]: () => json(product) });
    renderRoutes(routes, `${PRODUCT_PATHS.product}/${PRODUCT}/edit`, authState(makeUser(['operations'])));
    expect(await screen.findByRole('textbox', { name: /Price/ })).toHaveValue('199.00');
    expect(screen.getByRole('link', { name: 'E-mail templates' })).toHaveAttribute('href', `${PRODUCT_PATHS.product}/${PRODUCT}/email-templates`);
  });

  it('says plainly that there are no campaign templates yet, and saves the product without any', async () => {
    const { calls } = stubFetch({ 'GET /api/product-types': types, [`PUT /api/products/${PRODUCT}`]: () => json(product) });
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <ProductForm product={product} /> }], '/', authState(makeUser(['admin'])));
    const picker = await screen.findByRole('combobox', { name: 'Add a campaign template' });
    expect(picker).toBeDisabled();
    expect(within(picker).getByRole('option')).toHaveTextContent(PRODUCT_MESSAGES.noCampaignTemplates);
    expect(screen.queryByRole('textbox', { name: /id/i })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ campaignTemplates: [] }));
  });

  it('chooses campaign templates by name from the list and keeps the ones a product has', async () => {
    const kept = { templateId: '6d4e5f6a-7b8c-4d9e-8f0a-1b2c3d4e5f6a', templateModel: 'CustomerGdnCampaignTemplate' as const, type: 'DISPLAY' };
    const offered = [
      { templateId: '7e5f6a7b-8c9d-4e0f-9a1b-2c3d4e5f6a7b', templateModel: 'CustomerCampaignTemplate' as const, name: 'Just listed', type: 'SINGLE_LISTING' },
    ];
    const { calls } = stubFetch({ 'GET /api/product-types': types, [`PUT /api/products/${PRODUCT}`]: () => json(product) });
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <ProductForm product={{ ...product, campaignTemplates: [kept] }} campaignTemplates={offered} /> }], '/',
      authState(makeUser(['admin'])));
    const picker = await screen.findByRole('combobox', { name: 'Add a campaign template' });
    expect(picker).toBeEnabled();
    expect(screen.getAllByTestId('product-campaign-template').map((r) => r.textContent)).toEqual([`Google display template ${kept.templateId}`]);
    await user.selectOptions(picker, offered[0]!.templateId);
    expect(screen.getAllByTestId('product-campaign-template').map((r) => r.textContent)).toEqual([
      `Google display template ${kept.templateId}`, 'Just listed (Facebook)',
    ]);
    // Each template is offered once: the chosen one has left the list.
    expect(picker).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      campaignTemplates: [kept, { templateId: offered[0]!.templateId, templateModel: 'CustomerCampaignTemplate', type: 'SINGLE_LISTING' }],
    }));
  });
});

describe('product e-mail templates', () => {
  it('shows a refused load of the templates by its problem, not "no templates"', async () => {
    stubFetch({
      [`GET /api/products/${PRODUCT}`]: () => json(product),
      [`GET /api/products/${PRODUCT}/email-templates`]: () => json({ type: 'about:blank', title: 'Bad Request', status: 400, detail: 'The templates cannot be listed now.' }, 400),
    });
    renderRoutes([{ path: `${PRODUCT_PATHS.product}/:productId/email-templates`, element: <ProductEmailTemplatesPage /> }],
      `${PRODUCT_PATHS.product}/${PRODUCT}/email-templates`, authState(makeUser(['admin'])));
    expect(await screen.findByTestId('load-error-state')).toHaveTextContent('The templates cannot be listed now.');
    expect(screen.queryByText('This product has no e-mail templates.')).toBeNull();
  });
});
