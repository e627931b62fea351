// Campaign templates (social and display) over HTTP against MariaDB (or SQLite without MYSQL_URL):
// staff create, read, list, update, clone and delete a customer's templates; every save is checked with
// the spec's messages and publishes campaign_template.saved, a delete campaign_template.deleted; the
// customer and the ad account named must exist and fit; roles, anonymous 401, invalid input 400.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { anon, assertOk, assertProblem, clientAs, eventsOf, serviceUnderTest, startTestService } from '@adops/platform/testing';
import { adsModule } from '../src/app.ts';
import { displayTemplateBody, knownCustomer, linkedAccount, socialTemplateBody } from './helpers.ts';

const svc = serviceUnderTest(() => startTestService(adsModule));

const eventsAbout = async (templateId: string) => eventsOf(svc, { subject: templateId, types: ['campaign_template.saved', 'campaign_template.deleted'] });

/** The field errors of a refused create, as path → message. */
async function refusedCreate(path: string, body: Record<string, unknown>): Promise<Record<string, string>> {
  const problem = assertProblem(await clientAs(svc, 'admin').post(path, body), 400);
  return Object.fromEntries((problem.errors ?? []).map((e) => [e.path, e.message]));
}

describe('campaign templates', () => {
  test('staff create, read (by id, in the list), update and delete a social template, each save published', async () => {
    const admin = clientAs(svc, 'admin');
    const { customerId } = await knownCustomer(svc);
    const account = await linkedAccount(svc, 'social', customerId);
    const body = socialTemplateBody(customerId, {
      name: ' Just listed ',
      adAccountId: account.id,
      scheduleSetting: { type: 'INTERVAL', interval: { frequency: 'WEEK', cronSyntax: '30 9 * * 1' } },
    });
    const created = assertOk(await admin.post('/api/campaign-templates', body), 201);
    assert.equal(created.kind, 'social');
    assert.equal(created.templateModel, 'CustomerCampaignTemplate');
    assert.equal(created.name, 'Just listed');
    assert.equal(created.adAccountId, account.id);
    assert.equal(created.creative.linkUrl, '{{listing.url}}', 'the link defaults to the listing');
    assert.equal(created.scheduleSetting.timezone, 'Pacific/Auckland', 'the time zone defaults to Auckland');
    assert.deepEqual(created.adSets, body.adSets);
    assert.equal(created.leadForm, null);

    const ops = clientAs(svc, 'operations');
    assert.deepEqual(assertOk(await ops.get(`/api/campaign-templates/${created.id}`)), created);
    const page = assertOk(await ops.get(`/api/campaign-templates?customerId=${customerId}`));
    assert.deepEqual(page.items.map((t: { id: string }) => t.id), [created.id]);
    assert.equal(assertOk(await ops.get(`/api/campaign-templates?customerId=${customerId}&search=nothing-like-it`)).count, 0);

    const adSets = [
      { name: 'Office area', location: { type: 'OFFICE', byZip: true, radius: 10 }, gender: 'FEMALE', budgetSharePercent: 30 },
      { name: 'On the map', location: { type: 'CUSTOM_LOCATION', center: { lat: -36.85, lng: 174.76 }, zoom: 11, markers: [{ id: 'm1', coords: { lat: -36.86, lng: 174.75 }, radius: 8000 }] }, ageMin: 30, ageMax: null, gender: 'ALL', budgetSharePercent: 70 },
    ];
    const updated = assertOk(await ops.put(`/api/campaign-templates/${created.id}`, { name: 'Renamed', adSets, scheduleSetting: null }));
    assert.equal(updated.name, 'Renamed');
    assert.deepEqual(updated.adSets, adSets);
    assert.equal(updated.scheduleSetting, null);
    assert.deepEqual(updated.creative, created.creative, 'fields not sent are kept');
    assert.equal(updated.adAccountId, account.id);

    assert.equal((await admin.delete(`/api/campaign-templates/${created.id}`)).status, 204);
    assertProblem(await admin.get(`/api/campaign-templates/${created.id}`), 404, 'Campaign template not found.');
    assertProblem(await admin.delete(`/api/campaign-templates/${created.id}`), 404, 'Campaign template not found.');

    const events = await eventsAbout(created.id);
    assert.deepEqual(events.map((e) => e.type), ['campaign_template.saved', 'campaign_template.saved', 'campaign_template.deleted']);
    assert.deepEqual(events[0]!.data, { templateId: created.id, customerId, templateModel: 'CustomerCampaignTemplate', name: 'Just listed', type: 'FACEBOOK_IMAGE_CAMPAIGN' });
    const renamed = events[1]!;
    assert.equal(renamed.type === 'campaign_template.saved' && renamed.data.name, 'Renamed');
    assert.deepEqual(events[2]!.data, { templateId: created.id, customerId, templateModel: 'CustomerCampaignTemplate' });
    assert.equal(events[0]!.customerId, customerId);
  });

  test('a display template lives under /api/gdn-campaign-templates; an id of the other kind is not found', async () => {
    const admin = clientAs(svc, 'admin');
    const { customerId } = await knownCustomer(svc);
    const shared = await linkedAccount(svc, 'display');
    const social = assertOk(await admin.post('/api/campaign-templates', socialTemplateBody(customerId)), 201);
    const display = assertOk(
      await admin.post('/api/gdn-campaign-templates', displayTemplateBody(customerId, { adAccountId: shared.id, scheduleSetting: { type: 'SCHEDULE', schedule: { date: '2027-03-01', hour: 9, minute: 30 }, timezone: 'Australia/Sydney' } })),
      201,
    );
    assert.equal(display.kind, 'display');
    assert.equal(display.templateModel, 'CustomerGdnCampaignTemplate');
    assert.equal(display.adAccountId, shared.id, 'a shared account serves any customer');
    assert.deepEqual(display.scheduleSetting, { type: 'SCHEDULE', schedule: { date: '2027-03-01', hour: 9, minute: 30 }, timezone: 'Australia/Sydney' });
    assert.deepEqual(assertOk(await admin.get(`/api/gdn-campaign-templates/${display.id}`)), display);

    assertProblem(await admin.get(`/api/gdn-campaign-templates/${social.id}`), 404, 'Campaign template not found.');
    assertProblem(await admin.get(`/api/campaign-templates/${display.id}`), 404, 'Campaign template not found.');
    assertProblem(await admin.put(`/api/campaign-templates/${display.id}`, { name: 'x' }), 404, 'Campaign template not found.');
    assertProblem(await admin.delete(`/api/gdn-campaign-templates/${social.id}`), 404, 'Campaign template not found.');
    assertProblem(await admin.post(`/api/campaign-templates/${display.id}/clone`, {}), 404, 'Campaign template not found.');
    assert.deepEqual(assertOk(await admin.get(`/api/gdn-campaign-templates?customerId=${customerId}`)).items.map((t: { id: string }) => t.id), [display.id]);
    assert.deepEqual(assertOk(await admin.get(`/api/campaign-templates?customerId=${customerId}`)).items.map((t: { id: string }) => t.id), [social.id]);

    const updated = assertOk(await admin.put(`/api/gdn-campaign-templates/${display.id}`, { objective: 'TRAFFIC', campaignType: 'IMAGE_DISPLAY' }));
    assert.equal(updated.objective, 'TRAFFIC');
    assert.equal(updated.campaignType, 'IMAGE_DISPLAY');
    assert.equal((await admin.delete(`/api/gdn-campaign-templates/${display.id}`)).status, 204);
    assert.deepEqual((await eventsAbout(display.id)).map((e) => [e.type, e.data.templateModel]), [
      ['campaign_template.saved', 'CustomerGdnCampaignTemplate'],
      ['campaign_template.saved', 'CustomerGdnCampaignTemplate'],
      ['campaign_template.deleted', 'CustomerGdnCampaignTemplate'],
    ]);
  });

  test('clone: "<name> (copy)" or the name given, to the same customer or another, each published', async () => {
    const admin = clientAs(svc, 'admin');
    const { customerId } = await knownCustomer(svc);
    const other = await knownCustomer(svc);
    const own = await linkedAccount(svc, 'social', customerId);
    const source = assertOk(await admin.post('/api/campaign-templates', socialTemplateBody(customerId, { adAccountId: own.id })), 201);

    const copy = assertOk(await admin.post(`/api/campaign-templates/${source.id}/clone`), 201);
    assert.notEqual(copy.id, source.id);
    assert.equal(copy.name, 'Just listed (copy)');
    assert.equal(copy.customerId, customerId);
    assert.deepEqual({ ...copy, id: source.id, name: source.name, createdAt: source.createdAt, updatedAt: source.updatedAt }, source);

    // The source's account is its customer's: a copy for another customer needs another account (or none).
    assertProblem(await admin.post(`/api/campaign-templates/${source.id}/clone`, { customerId: other.customerId }), 400, "This ad account is another customer's", ['/body/adAccountId']);
    const moved = assertOk(await admin.post(`/api/campaign-templates/${source.id}/clone`, { customerId: other.customerId, name: 'For the other', adAccountId: null }), 201);
    assert.equal(moved.customerId, other.customerId);
    assert.equal(moved.name, 'For the other');
    assert.equal(moved.adAccountId, null);
    assertProblem(await admin.post(`/api/campaign-templates/${source.id}/clone`, { customerId: randomUUID() }), 400, 'Customer not found.', ['/body/customerId']);
    assertProblem(await admin.post(`/api/campaign-templates/${source.id}/clone`, { name: '  ' }), 400, 'Name is required', ['/body/name']);
    assertProblem(await admin.post(`/api/campaign-templates/${randomUUID()}/clone`, {}), 404, 'Campaign template not found.');

    const display = assertOk(await admin.post('/api/gdn-campaign-templates', displayTemplateBody(customerId)), 201);
    const displayCopy = assertOk(await admin.post(`/api/gdn-campaign-templates/${display.id}/clone`, {}), 201);
    assert.equal(displayCopy.name, 'Display just listed (copy)');
    assert.equal(displayCopy.kind, 'display');

    for (const id of [copy.id, moved.id, displayCopy.id]) assert.deepEqual((await eventsAbout(id)).map((e) => e.type), ['campaign_template.saved']);
    const movedEvent = (await eventsAbout(moved.id))[0]!;
    assert.equal(movedEvent.customerId, other.customerId);
  });

  test("each location type's rules answer 400 with the spec's messages, one error per field", async () => {
    const { customerId } = await knownCustomer(svc);
    const adSet = (location: unknown, fields: Record<string, unknown> = {}) => ({ name: 'Ad set', location, gender: 'ALL', budgetSharePercent: 20, ...fields });
    const marker = (id: string, radius: number) => ({ id, coords: { lat: -36.85, lng: 174.76 }, radius });
    const errors = await refusedCreate(
      '/api/campaign-templates',
      socialTemplateBody(customerId, {
        adSets: [
          adSet({ type: 'LISTING', enable: true, radius: 0.5 }),
          adSet({ type: 'OFFICE', byZip: false, radius: 81 }),
          adSet({ type: 'CUSTOM_LOCATION', center: { lat: -36.85, lng: 174.76 }, zoom: 11, markers: [marker('a', 999), marker('b', 80001)] }),
          adSet({ type: 'CUSTOM_LOCATION', center: { lat: -36.85, lng: 174.76 }, zoom: 11, markers: Array.from({ length: 16 }, (_, i) => marker(`m${i}`, 10000)) }),
          adSet({ type: 'COUNTRY', selectedCountries: [] }, { budgetSharePercent: 20 }),
        ],
      }),
    );
    assert.deepEqual(errors, {
      '/body/adSets/0/location/radius': 'Minimum radius is 1km',
      '/body/adSets/1/location/radius': 'Maximum radius is 80km',
      '/body/adSets/2/location/markers/0/radius': 'Minimum radius is 1km',
      '/body/adSets/2/location/markers/1/radius': 'Maximum radius is 80km',
      '/body/adSets/3/location/markers': 'No more than 15 Markers allowed in targeting',
      '/body/adSets/4/location/selectedCountries': 'Select at least one country',
    });
    const more = await refusedCreate(
      '/api/campaign-templates',
      socialTemplateBody(customerId, {
        adSets: [
          adSet({ type: 'COUNTRY', selectedCountries: ['XX'] }, { ageMin: 40, ageMax: 30, budgetSharePercent: 50 }),
          adSet({ type: 'LISTING', enable: true, radius: 10 }, { ageMin: 12, ageMax: 66, budgetSharePercent: 40 }),
        ],
      }),
    );
    assert.deepEqual(more, {
      '/body/adSets/0/location/selectedCountries/0': 'Unknown country code: XX (use ISO 3166-1 alpha-2, e.g. NZ)',
      '/body/adSets/0/ageMin': 'Age min cannot exceed age max.',
      '/body/adSets/1/ageMin': 'Minimum age is 13',
      '/body/adSets/1/ageMax': 'Maximum age is 65',
      '/body/adSets': "The ad sets' budget shares must add up to 100%",
    });
  });

  test('the creative, objective, schedule and lead form rules answer 400 with their messages', async () => {
    const { customerId } = await knownCustomer(svc);
    const creative = await refusedCreate(
      '/api/campaign-templates',
      socialTemplateBody(customerId, { name: ' ', objective: 'VIDEO_VIEWS', creative: { headline: '', message: 'Hi {{buyer.name}}', callToAction: 'LEARN_MORE', linkUrl: 'harbour' } }),
    );
    assert.deepEqual(Object.keys(creative), ['/body/name', '/body/objective', '/body/creative/headline', '/body/creative/message', '/body/creative/linkUrl']);
    assert.equal(creative['/body/name'], 'Name is required');
    assert.equal(creative['/body/objective'], 'Objective must be one of TRAFFIC, LEADS, AWARENESS for FACEBOOK_IMAGE_CAMPAIGN');
    assert.equal(creative['/body/creative/headline'], 'Headline is required');
    assert.match(creative['/body/creative/message']!, /^Unknown placeholder \{\{buyer\.name\}\}/);
    assert.equal(creative['/body/creative/linkUrl'], 'Link must be a web address (http:// or https://) or a placeholder such as {{listing.url}}');

    const interval = await refusedCreate('/api/campaign-templates', socialTemplateBody(customerId, { scheduleSetting: { type: 'INTERVAL', interval: { frequency: 'DAY', cronSyntax: '61 9 * * *' }, timezone: 'Mars/Olympus_Mons' } }));
    assert.deepEqual(Object.keys(interval), ['/body/scheduleSetting/timezone', '/body/scheduleSetting/interval/cronSyntax']);
    assert.equal(interval['/body/scheduleSetting/timezone'], 'Time zone must be an IANA time zone name such as Pacific/Auckland');
    assert.match(interval['/body/scheduleSetting/interval/cronSyntax']!, /^Invalid cron syntax/);
    const once = await refusedCreate('/api/gdn-campaign-templates', displayTemplateBody(customerId, { scheduleSetting: { type: 'SCHEDULE', schedule: { date: '2027-02-30', hour: 9, minute: 10 } } }));
    assert.deepEqual(once, { '/body/scheduleSetting/schedule/date': 'Date must be a real date written YYYY-MM-DD', '/body/scheduleSetting/schedule/minute': 'Minute must be one of 0, 5, 15, 20, 25, 30, 35, 40, 45, 50, 55' });

    assert.deepEqual(await refusedCreate('/api/campaign-templates', socialTemplateBody(customerId, { objective: 'LEADS' })), { '/body/leadForm': 'A lead form is required for the LEADS objective' });
    assert.deepEqual(await refusedCreate('/api/gdn-campaign-templates', displayTemplateBody(customerId, { objective: 'LEADS' })), { '/body/objective': 'Objective must be one of TRAFFIC, AWARENESS for RESPONSIVE_DISPLAY' });
    assert.deepEqual(await refusedCreate('/api/campaign-templates', socialTemplateBody(customerId, { adSets: [] })), { '/body/adSets': 'Add at least one ad set' });
  });

  test('a lead form is kept for LEADS only; an update is checked as a whole', async () => {
    const admin = clientAs(svc, 'admin');
    const { customerId } = await knownCustomer(svc);
    const leadForm = { introHeadline: 'Free appraisal', followUpActionUrl: '{{listing.url}}', thankYouButtonType: 'VIEW_WEBSITE', privacyPolicyUrl: 'https://harbour.example.com/privacy' };
    const leads = assertOk(await admin.post('/api/campaign-templates', socialTemplateBody(customerId, { objective: 'LEADS', leadForm })), 201);
    assert.deepEqual(leads.leadForm, leadForm);
    // Widening the ages of the stored ad set beyond 65 is refused, though the body is schema-valid.
    assertProblem(await admin.put(`/api/campaign-templates/${leads.id}`, { adSets: [{ ...leads.adSets[0], ageMax: 70 }] }), 400, 'Maximum age is 65', ['/body/adSets/0/ageMax']);
    assertProblem(await admin.put(`/api/campaign-templates/${leads.id}`, { leadForm: null }), 400, 'A lead form is required for the LEADS objective', ['/body/leadForm']);
    const traffic = assertOk(await admin.put(`/api/campaign-templates/${leads.id}`, { objective: 'TRAFFIC' }));
    assert.equal(traffic.leadForm, null, 'a template that no longer collects leads keeps no lead form');
  });

  test('the customer and the ad account named must exist and fit the template', async () => {
    const admin = clientAs(svc, 'admin');
    const { customerId } = await knownCustomer(svc);
    const other = await knownCustomer(svc);
    const display = await linkedAccount(svc, 'display', customerId);
    const othersSocial = await linkedAccount(svc, 'social', other.customerId);
    assertProblem(await admin.post('/api/campaign-templates', socialTemplateBody(randomUUID())), 400, 'Customer not found.', ['/body/customerId']);
    assertProblem(await admin.post('/api/campaign-templates', socialTemplateBody(customerId, { adAccountId: randomUUID() })), 400, 'Ad account not found.', ['/body/adAccountId']);
    assertProblem(await admin.post('/api/campaign-templates', socialTemplateBody(customerId, { adAccountId: display.id })), 400, 'Ad account not found.', ['/body/adAccountId']);
    assertProblem(await admin.post('/api/campaign-templates', socialTemplateBody(customerId, { adAccountId: othersSocial.id })), 400, "This ad account is another customer's", ['/body/adAccountId']);
    const created = assertOk(await admin.post('/api/gdn-campaign-templates', displayTemplateBody(customerId, { adAccountId: display.id })), 201);
    assertProblem(await admin.put(`/api/gdn-campaign-templates/${created.id}`, { adAccountId: othersSocial.id }), 400, 'Ad account not found.', ['/body/adAccountId']);
    assert.equal(assertOk(await admin.put(`/api/gdn-campaign-templates/${created.id}`, { adAccountId: null })).adAccountId, null);
  });

  test('invalid input is 400 before any rule: unknown fields, a campaign type of the other kind, a bad id', async () => {
    const admin = clientAs(svc, 'admin');
    const { customerId } = await knownCustomer(svc);
    assertProblem(await admin.post('/api/campaign-templates', { ...socialTemplateBody(customerId), colour: 'blue' }), 400);
    assertProblem(await admin.post('/api/campaign-templates', socialTemplateBody(customerId, { campaignType: 'RESPONSIVE_DISPLAY' })), 400);
    assertProblem(await admin.post('/api/gdn-campaign-templates', displayTemplateBody(customerId, { campaignType: 'FACEBOOK_VIDEO_CAMPAIGN' })), 400);
    assertProblem(await admin.post('/api/campaign-templates', socialTemplateBody(customerId, { adSets: [{ name: 'x', location: { type: 'MOON' }, gender: 'ALL', budgetSharePercent: 100 }] })), 400);
    assertProblem(await admin.get('/api/campaign-templates/not-a-uuid'), 400);
    assertProblem(await admin.get('/api/campaign-templates?sort=budget'), 400);
  });

  test('roles: only admin and operations; anonymous is 401', async () => {
    const admin = clientAs(svc, 'admin');
    const { customerId, agentIds } = await knownCustomer(svc);
    const template = assertOk(await admin.post('/api/campaign-templates', socialTemplateBody(customerId)), 201);
    const display = assertOk(await admin.post('/api/gdn-campaign-templates', displayTemplateBody(customerId)), 201);
    const agent = clientAs(svc, { roles: ['agent'], customerId, agentId: agentIds[0]! });
    const corporate = clientAs(svc, { roles: ['corporate'], customerId });
    for (const who of [clientAs(svc, 'sales'), clientAs(svc, 'user'), agent, corporate]) {
      assertProblem(await who.get('/api/campaign-templates'), 403);
      assertProblem(await who.get(`/api/campaign-templates/${template.id}`), 403);
      assertProblem(await who.post('/api/campaign-templates', socialTemplateBody(customerId)), 403);
      assertProblem(await who.put(`/api/gdn-campaign-templates/${display.id}`, { name: 'x' }), 403);
      assertProblem(await who.post(`/api/gdn-campaign-templates/${display.id}/clone`, {}), 403);
      assertProblem(await who.delete(`/api/campaign-templates/${template.id}`), 403);
    }
    assertProblem(await anon(svc).get('/api/gdn-campaign-templates'), 401);
    assertProblem(await anon(svc).post('/api/campaign-templates', socialTemplateBody(customerId)), 401);
    assertProblem(await anon(svc).delete(`/api/campaign-templates/${template.id}`), 401);
    assert.equal(assertOk(await admin.get(`/api/campaign-templates/${template.id}`)).name, template.name, 'nothing changed');
  });
});
