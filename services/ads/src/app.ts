// The ads service module: its spec, tables, handlers and consumers, for its own process (main.ts) and
// for the embedded default alike. Wiring only: each area's store and use cases, handed to its handlers
// and consumers.
import { fileURLToPath } from 'node:url';
import type { DataSource } from 'typeorm';
import type { operations } from '@adops/openapi/generated/ads';
import { completeHandlers, createJobs, mailerFor, mailSettings, customerReferencesSubscription, defineModule, loadSecretBox, mergeSubscriptions, OwnedKit, type Jobs, type Outbox, type SecretBox } from '@adops/platform';
import { adsMigrations, adsTables } from './tables.ts';
import { AccountStore } from './accounts/store.ts';
import { AdAccounts } from './accounts/accounts.ts';
import { MinimumBudgets } from './accounts/minimum-budgets.ts';
import { accountHandlers } from './accounts/handlers.ts';
import { AdNetworks } from './campaigns/network/networks.ts';
import { CampaignTemplateStore } from './campaign-templates/store.ts';
import { CampaignTemplates } from './campaign-templates/campaign-templates.ts';
import { campaignTemplateHandlers } from './campaign-templates/handlers.ts';
import { CampaignDataItems } from './campaign-templates/data-items.ts';
import { adsConfig } from './config.ts';
import { campaignClockOf } from './campaigns/clock.ts';
import { SimulatedNetwork } from './campaigns/network/simulator.ts';
import { lazyNetwork } from './campaigns/network/lazy-network.ts';
import { SimulatedAccounts } from './accounts/simulated-accounts.ts';
import { CampaignStore, CREATE_CAMPAIGN_JOB, SimulatorStateStore, SYNC_CAMPAIGNS_JOB } from './campaigns/store.ts';
import { BuildCampaigns } from './campaigns/build-campaigns.ts';
import { CampaignNetworks } from './campaigns/campaign-networks.ts';
import { CampaignCreation } from './campaigns/create-campaign.ts';
import { schedulePeriodicJob } from './campaigns/periodic-jobs.ts';
import { StatusSync } from './campaigns/sync-statuses.ts';
import { ordersSubscription } from './campaigns/events.ts';
import { ProjectionStore } from './projections/store.ts';
import { listingsSubscription, namesSubscription, resourcesSubscription } from './projections/events.ts';
import { AudienceStore } from './audiences/store.ts';
import { CustomAudiences } from './audiences/custom-audiences.ts';
import { NetworkSync } from './audiences/network-sync.ts';
import { LlaTags } from './audiences/lla-tags.ts';
import { MetaPages } from './audiences/meta-pages.ts';
import { audienceHandlers } from './audiences/handlers.ts';
import { ReportStore } from './reports/store.ts';
import { ReportLinks } from './reports/report-links.ts';
import { reportHandlers } from './reports/handlers.ts';
import { ShareStore } from './shares/store.ts';
import { ShareByEmail } from './shares/share-by-email.ts';
import { shareHandlers } from './shares/handlers.ts';
import { InsightStore, SYNC_INSIGHTS_JOB } from './insights/store.ts';
import { Insights } from './insights/insights.ts';
import { InsightSync } from './insights/sync-insights.ts';
import { insightHandlers } from './insights/handlers.ts';
import { LeadStore, POLL_LEADS_JOB } from './leads/store.ts';
import { LeadIntake } from './leads/intake.ts';
import { LeadPoll } from './leads/poll-leads.ts';
import { Leads } from './leads/leads.ts';
import { MetaLeadWebhook } from './leads/meta-webhook.ts';
import { leadHandlers } from './leads/handlers.ts';
import { CampaignAdmin } from './campaigns/campaign-admin.ts';
import { AdSets } from './campaigns/ad-sets.ts';
import { campaignHandlers } from './campaigns/handlers.ts';

export const adsSpecPath = fileURLToPath(new URL('../../../openapi/generated/ads.openapi.yaml', import.meta.url));

