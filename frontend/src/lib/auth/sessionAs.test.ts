// A "log in as" tab: it marks itself when it lands with ?as=<userId> (and loses the parameter), its API
// calls ask for its session with X-Session, and a 401 to such a call or a sign-out ends the marker.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppClients } from '../api/clients.ts';
import { optOut } from '../api/errorCatalogue.ts';
import { json } from '../../test/fetchStub.ts';
import { adoptSessionAsFromUrl, forgetSessionAs, sessionAsUser, sessionHeaders } from './sessionAs.ts';

const USER = '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';

afterEach(() => {
  forgetSessionAs();
  window.history.replaceState(null, '', '/');
});

describe('the tab marker', () => {
  it('is set from ?as= on the dashboard, and the parameter is stripped', () => {
    window.history.replaceState(null, '', `/customer-dashboard?tab=orders&as=${USER}#top`);
    adoptSessionAsFromUrl();
    expect(sessionAsUser()).toBe(USER);
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/customer-dashboard?tab=orders#top');
    expect(sessionHeaders()).toEqual({ 'X-Session': `as:${USER}` });
  });

  it('is not set elsewhere, nor from a malformed value', () => {
    window.history.replaceState(null, '', `/orders?as=${USER}`);
    adoptSessionAsFromUrl();
    expect(sessionAsUser()).toBeUndefined();
    expect(window.location.search).toBe(`?as=${USER}`);
    window.history.replaceState(null, '', '/customer-dashboard?as=%3Cscript%3E');
    adoptSessionAsFromUrl();
    expect(sessionAsUser()).toBeUndefined();
    expect(window.location.search).toBe('');
    expect(sessionHeaders()).toEqual({});
  });
});

describe('the API clients in a marked tab', () => {
  const seen: (string | null)[] = [];
  const fetchStub = (status: number) => vi.fn(async (request: Request) => {
    seen.push(request.headers.get('X-Session'));
    return json(status === 200 ? { id: USER } : { title: 'Unauthorized', status }, status);
  });

  it('send X-Session on every call only while the tab is marked', async () => {
    seen.length = 0;
    const clients = createAppClients('http://localhost', fetchStub(200) as unknown as typeof fetch);
    await clients.identity.GET('/api/users/me', { ...optOut() });
    window.history.replaceState(null, '', `/customer-dashboard?as=${USER}`);
    adoptSessionAsFromUrl();
    await clients.identity.GET('/api/users/me', { ...optOut() });
    await clients.identity.POST('/api/auth/signout', { ...optOut() });
    expect(seen).toEqual([null, `as:${USER}`, `as:${USER}`]);
  });

  it('forget the marker when the tab\'s session is refused (401)', async () => {
    seen.length = 0;
    window.history.replaceState(null, '', `/customer-dashboard?as=${USER}`);
    adoptSessionAsFromUrl();
    const clients = createAppClients('http://localhost', fetchStub(401) as unknown as typeof fetch);
    await clients.identity.GET('/api/users/me', { ...optOut() });
    expect(seen).toEqual([`as:${USER}`]);
    expect(sessionAsUser()).toBeUndefined();
  });
});
