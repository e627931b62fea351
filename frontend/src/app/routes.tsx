// Every route of issues 3 and 4 with its roles (000 §2, §6; 001 §2; 002 §2). Roles come from the generated
// operation-roles map where a page maps to an operation, narrowed by the spec's route roles.
import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RequireRoles } from '../components/RouteGuard.tsx';
import { BadRequestPage, ForbiddenPage, NotFoundPage } from '../components/ErrorPages.tsx';
import { GUEST, ROUTES } from '../constants.ts';
import { SignInPage } from '../features/auth/SignInPage.tsx';
import { SignUpPage } from '../features/auth/SignUpPage.tsx';
import { EmailRequestPage } from '../features/auth/EmailRequestPage.tsx';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage.tsx';
import {
  ActivationInvalidPage, ActivationSuccessPage, DashboardActivationInvalidPage, DashboardActivationSuccessPage,
  DashboardExpiredLinkPage, DashboardSuccessExistingPage, ResetInvalidPage, ResetSuccessPage,
} from '../features/auth/StatusPages.tsx';
import { UsersListPage } from '../features/users/UsersListPage.tsx';
import { UserViewPage } from '../features/users/UserViewPage.tsx';
import { UserEditPage } from '../features/users/UserEditPage.tsx';
import { UserSettingsPage } from '../features/settings/UserSettingsPage.tsx';
import { SettingsPage } from '../features/settings/SettingsPage.tsx';
import {
  ChangeUserPasswordPage, ChangeUserPicturePage, CreateUserPage, EditProfilePage,
} from '../features/settings/UserManagementPages.tsx';
import { CustomersListPage } from '../features/customers/CustomersListPage.tsx';
import { CustomerCreatePage } from '../features/customers/CustomerCreatePage.tsx';
import { CustomerEditPage } from '../features/customers/CustomerEditPage.tsx';
import { EmailTemplatesPage } from '../features/customers/EmailTemplatesPage.tsx';
import { OfficeCreatePage, OfficeEditPage, OfficesListPage } from '../features/offices/OfficePages.tsx';
import { AgentCreatePage, AgentEditPage, AgentsListPage } from '../features/agents/AgentPages.tsx';
import {
  DashboardCreatePage, DashboardEditPage, DashboardsListPage, DashboardTemplateCreatePage, DashboardTemplateEditPage,
  DashboardTemplatesListPage,
} from '../features/dashboards/DashboardPages.tsx';
import { HomePage } from './HomePage.tsx';
import { RootLayout } from './Root.tsx';
import { rolesOf, type RouteRoles } from '../lib/auth/roles.ts';

export interface AppRoute {
  path: string;
  roles: RouteRoles;
  title: string;
  element: ReactNode;
  /** A guest-only page: where a signed-in user goes instead (002 §2: sign-up → the dashboard index). */
  signedIn?: string;
}

const ADMIN = ['admin'];
const ADMIN_OPS = ['admin', 'operations'];
const ADMIN_OPS_SALES = ['admin', 'operations', 'sales'];
const OFFICE_ROLES = ['user', 'admin', 'operations'];

