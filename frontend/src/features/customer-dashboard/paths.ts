// The customer dashboard's index (002 §2): where a signed-in dashboard user lands from sign-up, and where the
// payment page sends one back to its orders. The dashboard's pages and frame build on it.
export const CUSTOMER_DASHBOARD_PATHS = {
  customerDashboard: '/customer-dashboard',
} as const;
