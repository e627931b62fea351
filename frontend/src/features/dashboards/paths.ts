// The dashboards and dashboard templates pages (001 §2).
export const DASHBOARD_PATHS = {
  dashboardsList: '/dashboards/list',
  dashboardsCreate: '/dashboards/create',
  dashboardsEdit: '/dashboards/edit', // + '/{dashboardId}'
  dashboardTemplatesList: '/dashboards/templates/list',
  dashboardTemplatesCreate: '/dashboards/templates/create',
  dashboardTemplatesEdit: '/dashboards/templates/edit', // + '/{templateId}'
} as const;
