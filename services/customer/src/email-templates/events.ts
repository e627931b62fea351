// What the e-mail templates area publishes (payload schemas in openapi/customer: EmailTemplateSavedEvent,
// EmailTemplateResetEvent), built in one place: a customer's own version as written, or its removal
// (the default applies again). The order context keeps them to send its order e-mails.
import type { EmailTemplateName } from '@adops/openapi/generated/customer';
import type { EmailTemplateRow } from './entities.ts';

export const emailTemplateSaved = (t: Pick<EmailTemplateRow, 'customerId' | 'name' | 'subject' | 'html'>) => ({
  type: 'email_template.saved' as const,
  subject: t.customerId,
  customerId: t.customerId,
  data: { customerId: t.customerId, name: t.name as EmailTemplateName, subject: t.subject, html: t.html },
});

export const emailTemplateReset = (customerId: string, name: EmailTemplateName) => ({
  type: 'email_template.reset' as const,
  subject: customerId,
  customerId,
  data: { customerId, name },
});
