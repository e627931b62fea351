// /api/leads: the list and its export, and Meta's lead-gen webhook (public: its signature is its
// authentication) with its subscription check.
import { exportHead, principalOf, reply, sendStreamedDownload, sendTable, type SomeHandlers } from '@adops/platform';
import type { operations } from '@adops/openapi/generated/ads';
import type { Leads } from './leads.ts';
import type { MetaLeadWebhook } from './meta-webhook.ts';
import { leadOf } from './dto.ts';
import { LEADS_EXPORT_STEM, leadsCsvChunks, leadsTable } from './exports.ts';

type LeadOps = 'listLeads' | 'exportLeads' | 'receiveMetaLeadWebhook' | 'verifyMetaLeadWebhook';

export function leadHandlers({ leads, metaLeadWebhook }: { leads: Leads; metaLeadWebhook: MetaLeadWebhook }): SomeHandlers<operations, LeadOps> {
  return {
    listLeads: async (req, res) => {
      const { items, count, campaignNames } = await leads.list(principalOf(req), req.query);
      reply(res, 200, { items: items.map((l) => leadOf(l, campaignNames)), count });
    },
    exportLeads: async (req, res) => {
      if (req.query.format === 'csv') {
        await sendStreamedDownload(res, exportHead('csv', LEADS_EXPORT_STEM, new Date()), leadsCsvChunks(leads.exportBatches(principalOf(req), req.query)));
        return;
      }
      const { items, campaignNames } = await leads.exportRows(principalOf(req), req.query);
      await sendTable(res, req.query.format ?? 'xlsx', LEADS_EXPORT_STEM, leadsTable(items, campaignNames));
    },
    receiveMetaLeadWebhook: async (req, res) => {
      const campaigns = await metaLeadWebhook.receive(req.rawBody, req.header('x-hub-signature-256') ?? '', req.body);
      reply(res, 200, { received: true, campaigns });
    },
    verifyMetaLeadWebhook: async (req, res) => {
      const challenge = metaLeadWebhook.challenge(req.query['hub.mode'], req.query['hub.verify_token'], req.query['hub.challenge']);
      res.status(200).type('text/plain').send(challenge);
    },
  };
}
