// A template's campaign data item for an order (getCampaignDataItem, 002 §7) over HTTP against MariaDB (or
// SQLite without MYSQL_URL): every dashboard user of the template's customer gets it for the listings it
// reaches (as the listing context scopes them), in the order's CampaignDataItem shape (the response is
// validated against the spec); another customer's template or listing, a listing out of reach, a deleted
// listing or the wrong model is 404; roles, anonymous 401, invalid input 400.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { anon, assertOk, assertProblem, clientAs, serviceUnderTest, startTestService } from '@adops/platform/testing';
import { adsModule } from '../src/app.ts';
import { deliverListingEvent, displayTemplateBody, knownCustomer, socialTemplateBody, type KnownCustomer } from './helpers.ts';

const svc = serviceUnderTest(() => startTestService(adsModule));

const images = (n: number, listing = 'l') => Array.from({ length: n }, (_, i) => `https://cdn.example.com/${listing}/${i + 1}.jpg`);

async function listingOf(c: KnownCustomer, fields: Record<string, unknown> = {}) {
  const listingId = randomUUID();
  await deliverListingEvent(svc, 'listing.created', {
    listingId,
    customerId: c.customerId,
    title: '12 Harbour View Road',
    agentIds: c.agentIds,
    officeId: c.officeIds[0],
    latitude: -36.85,
    longitude: 174.76,
    country: 'NZ',
    imageUrls: images(4, listingId.slice(0, 8)),
    link: 'https://harbour.example.com/listings/12',
    description: 'Sunny family home.',
    ...fields,
  });
  return listingId;
}

const createTemplate = async (path: string, body: Record<string, unknown>) => assertOk(await clientAs(svc, 'admin').post(path, body), 201);
const dataItem = (templateId: string, query: string) => `/api/campaign-templates/${templateId}/campaign-data-item?${query}`;

