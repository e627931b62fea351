// A fetch stub for component tests: routes requests (the clients send Request objects) to handlers
// by method and path, and records them.
import { vi } from 'vitest';

export type Handler = (request: Request, url: URL) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': status >= 400 ? 'application/problem+json' : 'application/json' } });

export function stubFetch(routes: Record<string, Handler>) {
  const calls: { method: string; url: URL; body?: unknown }[] = [];
  const fn = vi.fn(async (input: Request | string) => {
    const request = typeof input === 'string' ? new Request(new URL(input, window.location.origin)) : input;
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    calls.push({ method: request.method, url, body: text ? JSON.parse(text) : undefined });
    const handler = routes[`${request.method} ${url.pathname}`];
    if (!handler) return json({ title: 'Not Found', status: 404 }, 404);
    return handler(request, url);
  });
  vi.stubGlobal('fetch', fn);
  return { calls, fn };
}
