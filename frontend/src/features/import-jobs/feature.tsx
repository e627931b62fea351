// Import jobs (000 §7: the jobs list, stop, rerun, search fields and create-demo-job; 000 §6: the customers'
// area, admin and operations): one page in the Customers dropdown.
import type { Feature } from '../../app/feature.ts';
import { lazyPage } from '../../app/feature.ts';
import { rolesOf } from '../../lib/auth/roles.ts';
import { IMPORT_JOB_PATHS } from './paths.ts';

const ADMIN_OPS = ['admin', 'operations'];
const ImportJobsPage = lazyPage(() => import('./ImportJobsPage.tsx'), (m) => m.ImportJobsPage);

export const feature: Feature = {
  frame: 'staff',
  routes: [
    { path: IMPORT_JOB_PATHS.importJobs, roles: rolesOf('listImportJobs', ADMIN_OPS), title: 'Import Jobs', element: <ImportJobsPage /> },
  ],
  menu: [{ place: 'customers', order: 4.2, label: 'Import Jobs', to: IMPORT_JOB_PATHS.importJobs, roles: ADMIN_OPS }],
};
