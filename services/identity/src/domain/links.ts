// The paths of the links identity hands out (e-mailed or returned), relative to the app's public url.
import type { UserKind } from '@adops/platform';

/** The e-mailed activation link: the API answers it and sends a browser on to an outcome page. */
export const activationPath = (kind: UserKind, token: string) => (kind === 'staff' ? `/api/auth/active/${token}` : `/api/auth/dashboard/active/${token}`);

/** The page where a reset (or an invited user's first) password is chosen. */
export const resetPath = (kind: UserKind, token: string) => (kind === 'staff' ? `/password/reset/${token}` : `/password/dashboard/reset/${token}`);

/** The customer-dashboard sign-up page of an invitation (its `{agentDetails}` segment is the token). */
export const invitationPath = (token: string) => `/customer-dashboard/signup/${token}`;

/** Opens the customer dashboard as a dashboard user, once. */
export const preAuthPath = (token: string) => `/api/auth/dashboard/preauth/${token}`;
