// The answer to a path nothing serves: a 404 problem, so a program calling /api, /openapi or /docs
// never gets the browser app's HTML (or Express's own page) instead of an error it can read.
import type { Request, Response } from 'express';
import { sendProblem } from './errors.ts';

export function notFoundProblem(req: Request, res: Response): void {
  sendProblem(res, req, { status: 404, title: 'Not Found', detail: 'Not found.' });
}
