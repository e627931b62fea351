// Counts the bytes of a body on their way to a store, and stops the stream with
// ObjectTooLargeError as soon as it passes the limit, so an oversized upload fails before it is
// stored whole (the adapter then removes what it wrote).
import { Transform, type TransformCallback } from 'node:stream';
import { ObjectTooLargeError } from './object-store.ts';

export class ByteLimit extends Transform {
  bytes = 0;
  private readonly maxBytes: number;

  constructor(maxBytes = Number.POSITIVE_INFINITY) {
    super();
    this.maxBytes = maxBytes;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) callback(new ObjectTooLargeError(this.maxBytes));
    else callback(null, chunk);
  }
}
