// The creative service's fixtures: the service on a data folder of its own (its local object store
// there, read back by the tests), the customer and listing contexts as creative learns of them (their
// events delivered to its consumer through the platform's inbox), templates made over the API with the
// files a test writes, uploads as the editor sends them, and render jobs polled to their end.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import { createObjectStore, customerReferencesSubscription, envelope, mergeSubscriptions, objectKeyOf, type ObjectStore } from '@adops/platform';
import { assertOk, deliverEvent, startTestService, type TestClient, type TestService } from '@adops/platform/testing';
import type { CustomerEvents, ListingEvents } from '@adops/openapi/generated/events';
import { creativeModule } from '../src/app.ts';
import { ProjectionStore } from '../src/projections/store.ts';
import { namesSubscription, subjectsSubscription } from '../src/projections/events.ts';

/** Where the service's local object store says its files are: fixed, so a test maps an output URL back to its key. */
const FILES_URL = 'http://files.creative.test/files';

export type CreativeService = TestService<'creative'> & { objects: ObjectStore; dataDir: string };

/**
 * The creative module on a fresh database and a data folder of its own (removed on close), its objects
 * on local disk there as in the embedded default.
 */
export async function startCreative(env: Record<string, string> = {}): Promise<CreativeService> {
  const dataDir = await mkdtemp(join(tmpdir(), 'adops-creative-test-'));
  const storage = { driver: 'local' as const, root: join(dataDir, 'objects'), publicBaseUrl: FILES_URL };
  // Events through the real Kafka beside MariaDB; in-process beside SQLite, as the embedded default runs.
  const svc = await startTestService(creativeModule, { kafka: process.env.TEST_DATABASE !== 'sqlite', env: { DATA_DIR: dataDir, STORAGE_DRIVER: 'local', STORAGE_DIR: storage.root, STORAGE_PUBLIC_URL: FILES_URL, ...env } });
  return {
    ...svc,
    objects: createObjectStore(storage),
    dataDir,
    async close() {
      await svc.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The bytes stored under a job's output URL (uploadPath), read from the service's object store. */
export async function storedBytes(svc: Pick<CreativeService, 'objects'>, url: string): Promise<Buffer> {
  const key = objectKeyOf(svc.objects, url);
  assert.ok(key, `${url} is not a URL of the service's object store`);
  const stored = await svc.objects.get(key);
  assert.ok(stored, `no object under ${key}`);
  const parts: Buffer[] = [];
  for await (const chunk of stored.body) parts.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(parts);
}

type Service = { booted: { dataSource: DataSource } };

/** A customer-context event as creative consumes it: the customer references and the names projection. */
export async function deliverCustomerEvent<K extends keyof CustomerEvents>(svc: Service, type: K, data: CustomerEvents[K]): Promise<void> {
  const d = data as { customerId: string; agentId?: string };
  const subscription = mergeSubscriptions('creative', [customerReferencesSubscription('creative'), namesSubscription(new ProjectionStore())]);
  await deliverEvent(svc, subscription, envelope('customer', { type, subject: d.agentId ?? d.customerId, customerId: d.customerId, data, version: 1 }));
}

export interface KnownCustomer {
  customerId: string;
  officeId: string;
  agentId: string;
  name: string;
}

/** A customer with one office and one agent in it, known to creative through the customer context's events. */
export async function knownCustomer(svc: Service): Promise<KnownCustomer> {
  const customerId = randomUUID();
  const officeId = randomUUID();
  const agentId = randomUUID();
  const name = `Harbour Realty ${customerId.slice(0, 6)}`;
  await deliverCustomerEvent(svc, 'customer.created', { customerId, name, isActive: true });
  await deliverCustomerEvent(svc, 'agent.created', { agentId, customerId, fullName: 'Jo Agent', email: `jo.${customerId.slice(0, 8)}@harbour.example.com`, officeIds: [officeId], didSignUpDashboard: true });
  return { customerId, officeId, agentId, name };
}

type ListingData = ListingEvents['listing.created'];

/** A listing of the customer's (its office, its agent), known to creative through listing.created; `facts` change what a test needs. */
export async function knownListing(svc: Service, customer: KnownCustomer, facts: Partial<ListingData> = {}): Promise<string> {
  const data: ListingData = {
    listingId: randomUUID(),
    customerId: customer.customerId,
    reference: 'REF-1',
    title: '12 Harbour View Road',
    listingStatus: 'DONE',
    officeId: customer.officeId,
    agentIds: [customer.agentId],
    listingType: 'RESIDENTIAL_FOR_SALE',
    displayAddress: '12 Harbour View Road, Northcote',
    suburb: 'Northcote',
    state: 'Auckland',
    postcode: '0627',
    country: 'NZ',
    latitude: null,
    longitude: null,
    price: 'Offers over $850,000',
    headline: 'Open home Saturday',
    description: null,
    imageUrls: [],
    videoUrls: [],
    link: null,
    ...facts,
  };
  await deliverEvent(svc, subjectsSubscription(new ProjectionStore()), envelope('listing', { type: 'listing.created', subject: data.listingId, customerId: data.customerId, data, version: 1 }));
  return data.listingId;
}

type ResourceData = ListingEvents['resource.saved'];

/** A resource of the customer's (in its office), known to creative through resource.saved. */
export async function knownResource(svc: Service, customer: KnownCustomer, facts: Partial<ResourceData> = {}): Promise<string> {
  const data: ResourceData = { resourceId: randomUUID(), customerId: customer.customerId, officeIds: [customer.officeId], reference: 'RES-1', name: 'Spring campaign', title: 'Spring open homes', message: 'Book a viewing', description: null, type: 'IMAGES', imageUrls: [], videos: [], landingUrl: null, published: true, ...facts };
  await deliverEvent(svc, subjectsSubscription(new ProjectionStore()), envelope('listing', { type: 'resource.saved', subject: data.resourceId, customerId: data.customerId, data, version: 1 }));
  return data.resourceId;
}

/** The listing deleted, as listing.deleted tells it (the facts as last known). */
export async function deletedListing(svc: Service, customer: KnownCustomer, listingId: string): Promise<void> {
  const data = { listingId, customerId: customer.customerId, reference: 'REF-1', title: 'Gone', listingStatus: 'DONE', officeId: customer.officeId, agentIds: [customer.agentId], listingType: null, displayAddress: null, suburb: null, state: null, postcode: null, country: null, latitude: null, longitude: null, price: null, headline: 'Gone', description: null, imageUrls: [], videoUrls: [], link: null } satisfies ListingEvents['listing.deleted'];
  await deliverEvent(svc, subjectsSubscription(new ProjectionStore()), envelope('listing', { type: 'listing.deleted', subject: listingId, customerId: customer.customerId, data, version: 1 }));
}

export interface Template {
  id: string;
  name: string;
  renderType: 'IMAGE' | 'VIDEO';
  isPublished: boolean;
  customerTags: string[];
  settings: Array<{ key: string; value: string }>;
  preview: { path: string; status: string; jobId: string; renderedAt: string } | null;
}

export interface TemplateFile {
  id: string;
  creativeTemplateId: string | null;
  fileName: string;
  fileType: string;
  content: string | null;
  isShared: boolean;
  isDefault: boolean;
  assetType: 'FONT' | 'ICON' | null;
  assetKey: string | null;
  creativeTemplateAsset: { originalFileName: string; cdnUrl: string; mediaType: string; size: number } | null;
  s3Url: string | null;
}

/** A template's files, by name. */
export async function filesOf(client: TestClient, templateId: string): Promise<Map<string, TemplateFile>> {
  const page = assertOk(await client.get(`/api/creative-template-files?creativeTemplateId=${templateId}&limit=100`)) as { items: TemplateFile[] };
  return new Map(page.items.map((f) => [f.fileName, f]));
}

/**
 * A template made over the API (fields as createCreativeTemplate takes them) whose files say what
 * `files` says: a default file's content replaced, any other name added (CSS, JAVASCRIPT, JSON or HTML
 * by its extension).
 */
export async function templateWith(client: TestClient, fields: Record<string, unknown>, files: Record<string, string> = {}): Promise<Template> {
  const template = assertOk(await client.post('/api/creative-templates', { name: `Template ${randomUUID().slice(0, 6)}`, ...fields }), 201) as Template;
  const existing = await filesOf(client, template.id);
  for (const [fileName, content] of Object.entries(files)) {
    const file = existing.get(fileName);
    if (file) assertOk(await client.put(`/api/creative-template-files/${file.id}`, { content }));
    else assertOk(await client.post('/api/creative-template-files', { creativeTemplateId: template.id, fileName, fileType: fileTypeOf(fileName), content }), 201);
  }
  return template;
}

const fileTypeOf = (fileName: string) => ({ css: 'CSS', js: 'JAVASCRIPT', json: 'JSON', html: 'HTML' })[fileName.split('.').pop() ?? ''] ?? 'OTHER';

/** template.json of a size and video settings. */
export const templateJson = (width: number, height: number, video: Record<string, number> = {}) =>
  JSON.stringify({ size: { width, height }, videoConfig: { fps: 24, duration: 10, startDelay: 0, animationSpeed: 24, ...video } });

/** An upload form as the editor sends it: the bytes as the `file` part, the target file, ignoreExisting when given. */
export async function uploadForm(bytes: Buffer | undefined, filename: string, fields: { creativeTemplateFile: string; ignoreExisting?: boolean }) {
  const form = new FormData();
  form.append('creativeTemplateFile', fields.creativeTemplateFile);
  if (fields.ignoreExisting !== undefined) form.append('ignoreExisting', String(fields.ignoreExisting));
  if (bytes) form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/octet-stream' }), filename);
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return { body: Buffer.from(await encoded.arrayBuffer()), headers: { 'content-type': encoded.headers.get('content-type')! } };
}

export async function upload(client: TestClient, bytes: Buffer | undefined, filename: string, fields: { creativeTemplateFile: string; ignoreExisting?: boolean }) {
  const form = await uploadForm(bytes, filename, fields);
  return client.post('/api/creative-template-files/upload', form.body, form.headers);
}

export interface Job {
  id: string;
  jobId: string;
  kind: 'PREVIEW' | 'VIDEO';
  status: 'WAITING' | 'SUCCESS' | 'FAILED' | 'STOPPED';
  progress: number;
  message: string;
  creativeTemplateId: string;
  customerId: string | null;
  listingId: string | null;
  resourceId: string | null;
  uploadPath: string | null;
  finishedAt: string | null;
}

/** Polls getCreativeJob as the editor does (more often) until the job has ended; every answer seen, in order. */
export async function jobEnd(client: TestClient, id: string, timeoutMs = 60_000): Promise<{ job: Job; seen: Job[] }> {
  const until = Date.now() + timeoutMs;
  const seen: Job[] = [];
  for (;;) {
    const job = assertOk(await client.get(`/api/creative-jobs/${id}`)) as Job;
    seen.push(job);
    if (job.status !== 'WAITING') return { job, seen };
    if (Date.now() > until) throw new Error(`job ${id} still WAITING at ${job.progress}% after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
