// What several features share, in one module: the product name and page title, the roles, the frame's own
// pages (home and the error pages, where the route guard and the error catalogue send users), the messages and
// dialog titles more than one feature shows, list and upload defaults, and the date and money formats. A
// feature's own paths, messages and constants live in its folder (src/features/<area>/paths.ts, messages.ts,
// constants.ts); other features import them from there. Messages are quoted exactly as the spec gives them
// (000 §2, §5, §8, §9; 001 §5, §8, §9); do not reword them here or anywhere else.
import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGE, PASSWORD_MIN_LENGTH, PASSWORD_MISMATCH_MESSAGE } from '@adops/openapi/rules/password';

export { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGE, PASSWORD_MIN_LENGTH, PASSWORD_MISMATCH_MESSAGE };

/** The page title is the product name plus a page title. */
export const APP_NAME = 'AdOps';
export const TITLE_SEPARATOR = ' | ';
export const pageTitle = (title?: string): string => (title ? `${APP_NAME}${TITLE_SEPARATOR}${title}` : APP_NAME);

// ---- Roles (000 §6, 001 §1) ----
export const STAFF_ROLES = ['admin', 'operations', 'sales', 'user'] as const;
export const DASHBOARD_ROLES = ['corporate', 'branchmanager', 'branchuser', 'agent'] as const;
export type Role = (typeof STAFF_ROLES)[number] | (typeof DASHBOARD_ROLES)[number];
/** Allowed anywhere, signed in or not. */
export const GUEST = 'guest';
/** Menu items default to roles user and admin; '*' means everyone. */
export const DEFAULT_MENU_ROLES: readonly Role[] = ['user', 'admin'];
export const EVERYONE = '*';

// ---- The frame's own pages (000 §2) ----
export const APP_PATHS = {
  home: '/',
  notFound: '/not-found',
  badRequest: '/bad-request',
  forbidden: '/forbidden',
} as const;

// ---- Messages more than one feature shows (quoted exactly) ----
export const MESSAGES = {
  password: PASSWORD_MESSAGE,
  passwordMismatch: PASSWORD_MISMATCH_MESSAGE,
  successfullySaved: 'Successfully Saved!',
  sorry: 'Sorry',
  // Ours (the spec gives none for these):
  emailRequired: 'Please enter your e-mail address.',
  emailInvalid: 'Please enter a valid e-mail address.',
  passwordRequired: 'Please enter your password.',
  searchTooShort: 'Type at least 2 characters to search.',
  displayNameRequired: 'Please enter a display name.',
  nameRequired: 'Please enter a name.',
  customerRequired: 'Please choose a customer.',
  currencyCodeInvalid: 'Three capital letters, e.g. NZD.',
  onlyAdminMayChangeAdmin: 'Only an admin may change an admin, or grant or remove the admin role.',
} as const;

// ---- Dialogs (000 §8, 001 §8, 001 §9) ----
export const DIALOG_TITLES = {
  error: 'Something went wrong',
  errorAlt: 'Something went wrong!',
  success: 'Success',
  confirm: 'Are you sure you want to do this?',
  ooops: 'Ooops',
  errorOccurred: 'Error Occurred',
} as const;
/** Error dialogs close themselves after 5 s, or after 10 s when an OK button shows. */
export const DIALOG_AUTO_CLOSE_MS = 5000;
export const DIALOG_AUTO_CLOSE_WITH_OK_MS = 10000;

// ---- Lists (000 §7, 001 §9) ----
export const DEFAULT_PAGE = 1;
export const PAGE_SIZES = {
  default: 25,
  users: 25,
  stores: 50,
  templates: 50,
  genericTemplates: 100,
  customAudiences: 50,
  campaigns: 50,
  gdnCampaigns: 25,
  budgetPlans: 50,
  dashboardTemplates: 50,
  dashboardTemplateChoices: 1000,
  dashboards: 50,
  products: 25,
  orders: 25,
  offices: 25,
  customers: 25,
  agents: 25,
  /** Pickers (customer options, offices of a customer) load at most this many. */
  picker: 100,
  dashboardAgents: 10,
  listings: 25,
  openHomes: 25,
} as const;
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_DEBOUNCE_MS = 500;
/** The search to send for what was typed: trimmed, or '' when shorter than SEARCH_MIN_LENGTH (000 §7). */
export const searchTerm = (typed: string | undefined): string => {
  const value = typed?.trim() ?? '';
  return value.length >= SEARCH_MIN_LENGTH ? value : '';
};

// ---- Uploads (000 §5, §9): the shared upload client, the listing and asset screens, pictures and logos ----
export const IMAGE_UPLOAD_TIMEOUT_MS = 30_000;
export const VIDEO_UPLOAD_TIMEOUT_MS = 1_500_000;
export const IMAGE_TYPES = ['image/gif', 'image/jpeg', 'image/png'] as const;
export const IMAGE_EXTENSIONS = ['gif', 'jpeg', 'jpg', 'png'] as const;
export const VIDEO_EXTENSIONS = ['mp4', 'avi', 'f4v', 'mov', 'm4v', 'wav', 'wmv'] as const;
/** Assets (openapi/listing AssetFile; services/listing/src/assets/rules.ts): images at most 20 MB, videos 500 MB. */
export const ASSET_IMAGE_MAX_BYTES = 20 * 1024 * 1024;
export const ASSET_VIDEO_MAX_BYTES = 500 * 1024 * 1024;

// ---- Locale (000 §9, 001 §9) ----
export const DATE_FORMAT = 'DD/MM/YYYY';
export const DEFAULT_CURRENCY = 'NZD';
export const DEFAULT_LOCALE = 'en-NZ';
export const DEFAULT_TIME_ZONE = 'Pacific/Auckland';
export const DEFAULT_DATE_WINDOW_YEARS = 1;

/** Formats an ISO instant as DD/MM/YYYY in the default time zone. */
export function formatDate(iso: string | undefined | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const parts = new Intl.DateTimeFormat(DEFAULT_LOCALE, {
    timeZone: DEFAULT_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric',
  }).formatToParts(d);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return DATE_FORMAT.replace('DD', get('day')).replace('MM', get('month')).replace('YYYY', get('year'));
}

/**
 * Formats a calendar date (YYYY-MM-DD, e.g. an order's start date) as DD/MM/YYYY. A calendar date has no time
 * zone: read as an instant it would move to the next or previous day somewhere.
 */
export function formatCalendarDate(day: string | undefined | null): string {
  const m = day ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  return m ? DATE_FORMAT.replace('DD', m[3]!).replace('MM', m[2]!).replace('YYYY', m[1]!) : '';
}

/** Formats an ISO instant as DD/MM/YYYY HH:mm (24-hour) in the default time zone. */
export function formatDateTime(iso: string | undefined | null): string {
  const date = formatDate(iso);
  if (!date) return '';
  const time = new Intl.DateTimeFormat(DEFAULT_LOCALE, {
    timeZone: DEFAULT_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }).format(new Date(iso!));
  return `${date} ${time}`;
}

/** Formats integer minor units as money in the default locale and currency. */
export function formatMoney(minor: number, currency: string = DEFAULT_CURRENCY): string {
  return new Intl.NumberFormat(DEFAULT_LOCALE, { style: 'currency', currency, minimumFractionDigits: 2 }).format(minor / 100);
}
