// RFC 9457 problems: the one error shape of every service. Domain code throws these; the error
// middleware turns them (and validator, body-parser and unexpected errors) into application/problem+json.
export interface FieldError {
  path: string;
  message: string;
}

export class Problem extends Error {
  readonly status: number;
  readonly title: string;
  readonly detail: string;
  readonly errors: FieldError[] | undefined;
  readonly headers: Record<string, string>;

  constructor(status: number, title: string, detail: string, options: { errors?: FieldError[]; headers?: Record<string, string> } = {}) {
    super(detail);
    this.status = status;
    this.title = title;
    this.detail = detail;
    this.errors = options.errors;
    this.headers = options.headers ?? {};
  }
}

export const badRequest = (detail: string, errors?: FieldError[]) =>
  new Problem(400, 'Bad Request', detail, errors ? { errors } : {});
/** A single-field validation failure: the spec's message, pointing at the field. */
export const invalidField = (path: string, message: string) => badRequest(message, [{ path, message }]);
/**
 * Several field failures at once: each at its field in `errors`, and a `detail` that stays short —
 * the first message, and how many more there are.
 */
export function invalidFields(errors: FieldError[]): Problem {
  const first = errors[0]?.message ?? 'The request is invalid.';
  const detail = errors.length > 1 ? `${first} (and ${errors.length - 1} more)` : first;
  return badRequest(detail, errors.slice(0, 100));
}
export const unauthorized = (detail = 'Sign in to continue.') => new Problem(401, 'Unauthorized', detail);
export const forbidden = (detail = 'Your role does not allow this.') => new Problem(403, 'Forbidden', detail);
/** Also what another customer's data looks like: never 403, so its existence does not leak. */
export const notFound = (detail = 'Not found.') => new Problem(404, 'Not Found', detail);
export const conflict = (detail: string) => new Problem(409, 'Conflict', detail);
export const gone = (detail: string) => new Problem(410, 'Gone', detail);
export const tooManyRequests = (retryAfterSeconds: number, detail: string) =>
  new Problem(429, 'Too Many Requests', detail, { headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) } });

export const STATUS_TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};
