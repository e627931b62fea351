// The e-mails identity sends. Links point at the app's public url.
import type { MailMessage } from '@adops/platform';

export function activationMail(to: string, link: string, dashboard: boolean): MailMessage {
  const what = dashboard ? 'your AdOps dashboard account' : 'your AdOps account';
  return {
    to,
    subject: 'Activate your AdOps account',
    text: `Welcome to AdOps.\n\nOpen this link to activate ${what}:\n${link}\n\nThe link is valid for 7 days.`,
    html: `<p>Welcome to AdOps.</p><p><a href="${link}">Activate ${what}</a></p><p>The link is valid for 7 days.</p>`,
  };
}

export function resetMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Reset your AdOps password',
    text: `Someone asked to reset the password of this AdOps account.\n\nOpen this link to choose a new password:\n${link}\n\nThe link is valid for 1 hour. If it was not you, ignore this e-mail.`,
    html: `<p>Someone asked to reset the password of this AdOps account.</p><p><a href="${link}">Choose a new password</a></p><p>The link is valid for 1 hour. If it was not you, ignore this e-mail.</p>`,
  };
}

export function inviteMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'You are invited to AdOps',
    text: `An account was created for you on AdOps.\n\nOpen this link to choose your password:\n${link}\n\nThe link is valid for 1 hour; ask for a new one with "Forgot password" if it has expired.`,
    html: `<p>An account was created for you on AdOps.</p><p><a href="${link}">Choose your password</a></p>`,
  };
}

/** An agent's invitation to the customer dashboard: the sign-up link made for them (used once, 7 days). */
export function dashboardInvitationMail(to: string, link: string, agentName: string): MailMessage {
  return {
    to,
    subject: 'You are invited to your AdOps dashboard',
    text: `Hello ${agentName},\n\nYou are invited to the AdOps customer dashboard, where you order and follow the advertising campaigns of your listings.\n\nOpen this link to sign up:\n${link}\n\nThe link is valid for 7 days and signs up one person.`,
    html: `<p>Hello ${escapeHtml(agentName)},</p><p>You are invited to the AdOps customer dashboard, where you order and follow the advertising campaigns of your listings.</p><p><a href="${link}">Sign up to your dashboard</a></p><p>The link is valid for 7 days and signs up one person.</p>`,
  };
}

/** A name typed by staff, made safe inside HTML. */
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A dashboard sign-up with an address that no agent holds. The same answer is given on screen either
 * way; only the owner of the address learns that it needs an invitation.
 */
export function noAgentMail(to: string): MailMessage {
  return {
    to,
    subject: 'Your AdOps dashboard sign-up',
    text: 'Someone tried to sign up to the AdOps customer dashboard with this address, but no agent of a customer holds it.\n\nAsk your office or AdOps for an invitation link. If it was not you, ignore this e-mail.',
    html: '<p>Someone tried to sign up to the AdOps customer dashboard with this address, but no agent of a customer holds it.</p><p>Ask your office or AdOps for an invitation link. If it was not you, ignore this e-mail.</p>',
  };
}
