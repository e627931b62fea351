// Sign-in, sign-up, activation and password pages, staff and customer dashboard (000 §2, §4; 002 §1–2).
import type { Feature } from '../../app/feature.ts';
import { lazyPage } from '../../app/feature.ts';
import { rolesOf } from '../../lib/auth/roles.ts';
import { GUEST, ROUTES } from '../../constants.ts';

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
  routes: [
    // Authentication
    { path: ROUTES.signIn, roles: rolesOf('signIn'), title: 'Sign In', element: <SignInPage /> },
    { path: ROUTES.signUp, roles: rolesOf('signUp'), title: 'Sign Up', element: <SignUpPage /> },
    { path: ROUTES.invalid, roles: GUEST, title: 'Invalid Link', element: <ActivationInvalidPage /> },
    { path: ROUTES.dashboardInvalid, roles: GUEST, title: 'Invalid Link', element: <DashboardActivationInvalidPage /> },
    { path: ROUTES.dashboardExpiredLink, roles: GUEST, title: 'Link Expired', element: <DashboardExpiredLinkPage /> },
    { path: ROUTES.success, roles: GUEST, title: 'Account Activated', element: <ActivationSuccessPage /> },
    { path: ROUTES.dashboardSuccess, roles: GUEST, title: 'Account Activated', element: <DashboardActivationSuccessPage /> },
    { path: ROUTES.dashboardSuccessExisting, roles: GUEST, title: 'Account Active', element: <DashboardSuccessExistingPage /> },
    { path: ROUTES.resend, roles: rolesOf('reinvite'), title: 'Resend Activation', element: <EmailRequestPage purpose="resend" /> },
    { path: ROUTES.dashboardResend, roles: rolesOf('dashboardReinvite'), title: 'Resend Activation', element: <EmailRequestPage purpose="dashboardResend" /> },
    // Password
    { path: ROUTES.forgot, roles: rolesOf('forgotPassword'), title: 'Forgot Password', element: <EmailRequestPage purpose="forgot" /> },
    { path: ROUTES.resetInvalid, roles: GUEST, title: 'Invalid Link', element: <ResetInvalidPage /> },
    { path: ROUTES.resetSuccess, roles: GUEST, title: 'Password Reset', element: <ResetSuccessPage /> },
    { path: `${ROUTES.reset}/:token`, roles: rolesOf('resetPassword'), title: 'Reset Password', element: <ResetPasswordPage /> },
    { path: ROUTES.dashboardForgot, roles: rolesOf('dashboardForgotPassword'), title: 'Forgot Password', element: <EmailRequestPage purpose="dashboardForgot" /> },
    { path: ROUTES.dashboardResetInvalid, roles: GUEST, title: 'Invalid Link', element: <ResetInvalidPage dashboard /> },
    { path: ROUTES.dashboardResetSuccess, roles: GUEST, title: 'Password Reset', element: <ResetSuccessPage dashboard /> },
    { path: `${ROUTES.dashboardReset}/:token`, roles: rolesOf('dashboardResetPassword'), title: 'Reset Password', element: <ResetPasswordPage dashboard /> },
    // Customer-dashboard sign-in (the 500-with-url target of the error catalogue)
    { path: ROUTES.customerDashboardSignIn, roles: rolesOf('dashboardSignIn'), title: 'Dashboard Sign In', element: <SignInPage variant="dashboard" /> },
    { path: `${ROUTES.customerDashboardSignIn}/:url`, roles: rolesOf('dashboardSignIn'), title: 'Dashboard Sign In', element: <SignInPage variant="dashboard" /> },
    // Customer-dashboard sign-up (002 §1–2), plain or from an invitation link whose segment is the token
    {
      path: ROUTES.customerDashboardSignUp, roles: rolesOf('dashboardSignUp'), signedIn: ROUTES.customerDashboard, title: 'Dashboard Sign Up',
      element: <SignUpPage variant="dashboard" />,
    },
    {
      path: `${ROUTES.customerDashboardSignUp}/:agentDetails`, roles: rolesOf('dashboardSignUp'), signedIn: ROUTES.customerDashboard,
      title: 'Dashboard Sign Up', element: <SignUpPage variant="dashboard" />,
    },
  ],
};
