// A billing account of one kind (002 §6), from the ads context's listBillingAccounts: branch managers, branch
// users and agents choose from the accounts of the chosen agents and the office (`ids`); corporate users from
// all of the customer's, searched on the server. The first agent's own account is chosen for the user when
// none is (not for branch users). The order carries the chosen item's `id`.
import { useEffect, useState } from 'react';
import { Input, Stack } from '@chakra-ui/react';
import { FormField } from '../../components/FormField.tsx';
import { Select } from '../../components/Select.tsx';
import { useListBillingAccounts } from '../../lib/api/generated/ads.ts';
import { autoAccount, type AccountKind, type AgentLike } from './rules.ts';

const SEARCH_DEBOUNCE_MS = 500;
const LABELS: Record<AccountKind, string> = { social: 'Facebook billing account', display: 'Google billing account' };

export function BillingAccountField({ kind, corporate, branchUser, ids, agents, value, onChange }: {
  kind: AccountKind;
  corporate: boolean;
  branchUser: boolean;
  /** The chosen agents' and office's accounts of this kind (what a non-corporate user chooses from). */
  ids: readonly string[];
  /** The chosen agents, the first of whom has the account chosen for the user. */
  agents: readonly AgentLike[];
  value: string;
  onChange(id: string): void;
}) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim().length >= 2 ? text.trim() : ''), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const query = corporate
    ? { kind, limit: 100, ...(search ? { search } : {}) }
    : { kind, limit: 100, ids: ids.join(',') };
  // A non-corporate user with no accounts among their agents and office has nothing to choose (no `ids`, no accounts).
  const { data } = useListBillingAccounts(corporate || ids.length ? { params: { query } } : null);
  const items = data?.items ?? [];
  const optionIds = items.map((i) => i.id);
  const auto = autoAccount(kind, agents, optionIds, branchUser);
  useEffect(() => {
    if (!value && auto) onChange(auto);
    // A choice the options no longer have (another agent or office chosen) is dropped.
    else if (value && data && !corporate && !optionIds.includes(value)) onChange('');
  }, [value, auto, data, corporate, optionIds.join(','), onChange]);
  return (
    <FormField label={LABELS[kind]} required>
      <Stack gap="2" w="full">
        {corporate && (
          <Input size="sm" aria-label={`Search ${LABELS[kind].toLowerCase()}s`} placeholder="Search by name or account id" value={text}
            onChange={(e) => setText(e.currentTarget.value)} />
        )}
        <Select name={kind === 'social' ? 'fbAdAccount' : 'gdnAdAccount'} aria-label={LABELS[kind]} value={value} placeholder="Choose an account"
          options={[
            ...items.map((i) => ({ value: i.id, label: `${i.name} (${i.accountId})` })),
            // The chosen one stays shown while a search leaves it out.
            ...(value && !optionIds.includes(value) && corporate ? [{ value, label: 'The chosen account' }] : []),
          ]}
          onChange={onChange} />
      </Stack>
    </FormField>
  );
}
