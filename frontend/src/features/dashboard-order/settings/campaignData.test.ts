import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { CAMPAIGN_IMAGE_MESSAGES } from '@adops/openapi/rules/campaign-images';
import {
  addImages, adjustAges, applyTargeting, initialCampaignData, isWebUrl, landingUrlOf, listingGeo, moveImage, removeImage, restoreImage,
  sameMarkers, sameTargeting, targetingOf, WEB_URL_PATTERN, withLandingUrl,
} from './campaignData.ts';
import { agent, listing, product, template } from './fixtures.test-data.ts';

describe('initialCampaignData', () => {
  it('makes one item per template of the product, prefilled from the listings and the agents', () => {
    const image = template('FACEBOOK_IMAGE_CAMPAIGN');
    const display = template('RESPONSIVE_DISPLAY', 'CustomerGdnCampaignTemplate');
    const items = initialCampaignData(product([image, display]), [listing()], [agent], { imageAdLimit: 10 });
    expect(items).toHaveLength(2);
    const [first, second] = items;
    expect(first).toMatchObject({ templateId: image.templateId, templateModel: 'CustomerCampaignTemplate', type: 'FACEBOOK_IMAGE_CAMPAIGN' });
    expect(second).toMatchObject({ templateId: display.templateId, templateModel: 'CustomerGdnCampaignTemplate', type: 'RESPONSIVE_DISPLAY' });
    expect(first!.resources).toMatchObject({
      title: 'Harbour view apartment', name: 'Harbour view apartment', description: 'Three bedrooms by the sea.',
      publicUrls: [{ type: 'LANDING_URL', url: 'https://harbour.example.com/listings/12' }, { type: 'CUSTOMER_URL', url: 'https://harbour.example.com/listings/12' }],
      contacts: [{ id: agent.id, name: 'Mere Tane', email: 'mere@harbour.example.com', phone: '+6421555123' }],
    });
    expect(first!.resources!.images!.map((i) => i.url)).toEqual([1, 2, 3, 4].map((i) => `https://cdn.example.com/img/${i}.jpg`));
    expect(first!.resources!.images!.every((i) => i.id && !i.deleted)).toBe(true);
    expect(first!.linkData).toEqual({ link: 'https://harbour.example.com/listings/12' });
    // The listing's place is the map's centre; no markers until the user adds them.
    expect(first!.adSettings).toEqual({ location: { center: { lat: -41.2865, lng: 174.7762 }, zoom: 11, markers: [] }, gender: 'ALL' });
  });

  it("marks the images over the type's maximum deleted, so an untouched order is within the bounds", () => {
    const items = initialCampaignData(product([template('FACEBOOK_IMAGE_CAMPAIGN'), template('SINGLE_LISTING_IMAGE_CAROUSEL')]),
      [listing({ images: Array.from({ length: 10 }, (_, i) => ({ url: `https://cdn.example.com/a/${i}.jpg` })) }), listing()], [], { imageAdLimit: 2 });
    expect(items[0]!.resources!.images!.map((i) => !!i.deleted)).toEqual([false, false, ...Array<boolean>(12).fill(true)]);
    // A carousel takes at most 10 whatever the customer's limit.
    expect(items[1]!.resources!.images!.filter((i) => !i.deleted)).toHaveLength(10);
  });

  it('leaves out what the order API would refuse, and falls back to Auckland without a usable place', () => {
    const items = initialCampaignData(product([template('FACEBOOK_IMAGE_CAMPAIGN')]), [listing({
      customerUrl: 'not a url', images: [{ url: 'http://localhost/x.jpg' }, { url: 'https://cdn.example.com/ok.jpg' }, { url: 'https://cdn.example.com/ok.jpg' }],
      metaData: [{ key: 'geoLocation', value: { latitude: 0, longitude: 0 }, isPublic: true }], title: 'T', description: null, shortDescription: 'Short',
    })], []);
    const item = items[0]!;
    expect(item.resources!.images).toEqual([{ url: 'https://cdn.example.com/ok.jpg' }]);
    expect(item.resources!.publicUrls).toEqual([]);
    expect(item.resources!.description).toBe('Short');
    expect(item.linkData).toBeUndefined();
    expect(item.adSettings!.location!.center).toEqual({ lat: -36.8485, lng: 174.7633 });
  });

  it('takes the first listing with a place as the centre', () => {
    expect(listingGeo(listing({ metaData: [] }))).toBeNull();
    expect(listingGeo(listing({ metaData: [{ key: 'geoLocation', value: { latitude: '-43.5', longitude: '172.6' }, isPublic: true }] }))).toEqual({ lat: -43.5, lng: 172.6 });
    expect(listingGeo(listing({ metaData: [{ key: 'geoLocation', value: 'Wellington', isPublic: true }] }))).toBeNull();
    const [item] = initialCampaignData(product([template('X')]), [listing({ metaData: [] }), listing()], []);
    expect(item!.adSettings!.location!.center).toEqual({ lat: -41.2865, lng: 174.7762 });
  });
});

