// Every constant of the product spec (000 §2, §5, §8, §9; 001 §5, §8, §9) in one module. Messages are
// quoted exactly as the spec gives them; do not reword them here or anywhere else.
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

// ---- Routes (000 §2, 001 §2) ----
export const ROUTES = {
  home: '/',
  notFound: '/not-found',
  badRequest: '/bad-request',
  forbidden: '/forbidden',
  signIn: '/authentication/signin',
  signUp: '/authentication/signup',
  invalid: '/authentication/invalid',
  dashboardInvalid: '/authentication/dashboardinvalid',
  dashboardExpiredLink: '/authentication/dashboardexpiredlink',
  success: '/authentication/success',
  dashboardSuccess: '/authentication/dashboardsuccess',
  dashboardSuccessExisting: '/authentication/dashboardsuccessexisting',
  resend: '/authentication/resend',
  dashboardResend: '/authentication/dashboardresend',
  forgot: '/password/forgot',
  reset: '/password/reset', // + '/{token}'
  resetInvalid: '/password/reset/invalid',
  resetSuccess: '/password/reset/success',
  dashboardForgot: '/password/dashboard/forgot',
  dashboardReset: '/password/dashboard/reset', // + '/{token}'
  dashboardResetInvalid: '/password/dashboard/reset/invalid',
  dashboardResetSuccess: '/password/dashboard/reset/success',
  adminUsers: '/admin/users',
  userSettings: '/user/settings',
  settings: '/settings', // + '/{tabId}'
  settingsUsersTab: '/settings/users',
  settingsUsersCreate: '/settings/users/create',
  settingsUsersEditProfile: '/settings/users/edit-profile', // + '/{userId}'
  settingsUsersChangePicture: '/settings/users/change-profile-picture', // + '/{userId}'
  settingsUsersChangePassword: '/settings/users/change-password', // + '/{userId}'
  // Customers (000 §2), offices and dashboards (001 §2)
  customers: '/customers',
  customersCreate: '/customers/create',
  customer: '/customer', // + '/{customerId}/edit' | '/{customerId}/email-templates' | '/{customerId}/assets'
  offices: '/offices', // + '/list' | '/create' | '/{officeId}/edit'
  officesList: '/offices/list',
  officesCreate: '/offices/create',
  agents: '/agents', // + '/list' | '/create' | '/{agentId}/edit'
  agentsList: '/agents/list',
  agentsCreate: '/agents/create',
  dashboardsList: '/dashboards/list',
  dashboardsCreate: '/dashboards/create',
  dashboardsEdit: '/dashboards/edit', // + '/{dashboardId}'
  dashboardTemplatesList: '/dashboards/templates/list',
  dashboardTemplatesCreate: '/dashboards/templates/create',
  dashboardTemplatesEdit: '/dashboards/templates/edit', // + '/{templateId}'
  customerDashboard: '/customer-dashboard',
  customerDashboardBulkManage: '/customer-dashboard/listings/bulkManage', // 002 §2: bulk manage listings
  customerDashboardSignIn: '/customer-dashboard/signin', // + optional '/{url}'
  customerDashboardSignUp: '/customer-dashboard/signup', // + optional '/{agentDetails}' (an invitation's token)
  // Listings and open homes (000 §2); creating a listing is ours: /listing/create?customerId=…
  customerListings: '/customers/listings', // + optional '/{customerId}'
  listing: '/listing', // + '/{listingId}'
  listingCreate: '/listing/create',
  openHomes: '/customer/open-homes', // + optional '/{openHomeVisitorId}'
  // Orders (000 §2), products (001 §2), the payment page (003 §2)
  ordersList: '/orders/list',
  order: '/order', // + '/{orderId}/edit'
  products: '/products',
  productCreate: '/product/create',
  product: '/product', // + '/{productId}/edit' | '/{productId}/email-templates'
  paymentPage: '/payments/p', // ?sessionId=…&orderId=…
} as const;

/** Error pages are never remembered as a return target (000 §2). */
export const NEVER_REMEMBERED: readonly string[] = [ROUTES.notFound, ROUTES.badRequest, ROUTES.forbidden];
/** Where the return target is kept between the redirect to sign-in and the sign-in itself. */
export const RETURN_TO_STORAGE_KEY = 'adops.returnTo';

