// Bulk manage listings (spec 002 §2 /listings/bulkManage): dashboard users for their customer, staff
// (admin, operations) for the customer they come from or pick; staff open it from the Customers dropdown.
// One route in one frame: the dashboard's (it is a dashboard page, 002 §2). A dashboard user sees it inside
// their dashboard; staff see the dashboard frame's plain header with the way back to the back-office.
import type { Feature } from '../../app/feature.ts';
import { lazyPage } from '../../app/feature.ts';
import { rolesOf } from '../../lib/auth/roles.ts';
import { BULK_UPLOAD_PATHS } from './paths.ts';

const BulkUploadPage = lazyPage(() => import('./BulkUploadPage.tsx'), (m) => m.BulkUploadPage);

export const feature: Feature = {
  frame: 'dashboard',
  routes: [
    {
      path: BULK_UPLOAD_PATHS.customerDashboardBulkManage,
      roles: rolesOf('createBulkUpload', ['admin', 'operations', 'corporate', 'branchmanager', 'branchuser', 'agent']),
      title: 'Bulk manage listings',
      element: <BulkUploadPage />,
    },
  ],
  menu: [{ place: 'customers', order: 4.1, label: 'Bulk Upload', to: BULK_UPLOAD_PATHS.customerDashboardBulkManage, roles: ['admin', 'operations'] }],
};
