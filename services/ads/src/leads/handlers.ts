// /api/leads: the list and its export, and Meta's lead-gen webhook (public: its signature is its
// authentication) with its subscription check.
import { principalOf, reply, sendStreamedDownload, type SomeHandlers } from '@adops/platform';
import type { operations } from '@adops/openapi/generated/ads';
import type { Leads } from './leads.ts';
import type { MetaLeadWebhook } from './meta-webhook.ts';
import { leadOf } from './dto.ts';
import { leadsCsvChunks, leadsCsvHead, leadsExportFile } from './exports.ts';
import { sendExportFile } from '../campaigns/export-files.ts';

type LeadOps = 'listLeads' | 'exportLeads' | 'receiveMetaLeadWebhook' | 'verifyMetaLeadWebhook';

export function leadHandlers({ leads, metaLeadWebhook }: { leads: Leads; metaLeadWebhook: MetaLeadWebhook }): SomeHandlers<operations, LeadOps> {
  return {
    listLeads: async (req, res) => {
      const { items, count, campaignNames } = await leads.list(principalOf(req), req.query);
      reply(res, 200, { items: items.map((l) => leadOf(l, campaignNames)), count });
    },
    exportLeads: async (req, res) => {
      if (req.query.format === 'csv') {
        await sendStreamedDownload(res, leadsCsvHead(new Date()), leadsCsvChunks(leads.exportBatches(principalOf(req), req.query)));
        return;
      }
      const { items, campaignNames } = await leads.exportRows(principalOf(req), req.query);
      sendExportFile(res, await leadsExportFile(items, campaignNames, req.query.format ?? 'xlsx', new Date()));
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