// ---- Messages (quoted exactly) ----
export const MESSAGES = {
  userNotActive: 'User Is Not Active',
  password: PASSWORD_MESSAGE,
  passwordMismatch: PASSWORD_MISMATCH_MESSAGE,
  unlinkAccount: (provider: string) => `Are you sure you want to unlink ${provider} account?`,
  userActivated: 'user has been activated.',
  successfullySaved: 'Successfully Saved!',
  noAgent: 'Failed to fetch your information, please contact us if this persists.',
  searchingAgents: 'Searching agents...',
  minimumRadius: 'Minimum radius is 1km',
  maximumRadius: 'Maximum radius is 80km',
  tooManyImagesTitle: 'Too Many Images',
  tooManyImages: 'Only 10 Images allow for the listing',
  customerIdRequired: 'Customer Id is required',
  assetRequired: 'Asset is required',
  sorry: 'Sorry',
  // Ours (the spec gives none for these):
  emailRequired: 'Please enter your e-mail address.',
  emailInvalid: 'Please enter a valid e-mail address.',
  passwordRequired: 'Please enter your password.',
  searchTooShort: 'Type at least 2 characters to search.',
  rolesRequired: 'Choose at least one role.',
  displayNameRequired: 'Please enter a display name.',
  nameRequired: 'Please enter a name.',
  fullNameRequired: 'Please enter the full name.',
  customerRequired: 'Please choose a customer.',
  phoneRequired: 'Please enter the phone number or remove it.',
  invalidJson: 'The config is not valid JSON.',
  settingKeyRequired: 'Every setting needs a key.',
  settingKeyDuplicate: 'Setting keys must be unique.',
  imageAdLimitRange: 'The image ad limit is between 1 and 10.',
  countryCodeInvalid: 'Two capital letters, e.g. NZ.',
  currencyCodeInvalid: 'Three capital letters, e.g. NZD.',
  noDashboardUser: 'This agent has no dashboard user yet.',
  onlyAdminMayChangeAdmin: 'Only an admin may change an admin, or grant or remove the admin role.',
  pendingApproval: 'This account signed itself up and is pending approval: it reaches nothing until it has a role. '
    + 'Granting a role approves it; its current session ends, so the roles apply from its next sign-in.',
  invitationLink: (agent: string) => `Send this link to ${agent}. It signs up one dashboard user for this agent and can be used once.`,
  invitationExpires: (when: string) => `The link expires on ${when}.`,
  /** The one line of the dashboard sign-up page: with an invitation link, and without one. */
  signUpInvited: 'This link invites you to the customer dashboard as an agent: the account you create here will be that agent\'s.',
  signUpAgentEmail: 'Sign up with the e-mail address your office holds for you as an agent.',
  // Listings (ours):
  titleRequired: 'Please enter a title.',
  webAddress: 'Please enter a full web address, e.g. https://example.com/listing.',
  priceInvalid: 'Please enter an amount, e.g. 1250000 or 1250000.50.',
  metaKeyRequired: 'Choose a key for this value.',
  metaKeyDuplicate: 'Each key once.',
  // Products (ours):
  productCodeInvalid: 'Letters, digits, _ . - (starting with a letter or digit), e.g. FB-7D.',
  productTypeRequired: 'Please choose a product type.',
  productPriceInvalid: 'Please enter a price, e.g. 199 or 199.00.',
  taxRateInvalid: 'A tax rate between 0 and 100 per cent.',
  durationInvalid: 'Between 1 and 366 days.',
  templateIdInvalid: 'A template id, e.g. 4b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e.',
  subjectRequired: 'Please enter a subject.',
  uploadsFailed: (failed: number, of: number, what: string) => `${failed} of ${of} ${what} could not be uploaded.`,
} as const;

// ---- Orders (002 §4, §8, §9) ----
/** The statuses of an order (the order spec's OrderStatus) and the message each shows (002 §4; the server sends it as statusMessage too). */
export const ORDER_STATUSES = ['PENDING_PAYMENT', 'PLACED', 'READY', 'PROCESSING', 'FAILED', 'DELIVERED', 'COMPLETED', 'CANCELLED'] as const;
export type OrderStatusName = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_MESSAGES = {
  ready: 'Order is ready for delivery.',
  delivered: 'Campaign has been delivered.',
  cancelled: 'Order has been cancelled.',
  pendingPayment: 'Payment pending.',
  placed: 'Order has been placed.',
} as const;
export function orderStatusMessage(status: string): string {
  if (status === 'READY' || status === 'PROCESSING' || status === 'FAILED') return ORDER_STATUS_MESSAGES.ready;
  if (status === 'DELIVERED' || status === 'COMPLETED') return ORDER_STATUS_MESSAGES.delivered;
  if (status === 'CANCELLED') return ORDER_STATUS_MESSAGES.cancelled;
  if (status === 'PENDING_PAYMENT') return ORDER_STATUS_MESSAGES.pendingPayment;
  return ORDER_STATUS_MESSAGES.placed;
}
/** Status labels the screens show (ours). */
export const ORDER_STATUS_LABELS: Record<OrderStatusName, string> = {
  PENDING_PAYMENT: 'Pending payment', PLACED: 'Placed', READY: 'Ready', PROCESSING: 'Processing', FAILED: 'Failed',
  DELIVERED: 'Delivered', COMPLETED: 'Completed', CANCELLED: 'Cancelled',
};
export const ORDER_PAGE_SIZES = [25, 50, 100] as const;
/** The orders list's default date window: a year back (002 §9). */
export const ORDERS_DATE_WINDOW_YEARS = 1;
/** The export's file name (002 §7): orders-{date}.csv, and .xlsx for Excel. */
export const ordersExportName = (date: string, kind: 'csv' | 'xlsx') => `orders-${date}.${kind}`;
export const orderNumberLabel = (n: number | string) => `Order# ${n}`;

