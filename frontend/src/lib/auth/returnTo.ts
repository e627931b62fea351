// The page a signed-out user wanted, kept in sessionStorage until sign-in brings them back.
// Error pages (and the sign-in flows themselves) are never remembered.
import { NEVER_REMEMBERED, RETURN_TO_STORAGE_KEY, ROUTES } from '../../constants.ts';

const AUTH_PREFIXES = ['/authentication/', '/password/', `${ROUTES.customerDashboardSignIn}`];

export function isRememberable(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? '';
  if (NEVER_REMEMBERED.includes(pathname)) return false;
  return !AUTH_PREFIXES.some((prefix) => pathname === prefix.replace(/\/$/, '') || pathname.startsWith(prefix));
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

/** The remembered page (and forgets it), or home. */
export function takeReturnTo(): string {
  const target = peekReturnTo();
  try {
    sessionStorage.removeItem(RETURN_TO_STORAGE_KEY);
  } catch {
    // ignore
  }
  return target && isRememberable(target) && target.startsWith('/') && !target.startsWith('//') ? target : ROUTES.home;
}
