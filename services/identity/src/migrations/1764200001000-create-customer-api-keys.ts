// identity's projection of the customers' API keys (fed by customer.events), so that POST
// /api/auth/token can exchange a customer's key without reading customer's tables.
import { tableBool, tableId, tableInstant, tableRef, tableString, tablesMigration } from '@adops/platform';

export const CreateCustomerApiKeys1764200001000 = tablesMigration('CreateCustomerApiKeys1764200001000', () => [
  {
    name: 'customer_api_keys',
    columns: [tableId('customerId'), tableBool('customerActive', true), tableRef('keyId', true), tableString('prefix', 40, true), tableString('keyHash', 64, true), tableInstant('keyCreatedAt', true), tableInstant('updatedAt')],
    indexes: [{ name: 'customer_api_keys_prefix', columnNames: ['prefix'] }],
  },
]);
