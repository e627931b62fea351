// The screens' real queries on the four lists at scale, one variant a name, for the k6 scale scenarios
// (scripts/k6/scale-*.js) and their driver (scripts/k6/scale-bench.ts), which times each variant on its
// own. Plain JavaScript (k6 loads it). Filters name the busiest customer and its first office of the
// seeded data (model.js); the date filter is one month of the seeded two years; search has a term few
// rows hold (RARE_WORD, ~1 row in 10,000) and one many hold (~1 in 3).
//
// A variant: { name, path, kind: 'page' | 'export', rate? } — exports are timed at a low rate of their own.
import { busiest, COMMON_WORD, RARE_WORD } from './model.js';

// Instants URL-encoded: the services refuse reserved characters (':') in a query parameter.
const MONTH = `dateFrom=${encodeURIComponent('2026-05-01T00:00:00.000Z')}&dateTo=${encodeURIComponent('2026-05-31T23:59:59.999Z')}`;
export const EXPORT_RATE = 2;

function sorts(base, columns, extra = '') {
  const out = [];
  for (const c of columns) {
    out.push({ name: `sort ${c}`, path: `${base}&sort=${c}${extra}`, kind: 'page' });
    out.push({ name: `sort -${c}`, path: `${base}&sort=-${c}${extra}`, kind: 'page' });
  }
  return out;
}

/** The variants of one list: 'orders', 'listings', 'campaigns' or 'leads'. */
export function variants(list) {
  const { customerId, officeId } = busiest();
  switch (list) {
    case 'orders': {
      const base = '/api/orders?limit=25';
      return [
        { name: 'first page', path: `${base}&page=1`, kind: 'page' },
        { name: 'page 40', path: `${base}&page=40`, kind: 'page' },
        { name: `search few (${RARE_WORD})`, path: `${base}&page=1&search=${RARE_WORD}`, kind: 'page' },
        { name: `search many (${COMMON_WORD})`, path: `${base}&page=1&search=${COMMON_WORD}`, kind: 'page' },
        { name: 'office filter', path: `${base}&page=1&officeId=${officeId}`, kind: 'page' },
        { name: 'date filter (a month)', path: `${base}&page=1&${MONTH}`, kind: 'page' },
        { name: 'totals', path: `${base}&page=1&includeTotalPrice=true&includeImpressions=true`, kind: 'page' },
        { name: 'totals, office filter', path: `${base}&page=1&includeTotalPrice=true&includeImpressions=true&officeId=${officeId}`, kind: 'page' },
        ...sorts(`${base}&page=1`, ['createdAt', 'orderNumber', 'campaignName', 'status', 'amount', 'startDate']),
        { name: 'CSV export, office filter', path: `/api/orders/export?format=csv&officeId=${officeId}`, kind: 'export', rate: EXPORT_RATE },
      ];
    }
    case 'listings': {
      const base = '/api/listings?limit=25';
      return [
        { name: 'first page', path: `${base}&page=1`, kind: 'page' },
        { name: 'page 40', path: `${base}&page=40`, kind: 'page' },
        { name: `search few (${RARE_WORD})`, path: `${base}&page=1&search=${RARE_WORD}`, kind: 'page' },
        { name: `search many (${COMMON_WORD})`, path: `${base}&page=1&search=${COMMON_WORD}`, kind: 'page' },
        // The listing list has no office or date filter: its customer and type filters instead.
        { name: 'customer filter', path: `${base}&page=1&customerId=${customerId}`, kind: 'page' },
        { name: 'type filter', path: `${base}&page=1&type=RESIDENTIAL_FOR_RENT`, kind: 'page' },
        ...sorts(`${base}&page=1`, ['createdAt', 'title', 'reference']),
      ];
    }
    case 'campaigns': {
      const base = '/api/campaigns?limit=50';
      return [
        { name: 'first page', path: `${base}&page=1`, kind: 'page' },
        { name: 'page 40', path: `${base}&page=40`, kind: 'page' },
        { name: `search few (${RARE_WORD})`, path: `${base}&page=1&search=${RARE_WORD}`, kind: 'page' },
        { name: `search many (${COMMON_WORD})`, path: `${base}&page=1&search=${COMMON_WORD}`, kind: 'page' },
        // No office or date filter on this list: its customer and status filters instead.
        { name: 'customer filter', path: `${base}&page=1&customerId=${customerId}`, kind: 'page' },
        { name: 'status filter (ACTIVE)', path: `${base}&page=1&status=ACTIVE`, kind: 'page' },
        ...sorts(`${base}&page=1`, ['createdAt', 'name', 'startTime', 'status']),
        { name: 'CSV export, customer filter', path: `/api/campaigns/export?customerId=${customerId}`, kind: 'export', rate: EXPORT_RATE },
      ];
    }
    case 'leads': {
      const base = '/api/leads?limit=10';
      return [
        { name: 'first page', path: `${base}&page=1`, kind: 'page' },
        { name: 'page 40', path: `${base}&page=40`, kind: 'page' },
        { name: `search few (${RARE_WORD})`, path: `${base}&page=1&search=${RARE_WORD}`, kind: 'page' },
        { name: 'search many (gmail)', path: `${base}&page=1&search=gmail`, kind: 'page' },
        // No office filter on this list: its customer filter instead.
        { name: 'customer filter', path: `${base}&page=1&customerId=${customerId}`, kind: 'page' },
        { name: 'date filter (a month)', path: `${base}&page=1&${MONTH}`, kind: 'page' },
        ...sorts(`${base}&page=1`, ['createdTime', 'fullName']),
        { name: 'CSV export, customer filter', path: `/api/leads/export?format=csv&customerId=${customerId}`, kind: 'export', rate: EXPORT_RATE },
      ];
    }
    default:
      throw new Error(`unknown list ${list}`);
  }
}

export const LISTS = ['orders', 'listings', 'campaigns', 'leads'];
