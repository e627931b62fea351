import type { Request } from 'express';

/** The client's address: from X-Forwarded-For only through the proxies TRUST_PROXY names. */
export const clientAddress = (req: Pick<Request, 'ip' | 'socket'>) => req.ip ?? req.socket.remoteAddress ?? 'unknown';
