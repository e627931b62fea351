// generateVideo end to end, one iteration a video: POST /api/creative-jobs/videos of a listing with a VIDEO
// template whose template.json asks for 2 s at 12 fps (24 frames), then GET /api/creative-jobs/{id}
// every POLL_MS until it ends. `render_ms` is enqueue → SUCCESS as the client sees it; `render_s_per_video_s`
// is that time over the video's length (1 = as fast as it plays). The listing is made through the listing
// API with one uploaded photo (the creative context learns of it from listing.created, in process in the
// embedded default), so the frames show a real listing: its photo read from the store, its texts bound.
/* global open -- k6's init-context file reader */
import http from 'k6/http';
import { check, fail, sleep } from 'k6';
import { Trend } from 'k6/metrics';
import { adminBearer, BASE, loadBegins, ok, summary, whenReferencesKnown } from './lib.js';
import { awaitJob, createTemplate, enqueue, putTemplateFile, renderOptions } from './creative-lib.js';

export const options = renderOptions(3);
const renderMs = new Trend('render_ms', true);
const perVideoSecond = new Trend('render_s_per_video_s');
const VIDEO = { fps: 12, duration: 2 };
const PHOTO = open('./fixtures/listing-photo.jpg', 'b');
const JSON_HEADERS = { 'Content-Type': 'application/json' };

/** A customer, its agent and one listing with an uploaded photo; answers the listing's id. */
function seedListing(headers) {
  const json = { ...headers, ...JSON_HEADERS };
  const customer = ok(http.post(`${BASE}/api/customers`, JSON.stringify({ name: `Bench videos ${Date.now()}` }), { headers: json }), 'create a customer');
  const agent = ok(http.post(`${BASE}/api/agents`, JSON.stringify({ customerId: customer.id, fullName: 'Bench Agent' }), { headers: json }), 'create an agent');
  const form = () => ({
    id: `k6-video-${Date.now()}`, modelName: 'customerAsset', customerId: customer.id, name: 'Bench video photo',
    size: String(PHOTO.byteLength), file: http.file(PHOTO, 'listing-photo.jpg', 'image/jpeg'),
  });
  // The listing service learns of the customer and its agent from their events: the first calls wait.
  const photo = ok(whenReferencesKnown(() => http.post(`${BASE}/api/assets`, form(), { headers })), 'upload a photo');
  const listing = {
    customerId: customer.id, title: '1 Bench Road, Ponsonby', type: 'RESIDENTIAL_FOR_SALE', startPrice: 125000000,
    shortDescription: 'Sunny family home', description: 'A sunny family home with harbour views.',
    images: [{ url: photo.cdnUrl, thumbnail: photo.thumbnail }],
    agents: [{ id: agent.id, name: 'Bench Agent' }],
  };
  return ok(whenReferencesKnown(() => http.post(`${BASE}/api/listings`, JSON.stringify(listing), { headers: json })), 'create a listing').id;
}

/** Queues the first video, every 0.1 s for up to 10 s while the creative context has not heard of the listing. */
function whenListingKnown(send) {
  let res = send();
  for (let i = 0; i < 100 && res.status === 404 && String(res.body).includes('Listing not found.'); i++) {
    sleep(0.1);
    res = send();
  }
  return res;
}

export function setup() {
  const { headers } = adminBearer();
  const template = createTemplate(headers, 'VIDEO', 'Bench video');
  const config = { size: { width: 600, height: 600 }, videoConfig: { fps: VIDEO.fps, duration: VIDEO.duration, startDelay: 0, animationSpeed: 24 } };
  putTemplateFile(headers, template.id, 'template.json', `${JSON.stringify(config, null, 2)}\n`);
  const listingId = seedListing(headers);
  const body = { creativeTemplateId: template.id, listingId };
  const first = whenListingKnown(() => http.post(`${BASE}/api/creative-jobs/videos`, JSON.stringify(body), { headers: { ...headers, ...JSON_HEADERS } }));
  if (first.status !== 202) fail(`queue the first video: ${first.status} ${String(first.body).slice(0, 300)}`);
  // The first render also launches the browser, which the measured ones then find running.
  const ended = awaitJob(headers, first.json('id'));
  if (!ended || ended.status !== 'SUCCESS') fail(`the first video did not succeed: ${JSON.stringify(ended)}`);
  return loadBegins({ headers, body });
}

export default function (data) {
  const started = Date.now();
  const job = enqueue(data.headers, 'videos', data.body, { name: 'generateVideo' });
  const ended = awaitJob(data.headers, job.id);
  check(ended, { 'the video succeeded': (j) => j !== null && j.status === 'SUCCESS' && !!j.uploadPath });
  if (ended && ended.status === 'SUCCESS') {
    const ms = Date.now() - started;
    renderMs.add(ms);
    perVideoSecond.add(ms / 1000 / VIDEO.duration);
  }
}

export const handleSummary = summary;
