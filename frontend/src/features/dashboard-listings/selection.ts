// The listings tab's selection rules (002 §5): at most SELECTION_LIMIT listings, and never a deleted one. The
// listing API never lists a deleted listing, so a listing is known deleted when it is asked for by id and is
// gone (404): a row still on the screen after someone else deleted it, or a selection kept from before. The
// order screen gets only a selection that passed these rules; the order service checks them again.
import { SELECTION_LIMIT } from './constants.ts';
import { LISTINGS_TAB_MESSAGES } from './messages.ts';

/** A selected listing: its id, and its title for the message if it turns out deleted. */
export interface Picked {
  id: string;
  title: string;
}

export type Outcome = { selection: Picked[]; refusal?: undefined } | { selection?: undefined; refusal: string };

/** Adds a listing to the selection, or says why it cannot be. */
export function pick(selection: readonly Picked[], listing: Picked, deleted: ReadonlySet<string>): Outcome {
  if (deleted.has(listing.id)) return { refusal: LISTINGS_TAB_MESSAGES.cantSelectDeleted };
  if (selection.some((p) => p.id === listing.id)) return { selection: [...selection] };
  if (selection.length >= SELECTION_LIMIT) return { refusal: LISTINGS_TAB_MESSAGES.selectionLimit };
  return { selection: [...selection, listing] };
}

export const unpick = (selection: readonly Picked[], id: string): Picked[] => selection.filter((p) => p.id !== id);

/** What stops ordering the selection: nothing chosen, too many, or a deleted listing among them (the first one). */
export function orderRefusal(selection: readonly Picked[], deleted: ReadonlySet<string>): string | undefined {
  if (!selection.length) return LISTINGS_TAB_MESSAGES.noneSelected;
  if (selection.length > SELECTION_LIMIT) return LISTINGS_TAB_MESSAGES.selectionLimit;
  const gone = selection.find((p) => deleted.has(p.id));
  return gone ? LISTINGS_TAB_MESSAGES.deletedIncluded(gone.title) : undefined;
}
