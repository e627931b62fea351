// The sign-in, sign-up and activation pages' messages and dialog titles: the spec's quoted exactly (000 §8,
// 001 §8), the rest ours.
export const AUTH_MESSAGES = {
  userNotActive: 'User Is Not Active',
  userActivated: 'user has been activated.',
  /** The one line of the dashboard sign-up page: with an invitation link, and without one (ours). */
  signUpInvited: 'This link invites you to the customer dashboard as an agent: the account you create here will be that agent\'s.',
  signUpAgentEmail: 'Sign up with the e-mail address your office holds for you as an agent.',
} as const;

export const AUTH_DIALOG_TITLES = {
  accountVerification: 'Account Verification',
  providerSignInError: 'Error occurred while signing in',
} as const;
