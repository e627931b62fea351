// Campaigns running on the simulated network, for the reports, insights and leads tests: created on the
// simulator (as the creation job would) and recorded through the campaigns area's store, ACTIVE, with the
// module's clock; and the reports, insights and leads areas built again over the running service's
// database, as a restarted process would build them (no state of the first survives but the tables).
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { createJobs, createLogger, loadSecretBox, type RunningJob, type ServiceContext } from '@adops/platform';
import { adsAreas, reportingAreas, reportLinksOver } from '../../src/app.ts';
import { AdNetworks } from '../../src/campaigns/network/networks.ts';
import { SimulatedNetwork } from '../../src/campaigns/network/simulator.ts';
import type { CampaignObjective, CampaignSpec, NetworkAccount } from '../../src/campaigns/network/port.ts';
import { CampaignNetworks } from '../../src/campaigns/campaign-networks.ts';
import { notYetFollowed } from '../../src/campaigns/build-campaigns.ts';
import { CampaignStore, SimulatorStateStore } from '../../src/campaigns/store.ts';
import type { CampaignRow } from '../../src/campaigns/entities.ts';
import { campaignClockOf } from '../../src/campaigns/clock.ts';
import { ProjectionStore } from '../../src/projections/store.ts';
import { REVIEW_DELAY_MS } from '../../src/campaigns/network/simulator-campaign.ts';

export type Running = { booted: { dataSource: DataSource; context: ServiceContext<'ads'> }; config: { publicUrl: string } };

const HOUR = 3_600_000;

/** The running module's clock (the simulator's too). */
export const clockOf = (svc: Running) => campaignClockOf(svc.booted.context);

/** The campaigns, reports, insights and leads areas over the service's tables, as a fresh process builds them (on the given simulated network, or a new one over the same state). */
export function freshProcess(svc: Running, verifyToken: string | null = null, simulated?: SimulatedNetwork) {
  const ctx = svc.booted.context;
  const clock = clockOf(svc);
  const now = () => clock.now();
  const network = simulated ?? new SimulatedNetwork({ clock: now, state: new SimulatorStateStore(ctx.dataSource) });
  const networks = new AdNetworks([network]);
  const areas = adsAreas(ctx.dataSource, ctx.outbox, loadSecretBox(ctx.config), networks);
  const jobs = createJobs(ctx);
  const projectionStore = new ProjectionStore();
  const campaignStore = new CampaignStore(areas.accountStore.kit, { accountStore: areas.accountStore, projections: projectionStore, templates: areas.campaignTemplateStore, jobs });
  const reportLinks = reportLinksOver({ campaignStore, accountStore: areas.accountStore, projectionStore, publicUrl: () => svc.config.publicUrl });
  const campaignNetworks = new CampaignNetworks({ store: campaignStore, accountStore: areas.accountStore, adAccounts: areas.adAccounts, networks, clock: now, makeReportLink: (tx, c) => reportLinks.makeWithin(tx, c) });
  const reporting = reportingAreas({ campaignStore, accountStore: areas.accountStore, adAccounts: areas.adAccounts, projectionStore, campaignNetworks, reportLinks, jobs, clock: now, metaWebhookVerifyToken: verifyToken });
  return { ...reporting, network, campaignStore, campaignNetworks, jobs };
}

/** A job's run as the jobs kit hands it over, for running a kind once. */
export function runningJob<I>(kind: string, input: I): RunningJob<I> {
  return {
    id: randomUUID(),
    kind,
    input,
    owner: { customerId: '00000000-0000-0000-0000-000000000000', officeId: null, agentId: null },
    attempt: 1,
    checkpoint: null,
    progress: async () => {},
    saveCheckpoint: async () => {},
    stopRequested: async () => false,
    log: createLogger('ads', 'silent'),
  };
}

export interface CampaignOptions {
  customerId: string;
  officeId?: string | null;
  agentIds?: string[];
  listingIds?: string[];
  /** Our ad account (its id) and its network account id. */
  account: { id: string; accountId: string };
  objective?: CampaignObjective;
  name?: string;
  days?: number;
  /** Ad sets, each with its own agents (default one ad set with the campaign's agents). */
  adSetAgents?: string[][];
}

/**
 * A campaign created on the simulator starting an hour from the module's clock and recorded ACTIVE; the
 * clock is then moved past its ads' review, so it delivers from its start as the clock moves on.
 */
export async function deliveredCampaign(svc: Running, o: CampaignOptions): Promise<CampaignRow> {
  const { network, campaignStore } = freshProcess(svc);
  const clock = clockOf(svc);
  const start = new Date(clock.now().getTime() + HOUR);
  const days = o.days ?? 14;
  const end = new Date(start.getTime() + days * 24 * HOUR);
  const id = randomUUID();
  const agentIds = o.agentIds ?? [];
  const adSetAgents = o.adSetAgents ?? [agentIds];
  const budget = 2_000 * days;
  const creative = { format: 'IMAGE' as const, headline: 'Harbour Realty', message: 'Talk to our team this weekend.', linkUrl: 'https://harbour.example.com/listings/12', imageUrls: ['https://cdn.example.com/1.jpg'], callToAction: 'LEARN_MORE' as const };
  const targeting = { countries: ['NZ'], postcodes: [], circles: [], ageMin: null, ageMax: null, gender: 'ALL' as const, audienceIds: [], lookalikeAudienceIds: [] };
  const spec: CampaignSpec = {
    reference: id,
    name: o.name ?? `Campaign ${id.slice(0, 8)}`,
    objective: o.objective ?? 'TRAFFIC',
    specialAdCategories: [],
    specialAdCategoryCountries: [],
    lifetimeBudget: budget,
    startTime: start.toISOString(),
    endTime: end.toISOString(),
    adSets: adSetAgents.map((_, i) => ({ name: `Ad set ${i + 1}`, targeting, lifetimeBudget: Math.floor(budget / adSetAgents.length) })),
    creative,
  };
  const account: NetworkAccount = { provider: 'simulator', kind: 'social', accountId: o.account.accountId, currency: 'NZD' };
  const created = await network.createCampaign(account, spec);
  const row = await campaignStore.transaction((tx) =>
    campaignStore.insert(
      tx,
      {
        id,
        kind: 'social',
        customerId: o.customerId,
        officeId: o.officeId ?? null,
        agentIds,
        orderId: randomUUID(),
        orderNumber: Math.floor(Math.random() * 1e6) + 1,
        productId: randomUUID(),
        templateId: randomUUID(),
        adAccountId: o.account.id,
        provider: 'simulator',
        externalId: created.externalId,
        name: spec.name,
        status: 'ACTIVE',
        startTime: start,
        endTime: end,
        lifetimeBudget: budget,
        currency: 'NZD',
        listingIds: o.listingIds ?? [],
        resourceIds: [],
        isHousing: false,
        housingAdjustments: [],
        reviewReasons: [],
        spec,
        ...notYetFollowed(),
      },
      created.adSets.map((s, i) => ({
        id: randomUUID(),
        campaignId: id,
        customerId: o.customerId,
        officeId: o.officeId ?? null,
        agentIds: adSetAgents[i] ?? [],
        externalId: s.externalId,
        name: s.name,
        targeting,
        lifetimeBudget: spec.adSets[i]!.lifetimeBudget,
        adExternalId: created.ads.find((a) => a.adSetExternalId === s.externalId)?.externalId ?? null,
        creative,
        reviewStatus: 'APPROVED',
        reviewReasons: [],
      })),
    ),
  );
  clock.advance(Math.max(REVIEW_DELAY_MS, HOUR) + 1);
  return row;
}
