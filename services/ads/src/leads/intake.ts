// Taking leads in: each network lead is kept once by its network id, attributed (rules.ts), counted on
// its campaign and published as lead.received, all in one transaction per lead. The campaign is locked
// first, so two intakes of one campaign (a webhook's poll and the periodic one, two replicas) take its
// leads one after the other and the second finds each kept; the unique index (provider, networkLeadId)
// stops any other path, and its transaction (event included) is rolled back.
import { isDuplicateKey } from '@adops/platform';
import type { CampaignRow } from '../campaigns/entities.ts';
import type { NetworkLead } from '../campaigns/network/port.ts';
import { leadReceived } from './events.ts';
import { attributionOf, contactOf, keptFields } from './rules.ts';
import type { LeadStore } from './store.ts';

export class LeadIntake {
  private readonly store: LeadStore;

  constructor(store: LeadStore) {
    this.store = store;
  }

  /** Keeps the leads not kept yet; answers how many were new. */
  async take(campaign: CampaignRow, leads: readonly NetworkLead[]): Promise<number> {
    if (!leads.length) return 0;
    const adSets = await this.store.adSetsOf(campaign.id);
    let added = 0;
    for (const lead of leads) {
      try {
        const kept = await this.store.transaction(async (tx) => {
          const current = await this.store.lockCampaign(tx, campaign.id);
          if (await this.store.has(tx, campaign.provider, lead.leadId)) return false;
          const row = await this.store.insert(tx, {
            provider: campaign.provider,
            networkLeadId: lead.leadId.slice(0, 100),
            campaignId: current.id,
            customerId: current.customerId,
            officeId: current.officeId,
            ...attributionOf(current, adSets, lead),
            fields: keptFields(lead.fields),
            ...contactOf(lead.fields),
            createdTime: new Date(lead.createdTime),
          });
          await this.store.countLead(tx, current);
          await tx.record(leadReceived(row, current));
          return true;
        });
        if (kept) added++;
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
    }
    return added;
  }
}
