// The resource screens (003 §2 Edit resource screen, §4, §5, §6, §8): Save disabled until the form is valid and
// changed, offices chosen and an image or video present; images uploaded to the customer's library and sent as
// the cropped images and their originals; each save action ('Resource saved', then: stay on the edit page, the
// resources tab, the create screen after 1 s, the copy, the order screen after 1 s); the copy rules ('COPY - ',
// no id or reference, isCopiedResource); a refusal's server message, the 'Oops!' of a resource without media;
// the campaign type the tabs select and a video still processing; who may create.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import type { CurrentDashboard } from '../../lib/api/generated/customer.ts';
import type { Asset, Resource } from '../../lib/api/generated/listing.ts';
import { authState, makeUser, renderRoutes } from '../../test/render.tsx';
import { json, stubFetch, type Handler } from '../../test/fetchStub.ts';
import { FakeXhr, installUploadFakes } from '../../test/fakeXhr.ts';
import { CUSTOMER_ID, currentDashboard } from '../dashboard-listings/testDashboard.ts';
import { RESOURCE_PATHS, resourceEditPath } from './paths.ts';
import { ResourceCreatePage, ResourceEditPage } from './ResourcePages.tsx';

const OFFICES = [{ id: '6c3e7b9f-4a6d-4e9f-8c2b-3d4e5f6a7b8c', name: 'Ponsonby' }, { id: '7d4f8c0a-5b7e-4f0a-9d3c-4e5f6a7b8c9d', name: 'Takapuna' }];
const NEW = '3e9b2c4d-7f1a-4b6c-9d2e-8f0a1b2c3d4e';
const ALL = ['corporate', 'branchmanager', 'branchuser', 'agent'];

function dashboard(): CurrentDashboard {
  const d = currentDashboard();
  return { ...d, config: { ...d.config, tabs: ['resources', 'orders'].map((code) => ({ code, accessRight: ALL })) } } as CurrentDashboard;
}
const asset = (n: number, kind: 'image' | 'video' = 'image', thumbnail: string | null = `http://localhost:3000/files/${n}-thumb.jpg`): Asset => ({
  id: `0d7c1f3d-8eab-4c23-a06f-7b8c9d0e1f0${n}`, customerId: CUSTOMER_ID, listingId: null, kind, format: kind === 'image' ? 'png' : 'mp4',
  mediaType: kind === 'image' ? 'image/png' : 'video/mp4', size: 4, originalFileName: `file-${n}`, name: `file-${n}`,
  cdnUrl: `http://localhost:3000/files/${n}.${kind === 'image' ? 'png' : 'mp4'}`, s3Url: `http://localhost:3000/s3/${n}`, thumbnail, createdAt: '2026-11-28T08:00:00.000Z',
});
const png = (n: number) => new File([new Uint8Array([137, 80, 78, n])], `photo-${n}.png`, { type: 'image/png' });
const mp4 = (n: number) => new File([new Uint8Array([0, 0, 0, n])], `clip-${n}.mp4`, { type: 'video/mp4' });

/** The resource API as a store: POST makes one (a new reference each), PUT saves, GET reads. */
function resourceApi() {
  const saved = new Map<string, Resource>();
  let made = 0;
  const toResource = (id: string, body: Record<string, unknown>, reference: string): Resource => ({
    id, customerId: CUSTOMER_ID, reference, name: String(body.name), title: (body.title as string | null) ?? null, message: (body.message as string | null) ?? null,
    description: (body.description as string | null) ?? null, type: 'IMAGES', numImages: (body.imageIds as string[]).length, numVideos: (body.videos as unknown[]).length,
    officeIds: body.officeIds as string[], images: (body.imageIds as string[]).map((i) => ({ id: i, cdnUrl: `http://localhost:3000/files/${i}.png`, s3Url: `http://localhost:3000/s3/${i}`, thumbnail: null })),
    sourceImages: [], videos: [], publicUrls: (body.publicUrls as Resource['publicUrls']) ?? [], isPublished: body.isPublished !== false,
    isCopiedResource: body.isCopiedResource === true, createdBy: { email: 'jo@example.com', displayName: 'Jo' }, createdAt: '2026-11-28T08:00:00.000Z', updatedAt: '2026-11-28T08:00:00.000Z',
  });
  const handlers: Record<string, Handler> = {
    'POST /api/resources': async (request) => {
      const id = made === 0 ? NEW : `${NEW.slice(0, -1)}${made}`;
      made++;
      const r = toResource(id, await request.json() as Record<string, unknown>, `RES${made}`);
      saved.set(id, r);
      return json(r, 201);
    },
  };
  const one = (id: string): Record<string, Handler> => ({
    [`GET /api/resources/${id}`]: () => (saved.has(id) ? json(saved.get(id)) : json({ title: 'Not Found', status: 404, detail: 'Resource not found.' }, 404)),
    [`PUT /api/resources/${id}`]: async (request) => {
      const r = { ...toResource(id, await request.json() as Record<string, unknown>, saved.get(id)!.reference) };
      saved.set(id, r);
      return json(r);
    },
  });
  return { saved, handlers: { ...handlers, ...one(NEW), ...one(`${NEW.slice(0, -1)}1`) } };
}

