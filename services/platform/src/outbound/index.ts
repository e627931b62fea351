// Outbound fetches of customer-configured URLs: one host, allowed addresses, a deadline, a size cap.
export { OutboundAddressPolicy, isPublicAddress, loadOutboundPolicy, type AddressPolicy } from './address-policy.ts';
export { boundedFetch, checkOutboundUrl, OutboundError, type BoundedFetchOptions, type BoundedResponse, type OutboundErrorCode } from './bounded-fetch.ts';
