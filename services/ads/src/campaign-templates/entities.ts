// Campaign templates, social and display in one table told apart by kind (as ad_accounts are): each
// is a customer's, and holds what a campaign is built from — its creative, ad sets and schedule as JSON.
import { EntitySchema } from 'typeorm';
import { boolColumn, idColumn, instantColumn, jsonColumn, refColumn, stringColumn } from '@adops/platform';
import type { NetworkKind } from '../campaigns/network/port.ts';
import type { AdSetTemplate, CampaignType } from './rules.ts';
import type { ScheduleSetting } from './schedule.ts';
import type { SavedCreative, TemplateLeadForm } from './template-extras.ts';
import type { CampaignObjective } from '../campaigns/network/port.ts';

export type TemplateKind = NetworkKind;

export interface CampaignTemplateRow {
  id: string;
  kind: TemplateKind;
  customerId: string;
  name: string;
  campaignType: CampaignType;
  objective: CampaignObjective;
  useImagesForVideo: boolean;
  /** A social account for a social template, a display one for display; the customer's or a shared one. */
  adAccountId: string | null;
  creative: SavedCreative;
  adSets: AdSetTemplate[];
  scheduleSetting: ScheduleSetting | null;
  /** LEADS templates only. */
  leadForm: TemplateLeadForm | null;
  createdAt: Date;
  updatedAt: Date;
}

export const CampaignTemplateEntity = new EntitySchema<CampaignTemplateRow>({
  name: 'CampaignTemplate',
  tableName: 'campaign_templates',
  columns: {
    id: idColumn,
    kind: stringColumn(10),
    customerId: refColumn(),
    name: stringColumn(200),
    campaignType: stringColumn(40),
    objective: stringColumn(20),
    useImagesForVideo: boolColumn,
    adAccountId: refColumn(true),
    creative: jsonColumn(),
    adSets: jsonColumn(),
    scheduleSetting: jsonColumn(true),
    leadForm: jsonColumn(true),
    createdAt: instantColumn(),
    updatedAt: instantColumn(),
  },
});

export const campaignTemplateEntities = [CampaignTemplateEntity];
