// A customer's e-mail templates (spec 000 email templates): every known name has a default; a
// customer may keep its own version of each, reset it to the default, and preview any version
// rendered with sample data.
import { conflict, type Actor } from '@adops/platform';
import type { CreateEmailTemplateRequest, EmailTemplate, EmailTemplateName, PreviewEmailTemplateRequest, UpdateEmailTemplateRequest } from '@adops/openapi/generated/customer';
import { EmailTemplateEntity, type EmailTemplateRow } from './persistence/entities.ts';
import type { CustomerResources } from './persistence/resources.ts';
import { DEFAULT_EMAIL_TEMPLATES, EMAIL_TEMPLATE_NAMES, render, sampleData, TEMPLATE_VARIABLES } from './domain/email-templates.ts';

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
  private readonly r: CustomerResources;

  constructor(resources: CustomerResources) {
    this.r = resources;
  }

  /** The customer's own templates, keyed by name; 404 for a customer out of reach. */
  private async own(actor: Actor, customerId: string, name?: EmailTemplateName): Promise<Map<string, EmailTemplateRow>> {
    await this.r.customers.get(actor, customerId);
    const qb = (await this.r.emailTemplates.query(actor)).andWhere('e.customerId = :customerId', { customerId });
    if (name) qb.andWhere('e.name = :name', { name });
    return new Map((await qb.getMany()).map((t) => [t.name, t]));
  }

  async list(actor: Actor, customerId: string) {
    const own = await this.own(actor, customerId);
    const items = EMAIL_TEMPLATE_NAMES.map((name) => {
      const t = own.get(name);
      return t ? ownDto(t) : defaultDto(customerId, name);
    });
    return { items, count: items.length };
  }

  async byName(actor: Actor, customerId: string, name: EmailTemplateName): Promise<EmailTemplate> {
    const t = (await this.own(actor, customerId, name)).get(name);
    return t ? ownDto(t) : defaultDto(customerId, name);
  }

  async create(actor: Actor, input: CreateEmailTemplateRequest): Promise<EmailTemplate> {
    const row = await this.r.kit.transaction(async (tx) => {
      await this.r.customers.get(actor, input.customerId, tx.m);
      if (await tx.m.findOne(EmailTemplateEntity, { where: { customerId: input.customerId, name: input.name } })) {
        throw conflict(`This customer already has its own ${input.name} template; update it instead.`);
      }
      return this.r.emailTemplates.insert(tx, { customerId: input.customerId, name: input.name, subject: input.subject, html: input.html });
    });
    return ownDto(row);
  }

  async update(actor: Actor, id: string, input: UpdateEmailTemplateRequest): Promise<EmailTemplate> {
    return ownDto(await this.r.emailTemplates.update(actor, id, () => ({ ...input })));
  }

  async reset(actor: Actor, customerId: string, name: EmailTemplateName): Promise<EmailTemplate> {
    await this.r.customers.get(actor, customerId);
    // eslint-disable-next-line no-restricted-syntax -- the customer was just read through the kit; that read is the tenancy check of its templates.
    await this.r.kit.ds.getRepository(EmailTemplateEntity).delete({ customerId, name });
    return defaultDto(customerId, name);
  }

  async preview(actor: Actor, input: PreviewEmailTemplateRequest) {
    const customer = input.customerId ? await this.r.customers.get(actor, input.customerId) : undefined;
    const base = customer ? await this.byName(actor, customer.id, input.name) : DEFAULT_EMAIL_TEMPLATES[input.name];
    return render({ subject: input.subject ?? base.subject, html: input.html ?? base.html }, sampleData(customer?.name ?? 'Harbour Realty'));
  }
}
