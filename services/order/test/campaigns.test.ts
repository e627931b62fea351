// The ads context's events as the order context takes them, against MariaDB (or SQLite without
// MYSQL_URL): a created campaign shows on its order (social as fbCampaigns, display as gdnCampaigns)
// and delivers it (DELIVERED, with the spec's message and a 'campaigns' entry in its history); a
// redelivered event, or the same campaign told again, adds nothing; the order's copy follows an update;
// the order is COMPLETED once all of its campaigns have; a rejected ad leaves a comment and e-mails the
// order's agents; a lead e-mails its agent (captured mail read back); another customer's event changes
// nothing. And a product's campaign templates are checked against the templates the ads context told of.
import { test, describe, after } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertOk, assertProblem, clientAs, eventsOf, serviceUnderTest, startTestService, type Who } from '@adops/platform/testing';
import { orderModule } from '../src/app.ts';
import { aProduct, agentEmail, day, deliverAdsEvent, knownCampaignTemplate, knownCustomer } from './helpers.ts';

const mailDir = await mkdtemp(join(tmpdir(), 'order-campaign-mail-'));
after(() => rm(mailDir, { recursive: true, force: true }));
// Captured mail (no SMTP server), so a lead's e-mail is read back whole.
const svc = serviceUnderTest(() => startTestService(orderModule, { env: { MAIL_DIR: mailDir, SMTP_URL: '' } }));
const as = (who: Who) => clientAs(svc, who);
const admin = () => as('admin');

/** An invoice order (READY at once) of a product with a social and a display template, for a customer with two agents. */
async function readyOrder() {
  const customer = await knownCustomer(svc, { agents: 2 });
  const templates = [await knownCampaignTemplate(svc, 'CustomerCampaignTemplate', undefined, customer.customerId), await knownCampaignTemplate(svc, 'CustomerGdnCampaignTemplate', undefined, customer.customerId)];
  const { product } = await aProduct(svc, { campaignTemplates: templates });
  const order = assertOk(
    await as({ roles: ['corporate'], customerId: customer.customerId }).post('/api/orders', {
      paymentType: 'INVOICE',
      products: [product.code],
      startDate: day(2),
      campaignName: 'Spring campaign',
      attributes: [
        { entity: 'FB_AD_ACCOUNT', key: 'fbAdAccount', value: 'act_1' },
        { entity: 'GDN_AD_ACCOUNT', key: 'gdnAdAccount', value: '123' },
      ],
      campaignData: [],
      source: 'ORDER_FORM',
      orderType: 'LISTING',
      listingIds: customer.listingIds,
      officeId: customer.officeIds[0],
      agents: customer.agentIds.map((id) => ({ id })),
    }),
    201,
  );
  assert.equal(order.status, 'READY');
  return { customer, order };
}

const created = (order: { id: string; customerId: string }, kind: 'social' | 'display', campaignId = randomUUID()) => ({
  campaignId,
  orderId: order.id,
  customerId: order.customerId,
  kind,
  name: `Spring campaign (${kind})`,
  startDate: day(2),
  endDate: day(9),
  reportShortUrl: `https://r.adops.example/${campaignId.slice(0, 6)}`,
  campaignsOfOrder: 2,
});

const orderNow = async (id: string) => assertOk(await admin().get(`/api/orders/${id}`));
const notificationsOf = async (id: string) => assertOk(await admin().get(`/api/orders/${id}/notifications`)).items as Array<{ event: string; template: string; templateSource: string; recipient: string; subject: string }>;

