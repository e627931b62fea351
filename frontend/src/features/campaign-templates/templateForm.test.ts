// The template form's values ↔ bodies (openapi/ads CampaignTemplate, Create…Request): a stored template comes
// back as it was sent, each location sends only its type's fields, the LEADS lead form and the video option are
// social only, and the form's own checks give the spec's radius messages (000 §5).
import { describe, expect, it } from 'vitest';
import type { CampaignTemplate } from '../../lib/api/generated/ads.ts';
import { TARGETING_MESSAGES } from '../../components/map/targeting.ts';
import { TEMPLATE_MESSAGES } from './messages.ts';
import {
  checkTemplate, displayBody, locationBody, newLocation, socialBody, templateFieldOf, templateValues, withListingEnabled, type TemplateValues,
} from './templateForm.ts';

const stored: CampaignTemplate = {
  id: '7b8c9d0e-1f2a-4b3c-9d4e-5f6a7b8c9d0e', kind: 'social', templateModel: 'CustomerCampaignTemplate', customerId: '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
  name: 'Just listed carousel', campaignType: 'SINGLE_LISTING_IMAGE_CAROUSEL', objective: 'TRAFFIC', useImagesForVideo: false, adAccountId: null,
  creative: { headline: 'Just listed: {{listing.title}}', message: 'Talk to {{agent.fullName}}.', description: 'In {{listing.suburb}}', callToAction: 'LEARN_MORE', linkUrl: '{{listing.url}}' },
  adSets: [
    { name: 'Around the listing', location: { type: 'LISTING', enable: true, radius: 15 }, ageMin: 25, ageMax: 65, gender: 'ALL', budgetSharePercent: 40 },
    { name: 'Office', location: { type: 'OFFICE', byZip: true, radius: 10 }, ageMin: null, ageMax: null, gender: 'FEMALE', budgetSharePercent: 20 },
    { name: 'Countries', location: { type: 'COUNTRY', selectedCountries: ['NZ', 'AU'] }, ageMin: null, ageMax: 40, gender: 'MALE', budgetSharePercent: 20 },
    { name: 'Suburbs', location: { type: 'CUSTOM_LOCATION', center: { lat: -36.85, lng: 174.76 }, zoom: 12, markers: [{ id: 'm1', coords: { lat: -36.8563, lng: 174.7459 }, radius: 8000 }] },
      ageMin: null, ageMax: null, gender: 'ALL', budgetSharePercent: 20 },
  ],
  scheduleSetting: { type: 'INTERVAL', interval: { frequency: 'WEEK', cronSyntax: '30 9 * * 1' }, timezone: 'Australia/Sydney' },
  leadForm: null, createdAt: '2026-11-22T08:00:00.000Z', updatedAt: '2026-11-22T08:00:00.000Z',
};

describe('a template in the form', () => {
  it('comes back as the body it was stored from', () => {
    const values = templateValues('social', stored);
    expect(values.scheduleSetting.interval).toMatchObject({ dayOfWeek: '1', hour: '9', minute: '30' });
    const { adSets, creative, scheduleSetting, name, campaignType, objective, adAccountId, leadForm } = socialBody(values);
    expect({ name, campaignType, objective, adAccountId, creative, adSets, scheduleSetting, leadForm }).toEqual({
      name: stored.name, campaignType: stored.campaignType, objective: stored.objective, adAccountId: null, creative: stored.creative,
      adSets: stored.adSets, scheduleSetting: stored.scheduleSetting, leadForm: null,
    });
  });

  it('sends each location with its own type\'s fields only', () => {
    const edited = { ...newLocation('OFFICE'), radius: '25', selectedCountries: ['NZ'], markers: [{ id: 'x', coords: { lat: 0, lng: 0 }, radius: 1000 }] };
    expect(locationBody(edited)).toEqual({ type: 'OFFICE', byZip: false, radius: 25 });
    expect(locationBody({ ...edited, type: 'COUNTRY' })).toEqual({ type: 'COUNTRY', selectedCountries: ['NZ'] });
  });

  it('resets the radius to 10 when listing location is disabled (000 §5)', () => {
    const location = { ...newLocation('LISTING'), radius: '35' };
    expect(withListingEnabled(location, false)).toMatchObject({ enable: false, radius: '10' });
    expect(withListingEnabled({ ...location, enable: false }, true)).toMatchObject({ enable: true, radius: '35' });
  });

  it('sends a lead form with LEADS only, and a display template neither it nor the video option', () => {
    const values: TemplateValues = { ...templateValues('social', stored), objective: 'LEADS' };
    values.leadForm = { ...values.leadForm, introHeadline: ' Free appraisal ', privacyPolicyUrl: '' };
    expect(socialBody(values).leadForm).toEqual({ introHeadline: 'Free appraisal', followUpActionUrl: '{{listing.url}}', thankYouButtonType: 'VIEW_WEBSITE' });
    const display = displayBody({ ...templateValues('display'), name: 'Display' });
    expect(display).not.toHaveProperty('leadForm');
    expect(display).not.toHaveProperty('useImagesForVideo');
    expect(display).toMatchObject({ campaignType: 'RESPONSIVE_DISPLAY', objective: 'TRAFFIC', scheduleSetting: null });
  });
});

describe("the form's own checks", () => {
  const valid = () => templateValues('social', stored);

  it('pass a stored template', () => {
    expect(Object.values(checkTemplate(valid())).filter(Boolean)).toEqual([]);
  });

  it("give the spec's radius messages", () => {
    const values = valid();
    values.adSets[0]!.location.radius = '0';
    values.adSets[1]!.location.radius = '81';
    expect(checkTemplate(values)).toMatchObject({
      'adSets.0.location.radius': TARGETING_MESSAGES.minRadius, 'adSets.1.location.radius': TARGETING_MESSAGES.maxRadius,
    });
    values.adSets[0]!.location.radius = '';
    expect(checkTemplate(values)['adSets.0.location.radius']).toBe('Minimum radius is 1km');
  });

  it('check ages, shares adding up to 100, countries and places on the map', () => {
    const values = valid();
    values.adSets[0]!.ageMin = '50';
    values.adSets[0]!.ageMax = '30';
    values.adSets[1]!.budgetSharePercent = '30';
    values.adSets[2]!.location.selectedCountries = [];
    values.adSets[3]!.location.markers = [];
    expect(checkTemplate(values)).toMatchObject({
      'adSets.0.ageMin': TEMPLATE_MESSAGES.ages, 'adSets.root': TEMPLATE_MESSAGES.budgetTotal,
      'adSets.2.location.selectedCountries': TEMPLATE_MESSAGES.noCountries, 'adSets.3.location.markers': TEMPLATE_MESSAGES.noMarkers,
    });
  });
});

describe("the server's field errors", () => {
  it('go to the field of the same path, or under the map, the countries or the lead form', () => {
    expect(templateFieldOf('/body/adSets/1/location/markers/3/radius')).toBe('adSets.1.location.markers');
    expect(templateFieldOf('/body/adSets/0/location/zoom')).toBe('adSets.0.location.markers');
    expect(templateFieldOf('/body/adSets/2/location/selectedCountries/1')).toBe('adSets.2.location.selectedCountries');
    expect(templateFieldOf('/body/leadForm')).toBe('leadForm.introHeadline');
    expect(templateFieldOf('/body/adSets/0/location/radius')).toBeUndefined();
  });
});
