// A bound on the requests one process works on at once (issue 31: the embedded default's peak memory).
//
// Past its sustainable rate a Node process does not refuse work: every request it reads starts its middleware and
// waits at its first await, so what is in flight grows with the clients' connections, and the memory each holds with
// it; nothing bounded either. Over the bound a request is answered at once with 503 and Retry-After, before any
// parsing, so a client (or a load balancer) backs off or goes to another replica, and the process keeps answering the
// requests it took within their time. Probes are mounted before it: a busy process is not a dead one. (In the bench's
// overload steps the bound of 512 is not reached: their seconds of latency are spent in the kernel's accept queue and
// the busy event loop, before a request is read.)
//
// Once half the slots are taken, an address already holding its share (a quarter of them) is refused: otherwise a
// single client trickling its bodies, or not reading its answers, on a few hundred connections would hold every slot
// and shut everyone else out (it cost only memory before the bound existed). Below half, one client may use more (a
// partner's batch, a test run from one machine). The address is Express's req.ip, so the root must trust the same
// proxies the services do (TRUST_PROXY), or every request through an ingress would count as the ingress's.
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from '../logger.ts';
import { sendProblem } from './errors.ts';

export const BUSY_DETAIL = 'The service is busy; try again in a moment.';

export interface InFlightLimitOptions {
  /** Requests worked on at once; the next one is refused with 503. */
  limit: number;
  /** What one client address may hold once half the slots are taken; a quarter of `limit` unless given. */
  perAddress?: number;
  log?: Logger;
  /** How often a warning says how many were refused since the last one, ms. */
  warnEveryMs?: number;
}

export function inFlightLimit(opts: InFlightLimitOptions) {
  const perAddress = opts.perAddress ?? Math.max(1, Math.floor(opts.limit / 4));
  const byAddress = new Map<string, number>();
  let inFlight = 0;
  let refusedSinceWarning = 0;
  let lastWarning = 0;
  const warnEveryMs = opts.warnEveryMs ?? 10_000;

  function refuse(req: Request, res: Response, address: string): void {
    refusedSinceWarning++;
    const now = Date.now();
    if (now - lastWarning >= warnEveryMs) {
      opts.log?.warn({ inFlight, limit: opts.limit, address, ofAddress: byAddress.get(address) ?? 0, perAddress, refused: refusedSinceWarning }, 'busy: requests refused with 503');
      lastWarning = now;
      refusedSinceWarning = 0;
    }
    res.setHeader('Retry-After', '1');
    // A body the client is still sending would be read to its end to keep the connection: close it instead.
    if (req.headers['transfer-encoding'] || Number(req.headers['content-length'] ?? 0) > 0) res.setHeader('Connection', 'close');
    sendProblem(res, req, { status: 503, title: 'Service Unavailable', detail: BUSY_DETAIL });
  }

  return (req: Request, res: Response, next: NextFunction): void => {
    const address = req.ip ?? req.socket.remoteAddress ?? '';
    const ofAddress = byAddress.get(address) ?? 0;
    if (inFlight >= opts.limit || (ofAddress >= perAddress && inFlight * 2 >= opts.limit)) return refuse(req, res, address);
    inFlight++;
    byAddress.set(address, ofAddress + 1);
    const socket = req.socket;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      inFlight--;
      const left = (byAddress.get(address) ?? 1) - 1;
      if (left > 0) byAddress.set(address, left);
      else byAddress.delete(address);
      socket.off('close', release);
    };
    // finish: the answer was handed to the system; close: the client left first (or after). The socket's close too:
    // a pipelined request still waiting behind another gets neither when its connection dies (Node before 24.x's fix
    // of nodejs/node#62534), and its slot would be lost for good.
    res.once('finish', release);
    res.once('close', release);
    socket.once('close', release);
    next();
  };
}
