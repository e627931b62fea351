// /api/dashboards and /api/dashboard-templates: dashboard configurations, and the signed-in
// dashboard user's own.
import { principalOf, reply, type SomeHandlers } from '@adops/platform';
import type { operations } from '@adops/openapi/generated/customer';
import { toDashboardDto, toTemplateDto, type Dashboards } from '../dashboards.ts';
import { DASHBOARD_ROLES, defaultDashboardConfig, LISTING_TYPES } from '../domain/defaults.ts';

type DashboardOps =
  | 'listDashboards' | 'createDashboard' | 'getCurrentDashboard' | 'getDashboardSettings' | 'getDashboard' | 'updateDashboard' | 'deleteDashboard'
  | 'listDashboardTemplates' | 'createDashboardTemplate' | 'listDashboardTemplateOptions' | 'getDashboardTemplate' | 'updateDashboardTemplate' | 'deleteDashboardTemplate';

export function dashboardHandlers(deps: { dashboards: Dashboards }): SomeHandlers<operations, DashboardOps> {
  const { dashboards } = deps;
  const who = principalOf;
  return {
    listDashboards: async (req, res) => {
      const page = await dashboards.list(req.query);
      reply(res, 200, { items: page.items.map(toDashboardDto), count: page.count });
    },
    createDashboard: async (req, res) => reply(res, 201, toDashboardDto(await dashboards.create(req.body))),
    getCurrentDashboard: async (req, res) => reply(res, 200, await dashboards.current(who(req))),
    getDashboardSettings: (_req, res) =>
      reply(res, 200, {
        tabCodes: ['overview', 'orders', 'listings', 'resources', 'campaigns', 'leads', 'agents'],
        roles: DASHBOARD_ROLES,
        verticals: ['PROPERTY', 'GENERAL'],
        campaignViews: ['LIST', 'GRID'],
        dateRangeUnits: ['day', 'week', 'month', 'year'],
        listingTypes: LISTING_TYPES,
        defaultConfig: defaultDashboardConfig(),
      }),
    getDashboard: async (req, res) => reply(res, 200, toDashboardDto(await dashboards.visible(who(req), req.params.dashboardId))),
    updateDashboard: async (req, res) => reply(res, 200, toDashboardDto(await dashboards.update(req.params.dashboardId, req.body))),
    deleteDashboard: async (req, res) => {
      await dashboards.remove(req.params.dashboardId);
      res.status(204).end();
    },
    listDashboardTemplates: async (req, res) => {
      const page = await dashboards.listTemplates(req.query);
      reply(res, 200, { items: page.items.map(toTemplateDto), count: page.count });
    },
    createDashboardTemplate: async (req, res) => reply(res, 201, toTemplateDto(await dashboards.createTemplate(req.body))),
    listDashboardTemplateOptions: async (req, res) => reply(res, 200, await dashboards.templateOptions(req.query)),
    getDashboardTemplate: async (req, res) => reply(res, 200, toTemplateDto(await dashboards.template(req.params.templateId))),
    updateDashboardTemplate: async (req, res) => reply(res, 200, toTemplateDto(await dashboards.updateTemplate(req.params.templateId, req.body))),
    deleteDashboardTemplate: async (req, res) => {
      await dashboards.removeTemplate(req.params.templateId);
      res.status(204).end();
    },
  };
}
