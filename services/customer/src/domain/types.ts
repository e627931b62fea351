// The context's shapes, straight from its spec (openapi/customer), so the service and the contract
// cannot drift apart.
export type {
  Currency,
  Country,
  SharingOptions,
  SharingWidget,
  Setting,
  FacebookPage,
  Phone,
  PhoneType,
  FbPage,
  DistributionSettings,
  ListingType,
  DashboardConfig,
  DashboardRole,
  EmailTemplateName,
} from '@adops/openapi/generated/customer';
