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

export function problemMessage(problem: unknown, fallback: string = DIALOG_TITLES.error): string {
  if (!problem || typeof problem !== 'object') return fallback;
  const p = problem as Problem & { message?: string };
  if (p.errors?.length) return p.errors.map((e) => e.message).join(' ');
  return p.detail || p.message || p.title || fallback;
}

/** Unwraps an openapi-fetch result: the data, or an ApiError carrying the problem. */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.error !== undefined || !result.response.ok) {
    throw new ApiError(result.response.status, (result.error ?? {}) as Problem);
  }
  return result.data as T;
}
