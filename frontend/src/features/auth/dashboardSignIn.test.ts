// Where the dashboard sign-in goes (002 §2 "/signin (optional url parameter)"): its url parameter, a page of this
// app only; else a dashboard page remembered before sign-in; else the server's url (the index). And the
// dashboard's sign-in and sign-up UI delay of 750 ms (002 §9).
import { describe, expect, it } from 'vitest';
import { DASHBOARD_AUTH_UI_DELAY_MS, dashboardUiDelay } from './constants.ts';
import { dashboardTarget } from './SignInPage.tsx';

describe('the dashboard sign-in\'s target', () => {
  it('opens the url parameter, decoded by the router or still encoded', () => {
    expect(dashboardTarget('/customer-dashboard?tab=orders', '/', '/customer-dashboard')).toBe('/customer-dashboard?tab=orders');
    expect(dashboardTarget('%2Fcustomer-dashboard%3Ftab%3Dorders', '/', '/customer-dashboard')).toBe('/customer-dashboard?tab=orders');
  });

  it('never leaves the app for a url parameter', () => {
    for (const url of ['https://evil.example.com/', '//evil.example.com', 'https%3A%2F%2Fevil.example.com', 'javascript:alert(1)']) {
      expect(dashboardTarget(url, '/', '/customer-dashboard'), url).toBe('/customer-dashboard');
    }
  });

  it('without a url, opens a remembered dashboard page, else the server\'s url, else the index', () => {
    expect(dashboardTarget(undefined, '/customer-dashboard/settings', '/customer-dashboard')).toBe('/customer-dashboard/settings');
    expect(dashboardTarget(undefined, '/orders/list', '/customer-dashboard')).toBe('/customer-dashboard');
    expect(dashboardTarget(undefined, '/', undefined)).toBe('/customer-dashboard');
  });

  it('waits 750 ms', async () => {
    expect(DASHBOARD_AUTH_UI_DELAY_MS).toBe(750);
    const started = performance.now();
    await dashboardUiDelay();
    expect(performance.now() - started).toBeGreaterThanOrEqual(740);
  });
});
