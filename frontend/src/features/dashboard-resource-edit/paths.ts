// The resource screens' paths (003 §2 customer-dashboard.createResource, customer-dashboard.editResource with
// resourceId; "their paths are not shown"): beside the listing screens' (/listings/create, /listing/{id}/edit)
// under the dashboard frame, and where each save action goes (003 §4).
import { dashboardTabPath, orderPath } from '../customer-dashboard/paths.ts';

const BASE = '/customer-dashboard';

export const RESOURCE_PATHS = {
  createResource: `${BASE}/resources/create`,
  editResource: `${BASE}/resource/:resourceId/edit`,
} as const;

/** A resource's edit page. */
export const resourceEditPath = (resourceId: string): string => `${BASE}/resource/${encodeURIComponent(resourceId)}/edit`;

/** The index on its resources tab (003 §2 "customer-dashboard.index with tab resources"). */
export const resourcesTabPath = (): string => dashboardTabPath('resources');

/** The order screen for one resource (003 §4 Save and order). */
export const resourceOrderPath = (resourceId: string): string => orderPath({ resourceIds: [resourceId] });
