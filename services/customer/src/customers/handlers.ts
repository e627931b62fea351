// /api/customers: staff management of customers; the page settings of every list of this context.
import { binaryBody, pageSettingsOf, principalOf, reply, type SomeHandlers } from '@adops/platform';
import type { operations } from '@adops/openapi/generated/customer';
import type { Customers } from './customers.ts';
import type { CustomerLogos } from './logos.ts';
import type { CustomerApiKeys } from './api-keys.ts';
import type { CustomerRemoval } from './remove-customers.ts';
import { toCustomerDto } from './dto.ts';
import { LISTING_TYPES } from '../dashboards/rules.ts';

type CustomerOps =
  | 'listCustomers' | 'createCustomer' | 'removeCustomers' | 'listCustomerOptions' | 'getPageSettings' | 'getCustomer' | 'updateCustomer'
  | 'getCustomerLogo' | 'getPublicCustomerLogo' | 'setCustomerLogo' | 'toggleCustomerActivation' | 'generateCustomerApiKey' | 'getCustomerReportDomains' | 'listCustomerFacebookPages';

/** Page settings of every list of this context: the spec's x-list declarations, plus the enumerations of their fields. */
const PAGE_SETTINGS = pageSettingsOf('customer', { agents: { phoneType: ['FIXED_LINE', 'MOBILE'], dashboardListingTypes: LISTING_TYPES } });

export interface CustomerUseCases {
  customers: Customers;
  logos: CustomerLogos;
  apiKeys: CustomerApiKeys;
  removal: CustomerRemoval;
}

export function customerHandlers({ customers, logos, apiKeys, removal }: CustomerUseCases): SomeHandlers<operations, CustomerOps> {
  return {
    listCustomers: async (req, res) => {
      const page = await customers.list(principalOf(req), req.query);
      reply(res, 200, { items: page.items.map(toCustomerDto), count: page.count });
    },
    createCustomer: async (req, res) => reply(res, 201, toCustomerDto(await customers.create(req.body))),
    removeCustomers: async (req, res) => reply(res, 200, { removed: await removal.remove(principalOf(req), req.body.ids) }),
    listCustomerOptions: async (req, res) => reply(res, 200, await customers.options(principalOf(req), req.query)),
    getPageSettings: (_req, res) => reply(res, 200, PAGE_SETTINGS),
    getCustomer: async (req, res) => reply(res, 200, toCustomerDto(await customers.get(principalOf(req), req.params.customerId))),
    updateCustomer: async (req, res) => reply(res, 200, toCustomerDto(await customers.update(principalOf(req), req.params.customerId, req.body))),
    getCustomerLogo: async (req, res) => {
      const logo = await logos.get(principalOf(req), req.params.customerId);
      res.status(200).type(logo.contentType).setHeader('Cache-Control', 'private, max-age=60');
      res.send(logo.data);
    },
    getPublicCustomerLogo: async (req, res) => {
      const logo = await logos.byToken(req.params.logoId);
      // The id (the logo's token) changes with the logo, so this answer never does. Public, so any page may show it,
      // whatever address it is served at (a report shown on another origin).
      res.status(200).type(logo.contentType).setHeader('Cache-Control', 'public, max-age=86400, immutable');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      res.send(logo.data);
    },
    setCustomerLogo: async (req, res) => reply(res, 200, toCustomerDto(await logos.set(principalOf(req), req.params.customerId, await binaryBody(req)))),
    toggleCustomerActivation: async (req, res) => reply(res, 200, toCustomerDto(await customers.toggleActivation(principalOf(req), req.params.customerId))),
    generateCustomerApiKey: async (req, res) => reply(res, 200, await apiKeys.generate(principalOf(req), req.params.customerId)),
    getCustomerReportDomains: async (req, res) => reply(res, 200, { domains: (await customers.get(principalOf(req), req.params.customerId)).reportDomains }),
    listCustomerFacebookPages: async (req, res) => {
      const pages = (await customers.get(principalOf(req), req.params.customerId)).facebookPages;
      reply(res, 200, { items: pages, count: pages.length });
    },
  };
}
