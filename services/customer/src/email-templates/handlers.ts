// /api/email-templates: a customer's e-mail templates, their preview and the SMTP test.
import { principalOf, reply, type SomeHandlers } from '@adops/platform';
import type { operations } from '@adops/openapi/generated/customer';
import type { EmailTemplates } from './email-templates.ts';
import type { SmtpSettings } from '../config.ts';
import { testSmtp } from './smtp-test.ts';

type EmailTemplateOps = 'listEmailTemplates' | 'createEmailTemplate' | 'getEmailTemplate' | 'resetEmailTemplate' | 'previewEmailTemplate' | 'testSmtp' | 'updateEmailTemplate';

export function emailTemplateHandlers({ templates, smtp }: { templates: EmailTemplates; smtp: SmtpSettings }): SomeHandlers<operations, EmailTemplateOps> {
  return {
    listEmailTemplates: async (req, res) => reply(res, 200, await templates.list(principalOf(req), req.query.customerId)),
    createEmailTemplate: async (req, res) => reply(res, 201, await templates.create(principalOf(req), req.body)),
    getEmailTemplate: async (req, res) => reply(res, 200, await templates.byName(principalOf(req), req.query.customerId, req.params.name)),
    resetEmailTemplate: async (req, res) => reply(res, 200, await templates.reset(principalOf(req), req.body.customerId, req.body.name)),
    previewEmailTemplate: async (req, res) => reply(res, 200, await templates.preview(principalOf(req), req.body)),
    testSmtp: async (req, res) => reply(res, 200, await testSmtp(smtp, req.body.to)),
    updateEmailTemplate: async (req, res) => reply(res, 200, await templates.update(principalOf(req), req.params.templateId, req.body)),
  };
}
