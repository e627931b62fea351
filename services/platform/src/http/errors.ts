// Every error becomes an RFC 9457 problem: domain problems as thrown, the validator's and the body
// parser's errors with their status and field errors, anything else as a logged 500.
import type { NextFunction, Request, Response } from 'express';
import { Problem, STATUS_TITLES, type FieldError } from '../problems.ts';
import type { Logger } from '../logger.ts';

interface HttpLikeError {
  status?: number;
  statusCode?: number;
  type?: string;
  message?: string;
  errors?: Array<{ path?: string; message?: string }>;
  headers?: Record<string, string>;
}

export function sendProblem(res: Response, req: Request, problem: { status: number; title: string; detail: string; errors?: FieldError[] | undefined }): void {
  // Bounded as the shared Problem schema declares, whatever a handler put in.
  const body: Record<string, unknown> = { type: 'about:blank', title: problem.title, status: problem.status, detail: problem.detail.slice(0, 2000) };
  if (problem.errors?.length) body.errors = problem.errors.slice(0, 100).map((e) => ({ path: e.path.slice(0, 500), message: e.message.slice(0, 1000) }));
  const requestId = res.getHeader('x-request-id');
  if (requestId) body.requestId = String(requestId);
  body.instance = req.originalUrl.split('?')[0];
  res.status(problem.status).type('application/problem+json').send(JSON.stringify(body));
}

export function errorMiddleware(log: Logger) {
  return (error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    if (error instanceof Problem) {
      for (const [k, v] of Object.entries(error.headers)) res.setHeader(k, v);
      return sendProblem(res, req, { status: error.status, title: error.title, detail: error.detail, errors: error.errors });
    }
    const e = (error ?? {}) as HttpLikeError;
    const status = e.status ?? e.statusCode ?? 500;
    // No body at all where one is required is a bad request, not a wrong media type.
    if (status === 415 && !req.headers['content-type'] && !Number(req.headers['content-length'] ?? 0)) {
      return sendProblem(res, req, { status: 400, title: 'Bad Request', detail: 'The request body is required.', errors: [{ path: '/body', message: 'required' }] });
    }
    if (status >= 400 && status < 500) {
      if (e.headers) for (const [k, v] of Object.entries(e.headers)) res.setHeader(k, v);
      const errors = (e.errors ?? [])
        .filter((x) => x.message)
        .map((x) => ({ path: x.path ?? '', message: x.message ?? '' }))
        .slice(0, 100);
      let detail = e.message ?? STATUS_TITLES[status] ?? 'Bad request';
      if (e.type === 'entity.too.large') detail = 'The request body is too large.';
      if (e.type === 'entity.parse.failed') detail = 'The request body is not valid JSON.';
      // Every list's search needs at least 2 characters (_shared/pagination.yaml): said in the screens' words (003 §5).
      if (errors.some((x) => x.path === '/query/search' && x.message.includes('fewer than'))) detail = 'Search text needs more than 1 character';
      return sendProblem(res, req, { status, title: STATUS_TITLES[status] ?? 'Error', detail, errors });
    }
    (req.log ?? log).error({ err: error }, 'unexpected error');
    return sendProblem(res, req, { status: 500, title: 'Internal Server Error', detail: 'Something went wrong.' });
  };
}
