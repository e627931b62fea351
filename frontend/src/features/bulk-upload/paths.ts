// Bulk manage listings (002 §2), a page of the customer dashboard.
export const BULK_UPLOAD_PATHS = {
  customerDashboardBulkManage: '/customer-dashboard/listings/bulkManage',
} as const;