const common = (offices = OFFICES): Record<string, Handler> => ({
  'GET /api/dashboards/current': () => json(dashboard()),
  'GET /api/offices': () => json({ items: offices, count: offices.length }),
});

function Elsewhere() {
  const location = useLocation();
  return <div data-testid="elsewhere">{location.pathname}{location.search}</div>;
}
const routes = [
  { path: RESOURCE_PATHS.createResource, element: <ResourceCreatePage /> },
  { path: RESOURCE_PATHS.editResource, element: <ResourceEditPage /> },
  { path: '*', element: <Elsewhere /> },
];
const as = (role: string) => authState(makeUser([role as 'corporate'], { kind: 'dashboard', customerId: CUSTOMER_ID }));
const button = (name: string) => screen.getByRole('button', { name });

installUploadFakes();

/** Fills a new resource as a corporate user: a name, an office and one uploaded image. */
async function fillNew(user: ReturnType<typeof userEvent.setup>, name = 'Spring open day') {
  await user.type(await screen.findByRole('textbox', { name: /^Name/ }), name);
  await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Open day');
  await user.click(screen.getByRole('checkbox', { name: 'Ponsonby' }));
  expect(button('Save')).toBeDisabled();
  const before = FakeXhr.sent.length;
  await user.upload(screen.getByTestId('resource-image-files'), png(1));
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(before + 1));
  const xhr = FakeXhr.sent[before]!;
  expect(xhr.url).toBe('/api/assets');
  expect(xhr.body?.get('customerId')).toBe(CUSTOMER_ID);
  xhr.answer(201, asset(1));
  await screen.findByTestId('resource-image-0');
  await waitFor(() => expect(button('Save')).toBeEnabled());
}

