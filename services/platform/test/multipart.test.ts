// Multipart uploads: parsed only where the spec declares a multipart/form-data body, bounded by the
// spec (the file property's maxLength, the encoding's contentType), accepted by the OpenAPI
// validator as createService runs it (fileUploader: false), and leaving no temp file behind,
// whether the request succeeded, was refused or was cut off mid-upload.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import { createLogger } from '../src/logger.ts';
import { errorMiddleware } from '../src/http/errors.ts';
import { binaryBody, multipartUploads, uploadedFile, uploadRules } from '../src/http/multipart.ts';
import { PNG } from '../src/testing/samples.ts';

const LIMIT = 10_000;
const problem = { description: 'problem', content: { 'application/problem+json': { schema: { type: 'object' } } } };
const spec = {
  openapi: '3.1.0',
  info: { title: 'uploads', version: '1' },
  paths: {
    '/api/pictures': {
      put: {
        operationId: 'setPicture',
        requestBody: {
          required: true,
          content: {
            'image/png': { schema: { $ref: '#/components/schemas/Image' } },
            'multipart/form-data': {
              schema: { type: 'object', required: ['file'], additionalProperties: false, properties: { file: { $ref: '#/components/schemas/Image' } } },
              encoding: { file: { contentType: 'image/png, image/jpeg, image/gif' } },
            },
          },
        },
        responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object' } } } }, '400': problem, '413': problem, '415': problem },
      },
    },
    '/api/notes': {
      post: {
        operationId: 'addNote',
        requestBody: { required: true, content: { 'application/json': { schema: { type: 'object' } } } },
        responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object' } } } }, '415': problem },
      },
    },
  },
  components: { schemas: { Image: { type: 'string', format: 'binary', maxLength: LIMIT } } },
};

let server: Server;
let base: string;
let tempDir: string;
/** What the handler saw, per request. */
let seen: Array<{ viaUpload: boolean; type?: string | undefined; size?: number; bytes: Buffer; filename?: string | undefined; pathWhileHandling?: string; body: unknown }> = [];

