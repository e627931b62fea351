// A customer's defaults and limits (000 §9, 001 §9).
export const DEFAULT_TAX_CODE = 'GST';
export const DEFAULT_REGION = 'NZ';
export const DEFAULT_CURRENCY_SUFFIX = 'NZD';
export const SHARING_WIDGETS = ['linkedin', 'facebook', 'twitter', 'pinterest', 'wechat'] as const;
export const IMAGE_AD_LIMIT_MIN = 1;
export const IMAGE_AD_LIMIT_MAX = 10;
/** The customer's logo: a gif, jpeg or png of at most 2 MB. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
