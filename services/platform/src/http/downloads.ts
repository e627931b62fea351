// Files answered as attachments (the exports): whole, or written as they are read. Every export names its file
// `<stem>-<YYYY-MM-DD>.<format>` (exportHead, archives/table-write.ts) and is sent by one of these two.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import { exportHead, writeTable, type ExportFormat, type ExportTable } from '../archives/table-write.ts';

export interface DownloadHead {
  contentType: string;
  fileName: string;
}

function startDownload(res: Response, head: DownloadHead): void {
  res.status(200).set({ 'Content-Type': head.contentType, 'Content-Disposition': `attachment; filename="${head.fileName}"` });
}

/** A file held whole, answered as a download. */
export function sendDownload(res: Response, head: DownloadHead, body: Buffer): void {
  startDownload(res, head);
  res.send(body);
}

/** A table written whole (an Excel workbook, a capped export) as `<stem>-<YYYY-MM-DD>.<format>`, answered as a download. */
export async function sendTable(res: Response, format: ExportFormat, stem: string, table: ExportTable, now = new Date()): Promise<void> {
  sendDownload(res, exportHead(format, stem, now), await writeTable(format, table));
}

/**
 * A download written as it is read (issue 31: an export of any size in bounded memory): a chunk is written once the
 * client has taken the last (backpressure, through stream.pipeline). The first chunk is read before the status is
 * set, so a failing query is answered as any other error (problem+json). After it, a failure cuts the file short
 * (the connection is closed, and the failure logged); a client that goes away ends the reading (the chunks'
 * iterator is returned, so an export's batch reads stop).
 */
export async function sendStreamedDownload(res: Response, head: DownloadHead, chunks: AsyncIterable<string>): Promise<void> {
  const it = chunks[Symbol.asyncIterator]();
  const first = await it.next();
  startDownload(res, head);
  async function* all(): AsyncGenerator<string> {
    try {
      if (!first.done) yield first.value;
      for (let next = await it.next(); !next.done; next = await it.next()) yield next.value;
    } finally {
      await it.return?.();
    }
  }
  try {
    await pipeline(Readable.from(all()), res);
  } catch (error) {
    // The client going away is no failure of ours; anything else is, and the file it cut short is logged.
    if ((error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') return;
    (res.req as Request).log?.error({ err: error }, 'a streamed download failed after its first byte');
  }
}
