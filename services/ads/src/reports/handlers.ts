// /api/reports: make and remove a campaign's report link, and read the public report of a short id.
import { principalOf, reply, type SomeHandlers } from '@adops/platform';
import type { operations } from '@adops/openapi/generated/ads';
import type { ReportLinks } from './report-links.ts';
import { reportDataOf, reportLinkOf } from './dto.ts';

type ReportOps = 'createReportLink' | 'deleteReportLink' | 'getPublicReport';

export function reportHandlers({ reportLinks }: { reportLinks: ReportLinks }): SomeHandlers<operations, ReportOps> {
  return {
    createReportLink: async (req, res) => {
      const { link, created } = await reportLinks.create(principalOf(req), req.body.campaignId);
      reply(res, created ? 201 : 200, reportLinkOf(link, reportLinks.url(link.shortId)));
    },
    deleteReportLink: async (req, res) => {
      await reportLinks.remove(principalOf(req), req.params.shortId);
      res.status(204).end();
    },
    getPublicReport: async (req, res) => {
      // Public and cacheable by nobody: the link may be removed at any time.
      res.set('Cache-Control', 'no-store');
      reply(res, 200, reportDataOf(await reportLinks.report(req.params.shortId)));
    },
  };
}
