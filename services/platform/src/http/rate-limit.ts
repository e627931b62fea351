// Throttling as a client sees it, the same in every context: the RateLimit-Policy and RateLimit
// header fields of the IETF httpapi draft (draft-ietf-httpapi-ratelimit-headers-10, structured
// fields), on every response of a throttled operation, and a 429 problem with Retry-After once a
// policy is used up. An operation with limits of its own (sign-in, the token exchange…) reports
// its policy next to the general request budget (request-budget.ts), so both are listed:
//   RateLimit-Policy: "per-user";q=1200;w=60, "token-per-key";q=60;w=3600
//   RateLimit: "per-user";r=1187;t=42, "token-per-key";r=59;t=3600
import type { Response } from 'express';
import { tooManyRequests, type Problem } from '../problems.ts';

export interface RateLimitPolicy {
  /** The policy's name in the headers (a quoted string there, so any readable name). */
  name: string;
  /** How many requests (or, for a failure budget, failures) the window allows. */
  quota: number;
  windowSeconds: number;
}

export interface RateLimitState extends RateLimitPolicy {
  remaining: number;
  /** Seconds until the quota is whole again. */
  resetSeconds: number;
}

/** Reports a policy's state on the response being built; handlers pass it down to their limiter. */
export type RateLimitReport = (state: RateLimitState) => void;

/** rate-limiter-flexible's answer (RateLimiterRes), as far as the headers need it. */
interface CounterState {
  remainingPoints: number;
  msBeforeNext: number;
}

const STATES = Symbol('rateLimitStates');
type Reported = Response & { [STATES]?: RateLimitState[] };

/** Sets (or updates) one policy in the response's RateLimit-Policy and RateLimit fields. */
export function reportRateLimit(res: Response, state: RateLimitState): void {
  const states = ((res as Reported)[STATES] ??= []);
  const at = states.findIndex((s) => s.name === state.name);
  if (at >= 0) states[at] = state;
  else states.push(state);
  res.setHeader('RateLimit-Policy', states.map((s) => `${quoted(s.name)};q=${s.quota};w=${s.windowSeconds}`).join(', '));
  res.setHeader('RateLimit', states.map((s) => `${quoted(s.name)};r=${s.remaining};t=${s.resetSeconds}`).join(', '));
}

export const rateLimitReporter =
  (res: Response): RateLimitReport =>
  (state) =>
    reportRateLimit(res, state);

/** A policy's state from its counter; no counter yet means the whole quota over a fresh window. */
export function rateLimitState(policy: RateLimitPolicy, counter: CounterState | null | undefined): RateLimitState {
  if (!counter) return { ...policy, remaining: policy.quota, resetSeconds: policy.windowSeconds };
  return { ...policy, remaining: Math.max(0, counter.remainingPoints), resetSeconds: Math.max(1, Math.ceil(counter.msBeforeNext / 1000)) };
}

/**
 * The 429 for a used-up policy: reported with nothing remaining, and Retry-After equal to its reset,
 * so a client reading either header waits the same.
 */
export function rateLimitExceeded(report: RateLimitReport, state: RateLimitState, detail: string): Problem {
  const exhausted = { ...state, remaining: 0, resetSeconds: Math.max(1, state.resetSeconds) };
  report(exhausted);
  return tooManyRequests(exhausted.resetSeconds, detail);
}

/** A structured-field string: quotes and backslashes escaped. */
const quoted = (name: string) => `"${name.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
