// The e-mail templates area's store: the kit's declaration of customers' own templates and the area's
// queries.
import { In } from 'typeorm';
import type { Actor, OwnedResource } from '@adops/platform';
import type { EmailTemplateName } from '@adops/openapi/generated/customer';
import { EmailTemplateEntity, type EmailTemplateRow } from './entities.ts';
import type { CustomerKit, CustomerTx } from '../customers/store.ts';

export class EmailTemplateStore {
  private readonly kit: CustomerKit;
  readonly emailTemplates: OwnedResource<EmailTemplateRow, 'customer'>;

  constructor(kit: CustomerKit) {
    this.kit = kit;
    this.emailTemplates = kit.resource({ entity: EmailTemplateEntity, alias: 'e', owners: { customer: 'customerId' }, notFound: 'E-mail template not found.' });
  }

  transaction<T>(work: (tx: CustomerTx) => Promise<T>): Promise<T> {
    return this.kit.transaction(work);
  }

  /** The customer's own templates the actor reaches (the one of this name only, when given). */
  async ofCustomer(actor: Actor, customerId: string, name?: EmailTemplateName): Promise<EmailTemplateRow[]> {
    const qb = (await this.emailTemplates.query(actor)).andWhere('e.customerId = :customerId', { customerId });
    if (name) qb.andWhere('e.name = :name', { name });
    return qb.getMany();
  }

  /** The customer's own version of the template, whoever asks: its caller has read the customer through the kit. */
  byName(tx: CustomerTx, customerId: string, name: EmailTemplateName): Promise<EmailTemplateRow | null> {
    return tx.m.findOne(EmailTemplateEntity, { where: { customerId, name } });
  }

  /** Deletes the customer's own version of the template (false when it kept none); its caller has read the customer through the kit, which is the tenancy check of its templates. */
  async deleteByName(tx: CustomerTx, customerId: string, name: EmailTemplateName): Promise<boolean> {
    const own = await tx.m.findOne(EmailTemplateEntity, { where: { customerId, name } });
    if (own) await tx.m.delete(EmailTemplateEntity, { id: own.id });
    return Boolean(own);
  }

  async deleteOfCustomers(tx: CustomerTx, customerIds: string[]): Promise<void> {
    await tx.m.delete(EmailTemplateEntity, { customerId: In(customerIds) });
  }
}
