// The error catalogue of spec 000 §8 as an openapi-fetch middleware, driven through a real client.
import { describe, expect, it, vi } from 'vitest';
import { createIdentityClient } from '@adops/openapi';
import { createErrorCatalogue, OPT_OUT_HEADER, optOut, type ErrorCatalogueHandlers } from './errorCatalogue.ts';

function setup(status: number, body: unknown = { type: 'about:blank', title: 'x', status }) {
  const seen: Request[] = [];
  const fetchImpl = vi.fn(async (input: Request) => {
    seen.push(input);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/problem+json' } });
  });
  const handlers: ErrorCatalogueHandlers = { unauthorized: vi.fn(), forbidden: vi.fn(), dashboardSignIn: vi.fn() };
  const client = createIdentityClient({ baseUrl: 'http://adops.test', fetch: fetchImpl as unknown as typeof fetch });
  client.use(createErrorCatalogue(() => handlers));
  return { client, handlers, seen };
}

describe('error catalogue middleware', () => {
  it('401 clears the user and goes to sign-in', async () => {
    const { client, handlers } = setup(401);
    const { error, response } = await client.GET('/api/users/list', { params: { query: {} } });
    expect(response.status).toBe(401);
    expect(error).toBeDefined();
    expect(handlers.unauthorized).toHaveBeenCalledTimes(1);
    expect(handlers.forbidden).not.toHaveBeenCalled();
  });

  it('403 goes to /forbidden', async () => {
    const { client, handlers } = setup(403);
    await client.GET('/api/users/{userId}', { params: { path: { userId: 'a' } } });
    expect(handlers.forbidden).toHaveBeenCalledTimes(1);
    expect(handlers.unauthorized).not.toHaveBeenCalled();
  });

  it('a refused change (403 on POST, PUT or DELETE) stays with its caller, which gets the problem to show', async () => {
    const detail = 'Only an admin may grant, remove or change the admin role.';
    const { client, handlers } = setup(403, { type: 'about:blank', title: 'Forbidden', status: 403, detail });
    const { error, response } = await client.PUT('/api/users/{userId}', { params: { path: { userId: 'a' } }, body: { displayName: 'X' } });
    expect(response.status).toBe(403);
    expect(error).toMatchObject({ detail });
    await client.POST('/api/users/{userId}/deactivate', { params: { path: { userId: 'a' } } });
    await client.DELETE('/api/api-keys/{apiKeyId}', { params: { path: { apiKeyId: 'k' } } });
    expect(handlers.forbidden).not.toHaveBeenCalled();
    // A page load of a forbidden resource still goes to /forbidden.
    await client.GET('/api/users/{userId}', { params: { path: { userId: 'a' } } });
    expect(handlers.forbidden).toHaveBeenCalledTimes(1);
  });

  it('a refused change is still signed out on 401', async () => {
    const { client, handlers } = setup(401);
    await client.PUT('/api/users/{userId}', { params: { path: { userId: 'a' } }, body: { displayName: 'X' } });
    expect(handlers.unauthorized).toHaveBeenCalledTimes(1);
  });

  it('500 with a url goes to the customer-dashboard sign-in with it, and the body stays readable', async () => {
    const { client, handlers } = setup(500, { url: '/customer-dashboard/order' });
    const { error } = await client.GET('/api/users/me');
    expect(handlers.dashboardSignIn).toHaveBeenCalledWith('/customer-dashboard/order');
    expect(handlers.forbidden).not.toHaveBeenCalled();
    expect(error).toEqual({ url: '/customer-dashboard/order' });
  });

  it('500 without a url goes to /forbidden', async () => {
    const { client, handlers } = setup(500, { type: 'about:blank', title: 'Internal Server Error', status: 500 });
    await client.GET('/api/users/me');
    expect(handlers.forbidden).toHaveBeenCalledTimes(1);
    expect(handlers.dashboardSignIn).not.toHaveBeenCalled();
  });

  it('leaves other statuses alone', async () => {
    for (const status of [200, 400, 404, 409, 429]) {
      const { client, handlers } = setup(status, {});
      await client.GET('/api/users/me');
      expect(handlers.unauthorized).not.toHaveBeenCalled();
      expect(handlers.forbidden).not.toHaveBeenCalled();
      expect(handlers.dashboardSignIn).not.toHaveBeenCalled();
    }
  });

  it('a call can opt out, and the opt-out header never reaches the server', async () => {
    const { client, handlers, seen } = setup(403, { detail: 'User Is Not Active' });
    const { error } = await client.GET('/api/users/me', { ...optOut() });
    expect(error).toMatchObject({ detail: 'User Is Not Active' });
    expect(handlers.forbidden).not.toHaveBeenCalled();
    expect(seen[0]?.headers.has(OPT_OUT_HEADER)).toBe(false);
    // …and the next call without the flag is handled again.
    await client.GET('/api/users/me');
    expect(handlers.forbidden).toHaveBeenCalledTimes(1);
  });

  it('opting out covers 401 and 500 too', async () => {
    for (const status of [401, 500]) {
      const { client, handlers } = setup(status, { url: '/x' });
      await client.GET('/api/users/me', { ...optOut() });
      expect(handlers.unauthorized).not.toHaveBeenCalled();
      expect(handlers.dashboardSignIn).not.toHaveBeenCalled();
      expect(handlers.forbidden).not.toHaveBeenCalled();
    }
  });
});
