// The embedded default serves what its local object store keeps: an asset uploaded through the API has
// a cdnUrl and a thumbnail under PUBLIC_URL/files that answer with the stored bytes (make up's images).
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { TestClient } from '@adops/platform/testing';
import { freePort, startEmbedded, type EmbeddedProcess } from './embedded-process.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'adops-embedded-files-'));
let embedded: EmbeddedProcess | undefined;
after(async () => {
  await embedded?.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

test('an uploaded asset and its thumbnail are served at /files', { timeout: 90_000 }, async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  embedded = await startEmbedded({ dataDir, port, env: { ADMIN_EMAIL: '', ADMIN_PASSWORD: '', STORAGE_DRIVER: '' } });
  const admin = new TestClient(base);
  assert.equal((await admin.post('/api/auth/signin', { email: 'admin@adops.local', password: 'Admin-Passw0rd!' })).status, 200);

  const png = await sharp({ create: { width: 500, height: 400, channels: 3, background: '#228844' } }).png().toBuffer();
  const customer = await admin.post('/api/customers', { name: `Garden Realty ${randomUUID().slice(0, 8)}` });
  assert.equal(customer.status, 201, JSON.stringify(customer.body));
  const form = new FormData();
  form.append('customerId', (customer.body as { id: string }).id);
  form.append('file', new Blob([new Uint8Array(png)]), 'garden.png');
  const encoded = new Request(base, { method: 'POST', body: form });
  const body = Buffer.from(await encoded.arrayBuffer());
  // The listing service learns of the new customer through its event (delivered in process): retry until it has.
  const deadline = Date.now() + 15_000;
  let uploaded = await admin.post('/api/assets', body, { 'content-type': encoded.headers.get('content-type')! });
  while (uploaded.status === 400 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    uploaded = await admin.post('/api/assets', body, { 'content-type': encoded.headers.get('content-type')! });
  }
  assert.equal(uploaded.status, 201, JSON.stringify(uploaded.body));
  const { cdnUrl, thumbnail } = uploaded.body as { cdnUrl: string; thumbnail: string };
  assert.ok(cdnUrl.startsWith(`${base}/files/listing/`), cdnUrl);

  const original = await fetch(cdnUrl);
  assert.equal(original.status, 200);
  assert.equal(original.headers.get('content-type'), 'image/png');
  assert.ok(Buffer.from(await original.arrayBuffer()).equals(png));
  const thumb = await fetch(thumbnail);
  assert.equal(thumb.headers.get('content-type'), 'image/jpeg');
  assert.equal((await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).width, 320);
  assert.equal((await fetch(`${base}/files/listing/nothing-here.png`)).status, 404);
  // Nothing outside the store's root is reachable.
  assert.equal((await fetch(`${base}/files/..%2F..%2Flisting.sqlite`)).status, 404);
});
