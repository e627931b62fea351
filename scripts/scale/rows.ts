// The rows seeded at scale, one builder per table: row i of n as the values of the table's columns, in
// the column order given, as both MariaDB (mysql2) and SQLite (node:sqlite) take them: instants as UTC
// 'YYYY-MM-DD HH:MM:SS.mmm' (what TypeORM writes with timezone 'Z'), simple-json columns as JSON text,
// booleans as 0/1. Every NOT NULL column is filled and every enum holds one of its values, so the
// services read the rows back as their own (entities in services/{order,listing,ads}/src).
import { AGENTS_PER_OFFICE, address, agentId, customerDomain, customerId, officeCount, officeId, orderNumberOf, person, pickCustomer, prng, hash32, rowRandom, rowTime, uuid4, uuid7, END_MS } from './model.js';

export type Value = string | number | null;
export type Table = 'orders' | 'listings' | 'campaigns' | 'leads';
export const TABLES: readonly Table[] = ['orders', 'listings', 'campaigns', 'leads'];

export interface TableModel {
  table: Table;
  /** The service (database) holding it. */
  service: 'order' | 'listing' | 'ads';
  columns: readonly string[];
  row(i: number, n: number): Value[];
  /** The agent-link table of the owned-resource kit (an agent's scope), when the table has one. */
  links?: { table: string; of(row: Value[]): Value[][] };
}

export const instant = (ms: number) => new Date(ms).toISOString().replace('T', ' ').slice(0, 23);
const json = (v: unknown) => JSON.stringify(v);
const weighted = <T>(r: () => number, table: readonly (readonly [T, number])[]): T => {
  let u = r();
  for (const [v, w] of table) if ((u -= w) < 0) return v;
  return table[table.length - 1]![0];
};

/** Who row i belongs to: a customer by its share (model.js), one of its offices, an agent of that office. */
function owner(r: () => number) {
  const c = pickCustomer(r());
  const k = Math.floor(r() * officeCount(c));
  const a = Math.floor(r() * AGENTS_PER_OFFICE);
  return { c, customerId: customerId(c), officeId: officeId(c, k), agentId: agentId(c, k, a) };
}

const fixed = (name: string) => uuid4(prng(hash32(`fixed:${name}`)));
const PRODUCT_TYPE = fixed('product-type');
const PRODUCTS = [
  { code: 'FB7', name: 'Facebook 7 days', days: 7, price: 19_900, model: 'CustomerCampaignTemplate', type: 'SINGLE_LISTING' },
  { code: 'FB14', name: 'Facebook 14 days', days: 14, price: 34_900, model: 'CustomerCampaignTemplate', type: 'CAROUSEL' },
  { code: 'GDN14', name: 'Display 14 days', days: 14, price: 29_900, model: 'CustomerGdnCampaignTemplate', type: 'DISPLAY' },
  { code: 'VID30', name: 'Video 30 days', days: 30, price: 59_900, model: 'CustomerCampaignTemplate', type: 'VIDEO' },
].map((p) => ({ ...p, id: fixed(`product:${p.code}`), templateId: fixed(`template:${p.code}`) }));
const AD_ACCOUNTS = { social: fixed('account:social'), display: fixed('account:display') };

const ORDER_STATUSES = [['COMPLETED', 0.55], ['DELIVERED', 0.1], ['READY', 0.08], ['PROCESSING', 0.05], ['PLACED', 0.05], ['PENDING_PAYMENT', 0.05], ['FAILED', 0.04], ['CANCELLED', 0.08]] as const;
const CAMPAIGN_STATUSES = [['COMPLETED', 0.6], ['ACTIVE', 0.08], ['PAUSED', 0.05], ['SCHEDULED', 0.02], ['PENDING_REVIEW', 0.02], ['REJECTED', 0.03], ['DELETED', 0.15], ['FAILED', 0.05]] as const;
const LISTING_TYPES = [['RESIDENTIAL_FOR_SALE', 0.6], ['RESIDENTIAL_FOR_RENT', 0.2], ['RURAL_FOR_SALE', 0.05], ['COMMERCIAL_FOR_SALE', 0.05], ['COMMERCIAL_FOR_LEASE', 0.04], ['BUSINESS_FOR_SALE', 0.03], ['BRAND_CAMPAIGN', 0.02], ['NONE', 0.01]] as const;
const PHRASES = ['Just listed', 'Open home', 'Price reduced', 'Auction', 'Sold', 'New to market'];

