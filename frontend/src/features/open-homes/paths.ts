// The open homes' pages (000 §2); a listing links its open homes, a visitor its listing.
export const OPEN_HOME_PATHS = {
  openHomes: '/customer/open-homes', // + optional '/{openHomeVisitorId}'
} as const;
