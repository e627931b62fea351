// The sign-in, sign-up, activation and password pages, staff and customer dashboard (000 §2, 002 §2). The route
// guard and the error catalogue send users to sign-in, so the app's frame imports these too.
export const AUTH_PATHS = {
  signIn: '/authentication/signin',
  signUp: '/authentication/signup',
  invalid: '/authentication/invalid',
  dashboardInvalid: '/authentication/dashboardinvalid',
  dashboardExpiredLink: '/authentication/dashboardexpiredlink',
  success: '/authentication/success',
  dashboardSuccess: '/authentication/dashboardsuccess',
  dashboardSuccessExisting: '/authentication/dashboardsuccessexisting',
  resend: '/authentication/resend',
  dashboardResend: '/authentication/dashboardresend',
  forgot: '/password/forgot',
  reset: '/password/reset', // + '/{token}'
  resetInvalid: '/password/reset/invalid',
  resetSuccess: '/password/reset/success',
  dashboardForgot: '/password/dashboard/forgot',
  dashboardReset: '/password/dashboard/reset', // + '/{token}'
  dashboardResetInvalid: '/password/dashboard/reset/invalid',
  dashboardResetSuccess: '/password/dashboard/reset/success',
  customerDashboardSignIn: '/customer-dashboard/signin', // + optional '/{url}'
  customerDashboardSignUp: '/customer-dashboard/signup', // + optional '/{agentDetails}' (an invitation's token)
} as const;

/** Where a sign-in flow runs: a page under these is never remembered as a return target. */
export const SIGN_IN_FLOW_PREFIXES: readonly string[] = ['/authentication/', '/password/', AUTH_PATHS.customerDashboardSignIn];
