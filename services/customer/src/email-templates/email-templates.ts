// A customer's e-mail templates (spec 000 email templates): every known name has a default; a
// customer may keep its own version of each, reset it to the default, and preview any version
// rendered with sample data. A template naming a variable it cannot be filled with is refused when
// saved. Every change is published (email_template.saved / email_template.reset): the order context
// sends its order e-mails from a customer's templates as these events tell it.
import { invalidFields, type Principal } from '@adops/platform';
import type { CreateEmailTemplateRequest, EmailTemplate, EmailTemplateName, PreviewEmailTemplateRequest, UpdateEmailTemplateRequest } from '@adops/openapi/generated/customer';
import type { EmailTemplateRow } from './entities.ts';
import type { EmailTemplateStore } from './store.ts';
import type { CustomerStore } from '../customers/store.ts';
import { assertNoOwnVersionYet, DEFAULT_EMAIL_TEMPLATES, EMAIL_TEMPLATE_NAMES, render, sampleData, templateVariableErrors } from './rules.ts';
import { emailTemplateReset, emailTemplateSaved } from './events.ts';
import { defaultDto, ownDto } from './dto.ts';

export class EmailTemplates {
  private readonly store: EmailTemplateStore;
  private readonly customers: CustomerStore;

  constructor(store: EmailTemplateStore, customers: CustomerStore) {
    this.store = store;
    this.customers = customers;
  }

  /** The customer's own templates, keyed by name; 404 for a customer out of reach. */
  private async own(principal: Principal, customerId: string, name?: EmailTemplateName): Promise<Map<string, EmailTemplateRow>> {
    await this.customers.get(principal, customerId);
    return new Map((await this.store.ofCustomer(principal, customerId, name)).map((t) => [t.name, t]));
  }

  async list(principal: Principal, customerId: string) {
    const own = await this.own(principal, customerId);
    const items = EMAIL_TEMPLATE_NAMES.map((name) => {
      const t = own.get(name);
      return t ? ownDto(t) : defaultDto(customerId, name);
    });
    return { items, count: items.length };
  }

  async byName(principal: Principal, customerId: string, name: EmailTemplateName): Promise<EmailTemplate> {
    const t = (await this.own(principal, customerId, name)).get(name);
    return t ? ownDto(t) : defaultDto(customerId, name);
  }

  async create(principal: Principal, input: CreateEmailTemplateRequest): Promise<EmailTemplate> {
    const row = await this.store.transaction(async (tx) => {
      await this.customers.get(principal, input.customerId, tx);
      assertNoOwnVersionYet(await this.store.byName(tx, input.customerId, input.name), input.name);
      assertKnownVariables(input);
      return this.store.emailTemplates.insert(tx, { customerId: input.customerId, name: input.name, subject: input.subject, html: input.html }, emailTemplateSaved);
    });
    return ownDto(row);
  }

  async update(principal: Principal, id: string, input: UpdateEmailTemplateRequest): Promise<EmailTemplate> {
    return ownDto(
      await this.store.emailTemplates.update(
        principal,
        id,
        () => {
          assertKnownVariables(input);
          return { ...input };
        },
        emailTemplateSaved,
      ),
    );
  }

  async reset(principal: Principal, customerId: string, name: EmailTemplateName): Promise<EmailTemplate> {
    await this.store.transaction(async (tx) => {
      // Reading the customer through the kit is the tenancy check of its templates.
      await this.customers.get(principal, customerId, tx);
      if (await this.store.deleteByName(tx, customerId, name)) await tx.record(emailTemplateReset(customerId, name));
    });
    return defaultDto(customerId, name);
  }

  async preview(principal: Principal, input: PreviewEmailTemplateRequest) {
    const customer = input.customerId ? await this.customers.get(principal, input.customerId) : undefined;
    const base = customer ? await this.byName(principal, customer.id, input.name) : DEFAULT_EMAIL_TEMPLATES[input.name];
    return render({ subject: input.subject ?? base.subject, html: input.html ?? base.html }, sampleData(customer?.name ?? 'Harbour Realty'));
  }
}

/** 400 naming each {{variable}} of the subject or html that no template may use. */
function assertKnownVariables(input: { subject?: string; html?: string }): void {
  const errors = templateVariableErrors({ subject: input.subject, html: input.html });
  if (errors.length) throw invalidFields(errors);
}
