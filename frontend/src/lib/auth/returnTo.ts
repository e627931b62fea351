// The page a signed-out user wanted, kept in sessionStorage until sign-in brings them back.
// Error pages (and the sign-in flows themselves) are never remembered. The page was remembered before anyone
// signed in, so the user who signs in may lack its roles: the return is marked (afterSignIn) and the route
// guard, which decides with the route's roles, sends such a return home rather than to /forbidden.
import { APP_PATHS } from '../../constants.ts';
import { SIGN_IN_FLOW_PREFIXES } from '../../features/auth/paths.ts';

/** Error pages are never remembered as a return target (000 §2). */
export const NEVER_REMEMBERED: readonly string[] = [APP_PATHS.notFound, APP_PATHS.badRequest, APP_PATHS.forbidden];
/** Where the return target is kept between the redirect to sign-in and the sign-in itself. */
export const RETURN_TO_STORAGE_KEY = 'adops.returnTo';

export function isRememberable(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? '';
  if (NEVER_REMEMBERED.includes(pathname)) return false;
  return !SIGN_IN_FLOW_PREFIXES.some((prefix) => pathname === prefix.replace(/\/$/, '') || pathname.startsWith(prefix));
}

export function rememberTarget(path: string): void {
  if (!isRememberable(path)) return;
  try {
    sessionStorage.setItem(RETURN_TO_STORAGE_KEY, path);
  } catch {
    // Storage disabled: the user lands on home after sign-in.
  }
}

export function rememberCurrentLocation(): void {
  rememberTarget(`${window.location.pathname}${window.location.search}${window.location.hash}`);
}

export function peekReturnTo(): string | null {
  try {
    return sessionStorage.getItem(RETURN_TO_STORAGE_KEY);
  } catch {
    return null;
  }
}

const AFTER_SIGN_IN_KEY = 'adops.afterSignIn';

/** The navigation state of the return after sign-in: `navigate(takeReturnTo(), { state: afterSignIn() })`. */
export const afterSignIn = () => ({ [AFTER_SIGN_IN_KEY]: true }) as const;

/** Whether a navigation is the return after sign-in (its state says so). */
export const isAfterSignIn = (state: unknown) =>
  !!(state && typeof state === 'object' && (state as Record<string, unknown>)[AFTER_SIGN_IN_KEY]);

/** The remembered page (and forgets it), or home. */
export function takeReturnTo(): string {
  const target = peekReturnTo();
  try {
    sessionStorage.removeItem(RETURN_TO_STORAGE_KEY);
  } catch {
    // ignore
  }
  return target && isRememberable(target) && target.startsWith('/') && !target.startsWith('//') ? target : APP_PATHS.home;
}
