// The edit screen's save actions (003 §2, §4) and where each goes once the resource is saved: Save stays (a new
// resource's page becomes its edit page), Save and close goes to the resources tab, Save and new to the create
// screen after 1 s, Save and copy to the create screen holding the copy (003 §4: no id, 'COPY - ' title, marked
// copied; the server gives it a new reference when it is saved), Save and order to the order screen for the
// resource after 1 s.
import { RESOURCE_PATHS, resourceEditPath, resourceOrderPath, resourcesTabPath } from './paths.ts';

export type SaveAction = 'save' | 'close' | 'new' | 'copy' | 'order';

export const SAVE_ACTION_LABELS: Record<SaveAction, string> = {
  save: 'Save',
  close: 'Save and close',
  new: 'Save and new',
  copy: 'Save and copy',
  order: 'Save and order',
};

/** 003 §9 "Delay before Save and order / Save and new navigation: 1 s" (the toast is read meanwhile). */
export const NAVIGATION_DELAY_MS = 1000;

export interface AfterSave {
  /** Where the screen goes; null: it stays. */
  to: string | null;
  delayMs: number;
  /** The page is replaced in the history (a create page that became its resource's edit page). */
  replace: boolean;
  /** The create screen opens with a copy of what was saved. */
  copy: boolean;
}

/** What follows a successful save by `action` of the resource `resourceId`; `created`: it was new. */
export function afterSave(action: SaveAction, resourceId: string, created: boolean): AfterSave {
  switch (action) {
    case 'save': return { to: created ? resourceEditPath(resourceId) : null, delayMs: 0, replace: true, copy: false };
    case 'close': return { to: resourcesTabPath(), delayMs: 0, replace: false, copy: false };
    case 'new': return { to: RESOURCE_PATHS.createResource, delayMs: NAVIGATION_DELAY_MS, replace: false, copy: false };
    case 'copy': return { to: RESOURCE_PATHS.createResource, delayMs: 0, replace: false, copy: true };
    case 'order': return { to: resourceOrderPath(resourceId), delayMs: NAVIGATION_DELAY_MS, replace: false, copy: false };
  }
}
