// The general request budget of every /api operation: per principal (its user id) when the caller is
// signed in, per client address otherwise (req.ip: X-Forwarded-For only through TRUST_PROXY). Kept in
// memory in each service replica, so a caller spread over N replicas gets up to N times the budget:
// it protects a replica from one caller's flood, it is no billing quota. The defaults are generous
// (a busy user clicking through the app is far below them); operations with tighter limits of their
// own report those next to this one (rate-limit.ts).
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { rateLimitExceeded, rateLimitReporter, rateLimitState, reportRateLimit, type RateLimitPolicy } from './rate-limit.ts';

export interface RequestBudgetConfig {
  /** Requests per window of one signed-in principal (API_RATE_LIMIT_PER_USER). */
  perPrincipal: number;
  /** Requests per window of one anonymous client address (API_RATE_LIMIT_PER_ADDRESS). */
  perAddress: number;
  /** API_RATE_LIMIT_WINDOW_SECONDS. */
  windowSeconds: number;
}

export const DEFAULT_REQUEST_BUDGET: RequestBudgetConfig = { perPrincipal: 1200, perAddress: 300, windowSeconds: 60 };

export function requestBudget(config: RequestBudgetConfig) {
  const perPrincipal: RateLimitPolicy = { name: 'per-user', quota: config.perPrincipal, windowSeconds: config.windowSeconds };
  const perAddress: RateLimitPolicy = { name: 'per-address', quota: config.perAddress, windowSeconds: config.windowSeconds };
  const principals = new RateLimiterMemory({ keyPrefix: 'principal', points: config.perPrincipal, duration: config.windowSeconds });
  const addresses = new RateLimiterMemory({ keyPrefix: 'address', points: config.perAddress, duration: config.windowSeconds });

  /** Counts this request against its caller; a 429 problem once the caller's budget is used up. */
  async function charge(req: Request, res: Response): Promise<void> {
    const [limiter, policy, key] = req.principal
      ? [principals, perPrincipal, req.principal.userId]
      : [addresses, perAddress, req.ip ?? req.socket.remoteAddress ?? 'unknown'];
    try {
      reportRateLimit(res, rateLimitState(policy, await limiter.consume(key)));
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      const state = rateLimitState(policy, error);
      throw rateLimitExceeded(rateLimitReporter(res), state, `Too many requests. Try again in ${state.resetSeconds} seconds.`);
    }
  }

  return {
    charge,
    /**
     * The security middleware, then the charge for the caller it found (or the address), whether it
     * let the request through or not: a refused request costs the same and carries the headers too,
     * and a caller over budget gets 429 before anything else is said about its request.
     */
    around(security: RequestHandler): RequestHandler {
      return async (req: Request, res: Response, next: NextFunction) => {
        let outcome: unknown;
        try {
          await security(req, res, (error?: unknown) => {
            outcome = error;
          });
        } catch (error) {
          outcome = error;
        }
        try {
          await charge(req, res);
        } catch (error) {
          return next(error);
        }
        next(outcome);
      };
    },
  };
}
