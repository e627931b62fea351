// The product types' screen: listed, created (checked first: bounds 0–10, minimum at most maximum), edited and
// deleted, each as the API allows the role (operations edit only); a refused delete says why; an empty list says
// a product needs a type, and the product form leads there when there is none.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authState, makeUser, renderRoutes } from '../../test/render.tsx';
import { json, stubFetch } from '../../test/fetchStub.ts';
import type { ProductType } from '../../lib/api/generated/order.ts';
import { PRODUCT_MESSAGES } from './messages.ts';
import { PRODUCT_PATHS } from './paths.ts';
import { ProductCreatePage } from './ProductPages.tsx';
import { ProductTypesPage, validateProductType } from './ProductTypesPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const AT = '2026-11-22T08:00:00.000Z';
const single: ProductType = { id: '3a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', name: 'Single listing', minListings: 1, maxListings: 1, createdAt: AT, updatedAt: AT };
const multi: ProductType = { id: '4b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e', name: 'Multi listing', minListings: 2, maxListings: 5, createdAt: AT, updatedAt: AT };
const routes = [
  { path: PRODUCT_PATHS.productTypes, element: <ProductTypesPage /> },
  { path: PRODUCT_PATHS.productCreate, element: <ProductCreatePage /> },
];

/** A stateful product-types API: what is created, changed or deleted is in the next list. */
function typesApi(initial: ProductType[], refuseDelete?: string) {
  let items = [...initial];
  return stubFetch({
    'GET /api/product-types': () => json({ items }),
    'POST /api/product-types': async (request) => {
      const created = { ...(await request.json() as object), id: '5c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f', createdAt: AT, updatedAt: AT } as ProductType;
      items = [...items, created];
      return json(created, 201);
    },
    [`PUT /api/product-types/${multi.id}`]: async (request) => {
      const updated = { ...multi, ...(await request.json() as object), updatedAt: '2026-11-23T08:00:00.000Z' };
      items = items.map((t) => (t.id === multi.id ? updated : t));
      return json(updated);
    },
    [`DELETE /api/product-types/${single.id}`]: () => {
      if (refuseDelete) return json({ type: 'about:blank', title: 'Conflict', status: 409, detail: refuseDelete }, 409);
      items = items.filter((t) => t.id !== single.id);
      return new Response(null, { status: 204 });
    },
  });
}

/** The rows as name and listings (hidden: true, since a dialog open over the page hides it from the a11y tree). */
const rows = () => screen.getAllByTestId('product-type').map((r) => within(r).getAllByRole('cell', { hidden: true }).slice(0, 2).map((c) => c.textContent));

describe('product types', () => {
  it('checks a type: a name, whole numbers in bounds, the minimum at most the maximum', () => {
    expect(validateProductType({ name: ' ', minListings: '1', maxListings: '1' }).name).toBeDefined();
    expect(validateProductType({ name: 'A', minListings: '0', maxListings: '10' })).toEqual({ name: undefined, minListings: undefined, maxListings: undefined });
    expect(validateProductType({ name: 'A', minListings: '11', maxListings: '1' }).minListings).toBe(PRODUCT_MESSAGES.minListingsInvalid);
    expect(validateProductType({ name: 'A', minListings: '1', maxListings: '0' }).maxListings).toBe(PRODUCT_MESSAGES.maxListingsInvalid);
    expect(validateProductType({ name: 'A', minListings: '1.5', maxListings: '3' }).minListings).toBe(PRODUCT_MESSAGES.minListingsInvalid);
    expect(validateProductType({ name: 'A', minListings: '4', maxListings: '3' }).minListings).toBe('Minimum listings cannot exceed maximum listings.');
  });

  it('says a product needs a type when there is none, and creates the first one', async () => {
    const { calls } = typesApi([]);
    const user = userEvent.setup();
    renderRoutes(routes, PRODUCT_PATHS.productTypes, authState(makeUser(['admin'])));
    expect(await screen.findByText(PRODUCT_MESSAGES.noProductTypes)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create product type' }));
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Single listing');
    await user.clear(screen.getByRole('textbox', { name: /Maximum/ }));
    await user.type(screen.getByRole('textbox', { name: /Maximum/ }), '0');
    await user.click(screen.getAllByRole('button', { name: 'Create product type' }).at(-1)!);
    expect(await screen.findByText(PRODUCT_MESSAGES.maxListingsInvalid)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.clear(screen.getByRole('textbox', { name: /Maximum/ }));
    await user.type(screen.getByRole('textbox', { name: /Maximum/ }), '3');
    await user.click(screen.getAllByRole('button', { name: 'Create product type' }).at(-1)!);
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Single listing', minListings: 1, maxListings: 3 }));
    await waitFor(() => expect(rows()).toEqual([['Single listing', '1 to 3']]));
    expect(screen.queryByRole('textbox', { name: /^Name/, hidden: true })).toBeNull();
  });

  it('deletes a type after asking, and edits one', async () => {
    const { calls } = typesApi([multi, single]);
    const user = userEvent.setup();
    renderRoutes(routes, PRODUCT_PATHS.productTypes, authState(makeUser(['admin'])));
    await waitFor(() => expect(rows()).toEqual([['Multi listing', '2 to 5'], ['Single listing', '1']]));

    await user.click(screen.getByRole('button', { name: 'Delete Single listing' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(rows()).toEqual([['Multi listing', '2 to 5']]));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Edit Multi listing' }));
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Multi listing');
    await user.clear(screen.getByRole('textbox', { name: /Minimum/ }));
    await user.type(screen.getByRole('textbox', { name: /Minimum/ }), '6');
    await user.click(screen.getByRole('button', { name: 'Save product type' }));
    expect(await screen.findByText(PRODUCT_MESSAGES.listingBounds)).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /Minimum/ }));
    await user.type(screen.getByRole('textbox', { name: /Minimum/ }), '3');
    await user.click(screen.getByRole('button', { name: 'Save product type' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ name: 'Multi listing', minListings: 3, maxListings: 5 }));
    await waitFor(() => expect(rows()[0]).toEqual(['Multi listing', '3 to 5']));
  });

  it("shows why a type in use is not deleted, and keeps it", async () => {
    typesApi([single], 'Product type is in use.');
    const user = userEvent.setup();
    renderRoutes(routes, PRODUCT_PATHS.productTypes, authState(makeUser(['user'])));
    await user.click(await screen.findByRole('button', { name: 'Delete Single listing' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Product type is in use.')).toBeInTheDocument();
    expect(rows()).toEqual([['Single listing', '1']]);
  });

  it('lets operations edit types but offers neither create nor delete (the API refuses them)', async () => {
    typesApi([single]);
    renderRoutes(routes, PRODUCT_PATHS.productTypes, authState(makeUser(['operations'])));
    expect(await screen.findByRole('button', { name: 'Edit Single listing' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Single listing' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create product type' })).toBeNull();
  });

  it('leads from a product form with no type to the product types', async () => {
    typesApi([]);
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, PRODUCT_PATHS.productCreate, authState(makeUser(['admin'])));
    expect(await screen.findByTestId('no-product-types')).toHaveTextContent(PRODUCT_MESSAGES.noProductTypes);
    await user.click(screen.getByRole('link', { name: 'Create a product type' }));
    expect(router.state.location.pathname).toBe(PRODUCT_PATHS.productTypes);
  });
});
