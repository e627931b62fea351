// The session cookies: httpOnly, SameSite=Lax, and outside development Secure with the __Host- prefix
// (which also pins them to this host and path /). The tokens never reach page script or localStorage.
//
// A browser holds up to two sessions (docs/decisions.md, "Customer dashboard"): its own, and the one a
// "log in as" opened (pre-authentication: staff, corporate users and branch managers open the customer
// dashboard as one of its users in a new tab without ending their own session). The second lives in its
// own cookie; a request reads it only when it says so with the `X-Session: as` header, which the tab that
// opened it sends on every API call. The header only chooses between sessions the server itself issued
// to this browser: it grants nothing (a request without either cookie is anonymous whatever it says).
// `X-Session: as:<userId>` also names the user the tab expects: another user's session (a later "log in
// as" in another tab replaced the cookie) is then no session at all, so a tab never acts as somebody
// it does not show.
// Only the names of the running mode are read: in production the __Host- ones, which only this host
// can set (a sibling subdomain could plant a plain `adops_session` cookie, never a __Host- one).
import type { Request, Response } from 'express';
import { parse } from 'cookie';
import type { RuntimeMode } from '../config.ts';

/** Which of the browser's sessions a request uses: its own, or the one "log in as" opened. */
export type SessionSlot = 'own' | 'as';

const NAMES: Record<SessionSlot, { dev: string; secure: string }> = {
  own: { dev: 'adops_session', secure: '__Host-adops_session' },
  as: { dev: 'adops_session_as', secure: '__Host-adops_session_as' },
};

/** The request header that chooses the "log in as" session (lower case, as Node gives headers). */
export const SESSION_HEADER = 'x-session';

export const sessionCookieName = (mode: RuntimeMode, slot: SessionSlot = 'own') =>
  (mode === 'production' ? NAMES[slot].secure : NAMES[slot].dev);

/** What the request's `X-Session` header asks for: the slot and, for `as:<userId>`, the user it expects. */
export function requestedSession(req: Pick<Request, 'headers'>): { slot: SessionSlot; userId?: string } {
  const raw = req.headers[SESSION_HEADER];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  const match = /^as(?::(\S{1,100}))?$/i.exec(value);
  if (!match) return { slot: 'own' };
  return match[1] ? { slot: 'as', userId: match[1] } : { slot: 'as' };
}

/** The request's slot: `as` only when its `X-Session` header asks for it. */
export const sessionSlotOf = (req: Pick<Request, 'headers'>): SessionSlot => requestedSession(req).slot;

const cookiesOf = (req: Pick<Request, 'headers'>): Record<string, string | undefined> => (req.headers.cookie ? parse(req.headers.cookie) : {});

/** The cookie of the slot under the mode's name only. */
const cookieOf = (req: Pick<Request, 'headers'>, slot: SessionSlot, mode: RuntimeMode): string | undefined =>
  cookiesOf(req)[sessionCookieName(mode, slot)];

/**
 * The session token of the slot the request asks for, under the mode's cookie name (no fallback: a tab
 * that asks for the "log in as" session and has none is signed out, never silently its opener).
 */
export function readSessionCookie(req: Pick<Request, 'headers'>, mode: RuntimeMode): string | undefined {
  return cookieOf(req, sessionSlotOf(req), mode);
}

/**
 * True when the request carries a session cookie of either slot under either name: an answer to it is
 * not cached (security-headers.ts), so this errs towards counting a cookie the mode does not read.
 */
export function carriesSessionCookie(req: Pick<Request, 'headers'>): boolean {
  const cookies = cookiesOf(req);
  return Object.values(NAMES).some((n) => cookies[n.secure] !== undefined || cookies[n.dev] !== undefined);
}

const flags = (mode: RuntimeMode) => ({ httpOnly: true, sameSite: 'lax' as const, secure: mode === 'production', path: '/' });

export function setSessionCookie(res: Response, mode: RuntimeMode, token: string, maxAgeSeconds: number, slot: SessionSlot = 'own'): void {
  res.cookie(sessionCookieName(mode, slot), token, { ...flags(mode), maxAge: maxAgeSeconds * 1000 });
}

export function clearSessionCookie(res: Response, mode: RuntimeMode, slot: SessionSlot = 'own'): void {
  res.clearCookie(sessionCookieName(mode, slot), flags(mode));
}
