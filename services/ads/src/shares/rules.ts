// Sharing by e-mail's pure rules: the recipients (003 §5, shared with the share dialog), who may share
// what, what the customer lets be shared (§6), the throttle's arithmetic and the e-mail itself. The link is always the server's own.
import { SHARE_EMAIL_MESSAGES, shareRecipients } from '@adops/openapi/rules/share-recipients';
import type { Scope } from '@adops/platform';
import type { KnownSharingOptions } from '../projections/rules.ts';

export { SHARE_EMAIL_MESSAGES, shareRecipients };

export type ShareKind = 'listing' | 'resource' | 'report';

export const SHARE_MESSAGES = {
  listingNotFound: 'Listing not found.',
  resourceNotFound: 'Resource not found.',
  reportNotFound: 'Report not found.',
  noListingPage: 'This listing has no public page to share.',
  noLandingUrl: 'This resource has no landing URL to share.',
  throttled: (seconds: number) => `Too many e-mails shared. Try again in ${seconds} seconds.`,
  /** Ours (003 §6 names the options, not the words): the customer turned this kind's sharing off. */
  turnedOff: {
    listing: 'Sharing listings is turned off for this customer.',
    resource: 'Sharing resources is turned off for this customer.',
    report: 'Sharing campaign reports is turned off for this customer.',
  },
} as const;

/** The customer's sharing option that governs each kind (003 §6: campaigns, listings, resources). */
const OPTION_OF: Record<ShareKind, 'campaigns' | 'listings' | 'resources'> = { listing: 'listings', resource: 'resources', report: 'campaigns' };

/**
 * Whether the item's customer lets this kind be shared (003 §6). Its choice holds for everyone, staff
 * too; options never told (null: no event carried them yet) are the defaults, everything allowed.
 */
export function customerAllowsSharing(options: KnownSharingOptions | null, kind: ShareKind): boolean {
  return options?.[OPTION_OF[kind]] !== false;
}

/** The throttle (ours; 003 is silent): e-mails a user may share per window, each to at most 3 recipients. */
export interface ShareThrottle {
  perWindow: number;
  windowSeconds: number;
}

export const DEFAULT_SHARE_THROTTLE: ShareThrottle = { perWindow: 20, windowSeconds: 3600 };

/**
 * Whether a principal of this scope may share a customer's listing or resource: staff any customer's,
 * dashboard users their own customer's (the item's page or landing URL is public already; sharing it
 * is no more than copying its link), a staff account without a staff role none.
 */
export function mayShareOf(scope: Scope, customerId: string): boolean {
  if (scope.level === 'all') return true;
  if (scope.level === 'nothing') return false;
  return scope.customerId === customerId;
}

/**
 * Seconds until the oldest e-mail still counted leaves the window (at least 1): what Retry-After says
 * once the window's quota is used up.
 */
export function secondsUntilFree(oldestSentAt: Date, now: Date, throttle: ShareThrottle): number {
  return Math.max(1, Math.ceil((oldestSentAt.getTime() + throttle.windowSeconds * 1000 - now.getTime()) / 1000));
}

/** What is shared, as the e-mail names it. */
export interface SharedItem {
  kind: ShareKind;
  /** The listing's or resource's title, or the campaign's name. */
  title: string;
  /** The server's own link: the listing's page, the resource's landing URL or the report's short URL. */
  link: string;
}

const WHAT: Record<ShareKind, string> = { listing: 'a listing', resource: 'a resource', report: 'a campaign report' };

/** Whether a character is a C0 control or DEL (what could end a header line or hide in one). */
const isControl = (c: string) => c.charCodeAt(0) < 0x20 || c === '\u007f';

/** One line of text: no control characters (a subject never starts another header), at most `max` characters. */
export const oneLine = (value: string, max: number) =>
  [...value]
    .map((c) => (isControl(c) ? ' ' : c))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);

/** The sender's words as plain text: line breaks kept, other control characters dropped. */
const plainText = (value: string) =>
  [...value.replace(/\r\n?/g, '\n')]
    .filter((c) => c === '\n' || !isControl(c))
    .join('')
    .trim();

/** The e-mail: plain text only (nothing the sender typed is ever read as HTML), the link on its own line. */
export function shareMail(item: SharedItem, sender: string, message: string | undefined): { subject: string; text: string } {
  const title = oneLine(item.title, 200) || 'Untitled';
  const subject = item.kind === 'report' ? `Campaign report: ${title}` : `${oneLine(sender, 254)} shared ${WHAT[item.kind]}: ${title}`;
  const words = message ? plainText(message) : '';
  const text = [`${oneLine(sender, 254)} shared ${WHAT[item.kind]} with you.`, ...(words ? ['', words] : []), '', title, item.link, ''].join('\n');
  return { subject: oneLine(subject, 300), text };
}
