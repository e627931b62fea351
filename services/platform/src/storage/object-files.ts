// Serves a store's objects over HTTP where the store itself cannot be reached: the embedded default
// mounts it at the local adapter's public base (PUBLIC_URL/files), so `cdnUrl` and `s3Url` answer.
// In a cluster the S3 bucket (or the CDN in front of it) serves them and this is not mounted.
// Objects are public by design (their URLs go into listings and feeds); keys are unguessable ids.
import { pipeline } from 'node:stream/promises';
import type { NextFunction, Request, Response } from 'express';
import { sendProblem } from '../http/errors.ts';
import { assertValidKey } from './object-keys.ts';
import { InvalidObjectKeyError, RangeNotSatisfiableError, type ByteRange, type ObjectStore, type StoredObjectStream } from './object-store.ts';

/** One byte range of a Range header as asked: from a start (to an end, or to the end), or the last `suffix` bytes. */
type AskedRange = ByteRange | { suffix: number };

/** The one byte range a Range header asks for; undefined to send the whole object (see byteRangeOf). */
function askedRangeOf(header: string | undefined): AskedRange | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (!match[1] && !match[2])) return undefined;
  if (!match[1]) return { suffix: Number(match[2]) };
  const start = Number(match[1]);
  const end = match[2] ? Number(match[2]) : Number.MAX_SAFE_INTEGER;
  return end < start ? undefined : { start, end };
}

function resolveRange(asked: AskedRange, size: number): ByteRange | 'unsatisfiable' {
  if ('suffix' in asked) return asked.suffix > 0 && size > 0 ? { start: Math.max(0, size - asked.suffix), end: size - 1 } : 'unsatisfiable';
  return asked.start < size ? { start: asked.start, end: Math.min(asked.end, size - 1) } : 'unsatisfiable';
}

/**
 * One byte range of a Range header ('bytes=0-99', 'bytes=100-', 'bytes=-500'), resolved against the
 * object's size: the range, 'unsatisfiable' (416), or undefined to send the whole object (no header, a
 * malformed one or several ranges, which RFC 9110 lets a server answer with the whole object).
 */
export function byteRangeOf(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const asked = askedRangeOf(header);
  return asked && resolveRange(asked, size);
}

/** Express handler for GET and HEAD under a mount path: `app.use('/files', objectFiles(store))`. */
export function objectFiles(store: ObjectStore) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let key: string;
    try {
      key = assertValidKey(decodeURIComponent(req.path.replace(/^\//, '')));
    } catch (error) {
      if (error instanceof InvalidObjectKeyError || error instanceof URIError) return notFound(req, res);
      return next(error);
    }
    try {
      const head = req.method === 'HEAD';
      // Video players seek with ranges. A range from a start goes to the store as asked: the store
      // clips its end to the object, refuses a start past it (416), and answers the whole size for
      // Content-Range, so one call per seek. Only the last N bytes need the size first (one HEAD).
      const asked = head ? undefined : askedRangeOf(req.headers.range);
      let range: ByteRange | undefined;
      if (asked && 'suffix' in asked) {
        const info = await store.head(key);
        if (!info) return notFound(req, res);
        const resolved = resolveRange(asked, info.size);
        if (resolved === 'unsatisfiable') return unsatisfiable(res, info.size);
        range = resolved;
      } else range = asked;
      let object: Awaited<ReturnType<ObjectStore['head']>> | StoredObjectStream;
      try {
        object = head ? await store.head(key) : await store.get(key, range);
      } catch (error) {
        if (error instanceof RangeNotSatisfiableError) return unsatisfiable(res, error.size);
        throw error;
      }
      if (!object) return notFound(req, res);
      const part = head ? undefined : (object as StoredObjectStream).range;
      res.status(part ? 206 : 200);
      res.setHeader('Accept-Ranges', 'bytes');
      res.setHeader('Content-Type', object.contentType);
      res.setHeader('Content-Length', String(part ? part.end - part.start + 1 : object.size));
      if (part) res.setHeader('Content-Range', `bytes ${part.start}-${part.end}/${object.size}`);
      res.setHeader('Cache-Control', 'public, max-age=3600');
      // Stored bytes are shown, never run: no sniffing, and a sandbox should one ever be HTML or SVG.
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
      if (head) return void res.end();
      await pipeline((object as StoredObjectStream).body, res);
    } catch (error) {
      if (res.headersSent) res.destroy(error as Error);
      else next(error);
    }
  };
}

function unsatisfiable(res: Response, size: number): void {
  res.status(416).setHeader('Content-Range', `bytes */${size}`);
  res.end();
}

function notFound(req: Request, res: Response): void {
  sendProblem(res, req, { status: 404, title: 'Not Found', detail: 'No such file.' });
}
