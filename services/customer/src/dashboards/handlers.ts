// /api/dashboards and /api/dashboard-templates: dashboard configurations, and the signed-in
// dashboard user's own.
import { principalOf, reply, type SomeHandlers } from '@adops/platform';
import type { operations } from '@adops/openapi/generated/customer';
import type { Dashboards } from './dashboards.ts';
import type { DashboardTemplates } from './templates.ts';
import { toDashboardDto, toTemplateDto } from './dto.ts';
import { DASHBOARD_ROLES, defaultDashboardConfig, LISTING_TYPES, TAB_CODES } from './rules.ts';

type DashboardOps =
  | 'listDashboards' | 'createDashboard' | 'getCurrentDashboard' | 'getDashboardSettings' | 'getDashboard' | 'updateDashboard' | 'deleteDashboard'
  | 'listDashboardTemplates' | 'createDashboardTemplate' | 'listDashboardTemplateOptions' | 'getDashboardTemplate' | 'updateDashboardTemplate' | 'deleteDashboardTemplate';

export function dashboardHandlers({ dashboards, templates }: { dashboards: Dashboards; templates: DashboardTemplates }): SomeHandlers<operations, DashboardOps> {
  return {
    listDashboards: async (req, res) => {
      const page = await dashboards.list(principalOf(req), req.query);
      reply(res, 200, { items: page.items.map(toDashboardDto), count: page.count });
    },
    createDashboard: async (req, res) => reply(res, 201, toDashboardDto(await dashboards.create(principalOf(req), req.body))),
    getCurrentDashboard: async (req, res) => reply(res, 200, await dashboards.current(principalOf(req))),
    getDashboardSettings: (_req, res) =>
      reply(res, 200, {
        tabCodes: [...TAB_CODES],
        roles: DASHBOARD_ROLES,
        verticals: ['PROPERTY', 'GENERAL'],
        campaignViews: ['LIST', 'GRID'],
        dateRangeUnits: ['day', 'week', 'month', 'year'],
        listingTypes: LISTING_TYPES,
        defaultConfig: defaultDashboardConfig(),
      }),
    getDashboard: async (req, res) => reply(res, 200, toDashboardDto(await dashboards.get(principalOf(req), req.params.dashboardId))),
    updateDashboard: async (req, res) => reply(res, 200, toDashboardDto(await dashboards.update(principalOf(req), req.params.dashboardId, req.body))),
    deleteDashboard: async (req, res) => {
      await dashboards.remove(principalOf(req), req.params.dashboardId);
      res.status(204).end();
    },
    listDashboardTemplates: async (req, res) => {
      const page = await templates.list(principalOf(req), req.query);
      reply(res, 200, { items: page.items.map(toTemplateDto), count: page.count });
    },
    createDashboardTemplate: async (req, res) => reply(res, 201, toTemplateDto(await templates.create(req.body))),
    listDashboardTemplateOptions: async (req, res) => reply(res, 200, await templates.options(principalOf(req), req.query)),
    getDashboardTemplate: async (req, res) => reply(res, 200, toTemplateDto(await templates.get(principalOf(req), req.params.templateId))),
    updateDashboardTemplate: async (req, res) => reply(res, 200, toTemplateDto(await templates.update(principalOf(req), req.params.templateId, req.body))),
    deleteDashboardTemplate: async (req, res) => {
      await templates.remove(principalOf(req), req.params.templateId);
      res.status(204).end();
    },
  };
}
