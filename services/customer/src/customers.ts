// Customers (spec 000 customers area, 001 §3, 002 §3, 003 §6): list, picker options, CRUD, bulk
// removal, activation, logo, API key. Every change and its event are written in one transaction.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { badRequest, conflict, containsPattern, customerWide, listPage, notFound, Problem, scopeOf, visibleOrNotFound, type ListQuery, type Outbox, type Principal } from '@adops/platform';
import type { CreateCustomerRequest, Customer, CustomerProfile, UpdateCustomerRequest } from '@adops/openapi/generated/customer';
import { AgentEntity, CustomerEntity, DashboardEntity, EmailTemplateEntity, LogoEntity, OfficeEntity, type CustomerRow } from './persistence/entities.ts';
import { DEFAULT_COUNTRY, DEFAULT_CURRENCY, DEFAULT_IMAGE_AD_LIMIT, DEFAULT_SHARING_OPTIONS, OPTIONS_LIMIT } from './domain/defaults.ts';
import type { Setting } from './domain/types.ts';
import { agentEventData } from './agents.ts';

const LOGO_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif']);

export function toCustomerDto(c: CustomerRow): Customer {
  return {
    id: c.id,
    name: c.name,
    ...(c.email ? { email: c.email } : {}),
    ...(c.website ? { website: c.website } : {}),
    isActive: c.isActive,
    hasLogo: c.hasLogo,
    hasApiKey: Boolean(c.apiKeyHash),
    ...(c.apiKeyPrefix ? { apiKeyPrefix: c.apiKeyPrefix } : {}),
    currency: c.currency,
    country: c.country,
    sharingOptions: c.sharingOptions,
    imageAdLimit: c.imageAdLimit,
    settings: c.settings,
    reportDomains: c.reportDomains,
    facebookPages: c.facebookPages,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

export function toCustomerProfile(c: CustomerRow): CustomerProfile {
  const { id, name, isActive, hasLogo, currency, country, sharingOptions, imageAdLimit, settings, reportDomains } = c;
  return { id, name, isActive, hasLogo, currency, country, sharingOptions, imageAdLimit, settings, reportDomains };
}

const eventData = (c: CustomerRow) => ({ customerId: c.id, name: c.name, isActive: c.isActive, country: c.country, currency: c.currency });

function assertUniqueKeys(settings: Setting[] | undefined): void {
  if (!settings) return;
  const seen = new Set<string>();
  for (const s of settings) {
    if (seen.has(s.key)) throw badRequest(`The setting ${s.key} is given twice.`, [{ path: '/body/settings', message: `The setting ${s.key} is given twice.` }]);
    seen.add(s.key);
  }
}

export interface CustomerListQuery extends ListQuery {
  isActive?: boolean;
}

export class Customers {
  private readonly ds: DataSource;
  private readonly outbox: Outbox;

  constructor(ds: DataSource, outbox: Outbox) {
    this.ds = ds;
    this.outbox = outbox;
  }

  private repo() {
    return this.ds.getRepository(CustomerEntity);
  }

  list(q: CustomerListQuery) {
    const qb = this.repo().createQueryBuilder('c');
    if (q.isActive !== undefined) qb.andWhere('c.isActive = :active', { active: q.isActive });
    return listPage(qb, q, { alias: 'c', sortable: ['createdAt', 'name'], defaultSort: '-createdAt', searchIn: ['name'] });
  }

  async options(q: { search?: string; isActive?: boolean }) {
    const qb = this.repo().createQueryBuilder('c').select(['c.id', 'c.name']).orderBy('c.name', 'ASC').addOrderBy('c.id', 'ASC').limit(OPTIONS_LIMIT);
    if (q.search) qb.andWhere('c.name LIKE :search', { search: containsPattern(q.search) });
    if (q.isActive !== undefined) qb.andWhere('c.isActive = :active', { active: q.isActive });
    const items = (await qb.getMany()).map((c) => ({ id: c.id, name: c.name }));
    return { items, count: items.length };
  }

  async get(id: string, manager?: EntityManager): Promise<CustomerRow> {
    const row = await (manager ?? this.ds.manager).findOne(CustomerEntity, { where: { id } });
    if (!row) throw notFound('Customer not found.');
    return row;
  }

  /** A customer named by a request body: a missing one is a 400 on that field. */
  async referenced(id: string, path = '/body/customerId'): Promise<CustomerRow> {
    const row = await this.repo().findOne({ where: { id } });
    if (!row) throw badRequest('Customer not found.', [{ path, message: 'Customer not found.' }]);
    return row;
  }

  /** The signed-in dashboard user's own customer (or any, for staff). */
  async visible(actor: Principal, id: string): Promise<CustomerRow> {
    const row = await this.repo().findOne({ where: { id } });
    return visibleOrNotFound(customerWide(scopeOf(actor)), row && { ...row, customerId: row.id }, 'Customer not found.');
  }

  private async assertNameFree(m: EntityManager, name: string, exceptId?: string) {
    const same = await m.getRepository(CustomerEntity).createQueryBuilder('c').where('LOWER(c.name) = LOWER(:name)', { name }).getOne();
    if (same && same.id !== exceptId) throw conflict('A customer with this name already exists.');
  }

  async create(input: CreateCustomerRequest): Promise<CustomerRow> {
    assertUniqueKeys(input.settings);
    const now = new Date();
    const row: CustomerRow = {
      id: randomUUID(),
      name: input.name.trim(),
      email: input.email?.toLowerCase() ?? null,
      website: input.website ?? null,
      isActive: input.isActive ?? true,
      hasLogo: false,
      apiKeyPrefix: null,
      apiKeyHash: null,
      currency: input.currency ?? { ...DEFAULT_CURRENCY },
      country: input.country ?? { ...DEFAULT_COUNTRY },
      sharingOptions: input.sharingOptions ?? { ...DEFAULT_SHARING_OPTIONS, allowedSharingWidgets: [...DEFAULT_SHARING_OPTIONS.allowedSharingWidgets] },
      imageAdLimit: input.imageAdLimit ?? DEFAULT_IMAGE_AD_LIMIT,
      settings: input.settings ?? [],
      reportDomains: input.reportDomains ?? [],
      facebookPages: input.facebookPages ?? [],
      createdAt: now,
      updatedAt: now,
    };
    await this.ds.transaction(async (m) => {
      await this.assertNameFree(m, row.name);
      await m.insert(CustomerEntity, row);
      await this.outbox.record(m, { type: 'customer.created', subject: row.id, customerId: row.id, data: eventData(row) });
    });
    return row;
  }

  async update(id: string, input: UpdateCustomerRequest): Promise<CustomerRow> {
    assertUniqueKeys(input.settings);
    return this.ds.transaction(async (m) => {
      const current = await this.get(id, m);
      const changes: Partial<CustomerRow> = { ...input, updatedAt: new Date() } as Partial<CustomerRow>;
      if (input.name !== undefined) {
        changes.name = input.name.trim();
        await this.assertNameFree(m, changes.name, id);
      }
      if (input.email !== undefined) changes.email = input.email?.toLowerCase() ?? null;
      const next = { ...current, ...changes };
      await m.update(CustomerEntity, { id }, changes);
      await this.outbox.record(m, { type: 'customer.updated', subject: id, customerId: id, data: eventData(next) });
      return next;
    });
  }

  async toggleActivation(id: string): Promise<CustomerRow> {
    return this.ds.transaction(async (m) => {
      const current = await this.get(id, m);
      const next = { ...current, isActive: !current.isActive, updatedAt: new Date() };
      await m.update(CustomerEntity, { id }, { isActive: next.isActive, updatedAt: next.updatedAt });
      await this.outbox.record(m, { type: next.isActive ? 'customer.updated' : 'customer.deactivated', subject: id, customerId: id, data: eventData(next) });
      return next;
    });
  }

  /** A new API key; the previous one stops working. Only the hash is kept. */
  async generateApiKey(id: string) {
    const customer = await this.get(id);
    const prefix = `cak_${customer.id.slice(0, 8)}`;
    const apiKey = `${prefix}_${randomBytes(24).toString('base64url')}`;
    const now = new Date();
    await this.ds.transaction(async (m) => {
      await m.update(CustomerEntity, { id }, { apiKeyPrefix: prefix, apiKeyHash: createHash('sha256').update(apiKey).digest('hex'), updatedAt: now });
      await this.outbox.record(m, { type: 'customer.updated', subject: id, customerId: id, data: eventData(customer) });
    });
    return { apiKey, prefix, createdAt: now.toISOString() };
  }

  /** Removes customers with everything of theirs this context holds, announcing each removal. */
  async remove(ids: string[]): Promise<number> {
    return this.ds.transaction(async (m) => {
      const customers = await m.find(CustomerEntity, { where: { id: In(ids) } });
      if (!customers.length) return 0;
      const found = customers.map((c) => c.id);
      for (const agent of await m.find(AgentEntity, { where: { customerId: In(found) } })) {
        await this.outbox.record(m, { type: 'agent.deleted', subject: agent.id, customerId: agent.customerId, data: agentEventData(agent) });
      }
      for (const office of await m.find(OfficeEntity, { where: { customerId: In(found) } })) {
        await this.outbox.record(m, { type: 'office.deleted', subject: office.id, customerId: office.customerId, data: { officeId: office.id, customerId: office.customerId, name: office.name } });
      }
      for (const c of customers) await this.outbox.record(m, { type: 'customer.deleted', subject: c.id, customerId: c.id, data: eventData(c) });
      await m.delete(AgentEntity, { customerId: In(found) });
      await m.delete(OfficeEntity, { customerId: In(found) });
      await m.delete(DashboardEntity, { customerId: In(found) });
      await m.delete(EmailTemplateEntity, { customerId: In(found) });
      await m.delete(LogoEntity, { customerId: In(found) });
      await m.delete(CustomerEntity, { id: In(found) });
      return customers.length;
    });
  }

  async setLogo(id: string, body: unknown): Promise<CustomerRow> {
    await this.get(id);
    if (!Buffer.isBuffer(body) || body.length === 0) throw new Problem(400, 'Bad Request', 'The logo is empty.');
    const sniffed = await fileTypeFromBuffer(body);
    if (!sniffed || !LOGO_TYPES.has(sniffed.mime)) throw new Problem(415, 'Unsupported Media Type', 'Only gif, jpeg and png images are allowed.');
    await this.ds.transaction(async (m) => {
      await m.delete(LogoEntity, { customerId: id });
      await m.insert(LogoEntity, { customerId: id, contentType: sniffed.mime, data: body, updatedAt: new Date() });
      await m.update(CustomerEntity, { id }, { hasLogo: true, updatedAt: new Date() });
    });
    return this.get(id);
  }

  async logo(actor: Principal, id: string) {
    await this.visible(actor, id);
    const row = await this.ds.getRepository(LogoEntity).findOne({ where: { customerId: id } });
    if (!row) throw notFound('No logo.');
    return row;
  }
}