// ---- The payment page (003 §2, §4, §8; 002 §8) ----
export const PAYMENT_MESSAGES = {
  notSuccess: 'Your Payment was not success.',
  notFound: 'Payment Data cannot be found, please contact the provider.',
  failTitle: 'Payment Fail',
  somethingWrong: 'Something went wrong!',
  paid: 'Your order has been successfully paid. You will receive a confirmation email shortly.',
  // Ours:
  received: 'Payment received: this order has been paid.',
  processing: 'Your payment is being processed. You will receive a confirmation email shortly.',
  simulated: 'Card payments are simulated: no real card is charged. Test cards: 4242 4242 4242 4242 succeeds, '
    + '4000 0000 0000 0002 is declined, 4000 0025 0000 3155 asks for authentication.',
  authenticate: 'Your bank asks you to confirm this payment.',
  cardNumberInvalid: 'Please enter a valid card number.',
  expiryInvalid: 'Please enter the expiry as MM/YY.',
  cvcInvalid: 'Please enter the 3 or 4 digit security code.',
  chooseCard: 'Please choose a card.',
  missingParameters: 'This payment link is incomplete.',
} as const;
/** The messages the payment page posts to the frame that embeds it (003 §4, 002 §5). */
export const PAYMENT_FRAME_MESSAGES = ['redirect', 'close', 'loading', 'view', 'fail'] as const;
export type PaymentFrameMessage = (typeof PAYMENT_FRAME_MESSAGES)[number];
/** An order payment not yet known to the payment context (its event in flight) is asked for again for this long. */
export const PAYMENT_NOT_FOUND_RETRY_MS = 5000;
export const PAYMENT_NOT_FOUND_RETRY_INTERVAL_MS = 500;

// ---- Labels of staff approval and dashboard invitations (ours) ----
export const LABELS = {
  /** A staff account that signed itself up and has no role yet (identity: listUsers?pending=true). */
  pendingApproval: 'Pending approval',
  allUsers: 'All users',
  noPendingUsers: 'No users are pending approval.',
  filterUsers: 'Filter users',
  approveAndSave: 'Approve and save',
  inviteToDashboard: 'Invite to the dashboard',
  invitationTitle: 'Dashboard invitation',
  copyInvitationLink: 'Copy invitation link',
} as const;

