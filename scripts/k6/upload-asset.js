// POST /api/assets as an admin with a bearer token: a 1024×768 listing photo (JPEG, ~200 KB) uploaded to a
// customer's library as a multipart form, as the assets screen sends it. Each request sniffs the bytes,
// makes a 320 px thumbnail (sharp), stores both (local disk in the embedded default) and writes the row
// with its asset.uploaded event. Only the embedded default serves /api/assets among the bench's targets.
/* global open -- k6's init-context file reader */
import http from 'k6/http';
import { check } from 'k6';
import { BASE, adminBearer, loadBegins, loadOptions, summary, whenReferencesKnown } from './lib.js';

// An upload is judged against p95 under 1 s (scripts/k6/bench.ts gives it the same limit), not a read's 100 ms.
export const options = loadOptions({ 'http_req_duration{scenario:load}': ['p(95)<1000', 'p(99)<2000'] });

const PHOTO = open('./fixtures/listing-photo.jpg', 'b');
export function setup() {
  const { headers } = adminBearer();
  // One customer's library for the run: a real customer, which the listing service learns of through its
  // event (in process in the embedded default), so the first uploads wait until it has.
  const created = http.post(`${BASE}/api/customers`, JSON.stringify({ name: `Bench uploads ${Date.now()}` }), { headers: { ...headers, 'content-type': 'application/json' } });
  check(created, { 'customer created': (r) => r.status === 201 });
  const customerId = created.json('id');
  whenReferencesKnown(() => upload({ headers, customerId }, 'setup'));
  return loadBegins({ headers, customerId });
}

// The uploads this VU sent: k6 has no __ITER in setup, so the form's id counts them itself.
let sent = 0;

function upload(data, tag) {
  const n = sent++;
  const form = {
    id: `k6-${tag}-${__VU}-${n}`,
    modelName: 'customerAsset',
    customerId: data.customerId,
    name: `Bench photo ${__VU}-${n}`,
    size: String(PHOTO.byteLength),
    file: http.file(PHOTO, 'listing-photo.jpg', 'image/jpeg'),
  };
  return http.post(`${BASE}/api/assets`, form, { headers: data.headers, tags: { name: 'uploadCustomerAsset' } });
}

export default function (data) {
  const res = upload(data, 'load');
  check(res, { uploaded: (r) => r.status === 201 && r.body.includes('"thumbnail":"http') });
}

export const handleSummary = summary;
