// The deterministic shape of the data seeded at scale (scripts/seed-scale.ts), shared by the seeder
// (Node) and the k6 scale scenarios (scripts/k6/scale-*.js), which derive the same customer and office
// ids and search terms from it. Plain JavaScript without imports, so k6 can load it too.
//
// Row i of a table of N rows is generated from a PRNG seeded by (seed, table, i) alone, and its time
// from i/N over the same two years: a 10 k set and a 1 M set have the same 1,000 customers (each with
// the same offices and agents), the same distributions and the same time span; only the density differs.

export const CUSTOMERS = 1000;
/** The seeded rows' times run over two years up to this instant (fixed, so runs compare). */
export const END_MS = Date.UTC(2026, 10, 1);
export const SPAN_MS = 730 * 86_400_000;
export const START_MS = END_MS - SPAN_MS;

/** 32-bit FNV-1a of a string, finished with murmur3's mix. */
export function hash32(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** mulberry32: a small, fast PRNG; returns floats in [0, 1). */
export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The PRNG of one row of one table. */
export const rowRandom = (seed, table, i) => prng(hash32(`${seed}:${table}:${i}`));

const hex = (n, digits) => (n >>> 0).toString(16).padStart(8, '0').slice(-digits);
const r32 = (r) => Math.floor(r() * 4294967296);

/** A version-4-shaped UUID from a PRNG. */
export function uuid4(r) {
  const a = hex(r32(r), 8);
  const b = hex(r32(r), 8);
  const c = hex(r32(r), 8);
  const d = hex(r32(r), 8);
  return `${a}-${b.slice(0, 4)}-4${b.slice(5, 8)}-${((parseInt(c[0], 16) & 3) | 8).toString(16)}${c.slice(1, 4)}-${c.slice(4, 8)}${d}`;
}

/**
 * A version-7 UUID (time first) for a row created at `ms`: rows are inserted in time order, so the
 * primary key grows as a real table's inserts would append to it, and the load stays fast.
 */
export function uuid7(ms, r) {
  const t = Math.floor(ms).toString(16).padStart(12, '0');
  const b = hex(r32(r), 8);
  const c = hex(r32(r), 8);
  const d = hex(r32(r), 8);
  return `${t.slice(0, 8)}-${t.slice(8, 12)}-7${b.slice(0, 3)}-${((parseInt(b[3], 16) & 3) | 8).toString(16)}${c.slice(0, 3)}-${c.slice(3, 8)}${d.slice(0, 7)}`;
}

const fixedId = (...parts) => uuid4(prng(hash32(parts.join(':'))));

export const customerId = (c) => fixedId('customer', c);
/** 1 to 5 offices per customer (the bigger customers have more). */
export const officeCount = (c) => 1 + (hash32(`offices:${c}`) % (c < 50 ? 5 : 3));
export const officeId = (c, k) => fixedId('office', c, k);
/** 2 agents per office. */
export const AGENTS_PER_OFFICE = 2;
export const agentId = (c, k, a) => fixedId('agent', c, k, a);

/**
 * Customers' shares of the rows: weight 1/(c+10), so customer 0 holds about 2 % of every table,
 * the hundredth about 0.2 %, the last about 0.02 % (a long tail, as a real book of customers).
 */
const CUMULATIVE = (() => {
  const w = Array.from({ length: CUSTOMERS }, (_, c) => 1 / (c + 10));
  const total = w.reduce((s, x) => s + x, 0);
  let acc = 0;
  return w.map((x) => (acc += x / total));
})();

/** The customer index a uniform draw `u` in [0, 1) picks. */
export function pickCustomer(u) {
  let lo = 0;
  let hi = CUSTOMERS - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (CUMULATIVE[mid] > u) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** The time of row i of n: in order over the span, with a jitter under one row's share of it. */
export const rowTime = (i, n, r) => START_MS + ((i + r()) / n) * SPAN_MS;

// ---------------------------------------------------------------------------------------------
// text: the searchable words. RARE_WORD occurs in about 1 row in 10,000 (about 100 rows of a million,
// one of 10 k); COMMON_WORD in about a third of the addresses.

export const RARE_WORD = 'Quarry';
export const COMMON_WORD = 'Road';
export const STREETS = ['Harbour View', 'Ponsonby', 'Karangahape', 'Dominion', 'Great North', 'Mount Eden', 'Jervois', 'Remuera', 'Tamaki', 'Victoria', 'Queen', 'Albert', 'Hobson', 'Khyber Pass', 'Manukau', 'Sandringham', 'Balmoral', 'Onewa', 'Lake', 'Hurstmere', 'Kitchener', 'Bayswater', 'Esmonde', 'Taharoto', 'Anzac', 'Wellesley', 'Symonds', 'Grafton', 'Parnell', 'St Heliers Bay'];
export const STREET_KINDS = ['Road', 'Street', 'Avenue', 'Terrace', 'Drive', 'Crescent', 'Place', 'Lane', 'Way'];
export const SUBURBS = ['Ponsonby', 'Grey Lynn', 'Herne Bay', 'Remuera', 'Epsom', 'Devonport', 'Takapuna', 'Mission Bay', 'Kohimarama', 'Parnell', 'Mt Albert', 'Sandringham', 'Onehunga', 'Titirangi', 'Albany', 'Howick'];
export const FIRST_NAMES = ['Mere', 'Aroha', 'James', 'Olivia', 'Liam', 'Charlotte', 'Noah', 'Amelia', 'Jack', 'Isla', 'Oliver', 'Ava', 'Leo', 'Mia', 'Hunter', 'Ruby', 'Tama', 'Ana', 'George', 'Grace'];
export const LAST_NAMES = ['Smith', 'Wilson', 'Williams', 'Brown', 'Taylor', 'Jones', 'Singh', 'Ngata', 'Walker', 'Thompson', 'Anderson', 'White', 'Harris', 'Martin', 'Kumar', 'Chen', 'Clarke', 'Robinson', 'Parata', 'Lee'];
export const MAIL_DOMAINS = ['gmail.com', 'gmail.com', 'outlook.com', 'xtra.co.nz', 'yahoo.com', 'icloud.com'];

const pick = (r, list) => list[Math.floor(r() * list.length)];

/** An address; one in 10,000 is on Quarry Lane (the rare search term). */
export function address(r) {
  const number = 1 + Math.floor(r() * 240);
  if (r() < 0.0001) return `${number} ${RARE_WORD} Lane, ${pick(r, SUBURBS)}`;
  // About a third of the streets are Roads (the common search term).
  const kind = r() < 0.3 ? COMMON_WORD : pick(r, STREET_KINDS.slice(1));
  return `${number} ${pick(r, STREETS)} ${kind}, ${pick(r, SUBURBS)}`;
}

/** A person; one in 10,000 is called Quarry. */
export function person(r) {
  const first = pick(r, FIRST_NAMES);
  const last = r() < 0.0001 ? RARE_WORD : pick(r, LAST_NAMES);
  const mail = `${first}.${last}${Math.floor(r() * 100)}@${pick(r, MAIL_DOMAINS)}`.toLowerCase();
  return { name: `${first} ${last}`, email: mail, phone: `+64 21 ${100 + Math.floor(r() * 900)} ${1000 + Math.floor(r() * 9000)}` };
}

export const customerDomain = (c) => `customer${c}.example.com`;

/** The order number of order i: increasing with time, as the counter gives them. */
export const orderNumberOf = (i) => 100_001 + i;

/** The ids the k6 scenarios filter by: the busiest customer and its first office. */
export const busiest = () => ({ customerId: customerId(0), officeId: officeId(0, 0) });
