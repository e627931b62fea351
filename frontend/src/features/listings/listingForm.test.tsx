// The listing form's rules (002 §3, 000 §5): the price view Fixed Price hides inspection times, auction and
// auction location, and they are not sent; at most 3 agents; at most 10 images ('Too Many Images' / 'Only
// 10 Images allow for the listing'), by address or by upload; status labels come from the server (DONE is
// Saved); a new listing is created for the chosen customer and opens at /listing/{id}; a refusal shows at
// its field; the address, land details and dates are fields of their own (dates sent as RFC 3339); and one
// save model: a chosen file is a pending change, uploaded only by Save ('Some Image is not upload...' when
// one fails).
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListingCreatePage, ListingEditPage } from './ListingPages.tsx';
import { ListingForm } from './ListingForm.tsx';
import { Outlet } from 'react-router';
import { authState, makeUser, renderRoutes } from '../../test/render.tsx';
import { UnsavedChangesGuard } from '../../lib/forms/unsavedChanges.tsx';
import { json, stubFetch } from '../../test/fetchStub.ts';
import { LISTING_PATHS } from './paths.ts';
import { FakeXhr, installUploadFakes } from '../../test/fakeXhr.ts';
import type { Media } from '../../lib/api/generated/listing.ts';
import { toLocalInput } from './listingValues.ts';
import { AGENT_IDS, customerOptions, HARBOUR, HARBOUR_REALTY, LISTING, listing, listingStatuses, OFFICE } from '../../test/listingFixtures.ts';

const image = (n: number): Media => ({ url: `http://localhost:3000/files/listing-${n}.jpg` });

const common = {
  'GET /api/customers/options': customerOptions(HARBOUR_REALTY),
  'GET /api/offices': () => json({ items: [{ id: OFFICE, name: 'Ponsonby' }], count: 1 }),
  'GET /api/agents': () => json({ items: AGENT_IDS.map((id, i) => ({ id, fullName: `Agent ${i + 1}`, email: `agent${i + 1}@harbour.example.com` })), count: 4 }),
  'GET /api/listings/enumerations/listingStatus': listingStatuses,
  'GET /api/listings/enumerations/listingOption': () => json({ items: [{ value: 'CLASSIFIED', label: 'Classified' }] }),
  'GET /api/assets': () => json({ items: [], count: 0 }),
  // The edit page's Videos card lists the listing's rendered videos (ListingVideos).
  'GET /api/creative-jobs': () => json({ items: [], count: 0 }),
};
const routes = [
  { path: `${LISTING_PATHS.listing}/:listingId`, element: <ListingEditPage /> },
  { path: LISTING_PATHS.listingCreate, element: <ListingCreatePage /> },
  { path: '*', element: <div data-testid="elsewhere" /> },
];
const admin = () => authState(makeUser(['admin']));

installUploadFakes();

async function closeDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByTestId('app-dialog')).toBeNull());
}

