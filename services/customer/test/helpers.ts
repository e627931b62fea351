// customer's own fixtures for its integration tests: the service (identity is not booted; clients
// sign in with tokens from the kit's clientAs) and customers, offices and agents made through the
// typed client. Everything generic is in @adops/platform/testing.
import type { Customer } from '@adops/openapi';
import { assertOk, clientAs, serviceUnderTest, startTestService, unique, uniqueTag, type TestClient, type TestServiceOptions } from '@adops/platform/testing';
import { customerModule } from '../src/app.ts';

type Schemas = Customer.components['schemas'];

export const startCustomer = (options: TestServiceOptions = {}) => startTestService(customerModule, options);

/** The customer service for the tests of this file (or describe block), started once, closed after. */
export const customerService = (options: TestServiceOptions = {}) => serviceUnderTest(() => startCustomer(options));

export type CustomerService = Awaited<ReturnType<typeof startCustomer>>;

export async function makeCustomer(admin: TestClient, extra: Partial<Schemas['CreateCustomerRequest']> = {}) {
  return assertOk(await admin.customer.POST('/api/customers', { body: { name: unique('Customer'), ...extra } }), 201);
}

export async function makeOffice(admin: TestClient, customerId: string, extra: Partial<Schemas['CreateOfficeRequest']> = {}) {
  return assertOk(await admin.customer.POST('/api/offices', { body: { customerId, name: unique('Office'), ...extra } }), 201);
}

export async function makeAgent(admin: TestClient, customerId: string, extra: Partial<Schemas['CreateAgentRequest']> = {}) {
  return assertOk(await admin.customer.POST('/api/agents', { body: { customerId, fullName: unique('Agent'), ...extra } }), 201);
}

/**
 * Two customers of their own for one test, as the tenancy tests need them: A (NZ) with offices A1
 * and A2 and an agent in each, B (AU) with office B1 and its agent; and A's corporate user, the
 * branch manager of A1 and the branch user of A2's agent. Names carry `tag`, unique to this world, so
 * a search finds this world's rows only.
 */
export async function twoCustomers(svc: CustomerService) {
  const admin = clientAs(svc, 'admin');
  const tag = uniqueTag();
  const customerA = await makeCustomer(admin);
  const customerB = await makeCustomer(admin, { country: { code: 'AU', taxCode: 'GST' }, currency: { code: 'AUD', currencySuffix: 'AUD' } });
  const officeA1 = await makeOffice(admin, customerA.id, { name: `Alpha Ponsonby ${tag}` });
  const officeA2 = await makeOffice(admin, customerA.id, { name: `Alpha Takapuna ${tag}` });
  const officeB1 = await makeOffice(admin, customerB.id, { name: `Bravo Sydney ${tag}` });
  const agentA1 = await makeAgent(admin, customerA.id, { fullName: `Aroha${tag} Smith`, officeIds: [officeA1.id], phones: [{ type: 'MOBILE', value: '021 234 5678' }] });
  const agentA2 = await makeAgent(admin, customerA.id, { fullName: `Bella${tag} Jones`, officeIds: [officeA2.id] });
  const agentB1 = await makeAgent(admin, customerB.id, { fullName: `Aroha${tag} Brown`, officeIds: [officeB1.id], phones: [{ type: 'FIXED_LINE', value: '02 9374 4000' }] });
  return {
    tag,
    admin,
    customerA,
    customerB,
    officeA1,
    officeA2,
    officeB1,
    agentA1,
    agentA2,
    agentB1,
    corporateA: clientAs(svc, { roles: ['corporate'], customerId: customerA.id }),
    managerA1: clientAs(svc, { roles: ['branchmanager'], customerId: customerA.id, officeIds: [officeA1.id] }),
    branchUserA2: clientAs(svc, { roles: ['branchuser'], customerId: customerA.id, agentId: agentA2.id }),
  };
}
