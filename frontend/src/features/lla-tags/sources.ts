// Which custom audiences a tag may be modelled on, pure (tested in llaTagForm.test.ts): those on the customer's
// social accounts and on shared ones (customerId null), as the server allows (services/ads/src/audiences/
// lla-tags.ts sourceProblems), and the chosen ones the form cannot show among them.
import type { AdAccount } from '../../lib/api/generated/ads.ts';

/** The customer's own social accounts, then the shared ones, each once, each group by name. */
export function sourceAccounts(own: readonly AdAccount[], any: readonly AdAccount[], customerId: string): AdAccount[] {
  const byName = (a: AdAccount, b: AdAccount) => a.name.localeCompare(b.name, 'en');
  const mine = own.filter((a) => a.customerId === customerId).sort(byName);
  const shared = any.filter((a) => a.customerId === null && !mine.some((m) => m.id === a.id)).sort(byName);
  return [...mine, ...shared];
}

/**
 * The chosen audiences not among those listed (one since removed by a sync, or past the first page of a
 * large account): shown on their own so they can still be taken off, rather than sent unseen.
 */
export const unlistedChoices = (chosen: readonly string[], listed: ReadonlySet<string>): string[] => chosen.filter((id) => !listed.has(id));
