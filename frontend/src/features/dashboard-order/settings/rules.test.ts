import { describe, expect, it } from 'vitest';
import type { CampaignDataItem } from '../../../lib/api/generated/order.ts';
import { initialCampaignData, removeImage } from './campaignData.ts';
import { campaignDataErrors, itemErrors } from './rules.ts';
import { agent, listing, product, template } from './fixtures.test-data.ts';

const ctx = { imageAdLimit: 6, itemCount: 1 };
const marker = (km: number, i = 0) => ({ id: `location-${i + 1}`, coords: { lat: -36.8, lng: 174.7 }, radius: km * 1000 });
const withMarkers = (item: CampaignDataItem, markers: ReturnType<typeof marker>[]): CampaignDataItem =>
  ({ ...item, adSettings: { ...item.adSettings, location: { ...item.adSettings?.location, markers } } });

describe('campaignDataErrors', () => {
  it('is empty when every tab holds', () => {
    const p = product([template('FACEBOOK_IMAGE_CAMPAIGN'), template('SINGLE_LISTING_IMAGE_CAROUSEL'), template('FACEBOOK_VIDEO_CAMPAIGN'), template('IMAGE_DISPLAY', 'CustomerGdnCampaignTemplate')]);
    expect(campaignDataErrors(p, initialCampaignData(p, [listing()], [agent], ctx), ctx)).toEqual([]);
  });

  it("gives each campaign type's image minimum (002 §5)", () => {
    const p = product([template('FACEBOOK_IMAGE_CAMPAIGN'), template('SINGLE_LISTING_IMAGE_CAROUSEL'), template('FACEBOOK_VIDEO_CAMPAIGN')]);
    expect(campaignDataErrors(p, initialCampaignData(p, [listing({ images: [] })], [], ctx), ctx)).toEqual([
      'At least 1 image is required for Image Campaign',
      'At least 3 images are required for Single Listing Image Carousel',
      'At least 3 images are required for Video Campaign',
    ]);
  });

  it('counts only the images not removed, and the maximum is the customer imageAdLimit', () => {
    const p = product([template('FACEBOOK_IMAGE_CAMPAIGN')]);
    const [item] = initialCampaignData(p, [listing()], [], { imageAdLimit: 10 });
    expect(campaignDataErrors(p, [item!], { imageAdLimit: 3, itemCount: 1 })).toEqual(['Maximum of 3 images allowed! Please delete other image(s) and try again.']);
    const fewer = { ...item!, resources: { ...item!.resources, images: removeImage(item!.resources!.images!, 0) } };
    expect(campaignDataErrors(p, [fewer], { imageAdLimit: 3, itemCount: 1 })).toEqual([]);
    const none = { ...item!, resources: { images: item!.resources!.images!.map((i) => ({ ...i, deleted: true })) } };
    expect(campaignDataErrors(p, [none], ctx)).toEqual(['At least 1 image is required for Image Campaign']);
  });

  it('needs 2 items for a carousel or DPA campaign', () => {
    const p = product([template('CAROUSEL'), template('DPA')]);
    const items = initialCampaignData(p, [listing()], []);
    expect(campaignDataErrors(p, items, ctx)).toEqual(['At least 2 items are required for Carousel Campaign']);
    expect(campaignDataErrors(p, items, { ...ctx, itemCount: 2 })).toEqual([]);
  });

  it('judges a template without an item as one with no images', () => {
    const p = product([template('FACEBOOK_IMAGE_CAMPAIGN')]);
    expect(campaignDataErrors(p, [], ctx)).toEqual(['At least 1 image is required for Image Campaign']);
  });

  it('refuses a 16th marker and radii outside 1 to 80 km', () => {
    const p = product([template('X')]);
    const [item] = initialCampaignData(p, [listing()], []);
    expect(campaignDataErrors(p, [withMarkers(item!, Array.from({ length: 15 }, (_, i) => marker(8, i)))], ctx)).toEqual([]);
    expect(campaignDataErrors(p, [withMarkers(item!, Array.from({ length: 16 }, (_, i) => marker(8, i)))], ctx)).toEqual(['No more than 15 Markers allowed in targeting']);
    // Judged in stored metres, as the order service does: 1000 m to 80000 m.
    expect(campaignDataErrors(p, [withMarkers(item!, [marker(0.999), marker(80.001, 1)])], ctx)).toEqual(['Minimum radius is 1km', 'Maximum radius is 80km']);
    expect(campaignDataErrors(p, [withMarkers(item!, [marker(1), marker(80, 1)])], ctx)).toEqual([]);
  });

  it('refuses a minimum age above the maximum, and web addresses that are not simple', () => {
    const p = product([template('X')]);
    const [item] = initialCampaignData(p, [listing()], []);
    const bad: CampaignDataItem = {
      ...item!, adSettings: { ...item!.adSettings, ageMin: 40, ageMax: 30 }, linkData: { link: 'www.example.com' },
      campaignSettings: { youTubeUrl: 'youtube' }, leadForm: { followUpActionUrl: 'https://ok.example.com/thanks' },
    };
    expect(itemErrors(bad, ctx, 'X')).toEqual([
      'Age min cannot exceed age max.',
      'Landing page URL must be a web address such as https://www.example.com',
      'YouTube URL must be a web address such as https://www.example.com',
    ]);
  });

  it('keeps carousel headlines and descriptions within the API limits', () => {
    const p = product([template('SINGLE_LISTING_IMAGE_CAROUSEL')]);
    const [item] = initialCampaignData(p, [listing()], []);
    const long = { ...item!, resources: { ...item!.resources, settings: { headlines: ['ok', 'x'.repeat(256)], descriptions: ['y'.repeat(2001)] } } };
    expect(campaignDataErrors(p, [long], ctx)).toEqual(['Headline of card 2 is longer than 255 characters.', 'Description of card 1 is longer than 2000 characters.']);
  });
});
