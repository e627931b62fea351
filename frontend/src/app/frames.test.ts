// Frames and menu places are found by name: the staff frame is registered like any other (and is the default),
// every route of the app shows in a registered frame, and the staff frame's menus are built from its places.
import { describe, expect, it } from 'vitest';
import type { FrameName } from './feature.ts';
import { DEFAULT_FRAME, FRAMES, frameNamed } from './frames.ts';
import { menuOf, visibleMenu } from './menu.ts';
import { appRoutes } from './routes.tsx';

describe('frames', () => {
  it('registers the staff frame, the default, and the bare frame', () => {
    expect([...FRAMES.keys()].sort()).toEqual(['bare', 'staff']);
    expect(DEFAULT_FRAME).toBe('staff');
    expect(frameNamed('staff').routes?.map((r) => r.path)).toEqual(['/', '/not-found', '/bad-request', '/forbidden']);
  });

  it('refuses a frame no folder declares', () => {
    expect(() => frameNamed('dashboard' as FrameName)).toThrow(/No frame is named "dashboard"/);
  });

  it('shows every route of the app in a registered frame: the payment page and the public report bare, the rest in the staff frame', () => {
    for (const route of appRoutes) expect(FRAMES.has(route.frame!), route.path).toBe(true);
    expect(appRoutes.filter((r) => r.frame === 'bare').map((r) => r.path)).toEqual(['/payments/p', '/report/:shortId']);
  });
});

describe('menu places', () => {
  it('builds the top menu from its dropdowns and entries by order, and the account menu from its entries', () => {
    const labels = (roles: string[]) => visibleMenu(menuOf('top'), roles).map((i) => i.label);
    expect(labels(['admin'])).toEqual(['Customers', 'Campaign', 'Features', 'Users', 'Settings']);
    expect(labels(['sales'])).toEqual(['Customers', 'Campaign']);
    expect(menuOf('user').map((i) => i.label)).toEqual(['Profile', 'Password', 'Linked accounts', 'Picture']);
  });
});