/** The listing (and campaign) of index i: its address is the searchable text of both. */
const listingAddress = (seed: number, i: number) => address(rowRandom(seed, 'address', i));

export function orders(seed: number): TableModel {
  const columns = ['id', 'orderNumber', 'customerId', 'officeId', 'agents', 'email', 'orderedFrom', 'paymentType', 'status', 'orderType', 'source', 'products', 'amount', 'amountTax', 'currency', 'startDate', 'campaignName', 'comments', 'attributes', 'campaignData', 'listingIds', 'resourceIds', 'fbDpaCatalogId', 'impressions', 'createdBy', 'createdAt', 'updatedAt', 'statusHistory', 'payments', 'fbCampaigns', 'gdnCampaigns', 'campaignsOfOrder'] as const;
  return {
    table: 'orders',
    service: 'order',
    columns,
    row(i, n) {
      const r = rowRandom(seed, 'orders', i);
      const at = rowTime(i, n, r);
      const o = owner(r);
      const product = PRODUCTS[Math.floor(r() * PRODUCTS.length)]!;
      const currency = r() < 0.75 ? 'NZD' : 'AUD';
      const tax = Math.round(product.price * 0.15);
      const status = weighted(r, ORDER_STATUSES);
      const paymentType = r() < 0.6 ? 'INVOICE' : 'CREDIT_CARD';
      const id = uuid7(at, r);
      const who = person(r);
      const email = r() < 0.8 ? `${who.email.split('@')[0]}@${customerDomain(o.c)}` : null;
      const listingId = uuid7(at, r);
      const atIso = new Date(at).toISOString();
      const later = new Date(Math.min(at + 3_600_000, END_MS)).toISOString();
      const history = [{ from: null, to: 'PLACED', at: atIso, by: null, byEmail: null, source: 'placed' }];
      if (status !== 'PLACED') history.push({ from: 'PLACED', to: status, at: later, by: null, byEmail: null, source: 'campaigns' } as never);
      const campaignName = `${listingAddress(seed, i)} – ${product.name} – ${PHRASES[Math.floor(r() * PHRASES.length)]}`;
      const done = status === 'COMPLETED' || status === 'DELIVERED';
      return [
        id,
        orderNumberOf(i),
        o.customerId,
        o.officeId,
        json([{ id: o.agentId }]),
        email,
        null,
        paymentType,
        status,
        'LISTING',
        'ORDER_FORM',
        json([{ productId: product.id, code: product.code, name: product.name, productTypeId: PRODUCT_TYPE, price: product.price, currency, isTaxInclusive: false, taxRate: 15, campaignDurationDays: product.days, amount: product.price, amountTax: tax, campaignTemplates: [{ templateId: product.templateId, templateModel: product.model, type: product.type }] }]),
        product.price,
        tax,
        currency,
        atIso.slice(0, 10),
        campaignName.slice(0, 200),
        '[]',
        '[]',
        '[]',
        json([listingId]),
        '[]',
        null,
        done ? Math.floor(r() * 20_000) : 0,
        null,
        instant(at),
        instant(Math.min(at + 3_600_000, END_MS)),
        json(history),
        '[]',
        '[]',
        '[]',
        done ? 1 : null,
      ];
    },
    links: { table: 'order_agents', of: (row) => [[row[0]!, JSON.parse(row[4] as string)[0].id]] },
  };
}

