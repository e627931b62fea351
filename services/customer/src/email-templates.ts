// A customer's e-mail templates (spec 000 email templates): every known name has a default; a
// customer may keep its own version of each, reset it to the default, preview any version rendered
// with sample data, and test the SMTP server.
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { createTransport } from 'nodemailer';
import { conflict, notFound } from '@adops/platform';
import type { CreateEmailTemplateRequest, EmailTemplate, EmailTemplateName, PreviewEmailTemplateRequest, SmtpTestResult, UpdateEmailTemplateRequest } from '@adops/openapi/generated/customer';
import { EmailTemplateEntity, type EmailTemplateRow } from './persistence/entities.ts';
import { DEFAULT_EMAIL_TEMPLATES, EMAIL_TEMPLATE_NAMES, render, sampleData, TEMPLATE_VARIABLES } from './domain/email-templates.ts';
import type { Customers } from './customers.ts';

export const NO_SMTP_MESSAGE = 'No SMTP server is configured; the embedded default captures mail instead of sending it.';

const ownDto = (t: EmailTemplateRow): EmailTemplate => ({
  id: t.id,
  customerId: t.customerId,
  name: t.name as EmailTemplateName,
  subject: t.subject,
  html: t.html,
  isDefault: false,
  variables: [...TEMPLATE_VARIABLES],
  updatedAt: t.updatedAt.toISOString(),
});

const defaultDto = (customerId: string, name: EmailTemplateName): EmailTemplate => ({
  customerId,
  name,
  ...DEFAULT_EMAIL_TEMPLATES[name],
  isDefault: true,
  variables: [...TEMPLATE_VARIABLES],
});

export class EmailTemplates {
  private readonly ds: DataSource;
  private readonly customers: Customers;
  private readonly smtpUrl: string | undefined;
  private readonly mailFrom: string;

  constructor(ds: DataSource, customers: Customers, smtp: { url?: string; from: string }) {
    this.ds = ds;
    this.customers = customers;
    this.smtpUrl = smtp.url;
    this.mailFrom = smtp.from;
  }

  private repo() {
    return this.ds.getRepository(EmailTemplateEntity);
  }

  async list(customerId: string) {
    await this.customers.get(customerId);
    const own = new Map((await this.repo().find({ where: { customerId } })).map((t) => [t.name, t]));
    const items = EMAIL_TEMPLATE_NAMES.map((name) => {
      const t = own.get(name);
      return t ? ownDto(t) : defaultDto(customerId, name);
    });
    return { items, count: items.length };
  }

  async byName(customerId: string, name: EmailTemplateName): Promise<EmailTemplate> {
    await this.customers.get(customerId);
    const own = await this.repo().findOne({ where: { customerId, name } });
    return own ? ownDto(own) : defaultDto(customerId, name);
  }

  async create(input: CreateEmailTemplateRequest): Promise<EmailTemplate> {
    await this.customers.get(input.customerId);
    const now = new Date();
    const row: EmailTemplateRow = { id: randomUUID(), customerId: input.customerId, name: input.name, subject: input.subject, html: input.html, createdAt: now, updatedAt: now };
    await this.ds.transaction(async (m) => {
      if (await m.findOne(EmailTemplateEntity, { where: { customerId: input.customerId, name: input.name } })) {
        throw conflict(`This customer already has its own ${input.name} template; update it instead.`);
      }
      await m.insert(EmailTemplateEntity, row);
    });
    return ownDto(row);
  }

  async update(id: string, input: UpdateEmailTemplateRequest): Promise<EmailTemplate> {
    const current = await this.repo().findOne({ where: { id } });
    if (!current) throw notFound('E-mail template not found.');
    const next = { ...current, ...input, updatedAt: new Date() };
    await this.repo().update({ id }, { ...input, updatedAt: next.updatedAt });
    return ownDto(next);
  }

  async reset(customerId: string, name: EmailTemplateName): Promise<EmailTemplate> {
    await this.customers.get(customerId);
    await this.repo().delete({ customerId, name });
    return defaultDto(customerId, name);
  }

  async preview(input: PreviewEmailTemplateRequest) {
    const customer = input.customerId ? await this.customers.get(input.customerId) : undefined;
    const base = customer ? await this.byName(customer.id, input.name) : DEFAULT_EMAIL_TEMPLATES[input.name];
    return render({ subject: input.subject ?? base.subject, html: input.html ?? base.html }, sampleData(customer?.name ?? 'Harbour Realty'));
  }

  async smtpTest(to: string): Promise<SmtpTestResult> {
    if (!this.smtpUrl) return { sent: false, smtpConfigured: false, message: NO_SMTP_MESSAGE };
    const transport = createTransport(this.smtpUrl);
    try {
      await transport.sendMail({ from: this.mailFrom, to, subject: 'AdOps SMTP test', text: 'This is a test e-mail from AdOps. Your SMTP settings work.' });
      return { sent: true, smtpConfigured: true, message: `A test e-mail was sent to ${to}.` };
    } catch (error) {
      return { sent: false, smtpConfigured: true, message: `The SMTP server did not accept the test e-mail: ${(error as Error).message}`.slice(0, 1000) };
    } finally {
      transport.close();
    }
  }
}
