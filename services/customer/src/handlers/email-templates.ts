// /api/email-templates: a customer's e-mail templates, their preview and the SMTP test.
import { principalOf as who, reply, type SomeHandlers } from '@adops/platform';
import type { operations } from '@adops/openapi/generated/customer';
import type { EmailTemplates } from '../email-templates.ts';
import { testSmtp } from '../smtp-test.ts';

type EmailTemplateOps = 'listEmailTemplates' | 'createEmailTemplate' | 'getEmailTemplate' | 'resetEmailTemplate' | 'previewEmailTemplate' | 'testSmtp' | 'updateEmailTemplate';

export function emailTemplateHandlers({ templates, smtp }: { templates: EmailTemplates; smtp: { url?: string; from: string } }): SomeHandlers<operations, EmailTemplateOps> {
  return {
    listEmailTemplates: async (req, res) => reply(res, 200, await templates.list(who(req), req.query.customerId)),
    createEmailTemplate: async (req, res) => reply(res, 201, await templates.create(who(req), req.body)),
    getEmailTemplate: async (req, res) => reply(res, 200, await templates.byName(who(req), req.query.customerId, req.params.name)),
    resetEmailTemplate: async (req, res) => reply(res, 200, await templates.reset(who(req), req.body.customerId, req.body.name)),
    previewEmailTemplate: async (req, res) => reply(res, 200, await templates.preview(who(req), req.body)),
    testSmtp: async (req, res) => reply(res, 200, await testSmtp(smtp, req.body.to)),
    updateEmailTemplate: async (req, res) => reply(res, 200, await templates.update(who(req), req.params.templateId, req.body)),
  };
}
