// Serves the built frontend (frontend/dist) with a history fallback: any GET outside /api that is
// not a file gets index.html, so client routes survive a reload.
import express, { type Express } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export function serveFrontend(root: Express, distDir: string): boolean {
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) return false;
  root.use(express.static(distDir, { index: false, maxAge: '1h', setHeaders: (res, path) => {
    // Hashed asset names can be cached for good; index.html must always be fresh.
    if (path.includes(`${join(distDir, 'assets')}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  } }));
  root.get(/^(?!\/api\/).*/, (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return true;
}
