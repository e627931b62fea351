// Sign-in, sign-up, activation and password pages, staff and customer dashboard (000 §2, §4; 002 §1–2). The
// dashboard variants show in the dashboard frame (its look, no navigation while nobody is signed in); a
// signed-in user on the dashboard sign-in or sign-up goes to the dashboard index.
import type { Feature } from '../../app/feature.ts';
import { lazyPage } from '../../app/feature.ts';
import { rolesOf } from '../../lib/auth/roles.ts';
import { GUEST } from '../../constants.ts';
import { AUTH_PATHS } from './paths.ts';
import { CUSTOMER_DASHBOARD_PATHS } from '../customer-dashboard/paths.ts';

const SignInPage = lazyPage(() => import('./SignInPage.tsx'), (m) => m.SignInPage);
const SignUpPage = lazyPage(() => import('./SignUpPage.tsx'), (m) => m.SignUpPage);
const EmailRequestPage = lazyPage(() => import('./EmailRequestPage.tsx'), (m) => m.EmailRequestPage);
const ResetPasswordPage = lazyPage(() => import('./ResetPasswordPage.tsx'), (m) => m.ResetPasswordPage);
const status = () => import('./StatusPages.tsx');
const ActivationInvalidPage = lazyPage(status, (m) => m.ActivationInvalidPage);
const ActivationSuccessPage = lazyPage(status, (m) => m.ActivationSuccessPage);
const DashboardActivationInvalidPage = lazyPage(status, (m) => m.DashboardActivationInvalidPage);
const DashboardActivationSuccessPage = lazyPage(status, (m) => m.DashboardActivationSuccessPage);
const DashboardExpiredLinkPage = lazyPage(status, (m) => m.DashboardExpiredLinkPage);
const DashboardSuccessExistingPage = lazyPage(status, (m) => m.DashboardSuccessExistingPage);
const ResetInvalidPage = lazyPage(status, (m) => m.ResetInvalidPage);
const ResetSuccessPage = lazyPage(status, (m) => m.ResetSuccessPage);

export const feature: Feature = {
  frame: 'staff',
  routes: [
    // Authentication
    { path: AUTH_PATHS.signIn, roles: rolesOf('signIn'), title: 'Sign In', element: <SignInPage /> },
    { path: AUTH_PATHS.signUp, roles: rolesOf('signUp'), title: 'Sign Up', element: <SignUpPage /> },
    { path: AUTH_PATHS.invalid, roles: GUEST, title: 'Invalid Link', element: <ActivationInvalidPage /> },
    { path: AUTH_PATHS.dashboardInvalid, frame: 'dashboard', roles: GUEST, title: 'Invalid Link', element: <DashboardActivationInvalidPage /> },
    { path: AUTH_PATHS.dashboardExpiredLink, frame: 'dashboard', roles: GUEST, title: 'Link Expired', element: <DashboardExpiredLinkPage /> },
    { path: AUTH_PATHS.success, roles: GUEST, title: 'Account Activated', element: <ActivationSuccessPage /> },
    { path: AUTH_PATHS.dashboardSuccess, frame: 'dashboard', roles: GUEST, title: 'Account Activated', element: <DashboardActivationSuccessPage /> },
    { path: AUTH_PATHS.dashboardSuccessExisting, frame: 'dashboard', roles: GUEST, title: 'Account Active', element: <DashboardSuccessExistingPage /> },
    { path: AUTH_PATHS.resend, roles: rolesOf('reinvite'), title: 'Resend Activation', element: <EmailRequestPage purpose="resend" /> },
    { path: AUTH_PATHS.dashboardResend, frame: 'dashboard', roles: rolesOf('dashboardReinvite'), title: 'Resend Activation', element: <EmailRequestPage purpose="dashboardResend" /> },
    // Password
    { path: AUTH_PATHS.forgot, roles: rolesOf('forgotPassword'), title: 'Forgot Password', element: <EmailRequestPage purpose="forgot" /> },
    { path: AUTH_PATHS.resetInvalid, roles: GUEST, title: 'Invalid Link', element: <ResetInvalidPage /> },
    { path: AUTH_PATHS.resetSuccess, roles: GUEST, title: 'Password Reset', element: <ResetSuccessPage /> },
    { path: `${AUTH_PATHS.reset}/:token`, roles: rolesOf('resetPassword'), title: 'Reset Password', element: <ResetPasswordPage /> },
    { path: AUTH_PATHS.dashboardForgot, frame: 'dashboard', roles: rolesOf('dashboardForgotPassword'), title: 'Forgot Password', element: <EmailRequestPage purpose="dashboardForgot" /> },
    { path: AUTH_PATHS.dashboardResetInvalid, frame: 'dashboard', roles: GUEST, title: 'Invalid Link', element: <ResetInvalidPage dashboard /> },
    { path: AUTH_PATHS.dashboardResetSuccess, frame: 'dashboard', roles: GUEST, title: 'Password Reset', element: <ResetSuccessPage dashboard /> },
    { path: `${AUTH_PATHS.dashboardReset}/:token`, frame: 'dashboard', roles: rolesOf('dashboardResetPassword'), title: 'Reset Password', element: <ResetPasswordPage dashboard /> },
    // Customer-dashboard sign-in, with the page to open after it as an optional url (the dashboard frame's sign-in,
    // also the 500-with-url target of the error catalogue); a signed-in user goes to the index (002 §2)
    {
      path: AUTH_PATHS.customerDashboardSignIn, frame: 'dashboard', roles: rolesOf('dashboardSignIn'), signedIn: CUSTOMER_DASHBOARD_PATHS.customerDashboard,
      title: 'Dashboard Sign In', element: <SignInPage variant="dashboard" />,
    },
    {
      path: `${AUTH_PATHS.customerDashboardSignIn}/:url`, frame: 'dashboard', roles: rolesOf('dashboardSignIn'), signedIn: CUSTOMER_DASHBOARD_PATHS.customerDashboard,
      title: 'Dashboard Sign In', element: <SignInPage variant="dashboard" />,
    },
    // Customer-dashboard sign-up (002 §1–2), plain or from an invitation link whose segment is the token
    {
      path: AUTH_PATHS.customerDashboardSignUp, frame: 'dashboard', roles: rolesOf('dashboardSignUp'), signedIn: CUSTOMER_DASHBOARD_PATHS.customerDashboard, title: 'Dashboard Sign Up',
      element: <SignUpPage variant="dashboard" />,
    },
    {
      path: `${AUTH_PATHS.customerDashboardSignUp}/:agentDetails`, frame: 'dashboard', roles: rolesOf('dashboardSignUp'), signedIn: CUSTOMER_DASHBOARD_PATHS.customerDashboard,
      title: 'Dashboard Sign Up', element: <SignUpPage variant="dashboard" />,
    },
  ],
};