before(async () => {
  tempDir = await mkdtemp(join(tmpdir(), 'multipart-test-'));
  const app = express();
  app.use(express.json());
  app.use(express.raw({ type: ['image/png'], limit: LIMIT }));
  const validator = OpenApiValidator.middleware({
    apiSpec: structuredClone(spec) as never,
    validateRequests: { allowUnknownQueryParameters: false, coerceTypes: false, removeAdditional: false },
    validateResponses: false,
    fileUploader: false,
  }) as unknown as express.RequestHandler[];
  // Where createService puts it: right after the operation is matched and the caller admitted.
  validator.splice(validator.findIndex((m) => m.name === 'securityMiddleware') + 1, 0, multipartUploads(spec, { tempDir }));
  app.use(...validator);
  app.put('/api/pictures', async (req, res) => {
    const file = uploadedFile(req);
    const bytes = (await binaryBody(req)) as Buffer;
    seen.push({ viaUpload: !!file, type: file?.type, size: file?.size, bytes, filename: file?.filename, ...(file ? { pathWhileHandling: file.path } : {}), body: req.body });
    res.json({ size: bytes.length });
  });
  app.post('/api/notes', (req, res) => res.json({ note: req.body }));
  app.use(errorMiddleware(createLogger('multipart-test', 'silent')));
  server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

after(async () => {
  server.close();
  await rm(tempDir, { recursive: true, force: true });
});

/** A multipart body built by hand, for parts a FormData cannot make (no filename, a second part). */
function form(parts: Array<{ name: string; filename?: string; type?: string; data: Buffer | string }>) {
  const boundary = `----adops${Date.now()}`;
  const chunks = parts.flatMap((p) => [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`),
    Buffer.from(p.data),
    Buffer.from('\r\n'),
  ]);
  return { body: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), type: `multipart/form-data; boundary=${boundary}` };
}

async function put(body: NonNullable<RequestInit["body"]>, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}/api/pictures`, { method: 'PUT', body, headers });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
}
const putForm = (parts: Parameters<typeof form>[0]) => {
  const f = form(parts);
  return put(new Uint8Array(f.body), { 'content-type': f.type });
};
const pngForm = () => {
  const fd = new FormData();
  fd.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'me.png');
  return fd;
};
/** Temp files left anywhere under this test's temp dir. */
async function leftovers(): Promise<string[]> {
  return (await readdir(tempDir, { recursive: true })).map(String);
}
async function eventually(check: () => Promise<boolean>, what: string) {
  const until = Date.now() + 3000;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('the spec decides', () => {
  test('uploadRules reads each file part’s limit and types from the spec', () => {
    const rule = uploadRules(spec).get('setPicture');
    assert.deepEqual(rule?.files.get('file'), { maxBytes: LIMIT, types: ['image/png', 'image/jpeg', 'image/gif'], required: true, tooLarge: undefined });
    assert.equal(uploadRules(spec).has('addNote'), false);
  });
  test("a file part's x-too-large is its 413's words (creative's upload: the spec's message)", () => {
    const worded = structuredClone(spec) as any;
    worded.components.schemas.Image['x-too-large'] = 'File size is too large.';
    assert.equal(uploadRules(worded).get('setPicture')?.files.get('file')?.tooLarge, 'File size is too large.');
  });
  test('a file part without maxLength is refused at start-up', () => {
    const open = structuredClone(spec) as any;
    delete open.components.schemas.Image.maxLength;
    assert.throws(() => uploadRules(open), /setPicture: file part 'file' has no maxLength/);
  });
  test('an operation without a multipart body refuses one (the validator’s 415); its JSON passes untouched', async () => {
    const res = await fetch(`${base}/api/notes`, { method: 'POST', body: pngForm() });
    assert.equal(res.status, 415);
    const json = await fetch(`${base}/api/notes`, { method: 'POST', body: JSON.stringify({ a: 1 }), headers: { 'content-type': 'application/json' } });
    assert.deepEqual(await json.json(), { note: { a: 1 } });
  });
});

describe('accepted', () => {
  test('a PNG file part reaches the handler: sniffed type, size, bytes; the validator sees file as ""; the temp file is gone after the answer', async () => {
    seen = [];
    const res = await put(pngForm());
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { size: PNG.length });
    const [s] = seen;
    assert.equal(s?.viaUpload, true);
    assert.equal(s?.type, 'image/png');
    assert.equal(s?.size, PNG.length);
    assert.equal(s?.filename, 'me.png');
    assert.deepEqual(s?.bytes, PNG);
    assert.deepEqual(s?.body, { file: '' });
    assert.ok(s?.pathWhileHandling?.startsWith(tempDir));
    await eventually(async () => (await leftovers()).length === 0, 'the temp file to go');
  });
  test('a file part without a filename (as httpx sends one) keeps its bytes', async () => {
    seen = [];
    const res = await putForm([{ name: 'file', type: 'image/png', data: PNG }]);
    assert.equal(res.status, 200);
    assert.deepEqual(seen[0]?.bytes, PNG);
    assert.equal(seen[0]?.type, 'image/png');
  });
  test('a file of exactly the limit is accepted', async () => {
    const res = await putForm([{ name: 'file', filename: 'x.png', data: Buffer.concat([PNG, Buffer.alloc(LIMIT - PNG.length)]) }]);
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { size: LIMIT });
  });
  test('the raw body still works, through the same binaryBody()', async () => {
    seen = [];
    const res = await put(new Uint8Array(PNG), { 'content-type': 'image/png' });
    assert.equal(res.status, 200);
    assert.equal(seen[0]?.viaUpload, false);
    assert.deepEqual(seen[0]?.bytes, PNG);
  });
});

describe('refused', () => {
  test('bytes that are no listed type: 415, whatever the part’s name and Content-Type say', async () => {
    const res = await putForm([{ name: 'file', filename: 'me.png', type: 'image/png', data: 'this is not an image at all' }]);
    assert.equal(res.status, 415);
    assert.equal(res.body.detail, 'Only gif, jpeg and png images are allowed.');
    const empty = await putForm([{ name: 'file', filename: 'me.png', type: 'image/png', data: '' }]);
    assert.equal(empty.status, 415);
  });
  test('one byte over the limit: 413 while it streams; no temp file left', async () => {
    const res = await putForm([{ name: 'file', filename: 'big.png', data: Buffer.concat([PNG, Buffer.alloc(LIMIT + 1 - PNG.length)]) }]);
    assert.equal(res.status, 413);
    assert.equal(res.body.detail, "The file 'file' is larger than 10000 bytes.");
    await eventually(async () => (await leftovers()).length === 0, 'the temp file to go');
  });
  test('a declared Content-Length far over the limit: 413 before reading', async () => {
    const res = await putForm([{ name: 'file', filename: 'big.png', data: Buffer.concat([PNG, Buffer.alloc(LIMIT * 5)]) }]);
    assert.equal(res.status, 413);
    assert.equal(res.headers.get('connection'), 'close');
  });
  test('a nameless file part over the limit: 413', async () => {
    const res = await putForm([{ name: 'file', type: 'image/png', data: Buffer.concat([PNG, Buffer.alloc(LIMIT + 1 - PNG.length)]) }]);
    assert.equal(res.status, 413);
  });
  test('no file part: 400 at /body/file', async () => {
    const res = await putForm([{ name: 'note', data: 'hello' }]);
    assert.equal(res.status, 400);
    const empty = await put(new FormData());
    assert.equal(empty.status, 400);
    assert.equal(empty.body.detail, "The file part 'file' is missing.");
    assert.deepEqual(empty.body.errors, [{ path: '/body/file', message: 'required' }]);
  });
  test('a file part the form does not declare, or the same one twice: 400', async () => {
    const extra = await putForm([
      { name: 'file', filename: 'a.png', data: PNG },
      { name: 'other', filename: 'b.png', data: PNG },
    ]);
    assert.equal(extra.status, 400);
    assert.equal(extra.body.detail, "The form has no file part 'other'.");
    const twice = await putForm([
      { name: 'file', filename: 'a.png', data: PNG },
      { name: 'file', filename: 'b.png', data: PNG },
    ]);
    assert.equal(twice.status, 400);
    assert.equal(twice.body.detail, "The file part 'file' was sent twice.");
    await eventually(async () => (await leftovers()).length === 0, 'the temp files to go');
  });
  test('a malformed multipart body, or one without a boundary: 400', async () => {
    const res = await put('--nope\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc', { 'content-type': 'multipart/form-data; boundary=other' });
    assert.equal(res.status, 400);
    const noBoundary = await put(new Uint8Array(PNG), { 'content-type': 'multipart/form-data' });
    assert.equal(noBoundary.status, 400);
    assert.equal(noBoundary.body.detail, 'The multipart body cannot be read: Multipart: Boundary not found.');
  });
});

test('a request cut off mid-upload leaves no temp file and never reaches the handler', async () => {
  seen = [];
  const f = form([{ name: 'file', filename: 'cut.png', data: Buffer.concat([PNG, Buffer.alloc(LIMIT - PNG.length)]) }]);
  const port = (server.address() as AddressInfo).port;
  const req = httpRequest({ host: '127.0.0.1', port, method: 'PUT', path: '/api/pictures', headers: { 'content-type': f.type, 'content-length': String(f.body.length) } });
  req.on('error', () => {}); // the socket is destroyed on purpose
  // Half of the body: the part has begun, its temp file exists.
  req.write(f.body.subarray(0, f.body.length / 2));
  await eventually(async () => (await leftovers()).some((p) => p.includes('/')), 'the temp file to exist');
  req.destroy();
  await eventually(async () => (await leftovers()).length === 0, 'the temp dir to be empty');
  assert.deepEqual(seen, []);
});
