// The storage port: where a context keeps the bytes of its assets (images, videos, thumbnails,
// bulk-upload archives). Two adapters implement it: local disk for the embedded default
// (local-object-store.ts) and S3 for clusters (s3-object-store.ts); storage-config.ts picks one
// from the environment. Bodies are streams both ways, so an upload is never held in memory whole.
import type { Readable } from 'node:stream';

export interface PutOptions {
  /** The media type the object is served with (already checked by content by the caller). */
  contentType: string;
  /** Refuse (ObjectTooLargeError, nothing stored) once the body passes this many bytes. */
  maxBytes?: number;
}

export interface ObjectInfo {
  key: string;
  size: number;
  contentType: string;
}

/** Bytes start..end of an object, both inclusive (an HTTP byte range once resolved against the size). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredObjectStream extends ObjectInfo {
  body: Readable;
  /** The part of the object `body` holds when a range was asked for (`size` stays the whole object's). */
  range?: ByteRange;
}

/** A range that starts past the object's end (the object changed since its size was read): the caller answers 416. */
export class RangeNotSatisfiableError extends Error {
  readonly size: number;

  constructor(size: number) {
    super(`The range starts past the object's ${size} bytes`);
    this.size = size;
    this.name = 'RangeNotSatisfiableError';
  }
}

export interface ObjectStore {
  /** Which adapter this is ('local' | 's3'): for logs and health output, never for branching. */
  readonly driver: string;
  /**
   * Streams `body` to `key`, replacing what was there. All or nothing: when the body errors midway,
   * passes maxBytes or the store fails, no object (and no partial object) is left under `key`,
   * and an object that was there before stays as it was.
   */
  put(key: string, body: Readable | AsyncIterable<Uint8Array>, options: PutOptions): Promise<ObjectInfo>;
  /**
   * The object as a stream, or undefined when there is none. With a range, only those bytes (its end
   * clipped to the object's last byte; RangeNotSatisfiableError when it starts past it): video players
   * seek with ranges.
   */
  get(key: string, range?: ByteRange): Promise<StoredObjectStream | undefined>;
  /** Size and type, or undefined when there is none. */
  head(key: string): Promise<ObjectInfo | undefined>;
  /** Removes the object; removing one that is not there is no error. */
  delete(key: string): Promise<void>;
  /** The URL the public (through the CDN when one is configured) fetches the object at (`cdnUrl`). */
  cdnUrl(key: string): string;
  /** The object's address in the store itself (`s3Url`). */
  s3Url(key: string): string;
}

/** A key that is not of the form the port accepts (see object-keys.ts): a caller's bug or an attack. */
export class InvalidObjectKeyError extends Error {
  readonly key: string;

  constructor(key: string, reason: string) {
    super(`Invalid object key '${key}': ${reason}`);
    this.key = key;
    this.name = 'InvalidObjectKeyError';
  }
}

export class ObjectTooLargeError extends Error {
  readonly maxBytes: number;

  constructor(maxBytes: number) {
    super(`The object is larger than ${maxBytes} bytes`);
    this.maxBytes = maxBytes;
    this.name = 'ObjectTooLargeError';
  }
}
