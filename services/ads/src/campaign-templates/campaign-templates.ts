// Campaign templates (000 §3, §7; issue 27 item 3): staff list, read, create, update, clone and delete a
// customer's social and display templates. Each kind has its own routes; an id of the other kind is
// not found. Every save checks the whole template (rules.ts, template-extras.ts), the customer it names
// and its ad account, and publishes campaign_template.saved in the same transaction.
import { invalidField, invalidFields, notFound, type Principal, type ResourceListQuery, type Tx } from '@adops/platform';
import type { components } from '@adops/openapi/generated/ads';
import { ACCOUNT_MESSAGES } from '../accounts/rules.ts';
import type { CampaignTemplateRow, TemplateKind } from './entities.ts';
import { MESSAGES } from './rules.ts';
import type { ScheduleSetting } from './schedule.ts';
import { DEFAULT_TIME_ZONE } from './time-zones.ts';
import { copyName, DEFAULT_LINK_URL, EXTRA_MESSAGES, leadFormFor, validateSavedTemplate, type SavedTemplateContent } from './template-extras.ts';
import { TEMPLATE_NOT_FOUND, type CampaignTemplateStore } from './store.ts';
import { templateDeleted, templateSaved } from './events.ts';

type S = components['schemas'];
export type CreateTemplateInput = S['CreateCampaignTemplateRequest'] | S['CreateGdnCampaignTemplateRequest'];
export type UpdateTemplateInput = S['UpdateCampaignTemplateRequest'] | S['UpdateGdnCampaignTemplateRequest'];
export type CloneTemplateInput = S['CloneCampaignTemplateRequest'];
type TemplateFields = Omit<CampaignTemplateRow, 'id' | 'createdAt' | 'updatedAt'>;

export class CampaignTemplates {
  private readonly store: CampaignTemplateStore;

  constructor(store: CampaignTemplateStore) {
    this.store = store;
  }

  /** By name, 50 a page (000 §7 "templates use 50"). */
  list(principal: Principal, kind: TemplateKind, q: ResourceListQuery & { customerId?: string }) {
    return this.store.list(principal, kind, q);
  }

  async get(principal: Principal, kind: TemplateKind, id: string): Promise<CampaignTemplateRow> {
    return ofKind(await this.store.templates.get(principal, id), kind);
  }

  create(principal: Principal, kind: TemplateKind, input: CreateTemplateInput): Promise<CampaignTemplateRow> {
    const content = contentOf(kind, input);
    const problems = validateSavedTemplate(content);
    if (problems.length) throw invalidFields(problems);
    return this.store.kit.transaction(async (tx) => {
      await this.store.checkCustomer(tx, input.customerId);
      await this.checkAdAccount(tx, kind, input.customerId, content.adAccountId);
      return this.store.templates.insert(tx, { customerId: input.customerId, ...fieldsOf(content) }, templateSaved);
    });
  }

  /** The fields sent replace the stored ones; the result is checked as a whole. */
  update(principal: Principal, kind: TemplateKind, id: string, input: UpdateTemplateInput): Promise<CampaignTemplateRow> {
    return this.store.templates.update(
      principal,
      id,
      async (current, tx) => {
        ofKind(current, kind);
        const content = mergedContent(current, input);
        const problems = validateSavedTemplate(content);
        if (problems.length) throw invalidFields(problems);
        if (input.adAccountId !== undefined) await this.checkAdAccount(tx, kind, current.customerId, content.adAccountId);
        return fieldsOf(content);
      },
      templateSaved,
    );
  }

