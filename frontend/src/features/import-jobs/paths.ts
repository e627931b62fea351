// The import jobs' page (ours: spec 000 §7 names the calls under api/customer/jobs and create-demo-job, not
// the screen): every customer's jobs, or one customer's with ?customerId=…
export const IMPORT_JOB_PATHS = {
  importJobs: '/customers/import-jobs',
} as const;