/** Each area's store and use cases over one owned-resource kit. */
export function adsAreas(dataSource: DataSource, outbox: Outbox<'ads'>, secrets: SecretBox, networks: AdNetworks) {
  const kit = new OwnedKit(dataSource, outbox);
  const accountStore = new AccountStore(kit);
  const adAccounts = new AdAccounts(accountStore, secrets);
  const campaignTemplateStore = new CampaignTemplateStore(kit, accountStore);
  const audienceStore = new AudienceStore(accountStore);
  return {
    accountStore,
    adAccounts,
    minimumBudgets: new MinimumBudgets(adAccounts, networks),
    campaignTemplateStore,
    campaignTemplates: new CampaignTemplates(campaignTemplateStore),
    campaignDataItems: new CampaignDataItems(campaignTemplateStore),
    customAudiences: new CustomAudiences(audienceStore, adAccounts),
    networkSync: new NetworkSync(audienceStore, adAccounts, networks),
    llaTags: new LlaTags(audienceStore),
    metaPages: new MetaPages(audienceStore),
  };
}

/** What the reports, insights and leads areas need of the campaigns' wiring. */
export interface ReportingDeps {
  campaignStore: CampaignStore;
  accountStore: AccountStore;
  adAccounts: AdAccounts;
  projectionStore: ProjectionStore;
  campaignNetworks: CampaignNetworks;
  reportLinks: ReportLinks;
  jobs: Jobs;
  clock: () => Date;
  metaWebhookVerifyToken: string | null;
}

/**
 * The report links over the campaigns' tables. Made before the campaigns' network records (CampaignNetworks),
 * which make each created campaign's link through them.
 */
export const reportLinksOver = (d: { campaignStore: CampaignStore; accountStore: AccountStore; projectionStore: ProjectionStore; publicUrl: () => string }) =>
  new ReportLinks(new ReportStore({ campaignStore: d.campaignStore, accountStore: d.accountStore, projections: d.projectionStore }), d.publicUrl);

/** The reports, insights and leads areas over the campaigns (a test builds them again over the same database, as a restarted process would). */
export function reportingAreas(d: ReportingDeps) {
  const kit = d.campaignStore.kit;
  const insightStore = new InsightStore(kit, { campaignStore: d.campaignStore, projections: d.projectionStore, jobs: d.jobs });
  const leadStore = new LeadStore(kit, { campaignStore: d.campaignStore, accountStore: d.accountStore, jobs: d.jobs });
  const leadIntake = new LeadIntake(leadStore);
  return {
    insightStore,
    leadStore,
    reportLinks: d.reportLinks,
    insights: new Insights({ store: insightStore, leads: leadStore, clock: d.clock }),
    insightSync: new InsightSync({ store: insightStore, networks: d.campaignNetworks, clock: d.clock }),
    leads: new Leads(leadStore),
    leadIntake,
    leadPoll: new LeadPoll({ store: leadStore, intake: leadIntake, networks: d.campaignNetworks, clock: d.clock }),
    metaLeadWebhook: new MetaLeadWebhook({ store: leadStore, adAccounts: d.adAccounts, verifyToken: d.metaWebhookVerifyToken }),
  };
}