  /**
   * A copy named "<name> (copy)" unless a name is given, of the same customer or of another one (which
   * must exist); its ad account is the source's unless one is given, and must fit the copy's customer.
   */
  clone(principal: Principal, kind: TemplateKind, id: string, input: CloneTemplateInput = {}): Promise<CampaignTemplateRow> {
    if (input.name !== undefined && !input.name.trim()) throw invalidField('/body/name', MESSAGES.name);
    return this.store.kit.transaction(async (tx) => {
      const source = ofKind(await this.store.getIn(tx, principal, id), kind);
      const customerId = input.customerId ?? source.customerId;
      if (customerId !== source.customerId) await this.store.checkCustomer(tx, customerId);
      const adAccountId = input.adAccountId !== undefined ? input.adAccountId : source.adAccountId;
      await this.checkAdAccount(tx, kind, customerId, adAccountId);
      const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...copied } = source;
      const name = input.name !== undefined ? input.name.trim() : copyName(source.name);
      return this.store.templates.insert(tx, { ...copied, customerId, adAccountId, name }, templateSaved);
    });
  }

  async remove(principal: Principal, kind: TemplateKind, id: string): Promise<void> {
    await this.store.templates.remove(principal, id, templateDeleted, async (row) => {
      ofKind(row, kind);
    });
  }

  /** The account, when one is named, is of the template's kind and the customer's or a shared one: 400 at /body/adAccountId otherwise. */
  private async checkAdAccount(tx: Tx<'ads'>, kind: TemplateKind, customerId: string, adAccountId: string | null): Promise<void> {
    if (adAccountId === null) return;
    const account = await this.store.adAccount(tx, kind, adAccountId);
    if (!account) throw invalidField('/body/adAccountId', ACCOUNT_MESSAGES.notFound);
    if (account.customerId !== null && account.customerId !== customerId) throw invalidField('/body/adAccountId', EXTRA_MESSAGES.otherCustomersAccount);
  }
}

/** The row if it is of the kind the route serves; another kind's id is not found. */
function ofKind(row: CampaignTemplateRow, kind: TemplateKind): CampaignTemplateRow {
  if (row.kind !== kind) throw notFound(TEMPLATE_NOT_FOUND);
  return row;
}

/** A create body as the rules read it: the link defaults to the listing's page. */
function contentOf(kind: TemplateKind, input: CreateTemplateInput): SavedTemplateContent {
  return {
    kind,
    name: input.name,
    campaignType: input.campaignType,
    objective: input.objective,
    useImagesForVideo: 'useImagesForVideo' in input ? (input.useImagesForVideo ?? false) : false,
    creative: { ...input.creative, linkUrl: input.creative.linkUrl ?? DEFAULT_LINK_URL },
    adSets: input.adSets,
    ...(input.scheduleSetting ? { scheduleSetting: input.scheduleSetting } : {}),
    leadForm: ('leadForm' in input ? input.leadForm : null) ?? null,
    adAccountId: input.adAccountId ?? null,
  };
}

/** The stored template with the fields an update sends in place of its own. */
function mergedContent(current: CampaignTemplateRow, input: UpdateTemplateInput): SavedTemplateContent {
  const scheduleSetting = input.scheduleSetting !== undefined ? input.scheduleSetting : current.scheduleSetting;
  return {
    kind: current.kind,
    name: input.name ?? current.name,
    campaignType: input.campaignType ?? current.campaignType,
    objective: input.objective ?? current.objective,
    useImagesForVideo: ('useImagesForVideo' in input ? input.useImagesForVideo : undefined) ?? current.useImagesForVideo,
    creative: input.creative ? { ...input.creative, linkUrl: input.creative.linkUrl ?? DEFAULT_LINK_URL } : current.creative,
    adSets: input.adSets ?? current.adSets,
    ...(scheduleSetting ? { scheduleSetting } : {}),
    leadForm: ('leadForm' in input && input.leadForm !== undefined ? input.leadForm : current.leadForm) ?? null,
    adAccountId: input.adAccountId !== undefined ? input.adAccountId : current.adAccountId,
  };
}

/** The row's fields of a valid template: names trimmed, the schedule's zone made explicit, a lead form only for LEADS. */
function fieldsOf(content: SavedTemplateContent): Omit<TemplateFields, 'customerId'> {
  return {
    kind: content.kind,
    name: content.name.trim(),
    campaignType: content.campaignType,
    objective: content.objective,
    useImagesForVideo: content.useImagesForVideo ?? false,
    adAccountId: content.adAccountId,
    creative: content.creative,
    adSets: content.adSets.map((adSet) => ({ ...adSet, name: adSet.name.trim() })),
    scheduleSetting: content.scheduleSetting ? withZone(content.scheduleSetting) : null,
    leadForm: leadFormFor(content.objective, content.leadForm),
  };
}

const withZone = (setting: ScheduleSetting): ScheduleSetting => ({ ...setting, timezone: setting.timezone ?? DEFAULT_TIME_ZONE });
