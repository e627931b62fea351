// Sharing by e-mail (003 §5, §8), as both sides read it: the share dialog keeps the recipients as chips
// by these rules and shows these messages, and the ads context applies the same rules to what it is
// sent (the browser is never the only guard). Pure and without dependencies.

/** 003 §9 "E-mail recipients per share": extra ones are trimmed. */
export const MAX_SHARE_RECIPIENTS = 3;

/** The longest address SMTP carries (RFC 5321: a 254-octet path). */
const MAX_ADDRESS_LENGTH = 254;

export const SHARE_EMAIL_MESSAGES = {
  // 003 §8, verbatim.
  sent: 'Email has been sent',
  reportSent: (email: string) => `Report has been sent to ${email}`,
  failed: 'Error while sending email',
  // Ours: 003 names no message for a share left without any valid recipient.
  noRecipient: 'Enter at least one valid e-mail address.',
} as const;

/**
 * Whether a (trimmed, lower-cased) address looks like an e-mail: a local part and a dotted domain of
 * letters, digits and hyphens, nothing that could start another header or address (no spaces, commas,
 * angle brackets, quotes or control characters).
 */
export function looksLikeEmail(address: string): boolean {
  if (address.length > MAX_ADDRESS_LENGTH) return false;
  return /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/.test(address);
}

/**
 * The recipients kept of what was typed (003 §5): split on commas (and semicolons or line breaks, which
 * a pasted list carries), each trimmed and lower-cased, one that does not look like an e-mail removed,
 * a repeated one kept once, and only the first MAX_SHARE_RECIPIENTS kept.
 */
export function shareRecipients(typed: string | readonly string[]): string[] {
  const parts = typeof typed === 'string' ? typed.split(/[,;\r\n]+/) : typed.flatMap((t) => t.split(/[,;\r\n]+/));
  const kept: string[] = [];
  for (const part of parts) {
    const address = part.trim().toLowerCase();
    if (!looksLikeEmail(address) || kept.includes(address)) continue;
    kept.push(address);
    if (kept.length === MAX_SHARE_RECIPIENTS) break;
  }
  return kept;
}
