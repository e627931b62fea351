// The creative templates list (003 §2, §8, §9): titled 'Creative Templates List', searched, 25 a page (50, 100),
// rows chosen and deleted together after a confirmation, 'Deleted Successfully!'.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authState, makeUser, renderRoutes } from '../../test/render.tsx';
import { CREATIVE_TEMPLATE_PATHS } from './paths.ts';
import { CreativeTemplatesListPage } from './TemplateListPage.tsx';
import { json, stubApi, template } from './testSupport.ts';

const SECOND = '9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const routes = [
  { path: CREATIVE_TEMPLATE_PATHS.list, element: <CreativeTemplatesListPage /> },
  { path: `${CREATIVE_TEMPLATE_PATHS.template}/:creativeTemplateId/edit`, element: <p>Template page</p> },
];

afterEach(() => { vi.unstubAllGlobals(); vi.restoreAllMocks(); });

describe('creative templates list', () => {
  it('lists, searches and pages the templates', async () => {
    const calls = stubApi({
      'GET /api/creative-templates': () => json({ items: [template({ preview: { path: 'https://cdn.example/p.png', status: 'SUCCESS', jobId: SECOND, renderedAt: '2026-11-28T08:00:00.000Z' } }), template({ id: SECOND, name: 'Open home story', renderType: 'VIDEO', isPublished: false })], count: 2 }),
    });
    const user = userEvent.setup();
    renderRoutes(routes, CREATIVE_TEMPLATE_PATHS.list, authState(makeUser(['operations'])));
    expect(await screen.findByRole('heading', { name: 'Creative Templates List' })).toBeInTheDocument();
    expect(await screen.findByText('Open home story')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview of Just listed square' })).toHaveAttribute('src', 'https://cdn.example/p.png');
    const first = calls.find((c) => c.url.pathname === '/api/creative-templates')!.url.searchParams;
    expect(first.get('limit')).toBe('25');
    expect(first.get('sort')).toBe('-createdAt');
    const pageSize = screen.getByRole('combobox', { name: 'Page size' });
    expect(within(pageSize).getAllByRole('option').map((o) => o.textContent)).toEqual(['25 a page', '50 a page', '100 a page']);
    await user.selectOptions(pageSize, '100');
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('limit')).toBe('100'));
    await user.type(screen.getByRole('textbox', { name: 'Search creative templates' }), 'square');
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('search')).toBe('square'));
  });

  it('deletes the chosen templates after a confirmation', async () => {
    let deleted = false;
    const calls = stubApi({
      'GET /api/creative-templates': () => json(deleted ? { items: [], count: 0 } : { items: [template(), template({ id: SECOND, name: 'Open home story' })], count: 2 }),
      'POST /api/creative-templates/delete': () => { deleted = true; return json({ deleted: 2 }); },
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, CREATIVE_TEMPLATE_PATHS.list, authState(makeUser(['admin'])));
    await screen.findByText('Open home story');
    const remove = screen.getByRole('button', { name: /Delete selected/ });
    expect(remove).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Choose Just listed square' }));
    expect(router.state.location.pathname).toBe(CREATIVE_TEMPLATE_PATHS.list); // choosing does not open the row
    await user.click(screen.getByRole('checkbox', { name: 'Choose Open home story' }));
    expect(remove).toHaveTextContent('Delete selected (2)');

    // Cancelled: nothing is deleted.
    await user.click(remove);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(remove);
    expect(await screen.findByText('Delete the 2 selected creative templates?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Deleted Successfully!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ ids: [template().id, SECOND] });
    expect(await screen.findByText('No creative templates found.')).toBeInTheDocument();
  });

  it('shows the server refusal of a delete', async () => {
    stubApi({
      'GET /api/creative-templates': () => json({ items: [template()], count: 1 }),
      'POST /api/creative-templates/delete': () => json({ title: 'Forbidden', status: 403, detail: 'Only admin and operations may delete templates.' }, 403),
    });
    const user = userEvent.setup();
    renderRoutes(routes, CREATIVE_TEMPLATE_PATHS.list, authState(makeUser(['admin'])));
    await user.click(await screen.findByRole('checkbox', { name: 'Choose every template on this page' }));
    await user.click(screen.getByRole('button', { name: /Delete selected/ }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Only admin and operations may delete templates.')).toBeInTheDocument();
  });
});
