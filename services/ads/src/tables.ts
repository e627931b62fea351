// Every table of the ads context, by area, and its migrations:
// - accounts/: ad_accounts (social and display accounts, credentials sealed);
// - campaigns/: campaigns and campaign_agents, ad_sets and ad_set_agents, campaign_daily_insights, and
//   simulator_state (the simulated network's memory, read and written through campaigns/store.ts);
// - the platform's customer_references (customers, offices, agents), fed by the customer context's
//   events; accounts check the customer they name against it.
import { customerReferenceEntities, customerReferenceMigrations } from '@adops/platform';
import { accountEntities } from './accounts/entities.ts';
import { campaignEntities } from './campaigns/entities.ts';
import { CreateAdsTables1765000027000 } from './migrations/1765000027000-create-ads-tables.ts';
import { CreateCampaignTables1765000027100 } from './migrations/1765000027100-create-campaign-tables.ts';

export const adsTables = [...accountEntities, ...campaignEntities, ...customerReferenceEntities];

export const adsMigrations = [...customerReferenceMigrations, CreateAdsTables1765000027000, CreateCampaignTables1765000027100];
