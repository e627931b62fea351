// Serves the built frontend (frontend/dist) with a history fallback: any GET outside the programs'
// paths (/api, /openapi, /docs) that is not a file gets index.html, so client routes survive a reload.
import express, { type Express } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Paths served to programs and partners, never answered with the app's HTML. */
export const PROGRAM_PATHS = ['/api', '/openapi', '/docs'];
const notAProgramPath = new RegExp(`^(?!(${PROGRAM_PATHS.join('|')})(/|$))`);

export function serveFrontend(root: Express, distDir: string): boolean {
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) return false;
  root.use(express.static(distDir, { index: false, maxAge: '1h', setHeaders: (res, path) => {
    // Hashed asset names can be cached for good; index.html must always be fresh.
    if (path.includes(`${join(distDir, 'assets')}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  } }));
  root.get(notAProgramPath, (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return true;
}
