// What the account flows answer, worded as the spec words them (000 §1–§5, 002 §1–§2).
export const NOT_ACTIVE = 'User Is Not Active';
export const INVALID_ACTIVATION = 'Invalid token or user already activated.';
export const ACTIVATED = 'user has been activated.';
export const WRONG_CREDENTIALS = 'Invalid email or password.';
export const INVALID_RESET = 'This link is invalid or has already been used.';
export const EXPIRED_LINK = 'This link has expired.';
export const checkEmailMessage = (email: string) => `Please check your email: ${email}`;
export const SIGNED_UP_NO_MAIL = 'You have successfully signed up.';
export const INVALID_INVITATION = 'This invitation link is invalid or has expired.';
export const USED_INVITATION = 'This invitation has already been used.';
export const AGENT_TAKEN = 'This agent already has an active dashboard user.';
export const USER_EXISTS = 'A user with this email already exists.';
export const INVALID_API_KEY = 'Invalid API key.';
export const CUSTOMER_NOT_ACTIVE = 'Customer Is Not Active';
