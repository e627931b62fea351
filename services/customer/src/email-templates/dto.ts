// E-mail templates as the API shows them (openapi/customer EmailTemplate): a customer's own version,
// or the default of a name the customer keeps no version of.
import type { EmailTemplate, EmailTemplateName } from '@adops/openapi/generated/customer';
import type { EmailTemplateRow } from './entities.ts';
import { DEFAULT_EMAIL_TEMPLATES, TEMPLATE_VARIABLES } from './rules.ts';

export const ownDto = (t: EmailTemplateRow): EmailTemplate => ({
  id: t.id,
  customerId: t.customerId,
  name: t.name as EmailTemplateName,
  subject: t.subject,
  html: t.html,
  isDefault: false,
  variables: [...TEMPLATE_VARIABLES],
  updatedAt: t.updatedAt.toISOString(),
});

export const defaultDto = (customerId: string, name: EmailTemplateName): EmailTemplate => ({
  customerId,
  name,
  ...DEFAULT_EMAIL_TEMPLATES[name],
  isDefault: true,
  variables: [...TEMPLATE_VARIABLES],
});
