// The resource form's rules (003 §3–§5): a new resource's values by role, a saved one's, the copy rules, the
// body sent, what keeps Save disabled, the campaign type the tabs select and where each save action goes.
import { describe, expect, it } from 'vitest';
import type { Resource, ResourceAsset } from '../../lib/api/generated/listing.ts';
import { campaignTemplateOf } from './campaignTemplate.ts';
import { afterSave, NAVIGATION_DELAY_MS } from './saveActions.ts';
import { copyValues, newResourceValues, resourceBody, saveBlockers, savedResourceValues, videoProcessing, type ResourceValues } from './resourceValues.ts';

const asset = (n: number, thumbnail: string | null = `https://cdn.example.com/${n}-thumb.jpg`): ResourceAsset => ({
  id: `0d7c1f3d-8eab-4c23-a06f-7b8c9d0e1f0${n}`, cdnUrl: `https://cdn.example.com/${n}.jpg`, s3Url: `https://s3.example.com/${n}.jpg`, thumbnail,
});
const OFFICES = ['6c3e7b9f-4a6d-4e9f-8c2b-3d4e5f6a7b8c', '7d4f8c0a-5b7e-4f0a-9d3c-4e5f6a7b8c9d'];

const resource = (overrides: Partial<Resource> = {}): Resource => ({
  id: '3e9b2c4d-7f1a-4b6c-9d2e-8f0a1b2c3d4e', customerId: '5b2d6a8e-3f5c-4d8e-9b1a-2c3d4e5f6a7b', reference: 'RESMHX3K2Q9',
  name: 'Spring open day', title: 'Open day', message: 'Come along', description: null, type: 'IMAGES', numImages: 2, numVideos: 0,
  officeIds: [OFFICES[0]!], images: [asset(2), asset(3)], sourceImages: [asset(1), asset(3)], videos: [],
  publicUrls: [{ type: 'LANDING_URL', url: 'https://harbour.example.com/open-day' }, { type: 'YOUTUBE', url: 'https://youtube.com/watch?v=1' }],
  isPublished: true, isCopiedResource: false, createdBy: { email: 'jo@example.com', displayName: 'Jo' },
  createdAt: '2026-11-28T08:00:00.000Z', updatedAt: '2026-11-28T08:00:00.000Z', ...overrides,
});

