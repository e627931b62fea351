// The import jobs' screen (000 §7): the list with each job's progress and what it did, Stop on a queued or
// running job, Rerun on a finished one, the demo import for the chosen customer only, the search in the
// field chosen among the server's search fields, a refusal's message in a dialog, the list asked again while
// a job is unfinished; the route and the Customers dropdown entry for admin and operations only.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchRoutes } from 'react-router';
import { ImportJobsPage, jobSummary } from './ImportJobsPage.tsx';
import { IMPORT_JOB_PATHS } from './paths.ts';
import { appRoutes } from '../../app/routes.tsx';
import { menuOf, visibleMenu } from '../../app/menu.ts';
import { decide } from '../../lib/auth/roles.ts';
import { authState, makeUser, renderRoutes } from '../../test/render.tsx';
import { json, stubFetch } from '../../test/fetchStub.ts';
import { HARBOUR, HARBOUR_REALTY, customerOptions } from '../../test/listingFixtures.ts';
import type { ImportJob } from '../../lib/api/generated/listing.ts';

const RUNNING = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c41';
const DONE = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c42';
const job = (id: string, over: Partial<ImportJob>): ImportJob => ({
  id, customerId: HARBOUR, storeId: null, name: 'Demo feed', source: 'demo', propertyGroups: [], listingUrls: [], status: 'completed',
  total: 6, done: 6, failed: 0, progressPercent: 100, result: { created: 6, updated: 0, unchanged: 0, skipped: 0, failed: 0, warnings: [] },
  error: null, createdAt: '2026-11-23T03:00:00.000Z', startedAt: '2026-11-23T03:00:01.000Z', finishedAt: '2026-11-23T03:00:04.000Z', rerunOf: null, ...over,
});
const running = job(RUNNING, { name: 'Harbour REAXML feed', source: 'store', status: 'running', done: 3, progressPercent: 50, result: null, finishedAt: null });
const done = job(DONE, {});

const routes = [{ path: IMPORT_JOB_PATHS.importJobs, element: <ImportJobsPage /> }];
const admin = () => authState(makeUser(['admin']));

afterEach(() => vi.unstubAllGlobals());

