// The dashboard listing save (002 §5 "Listing save"): Fixed Price drops inspectionTimes, auction and
// auctionLocation; agent slots without an id are dropped; at most 3 agents; a new listing is CLASSIFIED,
// DONE and ACTIVE; chosen images are uploaded to the created listing and then written in the form's order;
// a file that does not upload answers 'Some Image is not upload...' and leaves the listing created.
import { describe, expect, it, vi } from 'vitest';
import type { CreateListingRequest, Listing, Media } from '../../lib/api/generated/listing.ts';
import type { PendingMedia } from '../listings/listingValues.ts';
import { AGENT_IDS, HARBOUR, listing } from '../../test/listingFixtures.ts';
import {
  checkDashboardListing, createBody, newListingValues, saveDashboardListing, savedListingValues, updateBody, type AgentNames, type ListingSaveApi,
} from './listingSave.ts';

const [A1, A2, A3, A4] = AGENT_IDS as [string, string, string, string];
const names: AgentNames = new Map([[A1, { fullName: 'Jo One', email: 'jo@harbour.example.com' }], [A2, { fullName: 'Kim Two' }]]);
const keys = (body: { metaData?: { key: string }[] }) => (body.metaData ?? []).map((m) => m.key).sort();
const chosen = (name: string, n: number): PendingMedia => ({ url: `blob:${n}`, pendingId: `p-${n}`, file: new File([new Uint8Array([n])], name, { type: 'image/png' }) });
const stored = (n: number): Media => ({ url: `https://cdn.example.com/${n}.png`, assetId: `a-${n}` });

function auctionValues() {
  const v = newListingValues(HARBOUR);
  return {
    ...v, title: 'A house', priceView: 'Auction', price: '$1.2m', inspectionTimes: 'Sat 10am\nSun 1pm', auction: '2026-12-12T11:00',
    auctionLocation: 'On site', counts: { ...v.counts, bedrooms: '3' },
  };
}

describe('the save mapping', () => {
  it('a new listing: classified, saved (DONE), market status ACTIVE, of the dashboard customer', () => {
    const body = createBody({ ...newListingValues(HARBOUR), title: 'A house' }, names);
    expect(body).toMatchObject({ customerId: HARBOUR, title: 'A house', listingOption: 'CLASSIFIED', listingStatus: 'DONE', images: [], agents: [] });
    expect(body.metaData).toEqual([{ key: 'status', value: 'ACTIVE', isPublic: true }]);
  });

  it('sends inspection times, auction and auction location for an auction', () => {
    const body = createBody(auctionValues(), names);
    expect(keys(body)).toEqual(['auction', 'auctionLocation', 'bedrooms', 'inspectionTimes', 'price', 'priceView', 'status']);
    expect(body.metaData?.find((m) => m.key === 'inspectionTimes')?.value).toEqual(['Sat 10am', 'Sun 1pm']);
  });

  it('Fixed Price drops inspectionTimes, auction and auctionLocation, on create and on update', () => {
    const v = { ...auctionValues(), priceView: 'Fixed Price' };
    expect(keys(createBody(v, names))).toEqual(['bedrooms', 'price', 'priceView', 'status']);
    expect(keys(updateBody(v, names))).toEqual(['bedrooms', 'price', 'priceView', 'status']);
    // A saved auction listing turned Fixed Price loses them too (not kept as they came).
    const saved = savedListingValues(listing());
    expect(keys(updateBody({ ...saved, priceView: 'Fixed Price' }, names))).toEqual(['bedrooms', 'geoLocation', 'priceView', 'status']);
  });

  it('drops agent slots without an id and sends an agent chosen twice once, with the names the customer holds', () => {
    const v = { ...newListingValues(HARBOUR, A1), title: 'A house' };
    expect(v.agents).toEqual([{ id: A1 }, { id: '' }, { id: '' }]);
    expect(createBody(v, names).agents).toEqual([{ id: A1, name: 'Jo One', email: 'jo@harbour.example.com' }]);
    const twice = { ...v, agents: [{ id: '' }, { id: A2 }, { id: A2 }] };
    expect(createBody(twice, names).agents).toEqual([{ id: A2, name: 'Kim Two' }]);
    expect(updateBody({ ...v, agents: [{ id: '' }, { id: '' }, { id: '' }] }, names).agents).toEqual([]);
  });

  it('allows at most 3 agents', () => {
    const v = { ...newListingValues(HARBOUR), title: 'A house' };
    expect(checkDashboardListing({ ...v, agents: [{ id: A1 }, { id: A2 }, { id: A3 }] }).agents).toBeUndefined();
    expect(checkDashboardListing({ ...v, agents: [{ id: A1 }, { id: A2 }, { id: A3 }, { id: A4 }] }).agents).toBe('Maximum number of agents is 3.');
    // Empty and repeated slots do not count.
    expect(checkDashboardListing({ ...v, agents: [{ id: A1 }, { id: '' }, { id: A1 }, { id: A2 }, { id: A3 }] }).agents).toBeUndefined();
  });

  it('a saved listing fills the three slots with its agents; the update leaves its option and status alone', () => {
    const v = savedListingValues(listing({ agents: [{ id: A1 }, { id: A2 }] }));
    expect(v.agents).toEqual([{ id: A1 }, { id: A2 }, { id: '' }]);
    expect(v.status).toBe('ACTIVE');
    const body = updateBody(v, names);
    expect(body).not.toHaveProperty('listingStatus');
    expect(body).not.toHaveProperty('listingOption');
    expect(body).not.toHaveProperty('customerId');
  });

  it('does not send files not uploaded yet', () => {
    const v = { ...newListingValues(HARBOUR), title: 'A house', images: [stored(1), chosen('a.png', 2)] };
    expect(createBody(v, names).images).toEqual([stored(1)]);
  });
});

