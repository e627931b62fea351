// /api/email-templates: a customer's e-mail templates, their preview and the SMTP test.
import { reply, type SomeHandlers } from '@adops/platform';
import type { operations } from '@adops/openapi/generated/customer';
import type { EmailTemplates } from '../email-templates.ts';

type EmailTemplateOps = 'listEmailTemplates' | 'createEmailTemplate' | 'getEmailTemplate' | 'resetEmailTemplate' | 'previewEmailTemplate' | 'testSmtp' | 'updateEmailTemplate';

export function emailTemplateHandlers(deps: { templates: EmailTemplates }): SomeHandlers<operations, EmailTemplateOps> {
  const { templates } = deps;
  return {
    listEmailTemplates: async (req, res) => reply(res, 200, await templates.list(req.query.customerId)),
    createEmailTemplate: async (req, res) => reply(res, 201, await templates.create(req.body)),
    getEmailTemplate: async (req, res) => reply(res, 200, await templates.byName(req.query.customerId, req.params.name)),
    resetEmailTemplate: async (req, res) => reply(res, 200, await templates.reset(req.body.customerId, req.body.name)),
    previewEmailTemplate: async (req, res) => reply(res, 200, await templates.preview(req.body)),
    testSmtp: async (req, res) => reply(res, 200, await templates.smtpTest(req.body.to)),
    updateEmailTemplate: async (req, res) => reply(res, 200, await templates.update(req.params.templateId, req.body)),
  };
}
