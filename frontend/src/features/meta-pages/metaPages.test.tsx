// /meta-pages (001 §2): the pages the social accounts post as, 25 a page by name, filtered by customer.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authState, makeUser, renderRoutes } from '../../test/render.tsx';
import { json, stubFetch } from '../../test/fetchStub.ts';
import { HARBOUR, HARBOUR_REALTY, customerOptions } from '../../test/listingFixtures.ts';
import { MetaPagesPage } from './MetaPagesPage.tsx';
import { META_PAGE_PATHS } from './paths.ts';

afterEach(() => vi.unstubAllGlobals());

describe('meta pages', () => {
  it('lists the pages 25 a page with their page id, link and sync time, filtered by customer', async () => {
    const { calls } = stubFetch({
      'GET /api/customers/options': customerOptions(HARBOUR_REALTY),
      'GET /api/meta-pages': () => json({ items: [{
        id: '7e8f9a0b-1c2d-4e3f-8a4b-5c6d7e8f9a0b', adAccountId: '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d', pageId: '61001029384756', name: 'Ponsonby Realty',
        link: 'https://www.facebook.com/61001029384756', syncedAt: '2026-11-22T08:00:00.000Z', createdAt: '2026-11-22T08:00:00.000Z', updatedAt: '2026-11-22T08:00:00.000Z',
      }], count: 1 }),
    });
    const user = userEvent.setup();
    renderRoutes([{ path: META_PAGE_PATHS.metaPages, element: <MetaPagesPage /> }], META_PAGE_PATHS.metaPages, authState(makeUser(['sales'])));
    const row = (await screen.findByText('Ponsonby Realty')).closest('tr')!;
    expect(row).toHaveTextContent('61001029384756');
    expect(within(row).getByRole('link')).toHaveAttribute('href', 'https://www.facebook.com/61001029384756');
    expect(row).toHaveTextContent('22/11/2026 21:00');
    const first = calls.find((c) => c.url.pathname === '/api/meta-pages')!.url.searchParams;
    expect(first.get('limit')).toBe('25');
    expect(first.get('sort')).toBe('name');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Customer' }), HARBOUR);
    await waitFor(() => expect(calls.some((c) => c.url.searchParams.get('customerId') === HARBOUR)).toBe(true));
  });
});
