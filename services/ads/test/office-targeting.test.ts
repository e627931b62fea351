// A template's OFFICE location (000 §3 OFFICE { byZip, radius }) against MariaDB (or SQLite without
// MYSQL_URL): the customer context's office events carry the office's postcode, country and map point,
// the ads projection keeps them, and a ready order's campaign targets the office's postcode (byZip) or
// a circle of `radius` km around it — not the listing's place. An office with no place still fails the
// campaign with the reason, and a later office.updated moves the target.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { assertOk, clientAs, serviceUnderTest, startTestService } from '@adops/platform/testing';
import { adsModule } from '../src/app.ts';
import { AdSetEntity, CampaignEntity, type CampaignRow } from '../src/campaigns/entities.ts';
import type { ReadyOrder } from '../src/campaigns/rules.ts';
import type { Targeting } from '../src/campaigns/network/port.ts';
import { deliverCustomerEvent, deliverListingEvent, deliverOrderReady, knownCustomer, linkedAccount, NO_OFFICE_PLACE, type KnownCustomer } from './helpers.ts';

const svc = serviceUnderTest(() => startTestService(adsModule, { env: { ADS_SYNC_INTERVAL_MS: '3600000' } }));
const ds = () => svc.booted.dataSource;

const PONSONBY = { address: '12 Ponsonby Road, Auckland', postcode: '1011', country: 'NZ', latitude: -36.8569, longitude: 174.7466 };

/** The customer's first office, told again by office.updated with this place. */
async function officeAt(customer: KnownCustomer, place: typeof PONSONBY | typeof NO_OFFICE_PLACE): Promise<void> {
  await deliverCustomerEvent(svc, 'office.updated', { officeId: customer.officeIds[0]!, customerId: customer.customerId, name: 'Harbour Ponsonby', ...place });
}

/** A social template of the customer's with one ad set at the office. */
async function officeTemplate(customerId: string, location: { byZip: boolean; radius: number }): Promise<string> {
  const body = {
    customerId,
    name: location.byZip ? 'Office postcode' : 'Around the office',
    campaignType: 'FACEBOOK_IMAGE_CAMPAIGN',
    objective: 'TRAFFIC',
    creative: { headline: '{{listing.title}}', message: 'Call {{office.name}}', callToAction: 'LEARN_MORE' },
    adSets: [{ name: 'Office area', location: { type: 'OFFICE', ...location }, gender: 'ALL', budgetSharePercent: 100 }],
  };
  return (assertOk(await clientAs(svc, 'admin').post('/api/campaign-templates', body), 201) as { id: string }).id;
}

/** A commercial listing (no housing guardrail) far from the office, so a target at the listing would show. */
async function listingInWellington(customer: KnownCustomer): Promise<string> {
  const listingId = randomUUID();
  await deliverListingEvent(svc, 'listing.created', {
    listingId, customerId: customer.customerId, title: '1 Lambton Quay', officeId: customer.officeIds[0]!, agentIds: customer.agentIds,
    listingType: 'COMMERCIAL_FOR_SALE', postcode: '6011', country: 'NZ', latitude: -41.2784, longitude: 174.7767,
    imageUrls: ['https://cdn.example.com/lambton/1.jpg'], link: 'https://harbour.example.com/listings/lambton',
  });
  return listingId;
}

/** A ready order of one product with the template, for the customer's first office. */
function readyOrder(customer: KnownCustomer, templateId: string, listingIds: string[]): ReadyOrder {
  const productId = randomUUID();
  return {
    orderId: randomUUID(), orderNumber: Math.floor(Math.random() * 1e6) + 1, customerId: customer.customerId, officeId: customer.officeIds[0]!, agentIds: customer.agentIds,
    paymentType: 'INVOICE', orderType: 'LISTING', productIds: [productId], fbDpaCatalogId: null, startDate: null, campaignName: '1 Lambton Quay',
    listingIds, resourceIds: [], attributes: [], currency: 'NZD', campaignData: [],
    products: [{ productId, name: 'Facebook 7 days', campaignDurationDays: 7, amount: 11_500, amountTax: 1_500, campaignTemplates: [{ templateId, templateModel: 'CustomerCampaignTemplate', type: 'SINGLE_LISTING' }] }],
  };
}

