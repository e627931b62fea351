// The simulated network's audiences and pages: made up from the account id alone (a seeded sequence),
// so the same account always has the same ones, on every machine and after every restart, without the
// simulator having to store them. Two accounts get different ones, as on a real network.
import type { AudienceSubtype, NetworkAccount, NetworkAudience, NetworkPage } from './port.ts';
import { below, seededRandom } from './simulator-random.ts';

/** Enough audiences that a staff list of 50 a page has a second page to show. */
export const SIMULATED_AUDIENCES_MIN = 55;
export const SIMULATED_AUDIENCES_MAX = 70;

const SOURCES: ReadonlyArray<{ subtype: AudienceSubtype; name: string; description: string }> = [
  { subtype: 'WEBSITE', name: 'Website visitors', description: 'People who visited the website' },
  { subtype: 'CUSTOM', name: 'Vendor list', description: 'Uploaded list of past vendors' },
  { subtype: 'CUSTOM', name: 'Buyer enquiries', description: 'Uploaded list of buyer enquiries' },
  { subtype: 'ENGAGEMENT', name: 'Page engagers', description: 'People who engaged with the page' },
  { subtype: 'ENGAGEMENT', name: 'Video viewers', description: 'People who watched a listing video' },
  { subtype: 'LOOKALIKE', name: 'Lookalike of vendors', description: '' },
];

const SUBURBS = ['Ponsonby', 'Remuera', 'Takapuna', 'Karori', 'Fendalton', 'Mount Maunganui', 'Cambridge', 'Havelock North', 'Queenstown', 'Nelson'];

const PAGE_NAMES = ['Realty', 'Property', 'Homes', 'Real Estate'];

/** The account's audiences: between SIMULATED_AUDIENCES_MIN and _MAX, ids unique within the account. */
export function simulatedAudiences(account: NetworkAccount): NetworkAudience[] {
  const random = seededRandom(`audiences:${account.kind}:${account.accountId}`);
  const count = SIMULATED_AUDIENCES_MIN + below(random, SIMULATED_AUDIENCES_MAX - SIMULATED_AUDIENCES_MIN + 1);
  return Array.from({ length: count }, (_, i) => {
    const source = SOURCES[below(random, SOURCES.length)]!;
    const suburb = SUBURBS[below(random, SUBURBS.length)]!;
    // About one in eight is still filling (too small for the network to estimate).
    const approximateCount = random() < 0.125 ? null : 1000 + below(random, 2_000_000);
    return {
      audienceId: audienceId(account, i),
      name: `${source.name} ${suburb} ${i + 1}`,
      description: source.description,
      subtype: source.subtype,
      approximateCount,
    };
  });
}

/** The pages a social account can post as (one to three); a display account has none, as on Google. */
export function simulatedPages(account: NetworkAccount): NetworkPage[] {
  if (account.kind !== 'social') return [];
  const random = seededRandom(`pages:${account.accountId}`);
  const count = 1 + below(random, 3);
  return Array.from({ length: count }, (_, i) => {
    const pageId = `${6100 + i}${account.accountId}`.slice(0, 20);
    const name = `${SUBURBS[below(random, SUBURBS.length)]} ${PAGE_NAMES[below(random, PAGE_NAMES.length)]}`;
    return { pageId, name, link: `https://www.facebook.com/${pageId}` };
  });
}

/** Numeric like a real network's: a prefix, the account id and the position. */
function audienceId(account: NetworkAccount, index: number): string {
  return `${account.kind === 'social' ? 238 : 731}${account.accountId}${String(index + 1).padStart(3, '0')}`;
}
