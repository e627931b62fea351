// "Log in as" (001 §4; docs/decisions.md "Customer dashboard"): a staff member, corporate user or branch
// manager opens the customer dashboard as one of its users in a new tab, and keeps their own session
// in every other tab. The server keeps the second session in its own httpOnly cookie; this tab marks
// itself (sessionStorage: per tab, survives a reload) and every API call of the tab asks for that
// session with the X-Session header. The header chooses between sessions the server issued to this
// browser; it grants nothing.

/** The request header the platform reads (services/platform/src/auth/session-cookie.ts). */
export const SESSION_HEADER = 'X-Session';
/** The query parameter a used pre-auth link lands with: the dashboard user's id. */
export const AS_PARAM = 'as';
const KEY = 'adops.sessionAs';

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined; // storage refused (privacy settings): the tab is an ordinary one
  }
}

/** The dashboard user this tab acts as, when it is a "log in as" tab. */
export const sessionAsUser = (): string | undefined => storage()?.getItem(KEY) ?? undefined;

/** The X-Session header value of this tab's API calls (it names the user, so another one is refused). */
export function sessionHeaderValue(): string | undefined {
  const user = sessionAsUser();
  return user ? `as:${user}` : undefined;
}

/** This tab's API calls' extra headers: X-Session in a "log in as" tab, nothing otherwise. */
export function sessionHeaders(): Record<string, string> {
  const value = sessionHeaderValue();
  return value ? { [SESSION_HEADER]: value } : {};
}

/** Ends this tab's "log in as" (after its sign-out, or once its session is gone): it is an ordinary tab again. */
export function forgetSessionAs(): void {
  storage()?.removeItem(KEY);
}

const USER_ID = /^[\w-]{1,100}$/;
/** Where the pre-auth link lands (identity's preAuthLanding): only the dashboard takes the parameter. */
const DASHBOARD_PREFIX = '/customer-dashboard';

/**
 * A tab that lands with ?as=<userId> (the used pre-auth link's redirect) marks itself and loses the
 * parameter, so a copied address or a bookmark never carries it. Runs once, before the first API call.
 */
export function adoptSessionAsFromUrl(): void {
  if (typeof window === 'undefined') return;
  const url = new URL(window.location.href);
  const user = url.searchParams.get(AS_PARAM);
  if (user === null || !url.pathname.startsWith(DASHBOARD_PREFIX)) return;
  if (USER_ID.test(user)) storage()?.setItem(KEY, user);
  url.searchParams.delete(AS_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
