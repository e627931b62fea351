// The settings step in jsdom: its tabs, images, map targeting (click, search, apply), ages, URLs and the dialogs.
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import type { CampaignDataItem, Product } from '../../../lib/api/generated/order.ts';
import type { Listing } from '../../../lib/api/generated/listing.ts';
import { json, stubFetch } from '../../../test/fetchStub.ts';
import { searchGeoPlace } from '../../../components/map/geoPlaceSearch.ts';
import { campaignDataErrors, initialCampaignData, TemplateSettingsStep } from './index.ts';
import { agent, listing, product, template } from './fixtures.test-data.ts';

afterEach(() => vi.unstubAllGlobals());

function show(p: Product, listings: Listing[], { imageAdLimit = 6, showErrors = false } = {}) {
  const seen: CampaignDataItem[][] = [];
  function Host() {
    const [items, setItems] = useState(() => initialCampaignData(p, listings, [agent], { imageAdLimit }));
    return <TemplateSettingsStep product={p} listings={listings} items={items} onChange={(next) => { seen.push(next); setItems(next); }}
      showErrors={showErrors} imageAdLimit={imageAdLimit} contactLabel="Consultant" />;
  }
  render(<ChakraProvider value={defaultSystem}><Host /></ChakraProvider>);
  return { last: () => seen.at(-1)!, seen };
}

