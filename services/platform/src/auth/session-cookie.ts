// The session cookie: httpOnly, SameSite=Lax, and outside development Secure with the __Host- prefix
// (which also pins it to this host and path /). The token never reaches page script or localStorage.
import type { Request, Response } from 'express';
import { parse } from 'cookie';
import type { RuntimeMode } from '../config.ts';

const DEV_NAME = 'adops_session';
const SECURE_NAME = '__Host-adops_session';

export const sessionCookieName = (mode: RuntimeMode) => (mode === 'production' ? SECURE_NAME : DEV_NAME);

export function readSessionCookie(req: Request): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  const cookies = parse(header);
  return cookies[SECURE_NAME] ?? cookies[DEV_NAME];
}

export function setSessionCookie(res: Response, mode: RuntimeMode, token: string, maxAgeSeconds: number): void {
  res.cookie(sessionCookieName(mode), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: mode === 'production',
    path: '/',
    maxAge: maxAgeSeconds * 1000,
  });
}

export function clearSessionCookie(res: Response, mode: RuntimeMode): void {
  res.clearCookie(sessionCookieName(mode), { httpOnly: true, sameSite: 'lax', secure: mode === 'production', path: '/' });
}