function stub(items: ImportJob[], over: Record<string, () => Response> = {}) {
  return stubFetch({
    'GET /api/customers/options': customerOptions(HARBOUR_REALTY),
    'GET /api/import-jobs/search-fields': () => json({ items: [{ value: 'name', label: 'Name' }, { value: 'status', label: 'Status' }] }),
    'GET /api/import-jobs': () => json({ items, count: items.length }),
    [`POST /api/import-jobs/${RUNNING}/stop`]: () => json({ ...running, status: 'stopping' }),
    [`POST /api/import-jobs/${DONE}/rerun`]: () => json({ ...done, id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c43', status: 'queued', rerunOf: DONE }, 202),
    'POST /api/import-jobs/demo': () => json({ ...done, status: 'queued' }, 202),
    ...over,
  });
}

describe('import jobs screen', () => {
  it('lists the jobs with their progress, Stop for a running one and Rerun for a finished one, and calls them', async () => {
    const { calls } = stub([running, done]);
    const user = userEvent.setup();
    renderRoutes(routes, IMPORT_JOB_PATHS.importJobs, admin());
    const runningRow = (await screen.findByText('Harbour REAXML feed')).closest('tr')!;
    const doneRow = screen.getByText('Demo feed').closest('tr')!;
    expect(within(runningRow).getByText('50%')).toBeInTheDocument();
    expect(within(runningRow).getByText('Importing: 3 of 6 listings.')).toBeInTheDocument();
    expect(within(doneRow).getByText('Done: 6 created, 0 updated, 0 unchanged.')).toBeInTheDocument();
    expect(within(runningRow).queryByRole('button', { name: /^Rerun/ })).toBeNull();
    expect(within(doneRow).queryByRole('button', { name: /^Stop/ })).toBeNull();

    await user.click(within(runningRow).getByRole('button', { name: 'Stop Harbour REAXML feed' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.pathname === `/api/import-jobs/${RUNNING}/stop`)).toBe(true));
    await user.click(within(doneRow).getByRole('button', { name: 'Rerun Demo feed' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.pathname === `/api/import-jobs/${DONE}/rerun`)).toBe(true));
  });

  it('says what a finished job did, skipped and failed listings included, and why a job failed', () => {
    expect(jobSummary(job(DONE, { result: { created: 2, updated: 1, unchanged: 0, skipped: 4, failed: 1, warnings: [] } }))).toBe('Done: 2 created, 1 updated, 0 unchanged, 4 skipped, 1 failed.');
    expect(jobSummary(job(DONE, { status: 'failed', error: 'The feed could not be read.', result: null }))).toBe('Failed: The feed could not be read.');
    expect(jobSummary(job(DONE, { status: 'stopped', done: 2, result: null }))).toBe('Stopped after 2 of 6 listings.');
    expect(jobSummary(job(DONE, { status: 'queued', total: null, done: 0, result: null }))).toBe('Waiting to start...');
  });

  it('asks for the list again while a job is unfinished, and not when all are finished', async () => {
    const { calls } = stub([running]);
    renderRoutes(routes, IMPORT_JOB_PATHS.importJobs, admin());
    const lists = () => calls.filter((c) => c.method === 'GET' && c.url.pathname === '/api/import-jobs').length;
    await screen.findByText('Harbour REAXML feed');
    await waitFor(() => expect(lists()).toBeGreaterThanOrEqual(2), { timeout: 3000 });
  });

  it('starts a demo import only for a chosen customer', async () => {
    const { calls } = stub([]);
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, IMPORT_JOB_PATHS.importJobs, admin());
    expect(await screen.findByText('No import jobs found.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start demo import' })).toBeDisabled();
    expect(screen.getByTestId('demo-needs-customer')).toHaveTextContent('Choose a customer to start a demo import.');
    await screen.findByRole('option', { name: 'Harbour Realty' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Customer' }), HARBOUR);
    expect(router.state.location.search).toBe(`?customerId=${HARBOUR}`);
    await user.click(screen.getByRole('button', { name: 'Start demo import' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ customerId: HARBOUR }));
    expect(calls.filter((c) => c.url.pathname === '/api/import-jobs').at(-1)!.url.searchParams.get('customerId')).toBe(HARBOUR);
  });

  it("says why a start was refused, with the server's message", async () => {
    stub([], { 'POST /api/import-jobs/demo': () => json({ title: 'Bad Request', status: 400, detail: 'Customer not found.', errors: [{ path: '/body/customerId', message: 'Customer not found.' }] }, 400) });
    const user = userEvent.setup();
    renderRoutes(routes, `${IMPORT_JOB_PATHS.importJobs}?customerId=${HARBOUR}`, admin());
    await user.click(await screen.findByRole('button', { name: 'Start demo import' }));
    expect(await within(await screen.findByTestId('app-dialog')).findByText('Customer not found.')).toBeInTheDocument();
  });

  it('searches in the field chosen among the search fields', async () => {
    const { calls } = stub([done]);
    const user = userEvent.setup();
    renderRoutes(routes, IMPORT_JOB_PATHS.importJobs, admin());
    await screen.findByRole('option', { name: 'Search in: Status' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Search in' }), 'status');
    await user.type(screen.getByRole('textbox', { name: 'Search import jobs' }), 'completed');
    await waitFor(() => {
      const last = calls.filter((c) => c.url.pathname === '/api/import-jobs').at(-1)!.url.searchParams;
      expect([last.get('search'), last.get('searchField')]).toEqual(['completed', 'status']);
    });
  });

  it('is a route and a Customers dropdown entry for admin and operations only', () => {
    const route = matchRoutes(appRoutes.map((r) => ({ path: r.path, route: r })), IMPORT_JOB_PATHS.importJobs)?.[0]?.route.route;
    expect(route?.title).toBe('Import Jobs');
    expect(['admin', 'operations', 'sales', 'corporate'].map((role) => decide(route!.roles, { roles: [role] }))).toEqual(['allow', 'allow', 'forbidden', 'forbidden']);
    const entries = (roles: string[]) => visibleMenu(menuOf('top'), roles).find((i) => i.label === 'Customers')?.children?.map((c) => [c.label, c.to]) ?? [];
    for (const role of ['admin', 'operations']) {
      expect(entries([role])).toContainEqual(['Import Jobs', IMPORT_JOB_PATHS.importJobs]);
      expect(entries([role])).toContainEqual(['Bulk Upload', '/customer-dashboard/listings/bulkManage']);
    }
    expect(entries(['sales']).map(([label]) => label)).not.toContain('Import Jobs');
    expect(entries(['sales']).map(([label]) => label)).not.toContain('Bulk Upload');
  });
});
