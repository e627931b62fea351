// Serves a store's objects over HTTP where the store itself cannot be reached: the embedded default
// mounts it at the local adapter's public base (PUBLIC_URL/files), so `cdnUrl` and `s3Url` answer.
// In a cluster the S3 bucket (or the CDN in front of it) serves them and this is not mounted.
// Objects are public by design (their URLs go into listings and feeds); keys are unguessable ids.
import { pipeline } from 'node:stream/promises';
import type { NextFunction, Request, Response } from 'express';
import { sendProblem } from '../http/errors.ts';
import { assertValidKey } from './object-keys.ts';
import { InvalidObjectKeyError, type ObjectStore, type StoredObjectStream } from './object-store.ts';

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
      const object = head ? await store.head(key) : await store.get(key);
      if (!object) return notFound(req, res);
      res.status(200);
      res.setHeader('Content-Type', object.contentType);
      res.setHeader('Content-Length', String(object.size));
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

function notFound(req: Request, res: Response): void {
  sendProblem(res, req, { status: 404, title: 'Not Found', detail: 'No such file.' });
}
