// Whether listings still exist, asked by id (getListing): the listing API never lists a deleted listing, so a
// 404 for one the screen still shows, or the selection still holds, is how the tab learns it was deleted
// (002 §5). A check, not data on show: it asks the listing client directly and keeps nothing in the cache.
import { clients } from '../../lib/api/clients.ts';

/** The ids of those listings that are gone (404). Any other failure is not taken as deleted. */
export async function goneListings(ids: readonly string[]): Promise<Set<string>> {
  const answers = await Promise.all(ids.map(async (listingId) => {
    const { response } = await clients.listing.GET('/api/listings/{listingId}', { params: { path: { listingId } } });
    return response.status === 404 ? listingId : undefined;
  }));
  return new Set(answers.filter((id): id is string => !!id));
}
