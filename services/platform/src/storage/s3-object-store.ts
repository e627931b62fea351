// The S3 adapter of the storage port, for clusters (AWS S3 or any S3-compatible server; the tests
// run it against the one scripts/dev-services starts). Puts stream through lib-storage's Upload:
// parts of PART_SIZE, at most QUEUE_SIZE in flight, so memory stays bounded whatever the size.
// S3 only makes an object visible when its PutObject or CompleteMultipartUpload succeeds; when the
// body fails midway we abort the multipart upload, so neither an object nor orphaned parts remain.
import type { GetObjectCommandOutput, HeadObjectCommandOutput, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import { ByteLimit } from './byte-limit.ts';
import { assertValidKey, urlFor } from './object-keys.ts';
import { RangeNotSatisfiableError, type ByteRange, type ObjectInfo, type ObjectStore, type PutOptions, type StoredObjectStream } from './object-store.ts';

export interface S3ObjectStoreOptions {
  bucket: string;
  region: string;
  /** An S3-compatible server's URL; unset for AWS itself. */
  endpoint?: string;
  /** Path-style addressing (endpoint/bucket/key), which most S3-compatible servers need. */
  forcePathStyle: boolean;
  /** Unset: the SDK's default chain (environment, IRSA web identity, instance profile). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Base of `cdnUrl`; defaults to the bucket's own URL. */
  publicBaseUrl?: string;
}

/** 5 MiB is S3's smallest part; two in flight keep at most ~10 MiB of an upload in memory. */
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;

// The AWS SDK (~10 MB of V8 heap, ~20-40 MB of RSS with its dependencies) is loaded when an S3 store is made, not
// when the platform loads: a process on local storage (the embedded default) never needs it. Both packages are
// CommonJS only (no "exports"), so require() gives the very copy an import would.
const requireSdk = createRequire(import.meta.url);
let sdk: { s3: typeof import('@aws-sdk/client-s3'); storage: typeof import('@aws-sdk/lib-storage') } | undefined;
const awsSdk = () => (sdk ??= { s3: requireSdk('@aws-sdk/client-s3'), storage: requireSdk('@aws-sdk/lib-storage') });
const isS3Error = (error: unknown): error is S3ServiceException => error instanceof awsSdk().s3.S3ServiceException;

export class S3ObjectStore implements ObjectStore {
  readonly driver = 's3';
  readonly client: S3Client;
  private readonly bucketUrl: string;
  private readonly options: S3ObjectStoreOptions;

  constructor(options: S3ObjectStoreOptions) {
    this.options = options;
    this.client = new (awsSdk().s3.S3Client)({
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      ...(options.credentials ? { credentials: options.credentials } : {}),
    });
    this.bucketUrl = bucketUrl(options);
  }

  async put(key: string, body: Readable | AsyncIterable<Uint8Array>, options: PutOptions): Promise<ObjectInfo> {
    assertValidKey(key);
    const limit = new ByteLimit(options.maxBytes);
    const source = body instanceof Readable ? body : Readable.from(body);
    // Errors of the source reach the limit stream, which Upload reads; pipe() alone would not forward them.
    source.on('error', (error) => limit.destroy(error));
    source.pipe(limit);
    const upload = new (awsSdk().storage.Upload)({
      client: this.client,
      params: { Bucket: this.options.bucket, Key: key, Body: limit, ContentType: options.contentType },
      partSize: PART_SIZE,
      queueSize: QUEUE_SIZE,
      leavePartsOnError: false, // Upload aborts the multipart upload itself when a part fails
    });
    try {
      await upload.done();
    } catch (error) {
      // Upload has already sent AbortMultipartUpload for what it started; this also stops parts in flight.
      await upload.abort().catch(() => undefined);
      source.destroy();
      throw error;
    }
    return { key, size: limit.bytes, contentType: options.contentType };
  }

  async get(key: string, range?: ByteRange): Promise<StoredObjectStream | undefined> {
    assertValidKey(key);
    try {
      const answer: GetObjectCommandOutput = await this.client.send(new (awsSdk().s3.GetObjectCommand)({ Bucket: this.options.bucket, Key: key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }));
      if (!(answer.Body instanceof Readable)) throw new Error('S3 GetObject answered without a Node stream body');
      const contentType = answer.ContentType ?? 'application/octet-stream';
      // A ranged answer says which bytes it holds and the whole size: 'bytes 0-99/12345'.
      const part = range && /^bytes (\d+)-(\d+)\/(\d+)$/.exec(answer.ContentRange ?? '');
      if (part) return { key, size: Number(part[3]), contentType, range: { start: Number(part[1]), end: Number(part[2]) }, body: answer.Body };
      return { key, size: answer.ContentLength ?? 0, contentType, body: answer.Body };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      if (range && isS3Error(error) && error.$metadata.httpStatusCode === 416) {
        const head = await this.head(key);
        if (!head) return undefined;
        throw new RangeNotSatisfiableError(head.size);
      }
      throw error;
    }
  }

  async head(key: string): Promise<ObjectInfo | undefined> {
    assertValidKey(key);
    try {
      const answer: HeadObjectCommandOutput = await this.client.send(new (awsSdk().s3.HeadObjectCommand)({ Bucket: this.options.bucket, Key: key }));
      return { key, size: answer.ContentLength ?? 0, contentType: answer.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    await this.client.send(new (awsSdk().s3.DeleteObjectCommand)({ Bucket: this.options.bucket, Key: key }));
  }

  cdnUrl(key: string): string {
    return urlFor(this.options.publicBaseUrl ?? this.bucketUrl, key);
  }

  s3Url(key: string): string {
    return urlFor(this.bucketUrl, key);
  }

  /** Creates the bucket when it is missing: for development and tests (a cluster's bucket is provisioned). */
  async ensureBucket(): Promise<void> {
    const Bucket = this.options.bucket;
    try {
      await this.client.send(new (awsSdk().s3.HeadBucketCommand)({ Bucket }));
    } catch (error) {
      if (!isNotFound(error)) throw error;
      try {
        await this.client.send(new (awsSdk().s3.CreateBucketCommand)({ Bucket }));
      } catch (createError) {
        // test files run in parallel: another one may have created it a moment ago
        if (!(isS3Error(createError) && createError.name === 'BucketAlreadyOwnedByYou')) throw createError;
      }
    }
  }

  destroy(): void {
    this.client.destroy();
  }
}

/** The bucket's own URL (virtual-hosted or path-style, AWS or an S3-compatible server). */
export function bucketUrl(options: Pick<S3ObjectStoreOptions, 'bucket' | 'region' | 'endpoint' | 'forcePathStyle'>): string {
  if (options.endpoint) {
    const endpoint = options.endpoint.replace(/\/+$/, '');
    if (options.forcePathStyle) return `${endpoint}/${options.bucket}`;
    const url = new URL(endpoint);
    return `${url.protocol}//${options.bucket}.${url.host}${url.pathname.replace(/\/$/, '')}`;
  }
  return `https://${options.bucket}.s3.${options.region}.amazonaws.com`;
}

function isNotFound(error: unknown): boolean {
  // A missing bucket is a misconfiguration, not a missing object (HEAD answers carry no error name,
  // so there a missing bucket still reads as a missing object).
  if (!(isS3Error(error)) || error.name === 'NoSuchBucket') return false;
  return error.$metadata.httpStatusCode === 404 || ['NotFound', 'NoSuchKey'].includes(error.name);
}