/** The captured e-mails to an address, waited for (the sending job writes them). */
async function capturedMailTo(address: string): Promise<Array<{ subject: string; text: string }>> {
  const until = Date.now() + 20_000;
  for (;;) {
    const files = (await readdir(mailDir).catch(() => [] as string[])).filter((f) => f.endsWith('.json'));
    const mails = await Promise.all(files.map(async (f) => JSON.parse(await readFile(join(mailDir, f), 'utf8')) as { to: string; subject: string; text: string }));
    const mine = mails.filter((m) => m.to === address);
    if (mine.length) return mine;
    if (Date.now() > until) assert.fail(`no e-mail to ${address} was sent`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

describe("an order's campaigns", () => {
  test('a created campaign shows on its order and delivers it, once however often it is told', async () => {
    const { order } = await readyOrder();
    const social = created(order, 'social');
    const { event, handled } = await deliverAdsEvent(svc, 'campaign.created', social);
    assert.equal(handled, true);
    const delivered = await orderNow(order.id);
    assert.deepEqual(delivered.fbCampaigns, [{ campaignId: social.campaignId, name: social.name, deleted: false, startDate: social.startDate, shortUrl: social.reportShortUrl, completed: false }]);
    assert.deepEqual(delivered.gdnCampaigns, []);
    assert.equal(delivered.status, 'DELIVERED');
    assert.equal(delivered.statusMessage, 'Campaign has been delivered.');
    const last = delivered.statusHistory.at(-1);
    assert.deepEqual({ ...last, at: undefined }, { from: 'READY', to: 'DELIVERED', at: undefined, by: null, byEmail: null, source: 'campaigns' });
    assert.deepEqual((await eventsOf(svc, { subject: order.id })).map((e) => e.type), ['order.created', 'order.ready', 'order.status_changed']);

    // The same event again is not handled; the same campaign under another event id adds nothing.
    assert.equal((await deliverAdsEvent(svc, 'campaign.created', social, event)).handled, false);
    assert.equal((await deliverAdsEvent(svc, 'campaign.created', social)).handled, true);
    const again = await orderNow(order.id);
    assert.equal(again.fbCampaigns.length, 1);
    assert.deepEqual(again.statusHistory, delivered.statusHistory);

    // The second campaign, a display one, joins it; the order is delivered already.
    const display = created(order, 'display');
    await deliverAdsEvent(svc, 'campaign.created', display);
    const both = await orderNow(order.id);
    assert.deepEqual(both.gdnCampaigns.map((c: { campaignId: string }) => c.campaignId), [display.campaignId]);
    assert.equal(both.statusHistory.length, delivered.statusHistory.length, 'no second move');
  });

  test("the order's copy follows an update; the order is COMPLETED once all of its campaigns have completed", async () => {
    const { order } = await readyOrder();
    const social = created(order, 'social');
    const display = created(order, 'display');
    await deliverAdsEvent(svc, 'campaign.created', social);
    await deliverAdsEvent(svc, 'campaign.created', display);
    await deliverAdsEvent(svc, 'campaign.updated', { campaignId: social.campaignId, orderId: order.id, customerId: order.customerId, kind: 'social', name: 'Renamed', deleted: true, reportShortUrl: null });
    assert.deepEqual((await orderNow(order.id)).fbCampaigns[0], { campaignId: social.campaignId, name: 'Renamed', deleted: true, startDate: social.startDate, shortUrl: null, completed: false });

    const completed = (c: { campaignId: string; kind: 'social' | 'display' }) => ({ campaignId: c.campaignId, orderId: order.id, customerId: order.customerId, kind: c.kind });
    await deliverAdsEvent(svc, 'campaign.completed', completed(social));
    // Told twice under two event ids, one completion is still one of two.
    await deliverAdsEvent(svc, 'campaign.completed', completed(social));
    const half = await orderNow(order.id);
    assert.equal(half.fbCampaigns[0].completed, true);
    assert.equal(half.status, 'DELIVERED');
    await deliverAdsEvent(svc, 'campaign.completed', completed(display));
    const done = await orderNow(order.id);
    assert.equal(done.status, 'COMPLETED');
    assert.deepEqual(done.statusHistory.map((h: { to: string; source: string }) => `${h.source}:${h.to}`), ['placed:READY', 'campaigns:DELIVERED', 'campaigns:COMPLETED']);
    assert.deepEqual(done.nextStatuses, [], 'a completed order is final');
  });

  test('a campaign of a cancelled order is shown but does not move it; another customer\'s event changes nothing', async () => {
    const { order } = await readyOrder();
    assertOk(await admin().put(`/api/orders/${order.id}/status`, { status: 'CANCELLED' }));
    await deliverAdsEvent(svc, 'campaign.created', created(order, 'social'));
    const cancelled = await orderNow(order.id);
    assert.equal(cancelled.status, 'CANCELLED');
    assert.equal(cancelled.fbCampaigns.length, 1);

    const { order: other } = await readyOrder();
    await deliverAdsEvent(svc, 'campaign.created', { ...created(other, 'social'), customerId: randomUUID() });
    const untouched = await orderNow(other.id);
    assert.equal(untouched.status, 'READY');
    assert.deepEqual(untouched.fbCampaigns, []);
  });

  test("a rejected ad leaves a comment and e-mails the order's agents at once, once", async () => {
    const { customer, order } = await readyOrder();
    const campaign = created(order, 'social');
    await deliverAdsEvent(svc, 'campaign.created', campaign);
    const rejection = { campaignId: campaign.campaignId, orderId: order.id, customerId: order.customerId, agentIds: [customer.agentIds[0]!], campaignName: campaign.name, reasons: ['Housing ads need the housing category', 'Text over 125 characters'] };
    const { event } = await deliverAdsEvent(svc, 'campaign.ad_rejected', rejection);
    assert.equal((await deliverAdsEvent(svc, 'campaign.ad_rejected', rejection, event)).handled, false);

    const comments = (await orderNow(order.id)).comments as Array<{ text: string; createdBy: string | null }>;
    assert.deepEqual(
      comments.map((c) => [c.text, c.createdBy]),
      [['Ad rejected for campaign "Spring campaign (social)": Housing ads need the housing category; Text over 125 characters', null]],
    );
    const rejected = (await notificationsOf(order.id)).filter((n) => n.event === 'campaign.ad_rejected');
    assert.deepEqual(
      rejected.map((n) => [n.template, n.templateSource, n.recipient, n.subject]),
      customer.agentIds.map((_, i) => ['campaign-ad-rejected', 'default', agentEmail(customer.customerId, i), 'An ad of your campaign Spring campaign (social) was rejected']),
    );
    const mail = (await capturedMailTo(agentEmail(customer.customerId, 1)))[0]!;
    assert.match(mail.text, /Housing ads need the housing category; Text over 125 characters/);
  });

  test('a lead e-mails the agent it is attributed to, with who the lead is', async () => {
    const { customer, order } = await readyOrder();
    const campaign = created(order, 'social');
    await deliverAdsEvent(svc, 'campaign.created', campaign);
    const lead = {
      leadId: randomUUID(),
      campaignId: campaign.campaignId,
      orderId: order.id,
      customerId: order.customerId,
      agentId: customer.agentIds[1]!,
      listingId: customer.listingIds[0]!,
      campaignName: campaign.name,
      fullName: 'Robin Buyer',
      email: 'robin@buyers.example.com',
      phone: '+64 21 555 0101',
      createdTime: new Date().toISOString(),
    };
    const { event } = await deliverAdsEvent(svc, 'lead.received', lead);
    assert.equal((await deliverAdsEvent(svc, 'lead.received', lead, event)).handled, false);
    const leads = (await notificationsOf(order.id)).filter((n) => n.event === 'lead.received');
    assert.deepEqual(leads.map((n) => [n.template, n.recipient, n.subject]), [['lead-received', agentEmail(customer.customerId, 1), 'New lead for Spring campaign (social)']]);
    const [mail] = await capturedMailTo(agentEmail(customer.customerId, 1)).then((m) => m.filter((x) => x.subject.startsWith('New lead')));
    assert.match(mail!.text, /Name: Robin Buyer\nE-mail: robin@buyers\.example\.com\nPhone: \+64 21 555 0101/);

    // A lead attributed to no agent goes to the order's first.
    await deliverAdsEvent(svc, 'lead.received', { ...lead, leadId: randomUUID(), agentId: null, fullName: null });
    assert.deepEqual((await notificationsOf(order.id)).filter((n) => n.event === 'lead.received').map((n) => n.recipient).sort(), [agentEmail(customer.customerId, 0), agentEmail(customer.customerId, 1)].sort());
  });
});

describe("a product's campaign templates", () => {
  test('are live templates the ads context told of, of the model named; else 400 at the templateId', async () => {
    const fb = await knownCampaignTemplate(svc, 'CustomerCampaignTemplate');
    const gdn = await knownCampaignTemplate(svc, 'CustomerGdnCampaignTemplate');
    const { product } = await aProduct(svc, { campaignTemplates: [fb, gdn] });
    assert.deepEqual(product.campaignTemplates, [fb, gdn]);

    const unknown = { templateId: randomUUID(), templateModel: 'CustomerCampaignTemplate', type: 'SINGLE_LISTING' };
    const type = product.productTypeId;
    const post = (campaignTemplates: unknown[]) => admin().post('/api/products', { code: `P-${randomUUID().slice(0, 8)}`, name: 'P', productTypeId: type, price: 100, campaignDurationDays: 7, campaignTemplates });
    assertProblem(await post([fb, unknown]), 400, 'Campaign template not found.', ['/body/campaignTemplates/1/templateId']);
    assertProblem(await post([{ ...gdn, templateModel: 'CustomerCampaignTemplate' }]), 400, 'The campaign template is a Google display (CustomerGdnCampaignTemplate) template.', ['/body/campaignTemplates/0/templateId']);
    assertProblem(await admin().put(`/api/products/${product.id}`, { campaignTemplates: [unknown] }), 400, 'Campaign template not found.', ['/body/campaignTemplates/0/templateId']);

    // A deleted template is no longer offered; products that name it keep it (an order keeps its copy).
    await deliverAdsEvent(svc, 'campaign_template.deleted', { templateId: gdn.templateId, customerId: randomUUID(), templateModel: gdn.templateModel });
    assertProblem(await post([gdn]), 400, 'Campaign template not found.', ['/body/campaignTemplates/0/templateId']);
    assert.deepEqual(assertOk(await admin().put(`/api/products/${product.id}`, { campaignTemplates: [fb] })).campaignTemplates, [fb]);
    assert.deepEqual(assertOk(await admin().put(`/api/products/${product.id}`, { price: 200 })).campaignTemplates, [fb], 'an update without templates checks none');
  });
});