export const adsModule = defineModule({
  name: 'ads',
  specPath: adsSpecPath,
  entities: adsTables,
  migrations: adsMigrations,
  async create(ctx) {
    const settings = adsConfig();
    // One clock for building campaigns and for the simulated network: a test or a demo moves it (clock.ts).
    const clock = campaignClockOf(ctx, settings);
    const now = () => clock.now();
    // The simulator serves accounts linked as 'simulator'; Meta and Google serve theirs with each account's own
    // credentials, their SDKs loaded on the first call (lazy-network.ts).
    const networks = new AdNetworks([
      new SimulatedNetwork({ clock: now, state: new SimulatorStateStore(ctx.dataSource) }),
      lazyNetwork('meta', async () => new (await import('./campaigns/network/meta.ts')).MetaAdNetwork()),
      lazyNetwork('google', async () => new (await import('./campaigns/network/google.ts')).GoogleAdNetwork()),
    ]);
    const areas = adsAreas(ctx.dataSource, ctx.outbox, loadSecretBox(ctx.config), networks);
    // Campaigns from ready orders: built in order.ready's transaction, created and followed by jobs.
    const jobs = createJobs(ctx);
    const projectionStore = new ProjectionStore();
    const campaignStore = new CampaignStore(areas.accountStore.kit, { accountStore: areas.accountStore, projections: projectionStore, templates: areas.campaignTemplateStore, jobs });
    const reportLinks = reportLinksOver({ campaignStore, accountStore: areas.accountStore, projectionStore, publicUrl: () => ctx.config.publicUrl });
    const campaignNetworks = new CampaignNetworks({ store: campaignStore, accountStore: areas.accountStore, adAccounts: areas.adAccounts, networks, clock: now, makeReportLink: (tx, c) => reportLinks.makeWithin(tx, c) });
    jobs.define(CREATE_CAMPAIGN_JOB, new CampaignCreation({ store: campaignStore, networks: campaignNetworks, clock: now, retry: settings.createRetry }));
    jobs.define(SYNC_CAMPAIGNS_JOB, new StatusSync({ store: campaignStore, networks: campaignNetworks, clock: now }));
    schedulePeriodicJob(ctx.lifecycle, { queued: () => campaignStore.syncQueued(), enqueue: () => campaignStore.enqueueSync() }, settings.syncIntervalMs, ctx.log, 'campaign status sync');
    // Reports, insights and leads: the insights sync and the lead poll are jobs queued periodically.
    const reporting = reportingAreas({ campaignStore, accountStore: areas.accountStore, adAccounts: areas.adAccounts, projectionStore, campaignNetworks, reportLinks, jobs, clock: now, metaWebhookVerifyToken: settings.metaWebhookVerifyToken });
    jobs.define(SYNC_INSIGHTS_JOB, reporting.insightSync);
    jobs.define(POLL_LEADS_JOB, reporting.leadPoll);
    schedulePeriodicJob(ctx.lifecycle, { queued: () => reporting.insightStore.syncQueued(), enqueue: () => reporting.insightStore.enqueueSync() }, settings.insightsIntervalMs, ctx.log, 'insights sync');
    schedulePeriodicJob(ctx.lifecycle, { queued: () => reporting.leadStore.pollQueued(), enqueue: () => reporting.leadStore.enqueuePollAll() }, settings.leadsIntervalMs, ctx.log, 'lead poll');
    // Campaign administration: changes go to the network first; campaign.updated carries the report link.
    const campaignAdmin = new CampaignAdmin({ store: campaignStore, networks: campaignNetworks, clock: now, reportShortUrl: (tx, id) => reportLinks.urlWithin(tx, id), refreshInsights: (c) => reporting.insightSync.syncOne(c) });
    const adSets = new AdSets({ store: campaignStore, networks: campaignNetworks });
    // Sharing by e-mail: the link from what ads knows (projections, report links), throttled per user.
    // SMTP pooled: a share goes to up to three recipients, one e-mail each, over the same connections (closed at stop).
    const mailer = mailerFor(mailSettings(ctx.config.dataDir), { pool: true });
    const shareStore = new ShareStore(ctx.dataSource, { projections: projectionStore, reports: new ReportStore({ campaignStore, accountStore: areas.accountStore, projections: projectionStore }) });
    const shareByEmail = new ShareByEmail({ store: shareStore, mailer, throttle: settings.shareThrottle, reportUrl: (shortId) => reportLinks.url(shortId), log: ctx.log });
    return {
      handlers: completeHandlers<operations>({
        ...accountHandlers({ ...areas, hasRunningCampaigns: (accountId, tx) => campaignStore.hasRunningCampaigns(accountId, tx) }),
        ...campaignTemplateHandlers(areas),
        ...audienceHandlers(areas),
        ...reportHandlers(reporting),
        ...insightHandlers(reporting),
        ...leadHandlers(reporting),
        ...campaignHandlers({ campaignAdmin, adSets }),
        ...shareHandlers({ shareByEmail }),
      }),
      // The customer context's customers, offices and agents (customer_references): accounts and
      // templates name a customer, campaigns its office and agents; their names and the listing
      // context's listings and resources (projections/) fill campaigns; the order context's ready orders make them.
      // Outside production and tests, the simulated network's accounts are linked at start (accounts/simulated-accounts.ts).
      onStart: async () => {
        if (settings.simulatedAccounts ?? ctx.config.mode === 'development') await new SimulatedAccounts(areas.accountStore).ensure('NZD', 'Pacific/Auckland');
      },
      subscription: mergeSubscriptions('ads', [
        customerReferencesSubscription('ads'),
        namesSubscription(projectionStore),
        listingsSubscription(projectionStore),
        resourcesSubscription(projectionStore),
        ordersSubscription(campaignStore, new BuildCampaigns(campaignStore, now)),
      ]),
      onStop: async () => mailer.close(),
    };
  },
});