export function listings(seed: number): TableModel {
  const columns = ['id', 'customerId', 'officeId', 'agentId', 'reference', 'creationType', 'title', 'customerUrl', 'description', 'shortDescription', 'type', 'listingOption', 'startPrice', 'startTimestamp', 'listingStatus', 'bulkId', 'images', 'videos', 'agents', 'metaData', 'createdAt', 'updatedAt'] as const;
  return {
    table: 'listings',
    service: 'listing',
    columns,
    row(i, n) {
      const r = rowRandom(seed, 'listings', i);
      const at = rowTime(i, n, r);
      const o = owner(r);
      const id = uuid7(at, r);
      const where = listingAddress(seed, i);
      const bedrooms = 1 + Math.floor(r() * 5);
      const type = weighted(r, LISTING_TYPES);
      const agent = person(r);
      const title = `${bedrooms} bedroom home – ${where}`;
      const image = `https://images.example.com/listings/${id}/1.jpg`;
      return [
        id,
        o.customerId,
        o.officeId,
        o.agentId,
        `L${String(i).padStart(8, '0')}`,
        r() < 0.7 ? 'IMPORT' : 'DASHBOARD',
        title,
        `https://${customerDomain(o.c)}/listings/${i}`,
        `A sunny ${bedrooms} bedroom home at ${where}, close to schools, shops and transport. Open plan living flows to a private deck.`,
        `${bedrooms} bedrooms at ${where}`,
        type,
        'CLASSIFIED',
        type.includes('RENT') || type.includes('LEASE') ? 60_000 + Math.floor(r() * 100_000) : 50_000_000 + Math.floor(r() * 200_000_000),
        null,
        r() < 0.8 ? 'DONE' : 'ARCHIVED',
        null,
        json([{ url: image, thumbnail: image.replace('1.jpg', '1-thumb.jpg') }]),
        '[]',
        json([{ id: o.agentId, name: agent.name, email: agent.email }]),
        json([{ key: 'address', value: where, isPublic: true }, { key: 'bedrooms', value: bedrooms, isPublic: true }, { key: 'priceView', value: 'Negotiation', isPublic: true }]),
        instant(at),
        instant(Math.min(at + 86_400_000, END_MS)),
      ];
    },
    links: { table: 'listing_agents', of: (row) => [[row[0]!, row[3]!]] },
  };
}

export function campaigns(seed: number): TableModel {
  const columns = ['id', 'kind', 'customerId', 'officeId', 'agentIds', 'orderId', 'orderNumber', 'productId', 'templateId', 'adAccountId', 'provider', 'externalId', 'name', 'status', 'startTime', 'endTime', 'lifetimeBudget', 'currency', 'listingIds', 'resourceIds', 'isHousing', 'housingAdjustments', 'reviewReasons', 'spec', 'reach', 'impressions', 'clicks', 'videoViews', 'spend', 'leadsCount', 'insightsSyncedAt', 'deleted', 'completedAt', 'createdAt', 'updatedAt', 'creationAttempts', 'nextAttemptAt'] as const;
  const ordersModel = orders(seed);
  return {
    table: 'campaigns',
    service: 'ads',
    columns,
    row(i, n) {
      // Campaign i is order i's (the same customer, office, agent, listing and product).
      const order = ordersModel.row(i, n);
      const r = rowRandom(seed, 'campaigns', i);
      const product = JSON.parse(order[11] as string)[0] as { productId: string; templateId?: string; code: string; name: string; campaignDurationDays: number; campaignTemplates: { templateId: string }[] };
      const kind = product.code.startsWith('GDN') ? 'display' : 'social';
      const created = Date.parse(`${(order[25] as string).replace(' ', 'T')}Z`) + 600_000;
      const start = created + 3_600_000;
      const end = start + product.campaignDurationDays * 86_400_000;
      const status = weighted(r, CAMPAIGN_STATUSES);
      const id = uuid7(created, r);
      const name = order[16] as string;
      const budget = order[12] as number;
      const impressions = status === 'COMPLETED' || status === 'ACTIVE' ? Math.floor(r() * 50_000) : 0;
      const completed = status === 'COMPLETED' ? Math.min(end, END_MS) : null;
      return [
        id,
        kind,
        order[2]!,
        order[3]!,
        json([JSON.parse(order[4] as string)[0].id]),
        order[0]!,
        order[1]!,
        product.productId,
        product.campaignTemplates[0]!.templateId,
        AD_ACCOUNTS[kind],
        'simulator',
        status === 'FAILED' ? null : `sim-${i}`,
        name,
        status,
        instant(start),
        instant(end),
        budget,
        order[14]!,
        order[20]!,
        '[]',
        1,
        '[]',
        status === 'REJECTED' ? json(['The ad names a protected characteristic.']) : '[]',
        json({ reference: id, name, objective: 'TRAFFIC', specialAdCategories: ['HOUSING'], isHousing: true, specialAdCategoryCountries: ['NZ'], lifetimeBudget: budget, startTime: new Date(start).toISOString(), endTime: new Date(end).toISOString(), adSets: [], creative: { format: 'IMAGE', headline: name.slice(0, 40), message: name, linkUrl: 'https://example.com/l', imageUrls: [], callToAction: 'LEARN_MORE' } }),
        Math.floor(impressions * 0.6),
        impressions,
        Math.floor(impressions * 0.02),
        0,
        Math.floor(budget * (impressions / 50_000)),
        Math.floor(r() * 5),
        completed ? instant(completed) : null,
        status === 'DELETED' ? 1 : 0,
        completed ? instant(completed) : null,
        instant(created),
        instant(Math.max(created, completed ?? created)),
        0,
        null,
      ];
    },
    links: { table: 'campaign_agents', of: (row) => [[row[0]!, JSON.parse(row[4] as string)[0]]] },
  };
}