describe('campaign data item', () => {
  test('every dashboard user of the customer gets a carousel template\'s item for its listings: images, texts, contacts, URLs, map and ages', async () => {
    const c = await knownCustomer(svc, { agents: 1 });
    const template = await createTemplate('/api/campaign-templates', socialTemplateBody(c.customerId, { campaignType: 'SINGLE_LISTING_IMAGE_CAROUSEL' }));
    const first = await listingOf(c, { imageUrls: [...images(8, 'a'), 'not a url'] });
    const second = await listingOf(c, { imageUrls: images(6, 'b'), latitude: -36.9, longitude: 174.8 });
    const callers = [
      clientAs(svc, { roles: ['corporate'], customerId: c.customerId }),
      clientAs(svc, { roles: ['branchmanager'], customerId: c.customerId, officeIds: c.officeIds }),
      clientAs(svc, { roles: ['branchuser'], customerId: c.customerId, agentId: c.agentIds[0] }),
      clientAs(svc, { roles: ['agent'], customerId: c.customerId, agentId: c.agentIds[0] }),
      clientAs(svc, 'operations'),
    ];
    for (const caller of callers) {
      const item = assertOk(await caller.get(dataItem(template.id, `templateModel=CustomerCampaignTemplate&listingIds=${first}&listingIds=${second}`)));
      assert.equal(item.templateId, template.id);
      assert.equal(item.templateModel, 'CustomerCampaignTemplate');
      assert.equal(item.type, 'SINGLE_LISTING_IMAGE_CAROUSEL');
      assert.deepEqual(item.resources.images, [...images(8, 'a'), ...images(2, 'b')].map((url) => ({ url })), 'the listings\' valid images, at most 10 for a carousel');
      assert.equal(item.resources.title, '12 Harbour View Road');
      assert.equal(item.resources.description, 'Sunny family home.');
      assert.deepEqual(item.resources.contacts, [{ id: c.agentIds[0], name: 'Jo Agent', email: `agent1.${c.customerId.slice(0, 8)}@harbour.example.com` }]);
      assert.deepEqual(item.resources.publicUrls, [
        { type: 'LANDING_URL', url: 'https://harbour.example.com/listings/12' },
        { type: 'CUSTOMER_URL', url: 'https://harbour.example.com/listings/12' },
      ]);
      // The template's ad set is 10 km around the listing: a 10 000 m marker on each listing.
      assert.deepEqual(item.adSettings, {
        location: {
          center: { lat: -36.85, lng: 174.76 },
          zoom: 11,
          markers: [
            { id: first, coords: { lat: -36.85, lng: 174.76 }, radius: 10000 },
            { id: second, coords: { lat: -36.9, lng: 174.8 }, radius: 10000 },
          ],
        },
        ageMin: 25,
        ageMax: 65,
        gender: 'ALL',
      });
      assert.deepEqual(item.linkData, { link: 'https://harbour.example.com/listings/12' });
      assert.equal(item.leadForm, undefined);
    }
  });

  test('a display template\'s custom map as drawn; no listing, the template alone; a LEADS template\'s lead form', async () => {
    const c = await knownCustomer(svc);
    const corporate = clientAs(svc, { roles: ['corporate'], customerId: c.customerId });
    const markers = [{ id: 'ponsonby', coords: { lat: -36.8563, lng: 174.7459 }, radius: 8000 }];
    const display = await createTemplate(
      '/api/gdn-campaign-templates',
      displayTemplateBody(c.customerId, { adSets: [{ name: 'Map', location: { type: 'CUSTOM_LOCATION', center: { lat: -36.85, lng: 174.76 }, zoom: 12, markers }, gender: 'FEMALE', budgetSharePercent: 100 }] }),
    );
    const item = assertOk(await corporate.get(dataItem(display.id, 'templateModel=CustomerGdnCampaignTemplate')));
    assert.equal(item.type, 'RESPONSIVE_DISPLAY');
    assert.deepEqual(item.adSettings, { location: { center: { lat: -36.85, lng: 174.76 }, zoom: 12, markers }, gender: 'FEMALE' });
    assert.deepEqual(item.resources, { images: [], videos: [], publicUrls: [], contacts: [] });
    assert.equal(item.linkData, undefined, 'no listing, no page to lead to');
    // A display template's id named as a social template is not found.
    assertProblem(await corporate.get(dataItem(display.id, 'templateModel=CustomerCampaignTemplate')), 404, 'Campaign template not found.');

    const leads = await createTemplate(
      '/api/campaign-templates',
      socialTemplateBody(c.customerId, {
        objective: 'LEADS',
        leadForm: { introHeadline: 'Get your free appraisal', followUpActionUrl: '{{listing.url}}', thankYouButtonType: 'CALL_BUSINESS' },
        adSets: [{ name: 'Country', location: { type: 'COUNTRY', selectedCountries: ['NZ'] }, gender: 'ALL', budgetSharePercent: 100 }],
      }),
    );
    const listing = await listingOf(c);
    const withForm = assertOk(await corporate.get(dataItem(leads.id, `templateModel=CustomerCampaignTemplate&listingIds=${listing}`)));
    assert.deepEqual(withForm.leadForm, { introHeadline: 'Get your free appraisal', followUpActionUrl: 'https://harbour.example.com/listings/12', thankYouButtonType: 'CALL_BUSINESS' });
    // A country location draws no markers: the template's location still applies; the map shows the listing.
    assert.deepEqual(withForm.adSettings.location, { center: { lat: -36.85, lng: 174.76 }, zoom: 11, markers: [] });
  });

  test('another customer\'s template or listing, a deleted or unknown listing: 404', async () => {
    const a = await knownCustomer(svc);
    const b = await knownCustomer(svc);
    const aTemplate = await createTemplate('/api/campaign-templates', socialTemplateBody(a.customerId));
    const bTemplate = await createTemplate('/api/campaign-templates', socialTemplateBody(b.customerId));
    const aListing = await listingOf(a);
    const bListing = await listingOf(b);
    const model = 'templateModel=CustomerCampaignTemplate';
    for (const caller of [clientAs(svc, { roles: ['corporate'], customerId: a.customerId }), clientAs(svc, { roles: ['agent'], customerId: a.customerId, agentId: a.agentIds[0] })]) {
      assertOk(await caller.get(dataItem(aTemplate.id, `${model}&listingIds=${aListing}`)));
      assertProblem(await caller.get(dataItem(bTemplate.id, model)), 404, 'Campaign template not found.');
      assertProblem(await caller.get(dataItem(bTemplate.id, `${model}&listingIds=${bListing}`)), 404, 'Campaign template not found.');
      assertProblem(await caller.get(dataItem(aTemplate.id, `${model}&listingIds=${aListing}&listingIds=${bListing}`)), 404, 'Listing not found.');
      assertProblem(await caller.get(dataItem(aTemplate.id, `${model}&listingIds=${randomUUID()}`)), 404, 'Listing not found.');
    }
    // Within the customer, a listing as the listing context scopes it: a branch user's or agent's own
    // agent's, a branch manager's offices'.
    const wide = await knownCustomer(svc, { offices: 2, agents: 2 });
    const [office1, office2] = wide.officeIds as [string, string];
    const wideTemplate = await createTemplate('/api/campaign-templates', socialTemplateBody(wide.customerId));
    const ofSecond = await listingOf(wide, { agentIds: [wide.agentIds[1]], officeId: wide.officeIds[1] });
    const path = dataItem(wideTemplate.id, `${model}&listingIds=${ofSecond}`);
    assertOk(await clientAs(svc, { roles: ['corporate'], customerId: wide.customerId }).get(path));
    assertOk(await clientAs(svc, { roles: ['agent'], customerId: wide.customerId, agentId: wide.agentIds[1] }).get(path));
    assertOk(await clientAs(svc, { roles: ['branchmanager'], customerId: wide.customerId, officeIds: [office2] }).get(path));
    assertProblem(await clientAs(svc, { roles: ['agent'], customerId: wide.customerId, agentId: wide.agentIds[0] }).get(path), 404, 'Listing not found.');
    assertProblem(await clientAs(svc, { roles: ['branchuser'], customerId: wide.customerId, agentId: wide.agentIds[0] }).get(path), 404, 'Listing not found.');
    assertProblem(await clientAs(svc, { roles: ['branchmanager'], customerId: wide.customerId, officeIds: [office1] }).get(path), 404, 'Listing not found.');
    // The template itself is every user's of the customer: without a listing, each gets the item.
    assertOk(await clientAs(svc, { roles: ['agent'], customerId: wide.customerId, agentId: wide.agentIds[0] }).get(dataItem(wideTemplate.id, model)));

    // Staff reach any template, with its own customer's listings only.
    const admin = clientAs(svc, 'admin');
    assertOk(await admin.get(dataItem(bTemplate.id, `${model}&listingIds=${bListing}`)));
    assertProblem(await admin.get(dataItem(bTemplate.id, `${model}&listingIds=${aListing}`)), 404, 'Listing not found.');
    // A deleted listing is not ordered.
    await deliverListingEvent(svc, 'listing.deleted', { listingId: aListing, customerId: a.customerId, title: '12 Harbour View Road' });
    assertProblem(await admin.get(dataItem(aTemplate.id, `${model}&listingIds=${aListing}`)), 404, 'Listing not found.');
  });

  test('roles: sales and staff users without order rights are 403, anonymous 401; the model is required and checked, listing ids are uuids', async () => {
    const c = await knownCustomer(svc);
    const template = await createTemplate('/api/campaign-templates', socialTemplateBody(c.customerId));
    const path = dataItem(template.id, 'templateModel=CustomerCampaignTemplate');
    for (const who of ['sales', 'user'] as const) assertProblem(await clientAs(svc, who).get(path), 403);
    assertProblem(await anon(svc).get(path), 401);
    const corporate = clientAs(svc, { roles: ['corporate'], customerId: c.customerId });
    assertProblem(await corporate.get(dataItem(template.id, 'templateModel=CustomerTemplate')), 400, undefined, ['/query/templateModel']);
    assertProblem(await corporate.get(`/api/campaign-templates/${template.id}/campaign-data-item`), 400, undefined, ['/query/templateModel']);
    assertProblem(await corporate.get(dataItem(template.id, 'templateModel=CustomerCampaignTemplate&listingIds=12')), 400);
    assertProblem(await corporate.get(dataItem('not-an-id', 'templateModel=CustomerCampaignTemplate')), 400);
  });
});