describe('creating a resource', () => {
  it("keeps Save disabled until valid, changed, offices chosen and an image present; Save and close: 'Resource saved', the tab", async () => {
    const api = resourceApi();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const { calls } = stubFetch({ ...common(), ...api.handlers });
    const user = userEvent.setup();
    renderRoutes(routes, RESOURCE_PATHS.createResource, as('corporate'));
    expect(await screen.findByRole('heading', { name: 'Create Resource' })).toBeInTheDocument();
    for (const name of ['Save', 'Save and close', 'Save and new', 'Save and copy', 'Save and order']) expect(button(name)).toBeDisabled();
    // A corporate user starts with no office chosen.
    expect(screen.getByRole('checkbox', { name: 'Ponsonby' })).not.toBeChecked();
    expect(screen.getByTestId('save-blockers')).toHaveTextContent('A resource must contain some images or videos.');
    await fillNew(user);
    // Without an office a corporate user cannot save.
    await user.click(screen.getByRole('checkbox', { name: 'Ponsonby' }));
    expect(button('Save')).toBeDisabled();
    expect(screen.getByTestId('save-blockers')).toHaveTextContent('Please choose at least one office.');
    await user.click(screen.getByRole('checkbox', { name: 'Ponsonby' }));
    await user.click(button('Save and close'));
    expect(await screen.findByText('Resource saved')).toBeInTheDocument();
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/customer-dashboard?tab=resources');
    const post = calls.find((c) => c.method === 'POST')!.body as Record<string, unknown>;
    expect(post).toEqual({
      customerId: CUSTOMER_ID, name: 'Spring open day', title: 'Open day', message: null, description: null, type: 'IMAGES', officeIds: [OFFICES[0]!.id],
      imageIds: [asset(1).id], sourceImageIds: [asset(1).id], videos: [], publicUrls: [], isPublished: true,
    });
  });

  it('Save stays: the new resource opens as its edit page with its reference', async () => {
    const api = resourceApi();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    stubFetch({ ...common(), ...api.handlers });
    const user = userEvent.setup();
    renderRoutes(routes, RESOURCE_PATHS.createResource, as('corporate'));
    await fillNew(user);
    await user.click(button('Save'));
    expect(await screen.findByRole('heading', { name: 'Edit Resource: Spring open day' })).toBeInTheDocument();
    expect(screen.getByTestId('resource-reference')).toHaveTextContent('RES1');
    // Saved and unchanged: nothing to save.
    expect(button('Save')).toBeDisabled();
  });

  it("Save and copy: the create screen with 'COPY - ' title and no reference; saved as a new resource marked copied", async () => {
    const api = resourceApi();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const { calls } = stubFetch({ ...common(), ...api.handlers });
    const user = userEvent.setup();
    renderRoutes(routes, RESOURCE_PATHS.createResource, as('corporate'));
    await fillNew(user);
    await user.click(button('Save and copy'));
    expect(await screen.findByRole('heading', { name: 'Create Resource (copy)' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('COPY - Open day');
    expect(screen.getByTestId('resource-reference')).toHaveTextContent('A new reference is given when the copy is saved.');
    expect(screen.getByRole('checkbox', { name: 'Ponsonby' })).toBeChecked();
    // The copy is new: it can be saved as it is.
    expect(button('Save')).toBeEnabled();
    await user.click(button('Save'));
    await screen.findByRole('heading', { name: 'Edit Resource: Spring open day' });
    expect(screen.getByTestId('resource-reference')).toHaveTextContent('RES2');
    const posts = calls.filter((c) => c.method === 'POST').map((c) => c.body as Record<string, unknown>);
    expect(posts).toHaveLength(2);
    expect(posts[0]).not.toHaveProperty('isCopiedResource');
    expect(posts[1]).toMatchObject({ title: 'COPY - Open day', isCopiedResource: true, imageIds: [asset(1).id] });
    expect(posts[1]).not.toHaveProperty('reference');
    expect(posts[1]).not.toHaveProperty('id');
    expect(api.saved.get(`${NEW.slice(0, -1)}1`)?.isCopiedResource).toBe(true);
  });

  it('Save and new goes to a fresh create screen after 1 s; Save and order to the order screen after 1 s', async () => {
    const api = resourceApi();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    stubFetch({ ...common(), ...api.handlers });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, RESOURCE_PATHS.createResource, as('corporate'));
    await fillNew(user);
    const firstKey = router.state.location.key;
    await user.click(button('Save and new'));
    await screen.findByText('Resource saved');
    const savedAt = Date.now();
    await waitFor(() => expect(router.state.location.key).not.toBe(firstKey), { timeout: 3000 });
    expect(Date.now() - savedAt).toBeGreaterThanOrEqual(900);
    expect(router.state.location.pathname).toBe(RESOURCE_PATHS.createResource);
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue(''));

    await fillNew(user, 'Winter open day');
    await user.click(button('Save and order'));
    await screen.findAllByText('Resource saved');
    const orderedAt = Date.now();
    expect(await screen.findByTestId('elsewhere', {}, { timeout: 3000 })).toHaveTextContent(`/customer-dashboard/order?resourceIds=${NEW.slice(0, -1)}1`);
    expect(Date.now() - orderedAt).toBeGreaterThanOrEqual(900);
  });

  it("a refusal shows the server's message; a resource without media is the 'Oops!' of 003 §5", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    let answer = { title: 'Bad Request', status: 400, detail: 'Asset not found.', errors: [{ path: '/body/imageIds/0', message: 'Asset not found.' }] };
    stubFetch({ ...common(), 'POST /api/resources': () => json(answer, 400) });
    const user = userEvent.setup();
    renderRoutes(routes, RESOURCE_PATHS.createResource, as('corporate'));
    await fillNew(user);
    await user.click(button('Save'));
    let dialog = await screen.findByTestId('app-dialog');
    expect(within(dialog).getByText('Save Resource')).toBeInTheDocument();
    expect(within(dialog).getByText('Asset not found.')).toBeInTheDocument();
    expect(screen.queryByTestId('elsewhere')).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('app-dialog')).toBeNull());

    answer = { title: 'Bad Request', status: 400, detail: 'A resource must contain some images or videos.', errors: [] };
    await user.type(screen.getByRole('textbox', { name: 'Title' }), '!');
    await user.click(button('Save'));
    dialog = await screen.findByTestId('order-oops');
    expect(within(dialog).getByText('Oops!')).toBeInTheDocument();
    expect(within(dialog).getByText('A resource must contain some images or videos.')).toBeInTheDocument();
  });

  it('more than one image selects the carousel, the video tab the video; a video without a picture is processing', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    stubFetch(common());
    const user = userEvent.setup();
    renderRoutes(routes, RESOURCE_PATHS.createResource, as('corporate'));
    await screen.findByRole('textbox', { name: /^Name/ });
    expect(screen.getByTestId('preview-type')).toHaveTextContent('Single image');
    await user.upload(screen.getByTestId('resource-image-files'), [png(1), png(2)]);
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    FakeXhr.sent[0]!.answer(201, asset(1));
    FakeXhr.sent[1]!.answer(201, asset(2));
    await screen.findByTestId('resource-image-1');
    expect(screen.getByTestId('preview-type')).toHaveTextContent('Carousel');
    await user.click(screen.getByRole('tab', { name: /Videos/ }));
    expect(screen.getByTestId('preview-type')).toHaveTextContent('Video');
    await user.upload(screen.getByTestId('resource-video-files'), mp4(3));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(3));
    FakeXhr.sent[2]!.answer(201, asset(3, 'video', null));
    expect(await screen.findAllByText('Please wait for the video to finish processing')).not.toHaveLength(0);
    // An image chosen as its thumbnail gives it a picture.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Thumbnail of video 1' }), asset(2).id);
    await waitFor(() => expect(screen.queryByText('Please wait for the video to finish processing')).toBeNull());
  });

  it("a failed upload stays listed; a save then says 'Some Image is not uploaded...'", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    stubFetch(common());
    const user = userEvent.setup();
    renderRoutes(routes, RESOURCE_PATHS.createResource, as('corporate'));
    await fillNew(user);
    await user.upload(screen.getByTestId('resource-image-files'), png(2));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    FakeXhr.sent[1]!.answer(415, { title: 'Unsupported Media Type', status: 415, detail: 'The file is not an image or video we take.' });
    expect(await screen.findByText('The file is not an image or video we take.')).toBeInTheDocument();
    await user.click(button('Save'));
    expect(await within(await screen.findByTestId('app-dialog')).findByText('Some Image is not uploaded...')).toBeInTheDocument();
  });
});

