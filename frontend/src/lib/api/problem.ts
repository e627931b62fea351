// Reading RFC 9457 problems: the server's message text is what the user sees (000 §8).
import { DIALOG_TITLES } from '../../constants.ts';

export interface Problem {
  type?: string;
  title?: string;
  status?: number;
  detail?: string;
  errors?: { path: string; message: string }[];
}

export class ApiError extends Error {
  readonly status: number;
  readonly problem: Problem;
  constructor(status: number, problem: Problem) {
    super(problemMessage(problem));
    this.status = status;
    this.problem = problem;
  }
}

/** A body that is not a problem but short plain text (a proxy's or a parser's refusal) says why by itself. */
function plainText(body: unknown): string | undefined {
  if (typeof body !== 'string') return undefined;
  const text = body.trim();
  return text && text.length <= 300 && !/[<{]/.test(text) ? text : undefined;
}

export function problemMessage(problem: unknown, fallback: string = DIALOG_TITLES.error): string {
  if (!problem || typeof problem !== 'object') return plainText(problem) ?? fallback;
  const p = problem as Problem & { message?: string };
  if (p.errors?.length) return p.errors.map((e) => e.message).join(' ');
  return p.detail || p.message || p.title || fallback;
}

/**
 * The messages of a problem, each once: its detail, then the field errors that say something else (a
 * single-field refusal repeats its message in both). What a list or a form shows in full.
 */
export function problemLines(problem: unknown, fallback: string = DIALOG_TITLES.error): string[] {
  if (!problem || typeof problem !== 'object') return [plainText(problem) ?? fallback];
  const p = problem as Problem & { message?: string };
  const head = p.detail || p.message || p.title;
  const lines = head ? [head] : [];
  for (const { message } of p.errors ?? []) if (message && !lines.includes(message)) lines.push(message);
  return lines.length ? lines : [fallback];
}

/**
 * A refusal of the address itself: a 400 whose every error is about a path parameter (an id that is not a
 * UUID: the validator's '/params/orderId', a handler's '/path/orderId'). What the address names cannot
 * exist, so a page shows it as not found rather than as a failure to retry.
 */
export function isBadAddress(status: number | undefined, problem: unknown): boolean {
  if (status !== 400 || !problem || typeof problem !== 'object') return false;
  const errors = (problem as Problem).errors ?? [];
  return errors.length > 0 && errors.every((e) => /^\/(params|path)\//.test(e.path ?? ''));
}

/** Unwraps an openapi-fetch result: the data, or an ApiError carrying the problem. */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.error !== undefined || !result.response.ok) {
    throw new ApiError(result.response.status, (result.error ?? {}) as Problem);
  }
  return result.data as T;
}
