// A bound on the requests one process works on at once (issue 31: the embedded default's peak memory).
//
// Past its sustainable rate a Node process does not refuse work: every request it reads starts its middleware and
// waits at its first await, so what is in flight grows with the clients' connections, latency with it (a p99 of 9 s in
// the bench) and memory too (~160 KB a request: the embedded default rose from 160 MB to 680 MB at 3,200 in flight).
// Over the bound a request is answered at once with 503 and Retry-After, cheaply and before any parsing, so a client
// (or a load balancer) backs off or goes to another replica, and the process keeps answering the requests it took
// within their time. Probes are mounted before it: a busy process is not a dead one.
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from '../logger.ts';
import { sendProblem } from './errors.ts';

export const BUSY_DETAIL = 'The service is busy; try again in a moment.';

export interface InFlightLimitOptions {
  /** Requests worked on at once; the next one is refused with 503. */
  limit: number;
  log?: Logger;
  /** How often a warning says how many were refused since the last one, ms. */
  warnEveryMs?: number;
}

export function inFlightLimit(opts: InFlightLimitOptions) {
  let inFlight = 0;
  let refusedSinceWarning = 0;
  let lastWarning = 0;
  const warnEveryMs = opts.warnEveryMs ?? 10_000;
  return (req: Request, res: Response, next: NextFunction): void => {
    if (inFlight >= opts.limit) {
      refusedSinceWarning++;
      const now = Date.now();
      if (now - lastWarning >= warnEveryMs) {
        opts.log?.warn({ inFlight, limit: opts.limit, refused: refusedSinceWarning }, 'busy: requests refused with 503');
        lastWarning = now;
        refusedSinceWarning = 0;
      }
      res.setHeader('Retry-After', '1');
      sendProblem(res, req, { status: 503, title: 'Service Unavailable', detail: BUSY_DETAIL });
      return;
    }
    inFlight++;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      inFlight--;
    };
    // finish: the answer was handed to the system; close: the client left first (or after). Either ends the request.
    res.once('finish', release);
    res.once('close', release);
    next();
  };
}