describe('who may create and edit', () => {
  it('is refused to a role not in enableCreateResourceRoles, and to a non-corporate user without offices', async () => {
    stubFetch(common());
    const agent = renderRoutes(routes, RESOURCE_PATHS.createResource, as('agent'));
    expect(await screen.findByTestId('resource-not-allowed')).toBeInTheDocument();
    agent.unmount();
    stubFetch(common([]));
    renderRoutes(routes, RESOURCE_PATHS.createResource, as('branchmanager'));
    expect(await screen.findByTestId('resource-no-offices')).toBeInTheDocument();
  });

  it("a branch manager's new resource starts with their offices; the edit page loads the resource", async () => {
    const api = resourceApi();
    stubFetch({ ...common(), ...api.handlers });
    const manager = renderRoutes(routes, RESOURCE_PATHS.createResource, as('branchmanager'));
    await screen.findByRole('textbox', { name: /^Name/ });
    expect(screen.getByRole('checkbox', { name: 'Ponsonby' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Takapuna' })).toBeChecked();
    manager.unmount();
    // An agent edits a resource they reach (the API scopes it); one they do not is not found.
    const missing = renderRoutes(routes, resourceEditPath(NEW), as('agent'));
    expect(await screen.findByTestId('not-found-state')).toHaveTextContent('This resource was not found');
    missing.unmount();
    api.saved.set(NEW, {
      id: NEW, customerId: CUSTOMER_ID, reference: 'RES9', name: 'Brand day', title: 'Brand', message: null, description: null, type: 'IMAGES', numImages: 0, numVideos: 1,
      officeIds: [OFFICES[1]!.id], images: [], sourceImages: [], videos: [{ video: { id: asset(5).id, cdnUrl: asset(5, 'video').cdnUrl, s3Url: asset(5).s3Url, thumbnail: null }, thumbnail: null }],
      publicUrls: [], isPublished: false, isCopiedResource: true, createdBy: { email: 'jo@example.com', displayName: 'Jo' }, createdAt: '2026-11-28T08:00:00.000Z', updatedAt: '2026-11-28T08:00:00.000Z',
    });
    renderRoutes(routes, resourceEditPath(NEW), as('agent'));
    expect(await screen.findByRole('heading', { name: 'Edit Resource: Brand day' })).toBeInTheDocument();
    expect(screen.getByTestId('resource-reference')).toHaveTextContent('RES9');
    expect(screen.getByRole('checkbox', { name: 'Takapuna' })).toBeChecked();
    // A resource of videos only opens on its video tab: the video campaign, its video still processing.
    expect(screen.getByTestId('preview-type')).toHaveTextContent('Video');
    expect(screen.getAllByText('Please wait for the video to finish processing').length).toBeGreaterThan(0);
    // An agent (not in enableCreateResourceRoles) saves but does not create: no Save and new nor Save and copy.
    expect(button('Save')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save and new' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save and copy' })).toBeNull();
    expect(button('Save and order')).toBeDisabled();
  });
});
