// Every table of the ads context, by area, and its migrations:
// - accounts/: ad_accounts (social and display accounts, credentials sealed);
// - campaigns/: campaigns and campaign_agents, ad_sets and ad_set_agents, campaign_daily_insights, and
//   simulator_state (the simulated network's memory, read and written through campaigns/store.ts);
// - campaign-templates/: campaign_templates (social and display, each a customer's; they check their
//   ad account through accounts/store.ts);
// - audiences/: custom_audiences (a social account's, synced from its network), lla_tags (a customer's)
//   and meta_pages (an account's); they read ad_accounts through accounts/store.ts;
// - projections/: known_listings and known_resources (the listing context's listings and resources) and
//   known_names (customer, office and agent names, customers' logos' public addresses), fed by their events; campaigns/ reads them through
//   projections/store.ts to build campaigns, campaign-templates/ to build an order's campaign data item;
// - reports/: report_links (a campaign's public report link); it reads campaigns and
//   campaign_daily_insights through campaigns/store.ts's declaration and its own queries (reports/store.ts),
//   ad_accounts (the time zone) through accounts/store.ts, and known_names and known_listings (agents'
//   names, the hero image) through projections/store.ts;
// - insights/: no table of its own: its sync job replaces rows of campaign_daily_insights (insights/store.ts)
//   and writes the campaigns' totals (reach … spend, insightsSyncedAt) through campaigns/store.ts; its
//   overview and stats read campaigns, campaign_agents and campaign_daily_insights (insights/store.ts) and
//   the leads through leads/store.ts;
// - leads/: leads (lead-form submissions, one per network lead id); it reads campaigns, ad_sets and
//   campaign_agents (attribution, the agent scope; its own queries in leads/store.ts), locks campaigns and
//   writes their leadsCount through campaigns/store.ts, and reads ad_accounts' sealed app secrets through
//   accounts/store.ts;
// - shares/: email_shares (each e-mail shared, what the per-user throttle counts); it reads known_listings
//   and known_resources through projections/store.ts and report links and campaigns through reports/store.ts;
// - the platform's customer_references (customers, offices, agents), fed by the customer context's
//   events; accounts check the customer they name against it.
import { customerReferenceEntities, customerReferenceMigrations } from '@adops/platform';
import { accountEntities } from './accounts/entities.ts';
import { campaignEntities } from './campaigns/entities.ts';
import { campaignTemplateEntities } from './campaign-templates/entities.ts';
import { audienceEntities } from './audiences/entities.ts';
import { projectionEntities } from './projections/entities.ts';
import { reportEntities } from './reports/entities.ts';
import { leadEntities } from './leads/entities.ts';
import { shareEntities } from './shares/entities.ts';
import { CreateAdsTables1765000027000 } from './migrations/1765000027000-create-ads-tables.ts';
import { CreateCampaignTables1765000027100 } from './migrations/1765000027100-create-campaign-tables.ts';
import { CreateCampaignTemplateTables1765000027300 } from './migrations/1765000027300-create-campaign-template-tables.ts';
import { CreateAudienceTables1765000027400 } from './migrations/1765000027400-create-audience-tables.ts';
import { CreateAdsProjections1765000027500 } from './migrations/1765000027500-create-ads-projections.ts';
import { CampaignCreationRetries1765000027510 } from './migrations/1765000027510-campaign-creation-retries.ts';
import { CreateReportAndLeadTables1765000027800 } from './migrations/1765000027800-create-report-and-lead-tables.ts';
import { KnownOfficePlaces1765000027920 } from './migrations/1765000027920-known-office-places.ts';
import { CreateKnownResources1765000027960 } from './migrations/1765000027960-create-known-resources.ts';
import { CreateEmailShares1765000027980 } from './migrations/1765000027980-create-email-shares.ts';
import { KnownCustomerLogos1765000027990 } from './migrations/1765000027990-known-customer-logos.ts';
import { KnownCustomerSharingOptions1765000027995 } from './migrations/1765000027995-known-customer-sharing-options.ts';
import { CampaignAndLeadListIndexes1765100031200 } from './migrations/1765100031200-campaign-and-lead-list-indexes.ts';
import { CampaignStatusIndex1765100031400 } from './migrations/1765100031400-campaign-status-index.ts';
import { CampaignAndLeadSearchIndexes1765100031600 } from './migrations/1765100031600-campaign-and-lead-search-indexes.ts';
import { CampaignLiveStatusIndex1765100031700 } from './migrations/1765100031700-campaign-live-status-index.ts';

export const adsTables = [...accountEntities, ...campaignEntities, ...campaignTemplateEntities, ...audienceEntities, ...projectionEntities, ...reportEntities, ...leadEntities, ...shareEntities, ...customerReferenceEntities];

export const adsMigrations = [...customerReferenceMigrations, CreateAdsTables1765000027000, CreateCampaignTables1765000027100, CreateCampaignTemplateTables1765000027300, CreateAudienceTables1765000027400, CreateAdsProjections1765000027500, CampaignCreationRetries1765000027510, CreateReportAndLeadTables1765000027800, KnownOfficePlaces1765000027920, CreateKnownResources1765000027960, CreateEmailShares1765000027980, KnownCustomerLogos1765000027990, KnownCustomerSharingOptions1765000027995, CampaignAndLeadListIndexes1765100031200, CampaignStatusIndex1765100031400, CampaignAndLeadSearchIndexes1765100031600, CampaignLiveStatusIndex1765100031700];
