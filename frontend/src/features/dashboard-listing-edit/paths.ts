// Where the dashboard's listing form is opened from and where a save goes (002 §2 "Edit or create listing
// screen … On save it goes to the order screen or to the index with tab=listings"). The order screen opens
// the form with `?from=order`; a save then goes on to order the saved listing.
import { CUSTOMER_DASHBOARD_PATHS, dashboardTabPath, listingEditPath, orderPath } from '../customer-dashboard/paths.ts';

/** The query parameter and value the order screen adds when it sends the user to create or edit a listing. */
export const FROM_PARAM = 'from';
export const FROM_ORDER = 'order';

const withFrom = (path: string, fromOrder: boolean) => (fromOrder ? `${path}?${FROM_PARAM}=${FROM_ORDER}` : path);

/** The create page, from the order screen or not. */
export const listingCreatePath = (options: { fromOrder?: boolean } = {}) => withFrom(CUSTOMER_DASHBOARD_PATHS.listingCreate, !!options.fromOrder);

/** A listing's edit page, from the order screen or not. */
export const dashboardListingEditPath = (listingId: string, options: { fromOrder?: boolean } = {}) => withFrom(listingEditPath(listingId), !!options.fromOrder);

/** Whether the page was opened from the order screen. */
export const isFromOrder = (params: URLSearchParams) => params.get(FROM_PARAM) === FROM_ORDER;

/** Where a saved listing goes: the order screen for it, or the index's listings tab. */
export const afterSavePath = (listingId: string, fromOrder: boolean) => (fromOrder ? orderPath({ listingIds: [listingId] }) : dashboardTabPath('listings'));

/** Where Cancel goes: back to the order screen, or the listings tab. */
export const cancelPath = (fromOrder: boolean) => (fromOrder ? CUSTOMER_DASHBOARD_PATHS.order : dashboardTabPath('listings'));