/** The order's one campaign once out of CREATING, with its ad sets' targeting. */
async function campaignOf(order: ReadyOrder): Promise<{ campaign: CampaignRow; targeting: Targeting[] }> {
  assert.equal((await deliverOrderReady(svc, order)).handled, true);
  const deadline = Date.now() + 15_000;
  for (;;) {
    const [campaign] = await ds().getRepository(CampaignEntity).find({ where: { orderId: order.orderId } });
    if (campaign && campaign.status !== 'CREATING') {
      const adSets = await ds().getRepository(AdSetEntity).find({ where: { campaignId: campaign.id } });
      return { campaign, targeting: adSets.map((s) => s.targeting) };
    }
    if (Date.now() > deadline) assert.fail(`the campaign of ${order.orderId} is still ${campaign?.status ?? 'missing'}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
/** Where a targeting aims (ages, gender and audiences are not the office's business). */
const where = (t: Targeting) => ({ countries: t.countries, postcodes: t.postcodes, circles: t.circles });

describe("a template's OFFICE location", () => {
  test("byZip targets the office's postcode, with its country, and not the listing's", async () => {
    const customer = await knownCustomer(svc);
    await linkedAccount(svc, 'social', customer.customerId);
    await officeAt(customer, PONSONBY);
    const template = await officeTemplate(customer.customerId, { byZip: true, radius: 10 });
    const { campaign, targeting } = await campaignOf(readyOrder(customer, template, [await listingInWellington(customer)]));
    assert.equal(campaign.status, 'PENDING_REVIEW', campaign.reviewReasons.join('; '));
    assert.deepEqual(targeting.map(where), [{ countries: [], postcodes: ['NZ:1011'], circles: [] }]);
    assert.deepEqual(campaign.spec.adSets.map((s) => where(s.targeting)), [{ countries: [], postcodes: ['NZ:1011'], circles: [] }]);
    assert.equal(campaign.spec.creative.message, 'Call Harbour Ponsonby');
  });

  test("with a radius it targets a circle of that many km around the office's map point; a later office.updated moves it", async () => {
    const customer = await knownCustomer(svc);
    await linkedAccount(svc, 'social', customer.customerId);
    await officeAt(customer, PONSONBY);
    const template = await officeTemplate(customer.customerId, { byZip: false, radius: 15 });
    const listingId = await listingInWellington(customer);
    const first = await campaignOf(readyOrder(customer, template, [listingId]));
    assert.deepEqual(first.targeting.map(where), [{ countries: [], postcodes: [], circles: [{ latitude: -36.8569, longitude: 174.7466, radiusKm: 15 }] }]);

    await officeAt(customer, { ...PONSONBY, postcode: '3110', latitude: -37.6878, longitude: 176.1651 });
    const moved = await campaignOf(readyOrder(customer, template, [listingId]));
    assert.deepEqual(moved.targeting.map(where), [{ countries: [], postcodes: [], circles: [{ latitude: -37.6878, longitude: 176.1651, radiusKm: 15 }] }]);
  });

  test('an office with no place fails the campaign with the reason, as before the place was published', async () => {
    const customer = await knownCustomer(svc);
    await linkedAccount(svc, 'social', customer.customerId);
    await officeAt(customer, NO_OFFICE_PLACE);
    const template = await officeTemplate(customer.customerId, { byZip: true, radius: 10 });
    const { campaign, targeting } = await campaignOf(readyOrder(customer, template, [await listingInWellington(customer)]));
    assert.equal(campaign.status, 'FAILED');
    assert.deepEqual(campaign.reviewReasons, ['Ad set "Office area" targets the office\'s location, but the order has no office with a location, postcode or country']);
    assert.deepEqual(targeting, []);
  });
});