describe('TemplateSettingsStep', () => {
  it('shows a tab per template, named by network and campaign type, with the contacts by the contact label', async () => {
    show(product([template('FACEBOOK_IMAGE_CAMPAIGN'), template('RESPONSIVE_DISPLAY', 'CustomerGdnCampaignTemplate')]), [listing()]);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Facebook · Image Campaign', 'Google · Responsive Display']);
    expect(screen.getByTestId('campaign-contacts')).toHaveTextContent('Consultant: Mere Tane');
    // A Facebook template has a lead form, a Google one does not.
    expect(screen.getByTestId('campaign-lead-form')).toBeInTheDocument();
    await userEvent.click(tabs[1]!);
    const panel = await screen.findByRole('tabpanel', { name: 'Google · Responsive Display' });
    expect(within(panel).queryByTestId('campaign-lead-form')).toBeNull();
  });

  it("removes an image and refuses adding it back over the maximum with the spec's message", async () => {
    const { last } = show(product([template('FACEBOOK_IMAGE_CAMPAIGN')]), [listing()], { imageAdLimit: 3 });
    // Four listing images, a limit of 3: the fourth starts removed.
    const cards = () => screen.getAllByTestId('campaign-image');
    expect(cards().map((c) => c.dataset.deleted)).toEqual(['false', 'false', 'false', 'true']);
    await userEvent.click(screen.getByRole('button', { name: 'Add image 4 back' }));
    expect(screen.getByTestId('campaign-images-refusal')).toHaveTextContent('Maximum of 3 images allowed! Please delete other image(s) and try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add image 4 back' }));
    expect(screen.queryByTestId('campaign-images-refusal')).toBeNull();
    expect(last()[0]!.resources!.images!.map((i) => !!i.deleted)).toEqual([true, false, false, false]);
    await userEvent.click(screen.getByRole('button', { name: 'Move image 4 earlier' }));
    expect(last()[0]!.resources!.images!.map((i) => i.url.slice(-5))).toEqual(['1.jpg', '2.jpg', '4.jpg', '3.jpg']);
  });

  it('moves the other age so the minimum never exceeds the maximum', async () => {
    const { last } = show(product([template('FACEBOOK_IMAGE_CAMPAIGN')]), [listing()]);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Age to' }), '30');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Age from' }), '45');
    expect(last()[0]!.adSettings).toMatchObject({ ageMin: 45, ageMax: 45 });
    expect(screen.getByRole('combobox', { name: 'Age to' })).toHaveValue('45');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Age to' }), '20');
    expect(last()[0]!.adSettings).toMatchObject({ ageMin: 20, ageMax: 20 });
    await userEvent.click(screen.getByRole('radio', { name: 'Women' }));
    expect(last()[0]!.adSettings!.gender).toBe('FEMALE');
  });

  it('adds an 8 km marker by a click and applies centre, zoom and markers to the campaign data', async () => {
    const { last, seen } = show(product([template('FACEBOOK_IMAGE_CAMPAIGN')]), [listing()]);
    const map = await waitFor(() => { const el = document.querySelector('.leaflet-container'); expect(el).not.toBeNull(); return el as HTMLElement; });
    fireEvent.click(map, { clientX: 0, clientY: 0 });
    expect(screen.getByRole('spinbutton', { name: 'Radius of location 1' })).toHaveValue(8);
    expect(screen.getByTestId('targeting-pending')).toBeInTheDocument();
    expect(seen).toHaveLength(0); // not in the campaign data until applied
    await userEvent.click(screen.getByRole('button', { name: 'Apply targeting' }));
    const location = last()[0]!.adSettings!.location!;
    expect(location.markers).toEqual([expect.objectContaining({ id: 'location-1', radius: 8000 })]);
    expect(location.zoom).toBe(11);
    expect(location.center).toEqual({ lat: -41.2865, lng: 174.7762 });
    expect(screen.getByTestId('targeting-applied')).toBeInTheDocument();
  });

  it('adds a 10 km marker from the place search of the listing API', async () => {
    const { calls } = stubFetch({
      'GET /api/geo/locations': () => json({ candidates: [{ id: 'geonames:1', name: 'Ponsonby', countryCode: 'NZ', country: 'New Zealand', formattedAddress: 'Ponsonby, Auckland, New Zealand', geometry: { location: { lat: -36.8473, lng: 174.7461 } }, population: 10000, kind: 'PPLX' }] }),
    });
    const { last } = show(product([template('FACEBOOK_IMAGE_CAMPAIGN')]), [listing()]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Search for a place' }), 'Pon');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Ponsonby, Auckland, New Zealand' }));
    expect(calls.map((c) => `${c.url.pathname}?${c.url.searchParams.toString()}`)).toEqual(['/api/geo/locations?input=Pon&limit=1']);
    await userEvent.click(screen.getByRole('button', { name: 'Apply targeting' }));
    expect(last()[0]!.adSettings!.location!.markers).toEqual([{ id: 'location-1', coords: { lat: -36.8473, lng: 174.7461 }, radius: 10000 }]);
  });

  it('shows a wrong web address once the flow tried to go on, and the errors match campaignDataErrors', async () => {
    const p = product([template('FACEBOOK_IMAGE_CAMPAIGN')]);
    const { last } = show(p, [listing()], { showErrors: true });
    const field = screen.getByRole('textbox', { name: 'Landing page URL' });
    await userEvent.clear(field);
    await userEvent.type(field, 'harbour.example.com');
    expect(screen.getByText('Landing page URL must be a web address such as https://www.example.com')).toBeInTheDocument();
    expect(campaignDataErrors(p, last(), { imageAdLimit: 6, itemCount: 1 })).toEqual(['Landing page URL must be a web address such as https://www.example.com']);
    expect(screen.getByRole('tab', { name: /Image Campaign/ })).toHaveTextContent('1');
  });

  it('previews the lead form in three pages', async () => {
    show(product([template('FACEBOOK_IMAGE_CAMPAIGN')]), [listing()]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Intro headline' }), 'Book a viewing');
    await userEvent.click(screen.getByRole('button', { name: 'Preview lead form' }));
    const dialog = await screen.findByTestId('lead-form-preview');
    expect(dialog).toHaveTextContent('Page 1 of 3: Intro');
    expect(dialog).toHaveTextContent('Book a viewing');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(dialog).toHaveTextContent('Page 2 of 3: Questions');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(dialog).toHaveTextContent('Page 3 of 3: Thank you');
    expect(within(dialog).getByRole('button', { name: 'View website' })).toBeInTheDocument();
  });

  it('keeps a headline and description per card of a carousel', async () => {
    const { last } = show(product([template('SINGLE_LISTING_IMAGE_CAROUSEL')]), [listing()]);
    await userEvent.click(screen.getByRole('button', { name: 'Carousel settings' }));
    const dialog = await screen.findByTestId('carousel-settings');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Headline of card 2' }), 'Sea views');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description of card 1' }), 'Sunny deck');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(last()[0]!.resources!.settings).toEqual({ headlines: ['', 'Sea views', '', ''], descriptions: ['Sunny deck', '', '', ''] });
  });

  it('offers the aspect-ratio presets when cropping', async () => {
    show(product([template('FACEBOOK_IMAGE_CAMPAIGN')]), [listing()]);
    await userEvent.click(screen.getByRole('button', { name: 'Crop image 1' }));
    const dialog = await screen.findByTestId('crop-dialog');
    expect(within(within(dialog).getByRole('group', { name: 'Aspect ratio' })).getAllByRole('button').map((b) => b.textContent))
      .toEqual(['1.91', '1.78', '1.55', '1.33', '1.00', '0.64']);
  });
});

describe('searchGeoPlace', () => {
  it('asks only from 3 characters and answers null when nothing is found', async () => {
    const { calls } = stubFetch({ 'GET /api/geo/locations': () => json({ candidates: [] }) });
    expect(await searchGeoPlace('Po')).toBeNull();
    expect(calls).toHaveLength(0);
    expect(await searchGeoPlace('Nowhere')).toBeNull();
    expect(calls).toHaveLength(1);
  });
});
