// Sharing by e-mail (003 §5, §8) against a real SMTP server — Mailpit, read back through its HTTP API, when
// MAILPIT_SMTP_URL and MAILPIT_API are set (`make test`); otherwise the captured-mail folder the embedded
// default writes: the recipients kept by 003's rules (a fourth trimmed, an invalid one removed, upper case
// lower-cased), the link in the mail the server's own (a report's short URL, a listing's page, a resource's
// landing URL), another customer's item 404 with nothing sent, a kind its customer turned off (003 §6)
// 403 with nothing sent, roles and anonymous 401, invalid input, the
// per-user throttle's 429 with Retry-After, and an unreachable SMTP server's 502 'Error while sending email'.
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { capturingMailer, envelope } from '@adops/platform';
import { anon, assertOk, assertProblem, clientAs, deliverEvent, freePort, serviceUnderTest, startTestService } from '@adops/platform/testing';
import type { ListingEvents } from '@adops/openapi/generated/events';
import { adsModule } from '../src/app.ts';
import { ProjectionStore } from '../src/projections/store.ts';
import { resourcesSubscription } from '../src/projections/events.ts';
import { EmailShareEntity } from '../src/shares/entities.ts';
import { deliverCustomerEvent, harbourListing, knownCustomer, linkedAccount, type KnownCustomer } from './helpers.ts';
import { deliveredCampaign } from './support/delivered-campaigns.ts';

const MAILPIT_SMTP_URL = process.env.MAILPIT_SMTP_URL;
const MAILPIT_API = process.env.MAILPIT_API;
const captureDir = mkdtempSync(join(tmpdir(), 'ads-share-mail-'));
after(() => rmSync(captureDir, { recursive: true, force: true }));

const FROM = 'AdOps <shares@adops.test>';
const mailEnv: Record<string, string> = MAILPIT_SMTP_URL && MAILPIT_API ? { SMTP_URL: MAILPIT_SMTP_URL, MAIL_FROM: FROM } : { MAIL_DIR: captureDir, MAIL_FROM: FROM };
const quiet = { ADS_SIMULATOR_NOW: '2026-12-01T00:00:00.000Z', ADS_SYNC_INTERVAL_MS: '86400000', ADS_INSIGHTS_INTERVAL_MS: '86400000', ADS_LEADS_INTERVAL_MS: '86400000' };
const svc = serviceUnderTest(() => startTestService(adsModule, { env: { ...quiet, ...mailEnv } }));

/** One e-mail as the SMTP server (or the capture folder) holds it. */
interface Received {
  to: string[];
  /** The envelope's sender; null where mail is captured (no SMTP envelope). */
  from: string | null;
  replyTo: string[];
  subject: string;
  text: string;
}

interface MailpitSummary {
  ID: string;
  To: Array<{ Address: string }>;
}
interface MailpitMessage {
  From: { Address: string };
  To: Array<{ Address: string }>;
  ReplyTo: Array<{ Address: string }>;
  Subject: string;
  Text: string;
}

async function mailpit<T>(path: string): Promise<T> {
  const res = await fetch(`${MAILPIT_API}${path}`);
  assert.equal(res.status, 200, `Mailpit ${path}: ${res.status}`);
  return (await res.json()) as T;
}

/**
 * Every e-mail to an address, read back from where it went. Sending resolves once the SMTP server
 * accepted the e-mail, so by the time the API answered it is there (or, refused, never will be).
 */
async function mailTo(address: string): Promise<Received[]> {
  if (!MAILPIT_API || !MAILPIT_SMTP_URL) {
    return capturingMailer(captureDir).captured!.list(address).map((m) => ({ to: m.to.split(',').map((a) => a.trim()), from: null, replyTo: m.replyTo ? [m.replyTo] : [], subject: m.subject, text: m.text }));
  }
  const found = await mailpit<{ messages: MailpitSummary[] }>(`/api/v1/search?limit=50&query=${encodeURIComponent(`to:"${address}"`)}`);
  const mine = found.messages.filter((m) => m.To.some((t) => t.Address.toLowerCase() === address));
  const whole = await Promise.all(mine.map((m) => mailpit<MailpitMessage>(`/api/v1/message/${m.ID}`)));
  return whole.map((m) => ({ to: m.To.map((t) => t.Address), from: m.From.Address, replyTo: (m.ReplyTo ?? []).map((r) => r.Address), subject: m.Subject, text: m.Text.replace(/\r\n/g, '\n') }));
}

