// The resources tab's selection rules (003 §4, §6, §9): at most RESOURCE_SELECTION_LIMIT resources, kept across
// pages, and an order only of published ones ('Order requires Published resources only.'). The order screen gets
// the selection in its address; the order service checks the same rules again.
import { RESOURCE_SELECTION_LIMIT } from './constants.ts';
import { RESOURCES_TAB_MESSAGES as M } from './messages.ts';

/** A selected resource: what the rules and the messages need of it. */
export interface PickedResource {
  id: string;
  reference: string;
  published: boolean;
}

export type Outcome = { selection: PickedResource[]; refusal?: undefined } | { selection?: undefined; refusal: string };

/** Adds a resource to the selection, or says why it cannot be. */
export function pick(selection: readonly PickedResource[], resource: PickedResource): Outcome {
  if (selection.some((p) => p.id === resource.id)) return { selection: selection.map((p) => (p.id === resource.id ? resource : p)) };
  if (selection.length >= RESOURCE_SELECTION_LIMIT) return { refusal: M.selectionLimit };
  return { selection: [...selection, resource] };
}

export const unpick = (selection: readonly PickedResource[], id: string): PickedResource[] => selection.filter((p) => p.id !== id);

/** What stops ordering the selection: nothing chosen, too many, or an unpublished resource among them. */
export function orderRefusal(selection: readonly PickedResource[]): string | undefined {
  if (!selection.length) return M.noneSelected;
  if (selection.length > RESOURCE_SELECTION_LIMIT) return M.selectionLimit;
  return selection.some((p) => !p.published) ? M.publishedOnly : undefined;
}

/** 003 §6: ordering from resources only on a screen wider than a phone's and when the user has an enabled orders tab. */
export const orderingOffered = (input: { mobile: boolean; ordersTab: boolean }): boolean => !input.mobile && input.ordersTab;
