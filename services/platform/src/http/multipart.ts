// Multipart uploads (multipart/form-data), parsed only for the operations whose spec declares them
// and bounded by the spec alone, so a context adds an upload by writing its spec (ARCHITECTURE: no
// per-operation code):
// - every `format: binary` property of the form is a file part; its `maxLength` is its size limit in
//   bytes (413 beyond it, while it streams: nothing is buffered whole) and the encoding's
//   `contentType` (a comma-separated list, `image/*` allowed) the types its bytes must sniff as
//   (415 otherwise, decided on the first bytes, before the rest is stored); the part's own name and
//   Content-Type are never trusted;
// - a required file part that is missing, a file part the form does not declare, or one sent twice,
//   is a 400;
// - a file part's `x-too-large` is the 413's detail (the product's own words, e.g. 'File size is too
//   large. Please select a file not over 10 MB'); without it the detail names the field and the limit;
// - each file streams to a temp file of its own, removed when the response ends, and at once when
//   the request fails or the client goes away, so an interrupted upload leaves nothing behind.
// The handler reads the file with uploadedFile(req) (a path, a stream or, for small files, a Buffer);
// binaryBody(req) gives the bytes of either body of an operation that also takes a raw one.
// The validator (fileUploader: false) then checks req.body as it would after its own multer: each
// file part's property is present as '' and the other fields are strings.
import Busboy from 'busboy';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { badRequest, Problem } from '../problems.ts';
import { UPLOAD_TEMP_PREFIX } from './temp-sweep.ts';

/** A file part as received: where its bytes are, how many, and what they are (sniffed, not declared). */
export interface UploadedFile {
  /** The form field (the spec's binary property). */
  field: string;
  /** The name the client gave it, if any: for display only, never to decide anything. */
  filename: string | undefined;
  /** The part's Content-Type as sent: never trusted. */
  declaredType: string;
  /** The type sniffed from its first bytes (file-type), e.g. image/png; undefined when unknown or empty. */
  type: string | undefined;
  size: number;
  /** A temp file holding the bytes, removed when the response ends. */
  path: string;
  /** The bytes as a stream, e.g. to copy them to storage. */
  stream(): ReadStream;
  /** The bytes at once: for small files only (the spec's limit bounds them). */
  buffer(): Promise<Buffer>;
  /** The sha-256 (hex) of the bytes, read from the temp file: what an Idempotency-Key's fingerprint takes of a file. */
  sha256(): Promise<string>;
}

/** A file part the spec declares. */
interface FileRule {
  maxBytes: number;
  /** Accepted sniffed types; undefined accepts any bytes. */
  types: string[] | undefined;
  required: boolean;
  /** The spec's `x-too-large`: the 413's detail in the product's words. */
  tooLarge: string | undefined;
}

/** One operation's form, from its spec. */
export interface UploadRule {
  files: Map<string, FileRule>;
  /** Other fields and their maxLength (the validator checks their values). */
  fields: Map<string, number>;
}

export interface MultipartOptions {
  /** Where temp files go (a directory of their own per request inside it); the OS temp dir by default. */
  tempDir?: string;
}

type Schema = Record<string, any>;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
/** Bytes file-type reads to tell a type. */
const SNIFF_BYTES = 4100;
/** A file part sent without a filename reaches busboy as a field, held in memory: up to this size. */
const NAMELESS_FILE_LIMIT = 8 * 1024 * 1024;
/** Part headers and boundaries on top of the parts' own limits, for the Content-Length check. */
const FORM_OVERHEAD = 16 * 1024;
const UPLOADS = Symbol('uploads');

