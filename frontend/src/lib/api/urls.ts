// Urls the browser loads itself (images in <img src>), with the session cookie.

/** The url of a user's picture. */
export const pictureUrl = (userId: string) => `/api/users/${encodeURIComponent(userId)}/picture`;

/** The url of a customer's logo (the API takes no cache-busting parameter; reload it after an upload). */
export const logoUrl = (customerId: string) => `/api/customers/${encodeURIComponent(customerId)}/logo`;
