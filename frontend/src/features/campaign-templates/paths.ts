// Where a customer's campaign templates are (000 §2): the list with its tabs, and each kind's create, edit and
// clone pages (the social templates under campaign-template(s), the display ones under gdn-campaign-template(s)).
import { CUSTOMER_PATHS } from '../customers/paths.ts';
import type { TemplateKind, TemplateTab } from './constants.ts';

/** The roles of the template screens (000 §6 "Customers, stores, templates…": admin, operations). */
export const TEMPLATE_ROLES = ['admin', 'operations'];

const customer = (customerId: string) => `${CUSTOMER_PATHS.customer}/${customerId}`;

export const TEMPLATE_ROUTES = {
  list: `${CUSTOMER_PATHS.customer}/:customerId/campaign-templates/:selectedTab`,
  socialCreate: `${CUSTOMER_PATHS.customer}/:customerId/campaign-templates/create`,
  social: `${CUSTOMER_PATHS.customer}/:customerId/campaign-template/:campaignTemplateId`, // + '/edit', '/clone'
  displayCreate: `${CUSTOMER_PATHS.customer}/:customerId/gdn-campaign-templates/create`,
  display: `${CUSTOMER_PATHS.customer}/:customerId/gdn-campaign-template/:gdnCampaignTemplateId`, // + '/edit', '/clone'
} as const;

export const templatesPath = (customerId: string, tab: TemplateTab = 'social') => `${customer(customerId)}/campaign-templates/${tab}`;

export const templateCreatePath = (customerId: string, kind: TemplateKind) =>
  `${customer(customerId)}/${kind === 'social' ? 'campaign-templates' : 'gdn-campaign-templates'}/create`;

export const templatePath = (customerId: string, kind: TemplateKind, templateId: string, page: 'edit' | 'clone') =>
  `${customer(customerId)}/${kind === 'social' ? 'campaign-template' : 'gdn-campaign-template'}/${templateId}/${page}`;
