// The customers a template is open to (003 §3 customerTags; none opens it to every customer): chosen by a
// server-side search of the customer options (the customer context's picker list), shown as removable tags.
import { useState } from 'react';
import { HStack, Input, Stack, Tag, Text, Wrap } from '@chakra-ui/react';
import { useController } from 'react-hook-form';
import { useListCustomerOptions } from '../../lib/api/generated/customer.ts';
import { nameMap } from '../../lib/api/lists.ts';
import { FormField } from '../../components/FormField.tsx';
import { useDebounced } from '../../components/ListSearch.tsx';
import { Select } from '../../components/Select.tsx';
import { SEARCH_DEBOUNCE_MS, searchTerm } from '../../constants.ts';

export function CustomerTagsField({ name }: { name: string }) {
  const { field } = useController({ name });
  const chosen = (field.value ?? []) as string[];
  const [typed, setTyped] = useState('');
  const search = useDebounced(searchTerm(typed), SEARCH_DEBOUNCE_MS);
  // Every option (at most 1000) names the chosen ones; the search narrows what is offered.
  const { data: all } = useListCustomerOptions();
  const { data: found } = useListCustomerOptions(search ? { params: { query: { search } } } : null);
  const names = nameMap(all?.items);
  const offered = (search ? found?.items : all?.items)?.filter((c) => !chosen.includes(c.id)) ?? [];
  const set = (ids: string[]) => field.onChange(ids);
  return (
    <FormField label="Customer tags" helper="The template is open to these customers only; with none, to every customer.">
      <Stack gap="2" w="full">
        {chosen.length > 0
          ? (
            <Wrap gap="2">
              {chosen.map((id) => (
                <Tag.Root key={id} size="lg" data-testid="customer-tag">
                  <Tag.Label>{names.get(id) ?? id}</Tag.Label>
                  <Tag.EndElement><Tag.CloseTrigger aria-label={`Remove ${names.get(id) ?? id}`} onClick={() => set(chosen.filter((c) => c !== id))} /></Tag.EndElement>
                </Tag.Root>
              ))}
            </Wrap>
          )
          : <Text fontSize="sm" color="fg.muted">Every customer</Text>}
        <HStack gap="2" wrap="wrap">
          <Input aria-label="Search customers" placeholder="Search customers" value={typed} onChange={(e) => setTyped(e.target.value)} maxW="xs" />
          <Select name="customerTagPicker" aria-label="Add a customer" value="" placeholder={offered.length ? 'Add a customer' : 'No customer to add'}
            disabled={!offered.length} onChange={(id) => { if (id) set([...chosen, id]); }}
            options={offered.map((c) => ({ value: c.id, label: c.name ?? c.id }))} />
        </HStack>
      </Stack>
    </FormField>
  );
}
