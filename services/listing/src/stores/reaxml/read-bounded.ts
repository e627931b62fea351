// A feed arrives as a stream (an HTTP body, an upload): read it into memory only up to the limit,
// and stop reading the moment it is passed, so an oversized feed costs at most maxBytes.
import { ReaxmlError } from './model.ts';

export async function readBounded(source: AsyncIterable<Uint8Array | string>, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of source) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    size += bytes.byteLength;
    if (size > maxBytes) {
      // Leaving the loop early calls the iterator's return(), which destroys a Node stream.
      throw new ReaxmlError('TOO_LARGE', `REAXML feed larger than ${maxBytes} bytes`);
    }
    chunks.push(bytes);
  }
  return Buffer.concat(chunks, size);
}