describe('saving', () => {
  const created = listing({ id: 'new-1', reference: 'DASHNEW1234567', images: [] });
  function fakeApi(failing: string[] = []) {
    let n = 10;
    const api = {
      create: vi.fn(async (_body: CreateListingRequest) => ({ data: created })),
      update: vi.fn(async (_id: string, body: Partial<Listing>) => ({ data: { ...created, ...body } as Listing })),
      upload: vi.fn(async (_id: string, file: File, onProgress: (p: number) => void) => {
        onProgress(50);
        if (failing.includes(file.name)) throw new Error('The server does not take this kind of file.');
        return stored(n++);
      }),
    } satisfies ListingSaveApi;
    return api;
  }

  it('creates the listing, uploads each chosen image to it, then writes the images in the form order', async () => {
    const api = fakeApi();
    const onCreated = vi.fn();
    const onUpload = vi.fn();
    const v = { ...newListingValues(HARBOUR), title: 'A house', images: [chosen('a.png', 1), chosen('b.png', 2), chosen('c.png', 3)] };
    const { answer, images } = await saveDashboardListing(v, undefined, names, api, { onCreated, onUpload });
    expect(api.create).toHaveBeenCalledOnce();
    expect(api.create.mock.calls[0]?.[0]).toMatchObject({ images: [] });
    expect(onCreated).toHaveBeenCalledWith(created);
    expect(api.upload.mock.calls.map((c) => [c[0], c[1].name])).toEqual([['new-1', 'a.png'], ['new-1', 'b.png'], ['new-1', 'c.png']]);
    expect(images).toEqual([stored(10), stored(11), stored(12)]);
    expect(api.update).toHaveBeenCalledWith('new-1', { images: [stored(10), stored(11), stored(12)] });
    expect(answer.data?.images).toEqual([stored(10), stored(11), stored(12)]);
    expect(onUpload).toHaveBeenCalledWith('p-2', expect.objectContaining({ processValue: 100, successUpload: true }));
  });

  it("a file that does not upload: 'Some Image is not upload...', the others stored, the listing created", async () => {
    const api = fakeApi(['b.png']);
    const onCreated = vi.fn();
    const onUpload = vi.fn();
    const v = { ...newListingValues(HARBOUR), title: 'A house', images: [chosen('a.png', 1), chosen('b.png', 2)] };
    const { answer, images } = await saveDashboardListing(v, undefined, names, api, { onCreated, onUpload });
    expect(answer.data).toBeUndefined();
    expect(answer.error).toMatchObject({ detail: 'Some Image is not upload...', errors: [{ path: '/body/images', message: 'Some Image is not upload...' }] });
    expect(onCreated).toHaveBeenCalledWith(created);
    expect(images[0]).toEqual(stored(10));
    expect(images[1]).toBe(v.images[1]);
    expect(api.update).not.toHaveBeenCalled();
    expect(onUpload).toHaveBeenCalledWith('p-2', expect.objectContaining({ errorUploadLoad: true, error: 'The server does not take this kind of file.' }));

    // Saving again updates the listing created and uploads only the file left.
    const again = await saveDashboardListing({ ...v, images }, created, names, api);
    expect(api.create).toHaveBeenCalledOnce();
    expect(api.update.mock.calls[0]?.[0]).toBe('new-1');
    expect(api.update.mock.calls[0]?.[1]).toMatchObject({ images: [stored(10)] });
    expect(api.upload).toHaveBeenCalledTimes(3);
    expect(again.answer.error).toBeDefined();
  });

  it('a refused create uploads nothing and answers the refusal', async () => {
    const api = fakeApi();
    const refusal = { title: 'Bad Request', status: 400, detail: 'Choose one of your offices.' };
    api.create.mockResolvedValueOnce({ error: refusal } as never);
    const v = { ...newListingValues(HARBOUR), title: 'A house', images: [chosen('a.png', 1)] };
    const { answer } = await saveDashboardListing(v, undefined, names, api);
    expect(answer.error).toBe(refusal);
    expect(api.upload).not.toHaveBeenCalled();
  });

  it('an edit with nothing chosen is one update', async () => {
    const api = fakeApi();
    const saved = listing({ images: [stored(1)] });
    const v = { ...savedListingValues(saved), title: 'New title' };
    const { answer } = await saveDashboardListing(v, saved, names, api);
    expect(api.update).toHaveBeenCalledOnce();
    expect(api.update.mock.calls[0]?.[1]).toMatchObject({ title: 'New title', images: [stored(1)] });
    expect(answer.data?.title).toBe('New title');
  });
});
