// Assertions on what a service answered, for the raw client's TestResponse and the typed clients'
// `{ data, error, response }` alike: a success with its body, or an RFC 9457 problem (ARCHITECTURE §3.5).
import assert from 'node:assert/strict';
import type { TestResponse } from './http-client.ts';

/** What the typed (openapi-fetch) clients return. */
export interface TypedAnswer<T = unknown> {
  data?: T;
  error?: unknown;
  response: Response;
}

export type Answer = TestResponse | TypedAnswer;

export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  errors?: Array<{ path: string; message: string }>;
}

const isTyped = (a: Answer): a is TypedAnswer => 'response' in a && a.response instanceof Response;

/** Status, headers and parsed body of either kind of answer. */
export function answerOf(a: Answer): TestResponse {
  if (!isTyped(a)) return a;
  return { status: a.response.status, headers: a.response.headers, body: a.error ?? a.data };
}

/**
 * The answer succeeded with this status (200 unless given); returns its body, typed by the spec for
 * a typed client's answer.
 */
export function assertOk<T>(answer: TypedAnswer<T>, status?: number): NonNullable<T>;
export function assertOk(answer: TestResponse, status?: number): any;
export function assertOk(answer: Answer, status = 200): unknown {
  const { status: got, body } = answerOf(answer);
  assert.equal(got, status, `expected ${status}, got ${got}: ${JSON.stringify(body)}`);
  return body;
}

/**
 * An RFC 9457 problem with this status: problem+json, a title, a detail (exactly this text, or
 * matching this pattern, when given) and, when given, exactly these `errors[].path` in this order.
 * Returns the problem for further checks.
 */
export function assertProblem(answer: Answer, status: number, detail?: string | RegExp, fieldPaths?: string[]): Problem {
  const { status: got, headers, body } = answerOf(answer);
  assert.equal(got, status, `expected ${status}, got ${got}: ${JSON.stringify(body)}`);
  assert.match(headers.get('content-type') ?? '', /^application\/problem\+json/);
  const problem = body as Problem;
  assert.equal(problem.status, status);
  assert.equal(typeof problem.title, 'string');
  assert.ok(problem.title.length > 0, 'a problem has a title');
  assert.equal(typeof problem.detail, 'string');
  assert.ok(problem.detail.length > 0, 'a problem has a detail');
  if (typeof detail === 'string') assert.equal(problem.detail, detail);
  else if (detail) assert.match(problem.detail, detail);
  if (fieldPaths) assert.deepEqual((problem.errors ?? []).map((e) => e.path), fieldPaths);
  return problem;
}