// ---- Dialogs (000 §8, 001 §8, 001 §9) ----
export const DIALOG_TITLES = {
  error: 'Something went wrong',
  errorAlt: 'Something went wrong!',
  success: 'Success',
  confirm: 'Are you sure you want to do this?',
  accountVerification: 'Account Verification',
  providerSignInError: 'Error occurred while signing in',
  cropUploadError: 'Error while uploading cropped image',
  cropUploading: 'Uploading cropped image...',
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
export const GENERIC_TEMPLATES_SORT = '_id';
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_DEBOUNCE_MS = 500;
/** The search to send for what was typed: trimmed, or '' when shorter than SEARCH_MIN_LENGTH (000 §7). */
export const searchTerm = (typed: string | undefined): string => {
  const value = typed?.trim() ?? '';
  return value.length >= SEARCH_MIN_LENGTH ? value : '';
};

// ---- Uploads and listings (000 §5, §9) ----
export const MAX_IMAGES_PER_LISTING = 10;
export const MAX_VIDEOS_PER_LISTING = 10;
/** Agents of a listing (002 §3); the server's message when more are sent. */
export const MAX_AGENTS_PER_LISTING = 3;
export const TOO_MANY_AGENTS_MESSAGE = 'Maximum number of agents is 3.';
/** deleteListings takes at most this many ids a call (the query parser's limit for a repeated parameter). */
export const LISTING_IDS_PER_DELETE = 20;
/** Listing types (002 §3), with the labels the screens show (ours). */
export const LISTING_TYPES = {
  NONE: 'None',
  RESIDENTIAL_FOR_SALE: 'Residential for sale',
  RESIDENTIAL_FOR_RENT: 'Residential for rent',
  RURAL_FOR_SALE: 'Rural for sale',
  COMMERCIAL_FOR_SALE: 'Commercial for sale',
  COMMERCIAL_FOR_LEASE: 'Commercial for lease',
  BUSINESS_FOR_SALE: 'Business for sale',
  BRAND_CAMPAIGN: 'Brand campaign',
} as const;
/** The price views of a listing's metaData priceView (002 §3). */
export const PRICE_VIEWS = ['Fixed Price', 'Negotiation', 'Auction', 'Tender', 'On Request', 'Not Applicable'] as const;
export const FIXED_PRICE = 'Fixed Price';
/** The metaData keys a Fixed Price listing does not have (002 §3; the server drops them too). */
export const HIDDEN_WITH_FIXED_PRICE = ['inspectionTimes', 'auction', 'auctionLocation'] as const;
export const IMAGE_UPLOAD_TIMEOUT_MS = 30_000;
export const VIDEO_UPLOAD_TIMEOUT_MS = 1_500_000;
export const IMAGE_TYPES = ['image/gif', 'image/jpeg', 'image/png'] as const;
export const IMAGE_EXTENSIONS = ['gif', 'jpeg', 'jpg', 'png'] as const;
export const VIDEO_EXTENSIONS = ['mp4', 'avi', 'f4v', 'mov', 'm4v', 'wav', 'wmv'] as const;
/** Assets (openapi/listing AssetFile; services/listing/src/domain/asset-rules.ts): images at most 20 MB, videos 500 MB. */
export const ASSET_IMAGE_MAX_BYTES = 20 * 1024 * 1024;
export const ASSET_VIDEO_MAX_BYTES = 500 * 1024 * 1024;
/** What the file picker offers; the server decides by content, not by name. */
export const ASSET_ACCEPT = [...IMAGE_EXTENSIONS, ...VIDEO_EXTENSIONS].map((e) => `.${e}`).join(',');
export const ASSET_MESSAGES = { customerIdRequired: 'Customer Id is required', assetRequired: 'Asset is required' } as const;
/** The contract's limit for a user picture (ImageUpload: 2 MB). */
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;
export const PICTURE_CROP_ASPECT = 1;
export const PICTURE_OUTPUT_SIZE = 256;

// ---- Map (000 §5, §9) ----
export const RADIUS_MIN_KM = 1;
export const RADIUS_MAX_KM = 80;
export const RADIUS_DEFAULT_KM = 10;
export const CUSTOM_LOCATION_RADIUS_DEFAULT_M = 10_000;
export const RADIUS_PRESETS_KM = [1, 2, 3, 4, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 75, 80] as const;
export const MAP_DEFAULT_CENTER = { lat: -36.8485, lng: 174.7633 } as const; // Auckland
export const MAP_DEFAULT_ZOOM = 11;

// ---- Schedules (000 §3, §4, §9) ----
export const SCHEDULE_TYPES = ['INTERVAL', 'SCHEDULE'] as const;
export const SCHEDULE_FREQUENCIES = ['Minute', 'Hour', 'Day', 'Week', 'Month', 'Year'] as const;
export const INTERVAL_MINUTES = [0, 5, 15, 20, 25, 30, 35, 40, 45, 50, 55] as const;
export const INTERVAL_HOURS = Array.from({ length: 24 }, (_, i) => i);
export const INTERVAL_DAYS = Array.from({ length: 31 }, (_, i) => i + 1);

// ---- Locale (000 §9, 001 §9) ----
export const DATE_FORMAT = 'DD/MM/YYYY';
export const DEFAULT_CURRENCY = 'NZD';
export const DEFAULT_LOCALE = 'en-NZ';
export const DEFAULT_TIME_ZONE = 'Pacific/Auckland';
export const DEFAULT_TAX_CODE = 'GST';
export const DEFAULT_REGION = 'NZ';
export const DEFAULT_CURRENCY_SUFFIX = 'NZD';
export const SHARING_WIDGETS = ['linkedin', 'facebook', 'twitter', 'pinterest', 'wechat'] as const;
export const IMAGE_AD_LIMIT_MIN = 1;
export const IMAGE_AD_LIMIT_MAX = 10;
export const PHONE_TYPES = ['FIXED_LINE', 'MOBILE'] as const;
/** The customer's logo: a gif, jpeg or png of at most 2 MB. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
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
