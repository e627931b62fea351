// Frames and menu places are found by name: the staff frame is registered like any other (and is the default),
// every route of the app shows in a registered frame, and the staff frame's menus are built from its places.
import { describe, expect, it } from 'vitest';
import type { FrameName } from './feature.ts';
import { DEFAULT_FRAME, FRAMES, frameNamed } from './frames.ts';
import { menuOf, visibleMenu } from './menu.ts';
import { appRoutes } from './routes.tsx';

describe('frames', () => {
  it('registers the staff frame, the default, the bare frame and the customer dashboard\'s', () => {
    expect([...FRAMES.keys()].sort()).toEqual(['bare', 'dashboard', 'staff']);
    expect(DEFAULT_FRAME).toBe('staff');
    expect(frameNamed('staff').routes?.map((r) => r.path)).toEqual(['/', '/not-found', '/bad-request', '/forbidden']);
  });

  it('refuses a frame no folder declares', () => {
    expect(() => frameNamed('hub' as FrameName)).toThrow(/No frame is named "hub"/);
  });

  it('shows every route of the app in a registered frame: the payment page and the public report bare, the rest in the staff frame', () => {
    for (const route of appRoutes) expect(FRAMES.has(route.frame!), route.path).toBe(true);
    expect(appRoutes.filter((r) => r.frame === 'bare').map((r) => r.path)).toEqual(['/payments/p', '/report/:shortId']);
  });

  it('shows every /customer-dashboard page, the dashboard\'s sign-in flows and only they in the dashboard frame', () => {
    const dashboard = appRoutes.filter((r) => r.frame === 'dashboard').map((r) => r.path);
    for (const route of appRoutes) {
      if (route.path.startsWith('/customer-dashboard')) expect(route.frame, route.path).toBe('dashboard');
    }
    for (const path of ['/authentication/dashboardinvalid', '/authentication/dashboardexpiredlink', '/authentication/dashboardsuccess',
      '/authentication/dashboardsuccessexisting', '/authentication/dashboardresend', '/password/dashboard/forgot',
      '/password/dashboard/reset/invalid', '/password/dashboard/reset/success', '/password/dashboard/reset/:token']) {
      expect(dashboard, path).toContain(path);
    }
    for (const path of ['/authentication/signin', '/authentication/signup', '/password/forgot', '/password/reset/:token']) {
      expect(dashboard, path).not.toContain(path);
    }
  });

  it('has the dashboard frame lazily loaded, with its own sign-in', () => {
    const dashboard = frameNamed('dashboard');
    expect(dashboard.isDefault).toBeFalsy();
    expect(dashboard.signInPath?.('/customer-dashboard/settings')).toBe('/customer-dashboard/signin/%2Fcustomer-dashboard%2Fsettings');
    expect(dashboard.signInPath?.('/customer-dashboard')).toBe('/customer-dashboard/signin');
    expect(frameNamed('staff').signInPath).toBeUndefined();
    // A lazy component (React.lazy): its code is a chunk of its own, not part of the first load.
    expect((dashboard.layout as unknown as { $$typeof: symbol }).$$typeof).toBe(Symbol.for('react.lazy'));
  });
});

describe('menu places', () => {
  it('builds the top menu from its dropdowns and entries by order, and the account menu from its entries', () => {
    const labels = (roles: string[]) => visibleMenu(menuOf('top'), roles).map((i) => i.label);
    expect(labels(['admin'])).toEqual(['Customers', 'Campaign', 'Features', 'Users', 'Creative Templates', 'Shared Assets', 'Settings']);
    expect(labels(['sales'])).toEqual(['Customers', 'Campaign']);
    expect(menuOf('user').map((i) => i.label)).toEqual(['Profile', 'Password', 'Linked accounts', 'Picture']);
  });
});
