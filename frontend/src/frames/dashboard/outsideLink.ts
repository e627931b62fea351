// The outside-link variant of the dashboard (002 §1: it "shows themes only"): the dashboard opened from a link
// on another site (e.g. inside the customer's own pages) shows the customer's colours around the page and no
// navigation, help or account links of its own. How such a link says so is ours: `?outsideLink=true` on any
// dashboard address; the tab keeps the variant (sessionStorage) until `?outsideLink=false`.
import { useLocation } from 'react-router';

export const OUTSIDE_LINK_PARAM = 'outsideLink';
const STORAGE_KEY = 'adops.dashboard.outsideLink';

/** Whether this address (its query) opens, keeps or ends the outside-link variant. */
export function outsideLinkOf(search: string): boolean {
  const value = new URLSearchParams(search).get(OUTSIDE_LINK_PARAM);
  try {
    if (value === 'true' || value === '1') sessionStorage.setItem(STORAGE_KEY, 'true');
    else if (value === 'false' || value === '0') sessionStorage.removeItem(STORAGE_KEY);
    return sessionStorage.getItem(STORAGE_KEY) === 'true';
  } catch {
    return value === 'true' || value === '1';
  }
}

export function useOutsideLink(): boolean {
  return outsideLinkOf(useLocation().search);
}
