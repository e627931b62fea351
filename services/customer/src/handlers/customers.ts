// /api/customers: staff management of customers; the page settings of every list of this context.
import { principalOf, reply, type SomeHandlers } from '@adops/platform';
import type { operations } from '@adops/openapi/generated/customer';
import { toCustomerDto, type Customers } from '../customers.ts';
import { PAGE_SETTINGS } from '../domain/defaults.ts';

type CustomerOps =
  | 'listCustomers' | 'createCustomer' | 'removeCustomers' | 'listCustomerOptions' | 'getPageSettings' | 'getCustomer' | 'updateCustomer'
  | 'getCustomerLogo' | 'setCustomerLogo' | 'toggleCustomerActivation' | 'generateCustomerApiKey' | 'getCustomerReportDomains' | 'listCustomerFacebookPages';

export function customerHandlers(deps: { customers: Customers }): SomeHandlers<operations, CustomerOps> {
  const { customers } = deps;
  return {
    listCustomers: async (req, res) => {
      const page = await customers.list(req.query);
      reply(res, 200, { items: page.items.map(toCustomerDto), count: page.count });
    },
    createCustomer: async (req, res) => reply(res, 201, toCustomerDto(await customers.create(req.body))),
    removeCustomers: async (req, res) => reply(res, 200, { removed: await customers.remove(req.body.ids) }),
    listCustomerOptions: async (req, res) => reply(res, 200, await customers.options(req.query)),
    getPageSettings: (_req, res) => reply(res, 200, PAGE_SETTINGS),
    getCustomer: async (req, res) => reply(res, 200, toCustomerDto(await customers.get(req.params.customerId))),
    updateCustomer: async (req, res) => reply(res, 200, toCustomerDto(await customers.update(req.params.customerId, req.body))),
    getCustomerLogo: async (req, res) => {
      const logo = await customers.logo(principalOf(req), req.params.customerId);
      res.status(200).type(logo.contentType).setHeader('Cache-Control', 'private, max-age=60');
      res.send(logo.data);
    },
    setCustomerLogo: async (req, res) => reply(res, 200, toCustomerDto(await customers.setLogo(req.params.customerId, req.body))),
    toggleCustomerActivation: async (req, res) => reply(res, 200, toCustomerDto(await customers.toggleActivation(req.params.customerId))),
    generateCustomerApiKey: async (req, res) => reply(res, 200, await customers.generateApiKey(req.params.customerId)),
    getCustomerReportDomains: async (req, res) => reply(res, 200, { domains: (await customers.get(req.params.customerId)).reportDomains }),
    listCustomerFacebookPages: async (req, res) => {
      const pages = (await customers.get(req.params.customerId)).facebookPages;
      reply(res, 200, { items: pages, count: pages.length });
    },
  };
}
