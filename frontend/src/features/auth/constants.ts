// The sign-in flows' constants (002 §9).
/** 002 §9 "Sign-in and sign-up UI delay 750 ms": the dashboard's sign-in and sign-up answer no sooner. */
export const DASHBOARD_AUTH_UI_DELAY_MS = 750;

/** Resolves after the dashboard's UI delay (a promise to wait on alongside the request). */
export const dashboardUiDelay = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, DASHBOARD_AUTH_UI_DELAY_MS));
