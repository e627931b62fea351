// POST /api/assets as an admin with a bearer token: a 1024×768 listing photo (JPEG, ~200 KB) uploaded to a
// customer's library as a multipart form, as the assets screen sends it. Each request sniffs the bytes,
// makes a 320 px thumbnail (sharp), stores both (local disk in the embedded default) and writes the row
// with its asset.uploaded event. Only the embedded default serves /api/assets among the bench's targets.
/* global open -- k6's init-context file reader */
import http from 'k6/http';
import { check } from 'k6';
import { BASE, adminBearer, loadBegins, loadOptions, summary } from './lib.js';

// An upload is judged against p95 under 1 s (scripts/k6/bench.ts gives it the same limit), not a read's 100 ms.
export const options = loadOptions({ 'http_req_duration{scenario:load}': ['p(95)<1000', 'p(99)<2000'] });

const PHOTO = open('./fixtures/listing-photo.jpg', 'b');
/** One customer's library for the run (the upload does not look the customer up). */
const CUSTOMER_ID = '5b2d6a8e-3f5c-4d8e-9b1a-2c3d4e5f6a7b';

export function setup() {
  return loadBegins({ headers: adminBearer().headers });
}

export default function (data) {
  const form = {
    id: `k6-${__VU}-${__ITER}`,
    modelName: 'customerAsset',
    customerId: CUSTOMER_ID,
    name: `Bench photo ${__VU}-${__ITER}`,
    size: String(PHOTO.byteLength),
    file: http.file(PHOTO, 'listing-photo.jpg', 'image/jpeg'),
  };
  const res = http.post(`${BASE}/api/assets`, form, { headers: data.headers, tags: { name: 'uploadCustomerAsset' } });
  check(res, { uploaded: (r) => r.status === 201 && r.body.includes('"thumbnail":"http') });
}

export const handleSummary = summary;