describe('listing form', () => {
  it('hides inspection times, auction and auction location for Fixed Price, and does not send them', async () => {
    const { calls } = stubFetch({
      ...common,
      [`GET /api/listings/${LISTING}`]: () => json(listing()),
      [`PUT /api/listings/${LISTING}`]: async (request) => json({ ...listing(), ...(await request.json() as object), updatedAt: '2026-11-22T09:00:00.000Z' }),
    });
    const user = userEvent.setup();
    renderRoutes(routes, `${LISTING_PATHS.listing}/${LISTING}`, admin());

    // The auction is a date field; one saved as a text that is no date is shown and kept as it was.
    expect(await screen.findByTestId('auctionText')).toHaveTextContent('Sat 12 Dec 11am');
    expect(screen.getByLabelText('Auction')).toHaveAttribute('type', 'datetime-local');
    expect(screen.getByRole('textbox', { name: 'Inspection times' })).toHaveValue('Sun 1pm');
    expect(await screen.findByRole('option', { name: 'Saved' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('DONE');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Price view' }), 'Fixed Price');
    expect(screen.queryByLabelText('Auction')).toBeNull();
    expect(screen.queryByTestId('auctionText')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Auction location' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Inspection times' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully Saved!')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT')?.body as { metaData: { key: string }[]; startPrice: number };
    // The bedrooms are a count: sent as the number.
    expect(put.metaData).toEqual([
      { key: 'priceView', value: 'Fixed Price', isPublic: true },
      { key: 'bedrooms', value: 3, isPublic: true },
      { key: 'geoLocation', value: { latitude: -36.85, longitude: 174.74 }, isPublic: true },
    ]);
    expect(put.startPrice).toBe(125000000);
  });

  it('keeps the auction fields for another price view, with their public flags', async () => {
    const { calls } = stubFetch({
      ...common,
      [`GET /api/listings/${LISTING}`]: () => json(listing()),
      [`PUT /api/listings/${LISTING}`]: async (request) => json({ ...listing(), ...(await request.json() as object) }),
    });
    const user = userEvent.setup();
    renderRoutes(routes, `${LISTING_PATHS.listing}/${LISTING}`, admin());
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Price view' }), 'Tender');
    expect(screen.getByRole('textbox', { name: 'Auction location' })).toHaveValue('On site');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Successfully Saved!');
    const put = calls.find((c) => c.method === 'PUT')?.body as { metaData: unknown[] };
    expect(put.metaData).toContainEqual({ key: 'auctionLocation', value: 'On site', isPublic: false });
    expect(put.metaData).toContainEqual({ key: 'inspectionTimes', value: ['Sun 1pm'], isPublic: true });
  });

  it('takes up to 3 agents: the fourth cannot be added, and the chosen ones are sent with their names', async () => {
    const { calls } = stubFetch({
      ...common,
      'POST /api/listings': async (request) => json({ ...listing(), ...(await request.json() as object), id: LISTING }, 201),
      [`GET /api/listings/${LISTING}`]: () => json(listing()),
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, `${LISTING_PATHS.listingCreate}?customerId=${HARBOUR}`, admin());
    await screen.findByRole('option', { name: 'Harbour Realty' });
    await user.type(screen.getByRole('textbox', { name: 'Title' }), '3 Summit Street');
    for (let i = 0; i < 3; i++) {
      await user.click(screen.getByRole('button', { name: 'Add agent' }));
      const select = screen.getByRole('combobox', { name: `Agent ${i + 1}` });
      await within(select).findByRole('option', { name: `Agent ${i + 1}` });
      await user.selectOptions(select, AGENT_IDS[i]!);
    }
    expect(screen.queryByRole('button', { name: 'Add agent' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Start price' }), '1250000.50');
    await user.click(screen.getByRole('button', { name: 'Create listing' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${LISTING_PATHS.listing}/${LISTING}`));
    const post = calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(post).toMatchObject({
      customerId: HARBOUR, title: '3 Summit Street', startPrice: 125000050, listingStatus: 'DONE', listingOption: 'CLASSIFIED', type: 'NONE',
      agents: AGENT_IDS.slice(0, 3).map((id, i) => ({ id, name: `Agent ${i + 1}`, email: `agent${i + 1}@harbour.example.com` })),
      images: [], videos: [], metaData: [],
    });
  });

  it("shows the server's refusal at its field and stays on the page", async () => {
    const message = 'Maximum number of agents is 3.';
    stubFetch({
      ...common,
      'POST /api/listings': () => json({ title: 'Bad Request', status: 400, detail: message, errors: [{ path: '/body/title', message: 'Too long.' }] }, 400),
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, `${LISTING_PATHS.listingCreate}?customerId=${HARBOUR}`, admin());
    await screen.findByRole('option', { name: 'Harbour Realty' });
    await user.click(screen.getByRole('button', { name: 'Create listing' }));
    expect(await screen.findByText('Please enter a title.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'A title');
    await user.click(screen.getByRole('button', { name: 'Create listing' }));
    expect(await screen.findByText('Too long.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe(LISTING_PATHS.listingCreate);
  });

  it("refuses an 11th image by address with 'Too Many Images', adding nothing", async () => {
    const { calls } = stubFetch({
      ...common,
      [`GET /api/listings/${LISTING}`]: () => json(listing({ images: Array.from({ length: 10 }, (_, i) => image(i)), numImages: 10 })),
      [`PUT /api/listings/${LISTING}`]: async (request) => json({ ...listing(), ...(await request.json() as object) }),
    });
    const user = userEvent.setup();
    renderRoutes(routes, `${LISTING_PATHS.listing}/${LISTING}`, admin());
    expect(await screen.findByText('Images (10 of 10)')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Image 1' })).toHaveAttribute('src', image(0).url);
    await user.type(screen.getByRole('textbox', { name: 'image web address' }), 'http://localhost:3000/files/eleven.jpg');
    await user.click(screen.getByRole('button', { name: 'Add image' }));
    const dialog = await screen.findByTestId('app-dialog');
    expect(within(dialog).getByText('Too Many Images')).toBeInTheDocument();
    expect(within(dialog).getByText('Only 10 Images allow for the listing')).toBeInTheDocument();
    await closeDialog(user);
    expect(screen.getByText('Images (10 of 10)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove image 10' }));
    await user.click(screen.getByRole('button', { name: 'Add image' }));
    expect(screen.getByText('Images (10 of 10)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Successfully Saved!');
    const put = calls.find((c) => c.method === 'PUT')?.body as { images: Media[] };
    expect(put.images).toHaveLength(10);
    expect(put.images[9]).toEqual({ url: 'http://localhost:3000/files/eleven.jpg' });
  });

  it('takes chosen files as pending changes, refusing a choice that passes 10 images; Save uploads them with progress per file', async () => {
    const { calls } = stubFetch({
      ...common,
      [`PUT /api/listings/${LISTING}`]: async (request) => json({ ...listing(), ...(await request.json() as object) }),
    });
    const upload = vi.fn(async (file: File, onProgress: (percent: number) => void) => {
      onProgress(50);
      if (file.name === 'broken.png') throw new Error('network');
      return { url: `http://localhost:3000/files/${file.name}`, thumbnail: `http://localhost:3000/files/thumb-${file.name}` };
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <ListingForm listing={listing({ images: Array.from({ length: 8 }, (_, i) => image(i)), numImages: 8 })} onSaved={() => undefined} upload={upload} /> }], '/', admin());
    const input = await screen.findByTestId('upload-images');
    const file = (name: string) => new File(['x'], name, { type: 'image/png' });
    await user.upload(input, [file('a.png'), file('b.png'), file('c.png')]);
    expect(await screen.findByText('Too Many Images')).toBeInTheDocument();
    await closeDialog(user);
    expect(screen.getByText('Images (8 of 10)')).toBeInTheDocument();

    // Chosen, not uploaded: each waits for Save, drawn from the file itself.
    await user.upload(input, [file('broken.png'), file('c.png')]);
    expect(screen.getByText('Images (10 of 10)')).toBeInTheDocument();
    expect(screen.getAllByTestId('not-saved-yet')).toHaveLength(2);
    expect(screen.getAllByTestId('upload-item').map((r) => r.getAttribute('data-state'))).toEqual(['waiting', 'waiting']);
    expect(upload).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Some Image is not upload...')).toBeInTheDocument();
    expect(upload).toHaveBeenCalledTimes(2);
    expect(screen.getAllByTestId('upload-item').map((r) => r.textContent)).toEqual(['broken.pngfailednetwork', 'c.pnguploaded']);
    // The uploaded file is stored media now; the failed one is still chosen, so Save again sends only it.
    expect(screen.getByRole('img', { name: 'Image 10' })).toHaveAttribute('src', 'http://localhost:3000/files/thumb-c.png');
    expect(screen.getAllByTestId('not-saved-yet')).toHaveLength(1);
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect((puts[0]!.body as { images: Media[] }).images).toHaveLength(8);
  });

  it('on the listing page uploads a chosen file only with Save (uploadListingAsset, with progress), then saves the media in order with what was typed', async () => {
    const ASSET = '0d7c1f3d-8eab-4c23-a06f-7b8c9d0e1f2a';
    const stored: Media = { url: `http://localhost:3000/files/listing/${HARBOUR}/${ASSET}/original.png`, thumbnail: `http://localhost:3000/files/listing/${HARBOUR}/${ASSET}/thumbnail.jpg`, assetId: ASSET };
    const first = image(1);
    let current = listing({ images: [first], numImages: 1 });
    const { calls } = stubFetch({
      ...common,
      [`GET /api/listings/${LISTING}`]: () => json(current),
      [`PUT /api/listings/${LISTING}`]: async (request) => {
        current = { ...current, ...(await request.json() as object), updatedAt: '2026-11-22T09:00:00.000Z' };
        return json(current);
      },
    });
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const user = userEvent.setup();
    renderRoutes(routes, `${LISTING_PATHS.listing}/${LISTING}`, admin());
    const title = await screen.findByLabelText(/^Title/);
    await user.clear(title);
    await user.type(title, 'Typed, then saved');
    expect(screen.queryByTestId('images-upload-later')).toBeNull();

    await user.upload(screen.getByTestId('upload-images'), new File([new Uint8Array(4096)], 'garden.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Image 2' })).toHaveAttribute('src', 'blob:http://localhost:3000/chosen');
    // Moved before the stored image: the order of the form is the order saved.
    await user.click(screen.getByRole('button', { name: 'Remove image 1' }));
    await user.type(screen.getByRole('textbox', { name: 'image web address' }), first.url);
    await user.click(screen.getByRole('button', { name: 'Add image' }));
    expect(FakeXhr.sent).toHaveLength(0);
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const [xhr] = FakeXhr.sent as [FakeXhr];
    expect([xhr.method, xhr.url, xhr.withCredentials]).toEqual(['POST', `/api/listings/${LISTING}/assets`, true]);
    expect((xhr.body?.get('file') as File).name).toBe('garden.png');
    // The fields went first, with the stored media only.
    const puts = () => calls.filter((c) => c.method === 'PUT').map((c) => c.body as { images: Media[]; title?: string });
    expect(puts()).toHaveLength(1);
    expect(puts()[0]).toMatchObject({ title: 'Typed, then saved', images: [first] });
    xhr.progress(2048, 4096);
    await waitFor(() => expect(screen.getByTestId('upload-item')).toHaveTextContent('50 %'));
    // The server appended the asset to the listing and answers it.
    current = { ...current, images: [first, stored], numImages: 2 };
    xhr.answer(201, {
      id: ASSET, customerId: HARBOUR, listingId: LISTING, kind: 'image', format: 'png', mediaType: 'image/png', size: 4096, originalFileName: 'garden.png',
      name: 'garden.png', cdnUrl: stored.url, s3Url: 'http://127.0.0.1:7070/assets/x', thumbnail: stored.thumbnail, createdAt: '2026-11-22T09:00:00.000Z',
    });
    await screen.findByText('Successfully Saved!');
    expect(puts()).toHaveLength(2);
    expect(puts()[1]).toEqual({ images: [{ url: stored.url, assetId: ASSET, thumbnail: stored.thumbnail }, first], videos: [] });
    await closeDialog(user);
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Typed, then saved');
    expect(screen.getByRole('img', { name: 'Image 1' })).toHaveAttribute('src', stored.thumbnail);
    expect(screen.queryByTestId('not-saved-yet')).toBeNull();
  });

  it('shows and saves the address, land details and the auction as a date in the user\'s locale', async () => {
    const { calls } = stubFetch({
      ...common,
      [`GET /api/listings/${LISTING}`]: () => json(listing({ metaData: [
        { key: 'priceView', value: 'Auction', isPublic: true }, { key: 'auction', value: '2026-12-12T00:00:00.000Z', isPublic: true },
        { key: 'address', value: { streetNumber: '12', street: 'Harbour View Road', suburb: 'Ponsonby', state: 'Auckland', postcode: '1011', country: 'NZ' }, isPublic: true },
        { key: 'landDetails', value: { area: 650, areaUnit: 'squareMeter' }, isPublic: true },
      ] })),
      [`PUT /api/listings/${LISTING}`]: async (request) => json({ ...listing(), ...(await request.json() as object) }),
    });
    const user = userEvent.setup();
    renderRoutes(routes, `${LISTING_PATHS.listing}/${LISTING}`, admin());
    expect(await screen.findByRole('textbox', { name: 'Suburb' })).toHaveValue('Ponsonby');
    expect(screen.getByRole('textbox', { name: 'Street number' })).toHaveValue('12');
    expect(screen.getByRole('textbox', { name: 'Land area' })).toHaveValue('650');
    const auction = screen.getByLabelText('Auction');
    expect(auction).toHaveValue(toLocalInput('2026-12-12T00:00:00.000Z'));
    expect(screen.getByTestId('auction-shown')).toHaveTextContent(new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short' }).format(new Date('2026-12-12T00:00:00.000Z')));

    await user.clear(screen.getByRole('textbox', { name: 'Street' }));
    await user.type(screen.getByRole('textbox', { name: 'Street' }), 'Harbour View Rd');
    fireEvent.change(auction, { target: { value: '2026-12-19T11:30' } });
    await user.type(screen.getByRole('textbox', { name: 'Bedrooms' }), '4');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Successfully Saved!');
    const put = calls.find((c) => c.method === 'PUT')?.body as { metaData: { key: string; value: unknown }[] };
    const sent = Object.fromEntries(put.metaData.map((m) => [m.key, m.value]));
    expect(sent.auction).toBe(new Date(2026, 11, 19, 11, 30).toISOString());
    expect(sent.address).toEqual({ streetNumber: '12', street: 'Harbour View Rd', suburb: 'Ponsonby', state: 'Auckland', postcode: '1011', country: 'NZ' });
    expect(sent.landDetails).toEqual({ area: 650, areaUnit: 'squareMeter' });
    expect(sent.bedrooms).toBe(4);
  });

  it("captions an uploaded image by its asset's file name (not the stored 'original.png'), an image by address by its url's last segment", async () => {
    const [A1, A2] = ['0d7c1f3d-8eab-4c23-a06f-7b8c9d0e1f2a', '0d7c1f3d-8eab-4c23-a06f-7b8c9d0e1f2b'];
    const stored = (id: string): Media => ({ url: `http://localhost:3000/files/listing/${HARBOUR}/${id}/original.png`, assetId: id });
    const asset = (id: string, originalFileName: string | null, name: string | null) => ({
      id, customerId: HARBOUR, listingId: LISTING, kind: 'image', format: 'png', mediaType: 'image/png', size: 4096, originalFileName, name,
      cdnUrl: stored(id).url, s3Url: 'http://127.0.0.1:7070/assets/x', thumbnail: null, createdAt: '2026-11-22T09:00:00.000Z',
    });
    const { calls } = stubFetch({
      ...common,
      [`GET /api/listings/${LISTING}`]: () => json(listing({ images: [stored(A1), stored(A2), image(3)], numImages: 3 })),
      'GET /api/assets': () => json({ items: [asset(A1, 'front door.png', 'Front'), asset(A2, null, 'Garden')], count: 2 }),
    });
    renderRoutes(routes, `${LISTING_PATHS.listing}/${LISTING}`, admin());
    expect(await within(await screen.findByTestId('images-0')).findByRole('link', { name: 'front door.png' })).toBeInTheDocument();
    expect(within(screen.getByTestId('images-1')).getByRole('link', { name: 'Garden' })).toBeInTheDocument();
    expect(within(screen.getByTestId('images-2')).getByRole('link', { name: 'listing-3.jpg' })).toBeInTheDocument();
    expect(screen.queryByText('original.png')).toBeNull();
    const listed = calls.filter((c) => c.url.pathname === '/api/assets');
    expect(listed).toHaveLength(1);
    expect(listed[0]!.url.searchParams.get('listingId')).toBe(LISTING);
  });

  it('counts an image address typed but not added as a change: leaving asks', async () => {
    stubFetch({ ...common, [`GET /api/listings/${LISTING}`]: () => json(listing()) });
    const stopped = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const user = userEvent.setup();
    renderRoutes([{ element: <UnsavedChangesGuard><Outlet /></UnsavedChangesGuard>, children: routes }], `${LISTING_PATHS.listing}/${LISTING}`, admin());
    const address = await screen.findByRole('textbox', { name: 'image web address' });
    expect(stopped()).toBe(false);
    await user.type(address, 'https://example.com/house.jpg');
    expect(stopped()).toBe(true);
    await user.clear(address);
    expect(stopped()).toBe(false);
  });

  it('says on the create page that files are uploaded once the listing is saved', async () => {
    stubFetch(common);
    renderRoutes(routes, LISTING_PATHS.listingCreate, admin());
    expect(await screen.findByTestId('images-upload-later')).toHaveTextContent('Files can be uploaded once the listing is saved');
    expect(screen.queryByTestId('upload-images')).toBeNull();
  });
});
