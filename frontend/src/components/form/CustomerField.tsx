// The customer of a record's form (its `customerId` field): chosen from the customer options while the
// record is new, then shown by name only, since a saved record never changes customer. The form's other
// pickers (offices, agents, pages) depend on it, so a new choice tells the form (`onPick`) to reset them.
import { Text } from '@chakra-ui/react';
import { useListCustomerOptions } from '../../lib/api/generated/customer.ts';
import { nameMap } from '../../lib/api/lists.ts';
import { FormField } from '../FormField.tsx';
import { toOptions } from '../Select.tsx';
import { SelectField } from './fields.tsx';

export function CustomerField({ saved, onPick }: {
  /** The customer of the saved record being edited; without it the customer is chosen. */
  saved?: string;
  /** Called with a newly chosen customer (e.g. to clear the fields that depend on it). */
  onPick?(customerId: string): void;
}) {
  const { data: customers } = useListCustomerOptions();
  if (saved) return <FormField label="Customer"><Text py="2">{nameMap(customers?.items).get(saved) ?? saved}</Text></FormField>;
  return <SelectField name="customerId" label="Customer" required placeholder="Choose a customer" options={toOptions(customers?.items)} onPick={onPick} />;
}