export function leads(seed: number): TableModel {
  const columns = ['id', 'provider', 'networkLeadId', 'campaignId', 'adSetId', 'customerId', 'officeId', 'agentId', 'listingId', 'fields', 'fullName', 'email', 'phone', 'createdTime', 'createdAt'] as const;
  const campaignsModel = campaigns(seed);
  return {
    table: 'leads',
    service: 'ads',
    columns,
    row(i, n) {
      const r = rowRandom(seed, 'leads', i);
      const at = rowTime(i, n, r);
      // A lead of a campaign created up to about 30 days before it.
      const j = Math.max(0, i - Math.floor(r() * n * (30 / 730)));
      const c = campaignsModel.row(j, n);
      const who = person(r);
      const id = uuid7(at, r);
      return [
        id,
        'simulator',
        `lead-${i}`,
        c[0]!,
        null,
        c[2]!,
        c[3]!,
        JSON.parse(c[4] as string)[0],
        JSON.parse(c[18] as string)[0] ?? null,
        json({ full_name: who.name, email: who.email, phone_number: who.phone }),
        who.name,
        who.email,
        who.phone,
        instant(at),
        instant(at + 1000),
      ];
    },
  };
}

export const models = (seed: number): Record<Table, TableModel> => ({ orders: orders(seed), listings: listings(seed), campaigns: campaigns(seed), leads: leads(seed) });

/** The customers' projection rows (customer_references) every service holds: customers, offices, agents. */
export function references(): Value[][] {
  const rows: Value[][] = [];
  const at = instant(Date.UTC(2024, 0, 1));
  for (let c = 0; c < 1000; c++) {
    rows.push([customerId(c), 'customer', customerId(c), '[]', 1, 0, at, null]);
    for (let k = 0; k < officeCount(c); k++) {
      rows.push([officeId(c, k), 'office', customerId(c), '[]', 1, 0, at, null]);
      for (let a = 0; a < AGENTS_PER_OFFICE; a++) rows.push([agentId(c, k, a), 'agent', customerId(c), json([officeId(c, k)]), 1, 0, at, `agent${a}.office${k}@${customerDomain(c)}`]);
    }
  }
  return rows;
}
export const REFERENCE_COLUMNS = ['id', 'kind', 'customerId', 'officeIds', 'active', 'deleted', 'eventAt', 'email'] as const;
