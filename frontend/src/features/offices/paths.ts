// The offices' pages (001 §2).
export const OFFICE_PATHS = {
  offices: '/offices', // + '/{officeId}/edit'
  officesList: '/offices/list',
  officesCreate: '/offices/create',
} as const;