/** A fresh address on a domain nobody else's test uses. */
const address = (name: string) => `${name}.${randomUUID().slice(0, 8)}@share.example.com`;

/** A campaign of the customer with a report link made by staff: its short id and URL. */
async function reportOf(customer: KnownCustomer, name: string) {
  const account = await linkedAccount(svc, 'social', customer.customerId);
  const campaign = await deliveredCampaign(svc, { customerId: customer.customerId, officeId: customer.officeIds[0]!, agentIds: customer.agentIds, account, name });
  const link = assertOk(await clientAs(svc, 'admin').post('/api/reports', { campaignId: campaign.id }), 201);
  return { campaign, shortId: link.shortId as string, shortUrl: link.shortUrl as string };
}

/** A resource of the customer as the listing context tells it (resource.saved), with its landing URL. */
async function knownResource(customer: KnownCustomer, fields: Partial<ListingEvents['resource.saved']> = {}): Promise<string> {
  const resourceId = randomUUID();
  const data: ListingEvents['resource.saved'] = {
    resourceId,
    customerId: customer.customerId,
    officeIds: customer.officeIds,
    reference: `R-${resourceId.slice(0, 6)}`,
    name: 'Spring open homes',
    title: 'Spring open homes flyer',
    message: null,
    description: null,
    type: 'IMAGES',
    imageUrls: ['https://cdn.example.com/resources/spring.jpg'],
    videos: [],
    landingUrl: `https://harbour.example.com/spring/${resourceId}`,
    published: true,
    ...fields,
  };
  await deliverEvent(svc, resourcesSubscription(new ProjectionStore()), envelope('listing', { type: 'resource.saved', subject: resourceId, customerId: customer.customerId, data, version: 1 }));
  return resourceId;
}

const KINDS = ['listing', 'resource', 'report'] as const;
/** The customer's sharing option of each kind (003 §6). */
const OPTION_OF = { listing: 'listings', resource: 'resources', report: 'campaigns' } as const;
/** Our words for a kind its customer turned off. */
const TURNED_OFF = { listing: 'Sharing listings is turned off for this customer.', resource: 'Sharing resources is turned off for this customer.', report: 'Sharing campaign reports is turned off for this customer.' } as const;

const sharesOf = (userId: string) => svc.booted.dataSource.getRepository(EmailShareEntity).countBy({ userId });