export const appRoutes: AppRoute[] = [
  { path: ROUTES.home, roles: 'signed-in', title: 'Home', element: <HomePage /> },
  // Error pages
  { path: ROUTES.notFound, roles: GUEST, title: 'Not Found', element: <NotFoundPage /> },
  { path: ROUTES.badRequest, roles: GUEST, title: 'Bad Request', element: <BadRequestPage /> },
  { path: ROUTES.forbidden, roles: GUEST, title: 'Forbidden', element: <ForbiddenPage /> },
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
  { path: ROUTES.customerDashboardSignUp, roles: rolesOf('dashboardSignUp'), signedIn: ROUTES.customerDashboard, title: 'Dashboard Sign Up', element: <SignUpPage variant="dashboard" /> },
  { path: `${ROUTES.customerDashboardSignUp}/:agentDetails`, roles: rolesOf('dashboardSignUp'), signedIn: ROUTES.customerDashboard, title: 'Dashboard Sign Up', element: <SignUpPage variant="dashboard" /> },
  // Admin (role admin)
  { path: ROUTES.adminUsers, roles: rolesOf('listUsers', ADMIN), title: 'Users', element: <UsersListPage /> },
  { path: `${ROUTES.adminUsers}/:userId`, roles: rolesOf('getUser', ADMIN), title: 'User', element: <UserViewPage /> },
  { path: `${ROUTES.adminUsers}/:userId/edit`, roles: rolesOf('updateUser', ADMIN), title: 'Edit User', element: <UserEditPage /> },
  // User settings (role admin)
  { path: ROUTES.userSettings, roles: rolesOf('getMe', ADMIN), title: 'Settings', element: <UserSettingsPage /> },
  { path: `${ROUTES.userSettings}/:section`, roles: rolesOf('getMe', ADMIN), title: 'Settings', element: <UserSettingsPage /> },
  // Settings (admin, operations) and user management (spec 001)
  { path: ROUTES.settings, roles: rolesOf('listUsers', ADMIN_OPS), title: 'Settings', element: <Navigate to={ROUTES.settingsUsersTab} replace /> },
  { path: `${ROUTES.settings}/:tabId`, roles: rolesOf('listUsers', ADMIN_OPS), title: 'Settings', element: <SettingsPage /> },
  { path: ROUTES.settingsUsersCreate, roles: rolesOf('createUser', ADMIN_OPS), title: 'Create User', element: <CreateUserPage /> },
  { path: `${ROUTES.settingsUsersEditProfile}/:userId`, roles: rolesOf('updateUser', ADMIN_OPS), title: 'Edit Profile', element: <EditProfilePage /> },
  { path: `${ROUTES.settingsUsersChangePicture}/:userId`, roles: rolesOf('setUserPicture', ADMIN_OPS), title: 'Change Profile Picture', element: <ChangeUserPicturePage /> },
  { path: `${ROUTES.settingsUsersChangePassword}/:userId`, roles: rolesOf('setUserPassword', ADMIN_OPS), title: 'Change Password', element: <ChangeUserPasswordPage /> },
  // Customers (000 §2, §6: admin, operations)
  { path: ROUTES.customers, roles: rolesOf('listCustomers', ADMIN_OPS), title: 'Customers', element: <CustomersListPage /> },
  { path: ROUTES.customersCreate, roles: rolesOf('createCustomer', ADMIN_OPS), title: 'Create Customer', element: <CustomerCreatePage /> },
  { path: `${ROUTES.customer}/:customerId/edit`, roles: rolesOf('updateCustomer', ADMIN_OPS), title: 'Edit Customer', element: <CustomerEditPage /> },
  { path: `${ROUTES.customer}/:customerId/email-templates`, roles: rolesOf('listEmailTemplates', ADMIN_OPS), title: 'E-mail Templates', element: <EmailTemplatesPage /> },
  // Offices (001 §2: user, admin, operations)
  { path: ROUTES.officesList, roles: rolesOf('listOffices', OFFICE_ROLES), title: 'Offices', element: <OfficesListPage /> },
  { path: ROUTES.officesCreate, roles: rolesOf('createOffice', OFFICE_ROLES), title: 'Create Office', element: <OfficeCreatePage /> },
  { path: `${ROUTES.offices}/:officeId/edit`, roles: rolesOf('updateOffice', OFFICE_ROLES), title: 'Edit Office', element: <OfficeEditPage /> },
  // Agents (000 §2, §6: list and edit admin, operations, sales; create admin, operations)
  { path: ROUTES.agentsList, roles: rolesOf('listAgents', ADMIN_OPS_SALES), title: 'Agents', element: <AgentsListPage /> },
  { path: ROUTES.agentsCreate, roles: rolesOf('createAgent', ADMIN_OPS), title: 'Create Agent', element: <AgentCreatePage /> },
  { path: `${ROUTES.agents}/:agentId/edit`, roles: rolesOf('updateAgent', ADMIN_OPS_SALES), title: 'Edit Agent', element: <AgentEditPage /> },
  // Dashboards and templates (001 §2 shows no restriction; the API allows admin, operations)
  { path: ROUTES.dashboardsList, roles: rolesOf('listDashboards'), title: 'Dashboards', element: <DashboardsListPage /> },
  { path: ROUTES.dashboardsCreate, roles: rolesOf('createDashboard'), title: 'Create Dashboard', element: <DashboardCreatePage /> },
  { path: `${ROUTES.dashboardsEdit}/:dashboardId`, roles: rolesOf('updateDashboard'), title: 'Edit Dashboard', element: <DashboardEditPage /> },
  { path: ROUTES.dashboardTemplatesList, roles: rolesOf('listDashboardTemplates'), title: 'Dashboard Templates', element: <DashboardTemplatesListPage /> },
  { path: ROUTES.dashboardTemplatesCreate, roles: rolesOf('createDashboardTemplate'), title: 'Create Dashboard Template', element: <DashboardTemplateCreatePage /> },
  { path: `${ROUTES.dashboardTemplatesEdit}/:templateId`, roles: rolesOf('updateDashboardTemplate'), title: 'Edit Dashboard Template', element: <DashboardTemplateEditPage /> },
];

export function toRouteObjects(routes: AppRoute[]): RouteObject[] {
  return [
    ...routes.map((r) => ({
      path: r.path,
      element: <RequireRoles roles={r.roles} title={r.title} signedInTo={r.signedIn}>{r.element}</RequireRoles>,
    })),
    // Unknown paths go to not-found.
    { path: '*', element: <Navigate to={ROUTES.notFound} replace /> },
  ];
}

export function buildRouteTree(routes: AppRoute[] = appRoutes): RouteObject[] {
  return [{ element: <RootLayout />, children: toRouteObjects(routes) }];
}