describe('images', () => {
  const img = (i: number, deleted = false) => ({ url: `https://cdn.example.com/${i}.jpg`, ...(deleted ? { deleted } : {}) });

  it('removes an image by marking it deleted, and adds it back within the maximum', () => {
    const removed = removeImage([img(1), img(2)], 0);
    expect(removed).toEqual([img(1, true), img(2)]);
    expect(restoreImage(removed, 0, 'FACEBOOK_IMAGE_CAMPAIGN', 2)).toEqual({ ok: true, images: [img(1), img(2)] });
  });

  it("refuses adding back over the maximum with the spec's message", () => {
    expect(restoreImage([img(1), img(2, true)], 1, 'FACEBOOK_IMAGE_CAMPAIGN', 1))
      .toEqual({ ok: false, error: 'Maximum of 1 images allowed! Please delete other image(s) and try again.' });
    const eleven = [...Array.from({ length: 10 }, (_, i) => img(i)), img(10, true)];
    expect(restoreImage(eleven, 10, 'SINGLE_LISTING_IMAGE_CAROUSEL', 50)).toEqual({ ok: false, error: CAMPAIGN_IMAGE_MESSAGES.tooMany(10) });
    expect(addImages([img(1)], [img(2), img(3)], 'FACEBOOK_IMAGE_CAMPAIGN', 2)).toEqual({ ok: false, error: CAMPAIGN_IMAGE_MESSAGES.tooMany(2) });
    expect(addImages([img(1)], [img(2)], 'FACEBOOK_VIDEO_CAMPAIGN', 1)).toEqual({ ok: true, images: [img(1), img(2)] });
  });

  it('moves an image to another place', () => {
    expect(moveImage([img(1), img(2), img(3)], 2, 0)).toEqual([img(3), img(1), img(2)]);
    expect(moveImage([img(1), img(2)], 0, 5)).toEqual([img(1), img(2)]);
  });
});

describe('ages', () => {
  it('moves the other age when the minimum would exceed the maximum (002 §5)', () => {
    expect(adjustAges({ ageMin: 40, ageMax: 30 }, 'ageMin')).toEqual({ ageMin: 40, ageMax: 40 });
    expect(adjustAges({ ageMin: 40, ageMax: 30 }, 'ageMax')).toEqual({ ageMin: 30, ageMax: 30 });
    expect(adjustAges({ ageMin: 20, ageMax: 30 }, 'ageMin')).toEqual({ ageMin: 20, ageMax: 30 });
  });

  it('keeps an empty age empty and brings ages into 13..65', () => {
    expect(adjustAges({ ageMin: 25 }, 'ageMin')).toEqual({ ageMin: 25 });
    expect(adjustAges({ ageMin: 5, ageMax: 90 }, 'ageMax')).toEqual({ ageMin: 13, ageMax: 65 });
  });
});

describe('URLs', () => {
  it('is the order API pattern (openapi/order WebUrl)', () => {
    const file = [process.cwd(), join(process.cwd(), '..')].map((dir) => join(dir, 'openapi/order/openapi.yaml')).find((f) => existsSync(f))!;
    const spec = parse(readFileSync(file, 'utf8')) as { components: { schemas: { WebUrl: { pattern: string } } } };
    expect(WEB_URL_PATTERN.source).toBe(new RegExp(spec.components.schemas.WebUrl.pattern).source);
  });

  it('takes simple web addresses only', () => {
    for (const ok of ['https://harbour.example.com', 'http://a.b/c?d=1#e', 'https://www.example.co.nz:8443/x']) expect(isWebUrl(ok), ok).toBe(true);
    for (const bad of ['harbour.example.com', 'ftp://a.b', 'https://localhost/x', 'https://a b.com', '']) expect(isWebUrl(bad), bad).toBe(false);
  });

  it('sets the landing page as the link and the LANDING_URL, and clears both', () => {
    const [item] = initialCampaignData(product([template('X')]), [listing()], []);
    const changed = withLandingUrl(item!, ' https://other.example.com/p ');
    expect(landingUrlOf(changed)).toBe('https://other.example.com/p');
    expect(changed.resources!.publicUrls).toContainEqual({ type: 'LANDING_URL', url: 'https://other.example.com/p' });
    expect(changed.resources!.publicUrls).toContainEqual({ type: 'CUSTOMER_URL', url: 'https://harbour.example.com/listings/12' });
    const cleared = withLandingUrl(changed, '');
    expect(cleared.linkData).toEqual({});
    expect(cleared.resources!.publicUrls!.map((u) => u.type)).toEqual(['CUSTOMER_URL']);
  });
});

describe('applying map targeting (003)', () => {
  it('copies centre, zoom and markers into the location, radii in whole km (ceil)', () => {
    const [item] = initialCampaignData(product([template('X')]), [listing()], []);
    const value = { center: { lat: -36.9, lng: 174.8 }, zoom: 9, markers: [{ id: 'location-1', coords: { lat: -36.9, lng: 174.8 }, radius: 8_000 }, { id: 'location-2', coords: { lat: -37, lng: 175 }, radius: 12_300 }] };
    expect(sameTargeting(item!, value)).toBe(false);
    const applied = applyTargeting(item!, value);
    expect(applied.adSettings).toEqual({
      gender: 'ALL',
      location: { center: { lat: -36.9, lng: 174.8 }, zoom: 9, markers: [{ id: 'location-1', coords: { lat: -36.9, lng: 174.8 }, radius: 8_000 }, { id: 'location-2', coords: { lat: -37, lng: 175 }, radius: 13_000 }] },
    });
    expect(sameTargeting(applied, targetingOf(applied))).toBe(true);
    // A re-centring by a fraction of a pixel (Leaflet laying the map out again) is nothing to apply.
    expect(sameTargeting(applied, { ...targetingOf(applied), center: { lat: -36.900001, lng: 174.800002 } })).toBe(true);
    expect(sameTargeting(applied, { ...targetingOf(applied), center: { lat: -36.91, lng: 174.8 } })).toBe(false);
    expect(sameTargeting(applied, { ...targetingOf(applied), zoom: 10 })).toBe(false);
    // What is targeted is the markers: a moved view changes no marker.
    expect(sameMarkers(applied, { ...targetingOf(applied), center: { lat: -36.91, lng: 174.8 }, zoom: 10 })).toBe(true);
    expect(sameMarkers(applied, { ...targetingOf(applied), markers: [] })).toBe(false);
  });
});