describe('shareByEmail', () => {
  test('a report: a fourth recipient trimmed, an invalid one removed, upper case lower-cased; the mail carries the report\'s own short URL', async () => {
    const customer = await knownCustomer(svc);
    const { shortUrl, shortId } = await reportOf(customer, '12 Harbour View Road — just listed');
    const [jo, sam, kim, fourth] = [address('jo'), address('sam'), address('kim'), address('fourth')];
    const corporate = clientAs(svc, { roles: ['corporate'], customerId: customer.customerId, email: 'corp.sender@harbour.example.com' });

    const typed = ` ${jo.toUpperCase()} , not-an-email,${sam}, ${jo}, ${kim} ,${fourth}`;
    const sent = assertOk(await corporate.post('/api/shares/email', { kind: 'report', id: shortId, recipients: typed, message: 'How the campaign is doing.\nCall me.' }));
    assert.deepEqual(sent, { sentTo: [jo, sam, kim] });

    const [mail, ...more] = await mailTo(jo);
    assert.equal(more.length, 0, 'one e-mail, though typed twice');
    assert.deepEqual(mail!.to, [jo], 'each recipient gets their own e-mail, lower-cased: none sees the others');
    for (const other of [sam, kim]) {
      const [theirs, ...extra] = await mailTo(other);
      assert.equal(extra.length, 0);
      assert.deepEqual([theirs!.to, theirs!.subject, theirs!.text], [[other], mail!.subject, mail!.text]);
    }
    if (mail!.from !== null) assert.equal(mail!.from, 'shares@adops.test');
    assert.deepEqual(mail!.replyTo, ['corp.sender@harbour.example.com'], 'answers go to the sender');
    assert.equal(mail!.subject, 'Campaign report: 12 Harbour View Road — just listed');
    assert.ok(mail!.text.includes(`\n${shortUrl}\n`), `the report's URL on a line of its own:\n${mail!.text}`);
    assert.equal(shortUrl, `${svc.config.publicUrl}/report/${shortId}`);
    assert.ok(mail!.text.includes('How the campaign is doing.\nCall me.'), 'the sender\'s words');
    assert.deepEqual(await mailTo(fourth), [], 'the fourth recipient was trimmed');
  });

  test("a listing's mail links its public page and a resource's its landing URL; the request cannot name a link", async () => {
    const customer = await knownCustomer(svc);
    const listingId = await harbourListing(svc, customer, { link: 'https://harbour.example.com/listings/12?ref=share' });
    const resourceId = await knownResource(customer);
    const agent = clientAs(svc, { roles: ['agent'], customerId: customer.customerId, agentId: customer.agentIds[0]! });
    const [a, b] = [address('listing'), address('resource')];

    assertProblem(await agent.post('/api/shares/email', { kind: 'listing', id: listingId, recipients: a, link: 'https://evil.example.com' }), 400);
    assert.deepEqual(await mailTo(a), [], 'nothing sent for a refused request');

    assert.deepEqual(assertOk(await agent.post('/api/shares/email', { kind: 'listing', id: listingId, recipients: a })), { sentTo: [a] });
    const [listingMail] = await mailTo(a);
    assert.match(listingMail!.subject, /shared a listing: 12 Harbour View Road$/);
    assert.ok(listingMail!.text.includes('\nhttps://harbour.example.com/listings/12?ref=share\n'), listingMail!.text);

    assert.deepEqual(assertOk(await clientAs(svc, 'operations').post('/api/shares/email', { kind: 'resource', id: resourceId, recipients: `${b}, ${b.toUpperCase()}` })), { sentTo: [b] });
    const [resourceMail] = await mailTo(b);
    assert.match(resourceMail!.subject, /shared a resource: Spring open homes flyer$/);
    assert.ok(resourceMail!.text.includes(`\nhttps://harbour.example.com/spring/${resourceId}\n`), resourceMail!.text);

    // Without a page or a landing URL there is nothing to link: refused, nothing sent.
    const bare = await harbourListing(svc, customer, { link: null });
    const noLanding = await knownResource(customer, { landingUrl: null });
    const c = address('bare');
    assertProblem(await agent.post('/api/shares/email', { kind: 'listing', id: bare, recipients: c }), 409, 'This listing has no public page to share.');
    assertProblem(await agent.post('/api/shares/email', { kind: 'resource', id: noLanding, recipients: c }), 409, 'This resource has no landing URL to share.');
    assert.deepEqual(await mailTo(c), []);
  });

  test("another customer's report, listing or resource is 404 and nothing is sent; a deleted resource and a removed link too", async () => {
    const customer = await knownCustomer(svc);
    const other = await knownCustomer(svc);
    const foreignReport = await reportOf(other, 'Foreign campaign');
    const foreignListing = await harbourListing(svc, other);
    const foreignResource = await knownResource(other);
    const corporate = clientAs(svc, { roles: ['corporate'], customerId: customer.customerId });
    const victim = address('victim');

    assertProblem(await corporate.post('/api/shares/email', { kind: 'report', id: foreignReport.shortId, recipients: victim }), 404, 'Report not found.');
    assertProblem(await corporate.post('/api/shares/email', { kind: 'listing', id: foreignListing, recipients: victim }), 404, 'Listing not found.');
    assertProblem(await corporate.post('/api/shares/email', { kind: 'resource', id: foreignResource, recipients: victim }), 404, 'Resource not found.');
    assertProblem(await corporate.post('/api/shares/email', { kind: 'listing', id: randomUUID(), recipients: victim }), 404, 'Listing not found.');
    // An agent reaches only their own campaigns' reports (as the report links do).
    const own = await reportOf(customer, 'Own campaign');
    const otherAgent = clientAs(svc, { roles: ['agent'], customerId: customer.customerId, agentId: randomUUID() });
    assertProblem(await otherAgent.post('/api/shares/email', { kind: 'report', id: own.shortId, recipients: victim }), 404, 'Report not found.');
    // A resource deleted since, and a report link removed since, are gone.
    const resourceId = await knownResource(customer);
    await deliverEvent(svc, resourcesSubscription(new ProjectionStore()), envelope('listing', { type: 'resource.deleted', subject: resourceId, customerId: customer.customerId, data: { resourceId, customerId: customer.customerId, officeIds: [], reference: 'R-gone', name: null, title: null, message: null, description: null, type: 'IMAGES', imageUrls: [], videos: [], landingUrl: null, published: false }, version: 1 }));
    assertProblem(await corporate.post('/api/shares/email', { kind: 'resource', id: resourceId, recipients: victim }), 404, 'Resource not found.');
    assert.equal((await clientAs(svc, 'admin').delete(`/api/reports/${own.shortId}`)).status, 204);
    assertProblem(await corporate.post('/api/shares/email', { kind: 'report', id: own.shortId, recipients: victim }), 404, 'Report not found.');
    assert.deepEqual(await mailTo(victim), [], 'nothing was sent');
    // Staff reach every customer's.
    assertOk(await clientAs(svc, 'sales').post('/api/shares/email', { kind: 'listing', id: foreignListing, recipients: victim }));
    assert.equal((await mailTo(victim)).length, 1);
  });

  test("what the item's customer turned off is 403 for everyone, staff too: nothing sent, nothing counted; on again or never told, it is sent", async () => {
    const customer = await knownCustomer(svc);
    const items = { listing: await harbourListing(svc, customer), resource: await knownResource(customer), report: (await reportOf(customer, 'Options campaign')).shortId };
    // Two sessions of one user (a customer's user and staff) are refused; another staff user shares what stays on.
    const userId = randomUUID();
    const senders = [clientAs(svc, { roles: ['corporate'], customerId: customer.customerId, userId }), clientAs(svc, { roles: ['admin'], userId })];
    const staff = clientAs(svc, 'admin');
    const options = (off: keyof typeof OPTION_OF | null) => ({ campaigns: true, listings: true, resources: true, allowedSharingWidgets: ['linkedin' as const], ...(off && { [OPTION_OF[off]]: false }) });
    const told = (sharingOptions?: ReturnType<typeof options>) => deliverCustomerEvent(svc, 'customer.updated', { customerId: customer.customerId, name: 'Harbour Realty', isActive: true, ...(sharingOptions && { sharingOptions }) });
    const share = (kind: keyof typeof OPTION_OF, to: string, sender = senders[0]!) => sender.post('/api/shares/email', { kind, id: items[kind], recipients: to });

    for (const off of KINDS) {
      await told(options(off));
      const refused = address(`off-${off}`);
      for (const sender of senders) assertProblem(await share(off, refused, sender), 403, TURNED_OFF[off]);
      assert.deepEqual(await mailTo(refused), [], `nothing sent while ${OPTION_OF[off]} is off`);
      assert.equal(await sharesOf(userId), 0, 'a refused share is not counted');
      // The other kinds are the customer's other options: still on.
      for (const kind of KINDS.filter((k) => k !== off)) {
        const to = address(`on-${kind}`);
        assertOk(await share(kind, to, staff));
        assert.equal((await mailTo(to)).length, 1, `${kind} is sent while ${OPTION_OF[off]} is off`);
      }
    }
    // Everything on again, then a customer.updated without options (the defaults): each kind is sent.
    for (const sharingOptions of [options(null), undefined]) {
      await told(sharingOptions);
      for (const kind of KINDS) {
        const to = address(`again-${kind}`);
        assertOk(await share(kind, to));
        assert.equal((await mailTo(to)).length, 1, kind);
      }
    }
    // Another customer's item stays 404 whatever its options: a 403 would tell that it exists.
    const other = await knownCustomer(svc);
    const foreign = await harbourListing(svc, other);
    await deliverCustomerEvent(svc, 'customer.updated', { customerId: other.customerId, name: 'Other', isActive: true, sharingOptions: options('listing') });
    assertProblem(await senders[0]!.post('/api/shares/email', { kind: 'listing', id: foreign, recipients: address('foreign') }), 404, 'Listing not found.');
  });

  test('roles, anonymous and invalid input', async () => {
    const customer = await knownCustomer(svc);
    const listingId = await harbourListing(svc, customer);
    const to = address('roles');
    const body = { kind: 'listing', id: listingId, recipients: to };
    assertProblem(await anon(svc).post('/api/shares/email', body), 401);
    // A staff account without a staff role is refused.
    assertProblem(await clientAs(svc, 'user').post('/api/shares/email', body), 403);
    for (const role of ['branchmanager', 'branchuser'] as const) {
      assertOk(await clientAs(svc, { roles: [role], customerId: customer.customerId, officeIds: customer.officeIds, agentId: customer.agentIds[0]! }).post('/api/shares/email', body));
    }
    assertOk(await clientAs(svc, 'admin').post('/api/shares/email', body));
    assert.equal((await mailTo(to)).length, 3);

    const admin = clientAs(svc, 'admin');
    assertProblem(await admin.post('/api/shares/email', { ...body, recipients: 'nobody, @example.com, jo@, a b@example.com' }), 400, 'Enter at least one valid e-mail address.', ['/body/recipients']);
    assertProblem(await admin.post('/api/shares/email', { ...body, recipients: '' }), 400, 'Enter at least one valid e-mail address.');
    assertProblem(await admin.post('/api/shares/email', { ...body, kind: 'campaign' }), 400);
    assertProblem(await admin.post('/api/shares/email', { ...body, id: '../x' }), 400);
    assertProblem(await admin.post('/api/shares/email', { ...body, message: 'x'.repeat(2001) }), 400);
    assertProblem(await admin.post('/api/shares/email', { kind: 'listing', id: listingId }), 400);
    assert.equal((await mailTo(to)).length, 3, 'nothing more sent');
  });

  test('at most 20 e-mails an hour per user: the 21st is 429 with Retry-After, another user is not held back', async () => {
    const customer = await knownCustomer(svc);
    const listingId = await harbourListing(svc, customer);
    const userId = randomUUID();
    const sender = clientAs(svc, { roles: ['corporate'], customerId: customer.customerId, userId });
    const to = address('flood');
    for (let i = 1; i <= 20; i++) {
      const answer = await sender.post('/api/shares/email', { kind: 'listing', id: listingId, recipients: to });
      assertOk(answer);
      assert.match(answer.headers.get('ratelimit') ?? '', new RegExp(`"share-emails-per-user";r=${20 - i};t=\\d+`));
    }
    const refused = await sender.post('/api/shares/email', { kind: 'listing', id: listingId, recipients: to });
    assertProblem(refused, 429, /^Too many e-mails shared\. Try again in \d+ seconds\.$/);
    const retryAfter = Number(refused.headers.get('retry-after'));
    assert.ok(retryAfter >= 1 && retryAfter <= 3600, `Retry-After ${retryAfter}`);
    assert.match(refused.headers.get('ratelimit-policy') ?? '', /"share-emails-per-user";q=20;w=3600/);
    // The same user under another session is the same sender.
    assertProblem(await clientAs(svc, { roles: ['corporate'], customerId: customer.customerId, userId }).post('/api/shares/email', { kind: 'listing', id: listingId, recipients: address('again') }), 429);
    assert.equal((await mailTo(to)).length, 20);
    assert.equal(await sharesOf(userId), 20, 'refused shares are not counted');
    assertOk(await clientAs(svc, { roles: ['corporate'], customerId: customer.customerId }).post('/api/shares/email', { kind: 'listing', id: listingId, recipients: to }));
  });
});

describe('shareByEmail with the SMTP server unreachable', () => {
  const down = serviceUnderTest(async () => startTestService(adsModule, { env: { ...quiet, SMTP_URL: `smtp://127.0.0.1:${await freePort()}`, MAIL_FROM: FROM } }));

  test("is 502 'Error while sending email', and the failed e-mail does not count against the sender", async () => {
    const customer = await knownCustomer(down);
    const listingId = await harbourListing(down, customer);
    const userId = randomUUID();
    const answer = await clientAs(down, { roles: ['corporate'], customerId: customer.customerId, userId }).post('/api/shares/email', { kind: 'listing', id: listingId, recipients: address('lost') });
    assertProblem(answer, 502, 'Error while sending email');
    assert.equal(await down.booted.dataSource.getRepository(EmailShareEntity).countBy({ userId }), 0);
  });
});
