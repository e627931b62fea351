// The recipients of a share e-mail (003 §5, §9): comma separated, each lower-cased, one that is no e-mail
// address removed, each once, at most 3 (those beyond are trimmed). The rules are the ones the ads context
// applies again to what it is sent (@adops/openapi/rules/share-recipients), so chips and server agree.
import { MAX_SHARE_RECIPIENTS, shareRecipients } from '@adops/openapi/rules/share-recipients';

export const MAX_RECIPIENTS = MAX_SHARE_RECIPIENTS;

/** The chips after `typed` is added to them: lower-cased, valid, each once, the first 3 kept. */
export const withRecipients = (chips: readonly string[], typed: string): string[] => shareRecipients([...chips, typed]);

/** The chips as shareByEmail takes them: one comma-separated string. */
export const recipientsText = (chips: readonly string[]): string => chips.join(', ');
