// The ad accounts an agent or office bills to (001 §3 agent/office fbAdAccountIds and gdnAccountIds): checkboxes
// of the customer's social or display accounts. The dashboard's order flow offers a branch user only these
// (002 §6), so staff set them here. Shown only to those who may list the accounts (the ads context's roles).
import { Text } from '@chakra-ui/react';
import { useListAdAccounts, useListGdnAccounts } from '../../lib/api/generated/ads.ts';
import { useAuth } from '../../lib/auth/auth.tsx';
import { mayCall } from '../../lib/auth/roles.ts';
import { CheckboxesField } from '../../components/form/fields.tsx';
import { PAGE_SIZES } from '../../constants.ts';

const LEGENDS = { social: 'Facebook ad accounts', display: 'Google display accounts' } as const;

export function AdAccountsField({ name, kind, customerId }: {
  /** The form field holding the chosen account ids. */
  name: string;
  kind: 'social' | 'display';
  customerId: string | undefined;
}) {
  const { user } = useAuth();
  const mayList = mayCall(kind === 'social' ? 'listAdAccounts' : 'listGdnAccounts', user?.roles);
  // Every account, then the customer's own and the shared ones (no customer: e.g. the simulated network's in
  // development), which campaigns of any customer may use (ads accountUsableBy).
  const init = customerId && mayList ? { params: { query: { page: 1, limit: PAGE_SIZES.picker } } } : null;
  const social = useListAdAccounts(kind === 'social' ? init : null);
  const display = useListGdnAccounts(kind === 'display' ? init : null);
  if (!mayList) return null;
  const accounts = ((kind === 'social' ? social.data : display.data)?.items ?? []).filter((a) => a.customerId === null || a.customerId === customerId);
  return (
    <CheckboxesField name={name} legend={LEGENDS[kind]} inputName={(id) => `${name}-${id}`}
      options={accounts.map((a) => ({ value: a.id, label: `${a.name} (${a.accountId})${a.customerId === null ? ', shared' : ''}` }))}>
      {!customerId && <Text fontSize="sm" color="fg.muted">Choose a customer first.</Text>}
      {customerId && !accounts.length && <Text fontSize="sm" color="fg.muted">The customer has no {LEGENDS[kind].toLowerCase()}.</Text>}
    </CheckboxesField>
  );
}