function resolve(doc: Schema, s: Schema | undefined): Schema {
  let cur = s ?? {};
  while (cur.$ref) cur = String(cur.$ref).replace(/^#\//, '').split('/').reduce((o: Schema, k: string) => o?.[k.replace(/~1/g, '/')], doc) ?? {};
  return cur;
}

/** The multipart form of every operation that declares one, by operationId; a file part without maxLength is a start-up error. */
export function uploadRules(doc: Schema): Map<string, UploadRule> {
  const rules = new Map<string, UploadRule>();
  for (const item of Object.values(doc.paths ?? {}) as Schema[]) {
    for (const method of METHODS) {
      const op = item[method] as Schema | undefined;
      const media = resolve(doc, op?.requestBody).content?.['multipart/form-data'] as Schema | undefined;
      if (!op || !media) continue;
      const form = resolve(doc, media.schema);
      const required = new Set<string>(form.required ?? []);
      const rule: UploadRule = { files: new Map(), fields: new Map() };
      for (const [name, raw] of Object.entries(form.properties ?? {}) as [string, Schema][]) {
        const prop = resolve(doc, raw);
        if (prop.format !== 'binary') {
          rule.fields.set(name, prop.maxLength ?? 1000);
          continue;
        }
        if (typeof prop.maxLength !== 'number') throw new Error(`${op.operationId}: file part '${name}' has no maxLength (its size limit in bytes)`);
        const listed = media.encoding?.[name]?.contentType as string | undefined;
        const types = listed?.split(',').map((t) => t.trim().toLowerCase()).filter(Boolean);
        rule.files.set(name, { maxBytes: prop.maxLength, types: types?.length ? types : undefined, required: required.has(name), tooLarge: typeof prop['x-too-large'] === 'string' ? prop['x-too-large'] : undefined });
      }
      rules.set(op.operationId, rule);
    }
  }
  return rules;
}

const accepts = (types: string[], type: string) => types.some((t) => t === type || (t.endsWith('/*') && type.startsWith(t.slice(0, -1))));

/** "Only gif, jpeg and png images are allowed.": the spec's list, said as the raw bodies' check says it. */
export function unsupportedType(types: string[]): Problem {
  const names = types.map((t) => t.split('/')[1] ?? t).sort();
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
  const noun = types.every((t) => t.startsWith('image/')) ? 'images' : types.every((t) => t.startsWith('video/')) ? 'videos' : 'files';
  return new Problem(415, 'Unsupported Media Type', `Only ${list} ${noun} are allowed.`);
}

function sizeText(bytes: number): string {
  const mb = 1024 * 1024;
  if (bytes >= mb && bytes % mb === 0) return `${bytes / mb} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}

const tooLarge = (detail: string) => new Problem(413, 'Payload Too Large', detail);

/** Counts a file part's bytes against its limit and sniffs its type from the first ones, as they pass. */
class Inspector extends Transform {
  size = 0;
  type: string | undefined;
  private head: Buffer[] = [];
  private headBytes = 0;
  private sniffed = false;

  private readonly field: string;
  private readonly rule: FileRule;

  constructor(field: string, rule: FileRule) {
    super();
    this.field = field;
    this.rule = rule;
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.rule.maxBytes) return done(tooLarge(this.rule.tooLarge ?? `The file '${this.field}' is larger than ${sizeText(this.rule.maxBytes)}.`));
    if (!this.sniffed) {
      this.head.push(chunk);
      this.headBytes += chunk.length;
      if (this.headBytes >= SNIFF_BYTES) return void this.sniff().then(() => done(null, chunk), done);
    }
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    if (this.sniffed) return done();
    void this.sniff().then(() => done(), done);
  }

  /** Decides the type on the first bytes, so a wrong file is refused before the rest is stored. */
  private async sniff(): Promise<void> {
    this.sniffed = true;
    const head = Buffer.concat(this.head);
    this.head = [];
    // No bytes are no listed type either.
    this.type = head.length ? (await fileTypeFromBuffer(head))?.mime : undefined;
    if (this.rule.types && !(this.type && accepts(this.rule.types, this.type))) throw unsupportedType(this.rule.types);
  }
}

/**
 * The middleware: runs after the operation is matched (req.openapi) and the caller admitted, before
 * the request validator. Requests of other operations or other media types pass untouched.
 */
export function multipartUploads(doc: Schema, options: MultipartOptions = {}): RequestHandler {
  const rules = uploadRules(doc);
  const tempRoot = options.tempDir ?? tmpdir();
  return (req: Request, res: Response, next: NextFunction) => {
    const operationId = (req as { openapi?: { schema?: { operationId?: string } } }).openapi?.schema?.operationId;
    const rule = operationId ? rules.get(operationId) : undefined;
    if (!rule || !req.is('multipart/form-data')) return next();
    receive(req, res, rule, tempRoot).then(next, next);
  };
}

async function receive(req: Request, res: Response, rule: UploadRule, tempRoot: string): Promise<void> {
  const fileBudget = [...rule.files.values()].reduce((n, f) => n + f.maxBytes, 0);
  const fieldBudget = [...rule.fields.values()].reduce((n, max) => n + 4 * max, 0);
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > fileBudget + fieldBudget + FORM_OVERHEAD) {
    res.setHeader('Connection', 'close');
    // One file part with the product's words for it: those words, whichever limit the body passed.
    const only = rule.files.size === 1 ? [...rule.files.values()][0]!.tooLarge : undefined;
    throw tooLarge(only ?? `The request body is larger than ${sizeText(fileBudget)}.`);
  }

  const uploads = new Map<string, UploadedFile>();
  const fields: Record<string, string> = {};
  const writes: Promise<void>[] = [];
  const live = new Set<{ destroy(error?: Error): unknown }>();
  let dirMade: Promise<string> | undefined;
  let settled = false;

  const cleanUp = async () => {
    for (const s of live) s.destroy();
    const made = dirMade ? await dirMade.catch(() => undefined) : undefined;
    if (made) await rm(made, { recursive: true, force: true });
  };
  // The temp files live as long as the response: removed once it has been sent, or when the client
  // went away at any point.
  res.once('close', () => void cleanUp());

  const fileLimit = Math.max(0, ...[...rule.files.values()].map((f) => f.maxBytes)) + 1;
  const fieldLimit = Math.max(100 * 1024, ...[...rule.fields.values()].map((max) => 4 * max), ...[...rule.files.values()].map((f) => Math.min(f.maxBytes + 1, NAMELESS_FILE_LIMIT)));
  // latin1 keeps a nameless file part's bytes as they were sent; text fields are decoded as UTF-8 below.
  let busboy: Busboy.Busboy;
  try {
    busboy = Busboy({
      headers: req.headers,
      defCharset: 'latin1',
      limits: { fileSize: fileLimit, fieldSize: fieldLimit, files: rule.files.size + 1, fields: rule.fields.size + rule.files.size + 1, parts: 2 * (rule.files.size + rule.fields.size) + 2 },
    });
  } catch (error) {
    // A Content-Type without a boundary, or with a malformed one: nothing to parse.
    throw badRequest(`The multipart body cannot be read: ${(error as Error).message}.`);
  }

  await new Promise<void>((resolveParse, rejectParse) => {
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      req.unpipe(busboy);
      for (const s of live) s.destroy();
      if (error instanceof Problem && error.status === 413) res.setHeader('Connection', 'close');
      // The rest of the body is read and dropped (the connection closes after the answer if it was too large).
      req.resume();
      rejectParse(error);
    };

    const store = (field: string, source: Readable, filename: string | undefined, declaredType: string) => {
      const fileRule = rule.files.get(field);
      if (!fileRule || uploads.has(field)) {
        source.resume();
        return fail(badRequest(fileRule ? `The file part '${field}' was sent twice.` : `The form has no file part '${field}'.`, [{ path: `/body/${field}`, message: 'unexpected file part' }]));
      }
      const inspector = new Inspector(field, fileRule);
      const index = uploads.size;
      const file: UploadedFile = {
        field,
        filename,
        declaredType,
        type: undefined,
        size: 0,
        path: '',
        stream: () => createReadStream(file.path),
        buffer: () => readFile(file.path),
        sha256: async () => {
          const hash = createHash('sha256');
          await pipeline(createReadStream(file.path), hash);
          return hash.digest('hex');
        },
      };
      uploads.set(field, file);
      dirMade ??= mkdtemp(join(tempRoot, UPLOAD_TEMP_PREFIX));
      live.add(source).add(inspector);
      writes.push(
        (async () => {
          file.path = join(await dirMade!, String(index));
          const sink = createWriteStream(file.path);
          live.add(sink);
          await pipeline(source, inspector, sink);
          Object.assign(file, { size: inspector.size, type: inspector.type });
        })().catch(fail), // a limit or a refused type: the first failure is the answer

      );
    };

    busboy.on('file', (field, stream, info) => store(field, stream, info.filename, info.mimeType));
    busboy.on('field', (field, value, info) => {
      const fileRule = rule.files.get(field);
      if (fileRule && info.valueTruncated) {
        const named = fileRule.maxBytes < NAMELESS_FILE_LIMIT ? '' : ` when sent without a filename; name the file part to send up to ${sizeText(fileRule.maxBytes)}`;
        return fail(tooLarge(fileRule.tooLarge ?? `The file '${field}' is larger than ${sizeText(Math.min(fileRule.maxBytes, NAMELESS_FILE_LIMIT))}${named}.`));
      }
      if (fileRule) return store(field, Readable.from([Buffer.from(value, 'latin1')]), undefined, info.mimeType);
      if (info.valueTruncated) return fail(tooLarge(`The field '${field}' is too long.`));
      fields[field] = Buffer.from(value, 'latin1').toString('utf8');
    });
    busboy.on('filesLimit', () => fail(badRequest('The form has more file parts than it declares.')));
    busboy.on('fieldsLimit', () => fail(badRequest('The form has more fields than it declares.')));
    busboy.on('partsLimit', () => fail(badRequest('The form has more parts than it declares.')));
    busboy.on('error', (error: Error) => fail(badRequest(`The multipart body is malformed: ${error.message}`)));
    busboy.on('close', () => {
      Promise.all(writes).then(() => {
        if (settled) return;
        settled = true;
        resolveParse();
      }, fail);
    });
    req.on('error', fail);
    // The client went away mid-upload: nobody reads the answer, and it is no server error to log.
    res.once('close', () => fail(badRequest('The upload was interrupted.')));
    req.pipe(busboy);
  }).catch(async (error: unknown) => {
    await cleanUp();
    throw error;
  });

  for (const [field, fileRule] of rule.files) {
    if (fileRule.required && !uploads.has(field)) throw badRequest(`The file part '${field}' is missing.`, [{ path: `/body/${field}`, message: 'required' }]);
  }
  // What the validator expects after a multer upload: each file's property present as ''.
  req.body = { ...fields, ...Object.fromEntries([...uploads.keys()].map((k) => [k, ''])) };
  (req as Request & { [UPLOADS]?: Map<string, UploadedFile> })[UPLOADS] = uploads;
}

/** The file a multipart request sent in this part; undefined for any other request. */
export function uploadedFile(req: object, field = 'file'): UploadedFile | undefined {
  return (req as { [UPLOADS]?: Map<string, UploadedFile> })[UPLOADS]?.get(field);
}

/** The bytes of an operation that takes a raw body or a multipart form: the file part's, else the raw body. */
export async function binaryBody(req: { body?: unknown }, field = 'file'): Promise<unknown> {
  const file = uploadedFile(req, field);
  return file ? file.buffer() : req.body;
}
