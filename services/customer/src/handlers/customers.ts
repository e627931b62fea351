// /api/customers: staff management of customers; the page settings of every list of this context.
import { binaryBody, pageSettingsOf, principalOf as who, reply, type SomeHandlers } from '@adops/platform';
import type { operations } from '@adops/openapi/generated/customer';
import type { Customers } from '../customers.ts';
import type { CustomerResources } from '../persistence/resources.ts';
import { toCustomerDto } from '../dto.ts';
import { LISTING_TYPES } from '../domain/defaults.ts';
import { customerLogo, setCustomerLogo } from '../customer-logos.ts';
import { generateCustomerApiKey } from '../customer-api-keys.ts';
import { removeCustomers } from '../customer-removal.ts';

type CustomerOps =
  | 'listCustomers' | 'createCustomer' | 'removeCustomers' | 'listCustomerOptions' | 'getPageSettings' | 'getCustomer' | 'updateCustomer'
  | 'getCustomerLogo' | 'setCustomerLogo' | 'toggleCustomerActivation' | 'generateCustomerApiKey' | 'getCustomerReportDomains' | 'listCustomerFacebookPages';

/** Page settings of every list of this context: the spec's x-list declarations, plus the enumerations of their fields. */
const PAGE_SETTINGS = pageSettingsOf('customer', { agents: { phoneType: ['FIXED_LINE', 'MOBILE'], dashboardListingTypes: LISTING_TYPES } });

export function customerHandlers({ customers, resources: r }: { customers: Customers; resources: CustomerResources }): SomeHandlers<operations, CustomerOps> {
  return {
    listCustomers: async (req, res) => {
      const page = await customers.list(who(req), req.query);
      reply(res, 200, { items: page.items.map(toCustomerDto), count: page.count });
    },
    createCustomer: async (req, res) => reply(res, 201, toCustomerDto(await customers.create(req.body))),
    removeCustomers: async (req, res) => reply(res, 200, { removed: await removeCustomers(r, who(req), req.body.ids) }),
    listCustomerOptions: async (req, res) => reply(res, 200, await customers.options(who(req), req.query)),
    getPageSettings: (_req, res) => reply(res, 200, PAGE_SETTINGS),
    getCustomer: async (req, res) => reply(res, 200, toCustomerDto(await customers.get(who(req), req.params.customerId))),
    updateCustomer: async (req, res) => reply(res, 200, toCustomerDto(await customers.update(who(req), req.params.customerId, req.body))),
    getCustomerLogo: async (req, res) => {
      const logo = await customerLogo(r, who(req), req.params.customerId);
      res.status(200).type(logo.contentType).setHeader('Cache-Control', 'private, max-age=60');
      res.send(logo.data);
    },
    setCustomerLogo: async (req, res) => reply(res, 200, toCustomerDto(await setCustomerLogo(r, who(req), req.params.customerId, await binaryBody(req)))),
    toggleCustomerActivation: async (req, res) => reply(res, 200, toCustomerDto(await customers.toggleActivation(who(req), req.params.customerId))),
    generateCustomerApiKey: async (req, res) => reply(res, 200, await generateCustomerApiKey(r, who(req), req.params.customerId)),
    getCustomerReportDomains: async (req, res) => reply(res, 200, { domains: (await customers.get(who(req), req.params.customerId)).reportDomains }),
    listCustomerFacebookPages: async (req, res) => {
      const pages = (await customers.get(who(req), req.params.customerId)).facebookPages;
      reply(res, 200, { items: pages, count: pages.length });
    },
  };
}