describe('the resource form values', () => {
  it("a new resource is published, with the user's offices unless corporate (003 §4, §6)", () => {
    expect(newResourceValues(OFFICES, false)).toMatchObject({ officeIds: OFFICES, isPublished: true, images: [], videos: [] });
    expect(newResourceValues(OFFICES, true).officeIds).toEqual([]);
  });

  it('a saved resource: its images paired with their originals, its landing URL apart from its other links', () => {
    const v = savedResourceValues(resource());
    expect(v.images.map((e) => [e.image.id, e.source?.id])).toEqual([[asset(2).id, asset(1).id], [asset(3).id, asset(3).id]]);
    expect(v.landingUrl).toBe('https://harbour.example.com/open-day');
    expect(v.otherUrls).toEqual([{ type: 'YOUTUBE', url: 'https://youtube.com/watch?v=1' }]);
    expect(v.description).toBe('');
  });

  it("the body: cropped images as imageIds, originals as sourceImageIds, LANDING_URL first, no reference ever", () => {
    const body = resourceBody(savedResourceValues(resource()));
    expect(body).toMatchObject({
      name: 'Spring open day', title: 'Open day', description: null, type: 'IMAGES', imageIds: [asset(2).id, asset(3).id], sourceImageIds: [asset(1).id, asset(3).id],
      publicUrls: [{ type: 'LANDING_URL', url: 'https://harbour.example.com/open-day' }, { type: 'YOUTUBE', url: 'https://youtube.com/watch?v=1' }],
    });
    expect(body).not.toHaveProperty('reference');
    expect(body).not.toHaveProperty('isCopiedResource');
    expect(body).not.toHaveProperty('customerId');
  });

  it("Save and copy: the title prefixed 'COPY - ', sent as a new resource marked copied, with no id or reference", () => {
    const copy = copyValues(savedResourceValues(resource()));
    expect(copy.title).toBe('COPY - Open day');
    expect(copy.images).toHaveLength(2);
    const body = resourceBody(copy, { customerId: 'c-1', copied: true });
    expect(body).toMatchObject({ customerId: 'c-1', title: 'COPY - Open day', isCopiedResource: true });
    expect(body).not.toHaveProperty('id');
    expect(body).not.toHaveProperty('reference');
  });

  it('keeps Save disabled unless valid, changed, offices chosen, no crop uploading and some media (003 §5)', () => {
    const base = newResourceValues([], true);
    const ready: ResourceValues = { ...base, name: 'Open day', officeIds: [OFFICES[0]!], images: [{ image: asset(1), source: asset(1) }] };
    const state = { values: ready, baseline: base, corporate: true, cropUploading: false };
    expect(saveBlockers(state)).toEqual([]);
    expect(saveBlockers({ ...state, values: { ...ready, name: ' ' } })).toEqual(['The form has fields to correct.']);
    expect(saveBlockers({ ...state, values: { ...ready, landingUrl: 'not a link' } })).toEqual(['The form has fields to correct.']);
    expect(saveBlockers({ ...state, baseline: ready })).toEqual(['Nothing has changed yet.']);
    expect(saveBlockers({ ...state, values: { ...ready, officeIds: [] } })).toEqual(['Please choose at least one office.']);
    // A non-corporate user with none chosen saves to all of theirs.
    expect(saveBlockers({ ...state, corporate: false, values: { ...ready, officeIds: [] } })).toEqual([]);
    expect(saveBlockers({ ...state, cropUploading: true })).toEqual(['A cropped image is still uploading.']);
    expect(saveBlockers({ ...state, values: { ...ready, images: [] } })).toEqual(['A resource must contain some images or videos.']);
    expect(saveBlockers({ ...state, values: { ...ready, images: [], videos: [{ video: asset(4), thumbnail: null }] } })).toEqual([]);
  });

  it("a video without any picture is 'processing'", () => {
    expect(videoProcessing({ video: asset(4, null), thumbnail: null })).toBe(true);
    expect(videoProcessing({ video: asset(4, null), thumbnail: asset(1) })).toBe(false);
    expect(videoProcessing({ video: asset(4), thumbnail: null })).toBe(false);
  });
});

describe('the campaign type and the save actions (003 §3, §4)', () => {
  it('more than one image selects the carousel type, the video tab the video type', () => {
    expect(campaignTemplateOf('images', 1, 0)).toEqual({ type: 'FACEBOOK_IMAGE_CAMPAIGN', useImagesForVideo: false });
    expect(campaignTemplateOf('images', 2, 1)).toEqual({ type: 'SINGLE_LISTING_IMAGE_CAROUSEL', useImagesForVideo: false });
    expect(campaignTemplateOf('videos', 2, 1)).toEqual({ type: 'FACEBOOK_VIDEO_CAMPAIGN', useImagesForVideo: false });
    expect(campaignTemplateOf('videos', 2, 0)).toEqual({ type: 'FACEBOOK_VIDEO_CAMPAIGN', useImagesForVideo: true });
  });

  it('Save stays (a new one opens its edit page), close goes to the tab, new and order after 1 s, copy to create', () => {
    const id = 'r-1';
    expect(afterSave('save', id, false)).toMatchObject({ to: null });
    expect(afterSave('save', id, true)).toMatchObject({ to: '/customer-dashboard/resource/r-1/edit', delayMs: 0, replace: true });
    expect(afterSave('close', id, false)).toMatchObject({ to: '/customer-dashboard?tab=resources', delayMs: 0 });
    expect(afterSave('new', id, false)).toMatchObject({ to: '/customer-dashboard/resources/create', delayMs: NAVIGATION_DELAY_MS });
    expect(afterSave('copy', id, false)).toMatchObject({ to: '/customer-dashboard/resources/create', delayMs: 0, copy: true });
    expect(afterSave('order', id, false)).toMatchObject({ to: '/customer-dashboard/order?resourceIds=r-1', delayMs: 1000 });
  });
});
