// Outside production, an answer whose status the operation does not document is a bug of ours, and
// it must fail the test that provoked it. express-openapi-validator (5.6) checks the status only of
// bodies sent with res.json() and below 500 (openapi.response.validator.js, through its
// modded.express.mung json hook): a problem (sendProblem: res.send), a 204 (res.end()) or an image
// passes unchecked, whatever its status. This check sees every answer of a matched operation, at
// res.end(): an undocumented status is logged as an error and the answer is replaced by the 500
// problem every operation documents, so the caller, and any test, sees the failure.
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from '../logger.ts';

type Responses = Record<string, unknown>;

/** Whether `responses` (an operation's) documents `status`: the code, its range (4XX) or default. */
export function documentsStatus(responses: Responses | undefined, status: number): boolean {
  if (!responses) return false;
  const code = String(status);
  return code in responses || `${code[0]}XX` in responses || `${code[0]}xx` in responses || 'default' in responses;
}

function problemBody(req: Request, res: Response): string {
  const requestId = res.getHeader('x-request-id');
  return JSON.stringify({
    type: 'about:blank',
    title: 'Internal Server Error',
    status: 500,
    detail: 'Something went wrong.',
    ...(requestId ? { requestId: String(requestId) } : {}),
    instance: req.originalUrl.split('?')[0],
  });
}

/** Headers that stay on the replacing 500: the request id and the security headers. */
const KEPT_HEADERS = /^(x-|content-security-policy$|referrer-policy$|strict-transport-security$|cross-origin-|origin-agent-cluster$|cache-control$)/;

/**
 * Before the validator, so that its rejections and the security check's 401/403 are checked too; the
 * operation is the one the validator matched (req.openapi), read when the answer ends. A path that
 * matched no operation (404, 405) is not checked. Only outside production.
 */
export function documentedStatuses(log: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    res.end = ((...args: unknown[]) => {
      res.end = end as Response['end'];
      const operation = req.openapi?.schema as { operationId?: string; responses?: Responses } | undefined;
      const status = res.statusCode;
      // 304 is HTTP's answer to a conditional GET (express's ETag), not the operation's.
      if (!operation?.operationId || status === 304 || documentsStatus(operation.responses, status)) return end(...args);
      (req.log ?? log).error({ operationId: operation.operationId, status }, `${operation.operationId} answered ${status}, which its spec does not document`);
      // Headers gone already (a streamed body): the status stands, the log above says why it is wrong.
      if (res.headersSent) return end(...args);
      for (const name of res.getHeaderNames()) if (!KEPT_HEADERS.test(name)) res.removeHeader(name);
      const body = problemBody(req, res);
      res.statusCode = 500;
      res.setHeader('Content-Type', 'application/problem+json; charset=utf-8');
      res.setHeader('Content-Length', Buffer.byteLength(body));
      return end(req.method === 'HEAD' ? undefined : body);
    }) as Response['end'];
    next();
  };
}
